// Prerenders the app's public pages after `vite build` (see src/prerender-pages.ts for the list):
// builds src/prerender.tsx for Node with the same Vite config, renders each page with
// react-dom/server, and writes its HTML into dist/ beside index.html, from index.html itself (the
// same head, scripts and stylesheet), with the rendered app inside #root. firebase.json serves each
// file at its path; main.tsx hydrates it.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

interface Page {
  path: string;
  file: string;
}

type UsedNames = { classes: Set<string>; ids: Set<string> };

interface PrerenderModule {
  renderPage: (path: string) => Promise<string>;
  criticalCss: (css: string, used: UsedNames) => string;
  namesInHtml: (html: string) => UsedNames;
  PRERENDERED_PAGES: readonly Page[];
  NOT_FOUND_PAGE: Page;
  PRERENDERED_ATTRIBUTE: string;
}

const appDir = join(import.meta.dirname, '..');
const distDir = join(appDir, 'dist');
const serverDir = join(appDir, 'dist-prerender');
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * A prerendered page is readable before the app runs, so the app's JavaScript must not compete with
 * the page's HTML and CSS for the first paint (issue 18: on a slow link, ~45 module fetches at high
 * priority held the paint back), nor hold the main thread while a visitor reads it (issue 18's Total
 * Blocking Time: starting React, Mantine and the router and hydrating the page took long tasks of
 * 150-560 ms on Lighthouse's mid-range phone). On these pages the entry module and its
 * `modulepreload` links are taken out of the head (their addresses kept in `<meta name="app-entry">`
 * and `<meta name="app-preload">`), and this inline script (its hash is in firebase.json's
 * Content-Security-Policy: keep the text as is, or update the hash) adds the entry module:
 *  - at once, once the page has been parsed (DOMContentLoaded) and has painted (a frame, then a
 *    task; a hidden page paints nothing, so it does not wait for that), when the page may not be
 *    what the browser shows a first-time visitor: the browser keeps something of the app's (`hvac:`
 *    in localStorage: a session, a kept draft, a unit-system choice; the dark-mode choice is applied
 *    before paint already), the address has a query, or the HTML is not this path's (the not-found
 *    page);
 *  - otherwise, for a visitor's first look, on first use: the first pointerdown, touchstart,
 *    keydown or focusin on the page, or when the page is shown again after being hidden. Its
 *    chunks are fetched meanwhile, once the page has loaded and the browser is idle, so the start
 *    runs from the cache. A first Tab (nothing focused yet) is held until the app runs, then moves
 *    focus to the page's first stop as it would have: the app adds stops of its own at the start of
 *    the page ("Skip to inputs"), which the HTML does not have.
 *  - on a page with an early answer (`<meta name="early-answer">`, EARLY_ANSWERS: /heat-load), a
 *    use in one of its number fields loads that small module instead (fetched then, not at idle:
 *    it carries its own copy of zod, 36 KB gzipped, which a visitor who only reads need not
 *    download), which answers each edit of the numbers at once (issue 39 §8); the app starts once
 *    the visitor has paused for a second, or at once on any other use or on an edit the module
 *    does not answer. Starting the app takes the main thread for a second or more on a phone:
 *    begun at the first keystroke, it held that keystroke's result back by as much (1.8 s at 4x
 *    CPU); begun during a pause, it is out of the way of the typing.
 * The app's stylesheets come the same way: the page's head has only the part of them its HTML uses
 * (`<style data-critical="{href}">`, see pageCriticalStyles); each whole stylesheet is fetched at
 * idle (`preload`) and applied at the start, linked right after its part. The part stays: each of its
 * rules comes again, later, in the whole stylesheet, so the cascade is the stylesheet's own, and
 * applying it changes nothing on screen. (Applied at idle instead, its style work was a long task
 * after the first paint.)
 * The entry's own imports are fetched from there. What the visitor does before the app has taken
 * over (the use that started it included) is logged and replayed in order by the app (index.html's
 * early-input script, src/early-input.ts).
 */
const START_AFTER_PAINT = `<script>
      (function () {
        var uses = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
        var waiting = 2;
        var used = false;
        var started = false;
        var early = document.querySelector('meta[name="early-answer"]');
        var answering = false;
        var pause = null;
        function meta(name) {
          return document.querySelector('meta[name="' + name + '"]').content;
        }
        function start() {
          if (started) return;
          started = true;
          uses.forEach(function (type) {
            document.removeEventListener(type, use, true);
          });
          document.removeEventListener('visibilitychange', use);
          document.removeEventListener('input', startOncePaused, true);
          clearTimeout(pause);
          stylesheets('stylesheet');
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = meta('app-entry');
          document.head.appendChild(script);
        }
        function use(event) {
          if (event.type === 'visibilitychange' && document.visibilityState !== 'visible') return;
          if (!used && isFirstTab(event)) {
            event.preventDefault();
            focusFirstStopOnceRunning(event.shiftKey);
          }
          used = true;
          if (waiting > 0) return;
          if (inNumberField(event)) answerEarly();
          else start();
        }
        function inNumberField(event) {
          var target = event.target;
          return (
            early !== null &&
            target instanceof HTMLInputElement &&
            target.inputMode === 'decimal' &&
            document.getElementById('root').contains(target)
          );
        }
        function answerEarly() {
          startOncePaused();
          if (answering) return;
          answering = true;
          document.addEventListener('input', startOncePaused, true);
          import(early.content).then(function (module) {
            window.__endEarlyAnswers = module.startEarlyAnswers(
              document.getElementById('root'),
              start,
            );
          }, start);
        }
        function startOncePaused() {
          clearTimeout(pause);
          if (!started) pause = setTimeout(start, 1000);
        }
        function isFirstTab(event) {
          var focused = document.activeElement;
          return (
            event.type === 'keydown' &&
            event.key === 'Tab' &&
            !event.altKey &&
            !event.ctrlKey &&
            !event.metaKey &&
            (!focused || focused === document.body)
          );
        }
        function focusFirstStopOnceRunning(backwards) {
          var html = document.documentElement;
          var ours = null;
          var queued = false;
          // The app may add its stops a little after it takes over: for a second, focus follows the
          // first stop, until the visitor moves it.
          function follow() {
            queued = false;
            var focused = document.activeElement;
            if (focused && focused !== document.body && focused !== ours) return;
            var stops = document.querySelectorAll(
              'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), ' +
                'select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
            );
            var stop = stops[backwards ? stops.length - 1 : 0];
            if (stop && stop !== focused) stop.focus();
            ours = stop || null;
          }
          function queue() {
            if (queued) return;
            queued = true;
            requestAnimationFrame(function () {
              setTimeout(follow, 0);
            });
          }
          var changes = new MutationObserver(queue);
          new MutationObserver(function (records, observer) {
            if (!html.hasAttribute('data-interactive')) return;
            observer.disconnect();
            queue();
            changes.observe(document.body, { childList: true, subtree: true });
            setTimeout(function () {
              changes.disconnect();
            }, 1000);
          }).observe(html, { attributes: true, attributeFilter: ['data-interactive'] });
        }
        function keptByTheBrowser() {
          try {
            for (var i = 0; i < window.localStorage.length; i += 1) {
              var key = window.localStorage.key(i) || '';
              if (key.indexOf('hvac:') === 0 && key !== 'hvac:darkMode') return true;
            }
            return false;
          } catch (e) {
            return true;
          }
        }
        function link(rel, href, before) {
          var element = document.createElement('link');
          element.rel = rel;
          element.crossOrigin = '';
          element.href = href;
          if (rel === 'preload') element.as = 'style';
          document.head.insertBefore(element, before || null);
        }
        function stylesheets(rel) {
          document.querySelectorAll('style[data-critical]').forEach(function (style) {
            link(rel, style.getAttribute('data-critical'), style.nextSibling);
          });
        }
        function prefetch() {
          if (started) return;
          stylesheets('preload');
          meta('app-preload')
            .split(' ')
            .concat(meta('app-entry'))
            .forEach(function (href) {
              link('modulepreload', href);
            });
        }
        function whenIdle() {
          if (window.requestIdleCallback) window.requestIdleCallback(prefetch);
          else setTimeout(prefetch, 0);
        }
        function painted() {
          waiting -= 1;
          if (waiting > 0) return;
          var firstLook =
            location.search === '' &&
            document.getElementById('root').getAttribute('data-prerendered') ===
              location.pathname &&
            !keptByTheBrowser();
          if (used || !firstLook) return start();
          if (document.readyState === 'complete') whenIdle();
          else window.addEventListener('load', whenIdle);
        }
        uses.forEach(function (type) {
          document.addEventListener(type, use, true);
        });
        document.addEventListener('visibilitychange', use);
        document.addEventListener('DOMContentLoaded', painted);
        if (document.visibilityState === 'hidden') {
          painted();
        } else {
          requestAnimationFrame(function () {
            setTimeout(painted, 0);
          });
        }
      })();
    </script>`;

const MODULE_PRELOAD_HREF = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

/** The page's HTML with the app started after first paint (see START_AFTER_PAINT). */
function startAfterPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry module script.');
  const preloads = [...html.matchAll(MODULE_PRELOAD_HREF)].map((match) => match[1]).join(' ');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY,
      () =>
        `<meta name="app-entry" content="${entry}" />\n    <meta name="app-preload" content="${preloads}" />\n    ${START_AFTER_PAINT}`,
    );
}

/**
 * The title the page sets once running (PageFrame: "{h1} · HVAC Workbench"), from its h1, so the
 * HTML carries it too. The h1's text is already escaped HTML.
 */
function documentTitle(html: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (!heading) throw new Error('a prerendered page has no h1.');
  return `${heading.replace(/<[^>]+>/g, '').trim()} · HVAC Workbench`;
}

/** A CSS-module class as Vite names it in a build: `_name_hash_line`. */
const MODULE_CLASS = /\._[A-Za-z][\w-]*_[a-z0-9]{5}_\d+/g;

/**
 * The route chunks' stylesheets a page's HTML uses, inlined as `<style>` tags. index.html links only
 * the entry's CSS; a route's own CSS (the calculator's results, its chart box) comes with the route's
 * chunk, which on a prerendered page loads after first paint. Without it the first paint is
 * unstyled where those modules style it (a chart wider than a phone, then a layout shift), so each
 * stylesheet whose CSS-module classes appear in the page's HTML is put in its head. Inline, not
 * linked: they are small (0.2-2 KB each), and each linked one was one more render-blocking request
 * before the first paint (on Lighthouse's slow 4G, /heat-load's five of them put FCP at 1.8 s rather
 * than 1.2 s). The route's chunk adds its `<link>` to the same rules when it loads, which changes
 * nothing. Each tag names its file in `data-href`.
 */
async function pageStylesheets(html: string, linked: string): Promise<string> {
  const assets = join(distDir, 'assets');
  const styles: string[] = [];
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.css')).sort()) {
    const href = `/app/assets/${file}`;
    if (linked.includes(href)) continue;
    const css = await readFile(join(assets, file), 'utf8');
    const classes = new Set((css.match(MODULE_CLASS) ?? []).map((name) => name.slice(1)));
    if ([...classes].some((name) => html.includes(name))) {
      styles.push(`<style data-href="${href}">${inlinable(href, css)}</style>`);
    }
  }
  return styles.join('\n    ');
}

const LINKED_STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The template with each linked stylesheet replaced by the part of it the page's HTML uses
 * (src/prerender-critical-css.ts), in a `<style data-critical>` naming the whole one, which the
 * inline loader fetches at idle and links when it starts the app (START_AFTER_PAINT). Linked,
 * Mantine's whole stylesheet (37 KB gzipped) was a render-blocking download before /heat-load's
 * first paint on a slow link, and its style work most of the main thread's time before it.
 */
async function pageCriticalStyles(
  template: string,
  html: string,
  { criticalCss, namesInHtml }: PrerenderModule,
): Promise<string> {
  const used = namesInHtml(template + html);
  const styles = new Map<string, string>();
  for (const [, href] of template.matchAll(LINKED_STYLESHEET)) {
    if (!href?.startsWith('/app/')) throw new Error(`a stylesheet outside /app/: ${href}`);
    const css = await readFile(join(distDir, href.slice('/app/'.length)), 'utf8');
    styles.set(href, inlinable(href, criticalCss(css, used)));
  }
  return template.replace(
    LINKED_STYLESHEET,
    (_, href: string) => `<style data-critical="${href}">${styles.get(href)}</style>`,
  );
}

/** `css`, checked to mean the same in a `<style>` in the page as in its file at `href`. */
function inlinable(href: string, css: string): string {
  // A relative url() would resolve against the page, not the stylesheet.
  if (css.includes('url(')) throw new Error(`${href} has a url(): link it rather than inline it.`);
  if (css.includes('</')) throw new Error(`${href} has "</", which would end its <style> tag.`);
  return css.trim();
}

/**
 * The pages that answer a visitor's edits before the app runs (START_AFTER_PAINT), and the module
 * that does, built on its own: a few dozen KB of the engine and the results' formatting, none of
 * React, Mantine or the app's chunks.
 */
const EARLY_ANSWERS: Readonly<Record<string, string>> = {
  '/heat-load': 'src/calculators/heat-load/early-answer.ts',
};

/** Builds an early-answer module into dist/assets, and returns its address. */
async function buildEarlyAnswer(source: string): Promise<string> {
  const built = await build({
    root: appDir,
    configFile: false,
    base: '/app/',
    logLevel: 'warn',
    build: {
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        input: join(appDir, source),
        // The loader calls its export: keep it under its own name.
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });
  const chunks = [built]
    .flat()
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((file) => file.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]) {
    throw new Error(`${source} built into ${chunks.length} chunks, not one.`);
  }
  return `/app/${chunks[0].fileName}`;
}

/** The page's HTML naming its early-answer module, if it has one. */
function withEarlyAnswer(html: string, href: string | undefined): string {
  if (href === undefined) return html;
  return html.replace(
    '<meta name="app-entry"',
    () => `<meta name="early-answer" content="${href}" />\n    <meta name="app-entry"`,
  );
}

const earlyAnswers = new Map<string, string>();
for (const [path, source] of Object.entries(EARLY_ANSWERS)) {
  earlyAnswers.set(path, await buildEarlyAnswer(source));
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
  const prerender = (await import(entry)) as PrerenderModule;
  const { renderPage, PRERENDERED_PAGES, NOT_FOUND_PAGE, PRERENDERED_ATTRIBUTE } = prerender;
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT) || !TITLE.test(template)) {
    throw new Error(`dist/index.html has no ${ROOT} or <title> to fill.`);
  }
  for (const page of [...PRERENDERED_PAGES, NOT_FOUND_PAGE]) {
    const html = await renderPage(page.path);
    const stylesheets = await pageStylesheets(html, template);
    const startedAfterPaint = startAfterPaint(await pageCriticalStyles(template, html, prerender));
    const filled = withEarlyAnswer(startedAfterPaint, earlyAnswers.get(page.path))
      .replace('</head>', () => (stylesheets ? `  ${stylesheets}\n  </head>` : '</head>'))
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
