import type { BuildingLoadInputDraft } from '@org/hvac-core/building-load';

/** The building draft as the form holds it. */
export type Draft = BuildingLoadInputDraft;
export type DraftSite = Draft['site'];
export type DraftMonth = DraftSite['months'][number];
export type DraftRoom = Draft['rooms'][number];
export type DraftSurface = DraftRoom['surfaces'][number];
export type DraftWindow = DraftRoom['windows'][number];
export type DraftConstruction = Draft['constructions'][number];
export type DraftWindowType = NonNullable<Draft['windowTypes']>[number];
export type DraftZone = Draft['zones'][number];
export type DraftSystem = Draft['systems'][number];
export type Errors = Readonly<Record<string, string>>;

/** The option value of "none" in a list of ids (an empty option value is not a valid choice). */
export const NONE = '__none__';

/** The props of a panel that edits part of the building draft. */
export interface DraftPanelProps {
  value: Draft;
  onChange: (next: Draft) => void;
  /** The engine's messages by path key. */
  errors: Errors;
}

/** A list with one item replaced. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((existing, i) => (i === index ? item : existing));
}

/** A list with one item's fields changed (the list as it is when there is no such item). */
export function patchAt<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((existing, i) => (i === index ? { ...existing, ...patch } : existing));
}

/** A list without one item. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The next free id with a prefix among a list's ids: r1, r2, … */
export function nextListId(prefix: string, list: readonly { id: string }[]): string {
  let n = 1;
  const used = new Set(list.map((existing) => existing.id));
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** A list with a new item at its end, made under the next free id with the prefix (r1, r2, …). */
export function appendNew<T extends { id: string }>(
  list: readonly T[],
  prefix: string,
  make: (id: string) => T,
): T[] {
  return [...list, make(nextListId(prefix, list))];
}
