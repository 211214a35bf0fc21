import { describe, expect, it, test } from 'vitest';
import { saturationProperties } from '../refrigerant/index.js';
import { PASCALS_PER_PSI } from '../units/index.js';
import { roundRows, roundValues, tableRows } from './build.js';
import { referenceTable, referenceTables } from './registry.js';
import type { ReferenceCell, SystemValues } from './types.js';

function isSystemValues(cell: ReferenceCell | undefined): cell is SystemValues {
  return typeof cell === 'object' && cell !== null;
}

/** A whole multiple of `step`, to the conversion noise of a double. */
function isMultiple(value: number, step: number): boolean {
  return Math.abs(value / step - Math.round(value / step)) < 1e-9;
}

/**
 * Each table stepped over a physical value, the column it steps and its step in each system. A
 * reader in °F sees every 10 °F (not 9 °F, the 5 °C rows converted), one in °C every 5 °C.
 */
const SWEPT_TABLES = [
  ...referenceTables()
    .filter((t) => t.id.startsWith('saturation-'))
    .map((t) => [t.id, 't', 10, 5] as const),
  ['saturated-air-properties', 't', 10, 5],
  ['standard-atmosphere', 'z', 1000, 250],
  ['water-properties', 'temperature', 10, 5],
  ['ethylene-glycol-properties', 'temperature', 20, 10],
  ['propylene-glycol-properties', 'temperature', 20, 10],
  // Converted the other way before: 6 to 60 in every 2 in read 152.4, 203.2 … mm in Metric.
  ['straight-duct-attenuation-round', 'diameter', 2, 50],
] as const;

describe('reference tables in round values of each unit system', () => {
  test.each(SWEPT_TABLES)(
    '%s: the %s column is round in both systems (every %d Imperial, %d Metric)',
    (id, key, imperialStep, metricStep) => {
      const t = referenceTable(id);
      if (!t) throw new Error(`No table ${id}`);
      for (const [system, step] of [
        ['Imperial', imperialStep],
        ['Metric', metricStep],
      ] as const) {
        const rows = tableRows(t, system);
        expect(rows.length, `${id} ${system}`).toBeGreaterThan(5);
        for (const r of rows) {
          const value = r.cells[key];
          if (!isSystemValues(value)) throw new Error(`${id}/${r.id}/${key} is not a measure`);
          expect(isMultiple(value[system], step), `${id} ${system} ${r.id}: ${value[system]}`).toBe(
            true,
          );
        }
      }
    },
  );

  it('lists every table whose first column is a converted measure as stepped per system', () => {
    // A new table stepped over a temperature, altitude … must read in round values too.
    const converted = referenceTables().filter((t) => {
      const first = t.columns[0];
      return first?.kind === 'measure' && first.quantity !== undefined;
    });
    expect(converted.map((t) => t.id).sort()).toEqual(
      SWEPT_TABLES.map(([id]) => id)
        .filter((id) => !id.includes('glycol') && !id.startsWith('straight-duct'))
        .sort(),
    );
    for (const t of converted) expect(t.rowsBySystem, t.id).toBeDefined();
  });

  it('computes each Imperial row from the engine at that temperature, not from a Metric row', () => {
    const t = referenceTable('saturation-r410a');
    if (!t) throw new Error('No R-410A table');
    const row = tableRows(t, 'Imperial').find((r) => r.id === 't-50f');
    const state = saturationProperties('R410A', (50 - 32) / 1.8);
    const bubble = row?.cells.bubble;
    if (!isSystemValues(bubble)) throw new Error('No bubble pressure at 50 °F');
    expect(bubble.Imperial).toBeCloseTo(state.bubblePressurePa / PASCALS_PER_PSI, 10);
    expect(tableRows(t, 'Metric').some((r) => r.id === 't-10')).toBe(true);
    expect(tableRows(t, 'Imperial').map((r) => r.id)).not.toContain('t-10');
  });
});

describe('roundValues', () => {
  test.each([
    // range in SI, steps, system, expected values
    [{ minSi: -50, maxSi: 70 }, 'Imperial', [-50, 150, 21]],
    [{ minSi: -50, maxSi: 70 }, 'Metric', [-50, 70, 25]],
    [{ minSi: 1, maxSi: 150 }, 'Metric', [5, 150, 30]],
    [{ minSi: 1, maxSi: 150 }, 'Imperial', [40, 300, 27]],
  ] as const)('temperature %j in %s: first, last and count', (range, system, expected) => {
    const values = roundValues('temperature', range, { Imperial: 10, Metric: 5 }, system);
    expect([values[0], values.at(-1), values.length]).toEqual(expected);
  });

  it('keeps an end that is itself round despite the conversion (10,000 ft = 3,048 m)', () => {
    const feet = roundValues(
      'length',
      { minSi: 0, maxSi: 3048 },
      { Imperial: 1000, Metric: 250 },
      'Imperial',
    );
    expect(feet.at(-1)).toBe(10_000);
  });

  it('hands the row builder an SI value inside the range and an exact cell in its own system', () => {
    const rows = roundRows(
      'temperature',
      { minSi: 0, maxSi: 100 },
      { Imperial: 10, Metric: 5 },
      ({ valueSi, cell, key }) => ({ id: key, cells: { t: cell, si: valueSi } }),
    );
    const first = rows.Imperial[0];
    expect(first?.id).toBe('40f');
    expect(first?.cells.si).toBeCloseTo((40 - 32) / 1.8, 12);
    expect(first?.cells.t).toEqual({ Imperial: 40, Metric: first?.cells.si });
    expect(rows.Metric.at(-1)?.cells.t).toEqual({ Imperial: 212, Metric: 100 });
  });
});
