import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  AIR_LATENT_FACTOR_W_PER_M3S,
  AIR_SENSIBLE_FACTOR_W_PER_M3S_K,
} from '../heat-load/constants.js';
import { wetBulbFromHumidityRatioC } from '../psychrometrics/wet-bulb.js';
import { SEA_LEVEL_AIR_FACTORS, airFactorsAtElevation } from './air-factors.js';
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

  it('needs 1/0.82431 times the volume at 1,600 m: 12 000 Btu/h at 20 °F Δt is 674.0 cfm (issue 40 §2)', () => {
    // ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11: C_s = 1.08 × ρ/ρ_std, and at 1,600 m
    // ρ/ρ_std = p/101.325 = 83.523/101.325 = 0.82431 (ch. 1, eq. 3): 12 000 / (0.89026 × 20).
    const air = airFactorsAtElevation(1600);
    const cfm = supplyAirflowM3s(12_000 * 0.29307107, 24, 24 - 20 / 1.8, air) / 0.00047194745;
    expect(cfm).toBeCloseTo(12_000 / (1.08 * 0.824312 * 20), 1);
    expect(cfm).toBeCloseTo(674.0, 1);
    expect(supplyAirflowM3s(10_000, 24, 13, air)).toBeCloseTo(0.9136, 4);
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
    expect(coil.roomSensibleW).toBe(zone.months[0]?.sensibleW[h]);
    expect(coil.roomLatentW).toBe(zone.months[0]?.latentW[h]);
    expect(coil.sensibleW).toBeCloseTo(coil.roomSensibleW + coil.outdoorAirSensibleW + 300, 9);
    expect(coil.netLatentW).toBeCloseTo(coil.roomLatentW + coil.outdoorAirLatentW, 9);
    expect(coil.returnAirflowM3s).toBeCloseTo(coil.supplyAirflowM3s - 0.05, 12);
    expect(coil.sensibleHeatRatio).toBeCloseTo(coil.sensibleW / coil.totalW, 12);
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

  it('takes the outdoor air’s heat and the mixed air’s wet bulb at the site’s pressure (issue 40 §2)', () => {
    // 1,600 m: 83.52 kPa, ρ/ρ_std = 0.82431 (ASHRAE Handbook—Fundamentals 2021, ch. 1, eq. 3);
    // 50 L/s of outdoor air carries 0.82431 times the heat it carries at sea level (ch. 18,
    // eqs. 9–11), and the mixed air's wet bulb is that of ch. 1, eq. 35 at 83.52 kPa.
    const zone = combineLoads([west, east]);
    const air = airFactorsAtElevation(1600);
    const system = {
      roomC: 24,
      roomHumidityRatio: 0.0093,
      supplyAirC: 13,
      outdoorAirM3s: 0.05,
      fanHeatW: 300,
    };
    const sea = coilLoad(zone, hours, system);
    const high = coilLoad(zone, hours, { ...system, air });
    const h = high.hour - 1;
    const to = hours.months[0]?.dryBulbC[h] ?? 0;
    expect(high.outdoorAirSensibleW).toBeCloseTo(
      AIR_SENSIBLE_FACTOR_W_PER_M3S_K * 0.824312 * 0.05 * (to - 24),
      1,
    );
    expect(high.outdoorAirLatentW).toBeCloseTo(
      AIR_LATENT_FACTOR_W_PER_M3S * 0.824312 * 0.05 * (0.0157 - 0.0093),
      1,
    );
    expect(high.outdoorAirLatentW / sea.outdoorAirLatentW).toBeCloseTo(air.densityRatio, 12);
    expect(high.supplyAirflowM3s / sea.supplyAirflowM3s).toBeCloseTo(1 / air.densityRatio, 12);
    // The same 50 L/s is a smaller share of the larger supply volume.
    const share = 0.05 / high.supplyAirflowM3s;
    expect(high.mixedAirC).toBeCloseTo(24 + share * (to - 24), 12);
    expect(high.mixedAirHumidityRatio).toBeCloseTo(0.0093 + share * (0.0157 - 0.0093), 12);
    expect(high.mixedAirWetBulbC).toBeCloseTo(
      wetBulbFromHumidityRatioC(high.mixedAirC, high.mixedAirHumidityRatio, air.pressurePa),
      9,
    );
    // For the same dry bulb and humidity ratio, thinner air has a lower wet bulb.
    const seaWetBulb = wetBulbFromHumidityRatioC(
      high.mixedAirC,
      high.mixedAirHumidityRatio,
      101_325,
    );
    expect(high.mixedAirWetBulbC ?? Infinity).toBeLessThan(seaWetBulb - 0.5);
    expect(sea.mixedAirWetBulbC).toBeCloseTo(
      wetBulbFromHumidityRatioC(sea.mixedAirC, sea.mixedAirHumidityRatio, 101_325),
      9,
    );
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

  it('warms 100 L/s over 41 K with 4079.9 W at 1,600 m, 0.82431 times 4949.5 W (issue 40 §2)', () => {
    // ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11, C_s scaled by ρ/ρ_std = 0.82431
    // (83.52 kPa, ch. 1, eq. 3): 1.2072 × 0.82431 × 100 × 41 = 4079.9 W.
    const heating = systemHeating(0, 0.1, 21, -20, airFactorsAtElevation(1600));
    expect(heating.outdoorAirHeatingW).toBeCloseTo(4079.9, 1);
  });
});

describe('altitude (issue 40 §2)', () => {
  /** Relative difference, for figures of any size. */
  const relative = (a: number, b: number): number => Math.abs(a - b) / Math.max(1, Math.abs(b));

  it('gives the same room the same loads in W at sea level and at any elevation, and supply volumes in the ratio of the densities (property)', () => {
    // A load in W is a mass flow times a change of enthalpy (ASHRAE Handbook—Fundamentals 2021,
    // ch. 18, eqs. 9–11): the same room, with the same mass of infiltration and outdoor air, has the
    // same loads at any elevation, and every volume flow is ρ_sea/ρ_site times its sea-level one.
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(1600), fc.double({ min: -400, max: 4500, noNaN: true })),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 8, max: 18, noNaN: true }),
        fc.integer({ min: 0, max: 12 }),
        (elevationM, infiltrationM3s, outdoorShare, supplyC, people) => {
          const site = airFactorsAtElevation(elevationM);
          const volumeRatio = SEA_LEVEL_AIR_FACTORS.densityKgM3 / site.densityKgM3;
          const office = testOffice();
          const room = (scale: number) =>
            testOffice({
              infiltrationM3s: infiltrationM3s * scale,
              internalGains: office.internalGains.map((g) =>
                g.kind === 'people' ? { ...g, sensibleW: 75 * people, latentW: 55 * people } : g,
              ),
            });
          const atSea = roomLoads(room(1), hours, SEA_LEVEL_AIR_FACTORS);
          const atSite = roomLoads(room(volumeRatio), hours, site);
          expect(relative(atSite.peak.sensibleW, atSea.peak.sensibleW)).toBeLessThan(1e-9);
          expect(relative(atSite.peak.latentW, atSea.peak.latentW)).toBeLessThan(1e-9);
          expect(relative(atSite.heatingW, atSea.heatingW)).toBeLessThan(1e-9);
          const seaSupply = supplyAirflowM3s(atSea.peak.sensibleW, 24, supplyC);
          const siteSupply = supplyAirflowM3s(atSite.peak.sensibleW, 24, supplyC, site);
          expect(relative(siteSupply, seaSupply * volumeRatio)).toBeLessThan(1e-9);

          const system = {
            roomC: 24,
            roomHumidityRatio: 0.0093,
            supplyAirC: supplyC,
            fanHeatW: 200,
          };
          const seaCoil = coilLoad(combineLoads([atSea]), hours, {
            ...system,
            outdoorAirM3s: 0,
          });
          const outdoorAirM3s = outdoorShare * seaCoil.supplyAirflowM3s;
          const coilSea = coilLoad(combineLoads([atSea]), hours, { ...system, outdoorAirM3s });
          const coilSite = coilLoad(combineLoads([atSite]), hours, {
            ...system,
            outdoorAirM3s: outdoorAirM3s * volumeRatio,
            air: site,
          });
          expect(relative(coilSite.totalW, coilSea.totalW)).toBeLessThan(1e-9);
          expect(relative(coilSite.sensibleW, coilSea.sensibleW)).toBeLessThan(1e-9);
          expect(
            relative(coilSite.supplyAirflowM3s, coilSea.supplyAirflowM3s * volumeRatio),
          ).toBeLessThan(1e-9);
          expect(coilSite.mixedAirC).toBeCloseTo(coilSea.mixedAirC, 9);
          expect(coilSite.mixedAirHumidityRatio).toBeCloseTo(coilSea.mixedAirHumidityRatio, 12);
          const heatingSea = systemHeating(atSea.heatingW, outdoorAirM3s, 21, -20);
          const heatingSite = systemHeating(
            atSite.heatingW,
            outdoorAirM3s * volumeRatio,
            21,
            -20,
            site,
          );
          expect(relative(heatingSite.heatingW, heatingSea.heatingW)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 60 },
    );
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
