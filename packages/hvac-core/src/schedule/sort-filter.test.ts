import { describe, expect, it, test } from 'vitest';
import {
  compareScheduleRows,
  filterScheduleRows,
  matchesScheduleFilter,
  sortScheduleRows,
} from './sort-filter.js';

const pumps = [
  { id: 'a', type: 'pump', tag: 'P-10', waterFlow: 20, manufacturer: 'Bell & Gossett' },
  { id: 'b', type: 'pump', tag: 'P-2', waterFlow: '120', manufacturer: 'Armstrong' },
  { id: 'c', type: 'pump', tag: 'P-2A', waterFlow: '', manufacturer: '' },
  { id: 'd', type: 'pump', tag: 'p-1', waterFlow: 45, servingArea: 'Chilled water loop' },
];

describe('compareScheduleRows', () => {
  it('orders tags naturally: P-1 < P-2 < P-2A < P-10, ignoring case', () => {
    expect(compareScheduleRows('tag', { tag: 'P-10' }, { tag: 'P-2' })).toBeGreaterThan(0);
    expect(compareScheduleRows('tag', { tag: 'P-2' }, { tag: 'P-2A' })).toBeLessThan(0);
    expect(compareScheduleRows('tag', { tag: 'p-1' }, { tag: 'P-1' })).toBe(0);
    expect(compareScheduleRows('tag', { tag: 'AHU-3' }, { tag: 'EF-1' })).toBeLessThan(0);
  });

  it('compares numbers by value, a numeric string as its number', () => {
    expect(compareScheduleRows('waterFlow', { waterFlow: '120' }, { waterFlow: 20 })).toBe(100);
  });

  it('reports a missing value as undefined', () => {
    expect(compareScheduleRows('waterFlow', { waterFlow: '' }, { waterFlow: 20 })).toBeUndefined();
    expect(compareScheduleRows('model', {}, { model: 'X' })).toBeUndefined();
  });
});

describe('sortScheduleRows', () => {
  test.each([
    ['by number up, missing values last', 'waterFlow', 'asc', ['a', 'd', 'b', 'c']],
    ['by number down, missing values last', 'waterFlow', 'desc', ['b', 'd', 'a', 'c']],
    ['text alphabetically ignoring case, blanks last', 'manufacturer', 'asc', ['b', 'a', 'c', 'd']],
  ] as const)('sorts %s', (_rule, column, direction, ids) => {
    expect(sortScheduleRows(pumps, column, direction).map((r) => r.id)).toEqual(ids);
  });

  it('sorts tags naturally', () => {
    expect(sortScheduleRows(pumps, 'tag', 'asc').map((r) => r.tag)).toEqual([
      'p-1',
      'P-2',
      'P-2A',
      'P-10',
    ]);
  });

  it('is stable and leaves the input as it was', () => {
    const rows = [
      { id: 'x', tag: 'EF-1', airflow: 500 },
      { id: 'y', tag: 'EF-2', airflow: 500 },
    ];
    expect(sortScheduleRows(rows, 'airflow', 'desc').map((r) => r.id)).toEqual(['x', 'y']);
    expect(rows.map((r) => r.id)).toEqual(['x', 'y']);
  });
});

describe('matchesScheduleFilter', () => {
  it('matches every word in tag, serving area, manufacturer or model, ignoring case', () => {
    expect(matchesScheduleFilter(pumps[1] ?? {}, { query: 'arm p-2' })).toBe(true);
    expect(matchesScheduleFilter(pumps[3] ?? {}, { query: 'CHILLED' })).toBe(true);
    expect(matchesScheduleFilter(pumps[3] ?? {}, { query: 'chilled armstrong' })).toBe(false);
  });

  it('filters by type, and an empty query shows all', () => {
    const rows = [...pumps, { id: 'e', type: 'fan', tag: 'EF-1' }];
    expect(filterScheduleRows(rows, { type: 'fan' }).map((r) => r.id)).toEqual(['e']);
    expect(filterScheduleRows(rows, { query: '  ' })).toHaveLength(5);
  });
});
