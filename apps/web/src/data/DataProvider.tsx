import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-state';
import { DataStateContext, initialDataState, type DataState } from './data-state';
import { afterFirstReads } from './first-reads';
import { openDataContext } from './open-data-context';
import { ALL_USER_DATA_KEY } from './query-keys';

export interface DataProviderProps {
  /** The app; required. */
  children: ReactNode;
}

/**
 * Opens the document store for the signed-in user and provides the data context. Mounted by the
 * protected layout (routes/_authenticated.tsx), inside its QueryClientProvider. When auth is ready
 * with a user, the projects and the company profile are loaded together (spec §4), once the page's own
 * first reads are done (first-reads.ts); on sign-out the
 * context is dropped and every user query is removed from the cache, so nothing of one account stays
 * in memory for the next. The store's code (and @org/data) is loaded only once somebody is signed in.
 */
export function DataProvider({ children }: DataProviderProps) {
  const { user, ready } = useAuth();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DataState>(initialDataState);
  const uid = ready ? (user?.uid ?? null) : null;

  // Leaving the protected area (sign-out navigates away) drops the user's cached data too.
  useEffect(() => () => queryClient.removeQueries({ queryKey: ALL_USER_DATA_KEY }), [queryClient]);

  useEffect(() => {
    if (!uid) {
      setState(initialDataState);
      queryClient.removeQueries({ queryKey: ALL_USER_DATA_KEY });
      return;
    }
    let cancelled = false;
    setState({ ctx: null, status: 'loading', error: null });
    // The context is the one a route loader may already have opened for this page's first read.
    // It is provided as soon as it is open: the page's queries wait for it, and an import() here
    // would add a wait behind every queued task (issue 23).
    openDataContext(uid).then(
      (ctx) => {
        if (cancelled) return;
        setState({ ctx, status: 'ready', error: null });
        // The queries (and @org/data under them) are imported here, not statically, to keep them
        // out of the first page's JavaScript. After the page's own first reads (first-reads.ts):
        // these are for later pages and menus.
        void Promise.all([import('./queries'), afterFirstReads()])
          .then(([{ companyProfileQuery, projectsQuery }]) => {
            if (cancelled) return;
            // Spec §4: projects and the company profile load together once the user is known.
            return Promise.all([
              queryClient.prefetchQuery(projectsQuery(ctx)),
              queryClient.prefetchQuery(companyProfileQuery(ctx)),
            ]);
          })
          .catch(() => undefined);
      },
      (error: unknown) => {
        if (cancelled) return;
        // Spec §8: initialization errors are logged; screens show 'Database not ready.' on use.
        console.error('The document store could not be opened.', error);
        setState({ ctx: null, status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uid, queryClient]);

  return <DataStateContext value={state}>{children}</DataStateContext>;
}
