import {
  getProject,
  listAllFiles,
  listFiles,
  type FileCollectionName,
  type ProjectId,
  type ProjectRecord,
  type SavedFileRecord,
} from '@org/data';
import {
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useMemo } from 'react';
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

/** Some collections' files of a project, as {@link useProjectCollections} reads them. */
export interface ProjectCollections {
  /** The files of each collection, once every one is read. */
  readonly data: Partial<FilesByCollection> | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  /** Reads again the collections whose read failed. */
  readonly refetch: () => void;
}

/**
 * The files of `collections` in a project, a read of each, newest first in each. A calculator that
 * takes values from a few of its project's calculations (the rooms of its heat-load files) reads
 * those, not the whole project's fifteen collections, each a query billed as a read. What the
 * project page has read of the same project is shown at once and kept as fresh as it is.
 * `collections` must not change between renders (a module-level constant).
 */
export function useProjectCollections(
  projectId: ProjectId,
  collections: readonly FileCollectionName[],
  enabled = true,
): ProjectCollections {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const allFilesKey = userDataKeys.allFiles(ctx?.uid ?? '', projectId);
  const read = useQueries({
    queries: collections.map((collection) => ({
      queryKey: userDataKeys.files(ctx?.uid ?? '', projectId, collection),
      queryFn: () => listFiles(ctx, projectId, collection),
      initialData: () => queryClient.getQueryData<FilesByCollection>(allFilesKey)?.[collection],
      initialDataUpdatedAt: () => queryClient.getQueryState(allFilesKey)?.dataUpdatedAt,
      structuralSharing: keepUnchanged,
      enabled: ctx !== null && enabled,
    })),
    combine: combineReads,
  });
  // The lists keep their identity while unchanged (keepUnchanged), and so does `read.lists`
  // (TanStack Query shares a combined result's unchanged parts): what the files feed is drawn
  // again only when a list changed.
  const data = useMemo(
    () =>
      read.lists.every((files) => files !== undefined)
        ? Object.fromEntries(collections.map((collection, i) => [collection, read.lists[i]]))
        : undefined,
    [collections, read.lists],
  );
  return { data, isPending: read.isPending, isError: read.isError, refetch: read.refetch };
}

function combineReads(results: UseQueryResult<SavedFileRecord[]>[]) {
  return {
    lists: results.map((result) => result.data),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
    refetch: () => results.forEach((result) => result.isError && void result.refetch()),
  };
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
  queryClient.setQueryData<SavedFileRecord[]>(
    userDataKeys.files(uid, projectId, collection),
    (files) => (files ? change(files) : files),
  );
}
