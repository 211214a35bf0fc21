import { describe, expect, it } from 'vitest';
import {
  ASHRAE_90_1_2007_BUILDING_AREA_LPD,
  ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD,
  ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS,
  CENTER_OF_GLASS_U_FACTORS,
  lightingPowerAllowanceW,
  lpdWPerFt2FromWPerM2,
  lpdWPerM2FromWPerFt2,
  uFactorSiFromInchPound,
} from './index.js';

function byId<T extends { id: string }>(rows: readonly T[], id: string): T {
  const found = rows.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No row ${id}`);
  return found;
}

describe('ASHRAE 90.1-2019 climate zone 5 opaque U-factors', () => {
  // Spot values of Table 5.5-5 as read from NREL openstudio-standards,
  // ashrae_90_1_2019.construction_properties.json, "ClimateZone 5".
  it.each([
    ['roofInsulationAboveDeck', 0.032, 0.032, 0.063],
    ['roofMetalBuilding', 0.037, 0.037, 0.082],
    ['roofAtticAndOther', 0.021, 0.021, 0.034],
    ['wallMass', 0.09, 0.08, 0.151],
    ['wallSteelFramed', 0.055, 0.055, 0.084],
    ['wallWoodFramed', 0.051, 0.051, 0.089],
    ['floorMass', 0.057, 0.051, 0.107],
    ['doorNonswinging', 0.31, 0.31, 0.36],
  ] as const)('%s: %f / %f / %f Btu/h·ft²·°F', (id, nonres, res, semi) => {
    const row = byId(ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS, id);
    expect(row.nonresidentialBtu).toBe(nonres);
    expect(row.residentialBtu).toBe(res);
    expect(row.semiheatedBtu).toBe(semi);
  });

  it('are plausible: above 0, below the heat-load warning limits, semiheated never stricter', () => {
    for (const row of ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS) {
      expect(row.nonresidentialBtu).toBeGreaterThan(0);
      expect(row.semiheatedBtu).toBeGreaterThanOrEqual(row.nonresidentialBtu);
      expect(row.semiheatedBtu).toBeLessThan(0.5);
    }
    expect(new Set(ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS.map((row) => row.id)).size).toBe(
      ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS.length,
    );
  });

  it('converts to W/m²·K with 5.678263', () => {
    // U-0.032 (insulation above deck) = 0.1817 W/m²·K.
    expect(uFactorSiFromInchPound(0.032)).toBeCloseTo(0.1817, 4);
    expect(uFactorSiFromInchPound(1)).toBeCloseTo(5.678263, 6);
  });
});

describe('center-of-glass U-factors', () => {
  // ASHRAE Handbook—Fundamentals (2009, SI), ch. 15, table 4, center-of-glass column (via
  // BEMEval/bemeval-res): single glazing 5.91, double 12 mm air 2.73, triple low-e argon 0.80 W/m²·K.
  it('match the source rows', () => {
    expect(byId(CENTER_OF_GLASS_U_FACTORS, 'single').centerOfGlassWm2K).toBe(5.91);
    expect(byId(CENTER_OF_GLASS_U_FACTORS, 'double12Air').centerOfGlassWm2K).toBe(2.73);
    expect(byId(CENTER_OF_GLASS_U_FACTORS, 'double12ArgonLowE10').centerOfGlassWm2K).toBe(1.53);
    expect(byId(CENTER_OF_GLASS_U_FACTORS, 'triple12ArgonLowE10').centerOfGlassWm2K).toBe(0.8);
  });

  it('fall as panes, gas and coatings are added', () => {
    const u = (id: string) => byId(CENTER_OF_GLASS_U_FACTORS, id).centerOfGlassWm2K;
    expect(u('single')).toBeGreaterThan(u('double6Air'));
    expect(u('double6Air')).toBeGreaterThan(u('double12Air'));
    expect(u('double12Air')).toBeGreaterThan(u('double12Argon'));
    expect(u('double12Argon')).toBeGreaterThan(u('double12ArgonLowE10'));
    expect(u('double12ArgonLowE10')).toBeGreaterThan(u('double12ArgonLowE05'));
    expect(u('double12ArgonLowE05')).toBeGreaterThan(u('triple12ArgonLowE10'));
  });
});

describe('ASHRAE 90.1-2004/2007 Building Area Method LPDs', () => {
  it('has the 32 building area types of Table 9.5.1', () => {
    expect(ASHRAE_90_1_2007_BUILDING_AREA_LPD).toHaveLength(32);
  });

  // Office 1.0, retail 1.5, warehouse 0.8, parking garage 0.3 W/ft² (NEMA listing of 90.1-2004,
  // lightingtaxdeduction.org app1; Acuity Brands 90.1-2007 §9.5).
  it.each([
    ['office', 1.0],
    ['retail', 1.5],
    ['warehouse', 0.8],
    ['parkingGarage', 0.3],
    ['performingArtsTheater', 1.6],
  ] as const)('%s: %f W/ft²', (id, lpd) => {
    expect(byId(ASHRAE_90_1_2007_BUILDING_AREA_LPD, id).lpdWPerFt2).toBe(lpd);
  });

  it('the SI edition prints every I-P value converted and rounded to whole W/m²', () => {
    // 90.1-2007 SI Table 9.5.1: office 11, retail 16, warehouse 9 W/m².
    for (const row of ASHRAE_90_1_2007_BUILDING_AREA_LPD) {
      expect(Math.round(lpdWPerM2FromWPerFt2(row.lpdWPerFt2)), row.id).toBe(row.siEditionWPerM2);
    }
    expect(lpdWPerM2FromWPerFt2(1)).toBeCloseTo(10.7639, 4);
  });

  it('the allowance is LPD × area', () => {
    // 1.0 W/ft² over 10 000 ft² (929.0304 m²) = 10 000 W.
    expect(lightingPowerAllowanceW(lpdWPerM2FromWPerFt2(1), 929.0304)).toBeCloseTo(10_000, 6);
    expect(lightingPowerAllowanceW(0, 100)).toBe(0);
    expect(() => lightingPowerAllowanceW(-1, 100)).toThrow(/lpdWPerM2/);
    expect(() => lightingPowerAllowanceW(10, Number.NaN)).toThrow(/floorAreaM2/);
  });
});

describe('ASHRAE 90.1-2013 Space-by-Space Method LPDs (Handbook—Fundamentals 2021 SI, ch. 18, Table 2)', () => {
  // ASHRAE Handbook—Fundamentals (2021, SI), ch. 18, Table 2 "Lighting Power Densities Using
  // Space-by-Space Method" (source: ASHRAE Standard 90.1-2013), W/m².
  it.each([
    ['officeEnclosed', 12.0],
    ['officeOpenPlan', 10.6],
    ['conferenceRoom', 13.3],
    ['classroomAllOther', 13.4],
    ['computerRoom', 18.4],
    ['corridorAllOther', 7.1],
    ['electricalMechanicalRoom', 4.6],
    ['lobbyAllOther', 9.7],
    ['restroomAllOther', 10.6],
    ['storageRoomAllOther', 6.8],
    ['parkingAreaInterior', 2.1],
    ['workshop', 17.2],
    ['healthCareOperatingRoom', 26.8],
    ['libraryStacks', 18.4],
    ['warehouseBulky', 6.2],
  ] as const)('%s: %f W/m²', (id, lpd) => {
    expect(byId(ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD, id).lpdWPerM2).toBe(lpd);
  });

  it('has unique ids and plausible densities', () => {
    const ids = ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD.map((space) => space.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const space of ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD) {
      expect(space.lpdWPerM2, space.id).toBeGreaterThan(1);
      expect(space.lpdWPerM2, space.id).toBeLessThan(30);
    }
  });

  it('converts to W/ft² by ÷ 10.7639: open plan office 10.6 W/m² = 0.9848 W/ft²', () => {
    // 1 W/ft² = 1/0.3048² = 10.7639 W/m²; 10.6 ÷ 10.7639 = 0.9848.
    expect(lpdWPerFt2FromWPerM2(10.6)).toBeCloseTo(0.9848, 4);
    expect(lpdWPerM2FromWPerFt2(lpdWPerFt2FromWPerM2(12))).toBeCloseTo(12, 12);
  });
});
