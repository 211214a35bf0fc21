import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AuthContext, type AuthState } from '../auth/auth-state';
import { routeTree } from '../routeTree.gen';
import { NotFound } from '../routes/-components/NotFound';
import { visitorAuth } from './render';
import { markHydrated } from '../hydration';

/** Renders the whole app (root shell and routes) at `path`, in memory. */
export function renderApp(path: string, auth: AuthState = visitorAuth) {
  // A fresh render, as main.tsx does with no prerendered HTML: what only the browser knows shows at once.
  markHydrated();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { auth },
    defaultNotFoundComponent: NotFound,
  });
  const result = render(
    <AuthContext value={auth}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  return { ...result, router };
}
