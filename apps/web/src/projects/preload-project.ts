import { openDataContext } from '../data/open-data-context';
import { queryClient } from '../data/query-client';
import { userDataKeys } from '../data/query-keys';

/**
 * Starts a project page's two reads, the project and its files, together and without waiting for
 * them, into the queries the page then uses (same keys, same reads): they run while the page's code
 * loads, not one after the other once it has (issue 23). Not on a pointer's intent (no reads for a
 * link merely pointed at); a bad id or a failed read is left to the page, which says so.
 */
export function preloadProject(uid: string, rawProjectId: string, intentOnly = false): void {
  if (intentOnly) return;
  void Promise.all([import('@org/data'), openDataContext(uid)])
    .then(([{ ProjectIdSchema, getProject, listAllFiles }, ctx]) => {
      const projectId = ProjectIdSchema.safeParse(rawProjectId);
      if (!projectId.success) return;
      return Promise.all([
        queryClient.prefetchQuery({
          queryKey: userDataKeys.project(uid, projectId.data),
          queryFn: () => getProject(ctx, projectId.data),
        }),
        queryClient.prefetchQuery({
          queryKey: userDataKeys.allFiles(uid, projectId.data),
          queryFn: () => listAllFiles(ctx, projectId.data),
        }),
      ]);
    })
    .catch(() => undefined);
}
