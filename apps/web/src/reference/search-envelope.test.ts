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

  it('finds a U-factor by name and by number in either unit system', () => {
    // ASHRAE 90.1-2019 Table 5.5-5, climate zone 5: steel-framed wall U-0.055 (0.3123 W/m²·K).
    expect(searchReference(index, 'steel-framed wall')).toContainEqual(
      expect.objectContaining({
        topic: 'typical-u-factors-walls-roofs',
        hash: 'row-wallSteelFramed',
      }),
    );
    expect(searchReference(index, '0.055 wall')[0]).toMatchObject({
      topic: 'typical-u-factors-walls-roofs',
      hash: 'row-wallSteelFramed',
    });
    expect(searchReference(index, '0.312 wall')[0]).toMatchObject({
      topic: 'typical-u-factors-walls-roofs',
      hash: 'row-wallSteelFramed',
    });
  });

  it('finds a lighting power density by building type and by its W/m² value', () => {
    // ASHRAE 90.1-2007 Table 9.5.1: warehouse 0.8 W/ft² = 8.611 W/m² (SI edition 9).
    // Both lighting tables have a warehouse row: the building type and the space type.
    const warehouse = searchReference(index, 'lighting warehouse');
    expect(warehouse).toContainEqual(
      expect.objectContaining({ topic: 'lighting-power-densities', hash: 'row-warehouse' }),
    );
    expect(warehouse).toContainEqual(
      expect.objectContaining({
        topic: 'lighting-power-densities-space-types',
        hash: 'row-warehouseBulky',
      }),
    );
    expect(searchReference(index, '8.611')).toContainEqual(
      expect.objectContaining({ topic: 'lighting-power-densities', hash: 'row-warehouse' }),
    );
  });

  it('finds a space-type lighting power density by name and by its W/m² or W/ft² value', () => {
    // ASHRAE Handbook—Fundamentals 2021 SI, ch. 18, Table 2 (90.1-2013): open-plan office 10.6 W/m²
    // = 0.985 W/ft² (÷ 10.7639).
    expect(searchReference(index, 'open plan office')[0]).toMatchObject({
      topic: 'lighting-power-densities-space-types',
      hash: 'row-officeOpenPlan',
    });
    expect(searchReference(index, '0.985 office')).toContainEqual(
      expect.objectContaining({
        topic: 'lighting-power-densities-space-types',
        hash: 'row-officeOpenPlan',
      }),
    );
    expect(searchReference(index, 'operating room lighting')[0]).toMatchObject({
      topic: 'lighting-power-densities-space-types',
      hash: 'row-healthCareOperatingRoom',
    });
  });

  it('finds degree-day facts and the degree-day formulas', () => {
    // NOAA 1981–2010 normal of Chicago O'Hare (Illinois State Climatologist): 6339 °F·day heating.
    expect(searchReference(index, '6339')[0]).toMatchObject({
      topic: 'degree-day-station-normals',
      hash: 'row-chicago-ohare',
    });
    expect(searchReference(index, 'ohare degree-days')[0]).toMatchObject({
      topic: 'degree-day-station-normals',
      hash: 'row-chicago-ohare',
    });
    expect(searchReference(index, 'cooling degree-days')).toContainEqual(
      expect.objectContaining({ kind: 'formula', hash: 'formula-cooling-degree-days' }),
    );
  });
});
