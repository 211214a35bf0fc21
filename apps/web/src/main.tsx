import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from './auth/AuthProvider';
import { initialAuthState, useAuth } from './auth/auth-state';
import { routeTree } from './routeTree.gen';
import { NotFound } from './routes/-components/NotFound';

const router = createRouter({
  routeTree,
  context: { auth: initialAuthState },
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** The router, given the live auth state as context so guards see sign-ins and sign-outs. */
function App() {
  const auth = useAuth();
  return <RouterProvider router={router} context={{ auth }} />;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AuthProvider>
      <App />
    </AuthProvider>
  </StrictMode>,
);
