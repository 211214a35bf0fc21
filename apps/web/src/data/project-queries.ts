import {
  getProject,
  listAllFiles,
  type FileCollectionName,
  type ProjectId,
  type ProjectRecord,
  type SavedFileRecord,
} from '@org/data';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useDataState } from './data-state';
import { keepUnchanged } from './keep-unchanged';
import { userDataKeys } from './query-keys';

/** A project's saved files, by the collection (calculator type) each is stored in. */
export type FilesByCollection = Record<FileCollectionName, SavedFileRecord[]>;

/** One project (null when there is none with this id). */
export function useProject(projectId: ProjectId): UseQueryResult<ProjectRecord | null> {
  const { ctx } = useDataState();
  return useQuery({
    queryKey: userDataKeys.project(ctx?.uid ?? '', projectId),
    queryFn: () => getProject(ctx, projectId),
    structuralSharing: keepUnchanged,
    enabled: ctx !== null,
  });
}

/** Every file of a project by collection, newest first in each (damaged ones last, flagged). */
export function useProjectFiles(
  projectId: ProjectId,
  enabled = true,
): UseQueryResult<FilesByCollection> {
  const { ctx } = useDataState();
  return useQuery({
    queryKey: userDataKeys.allFiles(ctx?.uid ?? '', projectId),
    queryFn: () => listAllFiles(ctx, projectId),
    // A read that finds what is on screen (a kept listing, an earlier visit's) keeps its records.
    structuralSharing: keepUnchanged,
    enabled: ctx !== null && enabled,
  });
}

/** Applies `change` to one collection's cached files, so a write shows at once. */
export function updateFilesInCache(
  queryClient: QueryClient,
  uid: string,
  projectId: ProjectId,
  collection: FileCollectionName,
  change: (files: SavedFileRecord[]) => SavedFileRecord[],
): void {
  queryClient.setQueryData<FilesByCollection>(userDataKeys.allFiles(uid, projectId), (all) =>
    all ? { ...all, [collection]: change(all[collection]) } : all,
  );
}
