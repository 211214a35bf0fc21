import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, test } from 'vitest';
import {
  ABSORPTION_MATERIALS,
  FAN_NOISE_SPECTRUM_DB,
  NECK_VELOCITY_LIMITS_M_S,
  NC_CURVES,
  straightDuctAttenuationPerLength,
} from '../acoustics/index.js';
import {
  DUCT_FITTINGS,
  DUCT_MATERIALS,
  MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT,
  VELOCITY_LIMITS,
} from '../duct/index.js';
import { galvanizedSheet, smacnaMinimumGauge } from '../boq/index.js';
import { MOTOR_LOAD_DESIGN_BAND_PERCENT } from '../fan/index.js';
import { fluidProperties } from '../fluids/index.js';
import { HIGH_U_VALUE_W_M2K } from '../heat-load/constants.js';
import { ACTIVITY_LEVELS, WINDOW_ORIENTATIONS } from '../heat-load/index.js';
import { PIPE_MATERIALS, fittingResistance, pipeMaterial } from '../pipe/index.js';
import { saturationProperties } from '../refrigerant/index.js';
import { convertValue, fromSi, type Quantity } from '../units/index.js';
import { OCCUPANCY_CATEGORIES } from '../ventilation/index.js';
import {
  REFERENCE_DOMAINS,
  referenceFormulas,
  referenceTable,
  referenceTables,
} from './registry.js';
import type { ReferenceCell, ReferenceRow, ReferenceTable, SystemValues } from './types.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function isSystemValues(cell: ReferenceCell): cell is SystemValues {
  return typeof cell === 'object' && cell !== null;
}

function table(id: string): ReferenceTable {
  const found = referenceTable(id);
  if (!found) throw new Error(`No table ${id}`);
  return found;
}

/** Every row of a table, in both unit systems where it has rows per system. */
function allRows(t: ReferenceTable): readonly ReferenceRow[] {
  return t.rowsBySystem ? [...t.rowsBySystem.Imperial, ...t.rowsBySystem.Metric] : t.rows;
}

function cell(tableId: string, rowId: string, key: string): ReferenceCell {
  const found = allRows(table(tableId)).find((candidate) => candidate.id === rowId);
  if (!found) throw new Error(`No row ${rowId} in ${tableId}`);
  return found.cells[key] ?? null;
}

function metric(tableId: string, rowId: string, key: string): number {
  const value = cell(tableId, rowId, key);
  if (!isSystemValues(value)) throw new Error(`${tableId}/${rowId}/${key} is not a measure`);
  return value.Metric;
}

function imperial(tableId: string, rowId: string, key: string): number {
  const value = cell(tableId, rowId, key);
  if (!isSystemValues(value)) throw new Error(`${tableId}/${rowId}/${key} is not a measure`);
  return value.Imperial;
}

/** The `@see` entries of the doc comment right above `export function|const name` in a source file. */
function seeReferences(file: string, exportName: string): string[] {
  const text = readFileSync(`${SRC}${file}`, 'utf8');
  const match = new RegExp(
    `/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export (?:async )?(?:function|const) ${exportName}\\b`,
  ).exec(text);
  if (!match?.[1]) return [];
  const body = match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  return [...body.matchAll(/@see ([\s\S]*?)(?=\n@|\s*$)/g)].map((see) =>
    (see[1] ?? '').replace(/\s+/g, ' ').trim(),
  );
}

describe('the reference library', () => {
  const tables = referenceTables();

  it('has unique table, formula and domain ids in kebab case', () => {
    const ids = [
      ...tables.map((t) => t.id),
      ...referenceFormulas().map((f) => `formula:${f.id}`),
      ...REFERENCE_DOMAINS.map((d) => `domain:${d.id}`),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of tables.map((t) => t.id)) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9_]+)*$/);
  });

  test.each(tables.map((t) => [t.id, t] as const))(
    '%s: rows match the columns and every number is finite',
    (_id, t) => {
      expect(t.rows.length).toBeGreaterThan(0);
      expect(t.source.length).toBeGreaterThan(10);
      if (t.rowsBySystem) expect(t.rows).toBe(t.rowsBySystem.Metric);
      const rowIds = allRows(t).map((r) => r.id);
      expect(new Set(rowIds).size).toBe(rowIds.length);
      for (const r of allRows(t)) {
        expect(Object.keys(r.cells).sort()).toEqual(t.columns.map((c) => c.key).sort());
        for (const column of t.columns) {
          const value = r.cells[column.key] ?? null;
          if (value === null) continue;
          if (column.kind === 'text') expect(typeof value, `${r.id}.${column.key}`).toBe('string');
          if (column.kind === 'number')
            expect(Number.isFinite(value), `${r.id}.${column.key}`).toBe(true);
          if (column.kind === 'measure') {
            expect(isSystemValues(value), `${r.id}.${column.key}`).toBe(true);
            if (isSystemValues(value)) {
              expect(
                Number.isFinite(value.Imperial) && Number.isFinite(value.Metric),
                `${r.id}.${column.key}`,
              ).toBe(true);
            }
          }
        }
      }
    },
  );

  it('gives Imperial and Metric cells of product quantities the same physical value', () => {
    let checked = 0;
    for (const t of tables) {
      for (const column of t.columns) {
        if (column.kind !== 'measure' || column.quantity === undefined) continue;
        const quantity: Quantity = column.quantity;
        for (const r of allRows(t)) {
          const value = r.cells[column.key] ?? null;
          if (!isSystemValues(value)) continue;
          expect(
            convertValue(value.Imperial, quantity, 'Imperial', 'Metric'),
            `${t.id}/${r.id}/${column.key}`,
          ).toBeCloseTo(value.Metric, 6);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('tables are generated from the engine data (a drift fails here)', () => {
  it('people heat gains are ACTIVITY_LEVELS', () => {
    const t = table('people-heat-gains');
    expect(t.rows.map((r) => r.id)).toEqual(ACTIVITY_LEVELS.map((level) => level.id));
    for (const level of ACTIVITY_LEVELS) {
      expect(imperial(t.id, level.id, 'sensible')).toBe(level.sensibleBtuPerHour);
      expect(metric(t.id, level.id, 'latent')).toBe(level.latentW);
      expect(cell(t.id, level.id, 'siSensible')).toBe(level.siEditionSensibleW);
    }
    expect(imperial(t.id, 'moderatelyActiveOfficeWork', 'total')).toBe(450);
  });

  it('window solar factors are WINDOW_ORIENTATIONS', () => {
    for (const orientation of WINDOW_ORIENTATIONS) {
      expect(imperial('window-solar-heat-gain-factors', orientation.id, 'shgf')).toBe(
        orientation.peakSolarHeatGainFactorBtuPerHourFt2,
      );
    }
  });

  it('U-value warning thresholds are the heat-load checks', () => {
    for (const surface of ['wall', 'window', 'roof'] as const) {
      expect(metric('u-value-warning-thresholds', surface, 'max')).toBe(
        HIGH_U_VALUE_W_M2K[surface],
      );
    }
    expect(imperial('u-value-warning-thresholds', 'window', 'max')).toBeCloseTo(1.3, 12);
  });

  it('ASHRAE 62.1 rates are OCCUPANCY_CATEGORIES, Metric exactly converted', () => {
    const id = 'ashrae-62-1-outdoor-air-rates';
    expect(table(id).rows).toHaveLength(OCCUPANCY_CATEGORIES.length);
    for (const category of OCCUPANCY_CATEGORIES) {
      expect(imperial(id, category.id, 'rp')).toBe(category.peopleRateCfmPerPerson);
      expect(imperial(id, category.id, 'ra')).toBe(category.areaRateCfmPerFt2);
      expect(metric(id, category.id, 'rp')).toBeCloseTo(
        convertValue(category.peopleRateCfmPerPerson, 'airflow', 'Imperial', 'Metric'),
        9,
      );
    }
    expect(cell(id, 'officeSpace', 'category')).toBe('Office space');
    expect(imperial(id, 'officeSpace', 'ra')).toBe(0.06);
  });

  it('duct roughness, velocities and fittings are the duct engine’s', () => {
    for (const [id, material] of Object.entries(DUCT_MATERIALS)) {
      expect(metric('duct-material-roughness', id, 'roughness')).toBeCloseTo(
        material.roughnessM * 1000,
        12,
      );
    }
    expect(imperial('duct-velocity-limits', 'main', 'maxRound')).toBeCloseTo(3000, 9);
    expect(metric('duct-velocity-limits', 'main', 'maxRectangular')).toBe(
      VELOCITY_LIMITS.main.maxRectangularMS,
    );
    expect(cell('duct-velocity-limits', 'exhaust', 'maxRound')).toBeNull();
    for (const fitting of DUCT_FITTINGS) {
      expect(cell('duct-fitting-coefficients', fitting.id, 'c')).toBe(fitting.lossCoefficient);
    }
  });

  it('the Manual D design area is the duct engine’s band', () => {
    const id = 'manual-d-friction-rate-design-area';
    expect(imperial(id, 'min', 'rate')).toBeCloseTo(
      MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT.min,
      12,
    );
    expect(imperial(id, 'max', 'rate')).toBeCloseTo(0.18, 12);
    // 0.18 in. wg/100 ft = 0.18 × 249.089 Pa / 30.48 m = 1.471 Pa/m.
    expect(metric(id, 'max', 'rate')).toBeCloseTo(1.471, 3);
  });

  it('galvanized gauges and the IMC minimum thicknesses are the BoQ engine’s', () => {
    expect(imperial('galvanized-sheet-gauges', 'ga-26', 'weight')).toBe(
      galvanizedSheet(26).poundsPerFt2,
    );
    // SMACNA appendix A: 26 gauge galvanized 0.0217 in, 0.906 lb/ft².
    expect(imperial('galvanized-sheet-gauges', 'ga-26', 'weight')).toBe(0.906);
    expect(imperial('galvanized-sheet-gauges', 'ga-26', 'thickness')).toBe(0.0217);
    expect(metric('galvanized-sheet-gauges', 'ga-26', 'weight')).toBeCloseTo(
      galvanizedSheet(26).kilogramsPerM2,
      12,
    );
    // up.codes IMC Table 603.4: round 15–17 in at 1 in. wg, 0.019 in galvanized.
    expect(imperial('imc-residential-duct-minimum-thickness', 'round-17', 'galvanizedOne')).toBe(
      0.019,
    );
  });

  it('the SMACNA minimum gauges and the sheet densities are the BoQ engine’s', () => {
    // SMACNA low-pressure schedule: rectangular duct 13–30 in longest side, 24 ga.
    expect(cell('smacna-minimum-duct-gauge', 'rectangular-30', 'gauge')).toBe(24);
    expect(imperial('smacna-minimum-duct-gauge', 'rectangular-30', 'from')).toBe(12);
    expect(metric('smacna-minimum-duct-gauge', 'rectangular-30', 'upTo')).toBeCloseTo(762, 9);
    expect(smacnaMinimumGauge('rectangular', 30 * 0.0254, 2)).toBe(24);
    // Round spiral-seam up to 14 in: 28 ga; the first row has no lower size.
    expect(cell('smacna-minimum-duct-gauge', 'round-14', 'gauge')).toBe(28);
    expect(cell('smacna-minimum-duct-gauge', 'round-14', 'from')).toBeNull();
    // 304 stainless 7930 kg/m³ = 0.2865 lb/in³ × 1728 = 495.1 lb/ft³ (304stainlesssteel.org: 0.286 lb/in³).
    expect(metric('duct-sheet-densities', 'stainlessSteel', 'density')).toBe(7930);
    expect(imperial('duct-sheet-densities', 'stainlessSteel', 'density')).toBeCloseTo(495.05, 2);
    expect(metric('duct-sheet-densities', 'aluminium', 'density')).toBe(2700);
  });

  it('pipe sizes are the pipe engine’s size tables', () => {
    for (const id of PIPE_MATERIALS) {
      const material = pipeMaterial(id);
      const t = tables().find((candidate) => candidate.title === `Pipe sizes: ${material.label}`);
      expect(t, id).toBeDefined();
      expect(t?.rows.map((r) => r.cells.nominal)).toEqual(
        material.sizes.map((size) => size.nominalSize),
      );
      material.sizes.forEach((size, index) => {
        const insideDiameter = t?.rows[index]?.cells.id;
        expect(isSystemValues(insideDiameter ?? null) && insideDiameter).toMatchObject({
          Imperial: expect.closeTo(size.insideDiameterIn, 12) as number,
        });
      });
    }
    expect(imperial('pipe-sizes-steel-schedule-40', '2', 'id')).toBeCloseTo(2.067, 12);
  });

  it('pipe fitting K values are what fittingResistance applies', () => {
    for (const size of [0.5, 1, 2, 4, 8, 12]) {
      const k = fittingResistance(
        { type: 'elbow90Standard' },
        { nominalInches: size, insideDiameterM: 0.05, frictionFactor: 0.02 },
      ).kEach;
      expect(cell('pipe-fitting-k-values', 'elbow90Standard', `k${size}`)).toBeCloseTo(k, 12);
    }
    expect(cell('pipe-fitting-k-values', 'elbow90Standard', 'k2')).toBeCloseTo(0.57, 12);
    expect(cell('pipe-fitting-k-values', 'pipeExit', 'k2')).toBe(1);
  });

  it('water and refrigerant properties are the engine’s tables', () => {
    expect(metric('water-properties', 't-20', 'density')).toBe(
      fluidProperties({ fluid: 'water', temperatureC: 20 }).densityKgM3,
    );
    expect(imperial('water-properties', 't-20', 'temperature')).toBeCloseTo(68, 12);
    expect(metric('water-properties', 't-70f', 'density')).toBe(
      fluidProperties({ fluid: 'water', temperatureC: (70 - 32) / 1.8 }).densityKgM3,
    );
    const r134a = saturationProperties('R134a', 0);
    expect(metric('saturation-r134a', 't-0', 'bubble')).toBeCloseTo(
      r134a.bubblePressurePa / 1000,
      12,
    );
  });

  it('absorption coefficients are ABSORPTION_MATERIALS', () => {
    const t = table('sound-absorption-coefficients');
    expect(t.rows.map((r) => r.id)).toEqual(ABSORPTION_MATERIALS.map((m) => m.id));
    for (const material of ABSORPTION_MATERIALS) {
      expect(cell(t.id, material.id, 'hz125')).toBe(material.coefficients[0]);
      expect(cell(t.id, material.id, 'hz4000')).toBe(material.coefficients[5]);
    }
    // sengpielaudio.com/calculator-RT60Coeff.htm: carpet on concrete 0.37 at 1 kHz.
    expect(cell(t.id, 'carpetOnConcrete', 'hz1000')).toBe(0.37);
  });

  it('straight duct attenuation is straightDuctAttenuationPerLength’s, in dB/ft and dB/m', () => {
    const square = straightDuctAttenuationPerLength({
      shape: 'rectangular',
      widthM: 0.3048,
      heightM: 0.3048,
      lining: 'lined1in',
    });
    const id = 'straight-duct-attenuation-rectangular';
    expect(metric(id, 'lined1in-pa-4', 'hz1000')).toBeCloseTo(square.dbPerMetre[4] ?? NaN, 9);
    // Siemens Application Guide 125-1929 (2009), P/A 4.00 row: 4.70 dB/ft at 1 kHz.
    expect(imperial(id, 'lined1in-pa-4', 'hz1000')).toBeCloseTo(4.7, 2);
    expect(imperial(id, 'lined1in-pa-4', 'hz1000')).toBeCloseTo(
      metric(id, 'lined1in-pa-4', 'hz1000') * 0.3048,
      12,
    );
    // Siemens table 21, 2 in lined round duct, 12 in: 0.42 dB/ft at 63 Hz.
    expect(imperial('straight-duct-attenuation-round', 'lined2in-d-12in', 'hz63')).toBeCloseTo(
      0.42,
      2,
    );
    expect(metric('straight-duct-attenuation-round', 'unlined-d-10in', 'hz63')).toBe(0.1);
  });

  it('fan noise corrections and neck velocities are the acoustics engine’s', () => {
    expect(cell('fan-noise-spectrum-corrections', 'forwardCurved', 'hz63')).toBe(
      FAN_NOISE_SPECTRUM_DB.forwardCurved[0],
    );
    // Strutt help: forward-curved centrifugal −31 dB at 4 kHz; propeller +2 dB at 250 Hz.
    expect(cell('fan-noise-spectrum-corrections', 'forwardCurved', 'hz4000')).toBe(-31);
    expect(cell('fan-noise-spectrum-corrections', 'propeller', 'hz250')).toBe(2);
    expect(metric('air-terminal-neck-velocity-limits', 'rc-30', 'supply')).toBe(
      NECK_VELOCITY_LIMITS_M_S.supply[30],
    );
    // ASHRAE HVAC Applications (2019) ch. 49 Table 9: RC 40 supply 2.8 m/s, return 3.4 m/s.
    expect(metric('air-terminal-neck-velocity-limits', 'rc-40', 'return')).toBe(3.4);
    // Long (2014) Table 14.8 (Fry 1988): 4 dB at 63 Hz, 13 dB at 1 kHz, 28 dB at 8 kHz.
    expect(cell('silencer-self-noise-corrections', 'correction', 'hz63')).toBe(4);
    expect(cell('silencer-self-noise-corrections', 'correction', 'hz1000')).toBe(13);
    expect(cell('silencer-self-noise-corrections', 'correction', 'hz8000')).toBe(28);
  });

  it('NC curves are NC_CURVES', () => {
    for (const [nc, levels] of Object.entries(NC_CURVES)) {
      expect(cell('nc-curves', `nc-${nc}`, 'hz63')).toBe(levels[0]);
      expect(cell('nc-curves', `nc-${nc}`, 'hz8000')).toBe(levels[7]);
    }
  });

  it('fan-law exponents are fanLaws’, and the motor-load band is the fan engine’s', () => {
    // ASHRAE HVAC Systems and Equipment (2020) ch. 21 and AMCA 201: Q ∝ N·D³, p ∝ ρ·N²·D², P ∝ ρ·N³·D⁵.
    for (const [variable, flow, pressure, power] of [
      ['speed', 1, 2, 3],
      ['diameter', 3, 2, 5],
      ['density', 0, 1, 1],
    ] as const) {
      expect(cell('fan-law-exponents', variable, 'flow')).toBeCloseTo(flow, 12);
      expect(cell('fan-law-exponents', variable, 'pressure')).toBeCloseTo(pressure, 12);
      expect(cell('fan-law-exponents', variable, 'power')).toBeCloseTo(power, 12);
    }
    expect(cell('motor-load-design-band', 'min', 'load')).toBe(MOTOR_LOAD_DESIGN_BAND_PERCENT.min);
    expect(cell('motor-load-design-band', 'max', 'load')).toBe(100);
  });

  it('unit factors are convertValue’s', () => {
    expect(cell('unit-conversions', 'airflow', 'factor')).toBeCloseTo(
      convertValue(1, 'airflow', 'Imperial', 'Metric'),
      12,
    );
    expect(cell('unit-conversions', 'temperatureDifference', 'factor')).toBeCloseTo(
      fromSi(1, 'temperatureDifference', 'Metric') / 1.8,
      12,
    );
  });
});

describe('formulas', () => {
  const formulas = referenceFormulas();

  it('cover every domain that has equations', () => {
    expect(formulas.length).toBeGreaterThan(30);
  });

  test.each(formulas.map((f) => [f.id, f] as const))(
    '%s: the reference is the engine doc comment’s @see',
    (_id, formula) => {
      const sees = seeReferences(formula.implementation.file, formula.implementation.exportName);
      expect(
        sees.length,
        `${formula.implementation.file} ${formula.implementation.exportName}`,
      ).toBeGreaterThan(0);
      expect(sees).toContain(formula.reference);
      expect(formula.symbols.length).toBeGreaterThan(0);
      expect(formula.usedBy.length).toBeGreaterThan(0);
    },
  );
});

function tables(): readonly ReferenceTable[] {
  return referenceTables();
}
