import type { Project, ProjectId, ProjectRecord } from '@org/data';
import type { QueryClient } from '@tanstack/react-query';
import { userDataKeys } from '../data/query-keys';

/**
 * Keeps the cached project list (spec §4) in step with a write, so the screen changes at once
 * without a second read: a new project goes to the front, a removed one is dropped.
 */
export function addProjectToList(queryClient: QueryClient, uid: string, project: Project): void {
  queryClient.setQueryData<ProjectRecord[]>(userDataKeys.projects(uid), (list) => [
    project,
    ...(list ?? []).filter((item) => item.id !== project.id),
  ]);
  queryClient.setQueryData(userDataKeys.project(uid, project.id), project);
}

export function removeProjectFromList(
  queryClient: QueryClient,
  uid: string,
  projectId: ProjectId,
): void {
  queryClient.setQueryData<ProjectRecord[]>(userDataKeys.projects(uid), (list) =>
    list?.filter((item) => item.id !== projectId),
  );
  queryClient.removeQueries({ queryKey: userDataKeys.project(uid, projectId) });
}

/** Applies a name or description change to the project page's and the list's copies. */
export function updateProjectInCache(
  queryClient: QueryClient,
  uid: string,
  projectId: ProjectId,
  changes: { name?: string; description?: string },
): void {
  const apply = (record: ProjectRecord): ProjectRecord =>
    record.status === 'ok' && record.id === projectId ? { ...record, ...changes } : record;
  queryClient.setQueryData<ProjectRecord | null>(userDataKeys.project(uid, projectId), (record) =>
    record ? apply(record) : record,
  );
  queryClient.setQueryData<ProjectRecord[]>(userDataKeys.projects(uid), (list) => list?.map(apply));
}
