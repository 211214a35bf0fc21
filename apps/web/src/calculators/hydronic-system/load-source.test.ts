import {
  convertHydronicSystemInput,
  defaultHydronicSystemInput,
  type HydronicBuildingLoad,
  type HydronicSystemInputDraft,
} from '@org/hvac-core/hydronic-system';
import { describe, expect, it } from 'vitest';
import { changedLoads, savedSinceTaken, takeLoadsInOrder, updateLinkedLoads } from './load-source';

const base = (): HydronicSystemInputDraft =>
  structuredClone(defaultHydronicSystemInput('Imperial')) as HydronicSystemInputDraft;
const file = { fileId: 'f1', name: 'Block A', savedAt: new Date('2026-05-01T10:00:00Z') };
const loads: HydronicBuildingLoad[] = [
  { sourceId: 'z1', name: 'North', load: 40_000, loadW: 11_723 },
  { sourceId: 'z2', name: 'Empty', load: null, loadW: null, reason: 'Empty has no heating load.' },
  { sourceId: 'z3', name: 'South', load: 30_000, loadW: 8792 },
];

describe('takeLoadsInOrder', () => {
  it('gives the first terminals the loads in order, skipping a zone with none, and links the file', () => {
    const taken = takeLoadsInOrder(base(), loads, file, 'zones');
    expect(taken.draft.terminals.map((t) => [t.id, t.load, t.loadSourceId])).toEqual([
      ['FC-1', 40_000, 'z1'],
      ['FC-2', 30_000, 'z3'],
      ['FC-3', 90_000, undefined],
      ['FC-4', 90_000, undefined],
    ]);
    expect(taken.draft.loadSource).toEqual({
      fileId: 'f1',
      fileName: 'Block A',
      basis: 'zones',
      savedAt: '2026-05-01T10:00:00.000Z',
    });
    expect(taken.skipped).toEqual(['Empty has no heating load.']);
    expect(taken.unused).toBe(0);
  });

  it('counts the loads left over when there are more zones than terminals', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({
      sourceId: `z${i}`,
      name: `Z${i}`,
      load: 1000 * (i + 1),
      loadW: 293 * (i + 1),
    }));
    expect(takeLoadsInOrder(base(), many, file, 'zones').unused).toBe(2);
  });
});

describe('changes of the source', () => {
  const taken = takeLoadsInOrder(base(), loads, file, 'zones').draft;

  it('finds a linked terminal whose zone now gives another load, or none', () => {
    const now = [{ ...loads[0]!, load: 42_500, loadW: 12_455.5 }, loads[1]!];
    expect(changedLoads(taken, now)).toEqual([
      { terminalId: 'FC-1', sourceName: 'North', held: 40_000, now: 42_500 },
      { terminalId: 'FC-2', sourceName: 'z3', held: 30_000, now: null },
    ]);
    expect(changedLoads(taken, loads)).toEqual([]);
  });

  it('takes a unit switch’s rounding for no change, in either unit system', () => {
    const exact = [
      { sourceId: 'z1', name: 'North', load: 4053, loadW: 1187.83 },
      { sourceId: 'z3', name: 'South', load: 30_000, loadW: 8792.13 },
    ];
    const held = takeLoadsInOrder(base(), exact, file, 'zones').draft;
    const there = convertHydronicSystemInput(held, 'Metric') as HydronicSystemInputDraft;
    const back = convertHydronicSystemInput(there, 'Imperial') as HydronicSystemInputDraft;
    expect(back.terminals[0]!.load).not.toBe(4053); // round-off of the two conversions
    expect(changedLoads(back, exact)).toEqual([]);
    const metric = exact.map((load) => ({ ...load, load: Math.round(load.loadW) }));
    expect(changedLoads(there, metric)).toEqual([]);
    // A change of a few watts is a change.
    expect(
      changedLoads(there, [{ ...metric[0]!, load: 1193, loadW: 1193.2 }, metric[1]!]),
    ).toHaveLength(1);
  });

  it('updates the linked loads and the link’s saved time', () => {
    const later = { ...file, savedAt: new Date('2026-05-02T08:00:00Z') };
    expect(savedSinceTaken(taken, later)).toBe(true);
    expect(savedSinceTaken(taken, file)).toBe(false);
    const updated = updateLinkedLoads(
      taken,
      [{ ...loads[0]!, load: 42_500, loadW: 12_455.5 }, loads[2]!],
      later,
    );
    expect(updated.terminals.map((t) => t.load)).toEqual([42_500, 30_000, 90_000, 90_000]);
    expect(savedSinceTaken(updated, later)).toBe(false);
  });
});
