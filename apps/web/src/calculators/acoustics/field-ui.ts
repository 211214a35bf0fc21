import type { DuctNoisePathInputDraft } from '@org/hvac-core/acoustics';
import { formatNumber } from '@org/ui';

/** A path into the draft, as zod reports it: ['room', 'distance'], ['elements', 0, 'length']. */
export type DraftPath = readonly (string | number)[];

/** The id of the input at a draft path: `acoustic-room-distance`, `acoustic-elements-0-length`. */
export function acousticFieldId(path: DraftPath): string {
  return `acoustic-${path.join('-')}`;
}

/** The key of a draft path in the error map: 'room.distance'. */
export function pathKey(path: DraftPath): string {
  return path.join('.');
}

/** A number shown with exactly `digits` decimals, as the band tables show levels: "0.50". */
export function fixedDigits(digits: number): (value: number) => string {
  return (value) =>
    formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A draft text value, '' when it is not text. */
export function draftText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A spectrum of the draft as a list of eight values (blanks where missing). */
export function draftSpectrum(value: unknown): unknown[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  return Array.from({ length: 8 }, (_, band) => list[band] ?? '');
}

/** A row id not yet used in a list: `${prefix}-1`, `${prefix}-2`, ... */
export function nextRowId(prefix: string, rows: readonly unknown[]): string {
  const used = new Set(
    rows.map((row) =>
      typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined,
    ),
  );
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** The draft's elements as plain rows (empty when missing). */
export function draftElements(draft: DuctNoisePathInputDraft): Record<string, unknown>[] {
  return Array.isArray(draft.elements) ? (draft.elements as Record<string, unknown>[]) : [];
}

/** The draft's room as a plain row. */
export function draftRoom(draft: DuctNoisePathInputDraft): Record<string, unknown> {
  return typeof draft.room === 'object' && draft.room !== null
    ? (draft.room as Record<string, unknown>)
    : {};
}

/** The draft's room surfaces as plain rows. */
export function draftSurfaces(draft: DuctNoisePathInputDraft): Record<string, unknown>[] {
  const surfaces = draftRoom(draft)['surfaces'];
  return Array.isArray(surfaces) ? (surfaces as Record<string, unknown>[]) : [];
}
