import { describe, expect, it } from 'vitest';
import { FORMULAS, TABLES, tableEntry } from './library';
import { buildSearchIndex, searchReference } from './search';

const index = buildSearchIndex(TABLES, FORMULAS);

describe('searching the envelope, lighting and degree-day tables', () => {
  it('lists the new tables from hvac-core', () => {
    for (const id of [
      'typical-u-factors-walls-roofs',
      'glazing-u-factors',
      'lighting-power-densities',
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
    expect(searchReference(index, 'lighting warehouse')[0]).toMatchObject({
      topic: 'lighting-power-densities',
      hash: 'row-warehouse',
    });
    expect(searchReference(index, '8.611')).toContainEqual(
      expect.objectContaining({ topic: 'lighting-power-densities', hash: 'row-warehouse' }),
    );
  });

  it('finds degree-day facts and the degree-day formulas', () => {
    // Chicago 1991–2020 normal: 5974 °F·day heating.
    expect(searchReference(index, '5974')[0]).toMatchObject({
      topic: 'degree-day-basics',
      hash: 'row-chicago-heating',
    });
    expect(searchReference(index, 'cooling degree-days')).toContainEqual(
      expect.objectContaining({ kind: 'formula', hash: 'formula-cooling-degree-days' }),
    );
  });
});
