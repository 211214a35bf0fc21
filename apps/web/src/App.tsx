import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import { useAuth } from './auth/auth-state';
import type { AppRouter } from './router';

/** The router, given the live auth state as context so guards see sign-ins and sign-outs. */
function RoutedApp({ router }: { router: AppRouter }) {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ auth }} />;
}

/** The whole app, as the browser renders it and as the build prerenders the public pages. */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <AuthProvider>
        <RoutedApp router={router} />
      </AuthProvider>
    </StrictMode>
  );
}
