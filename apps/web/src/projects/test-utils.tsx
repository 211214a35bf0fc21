import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { DataContext, DataPort } from '@org/data';
import { cssVariablesResolver, theme } from '@org/ui/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { DataStateContext, type DataState } from '../data/data-state';

/**
 * A data context for component tests whose repository calls are mocked: its port is never used,
 * so touching it fails loudly.
 */
export function fakeDataContext(uid = 'user-1'): DataContext {
  const port = new Proxy({} as DataPort, {
    get: (_target, key) => {
      throw new Error(`The test touched port.${String(key)}: mock the repository call instead.`);
    },
  });
  return { port, uid, appId: 'hvac-workbench' } as unknown as DataContext;
}

/**
 * Renders `ui` as the protected area does: Mantine with its toast area, a fresh query cache and a
 * data state (ready with `ctx`, or not ready when `ctx` is null).
 */
export function renderWithData(
  ui: ReactElement,
  { ctx, router = false }: { ctx: DataContext | null; router?: boolean },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const state: DataState = ctx
    ? { ctx, status: 'ready', error: null }
    : { ctx: null, status: 'idle', error: null };
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>
          <DataStateContext value={state}>{children}</DataStateContext>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  // With `router`, `ui` is the only page of a memory router, so the links in it can be built.
  const tree = router ? (
    <RouterProvider
      router={createRouter({
        routeTree: createRootRoute({ component: () => ui }),
        history: createMemoryHistory({ initialEntries: ['/'] }),
      })}
    />
  ) : (
    ui
  );
  return { ...render(tree, { wrapper: Providers }), queryClient };
}
