// @ts-check
import { defineConfig } from 'astro/config';
import { siteChecks } from './src/integrations/site-checks.ts';

// The one place this app reads the environment: the public origin used for canonical and Open Graph
// URLs. The local stack serves marketing and the web app together on port 5000.
const site = process.env.SITE_URL ?? 'http://localhost:5000';

export default defineConfig({
  site,
  output: 'static',
  // `about.astro` builds `about.html` and `/` builds `index.html`; Firebase Hosting's `cleanUrls` serves
  // them at `/about` and `/`, and `trailingSlash: false` there matches `never` here.
  trailingSlash: 'never',
  build: {
    format: 'file',
    // One small stylesheet per page: inline it and save the request.
    inlineStylesheets: 'always',
  },
  // Two content entries with one slug, or two pages on one route, stop the build instead of one
  // silently replacing the other.
  prerenderConflictBehavior: 'error',
  markdown: {
    // Code blocks stay plain, styled by the site's CSS in both colour schemes, with no inline styles
    // for the sanitiser to strip.
    syntaxHighlight: false,
  },
  // After the build: fail on a broken internal link, then write sitemap.xml from the built pages.
  integrations: [siteChecks()],
  // Marketing pages ship no client JavaScript beyond the small inline scripts in the layout and header.
  prefetch: false,
  devToolbar: { enabled: false },
});
