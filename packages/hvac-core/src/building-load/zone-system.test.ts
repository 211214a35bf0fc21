import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  AIR_LATENT_FACTOR_W_PER_M3S,
  AIR_SENSIBLE_FACTOR_W_PER_M3S_K,
} from '../heat-load/constants.js';
import { roomLoads } from './room-loads.js';
import { siteDesignHours } from './site-hours.js';
import { CHICAGO_JULY_SITE, testOffice } from './_testing/rooms.js';
import { WATTS_PER_TON } from '../units/factors.js';
import { toSi } from '../units/index.js';
import {
  checkFigures,
  coilLoad,
  combineLoads,
  supplyAirflowM3s,
  systemHeating,
} from './zone-system.js';

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

  it('gives no negative latent when the outdoor air is drier than the room (issue 40)', () => {
    // Outdoor air at W = 0.004 against a room at 0.0093: 0.1 m³/s of it takes up
    // 3005.6 × 0.1 × 0.0053 = 1593 W of moisture, more than the offices give off. A cooling coil
    // does not add moisture (ASHRAE Handbook—Fundamentals 2021, ch. 1, "Moist-Air Cooling and
    // Dehumidification"): its latent is 0 and its total its sensible load.
    const dry = siteDesignHours({
      ...CHICAGO_JULY_SITE,
      months: CHICAGO_JULY_SITE.months.map((m) => ({ ...m, humidityRatio: 0.004 })),
    });
    const zone = combineLoads([west, east]);
    const coil = coilLoad(zone, dry, {
      roomC: 24,
      roomHumidityRatio: 0.0093,
      supplyAirC: 13,
      outdoorAirM3s: 0.1,
      fanHeatW: 0,
    });
    const h = coil.hour - 1;
    const oaLatent = AIR_LATENT_FACTOR_W_PER_M3S * 0.1 * (0.004 - 0.0093);
    expect(coil.outdoorAirLatentW).toBeCloseTo(oaLatent, 9);
    expect(coil.netLatentW).toBeCloseTo((zone.months[0]?.latentW[h] ?? 0) + oaLatent, 9);
    expect(coil.netLatentW).toBeLessThan(0);
    expect(coil.latentW).toBe(0);
    expect(coil.totalW).toBe(coil.sensibleW);
    // The peak is still the hour of the highest sensible + latent the coil has.
    const sensible = (zone.months[0]?.sensibleW ?? []).map(
      (q, i) =>
        q + AIR_SENSIBLE_FACTOR_W_PER_M3S_K * 0.1 * ((dry.months[0]?.dryBulbC[i] ?? 0) - 24),
    );
    expect(coil.sensibleW).toBeCloseTo(Math.max(...sensible), 9);
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

describe('systemHeating', () => {
  // q = Σ q_room + C_s·V_oa·max(0, t_i − t_o,h), C_s = 1.08 Btu/h·cfm·°F (ASHRAE Handbook—
  // Fundamentals 2021, ch. 18, "Infiltration and Ventilation Heat Gain", q_s = 1.08 Q Δt).
  test.each([
    // 100 cfm × 1.08 × (70 − (−4)) °F = 7992 Btu/h = 2342.22 W
    { airflowCfm: 100, indoorF: 70, outdoorF: -4, outdoorAirBtuh: 7992 },
    // 40 cfm × 1.08 × (72 − 10) °F = 2678.4 Btu/h
    { airflowCfm: 40, indoorF: 72, outdoorF: 10, outdoorAirBtuh: 2678.4 },
    // Outdoor air no colder than the room: nothing to warm.
    { airflowCfm: 100, indoorF: 70, outdoorF: 80, outdoorAirBtuh: 0 },
  ])(
    '$airflowCfm cfm from $outdoorF °F to $indoorF °F adds $outdoorAirBtuh Btu/h',
    ({ airflowCfm, indoorF, outdoorF, outdoorAirBtuh }) => {
      const roomsW = 1500;
      const heating = systemHeating(
        roomsW,
        toSi(airflowCfm, 'airflow', 'Imperial'),
        toSi(indoorF, 'temperature', 'Imperial'),
        toSi(outdoorF, 'temperature', 'Imperial'),
      );
      expect(heating.outdoorAirHeatingW / 0.29307107017222).toBeCloseTo(outdoorAirBtuh, 6);
      expect(heating.heatingW).toBeCloseTo(roomsW + heating.outdoorAirHeatingW, 9);
    },
  );

  it('gives 20 L/s × 1.2072 × 41 K = 989.9 W in SI, the same factor as the coil’s outdoor air', () => {
    expect(systemHeating(0, 0.02, 21, -20).outdoorAirHeatingW).toBeCloseTo(
      AIR_SENSIBLE_FACTOR_W_PER_M3S_K * 0.02 * 41,
      12,
    );
    expect(systemHeating(0, 0.02, 21, -20).outdoorAirHeatingW).toBeCloseTo(989.9, 1);
    expect(() => systemHeating(0, -1, 21, -20)).toThrow(RangeError);
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
