import type { FileCollectionName, ProjectId } from '@org/data';

/**
 * TanStack Query keys for the signed-in user's data. Everything is under ['user', uid] so sign-out
 * clears all of it in one call (spec §4) and a second account never sees the first one's cache.
 */
export const userDataKeys = {
  all: (uid: string) => ['user', uid] as const,
  projects: (uid: string) => ['user', uid, 'projects'] as const,
  project: (uid: string, projectId: ProjectId) => ['user', uid, 'project', projectId] as const,
  files: (uid: string, projectId: ProjectId, collection: FileCollectionName) =>
    ['user', uid, 'project', projectId, 'files', collection] as const,
  allFiles: (uid: string, projectId: ProjectId) =>
    ['user', uid, 'project', projectId, 'files'] as const,
  file: (uid: string, projectId: ProjectId, collection: FileCollectionName, fileId: string) =>
    ['user', uid, 'project', projectId, 'file', collection, fileId] as const,
  companyProfile: (uid: string) => ['user', uid, 'companyProfile'] as const,
};

/** The prefix that holds every user's data, for clearing the cache on sign-out. */
export const ALL_USER_DATA_KEY = ['user'] as const;
