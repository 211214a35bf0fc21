/**
 * Paths crawlers are kept out of: the pages that act on a one-time code in their link (verify an
 * email, reset a password, confirm an account action). A crawler following such a link could use up
 * a code meant for its owner, and there is nothing to index there.
 *
 * The signed-in app (dashboard, projects, settings, reference, `/calculators/*`) is not listed: its
 * routes send a visitor without a session to /login (spec, protected routes), so a crawler reads the
 * sign-in page and nothing of anyone's work, whose privacy the Firestore rules hold, not robots.txt.
 * A Disallow would only mark those pages uncrawlable in every audit of them (Lighthouse's SEO
 * `is-crawlable`, issue 39 §7) and list the app's private URL scheme for anyone to read.
 */
export const DISALLOWED_PATHS = [
  '/verify-email',
  '/reset-password',
  '/action-confirmation',
] as const;

/**
 * The robots.txt of the site: every page is open to crawlers but the one-time action pages, and the
 * sitemap is named with its absolute URL.
 *
 * @param site - The site's origin (`astro.config.mjs` `site`).
 */
export function robotsTxt(site: URL): string {
  return [
    '# Open to crawlers but the one-time action pages; signed-in pages answer a crawler with the sign-in page.',
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
