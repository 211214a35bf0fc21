import { getProject, listAllFiles, ProjectIdSchema } from '@org/data';
import { openDataContext } from './open-data-context';
import { queryClient } from './query-client';
import { userDataKeys } from './query-keys';

export { preloadDataStore } from './open-data-context';

/**
 * Starts a project page's two reads, the project and its files, together and without waiting for
 * them, into the queries the page then uses (same keys, same reads). Called once the user is known,
 * before the page has rendered: both queries exist (fetching) at once, and once the store is loaded
 * the requests leave in the same turn, before the app's render (issue 23). A bad id or a failed read
 * is left to the page, which says so.
 */
export function startProjectReads(uid: string, rawProjectId: string): void {
  const parsed = ProjectIdSchema.safeParse(rawProjectId);
  if (!parsed.success) return;
  const projectId = parsed.data;
  const context = openDataContext(uid);
  void queryClient
    .prefetchQuery({
      queryKey: userDataKeys.project(uid, projectId),
      queryFn: async () => getProject(await context, projectId),
    })
    .catch(() => undefined);
  void queryClient
    .prefetchQuery({
      queryKey: userDataKeys.allFiles(uid, projectId),
      queryFn: async () => listAllFiles(await context, projectId),
    })
    .catch(() => undefined);
}
