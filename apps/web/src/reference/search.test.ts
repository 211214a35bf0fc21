import { describe, expect, it } from 'vitest';
import { FORMULAS, TABLES } from './library';
import { buildSearchIndex, searchReference } from './search';

const index = buildSearchIndex(TABLES, FORMULAS, 'Imperial');

describe('searchReference', () => {
  it('finds a table row by name, within its table', () => {
    const [first] = searchReference(index, '62.1 office');
    expect(first).toMatchObject({ kind: 'row', topic: 'ashrae-62-1-outdoor-air-rates' });
    const results = searchReference(index, '62.1 office');
    expect(results.map((result) => result.hash)).toContain('row-officeSpace');
    // Rows of the 62.1 table come before rows that only mention 62.1 in a note.
    const office = results.findIndex((result) => result.hash === 'row-officeSpace');
    const firstElsewhere = results.findIndex(
      (result) => result.topic !== 'ashrae-62-1-outdoor-air-rates',
    );
    expect(firstElsewhere === -1 || office < firstElsewhere).toBe(true);
  });

  it('finds a row by a number as either unit system shows it', () => {
    // 2 in Schedule 40 steel: inside diameter 2.067 in (52.5 mm).
    const byInches = searchReference(index, '2.067');
    expect(byInches).toContainEqual(
      expect.objectContaining({ topic: 'pipe-sizes-steel-schedule-40', hash: 'row-2' }),
    );
    const byMillimetres = searchReference(index, '52.5 schedule 40 steel');
    expect(byMillimetres).toContainEqual(
      expect.objectContaining({ topic: 'pipe-sizes-steel-schedule-40', hash: 'row-2' }),
    );
  });

  it('matches whole numbers only', () => {
    // 450 Btu/h is the total of moderately active office work; 4500 or 0.450 must not match "450".
    const results = searchReference(index, '450 office');
    expect(results[0]).toMatchObject({
      topic: 'people-heat-gains',
      hash: 'row-moderatelyActiveOfficeWork',
    });
    const nothing = searchReference(index, '45067');
    expect(nothing).toEqual([]);
  });

  it('finds formulas and converter quantities', () => {
    expect(searchReference(index, 'Colebrook')[0]).toMatchObject({
      kind: 'formula',
      hash: 'formula-colebrook',
    });
    expect(searchReference(index, 'convert airflow')[0]).toMatchObject({
      kind: 'converter',
      topic: 'converter',
    });
  });

  it('returns nothing for an empty query or a word found nowhere', () => {
    expect(searchReference(index, '   ')).toEqual([]);
    expect(searchReference(index, 'zzqx')).toEqual([]);
  });
});
