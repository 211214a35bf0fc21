/**
 * What a saved file's `data` may hold, as far as firestore.rules can check it. The rules see only
 * named fields and cannot measure a document's bytes, so they bound what has a name: the data is a
 * map of at most {@link FILE_DATA_FIELDS_MAX} fields, `unitSystem` is one of the two systems, the
 * results snapshot is a map and the engine version is short text, and each calculator's top-level
 * text fields and lists are no longer than its engine allows. Everything deeper (an item's fields, a
 * room's surfaces, numbers out of range, a field of the wrong type inside a list) is the calculator's
 * own schema's business: a file it refuses opens in the app's damaged-file view. Firestore itself
 * refuses any document over 1 MiB.
 *
 * The repositories check the same bounds before they write ({@link fileDataIssues}), so a write the
 * rules would refuse fails with a message instead, in local mode as in the cloud; reads do not, so a
 * file stored before these bounds still opens (the calculator says what is wrong with it).
 *
 * `pnpm --filter @org/data run sync:store` writes {@link FILE_DATA_BOUNDS} into firestore.rules
 * (`hasCalculatorFields`); the store-config test fails while the two differ.
 */
import type { FileCollectionName } from './document-tree';
import type { FieldIssue } from './errors';

/** A saved file's `data` holds at most this many top-level fields. */
export const FILE_DATA_FIELDS_MAX = 200;

/** `data.unitSystem`, every calculator's unit system (hvac-core's UnitSystemSchema). */
export const UNIT_SYSTEM_FIELD = 'unitSystem';
export const UNIT_SYSTEMS = ['Imperial', 'Metric'] as const;

/**
 * `data.results`: the snapshot of the computed results, numbers by name (the web app's
 * calculator-kit/stored-file.ts). The largest the app writes is a psychrometric chart's, 24 states × 3 +
 * 16 processes × 4 = 136 numbers.
 */
export const RESULTS_FIELD = 'results';
export const FILE_RESULTS_MAX = 500;

/** `data.hvacCoreVersion`: the engine version that computed the snapshot, such as "0.2.0". */
export const VERSION_FIELD = 'hvacCoreVersion';
export const FILE_VERSION_MAX = 64;

/** The top-level text fields and lists of one calculator's data, with their longest length. */
export interface CalculatorFieldBounds {
  /** Text fields: at most this many characters. */
  readonly texts: Readonly<Record<string, number>>;
  /** Lists: at most this many entries. */
  readonly lists: Readonly<Record<string, number>>;
}

/**
 * Each calculator's top-level text fields and lists, and their engine limits (the `.max` of the
 * calculator's input schema in @org/hvac-core: ROOM_NAME_MAX_LENGTH, MAX_ADDITIONAL_WINDOWS,
 * CALCULATION_NAME_MAX_LENGTH, MAX_FITTING_ROWS, BOQ_LIMITS, MAX_SCHEDULE_ROWS, the building file's
 * and the chart's limits...). A limit raised in the engine must be raised here, then
 * `sync:store`, and the rules deployed with the app: until then the rules refuse the larger files.
 */
export const FILE_DATA_BOUNDS: Readonly<Record<FileCollectionName, CalculatorFieldBounds>> = {
  calculations: { texts: { roomName: 120 }, lists: { additionalWindows: 16 } },
  ductCalculations: { texts: { calculationName: 120 }, lists: { fittings: 200 } },
  pipeCalculations: { texts: { calculationName: 120 }, lists: { fittings: 200, equipment: 50 } },
  ventilationCalculations: { texts: { calculationName: 120 }, lists: {} },
  boqs: { texts: { currency: 12, notes: 5000 }, lists: { items: 5000, sections: 500 } },
  pumpHeadCalculations: {
    texts: { calculationName: 120 },
    lists: { sections: 100, components: 100 },
  },
  refrigerantCalculations: { texts: { calculationName: 120 }, lists: { fittings: 200 } },
  acousticCalculations: {
    texts: { calculationName: 120, pathLabel: 80 },
    lists: { sourceSoundPower: 8, elements: 100, additionalPaths: 10 },
  },
  energyCalculations: { texts: { calculationName: 120 }, lists: { options: 4 } },
  psychrometricCharts: {
    texts: { calculationName: 120 },
    lists: { states: 24, processes: 16 },
  },
  equipmentSchedules: { texts: { calculationName: 120 }, lists: { rows: 500 } },
  fanCalculations: { texts: { calculationName: 120 }, lists: {} },
  buildingLoadCalculations: {
    texts: { calculationName: 120 },
    lists: { constructions: 100, windowTypes: 100, rooms: 200, zones: 100, systems: 50 },
  },
  ductSystems: { texts: { calculationName: 120 }, lists: { components: 50, sections: 1000 } },
  hydronicSystems: { texts: { calculationName: 120 }, lists: { sections: 2000, terminals: 1000 } },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const has = (data: Record<string, unknown>, field: string): boolean =>
  Object.prototype.hasOwnProperty.call(data, field) && data[field] !== undefined;

/**
 * What firestore.rules would refuse in `data` written to a file of `collection`, one issue per field
 * (empty when it would pass). Mirrors `isFileData` in the rules.
 */
export function fileDataIssues(collection: FileCollectionName, data: unknown): FieldIssue[] {
  if (!isRecord(data)) {
    return [{ path: '', message: 'File data must be an object of named fields.' }];
  }
  const issues: FieldIssue[] = [];
  if (Object.keys(data).length > FILE_DATA_FIELDS_MAX) {
    issues.push({
      path: '',
      message: `File data may hold at most ${FILE_DATA_FIELDS_MAX} fields.`,
    });
  }
  const text = (field: string, max: number) => {
    if (!has(data, field)) return;
    const value = data[field];
    if (typeof value !== 'string') issues.push({ path: field, message: `${field} must be text.` });
    else if (value.length > max) {
      issues.push({ path: field, message: `${field} must be at most ${max} characters.` });
    }
  };
  if (
    has(data, UNIT_SYSTEM_FIELD) &&
    !(UNIT_SYSTEMS as readonly unknown[]).includes(data[UNIT_SYSTEM_FIELD])
  ) {
    issues.push({ path: UNIT_SYSTEM_FIELD, message: 'Unit system must be Imperial or Metric.' });
  }
  if (has(data, RESULTS_FIELD)) {
    const results = data[RESULTS_FIELD];
    if (!isRecord(results)) {
      issues.push({ path: RESULTS_FIELD, message: 'The results must be a set of named numbers.' });
    } else if (Object.keys(results).length > FILE_RESULTS_MAX) {
      issues.push({
        path: RESULTS_FIELD,
        message: `The results may hold at most ${FILE_RESULTS_MAX} numbers.`,
      });
    }
  }
  text(VERSION_FIELD, FILE_VERSION_MAX);
  const bounds = FILE_DATA_BOUNDS[collection];
  for (const [field, max] of Object.entries(bounds.texts)) text(field, max);
  for (const [field, max] of Object.entries(bounds.lists)) {
    if (!has(data, field)) continue;
    const value = data[field];
    if (!Array.isArray(value)) issues.push({ path: field, message: `${field} must be a list.` });
    else if (value.length > max) {
      issues.push({ path: field, message: `${field} may hold at most ${max} entries.` });
    }
  }
  return issues;
}

/** An issue's message inside a sentence: "items may hold at most 5000 entries". */
export const withoutFullStop = (message: string | undefined): string =>
  (message ?? '').replace(/\.$/, '');
