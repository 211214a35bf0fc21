import { hasSessionHint } from '../auth/session-hint';
import { PRERENDERED_ATTRIBUTE } from '../prerender-pages';
import type * as PageReadsModule from './page-reads';

/** `/projects/{projectId}`, the project page (not Recently deleted, a page of its own). */
const PROJECT_PAGE = /^\/projects\/(?!recently-deleted\/?$)[^/]+\/?$/;

/** Whether `pathname` is a project's page. */
export function isProjectPage(pathname: string): boolean {
  return PROJECT_PAGE.test(pathname);
}

type PageReads = typeof PageReadsModule;

/** The module that starts a page's reads, once loaded. */
let pageReads: PageReads | undefined;

function loadPageReads(): Promise<PageReads> {
  return import('./page-reads').then((module) => (pageReads = module));
}

/**
 * Starts loading, without waiting, what a signed-in user's page needs before its first read: the
 * document store and the code that starts the reads, and a calculator page's code. The read then
 * starts the moment the session is restored, not after a chain of loads (issue 23). Failures are
 * left to whoever needs the module next; what is loaded or loading is not loaded twice.
 * Everything is imported here, not at the top: this module is in every page's first load.
 */
export function preloadSignedInPage(pathname: string): void {
  void loadPageReads()
    .then(({ preloadDataStore }) => preloadDataStore())
    .catch(() => undefined);
  void import('../workspace/preload-page-code')
    .then(({ preloadPageCode }) => preloadPageCode(pathname))
    .catch(() => undefined);
}

/**
 * Runs `start` with the page-reads module: at once when its code has loaded, since an `import()`,
 * even of a loaded module, settles only after the tasks already queued (the app's render among
 * them), else once it has.
 */
function withPageReads(start: (reads: PageReads) => void): void {
  if (pageReads) start(pageReads);
  else
    void loadPageReads()
      .then(start)
      .catch(() => undefined);
}

/** Starts a project page's reads ({@link PageReads.startProjectReads}), as soon as it can. */
export function startProjectReads(uid: string, projectId: string): void {
  withPageReads((reads) => reads.startProjectReads(uid, projectId));
}

/**
 * Starts a saved file's page ({@link PageReads.startSavedFilePage}): its calculator's code and its
 * read, as soon as it can. Nothing here imports the catalog or the data package: this module is in
 * every page's first load.
 */
export function startSavedFilePage(
  uid: string,
  params: { readonly projectId: string; readonly fileType: string; readonly fileId: string },
  intentOnly: boolean,
): void {
  withPageReads((reads) => reads.startSavedFilePage(uid, params, intentOnly));
}

// A returning user's page starts these with the app's code, not when the router's first guard runs
// after the app's first render; only on a page the build did not prerender: every protected page is
// served as the app's shell, and a returning user's public pages (prerendered) read nothing. A
// visitor's browser (no hint) loads none of it.
if (hasSessionHint() && !document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  preloadSignedInPage(window.location.pathname);
}
