import { describe, expect, it } from 'vitest';
import { FORMULAS, TABLES, tableEntry } from './library';
import { buildSearchIndex, searchReference } from './search';

const index = buildSearchIndex(TABLES, FORMULAS, 'Imperial');

describe('searching the envelope, lighting and degree-day tables', () => {
  it('lists the new tables from hvac-core', () => {
    for (const id of [
      'typical-u-factors-walls-roofs',
      'glazing-u-factors',
      'lighting-power-densities-space-types',
      'lighting-power-densities',
      'degree-day-station-normals',
      'degree-day-basics',
      'degree-day-monthly-normals',
    ]) {
      expect(tableEntry(id)?.domain.id, id).toBe('envelope-lighting-climate');
    }
  });

  /**
   * Each query with the entry it must find, as the first result (`first`) or anywhere among them,
   * and the source of its numbers.
   */
  const cases: readonly {
    rule: string;
    query: string;
    first: boolean;
    found: { topic?: string; kind?: string; hash: string };
  }[] = [
    // ASHRAE 90.1-2019 Table 5.5-5, climate zone 5: steel-framed wall U-0.055 (0.3123 W/m²·K).
    ...[
      { query: 'steel-framed wall', first: false },
      { query: '0.055 wall', first: true },
      { query: '0.312 wall', first: true },
    ].map((found) => ({
      ...found,
      rule: 'a U-factor by name and by number in either unit system',
      found: { topic: 'typical-u-factors-walls-roofs', hash: 'row-wallSteelFramed' },
    })),
    // ASHRAE 90.1-2007 Table 9.5.1: warehouse 0.8 W/ft² = 8.611 W/m² (SI edition 9).
    // Both lighting tables have a warehouse row: the building type and the space type.
    ...[
      { query: 'lighting warehouse', topic: 'lighting-power-densities', hash: 'row-warehouse' },
      {
        query: 'lighting warehouse',
        topic: 'lighting-power-densities-space-types',
        hash: 'row-warehouseBulky',
      },
      { query: '8.611', topic: 'lighting-power-densities', hash: 'row-warehouse' },
    ].map(({ query, ...found }) => ({
      rule: 'a lighting power density by building type and by its W/m² value',
      query,
      first: false,
      found,
    })),
    // ASHRAE Handbook—Fundamentals 2021 SI, ch. 18, Table 2 (90.1-2013): open-plan office 10.6 W/m²
    // = 0.985 W/ft² (÷ 10.7639).
    ...[
      { query: 'open plan office', first: true, hash: 'row-officeOpenPlan' },
      { query: '0.985 office', first: false, hash: 'row-officeOpenPlan' },
      { query: 'operating room lighting', first: true, hash: 'row-healthCareOperatingRoom' },
    ].map(({ query, first, hash }) => ({
      rule: 'a space-type lighting power density by name and by its W/m² or W/ft² value',
      query,
      first,
      found: { topic: 'lighting-power-densities-space-types', hash },
    })),
    // NOAA 1981–2010 normal of Chicago O'Hare (Illinois State Climatologist): 6339 °F·day heating.
    ...['6339', 'ohare degree-days'].map((query) => ({
      rule: 'degree-day facts',
      query,
      first: true,
      found: { topic: 'degree-day-station-normals', hash: 'row-chicago-ohare' },
    })),
    {
      rule: 'the degree-day formulas',
      query: 'cooling degree-days',
      first: false,
      found: { kind: 'formula', hash: 'formula-cooling-degree-days' },
    },
  ];

  it.each(cases)('finds $rule: "$query"', ({ query, first, found }) => {
    const results = searchReference(index, query);
    if (first) expect(results[0]).toMatchObject(found);
    else expect(results).toContainEqual(expect.objectContaining(found));
  });
});
