import type { FileCollectionName, SavedFileRecord } from '@org/data';
import type { PickableFile } from '../../project-sources/file-picker-labels';
import type {
  ProjectSourcePicker,
  ProjectSources,
} from '../../project-sources/use-project-sources';
import { calculatorByDomain } from '../catalog';

/** A saved room heat-load file of the project, as the room import lists it. */
export interface HeatLoadSourceFile extends PickableFile {
  /** The input the file stores (validated on import by the engine). */
  readonly data: Readonly<Record<string, unknown>>;
}

/** The project's heat-load files as the import gets them. */
export type RoomSourcesState = ProjectSources<HeatLoadSourceFile>;

/**
 * The project's saved room heat-load files, by name, from its files by collection (the same read
 * the schedule's "Fill from project" uses). Damaged files are left out: the project page lists them.
 */
export function heatLoadFilesOf(
  files: Partial<Record<FileCollectionName, readonly SavedFileRecord[]>>,
): HeatLoadSourceFile[] {
  const calculator = calculatorByDomain('heat-load');
  if (calculator === undefined) return [];
  return (files[calculator.collection] ?? [])
    .flatMap((file): HeatLoadSourceFile[] =>
      file.status === 'ok' && file.deletedAt === undefined
        ? [
            {
              fileId: file.id,
              name: file.name,
              savedAt: file.updatedAt ?? file.createdAt,
              data: file.data,
            },
          ]
        : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

const heatLoadCollection = calculatorByDomain('heat-load')?.collection;

/** The room import's picker: the project's heat-load files, their collection read alone. */
export const heatLoadSources: ProjectSourcePicker<HeatLoadSourceFile> = {
  collections: heatLoadCollection === undefined ? [] : [heatLoadCollection],
  pick: heatLoadFilesOf,
};
