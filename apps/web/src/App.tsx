import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect, useState } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import { useAuth } from './auth/auth-state';
import type { AppRouter } from './router';

/** The router, given the live auth state as context so guards see sign-ins and sign-outs. */
function RoutedApp({ router }: { router: AppRouter }) {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ auth }} />;
}

export interface AppProps {
  router: AppRouter;
  /** Called once the app has first committed (after hydrating, its HTML is React's); optional. */
  onCommitted?: () => void;
}

/** The whole app, as the browser renders it and as the build prerenders the public pages. */
export function App({ router, onCommitted }: AppProps) {
  return (
    <StrictMode>
      <AuthProvider>
        <RoutedApp router={router} />
      </AuthProvider>
      <Committed onCommitted={onCommitted} />
    </StrictMode>
  );
}

function Committed({ onCommitted }: { onCommitted: (() => void) | undefined }) {
  const [once] = useState(() => ({ done: false }));
  useEffect(() => {
    // Once, although StrictMode runs effects twice in development.
    if (once.done) return;
    once.done = true;
    onCommitted?.();
  }, [once, onCommitted]);
  return null;
}
