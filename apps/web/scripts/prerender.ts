// Prerenders the app's public pages after `vite build` (see src/prerender-pages.ts for the list):
// builds src/prerender.tsx for Node with the same Vite config, renders each page with
// react-dom/server, and writes its HTML into dist/ beside index.html, from index.html itself (the
// same head, scripts and stylesheet), with the rendered app inside #root. firebase.json serves each
// file at its path; main.tsx hydrates it.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

interface Page {
  path: string;
  file: string;
}

interface PrerenderModule {
  renderPage: (path: string) => Promise<string>;
  PRERENDERED_PAGES: readonly Page[];
  NOT_FOUND_PAGE: Page;
  PRERENDERED_ATTRIBUTE: string;
}

const appDir = join(import.meta.dirname, '..');
const distDir = join(appDir, 'dist');
const serverDir = join(appDir, 'dist-prerender');
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The title the page sets once running (PageFrame: "{h1} · HVAC Workbench"), from its h1, so the
 * HTML carries it too. The h1's text is already escaped HTML.
 */
function documentTitle(html: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (!heading) throw new Error('a prerendered page has no h1.');
  return `${heading.replace(/<[^>]+>/g, '').trim()} · HVAC Workbench`;
}

await build({
  root: appDir,
  configFile: join(appDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    sourcemap: false,
    // Only the prerender reads this bundle: no copy of public/.
    copyPublicDir: false,
  },
});

try {
  const entry = pathToFileURL(join(serverDir, 'prerender.js')).href;
  const { renderPage, PRERENDERED_PAGES, NOT_FOUND_PAGE, PRERENDERED_ATTRIBUTE } = (await import(
    entry
  )) as PrerenderModule;
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT) || !TITLE.test(template)) {
    throw new Error(`dist/index.html has no ${ROOT} or <title> to fill.`);
  }
  for (const page of [...PRERENDERED_PAGES, NOT_FOUND_PAGE]) {
    const html = await renderPage(page.path);
    const filled = template
      .replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.path}">${html}</div>`)
      .replace(TITLE, () => `<title>${documentTitle(html)}</title>`);
    await writeFile(join(distDir, page.file), filled);
    console.log(
      `prerender: ${page.path.padEnd(22)} → dist/${page.file} (${(html.length / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  await rm(serverDir, { recursive: true, force: true });
}
