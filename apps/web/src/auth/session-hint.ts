import { useSyncExternalStore } from 'react';

/**
 * Whether this browser had a signed-in user when the app last knew. Firebase keeps the session itself
 * (in IndexedDB); this flag only decides whether a public page loads Firebase at start. A visitor who
 * never signed in gets no Firebase code at all on /heat-load (about 44 KB gzipped, which would break
 * the page's 250 KB budget); a returning user's session is restored as usual.
 */
export const SESSION_HINT_KEY = 'hvac:signedIn';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, 'true');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage unavailable: Firebase still loads whenever a page needs it.
  }
}

const subscribeToNothing = () => () => {};

/**
 * `hasSessionHint()` for rendering: false in prerendered HTML and while hydrating it (the HTML is a
 * visitor's page), then this browser's value.
 */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribeToNothing, hasSessionHint, () => false);
}
