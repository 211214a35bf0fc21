import { describe, expect, it } from 'vitest';
import {
  addSection,
  deleteSubtree,
  duplicateSubtree,
  moveSubtree,
  moveTargets,
  nextSectionId,
  setSubtreeSystem,
  subtreeIndices,
  treeRows,
  type DuctSectionDraft,
} from './section-tree';

const terminal = (name: string) => ({ name, airflow: 100 });

/** S1 ─┬─ S2 ─┬─ D1
 *      │      └─ D2
 *      └─ S3 ── D3        R1 (return) ── G1 */
function tree(): DuctSectionDraft[] {
  return [
    { id: 'S1', name: 'Main', system: 'supply', length: 10 },
    { id: 'R1', name: 'Return', system: 'return', length: 5 },
    { id: 'S2', parentId: 'S1', name: 'East', length: 8 },
    { id: 'D1', parentId: 'S2', name: 'D1', length: 3, terminal: terminal('D1') },
    { id: 'S3', parentId: 'S1', name: 'West', length: 6 },
    { id: 'D2', parentId: 'S2', name: 'D2', length: 4, terminal: terminal('D2') },
    { id: 'D3', parentId: 'S3', name: 'D3', length: 2, terminal: terminal('D3') },
    { id: 'G1', parentId: 'R1', system: 'return', length: 2, terminal: terminal('G1') },
  ];
}

const ids = (sections: readonly DuctSectionDraft[]) => sections.map((section) => section.id);

describe('treeRows', () => {
  it('lists each section followed by its branches, depth first, with its depth', () => {
    const sections = tree();
    expect(treeRows(sections).map((row) => [sections[row.index]?.id, row.depth])).toEqual([
      ['S1', 0],
      ['S2', 1],
      ['D1', 2],
      ['D2', 2],
      ['S3', 1],
      ['D3', 2],
      ['R1', 0],
      ['G1', 1],
    ]);
  });

  it('lists a section whose parent is missing, or in a loop, at the fan level', () => {
    const sections: DuctSectionDraft[] = [
      { id: 'A', parentId: 'gone' },
      { id: 'B', parentId: 'C' },
      { id: 'C', parentId: 'B' },
    ];
    const rows = treeRows(sections);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({ index: 0, depth: 0 });
    expect(new Set(rows.map((row) => row.index))).toEqual(new Set([0, 1, 2]));
  });
});

describe('subtreeIndices', () => {
  it('holds a section and all sections beyond it, in draft order', () => {
    expect(subtreeIndices(tree(), 2)).toEqual([2, 3, 5]);
    expect(subtreeIndices(tree(), 0)).toEqual([0, 2, 3, 4, 5, 6]);
    expect(subtreeIndices(tree(), 99)).toEqual([]);
  });
});

describe('nextSectionId', () => {
  it('numbers after the highest id of the prefix, skipping ids in use', () => {
    expect(nextSectionId(tree())).toBe('S4');
    expect(nextSectionId([{ id: 'S9' }, { id: 'S10' }])).toBe('S11');
    expect(nextSectionId([])).toBe('S1');
    expect(nextSectionId([{ id: 'D1' }], 'D')).toBe('D2');
  });
});

describe('addSection', () => {
  it('adds a branch after the parent’s subtree, on the parent’s system, with its takeoff', () => {
    const { sections, index } = addSection(tree(), 1);
    // After R1’s subtree: G1, its runout, is the last section.
    expect(index).toBe(8);
    expect(sections[index]).toMatchObject({
      id: 'S4',
      parentId: 'R1',
      system: 'return',
      fittings: [{ type: 'junction', path: 'branch' }],
    });
  });

  it('hands a runout’s terminal to the new section, so only the end of the run carries it', () => {
    const { sections, index } = addSection(tree(), 3);
    expect(sections[index]?.terminal).toEqual(terminal('D1'));
    expect(sections[3]?.terminal).toBeUndefined();
    expect(sections[index]?.parentId).toBe('D1');
  });

  it('starts a new run at the fan with no fittings', () => {
    const { sections, index } = addSection(tree(), null, { system: 'exhaust' });
    expect(index).toBe(8);
    expect(sections[index]).toMatchObject({ id: 'S4', system: 'exhaust', fittings: [] });
    expect(sections[index]?.parentId).toBeUndefined();
  });
});

describe('duplicateSubtree', () => {
  it('copies a run with its branches and terminals under the same parent, with new ids', () => {
    const { sections, index } = duplicateSubtree(tree(), 2);
    expect(sections).toHaveLength(11);
    // After S2's subtree (S2, D1, D2 sit at 2, 3, 5).
    expect(index).toBe(6);
    const copies = sections.slice(6, 9);
    expect(copies.map((s) => [s.id, s.parentId, s.name])).toEqual([
      ['S4', 'S1', 'East (copy)'],
      ['S5', 'S4', 'D1'],
      ['S6', 'S4', 'D2'],
    ]);
    expect(copies[1]?.terminal).toEqual(terminal('D1'));
    expect(new Set(ids(sections)).size).toBe(sections.length);
  });

  it('does not share objects with the original (editing the copy leaves it alone)', () => {
    const original = tree();
    const { sections } = duplicateSubtree(original, 3);
    expect(sections[4]?.terminal).toEqual(original[3]?.terminal);
    expect(sections[4]?.terminal).not.toBe(original[3]?.terminal);
  });
});

describe('moveSubtree', () => {
  it('moves a section with its subtree under another parent, after that parent’s subtree', () => {
    const moved = moveSubtree(tree(), 4, 2);
    const s3 = moved.find((s) => s.id === 'S3');
    expect(s3?.parentId).toBe('S2');
    expect(ids(moved)).toEqual(['S1', 'R1', 'S2', 'D1', 'D2', 'S3', 'D3', 'G1']);
  });

  it('takes the new parent’s system for the whole subtree', () => {
    const moved = moveSubtree(tree(), 4, 1);
    expect(moved.filter((s) => s.id === 'S3' || s.id === 'D3').map((s) => s.system)).toEqual([
      'return',
      'return',
    ]);
  });

  it('moves a branch to the fan as a run of its own', () => {
    const moved = moveSubtree(tree(), 2, null);
    const s2 = moved.find((s) => s.id === 'S2');
    expect(s2 && 'parentId' in s2).toBe(false);
    expect(ids(moved).slice(-3)).toEqual(['S2', 'D1', 'D2']);
  });

  it('refuses a move below itself', () => {
    expect(moveSubtree(tree(), 0, 3)).toEqual(tree());
    expect(moveSubtree(tree(), 2, 2)).toEqual(tree());
  });

  it('offers as targets every section outside the subtree', () => {
    const sections = tree();
    expect(moveTargets(sections, 2).map((i) => sections[i]?.id)).toEqual([
      'S1',
      'S3',
      'D3',
      'R1',
      'G1',
    ]);
  });
});

describe('deleteSubtree', () => {
  it('removes a section and every section beyond it', () => {
    expect(ids(deleteSubtree(tree(), 2))).toEqual(['S1', 'R1', 'S3', 'D3', 'G1']);
  });
});

describe('setSubtreeSystem', () => {
  it('sets the system of a section and its subtree only', () => {
    const changed = setSubtreeSystem(tree(), 1, 'exhaust');
    expect(changed.map((s) => s.system)).toEqual([
      'supply',
      'exhaust',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'exhaust',
    ]);
  });
});
