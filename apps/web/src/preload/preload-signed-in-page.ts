import { hasSessionHint } from '../auth/session-hint';
import { prepareLocaleData } from '../locale-data';
import { PRERENDERED_ATTRIBUTE } from '../prerender-pages';
import type * as PageStartModule from '../calculators/page-start';
import type * as PageReadsModule from '../data/page-reads';

/** `/projects/{projectId}`, the project page (not Recently deleted, a page of its own). */
const PROJECT_PAGE = /^\/projects\/(?!recently-deleted\/?$)[^/]+\/?$/;

/** Whether `pathname` is a project's page. */
export function isProjectPage(pathname: string): boolean {
  return PROJECT_PAGE.test(pathname);
}

/**
 * A module loaded once, on first need, and then used at once: an `import()`, even of a loaded
 * module, settles only after the tasks already queued (the app's render among them).
 */
function lazyModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  const get = () => load().then((module) => (loaded = module));
  return {
    get,
    /** Runs `start` with the module: at once when its code has loaded, else once it has. */
    with(start: (module: M) => void): void {
      if (loaded) start(loaded);
      else
        void get()
          .then(start)
          .catch(() => undefined);
    },
  };
}

const pageReads = lazyModule<typeof PageReadsModule>(() => import('../data/page-reads'));
const pageStart = lazyModule<typeof PageStartModule>(() => import('../calculators/page-start'));

/**
 * Starts loading, without waiting, what a signed-in user's page needs before its first read: the
 * document store and the code that starts the reads, and a calculator page's code. The read then
 * starts the moment the session is restored, not after a chain of loads (issue 23). Failures are
 * left to whoever needs the module next; what is loaded or loading is not loaded twice. The
 * locale's data loads meanwhile ({@link prepareLocaleData}): every signed-in page shows numbers or
 * dates. Everything else is imported here, not at the top: this module is in every page's first load.
 */
export function preloadSignedInPage(pathname: string): void {
  prepareLocaleData();
  void pageReads
    .get()
    .then(({ preloadDataStore }) => preloadDataStore())
    .catch(() => undefined);
  pageStart.with(({ preloadPageCode }) => preloadPageCode(pathname));
}

/** Starts a project page's reads ({@link PageReadsModule.startProjectReads}), as soon as it can. */
export function preloadProjectReads(uid: string, projectId: string): void {
  pageReads.with((reads) => reads.startProjectReads(uid, projectId));
}

/**
 * Starts a saved file's page ({@link PageStartModule.startSavedFilePage}): its calculator's code and
 * its read, as soon as it can. Nothing here imports the catalog or the data package: this module is
 * in every page's first load.
 */
export function preloadSavedFilePage(
  uid: string,
  params: { readonly projectId: string; readonly fileType: string; readonly fileId: string },
  intentOnly: boolean,
): void {
  pageStart.with((start) => start.startSavedFilePage(uid, params, intentOnly));
}

// A returning user's page starts these with the app's code, not when the router's first guard runs
// after the app's first render; only on a page the build did not prerender: every protected page is
// served as the app's shell, and a returning user's public pages (prerendered) read nothing. A
// visitor's browser (no hint) loads none of it.
if (hasSessionHint() && !document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  preloadSignedInPage(window.location.pathname);
}
