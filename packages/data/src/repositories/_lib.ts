import { compareStrings } from '../adapters/firestore-semantics';

/** `items` in consecutive pieces of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const pieces: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    pieces.push(items.slice(start, start + size));
  return pieces;
}

type Dated = { status: 'ok'; id: string; createdAt: Date } | { status: 'damaged'; id: string };

/**
 * Newest `createdAt` first, ties by id descending (as Firestore orders `createdAt desc`); damaged records
 * last, by id.
 */
export function newestFirst<T extends Dated>(records: T[]): T[] {
  return [...records].sort((a, b) => {
    if (a.status === 'ok' && b.status === 'ok') {
      return b.createdAt.getTime() - a.createdAt.getTime() || compareStrings(b.id, a.id);
    }
    if (a.status !== b.status) return a.status === 'ok' ? -1 : 1;
    return compareStrings(a.id, b.id);
  });
}
