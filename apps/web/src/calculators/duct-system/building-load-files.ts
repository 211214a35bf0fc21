import type { ProjectFiles } from '../../data/project-queries';
import type { PickableFile } from '../../workspace/file-picker-labels';
import { RESULTS_FIELD, VERSION_FIELD } from '../../workspace/stored-file';
import type { ProjectSources } from '../../workspace/use-project-sources';
import { calculatorByDomain } from '../catalog';

/** A saved building-load file of the project, with the inputs it stores. */
export interface BuildingLoadFile extends PickableFile {
  readonly data: unknown;
}

/** The project's building-load files as the terminals panel gets them. */
export type BuildingLoadSources = ProjectSources<BuildingLoadFile>;

/**
 * The project's building-load files with the inputs they store (their results and version left
 * out), as the energy calculator reads them; damaged and deleted files are left out.
 */
export function buildingLoadFilesOf(files: ProjectFiles): BuildingLoadFile[] {
  const collection = calculatorByDomain('building-load')?.collection;
  if (collection === undefined) return [];
  return (files[collection] ?? []).flatMap((file) => {
    if (file.status !== 'ok' || file.deletedAt !== undefined) return [];
    const { [RESULTS_FIELD]: _results, [VERSION_FIELD]: _version, ...data } = file.data;
    return [{ fileId: file.id, name: file.name, savedAt: file.updatedAt ?? file.createdAt, data }];
  });
}
