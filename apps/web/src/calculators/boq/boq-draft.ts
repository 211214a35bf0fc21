import type { BoqDraft } from '@org/hvac-core/boq';
import { nextId } from '../../calculator-kit/next-id';

/** One item as the editor holds it (numbers may be text while typing). */
export type BoqItemDraft = NonNullable<BoqDraft['items']>[number];
/** One section as the editor holds it. */
export type BoqSectionDraft = NonNullable<BoqDraft['sections']>[number];

/** The editor's items (an absent list is empty). */
export const itemsOf = (draft: BoqDraft): BoqItemDraft[] => [...(draft.items ?? [])];
/** The editor's sections (an absent list is empty). */
export const sectionsOf = (draft: BoqDraft): BoqSectionDraft[] => [...(draft.sections ?? [])];

/** The sections as a menu offers them (an unnamed one by its number), then "No section" (''). */
export function sectionOptions(sections: readonly BoqSectionDraft[]) {
  return [
    ...sections.map((section, index) => ({
      value: section.id,
      label: (typeof section.name === 'string' && section.name) || `Section ${index + 1}`,
    })),
    { value: '', label: 'No section' },
  ];
}

/** The section an item belongs to: its `sectionId`, or '' for none. */
export function sectionOf(item: BoqItemDraft): string {
  return typeof item.sectionId === 'string' ? item.sectionId : '';
}

function withSection(item: BoqItemDraft, sectionId: string): BoqItemDraft {
  const { sectionId: _old, ...rest } = item;
  return sectionId === '' ? rest : { ...rest, sectionId };
}

/** Index after the last item of a section in the items list (the end when it has none). */
function insertionIndex(items: readonly BoqItemDraft[], sectionId: string): number {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index];
    if (item && sectionOf(item) === sectionId) return index + 1;
  }
  return items.length;
}

/** Items added at the end of a section, each given a fresh id. */
export function appendItems(
  draft: BoqDraft,
  sectionId: string,
  newItems: readonly Omit<BoqItemDraft, 'id'>[],
): BoqDraft {
  const items = itemsOf(draft);
  const ids = items.map((item) => item.id);
  const created = newItems.map((item) => {
    const id = nextId('item', ids);
    ids.push(id);
    return withSection({ ...item, id }, sectionId);
  });
  const at = insertionIndex(items, sectionId);
  items.splice(at, 0, ...created);
  return { ...draft, items };
}

/** A blank item (quantity 1, unit "no.") at the end of a section. */
export function addBlankItem(draft: BoqDraft, sectionId: string): BoqDraft {
  return appendItems(draft, sectionId, [
    { description: '', quantity: 1, unit: 'no.', rate: '', notes: '' },
  ]);
}

/** Changes fields of one item. Its stored total is dropped: the engine computes it again. */
export function updateItem(draft: BoqDraft, id: string, patch: Partial<BoqItemDraft>): BoqDraft {
  return {
    ...draft,
    items: itemsOf(draft).map((item) => {
      if (item.id !== id) return item;
      const { total: _total, ...rest } = { ...item, ...patch };
      return rest;
    }),
  };
}

/** A copy of an item, with a new id, right after it. */
export function duplicateItem(draft: BoqDraft, id: string): BoqDraft {
  const items = itemsOf(draft);
  const index = items.findIndex((item) => item.id === id);
  const original = items[index];
  if (!original) return draft;
  const { total: _total, ...copy } = original;
  items.splice(index + 1, 0, {
    ...copy,
    id: nextId(
      'item',
      items.map((item) => item.id),
    ),
  });
  return { ...draft, items };
}

/** Swaps an item with the previous (-1) or next (+1) item of its own section. */
export function moveItem(draft: BoqDraft, id: string, direction: -1 | 1): BoqDraft {
  const items = itemsOf(draft);
  const index = items.findIndex((item) => item.id === id);
  const item = items[index];
  if (!item) return draft;
  const section = sectionOf(item);
  let other = index + direction;
  while (other >= 0 && other < items.length && sectionOf(items[other] as BoqItemDraft) !== section)
    other += direction;
  const neighbour = items[other];
  if (!neighbour) return draft;
  items[other] = item;
  items[index] = neighbour;
  return { ...draft, items };
}

/**
 * Moves an item (dragged) to the place of another (dropped on), taking that item's section; the
 * target moves down. Dropping on a section with no target item appends it there.
 */
export function moveItemTo(
  draft: BoqDraft,
  id: string,
  target: { itemId: string } | { sectionId: string },
): BoqDraft {
  const items = itemsOf(draft);
  const from = items.findIndex((item) => item.id === id);
  const moving = items[from];
  if (!moving) return draft;
  if ('itemId' in target && target.itemId === id) return draft;
  items.splice(from, 1);
  if ('itemId' in target) {
    const to = items.findIndex((item) => item.id === target.itemId);
    const targetItem = items[to];
    if (!targetItem) return draft;
    items.splice(to, 0, withSection(moving, sectionOf(targetItem)));
  } else {
    items.splice(insertionIndex(items, target.sectionId), 0, withSection(moving, target.sectionId));
  }
  return { ...draft, items };
}

/** What a deletion removed, to put back with `restore`. */
export interface RemovedPart {
  readonly items: readonly { readonly item: BoqItemDraft; readonly index: number }[];
  readonly section?: { readonly section: BoqSectionDraft; readonly index: number };
}

/** Deletes one item; the removed item is returned for an undo. */
export function removeItem(draft: BoqDraft, id: string): { draft: BoqDraft; removed: RemovedPart } {
  const items = itemsOf(draft);
  const index = items.findIndex((item) => item.id === id);
  const item = items[index];
  if (!item) return { draft, removed: { items: [] } };
  items.splice(index, 1);
  return { draft: { ...draft, items }, removed: { items: [{ item, index }] } };
}

/** Deletes a section with its items; what was removed is returned for an undo. */
export function removeSection(
  draft: BoqDraft,
  sectionId: string,
): { draft: BoqDraft; removed: RemovedPart } {
  const sections = sectionsOf(draft);
  const index = sections.findIndex((section) => section.id === sectionId);
  const section = sections[index];
  if (!section) return { draft, removed: { items: [] } };
  sections.splice(index, 1);
  const removedItems: { item: BoqItemDraft; index: number }[] = [];
  const kept: BoqItemDraft[] = [];
  itemsOf(draft).forEach((item, itemIndex) => {
    if (sectionOf(item) === sectionId) removedItems.push({ item, index: itemIndex });
    else kept.push(item);
  });
  return {
    draft: { ...draft, sections, items: kept },
    removed: { items: removedItems, section: { section, index } },
  };
}

/**
 * Puts back what a deletion removed, at its former places as far as the bill allows (edits made
 * since are kept). Ids taken meanwhile get new ones.
 */
export function restore(draft: BoqDraft, removed: RemovedPart): BoqDraft {
  const sections = sectionsOf(draft);
  if (removed.section && !sections.some((s) => s.id === removed.section?.section.id)) {
    sections.splice(Math.min(removed.section.index, sections.length), 0, removed.section.section);
  }
  const items = itemsOf(draft);
  for (const { item, index } of removed.items) {
    const ids = items.map((existing) => existing.id);
    const id = ids.includes(item.id) ? nextId('item', ids) : item.id;
    const sectionId = sectionOf(item);
    const sectionExists = sectionId === '' || sections.some((s) => s.id === sectionId);
    items.splice(Math.min(index, items.length), 0, {
      ...withSection(item, sectionExists ? sectionId : ''),
      id,
    });
  }
  return { ...draft, sections, items };
}

/** A new, empty section at the end. */
export function addBoqSection(draft: BoqDraft, name: string): BoqDraft {
  const sections = sectionsOf(draft);
  const id = nextId(
    'section',
    sections.map((section) => section.id),
  );
  return { ...draft, sections: [...sections, { id, name, notes: '' }] };
}

/** Changes fields of one section. */
export function updateSection(
  draft: BoqDraft,
  id: string,
  patch: Partial<BoqSectionDraft>,
): BoqDraft {
  return {
    ...draft,
    sections: sectionsOf(draft).map((section) =>
      section.id === id ? { ...section, ...patch } : section,
    ),
  };
}

/** Moves a section up (-1) or down (+1) in the bill. */
export function moveSection(draft: BoqDraft, id: string, direction: -1 | 1): BoqDraft {
  const sections = sectionsOf(draft);
  const index = sections.findIndex((section) => section.id === id);
  const other = index + direction;
  const section = sections[index];
  const neighbour = sections[other];
  if (!section || !neighbour) return draft;
  sections[other] = section;
  sections[index] = neighbour;
  return { ...draft, sections };
}
