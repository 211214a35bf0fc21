import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AIR_LATENT_FACTOR_W_PER_M3S,
  AIR_SENSIBLE_FACTOR_W_PER_M3S_K,
} from '../heat-load/constants.js';
import { roomLoads } from './room-loads.js';
import { siteDesignHours } from './site-hours.js';
import { CHICAGO_JULY_SITE, testOffice } from './_testing/rooms.js';
import { WATTS_PER_TON } from '../units/factors.js';
import { checkFigures, coilLoad, combineLoads, supplyAirflowM3s } from './zone-system.js';

const hours = siteDesignHours(CHICAGO_JULY_SITE);
const west = roomLoads(testOffice(), hours);
const east = roomLoads(
  testOffice({
    name: 'East office',
    opaqueSurfaces: testOffice().opaqueSurfaces.map((s) =>
      s.tiltDeg === 90 ? { ...s, azimuthDeg: -90 } : s,
    ),
    windows: testOffice().windows.map((w) => ({ ...w, azimuthDeg: -90 })),
  }),
  hours,
);

describe('combineLoads', () => {
  it('doubles a zone when its room is copied twice', () => {
    const one = combineLoads([west]);
    const two = combineLoads([west, west]);
    expect(two.blockPeak.sensibleW).toBeCloseTo(2 * one.blockPeak.sensibleW, 9);
    expect(two.blockPeak.latentW).toBeCloseTo(2 * one.blockPeak.latentW, 9);
    expect([two.blockPeak.month, two.blockPeak.hour]).toEqual([
      one.blockPeak.month,
      one.blockPeak.hour,
    ]);
    expect(two.heatingW).toBeCloseTo(2 * one.heatingW, 9);
    expect(two.floorAreaM2).toBe(40);
  });

  it('keeps the block peak at or below the sum of peaks (east and west peak at different hours)', () => {
    const zone = combineLoads([west, east]);
    expect(east.peak.hour).toBeLessThan(west.peak.hour);
    expect(zone.blockPeak.sensibleW).toBeLessThan(zone.sumOfPeaksSensibleW);
    expect(zone.sumOfPeaksSensibleW).toBeCloseTo(west.peak.sensibleW + east.peak.sensibleW, 9);
  });

  it('scales with a room copied n times (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), (n) => {
        const zone = combineLoads(new Array(n).fill(west));
        expect(zone.blockPeak.sensibleW).toBeCloseTo(n * west.peak.sensibleW, 6);
      }),
      { numRuns: 8 },
    );
  });
});

describe('supplyAirflowM3s', () => {
  it('is q / (Cs·Δt) with the 1.08 Btu/h·cfm·°F factor: 12 000 Btu/h at 20 °F Δt is 555.6 cfm', () => {
    const cfm = supplyAirflowM3s(12_000 * 0.29307107, 24, 24 - 20 / 1.8) / 0.00047194745;
    expect(cfm).toBeCloseTo(12_000 / (1.08 * 20), 3);
    expect(() => supplyAirflowM3s(1000, 24, 24)).toThrow(RangeError);
  });
});

describe('coilLoad', () => {
  it('adds outdoor air and fan heat to the block load at the coil’s peak hour', () => {
    const zone = combineLoads([west, east]);
    const system = {
      roomC: 24,
      roomHumidityRatio: 0.0093,
      supplyAirC: 13,
      outdoorAirM3s: 0.05,
      fanHeatW: 300,
    };
    const coil = coilLoad(zone, hours, system);
    const h = coil.hour - 1;
    const to = hours.months[0]?.dryBulbC[h] ?? 0;
    const oaSensible = AIR_SENSIBLE_FACTOR_W_PER_M3S_K * 0.05 * (to - 24);
    const oaLatent = AIR_LATENT_FACTOR_W_PER_M3S * 0.05 * (0.0157 - 0.0093);
    expect(coil.sensibleW).toBeCloseTo((zone.months[0]?.sensibleW[h] ?? 0) + oaSensible + 300, 9);
    expect(coil.latentW).toBeCloseTo((zone.months[0]?.latentW[h] ?? 0) + oaLatent, 9);
    expect(coil.totalW).toBeCloseTo(coil.sensibleW + coil.latentW, 9);
    expect(coil.supplyAirflowM3s).toBeCloseTo(
      supplyAirflowM3s(zone.blockPeak.sensibleW + 300, 24, 13),
      12,
    );
    expect(coil.mixedAirC).toBeCloseTo(24 + (0.05 / coil.supplyAirflowM3s) * (to - 24), 12);
  });

  it('refuses more outdoor air than supply air', () => {
    const zone = combineLoads([west]);
    expect(() =>
      coilLoad(zone, hours, {
        roomC: 24,
        roomHumidityRatio: 0.0093,
        supplyAirC: 13,
        outdoorAirM3s: 10,
        fanHeatW: 0,
      }),
    ).toThrow(/exceeds the supply airflow/);
  });
});

describe('checkFigures', () => {
  it('gives 300 ft²/ton for one ton over 300 ft², and the matching SI figures', () => {
    const figures = checkFigures(WATTS_PER_TON, 0.1, 300 * 0.09290304);
    expect(figures.ft2PerTon).toBeCloseTo(300, 9);
    expect(figures.coolingBtuhFt2).toBeCloseTo(12_000 / 300, 6);
    expect(figures.coolingWm2).toBeCloseTo(WATTS_PER_TON / (300 * 0.09290304), 9);
    expect(figures.airflowCfmFt2).toBeCloseTo(0.1 / 0.00047194745 / 300, 9);
    expect(figures.m2PerKw).toBeCloseTo((300 * 0.09290304) / (WATTS_PER_TON / 1000), 9);
  });
});
