/**
 * Firestore's rules for what a document may hold and how values sort, shared by both adapters so that
 * local mode fails (and orders) exactly where production would.
 */
import type { DocPath } from '../document-tree';
import { DataError, type FieldIssue } from '../errors';
import {
  type BatchOp,
  isServerTimestamp,
  MAX_BATCH_OPS,
  type RawDocument,
  type WriteData,
} from '../port';

/** Firestore's largest document, in bytes of its storage-size formula. */
export const MAX_DOCUMENT_BYTES = 1_048_576;
/** Firestore's deepest nesting of maps and arrays. */
const MAX_DEPTH = 20;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A document's data as the port returns it: every Firestore Timestamp (an instance of `timestamp`,
 * the class of the SDK that read it) as a `Date`, at any depth; no data (no document) as `null`.
 */
export function fromStoredData(
  data: Record<string, unknown> | undefined,
  timestamp: abstract new (...args: never[]) => { toDate(): Date },
): RawDocument | null {
  if (data === undefined) return null;
  const convert = (value: unknown): unknown => {
    if (value instanceof timestamp) return value.toDate();
    if (Array.isArray(value)) return value.map(convert);
    if (!isPlainObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item)]));
  };
  const converted = convert(data);
  return isPlainObject(converted) ? converted : {};
}

function describe(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'object' && value !== null) {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === 'string' ? `a custom ${name} object` : 'an object';
  }
  return `a ${typeof value}`;
}

function checkValue(
  value: unknown,
  field: string,
  depth: number,
  inArray: boolean,
  issues: FieldIssue[],
): void {
  if (
    value === null ||
    typeof value === 'boolean' ||
    typeof value === 'string' ||
    typeof value === 'number'
  )
    return;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) issues.push({ path: field, message: 'Invalid date.' });
    return;
  }
  if (isServerTimestamp(value)) {
    if (inArray)
      issues.push({ path: field, message: 'A server timestamp cannot be stored inside an array.' });
    return;
  }
  if (depth >= MAX_DEPTH) {
    issues.push({
      path: field,
      message: `Values cannot be nested more than ${MAX_DEPTH} levels deep.`,
    });
    return;
  }
  if (Array.isArray(value)) {
    if (inArray) {
      issues.push({
        path: field,
        message: 'Nested arrays are not supported: wrap the inner array in an object.',
      });
      return;
    }
    value.forEach((item: unknown, index) =>
      checkValue(item, `${field}.${index}`, depth + 1, true, issues),
    );
    return;
  }
  if (isPlainObject(value)) {
    checkFields(value, `${field}.`, depth + 1, issues);
    return;
  }
  issues.push({ path: field, message: `Unsupported field value: ${describe(value)}.` });
}

function checkFields(
  data: Record<string, unknown>,
  prefix: string,
  depth: number,
  issues: FieldIssue[],
): void {
  for (const [key, value] of Object.entries(data)) {
    const field = `${prefix}${key}`;
    if (key.length === 0) issues.push({ path: field, message: 'Field names cannot be empty.' });
    else if (/^__.*__$/.test(key))
      issues.push({ path: field, message: 'Field names of the form __name__ are reserved.' });
    checkValue(value, field, depth, false, issues);
  }
}

function fail(path: string, issues: FieldIssue[]): never {
  const first = issues[0];
  const detail = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : '';
  throw new DataError('validation', `Cannot save ${path}. ${detail}`.trim(), { issues });
}

/**
 * Checks a write the way Firestore would (values it cannot store, size).
 * @throws {DataError} code `validation`, with one issue per bad field.
 */
export function checkWrite(path: DocPath, data: WriteData, mode: 'set' | 'update'): void {
  const issues: FieldIssue[] = [];
  if (!isPlainObject(data)) {
    issues.push({ path: '', message: 'A document must be a plain object.' });
    fail(path, issues);
  }
  if (mode === 'update') {
    for (const key of Object.keys(data)) {
      if (key.includes('.'))
        issues.push({ path: key, message: 'Updates take top-level field names only.' });
    }
  }
  checkFields(data, '', 0, issues);
  if (issues.length === 0 && documentSize(path, data) > MAX_DOCUMENT_BYTES) {
    issues.push({ path: '', message: 'The document is larger than Firestore allows (1 MiB).' });
  }
  if (issues.length > 0) fail(path, issues);
}

/** Checks every operation of a batch and its length. */
export function checkBatch(ops: readonly BatchOp[]): void {
  if (ops.length > MAX_BATCH_OPS) {
    throw new DataError(
      'validation',
      `A batch can hold at most ${MAX_BATCH_OPS} writes (got ${ops.length}).`,
    );
  }
  for (const op of ops) {
    if (op.type !== 'delete') checkWrite(op.path, op.data, op.type);
  }
}

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Date || isServerTimestamp(value)) return 8;
  if (typeof value === 'string') return utf8Bytes(value) + 1;
  if (Array.isArray(value))
    return value.reduce((sum: number, item: unknown) => sum + valueSize(item), 0);
  if (isPlainObject(value)) return fieldsSize(value);
  return 8;
}

function fieldsSize(data: Readonly<Record<string, unknown>>): number {
  let size = 0;
  for (const [key, value] of Object.entries(data)) size += utf8Bytes(key) + 1 + valueSize(value);
  return size;
}

/**
 * The storage size Firestore charges a document: its name, its fields and 32 bytes.
 * @see https://firebase.google.com/docs/firestore/storage-size
 */
export function documentSize(path: DocPath, data: Readonly<Record<string, unknown>>): number {
  const nameSize = path.split('/').reduce((sum, segment) => sum + utf8Bytes(segment) + 1, 16);
  return nameSize + fieldsSize(data) + 32;
}

/** `data` with every server-timestamp sentinel replaced by `now`. */
export function resolveServerTimestamps(data: WriteData, now: Date): Record<string, unknown> {
  const resolve = (value: unknown): unknown => {
    if (isServerTimestamp(value)) return new Date(now.getTime());
    if (Array.isArray(value)) return value.map(resolve);
    if (isPlainObject(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    return value;
  };
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, resolve(value)]));
}

/** Firestore's order of value types. */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 9;
  return 10;
}

/** Compares strings by Unicode code point, which is UTF-8 byte order, as Firestore does. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const left = Array.from(a);
  const right = Array.from(b);
  const n = Math.min(left.length, right.length);
  for (let i = 0; i < n; i += 1) {
    const x = left[i]?.codePointAt(0) ?? 0;
    const y = right[i]?.codePointAt(0) ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length < 0 ? -1 : left.length === right.length ? 0 : 1;
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Compares two stored values in Firestore's ascending order. */
export function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return sign(rankA - rankB);
  if (typeof a === 'boolean' && typeof b === 'boolean') return sign(Number(a) - Number(b));
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
    return sign(a - b);
  }
  if (a instanceof Date && b instanceof Date) return sign(a.getTime() - b.getTime());
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c;
    }
    return sign(a.length - b.length);
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = Object.keys(a).sort(compareStrings);
    const keysB = Object.keys(b).sort(compareStrings);
    for (let i = 0; i < Math.min(keysA.length, keysB.length); i += 1) {
      const keyA = keysA[i] ?? '';
      const keyB = keysB[i] ?? '';
      const byKey = compareStrings(keyA, keyB);
      if (byKey !== 0) return byKey;
      const byValue = compareValues(a[keyA], b[keyB]);
      if (byValue !== 0) return byValue;
    }
    return sign(keysA.length - keysB.length);
  }
  return 0;
}
