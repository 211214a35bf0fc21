/** Paths of the signed-in web app; crawlers have nothing to index there. */
export const DISALLOWED_PATHS = [
  '/dashboard',
  '/projects',
  '/settings',
  '/reference',
  '/calculators/',
  '/verify-email',
  '/reset-password',
  '/action-confirmation',
] as const;

/**
 * The robots.txt of the site: marketing pages and the public heat-load calculator are open to
 * crawlers, the signed-in app is not, and the sitemap is named with its absolute URL.
 *
 * @param site - The site's origin (`astro.config.mjs` `site`).
 */
export function robotsTxt(site: URL): string {
  return [
    '# Marketing pages and the public heat-load calculator are open to crawlers; the signed-in app is not.',
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
