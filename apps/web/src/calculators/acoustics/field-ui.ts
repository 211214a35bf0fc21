import type { DraftPath } from '../../calculator-kit/draft-path';
import { fieldElementId } from '../../calculator-kit/field-element-id';

/** A row of the draft (a path, an element, the room, a surface) before the schema has checked it. */
export type Row = Record<string, unknown>;

/** The id prefix of the duct-noise form's fields. */
export const ACOUSTIC_ID_PREFIX = 'acoustic';

/** The id of the input at a draft path: `acoustic-room-distance`, `acoustic-elements-0-length`. */
export function acousticFieldId(path: DraftPath): string {
  return fieldElementId(ACOUSTIC_ID_PREFIX, path);
}

/** A draft value as a row, {} when it is not one. */
export function asRow(value: unknown): Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : {};
}

/** A draft list of rows, [] when it is not a list. */
export function asRows(value: unknown): Row[] {
  return Array.isArray(value) ? (value as Row[]) : [];
}

/** A row's React key: its id, or its position while it has none. */
export function rowKey(row: Row, index: number): string | number {
  return typeof row['id'] === 'string' ? row['id'] : index;
}

/** A row id not yet used in a list: `${prefix}-1`, `${prefix}-2`, ... */
export function nextRowId(prefix: string, rows: readonly Row[]): string {
  const used = new Set(rows.map((row) => asRow(row)['id']));
  let n = 1;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** The select options of a list of choices, each with its label. */
export function choiceData<Option extends string | number>(
  options: readonly Option[],
  labels: Readonly<Record<Option, string>>,
): { value: string; label: string }[] {
  return options.map((option) => ({ value: String(option), label: labels[option] }));
}

/** Options grouped by a category, in the order the categories first appear. */
export function groupedData<Item>(
  items: readonly Item[],
  category: (item: Item) => string,
  option: (item: Item) => { value: string; label: string },
): { group: string; items: { value: string; label: string }[] }[] {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const item of items) {
    groups.set(category(item), [...(groups.get(category(item)) ?? []), option(item)]);
  }
  return [...groups.entries()].map(([group, options]) => ({ group, items: options }));
}

/** The edits of a list of rows, each written back whole through `setRows`. */
export function rowList(rows: readonly Row[], setRows: (next: Row[]) => void) {
  return {
    replace: (index: number, next: Row) =>
      setRows(rows.map((row, i) => (i === index ? next : row))),
    patch: (index: number, patch: Row) =>
      setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    remove: (index: number) => setRows(rows.filter((_, i) => i !== index)),
    add: (row: unknown) => setRows([...rows, row as Row]),
    /** Moves a row one place up (-1) or down (+1); nothing past either end. */
    move: (index: number, offset: -1 | 1) => {
      const target = index + offset;
      if (target < 0 || target >= rows.length) return;
      const next = [...rows];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(target, 0, moved);
      setRows(next);
    },
  };
}

/** The edits of a list of rows, as `rowList` returns them. */
export type RowList = ReturnType<typeof rowList>;
