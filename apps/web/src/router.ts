import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { initialAuthState, type AuthState } from './auth/auth-state';
import { routeTree } from './routeTree.gen';
import { NotFound } from './routes/-components/NotFound';

/**
 * The app's router, for the browser (no history given: the browser's) and for the build-time
 * prerender (a memory history at the page's path, see prerender.tsx). One definition, so the
 * prerendered HTML and the hydrated app are the same tree. `auth`: the guards' until the app renders.
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
