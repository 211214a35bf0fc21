import type { ResultSnapshot } from './types';

/** One result whose stored number is not what the current engine gives. */
export interface SnapshotDifference {
  readonly key: string;
  /** The number saved with the file; null when the file had none for this key. */
  readonly stored: number | null;
  /** The number computed now; null when the engine no longer gives this result. */
  readonly current: number | null;
}

/**
 * Relative tolerance: round-off of a JSON round trip or a different summation order must not be
 * reported as "the numbers changed"; any engineering change is far larger.
 */
const RELATIVE_TOLERANCE = 1e-9;

function same(a: number, b: number): boolean {
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** A stored `results` value as a snapshot: only finite numbers are kept; anything else is null. */
export function readSnapshot(value: unknown): ResultSnapshot | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const snapshot: ResultSnapshot = {};
  for (const [key, number] of Object.entries(value)) {
    if (typeof number === 'number' && Number.isFinite(number)) snapshot[key] = number;
  }
  return Object.keys(snapshot).length > 0 ? snapshot : null;
}

/**
 * The results that differ between a file's stored snapshot and a fresh computation, in the stored
 * order then any new keys. A result only one side has counts as a difference.
 */
export function compareSnapshots(
  stored: ResultSnapshot,
  current: ResultSnapshot,
): SnapshotDifference[] {
  const differences: SnapshotDifference[] = [];
  for (const [key, storedValue] of Object.entries(stored)) {
    const currentValue = current[key];
    if (currentValue === undefined || !same(storedValue, currentValue)) {
      differences.push({ key, stored: storedValue, current: currentValue ?? null });
    }
  }
  for (const [key, currentValue] of Object.entries(current)) {
    if (!(key in stored)) differences.push({ key, stored: null, current: currentValue });
  }
  return differences;
}
