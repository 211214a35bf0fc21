import type { BoqDraft } from '@org/hvac-core/boq';
import { describe, expect, it } from 'vitest';
import {
  addBlankItem,
  addBoqSection,
  appendItems,
  duplicateItem,
  moveItem,
  moveItemTo,
  moveSection,
  removeItem,
  removeSection,
  restore,
  updateItem,
} from './boq-draft';

const item = (id: string, sectionId?: string) => ({
  id,
  description: id,
  quantity: 1,
  unit: 'no.',
  rate: 10,
  total: 10,
  notes: '',
  ...(sectionId ? { sectionId } : {}),
});

const BILL: BoqDraft = {
  currency: '$',
  sections: [
    { id: 'section-1', name: 'Ductwork', notes: '' },
    { id: 'section-2', name: 'Plant', notes: '' },
  ],
  items: [item('item-1', 'section-1'), item('item-2', 'section-2'), item('item-3', 'section-1')],
};

const ids = (draft: BoqDraft) => (draft.items ?? []).map((i) => i.id);

describe('bill editing', () => {
  it('adds items at the end of their section, with fresh ids', () => {
    const next = appendItems(BILL, 'section-1', [
      { description: 'Elbow', quantity: 2, unit: 'no.', rate: 5 },
    ]);
    expect(ids(next)).toEqual(['item-1', 'item-2', 'item-3', 'item-4']);
    expect(next.items?.[3]).toMatchObject({ description: 'Elbow', sectionId: 'section-1' });
    const loose = addBlankItem(BILL, '');
    expect(loose.items?.[3]).not.toHaveProperty('sectionId');
  });

  it('drops the stored total of an edited item (the engine computes it)', () => {
    const next = updateItem(BILL, 'item-1', { quantity: 3 });
    expect(next.items?.[0]).toMatchObject({ quantity: 3 });
    expect(next.items?.[0]).not.toHaveProperty('total');
  });

  it('duplicates an item right after it', () => {
    expect(ids(duplicateItem(BILL, 'item-1'))).toEqual(['item-1', 'item-4', 'item-2', 'item-3']);
  });

  it('moves an item within its own section, skipping other sections', () => {
    expect(ids(moveItem(BILL, 'item-3', -1))).toEqual(['item-3', 'item-2', 'item-1']);
    expect(ids(moveItem(BILL, 'item-1', -1))).toEqual(['item-1', 'item-2', 'item-3']);
  });

  it('drops a dragged item on another, taking its section', () => {
    const next = moveItemTo(BILL, 'item-3', { itemId: 'item-2' });
    expect(ids(next)).toEqual(['item-1', 'item-3', 'item-2']);
    expect(next.items?.[1]?.sectionId).toBe('section-2');
    const loose = moveItemTo(BILL, 'item-1', { sectionId: '' });
    expect(loose.items?.at(-1)).not.toHaveProperty('sectionId');
  });

  it('puts back a deleted item where it was, keeping later edits', () => {
    const { draft, removed } = removeItem(BILL, 'item-2');
    const edited = updateItem(draft, 'item-1', { rate: 99 });
    const undone = restore(edited, removed);
    expect(ids(undone)).toEqual(['item-1', 'item-2', 'item-3']);
    expect(undone.items?.[0]?.rate).toBe(99);
  });

  it('deletes a section with its items, and undoes it', () => {
    const { draft, removed } = removeSection(BILL, 'section-1');
    expect(ids(draft)).toEqual(['item-2']);
    expect(draft.sections?.map((s) => s.id)).toEqual(['section-2']);
    const undone = restore(draft, removed);
    expect(undone.sections?.map((s) => s.id)).toEqual(['section-1', 'section-2']);
    expect(ids(undone)).toEqual(['item-1', 'item-2', 'item-3']);
  });

  it('adds and reorders sections', () => {
    const next = addBoqSection(BILL, 'Controls');
    expect(next.sections?.map((s) => s.id)).toEqual(['section-1', 'section-2', 'section-3']);
    expect(moveSection(next, 'section-3', -1).sections?.map((s) => s.name)).toEqual([
      'Ductwork',
      'Controls',
      'Plant',
    ]);
  });
});
