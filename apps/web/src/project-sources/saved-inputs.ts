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
 * The project's files of one collection with the inputs they store (their results and version left
 * out), for a calculator that takes values from them (loads, a duty): damaged files and files in
 * Recently deleted are left out, so a picker never offers one it cannot read or that is gone.
 */
export function savedInputsOf(
  files: Partial<FilesByCollection>,
  collection: FileCollectionName,
): SavedInputsFile[] {
  return (files[collection] ?? []).flatMap((file) => {
    if (file.status !== 'ok' || file.deletedAt !== undefined) return [];
    const { [RESULTS_FIELD]: _results, [VERSION_FIELD]: _version, ...data } = file.data;
    return [{ fileId: file.id, name: file.name, savedAt: file.updatedAt ?? file.createdAt, data }];
  });
}
