import type { EquipmentScheduleInputDraft } from '@org/hvac-core/schedule';
import { describe, expect, it } from 'vitest';
import {
  addRow,
  appendRows,
  applySortOrder,
  duplicateRow,
  moveRow,
  removeScheduleRow,
  restoreScheduleRow,
  rowsOf,
  updateRow,
  withRowIds,
} from './schedule-draft';

const DRAFT: EquipmentScheduleInputDraft = {
  calculationName: 'Plant',
  unitSystem: 'Imperial',
  rows: [
    { id: 'row-1', type: 'pump', tag: 'P-1', waterFlow: 40 },
    { id: 'row-2', type: 'fan', tag: 'EF-1', airflow: 500 },
    { id: 'row-3', type: 'pump', tag: 'P-2', waterFlow: 120 },
  ],
};

const tags = (draft: EquipmentScheduleInputDraft) => rowsOf(draft).map((row) => row.tag);

describe('schedule draft', () => {
  it('adds a row of a type at the end of its table with the next tag', () => {
    const { draft, row } = addRow(DRAFT, 'pump');
    expect(row).toEqual({ id: 'row-4', type: 'pump', tag: 'P-3' });
    expect(tags(draft)).toEqual(['P-1', 'EF-1', 'P-2', 'P-3']);
    expect(tags(addRow(draft, 'custom').draft)).toEqual(['P-1', 'EF-1', 'P-2', 'P-3', 'EQ-1']);
  });

  it('duplicates a row just after it with a new id and tag', () => {
    const rows = rowsOf(duplicateRow(DRAFT, 'row-1'));
    expect(rows[1]).toEqual({ id: 'row-4', type: 'pump', tag: 'P-3', waterFlow: 40 });
  });

  it('deletes a row and puts it back where it was', () => {
    const { draft, removed } = removeScheduleRow(DRAFT, 'row-2');
    expect(tags(draft)).toEqual(['P-1', 'P-2']);
    expect(removed).not.toBeNull();
    if (removed) expect(tags(restoreScheduleRow(draft, removed))).toEqual(['P-1', 'EF-1', 'P-2']);
  });

  it('moves a row within its type, past other types', () => {
    expect(tags(moveRow(DRAFT, 'row-3', -1))).toEqual(['P-2', 'EF-1', 'P-1']);
    expect(moveRow(DRAFT, 'row-1', -1)).toBe(DRAFT);
    expect(moveRow(DRAFT, 'row-2', 1)).toBe(DRAFT);
  });

  it('applies a sort to the saved order per type', () => {
    expect(tags(applySortOrder(DRAFT, 'waterFlow', 'desc'))).toEqual(['P-2', 'EF-1', 'P-1']);
  });

  it('edits a row and appends filled rows with fresh ids', () => {
    expect(rowsOf(updateRow(DRAFT, 'row-2', { airflow: '650' }))[1]?.airflow).toBe('650');
    const appended = appendRows(DRAFT, [{ id: 'row-1', type: 'fan', tag: 'EF-2' }]);
    expect(rowsOf(appended).map((row) => row.id)).toEqual(['row-1', 'row-2', 'row-4', 'row-3']);
  });
});

describe('withRowIds', () => {
  it('keeps a schedule whose rows all have distinct ids as the same object', () => {
    const draft: EquipmentScheduleInputDraft = {
      rows: [{ id: 'row-1', type: 'fan', tag: 'EF-1' }],
    };
    expect(withRowIds(draft)).toBe(draft);
  });

  it('gives rows without an id, or with a repeated one, new ids and leaves the rest alone', () => {
    // A damaged file from a backup: its first row has no id, which the draft type cannot express.
    const draft = {
      rows: [
        { tag: 'AHU-1', type: 'airHandlingUnit' },
        { id: 'row-1', tag: 'AHU-2', type: 'airHandlingUnit' },
        { id: 'row-1', tag: 'AHU-3', type: 'airHandlingUnit' },
      ],
    } as unknown as EquipmentScheduleInputDraft;
    const fixed = withRowIds(draft);
    expect(fixed.rows?.map((row) => row.id)).toEqual(['row-2', 'row-1', 'row-3']);
    expect(fixed.rows?.map((row) => row.tag)).toEqual(['AHU-1', 'AHU-2', 'AHU-3']);
  });
});
