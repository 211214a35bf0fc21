import { describe, expect, it, test } from 'vitest';
import {
  AIR_DISTRIBUTION_CONFIGURATIONS,
  airDistributionConfiguration,
} from './air-distribution.js';
import type { AirDistributionConfigurationId } from './air-distribution.js';
import { AIR_CHANGE_GUIDANCE } from './air-change-guidance.js';
import {
  OCCUPANCY_CATEGORIES,
  OCCUPANCY_CATEGORY_IDS,
  occupancyCategory,
} from './occupancy-categories.js';
import type { OccupancyCategoryId } from './occupancy-categories.js';

describe('OCCUPANCY_CATEGORIES', () => {
  /**
   * ASHRAE 62.1-2016 Table 6.2.2.1 prints a "combined outdoor air rate" per person at the default
   * density: Rp + Ra × 1000 / density (cfm/person, whole) and Rp + Ra × 100 / density (L/s·person, to
   * 0.1). Recomputing it from the transcribed Rp, Ra and density catches transcription slips. The
   * table's SI column for Kitchen (cooking) reads 7.0 although its own SI Rp, Ra and density give
   * 3.8 + 0.6 × 100 / 20 = 6.8; that row's SI check is left out (null).
   */
  test.each<[OccupancyCategoryId, number, number | null]>([
    ['correctionalCell', 10, 4.9],
    ['correctionalDayroom', 7, 3.5],
    ['daycare', 17, 8.6],
    ['classroomAges5To8', 15, 7.4],
    ['classroomAge9Plus', 13, 6.7],
    ['lectureClassroom', 8, 4.3],
    ['lectureHall', 8, 4.0],
    ['artClassroom', 19, 9.5],
    ['scienceLaboratory', 17, 8.6],
    ['computerLab', 15, 7.4],
    ['mediaCenter', 15, 7.4],
    ['musicTheaterDance', 12, 5.9],
    ['multiuseAssembly', 8, 4.1],
    ['restaurantDining', 10, 5.1],
    ['cafeteriaFastFoodDining', 9, 4.7],
    ['barsCocktailLounges', 9, 4.7],
    ['kitchenCooking', 14, null],
    ['officeSpace', 17, 8.5],
  ])("%s matches the table's combined rate (%d cfm/person, %s L/s·person)", (id, cfm, ls) => {
    const category = occupancyCategory(id);
    const density = category.defaultOccupantDensityPer1000Ft2 ?? Number.NaN;
    const combinedCfm =
      category.peopleRateCfmPerPerson + (category.areaRateCfmPerFt2 * 1000) / density;
    const combinedLs =
      category.siEditionPeopleRateLsPerPerson + (category.siEditionAreaRateLsPerM2 * 100) / density;
    expect(Math.round(combinedCfm)).toBe(cfm);
    if (ls !== null) expect(Math.round(combinedLs * 10) / 10).toBeCloseTo(ls, 10);
  });

  it('lists every identifier once, in order', () => {
    expect(OCCUPANCY_CATEGORIES.map((category) => category.id)).toEqual([
      ...OCCUPANCY_CATEGORY_IDS,
    ]);
  });

  it('converts the I-P rates exactly (5 cfm = 2.3597 L/s, 0.06 cfm/ft² = 0.3048 L/s·m²)', () => {
    const office = occupancyCategory('officeSpace');
    expect(office.peopleRateM3sPerPerson * 1000).toBeCloseTo(2.359737216, 9);
    expect(office.areaRateM3sPerM2 * 1000).toBeCloseTo(0.3048, 12);
  });

  it('keeps the SI edition within its rounding of the I-P rates (≤ 8 %: 7.5 cfm = 3.54, printed 3.8 L/s)', () => {
    for (const category of OCCUPANCY_CATEGORIES) {
      const rpLs = category.peopleRateM3sPerPerson * 1000;
      const raLs = category.areaRateM3sPerM2 * 1000;
      expect(Math.abs(category.siEditionPeopleRateLsPerPerson - rpLs)).toBeLessThanOrEqual(
        0.08 * rpLs + 1e-12,
      );
      expect(Math.abs(category.siEditionAreaRateLsPerM2 - raLs)).toBeLessThanOrEqual(
        0.08 * raLs + 1e-12,
      );
    }
  });

  it('throws for an unknown identifier', () => {
    expect(() => occupancyCategory('nope' as OccupancyCategoryId)).toThrow(RangeError);
  });
});

describe('AIR_DISTRIBUTION_CONFIGURATIONS', () => {
  // ASHRAE 62.1 zone air distribution effectiveness table (Table 6.2.2.2 in the 2016 edition).
  test.each<[AirDistributionConfigurationId, number]>([
    ['ceilingSupplyCool', 1.0],
    ['ceilingSupplyWarmFloorReturn', 1.0],
    ['ceilingSupplyWarm15FAboveCeilingReturn', 0.8],
    ['ceilingSupplyWarmBelow15FLowVelocityCeilingReturn', 0.8],
    ['ceilingSupplyWarmBelow15FJetReachesCeilingReturn', 1.0],
    ['floorSupplyCoolDisplacementOrLowThrowUfad', 1.2],
    ['floorSupplyCoolHighThrowCeilingReturn', 1.0],
    ['floorSupplyWarmFloorReturn', 1.0],
    ['floorSupplyWarmCeilingReturn', 0.7],
    ['makeupOppositeExhaust', 0.8],
    ['makeupNearExhaust', 0.5],
  ])('%s has Ez = %d', (id, ez) => {
    expect(airDistributionConfiguration(id).effectiveness).toBe(ez);
  });

  it('has a positive Ez on every row', () => {
    for (const row of AIR_DISTRIBUTION_CONFIGURATIONS) expect(row.effectiveness).toBeGreaterThan(0);
  });
});

describe('AIR_CHANGE_GUIDANCE', () => {
  it('gives ordered, positive ranges with a source', () => {
    for (const row of AIR_CHANGE_GUIDANCE) {
      expect(row.minAch).toBeGreaterThan(0);
      expect(row.maxAch).toBeGreaterThanOrEqual(row.minAch);
      expect(row.source.length).toBeGreaterThan(10);
    }
  });
});
