import { describe, expect, it } from 'vitest';
import {
  DEGREE_DAY_BASE_C,
  DEGREE_DAY_NORMALS_SOURCE,
  REFERENCE_STATION_DEGREE_DAY_NORMALS,
} from '../../energy/degree-days.js';
import { CHAMPAIGN_URBANA_NORMALS_F } from '../../energy/default-input.js';
import { ENERGY_LIMITS_SI } from '../../energy/schema.js';
import {
  ASHRAE_90_1_2007_BUILDING_AREA_LPD,
  ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD,
  ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS,
  BUILDING_AREA_LPD_SOURCE,
  CENTER_OF_GLASS_U_FACTORS,
  OPAQUE_U_FACTOR_SOURCE,
  SPACE_BY_SPACE_LPD_SOURCE,
} from '../../envelope/index.js';
import { referenceFormulas, referenceTable } from '../registry.js';
import type { ReferenceCell, ReferenceTable, SystemValues } from '../types.js';

function table(id: string): ReferenceTable {
  const found = referenceTable(id);
  if (!found) throw new Error(`No table ${id}`);
  return found;
}

function cell(tableId: string, rowId: string, key: string): ReferenceCell {
  const found = table(tableId).rows.find((candidate) => candidate.id === rowId);
  if (!found) throw new Error(`No row ${rowId} in ${tableId}`);
  return found.cells[key] ?? null;
}

function measure(tableId: string, rowId: string, key: string): SystemValues {
  const value = cell(tableId, rowId, key);
  if (typeof value !== 'object' || value === null)
    throw new Error(`${rowId}.${key} is not a measure`);
  return value;
}

describe('envelope, lighting and degree-day tables are generated from hvac-core data (a drift fails here)', () => {
  it('opaque U-factors are ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS, Metric × 5.678263', () => {
    const t = table('typical-u-factors-walls-roofs');
    expect(t.title).toBe(
      'U-factors of walls, roofs, floors and doors (90.1-2019 limits, climate zone 5)',
    );
    expect(t.source).toBe(OPAQUE_U_FACTOR_SOURCE);
    expect(t.rows.map((r) => r.id)).toEqual(ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS.map((a) => a.id));
    for (const assembly of ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS) {
      const nonres = measure(t.id, assembly.id, 'nonresidential');
      expect(nonres.Imperial).toBeCloseTo(assembly.nonresidentialBtu, 12);
      expect(nonres.Metric).toBeCloseTo(assembly.nonresidentialBtu * 5.678263, 5);
      expect(measure(t.id, assembly.id, 'semiheated').Imperial).toBeCloseTo(
        assembly.semiheatedBtu,
        12,
      );
    }
    // ASHRAE 90.1-2019 Table 5.5-5 (CZ 5): steel-framed wall U-0.055 = 0.3123 W/m²·K.
    expect(measure(t.id, 'wallSteelFramed', 'nonresidential').Metric).toBeCloseTo(0.3123, 4);
  });

  it('glazing U-factors are CENTER_OF_GLASS_U_FACTORS, Imperial ÷ 5.678263', () => {
    for (const glazing of CENTER_OF_GLASS_U_FACTORS) {
      expect(measure('glazing-u-factors', glazing.id, 'u').Metric).toBe(glazing.centerOfGlassWm2K);
    }
    // Fundamentals 2009 ch. 15 table 4: single glazing 5.91 W/m²·K = 1.04 Btu/h·ft²·°F.
    expect(measure('glazing-u-factors', 'single', 'u').Imperial).toBeCloseTo(1.0408, 4);
  });

  it('space-type lighting power densities are ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD, Imperial ÷ 10.7639', () => {
    const t = table('lighting-power-densities-space-types');
    expect(t.source).toBe(SPACE_BY_SPACE_LPD_SOURCE);
    expect(t.source).toContain('ASHRAE Handbook—Fundamentals (2021, SI), ch. 18, Table 2');
    expect(t.description).toMatch(/load calculation/);
    expect(t.notes?.join(' ')).toMatch(/selection/);
    expect(t.rows.map((r) => r.id)).toEqual(ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD.map((s) => s.id));
    for (const space of ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD) {
      const lpd = measure(t.id, space.id, 'lpd');
      expect(lpd.Metric).toBe(space.lpdWPerM2);
      expect(lpd.Imperial * 10.76391).toBeCloseTo(space.lpdWPerM2, 4);
    }
    // Handbook—Fundamentals 2021 SI ch. 18 Table 2: open-plan office 10.6 W/m² = 0.9848 W/ft²;
    // enclosed office 12.0 W/m²; health care patient room (building-specific) 6.7 W/m².
    expect(measure(t.id, 'officeOpenPlan', 'lpd')).toMatchObject({ Metric: 10.6 });
    expect(measure(t.id, 'officeOpenPlan', 'lpd').Imperial).toBeCloseTo(0.9848, 4);
    expect(measure(t.id, 'officeEnclosed', 'lpd').Metric).toBe(12);
    expect(cell(t.id, 'healthCarePatientRoom', 'kind')).toBe('Building-specific');
    expect(cell(t.id, 'officeOpenPlan', 'kind')).toBe('Common');
  });

  it('lighting power densities are ASHRAE_90_1_2007_BUILDING_AREA_LPD', () => {
    const t = table('lighting-power-densities');
    expect(t.title).toBe('Lighting power densities by building type (90.1-2004/2007)');
    expect(t.source).toBe(BUILDING_AREA_LPD_SOURCE);
    expect(t.rows).toHaveLength(ASHRAE_90_1_2007_BUILDING_AREA_LPD.length);
    for (const type of ASHRAE_90_1_2007_BUILDING_AREA_LPD) {
      expect(measure(t.id, type.id, 'lpd').Imperial).toBe(type.lpdWPerFt2);
      expect(cell(t.id, type.id, 'siEdition')).toBe(type.siEditionWPerM2);
    }
    // 90.1-2007 Table 9.5.1: office 1.0 W/ft² = 10.76 W/m² (SI edition 11).
    expect(measure(t.id, 'office', 'lpd').Metric).toBeCloseTo(10.7639, 4);
  });

  it('monthly normals are the energy engine’s CHAMPAIGN_URBANA_NORMALS_F', () => {
    const t = table('degree-day-monthly-normals');
    expect(t.rows).toHaveLength(13);
    CHAMPAIGN_URBANA_NORMALS_F.heating.forEach((value, index) => {
      const r = t.rows[index];
      expect(r && measure(t.id, r.id, 'heating').Imperial).toBe(value);
      expect(r && measure(t.id, r.id, 'cooling').Imperial).toBe(
        CHAMPAIGN_URBANA_NORMALS_F.cooling[index],
      );
    });
    // 5878 °F·day heating and 1016 cooling in the year (NOAA 1981–2010 normals, Urbana).
    expect(measure(t.id, 'year', 'heating').Imperial).toBe(5878);
    expect(measure(t.id, 'year', 'heating').Metric).toBeCloseTo(5878 / 1.8, 9);
    expect(measure(t.id, 'year', 'cooling').Imperial).toBe(1016);
  });

  it('station normals are REFERENCE_STATION_DEGREE_DAY_NORMALS, Metric ÷ 1.8', () => {
    const t = table('degree-day-station-normals');
    expect(t.source).toBe(DEGREE_DAY_NORMALS_SOURCE);
    expect(t.rows.map((r) => r.id)).toEqual(REFERENCE_STATION_DEGREE_DAY_NORMALS.map((n) => n.id));
    for (const normal of REFERENCE_STATION_DEGREE_DAY_NORMALS) {
      expect(measure(t.id, normal.id, 'heating').Imperial).toBe(normal.heatingF);
      expect(measure(t.id, normal.id, 'cooling').Imperial).toBe(normal.coolingF);
      expect(cell(t.id, normal.id, 'source')).toBe(normal.source);
    }
    // NOAA 1981–2010 normals, Chicago O'Hare (Illinois State Climatologist): 6339 HDD = 3521.7 K·day,
    // 842 CDD.
    expect(measure(t.id, 'chicago-ohare', 'heating').Imperial).toBe(6339);
    expect(measure(t.id, 'chicago-ohare', 'heating').Metric).toBeCloseTo(6339 / 1.8, 9);
    expect(measure(t.id, 'chicago-ohare', 'cooling').Imperial).toBe(842);
    expect(t.source).not.toMatch(/wgntv/i);
  });

  it('degree-day basics come from the energy engine', () => {
    const t = 'degree-day-basics';
    expect(measure(t, 'base-temperature', 'value')).toMatchObject({
      Imperial: 65,
      Metric: DEGREE_DAY_BASE_C,
    });
    expect(table(t).source).not.toMatch(/wgntv/i);
    expect(measure(t, 'annual-limit', 'value').Metric).toBeCloseTo(
      ENERGY_LIMITS_SI.degreeDays.max,
      9,
    );
    expect(measure(t, 'annual-limit', 'value').Imperial).toBeCloseTo(20_000, 9);
    expect(measure(t, 'correction-min', 'value').Imperial).toBe(ENERGY_LIMITS_SI.correction.min);
    expect(measure(t, 'correction-max', 'value').Metric).toBe(ENERGY_LIMITS_SI.correction.max);
  });

  it('adds the degree-day and lighting formulas once', () => {
    const ids = referenceFormulas().map((f) => f.id);
    for (const id of ['heating-degree-days', 'cooling-degree-days', 'lighting-power-allowance']) {
      expect(ids.filter((candidate) => candidate === id)).toHaveLength(1);
    }
  });
});
