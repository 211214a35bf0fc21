import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. Only signed-in pages use it, so it (and TanStack Query) loads with the
 * protected area, not with public pages such as /heat-load whose JavaScript has a budget.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});
