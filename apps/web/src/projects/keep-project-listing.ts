import type { ProjectId, ProjectRecord } from '@org/data';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isShowingKeptListing, saveProjectListing } from '../data/page-cache';
import type { FilesByCollection } from '../data/project-queries';

/**
 * Keeps the project page's freshly read project and files as `uid`'s last listing (page-cache.ts),
 * after each change, so the next visit shows them at once while it reads them again (issue 23).
 * A kept listing still on screen is not kept again, nor a project that is not there.
 */
export function useKeepProjectListing(
  uid: string | undefined,
  projectId: ProjectId,
  project: UseQueryResult<ProjectRecord | null>,
  files: UseQueryResult<FilesByCollection>,
): void {
  const fresh = !isShowingKeptListing(project) && !isShowingKeptListing(files);
  const record = fresh ? project.data : undefined;
  const listing = fresh ? files.data : undefined;
  useEffect(() => {
    if (uid && record && listing) {
      void saveProjectListing({ uid, projectId, project: record, files: listing });
    }
  }, [uid, projectId, record, listing]);
}
