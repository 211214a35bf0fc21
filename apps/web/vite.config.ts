import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  loadEnv,
  mergeConfig,
  type Connect,
  type Plugin,
  type UserConfig,
} from 'vite';

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

/**
 * Mantine's ScrollArea takes only `useMergeRefs` from @floating-ui/react; its import is pointed at
 * src/merge-refs.ts, so pages without popovers (a Table has a ScrollArea) load no positioning code.
 * A Mantine release that imports more from it there fails the build with a missing export.
 */
function scrollAreaMergeRefs(): Plugin {
  const scrollArea =
    /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  const shim = fileURLToPath(new URL('./src/merge-refs.ts', import.meta.url));
  return {
    name: 'scroll-area-merge-refs',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '@floating-ui/react' && importer && scrollArea.test(importer) ? shim : null,
  };
}

/** Where the local stack runs the Firebase Auth emulator (firebase.json, "emulators"). */
const LOCAL_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/**
 * Cloud or local stack, decided here once per build. A production build needs `VITE_FIREBASE_CONFIG`;
 * local mode must be chosen explicitly with `VITE_LOCAL_STACK=1` (the local stack and the test command
 * set it), so a build that forgot its config fails instead of shipping a site that signs users in
 * against an emulator. Only a local build (or the dev server) is given the Auth emulator address.
 */
function chooseBackend(command: 'build' | 'serve', mode: string): void {
  const found = loadEnv(mode, import.meta.dirname, 'VITE_');
  if (found['VITE_FIREBASE_CONFIG']) return;
  if (command === 'build' && found['VITE_LOCAL_STACK'] !== '1') {
    throw new Error(
      'VITE_FIREBASE_CONFIG is not set: a production build needs the Firebase web config (a JSON ' +
        'string; see README.md, "Cloud mode"). To build for the local stack instead, set ' +
        'VITE_LOCAL_STACK=1 (pnpm start and pnpm test:all do).',
    );
  }
  // Read by Vite's env loading after this config, so it reaches import.meta.env in env.ts.
  process.env['VITE_AUTH_EMULATOR_URL'] ??=
    found['VITE_AUTH_EMULATOR_URL'] ?? LOCAL_AUTH_EMULATOR_URL;
}

const config = {
  base: BASE,
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    appShellFallback(),
    scrollAreaMergeRefs(),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    // What counts is the gzipped JavaScript a page loads, held by tooling/e2e/tests/budgets.spec.ts.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router run whole on every page: one chunk compresses better than the
          // many small shared chunks the bundler would otherwise cut them into.
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](history|router-core|react-router|store|react-store))[\\/]/,
            },
            // The rest of what every page loads before the app starts (`$initial`: the entry's static
            // imports, all the way down; so the chunk imports nothing but the framework). Left to the
            // bundler it was 38 chunks of 0.1-9 KB, which compress worse apart (138.8 KB gzipped,
            // together 123.3 KB) and each cost a request and its headers (~1.6 KB from Firebase
            // Hosting, counted by Lighthouse as JavaScript transferred). The entry stays its own
            // chunk: index.html loads it by name (scripts/prerender.ts).
            {
              name: 'start',
              tags: ['$initial'],
              test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
            },
          ],
        },
      },
    },
  },
} satisfies UserConfig;

/**
 * The browser's build copies each small chunk that several pages share (under 16 KB before
 * minifying) into the chunks that use it. Left to the bundler, a signed-in calculator page made
 * about 135 requests, most of them Mantine components of 0.3-5 KB, and the browser spent 0.2-0.3 s
 * (at 4x CPU) in one task just starting them; it now makes about 55, /heat-load loads 11 scripts
 * instead of 17 and 6 KB less JavaScript (gzipped). A module copied into two chunks still runs once:
 * the bundler's runtime shares its state, which needs the modules to run in their written order
 * (strictExecutionOrder, turned on by this option) and the entry's unused exports dropped. The
 * option is experimental in Rolldown (the lockfile pins it; budgets.spec.ts and the journeys run on
 * this build). The prerender's server build keeps its entry's exports (it reads them) and the
 * bundler's own chunks.
 */
const browserOnly = {
  build: {
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command, mode, isSsrBuild }) => {
  chooseBackend(command, mode);
  return isSsrBuild ? config : mergeConfig(config, browserOnly);
});
