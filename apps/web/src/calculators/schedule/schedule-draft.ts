import {
  EQUIPMENT_TYPES,
  nextTag,
  sortScheduleRows,
  type EquipmentScheduleInputDraft,
  type EquipmentScheduleRowDraft,
  type EquipmentType,
  type ScheduleColumn,
  type ScheduleSortDirection,
} from '@org/hvac-core/schedule';
import { nextId } from '../../calculator-kit/next-id';

/** One row as the editor holds it (numbers may be text while typing). */
export type ScheduleRowDraft = EquipmentScheduleRowDraft;

/** A deleted row and where it was, for undo. */
export interface RemovedRow {
  readonly row: ScheduleRowDraft;
  readonly index: number;
}

const TYPES: ReadonlySet<string> = new Set(EQUIPMENT_TYPES);

/** The editor's rows (an absent or malformed list is empty). */
export function rowsOf(draft: EquipmentScheduleInputDraft): ScheduleRowDraft[] {
  return Array.isArray(draft.rows) ? [...draft.rows] : [];
}

/** The value as an equipment type when it is a known one (a menu's value, a row's type). */
export function asEquipmentType(value: unknown): EquipmentType | undefined {
  return typeof value === 'string' && TYPES.has(value) ? (value as EquipmentType) : undefined;
}

/** A row's type when it is a known one. */
export function typeOf(row: ScheduleRowDraft): EquipmentType | undefined {
  return asEquipmentType(row.type);
}

/** A row's tag as text ('' when none). */
export function tagOf(row: ScheduleRowDraft): string {
  return typeof row.tag === 'string' ? row.tag : '';
}

const idsOf = (rows: readonly ScheduleRowDraft[]) =>
  rows.map((row) => (typeof row.id === 'string' ? row.id : ''));

const withRows = (
  draft: EquipmentScheduleInputDraft,
  rows: ScheduleRowDraft[],
): EquipmentScheduleInputDraft => ({ ...draft, rows });

/**
 * The schedule with an id on every row: a row without one, or repeating an earlier row's, gets a
 * new one. The same object when nothing is missing, so callers can tell whether to save a change.
 * Ids are the editor's handles on rows; a file from elsewhere (a backup, an older export) may lack
 * them, and without them its rows could not be edited to repair it.
 */
export function withRowIds(draft: EquipmentScheduleInputDraft): EquipmentScheduleInputDraft {
  if (!Array.isArray(draft.rows)) return draft;
  const seen = new Set<string>();
  const needsId = draft.rows.map((row) => {
    const id = typeof row.id === 'string' && row.id !== '' ? row.id : undefined;
    if (id === undefined || seen.has(id)) return true;
    seen.add(id);
    return false;
  });
  if (!needsId.includes(true)) return draft;
  const ids = [...seen];
  const rows = draft.rows.map((row, index) => {
    if (!needsId[index]) return row;
    const id = nextId('row', ids);
    ids.push(id);
    return { ...row, id };
  });
  return withRows(draft, rows);
}

/** Index after the last row of a type (the end when it has none): new rows join their table. */
function endOfType(rows: readonly ScheduleRowDraft[], type: EquipmentType): number {
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index];
    if (row && typeOf(row) === type) return index + 1;
  }
  return rows.length;
}

/**
 * Adds a blank row of a type at the end of its table, with the type's next tag (`nextTag`: one
 * above the highest number of its prefix, AHU-3 after AHU-2).
 */
export function addRow(
  draft: EquipmentScheduleInputDraft,
  type: EquipmentType,
): { draft: EquipmentScheduleInputDraft; row: ScheduleRowDraft } {
  const rows = rowsOf(draft);
  const row: ScheduleRowDraft = {
    id: nextId('row', idsOf(rows)),
    type,
    tag: nextTag(type, rows.map(tagOf)),
  };
  rows.splice(endOfType(rows, type), 0, row);
  return { draft: withRows(draft, rows), row };
}

/**
 * Adds rows made elsewhere (filled from a calculation) at the end of their tables; each gets a
 * fresh id if its own is taken.
 */
export function appendRows(
  draft: EquipmentScheduleInputDraft,
  added: readonly ScheduleRowDraft[],
): EquipmentScheduleInputDraft {
  const rows = rowsOf(draft);
  for (const row of added) {
    const ids = idsOf(rows);
    const id = typeof row.id === 'string' && !ids.includes(row.id) ? row.id : nextId('row', ids);
    const type = typeOf(row);
    rows.splice(type ? endOfType(rows, type) : rows.length, 0, { ...row, id });
  }
  return withRows(draft, rows);
}

/** A new row id for the draft, for rows made outside the editor. */
export function newRowId(draft: EquipmentScheduleInputDraft): string {
  return nextId('row', idsOf(rowsOf(draft)));
}

/** A copy of a row just after it, with a new id and the type's next tag. */
export function duplicateRow(
  draft: EquipmentScheduleInputDraft,
  id: string,
): EquipmentScheduleInputDraft {
  const rows = rowsOf(draft);
  const index = rows.findIndex((row) => row.id === id);
  const original = rows[index];
  if (!original) return draft;
  const type = typeOf(original) ?? 'custom';
  rows.splice(index + 1, 0, {
    ...original,
    id: nextId('row', idsOf(rows)),
    tag: nextTag(type, rows.map(tagOf)),
  });
  return withRows(draft, rows);
}

/** Deletes a row; what was removed is returned for undo. */
export function removeScheduleRow(
  draft: EquipmentScheduleInputDraft,
  id: string,
): { draft: EquipmentScheduleInputDraft; removed: RemovedRow | null } {
  const rows = rowsOf(draft);
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) return { draft, removed: null };
  rows.splice(index, 1);
  return { draft: withRows(draft, rows), removed: { row, index } };
}

/**
 * Puts a deleted row back where it was (or at the end when the schedule got shorter), into the
 * schedule as it is now; a fresh id if its own was taken meanwhile.
 */
export function restoreScheduleRow(
  draft: EquipmentScheduleInputDraft,
  removed: RemovedRow,
): EquipmentScheduleInputDraft {
  const rows = rowsOf(draft);
  const ids = idsOf(rows);
  const id =
    typeof removed.row.id === 'string' && !ids.includes(removed.row.id)
      ? removed.row.id
      : nextId('row', ids);
  rows.splice(Math.min(removed.index, rows.length), 0, { ...removed.row, id });
  return withRows(draft, rows);
}

/** Changes some columns of a row. */
export function updateRow(
  draft: EquipmentScheduleInputDraft,
  id: string,
  patch: Partial<Record<ScheduleColumn, string | number | undefined>>,
): EquipmentScheduleInputDraft {
  return withRows(
    draft,
    // A cell's editor gives text for text columns and the tag, numbers or '' for numeric ones.
    rowsOf(draft).map((row) => (row.id === id ? ({ ...row, ...patch } as ScheduleRowDraft) : row)),
  );
}

/**
 * Moves a row one place up or down within its type's table (past the rows of other types between),
 * which is the schedule's saved order.
 */
export function moveRow(
  draft: EquipmentScheduleInputDraft,
  id: string,
  direction: -1 | 1,
): EquipmentScheduleInputDraft {
  const rows = rowsOf(draft);
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) return draft;
  const type = typeOf(row);
  let other = index + direction;
  while (other >= 0 && other < rows.length) {
    const candidate = rows[other];
    if (candidate && typeOf(candidate) === type) {
      rows[index] = candidate;
      rows[other] = row;
      return withRows(draft, rows);
    }
    other += direction;
  }
  return draft;
}

/**
 * Makes a sorted view the saved order: each type's rows are sorted by the column (the engine's
 * `sortScheduleRows`) and put back in the places that type's rows held.
 */
export function applySortOrder(
  draft: EquipmentScheduleInputDraft,
  column: ScheduleColumn,
  direction: ScheduleSortDirection,
): EquipmentScheduleInputDraft {
  const rows = rowsOf(draft);
  const sorted = new Map<EquipmentType | undefined, ScheduleRowDraft[]>();
  for (const type of new Set(rows.map(typeOf))) {
    const ofType = rows.filter((row) => typeOf(row) === type);
    sorted.set(type, type === undefined ? ofType : sortScheduleRows(ofType, column, direction));
  }
  return withRows(
    draft,
    rows.map((row) => sorted.get(typeOf(row))?.shift() ?? row),
  );
}
