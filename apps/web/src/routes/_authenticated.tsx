import { Center, Loader } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  createFileRoute,
  redirect,
  useNavigate,
  useRouterState,
} from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAuth } from '../auth/auth-state';
import { hasSessionHint } from '../auth/session-hint';
import { InterruptedImportRecovery } from '../backup/InterruptedImportRecovery';
import { DataProvider } from '../data/DataProvider';
import { isProjectPage, preloadSignedInPage } from '../preload/preload-signed-in-page';
import { queryClient } from '../data/query-client';
import { Route as ProjectPageRoute } from './_authenticated/projects.$projectId.index';

/**
 * The protected area (spec §2, §6): /dashboard, /projects and everything under it, /settings,
 * /reference and /calculators/*. A visitor is sent to /login with `redirect` set to where they were
 * going, so signing in brings them back there. Firebase restores any session before the decision.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    // A returning user's store and page code load while the session is restored, so the page's
    // first read starts the moment the user is known (issue 23); a visitor downloads none of it.
    // The project page's own code too, which the router would load only after this guard.
    if (hasSessionHint()) {
      preloadSignedInPage(location.pathname);
      if (isProjectPage(location.pathname)) {
        void ProjectPageRoute.options.component?.preload?.()?.catch(() => undefined);
      }
    }
    const user = await context.auth.loadUser();
    if (!user) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    // Issue 3: the protected area needs a verified e-mail; /verify-email brings the user back here.
    if (!user.emailVerified) {
      throw redirect({ to: '/verify-email', search: { redirect: location.href } });
    }
    return { user };
  },
  pendingComponent: AuthPending,
  component: ProtectedLayout,
});

/** Spec §2: a spinner while the authentication state is loading. */
function AuthPending() {
  return (
    <Center mih="50vh">
      <Loader role="status" aria-label="Checking your sign-in" />
    </Center>
  );
}

/** The data layer for signed-in pages; a sign-out here goes to /login (spec §4). */
function ProtectedLayout() {
  const { user, ready } = useAuth();
  const navigate = useNavigate();
  // Where the user is going back to after signing in again: the location being shown or loaded
  // (the resolved one lags behind while a slow page loads).
  const href = useRouterState({ select: (state) => state.location.href });
  // Already on the way to /login: a guard's redirect (which carries the page being loaded) or this
  // effect's own navigation. Navigating again from here would replace that redirect with a stale
  // one, or nest redirect=/login?redirect=... without end.
  const goingToLogin = useRouterState({ select: (state) => state.location.pathname === '/login' });
  const signedOut = ready && !user;

  useEffect(() => {
    if (signedOut && !goingToLogin) {
      void navigate({ to: '/login', search: { redirect: href }, replace: true });
    }
  }, [signedOut, goingToLogin, navigate, href]);

  if (signedOut) return <AuthPending />;
  return (
    <QueryClientProvider client={queryClient}>
      <DataProvider>
        <InterruptedImportRecovery />
        <Outlet />
      </DataProvider>
    </QueryClientProvider>
  );
}
