import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';

/** The web app is emitted under /app/ so it cannot collide with the marketing site's files. */
const BASE = '/app/';

/**
 * Hosting rewrites every path that is not a file to /app/index.html (firebase.json); Vite's own SPA
 * fallback only covers paths under the base. This does the same for the dev and preview servers, so
 * http://127.0.0.1:5173/heat-load works as it will in production. Only page navigations (GET, accepting
 * HTML, no file extension) outside the base are rewritten; modules and assets pass through.
 */
function appShellFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const isPageNavigation =
      req.method === 'GET' &&
      (req.headers.accept ?? '').includes('text/html') &&
      !path.startsWith(BASE) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (isPageNavigation) req.url = `${BASE}index.html`;
    next();
  };
  return {
    name: 'app-shell-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig({
  base: BASE,
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    appShellFallback(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The entry (React, Mantine, the router) is ~600 kB minified, 187 kB gzipped. What counts is the
    // gzipped JavaScript a page loads, held under 250 KB by tooling/e2e/tests/budgets.spec.ts.
    chunkSizeWarningLimit: 700,
  },
});
