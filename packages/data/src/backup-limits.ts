/**
 * What a backup may hold before it is checked field by field, and what one of its files may hold to be
 * stored. Both are checked without recursion, so a file built to be huge or deeply nested is refused
 * with a reason instead of exhausting the stack of whatever walks it next (the schema, the store's
 * value checks, the size estimate, the browser's structured clone).
 */
import { checkWrite, documentSize, MAX_DOCUMENT_BYTES } from './adapters/firestore-semantics';
import type { DocPath } from './document-tree';
import { isDataError } from './errors';
import type { WriteData } from './port';

/**
 * Most projects and files one backup may hold together. A whole account's export is far smaller
 * (its largest file collections hold hundreds); an import of this many already takes 100 batches.
 */
export const BACKUP_ENTRIES_MAX = 50_000;

/**
 * Deepest nesting of lists and objects in a backup file. A file's data sits 7 levels down and the
 * store keeps at most 20 levels inside a document, so nothing the app exports comes near it.
 */
export const BACKUP_DEPTH_MAX = 32;

const formatCount = (n: number): string => n.toLocaleString('en-US');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How many projects and files a parsed backup lists (entries of the wrong shape are the schema's). */
function countEntries(backup: Record<string, unknown>): number {
  const projects = backup['projects'];
  if (!Array.isArray(projects)) return 0;
  let count = projects.length;
  for (const project of projects) {
    const files = isObject(project) ? project['files'] : undefined;
    if (!isObject(files)) continue;
    for (const list of Object.values(files)) if (Array.isArray(list)) count += list.length;
  }
  return count;
}

/** Whether `value` nests lists and objects more than `max` levels deep; walked with a list, not recursion. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Why a parsed backup is too large or too deeply nested to check, in words with the count and the
 * limit; `null` when it is within both.
 */
export function backupLimitProblem(backup: Record<string, unknown>): string | null {
  const entries = countEntries(backup);
  if (entries > BACKUP_ENTRIES_MAX) {
    return `This backup holds ${formatCount(entries)} projects and files; an import takes at most ${formatCount(BACKUP_ENTRIES_MAX)}, so it cannot be imported. Export and import fewer projects at a time.`;
  }
  if (nestsDeeperThan(backup, BACKUP_DEPTH_MAX)) {
    return `This backup holds lists or fields nested more than ${BACKUP_DEPTH_MAX} levels deep; a backup made by this app never is, so it cannot be imported.`;
  }
  return null;
}

/** Bytes as the user reads them, rounded up (so nothing over 1 MiB reads as 1.00 MiB): "1.31 MiB", "912 KiB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1_048_576
    ? `${(Math.ceil((bytes / 1_048_576) * 100) / 100).toFixed(2)} MiB`
    : `${formatCount(Math.ceil(bytes / 1024))} KiB`;
}

/**
 * Why the store would refuse a document (over 1 MiB as Firestore counts it: the document's name, its
 * field names and values, and 32 bytes; or values it cannot hold), in words; `null` when it would
 * be stored. Call it only on values within {@link BACKUP_DEPTH_MAX}.
 */
export function storedDocumentProblem(path: DocPath, data: WriteData): string | null {
  const size = documentSize(path, data);
  if (size > MAX_DOCUMENT_BYTES) {
    return `it is ${formatBytes(size)} as stored, and a file may be at most 1 MiB (${formatCount(MAX_DOCUMENT_BYTES)} bytes)`;
  }
  try {
    checkWrite(path, data, 'set');
    return null;
  } catch (error) {
    if (!isDataError(error)) throw error;
    const first = error.issues[0];
    return first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : error.message;
  }
}
