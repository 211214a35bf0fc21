import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { initialAuthState, type AuthState } from './auth/auth-state';
import { routeTree } from './routeTree.gen';
import { NotFound } from './routes/-components/NotFound';

/**
 * The app's router, for the browser (no history given: the browser's) and for the build-time
 * prerender (a memory history at the page's path, see prerender.tsx). One definition, so the
 * prerendered HTML and the hydrated app are the same tree. `auth` is what the guards see until the
 * app's AuthProvider gives its own: the browser's can wait for the session (auth/session.ts), so
 * the router can load a protected page before the first render.
 */
export function createAppRouter(history?: RouterHistory, auth: AuthState = initialAuthState) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { auth },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFound,
    // The browser restores scroll positions; the prerender must not emit the router's inline
    // restoration script (the page's Content-Security-Policy allows no unlisted inline script).
    scrollRestoration: !history,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
