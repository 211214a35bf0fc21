import { HVAC_CORE_VERSION } from '@org/hvac-core/version';
import { parseDraft } from './parse-with-schema';
import { readSnapshot } from './snapshot';
import type { AnyCalculatorDefinition, ResultSnapshot, WorkspaceIssue } from './types';

/** `data.results`: the snapshot of the computed results. */
export const RESULTS_FIELD = 'results';
/** `data.hvacCoreVersion`: the engine version that computed the snapshot. */
export const VERSION_FIELD = 'hvacCoreVersion';

/**
 * A copy without undefined values at any depth: a parsed input keeps optional keys left blank as
 * undefined, and Firestore (like the local store) rejects undefined anywhere in a document. Arrays
 * keep their length.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) copy[key] = withoutUndefined(item);
    }
    return copy as T;
  }
  return value;
}

/**
 * A saved file's `data`: the calculator's input fields at the top level, exactly as the spec names
 * them (so templates, which hold only those, open the same way), plus the result snapshot and the
 * engine version. Fields the module does not list and undefined values at any depth (Firestore
 * rejects them) are left out.
 */
export function toFileData(
  module: AnyCalculatorDefinition,
  input: Record<string, unknown>,
  snapshot: ResultSnapshot,
  version: string = HVAC_CORE_VERSION,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of module.inputFields) {
    const value = input[field];
    if (value !== undefined) data[field] = withoutUndefined(value);
  }
  data[RESULTS_FIELD] = snapshot;
  data[VERSION_FIELD] = version;
  return data;
}

/**
 * The `data` of a file saved from an evaluation: the input as the calculator stores it (its
 * `toStoredInput`), the snapshot of the result and the engine version.
 */
export function savedFileData<Input, Result>(
  module: AnyCalculatorDefinition,
  input: Input,
  result: Result,
  version: string = HVAC_CORE_VERSION,
): Record<string, unknown> {
  const stored: unknown = module.toStoredInput?.(input) ?? input;
  return toFileData(module, stored as Record<string, unknown>, module.snapshot(result), version);
}

/** A saved file's data as the workspace opens it. */
export type OpenedFileData =
  | {
      status: 'ok';
      /** The inputs as the engine reads them (defaults filled in), to edit. */
      draft: Record<string, unknown>;
      /** The stored results, or null when the file has none (templates). */
      snapshot: ResultSnapshot | null;
      /** The engine version that computed the snapshot, when recorded. */
      savedVersion: string | null;
    }
  | {
      status: 'damaged';
      /** Why the inputs fail the calculator's schema, in the engine's words. */
      issues: WorkspaceIssue[];
      /** The inputs as stored, so the user may still try them in the form. */
      rawInputs: Record<string, unknown>;
    };

/** The message of a file whose inputs made the engine throw while they were read. */
export const UNREADABLE_FILE_MESSAGE =
  'The calculator could not read these inputs (the engine stopped on them). Download the data to keep it.';

/**
 * Splits a file's data into inputs, snapshot and version, and validates the inputs. Never throws:
 * data that is not an object, or inputs on which the engine itself throws (a bug, logged), open as
 * damaged, so the workspace shows the raw data instead of crashing.
 */
export function readFileData(module: AnyCalculatorDefinition, data: unknown): OpenedFileData {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return {
      status: 'damaged',
      issues: [{ message: 'The file holds no inputs: its data is not a set of fields.' }],
      rawInputs: {},
    };
  }
  const {
    [RESULTS_FIELD]: results,
    [VERSION_FIELD]: version,
    ...rawInputs
  } = data as Record<string, unknown>;
  let parsed: ReturnType<typeof parseDraft>;
  try {
    parsed = parseDraft(module, rawInputs);
  } catch (error) {
    console.error('Reading a saved file failed.', error);
    return { status: 'damaged', issues: [{ message: UNREADABLE_FILE_MESSAGE }], rawInputs };
  }
  if (!parsed.ok) return { status: 'damaged', issues: parsed.issues, rawInputs };
  return {
    status: 'ok',
    // The parsed input, not the raw one: it is what the engine computes from, so the form shows
    // every default the file relied on and the result matches the stored one.
    draft: parsed.input as Record<string, unknown>,
    snapshot: readSnapshot(results),
    savedVersion: typeof version === 'string' ? version : null,
  };
}
