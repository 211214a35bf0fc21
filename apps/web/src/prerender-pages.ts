/**
 * The public pages the build prerenders (scripts/prerender.ts), each written to `{file}` in the app's
 * dist folder and served for `{path}` by firebase.json's rewrites. A visitor sees their heading, form
 * and default results before any JavaScript runs; main.tsx then hydrates them.
 */
export interface PrerenderedPage {
  /** The route's path. */
  path: string;
  /** The HTML file, relative to the app's dist folder (served under /app/). */
  file: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/heat-load', file: 'heat-load.html' },
  { path: '/login', file: 'login.html' },
  { path: '/reset-password', file: 'reset-password.html' },
  { path: '/verify-email', file: 'verify-email.html' },
  { path: '/action-confirmation', file: 'action-confirmation.html' },
  { path: '/mailbox', file: 'mailbox.html' },
];

/**
 * The not-found page: scripts/assemble-hosting.sh puts it at the site's root as 404.html, which
 * Firebase Hosting serves (status 404) for every path that is neither a file nor rewritten to the
 * app (firebase.json). Rendered at this path, which no route matches.
 */
export const NOT_FOUND_PAGE: PrerenderedPage = { path: '/404', file: '404.html' };

/** `data-prerendered` on #root: the path the HTML inside was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether HTML prerendered for `prerenderedPath` is what the app renders at `pathname` (without a
 * query: a query such as ?tab= or ?oobCode= changes the page), so React may hydrate it: the same
 * path, or the not-found page wherever the app shows not-found (it names the path once hydrated).
 */
export function canHydrate(prerenderedPath: string, pathname: string, notFound: boolean): boolean {
  return prerenderedPath === NOT_FOUND_PAGE.path ? notFound : prerenderedPath === pathname;
}
