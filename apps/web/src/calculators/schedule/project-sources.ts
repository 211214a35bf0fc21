import { isFileCollectionName, type FileCollectionName, type SavedFileRecord } from '@org/data';
import {
  EquipmentScheduleInputSchema,
  EquipmentTypeSchema,
  changedFromSource,
  createEquipmentScheduleParser,
  rowFromCalculation,
  SCHEDULE_SOURCE_KINDS,
  withSourceKinds,
  type EquipmentScheduleInput,
  type EquipmentScheduleRow,
  type EquipmentScheduleRowDraft,
  type SavedCalculationFile,
  type ScheduleNumericColumn,
  type ScheduleSourceKind,
} from '@org/hvac-core/schedule';
import type { UnitSystem } from '@org/hvac-core/units';
import { z, ZodError } from 'zod';
import { RESULTS_FIELD, VERSION_FIELD } from '../../calculator-kit/stored-file';
import type { ProjectSourcePicker } from '../../project-sources/use-project-sources';
import { calculatorByCollection, calculatorByDomain, type CalculatorEntry } from '../catalog';

/** A saved calculation a schedule row can be filled from. */
export interface ScheduleSourceFile extends SavedCalculationFile {
  /** Its kind, as the engine names it (the calculator's domain). */
  readonly kind: ScheduleSourceKind;
  /** The collection it is stored in. */
  readonly collection: FileCollectionName;
  readonly name: string;
}

const KINDS: ReadonlySet<string> = new Set(SCHEDULE_SOURCE_KINDS);

function isSourceKind(value: string): value is ScheduleSourceKind {
  return KINDS.has(value);
}

/**
 * The calculator of a source kind ("Heat load", route 'heat-load', its collection): the engine
 * names kinds by their domain, the catalog maps domains to pages and collections. Undefined for a
 * kind the app does not know (a draft from elsewhere).
 */
export function sourceCalculator(kind: unknown): CalculatorEntry | undefined {
  return typeof kind === 'string' && isSourceKind(kind) ? calculatorByDomain(kind) : undefined;
}

/**
 * The calculator a row's source link names: by its kind, or, in a draft kept from before hvac-core
 * 0.3, by the collection the link named then. Undefined for anything else.
 */
export function linkedCalculator(source: unknown): CalculatorEntry | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const { kind, collection } = source as { kind?: unknown; collection?: unknown };
  if (kind !== undefined) return sourceCalculator(kind);
  return typeof collection === 'string'
    ? sourceCalculator(kindOfCollection(collection))
    : undefined;
}

/** The kind of the calculations stored in a collection, or undefined when a schedule cannot link them. */
function kindOfCollection(name: string): ScheduleSourceKind | undefined {
  if (!isFileCollectionName(name)) return undefined;
  const domain = calculatorByCollection(name).domain;
  return isSourceKind(domain) ? domain : undefined;
}

/**
 * The schedule's schema as files and drafts are read: links saved before hvac-core 0.3 named their
 * file's collection (`{ collection: 'calculations', … }`); they are read as today's `{ kind, … }`.
 */
export const StoredScheduleSchema = z.preprocess(
  (data) => withSourceKinds(data, kindOfCollection),
  EquipmentScheduleInputSchema,
);

const parseSchedule = createEquipmentScheduleParser();

/**
 * `StoredScheduleSchema.safeParse`, for the draft being edited: the same answer, but a row the
 * parser has seen is not parsed and checked again (hvac-core's `createEquipmentScheduleParser`), so
 * a keystroke in a 500-row schedule parses one row (issue 23). `withSourceKinds` keeps every row
 * object it does not rewrite.
 */
export function parseStoredSchedule(data: unknown): z.ZodSafeParseResult<EquipmentScheduleInput> {
  return parseSchedule(withSourceKinds(data, kindOfCollection));
}

/**
 * The project's heat-load, pump-head, ventilation, duct, building-load, duct-system and
 * hydronic-system files, in that order,
 * each with the inputs its file stores (the result snapshot and engine version left out: the
 * engine recomputes).
 * Damaged files are left out; the project page lists them.
 */
export function scheduleSourcesOf(
  files: Partial<Record<FileCollectionName, readonly SavedFileRecord[]>>,
): ScheduleSourceFile[] {
  return SCHEDULE_SOURCE_KINDS.flatMap((kind) => {
    const calculator = sourceCalculator(kind);
    if (calculator === undefined) return [];
    const { collection } = calculator;
    return (files[collection] ?? []).flatMap((file): ScheduleSourceFile[] => {
      if (file.status !== 'ok') return [];
      const { [RESULTS_FIELD]: _results, [VERSION_FIELD]: _version, ...data } = file.data;
      return [{ kind, collection, fileId: file.id, name: file.name, data }];
    });
  });
}

/** The schedule's picker of its sources: the collections of every kind it fills rows from. */
export const scheduleSources: ProjectSourcePicker<ScheduleSourceFile> = {
  collections: SCHEDULE_SOURCE_KINDS.flatMap((kind) => sourceCalculator(kind)?.collection ?? []),
  pick: scheduleSourcesOf,
};

/** How a filled row stands against its source calculation as it computes now. */
export type SourceDrift =
  | { readonly status: 'same' }
  | { readonly status: 'changed'; readonly columns: readonly ScheduleNumericColumn[] }
  | { readonly status: 'broken'; readonly reason: string };

/**
 * A checker of rows against their sources among `files` (the project's, as read now), in the
 * schedule's units: each source is recomputed once per type (`rowFromCalculation`) and the row's
 * duty columns compared (`changedFromSource`). Undefined for a row whose source is not among the
 * files, or is a building-load file (a link does not name the air system it was filled from).
 */
export function sourceDriftChecker(
  files: readonly ScheduleSourceFile[],
  unitSystem: UnitSystem,
): (row: EquipmentScheduleRowDraft) => SourceDrift | undefined {
  const byKey = new Map(files.map((file) => [`${file.kind}/${file.fileId}`, file]));
  const cache = new Map<string, EquipmentScheduleRow | string>();
  return (row) => {
    const source: unknown = row.source;
    if (typeof source !== 'object' || source === null) return undefined;
    const { kind, fileId } = source as { kind?: unknown; fileId?: unknown };
    const type = EquipmentTypeSchema.safeParse(row.type);
    if (typeof kind !== 'string' || typeof fileId !== 'string' || !type.success) return undefined;
    const file = byKey.get(`${kind}/${fileId}`);
    if (file === undefined || file.kind === 'building-load') return undefined;
    const key = `${kind}/${fileId}/${type.data}`;
    let fresh = cache.get(key);
    if (fresh === undefined) {
      try {
        fresh = rowFromCalculation(file.kind, file, { id: 'check', unitSystem, type: type.data });
      } catch (error) {
        // Whatever the engine says now, the schedule page must not fall over: it says so instead.
        fresh =
          error instanceof ZodError
            ? `its inputs are not valid now (${error.issues[0]?.message ?? 'unreadable'})`
            : error instanceof Error
              ? error.message
              : 'it cannot be computed now';
      }
      cache.set(key, fresh);
    }
    if (typeof fresh === 'string') return { status: 'broken', reason: fresh };
    const columns = changedFromSource(
      row as Partial<Record<ScheduleNumericColumn, unknown>>,
      fresh,
      unitSystem,
    );
    return columns.length === 0 ? { status: 'same' } : { status: 'changed', columns };
  };
}
