// @ts-check
import { defineConfig } from 'astro/config';

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
  // Marketing pages ship no client JavaScript beyond the inline dark-mode scripts in the layout.
  prefetch: false,
  devToolbar: { enabled: false },
});
