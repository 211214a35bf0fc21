import type { FileCollectionName } from '@org/data';
import type { FilesByCollection } from '../data/project-queries';
import type { PickableFile } from './file-picker-labels';
import { RESULTS_FIELD, VERSION_FIELD } from '../calculator-kit/stored-file';

/** A saved file as another calculator takes values from it: who it is and the inputs it stores. */
export interface SavedInputsFile extends PickableFile {
  /** The file's stored inputs, its results and version left out. */
  readonly data: unknown;
}

/**
 * A collection's files by name, with their stored inputs (no results or version), for a calculator
 * taking values from them (loads, a duty): no damaged file, none in Recently deleted.
 */
export function savedInputsOf(
  files: Partial<FilesByCollection>,
  collection: FileCollectionName,
): SavedInputsFile[] {
  const inputs = (files[collection] ?? []).flatMap((file) => {
    if (file.status !== 'ok' || file.deletedAt !== undefined) return [];
    const { [RESULTS_FIELD]: _results, [VERSION_FIELD]: _version, ...data } = file.data;
    return [{ fileId: file.id, name: file.name, savedAt: file.updatedAt ?? file.createdAt, data }];
  });
  return inputs.sort((a, b) => a.name.localeCompare(b.name));
}
