import { describe, expect, it } from 'vitest';
import { compareSnapshots, readSnapshot } from './snapshot';

describe('readSnapshot', () => {
  it('keeps finite numbers only', () => {
    expect(readSnapshot({ a: 1, b: 'x', c: Number.NaN, d: null, e: 2.5 })).toEqual({
      a: 1,
      e: 2.5,
    });
  });

  it('is null when a file has no usable snapshot (templates)', () => {
    expect(readSnapshot(undefined)).toBeNull();
    expect(readSnapshot([1, 2])).toBeNull();
    expect(readSnapshot({ a: 'x' })).toBeNull();
  });
});

describe('compareSnapshots', () => {
  it('finds no difference within round-off', () => {
    expect(compareSnapshots({ a: 48, b: 240 }, { a: 48.00000000000001, b: 240 })).toEqual([]);
  });

  it('lists changed, removed and added results', () => {
    expect(compareSnapshots({ a: 48, b: 240, c: 1 }, { a: 48, b: 250, d: 2 })).toEqual([
      { key: 'b', stored: 240, current: 250 },
      { key: 'c', stored: 1, current: null },
      { key: 'd', stored: null, current: 2 },
    ]);
  });

  it('reports a small real change', () => {
    expect(compareSnapshots({ total: 10_000 }, { total: 10_001 })).toHaveLength(1);
  });
});
