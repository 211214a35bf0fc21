import { ProjectIdSchema, type FileCollectionName, type ProjectId } from '@org/data';
import { useParams, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useProjectCollections, type FilesByCollection } from '../data/project-queries';

/** A project's files that a calculator reads, as its panel gets them. */
export type ProjectSources<File> =
  | { status: 'noProject' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; files: readonly File[] };

/** What a calculator reads of its project: the collections, and the files it takes from them. */
export interface ProjectSourcePicker<File> {
  /** The collections read, each a read of its own; required. */
  readonly collections: readonly FileCollectionName[];
  /** The files taken from those collections' files; required. */
  readonly pick: (files: Partial<FilesByCollection>) => File[];
}

/**
 * The files a calculator reads from the page's project (the route's, or `?projectId=` of a new
 * file), else from the one `picked` in the editor: `picker` names the collections read and chooses
 * the files from them, and must not change between renders (a module-level constant).
 */
export function useProjectSources<File>(
  { collections, pick }: ProjectSourcePicker<File>,
  picked = '',
): {
  /** The route's project, or `?projectId=`; undefined when the editor picks one. */
  fixedProject: string | undefined;
  /** The project read from (fixed or picked), or null when there is none yet or its id is bad. */
  projectId: ProjectId | null;
  sources: ProjectSources<File>;
} {
  const params: { projectId?: string } = useParams({ strict: false });
  const search: { projectId?: string } = useSearch({ strict: false });
  const fixedProject = params.projectId ?? search.projectId;
  const chosen = ProjectIdSchema.safeParse(fixedProject ?? picked);
  const projectId = chosen.success ? chosen.data : null;
  const files = useProjectCollections(
    (projectId ?? '') as ProjectId,
    collections,
    projectId !== null,
  );
  const picks = useMemo(() => (files.data ? pick(files.data) : []), [files.data, pick]);
  const sources: ProjectSources<File> =
    projectId === null
      ? { status: 'noProject' }
      : files.isPending
        ? { status: 'loading' }
        : files.isError
          ? { status: 'error', retry: () => void files.refetch() }
          : { status: 'ready', files: picks };
  return { fixedProject, projectId, sources };
}
