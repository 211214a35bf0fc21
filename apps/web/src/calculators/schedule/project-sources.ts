import { type FileCollectionName, type SavedFileRecord } from '@org/data';
import {
  SCHEDULE_SOURCE_COLLECTIONS,
  type SavedCalculationFile,
  type ScheduleSourceCollection,
} from '@org/hvac-core/schedule';
import { RESULTS_FIELD, VERSION_FIELD } from '../../workspace/stored-file';
import { calculatorByCollection } from '../catalog';

/** A saved calculation a schedule row can be filled from. */
export interface ScheduleSourceFile extends SavedCalculationFile {
  readonly collection: ScheduleSourceCollection;
  readonly name: string;
}

/**
 * The project's heat-load, pump-head, ventilation and duct files, in that order, each with the
 * inputs its file stores (the result snapshot and engine version left out: the engine recomputes).
 * Damaged files are left out; the project page lists them.
 */
export function scheduleSourcesOf(
  files: Partial<Record<FileCollectionName, readonly SavedFileRecord[]>>,
): ScheduleSourceFile[] {
  return SCHEDULE_SOURCE_COLLECTIONS.flatMap((collection) =>
    (files[collection] ?? []).flatMap((file): ScheduleSourceFile[] => {
      if (file.status !== 'ok') return [];
      const { [RESULTS_FIELD]: _results, [VERSION_FIELD]: _version, ...data } = file.data;
      return [{ collection, fileId: file.id, name: file.name, data }];
    }),
  );
}

/** The label and route segment of a source collection ("Heat load", 'heat-load'). */
export function sourceCollectionInfo(collection: ScheduleSourceCollection) {
  return calculatorByCollection(collection);
}
