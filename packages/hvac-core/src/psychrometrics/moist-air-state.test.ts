import { describe, expect, it, test } from 'vitest';
import { PsychrometricRangeError } from './errors.js';
import { moistAirState } from './moist-air-state.js';
import type { MoistAirState } from './moist-air-state.js';
import { MoistAirStateInputSchema } from './state-input.js';
import type { MoistAirStateInput } from './state-input.js';

const NUMERIC_KEYS = [
  'dryBulb',
  'wetBulb',
  'dewPoint',
  'relativeHumidity',
  'relativeHumidityPercent',
  'humidityRatio',
  'humidityRatioDisplay',
  'enthalpy',
  'specificVolume',
  'density',
  'vaporPressure',
  'degreeOfSaturation',
  'pressure',
] as const;

function expectAllFinite(state: MoistAirState): void {
  for (const key of NUMERIC_KEYS) expect(Number.isFinite(state[key]), key).toBe(true);
  for (const [key, value] of Object.entries(state.si))
    expect(Number.isFinite(value), `si.${key}`).toBe(true);
}

describe('moistAirState: the handbook worked examples', () => {
  // ASHRAE F 2017 ch. 1 example 1 (SI): 40 °C db, 20 °C wb, 101.325 kPa. Published answers:
  // W = 6.5 g/kg, h = 56.7 kJ/kg, td ≈ 7 °C, φ = 14 %, v = 0.896 m³/kg. The handbook reads its
  // inputs from tables 2–3 (IAPWS, with enhancement factor), hence the tolerances.
  const si = moistAirState({ unitSystem: 'Metric', by: 'wetBulb', dryBulb: 40, wetBulb: 20 });
  // ASHRAE F 2017 I-P ch. 1 example 1: 100 °F db, 65 °F wb, 14.696 psia. Published: W = 0.00523 lb/lb,
  // h = 29.80 Btu/lb, v = 14.22 ft³/lb, td = 40 °F, φ = 13 %.
  const ip = moistAirState({ unitSystem: 'Imperial', by: 'wetBulb', dryBulb: 100, wetBulb: 65 });
  const SI = 'ASHRAE F 2017 ch. 1 example 1';
  const IP = 'ASHRAE F 2017 I-P ch. 1 example 1';
  test.each([
    ['SI', 'humidityRatioDisplay', 6.5, 0.15, SI],
    ['SI', 'enthalpy', 56.7, 0.1, SI],
    ['SI', 'dewPoint', 7, 0.5, SI],
    ['SI', 'relativeHumidityPercent', 14, 0.5, SI],
    ['SI', 'specificVolume', 0.896, 0.001, SI],
    ['I-P', 'humidityRatio', 0.00523, 0.0001, IP],
    ['I-P', 'enthalpy', 29.8, 0.1, IP],
    ['I-P', 'specificVolume', 14.22, 0.01, IP],
    ['I-P', 'dewPoint', 40, 0.5, IP],
    ['I-P', 'relativeHumidityPercent', 13, 0.5, IP],
  ] as const)('%s example 1: %s is %d ± %d (%s)', (system, key, published, tolerance, _source) => {
    expect(Math.abs((system === 'SI' ? si : ip)[key] - published)).toBeLessThan(tolerance);
  });

  it('reports grains per pound in Imperial and grams per kilogram in Metric', () => {
    expect(ip.humidityRatioDisplay).toBeCloseTo(ip.humidityRatio * 7000, 10);
    expect(ip.units.humidityRatioDisplay).toBe('gr/lb');
    expect(si.humidityRatioDisplay).toBeCloseTo(si.humidityRatio * 1000, 10);
    expect(si.units.humidityRatioDisplay).toBe('g/kg');
  });

  test.each([
    // [°C, Ws, hs kJ/kg, relative tolerance]: ASHRAE F 2017 ch. 1 table 2 (with the enhancement
    // factor eq. 21 leaves out, so agreement is 0.5–3 %, as PsychroLib's own tests find).
    [-20, 0.0006373, -18.542, 0.01],
    [5, 0.005425, 18.639, 0.01],
    [25, 0.020173, 76.504, 0.01],
    [50, 0.086863, 275.353, 0.01],
  ])(
    'saturated air at %d °C has Ws = %d and hs = %d kJ/kg (ASHRAE F 2017 ch. 1 table 2)',
    (t, ws, hs, relative) => {
      const state = moistAirState({
        unitSystem: 'Metric',
        by: 'relativeHumidity',
        dryBulb: t,
        relativeHumidity: 100,
      });
      expect(Math.abs(state.humidityRatio / ws - 1)).toBeLessThan(relative);
      expect(Math.abs(state.enthalpy / hs - 1)).toBeLessThan(relative);
      expect(state.wetBulb).toBeCloseTo(t, 9);
      expect(state.dewPoint).toBeCloseTo(t, 9);
      expect(state.degreeOfSaturation).toBeCloseTo(1, 12);
    },
  );

  it('uses the standard pressure of the altitude (ASHRAE F 2017 ch. 1 table 1: 84.556 kPa at 1500 m, 12.228 psia at 5000 ft)', () => {
    const metric = moistAirState({
      unitSystem: 'Metric',
      altitude: 1500,
      by: 'relativeHumidity',
      dryBulb: 20,
      relativeHumidity: 50,
    });
    expect(metric.pressure).toBeCloseTo(84.556, 2);
    const imperial = moistAirState({
      unitSystem: 'Imperial',
      altitude: 5000,
      by: 'relativeHumidity',
      dryBulb: 68,
      relativeHumidity: 50,
    });
    expect(imperial.pressure).toBeCloseTo(12.228, 2);
    expect(
      moistAirState({ unitSystem: 'Metric', by: 'humidityRatio', dryBulb: 20, humidityRatio: 0.01 })
        .pressure,
    ).toBe(101.325);
  });
});

describe('moistAirState: round trips between the ways of fixing a state', () => {
  const conditions = [
    {
      unitSystem: 'Metric',
      pressure: 101.325,
      temperatures: [-60, -40, -10, -0.5, 0, 0.005, 5, 24, 45, 60, 100],
    },
    { unitSystem: 'Metric', pressure: 60, temperatures: [-30, 20, 85, 95] },
    {
      unitSystem: 'Imperial',
      pressure: 14.696,
      temperatures: [-76, -20, 31.9, 32, 32.01, 75, 140, 212],
    },
    { unitSystem: 'Imperial', pressure: 15.9, temperatures: [-10, 50, 120] },
  ] as const;
  const humidities = [0, 0.5, 3, 25, 50, 75, 99, 100];

  it('RH → wet bulb, dew point, enthalpy, humidity ratio → back gives the same state', () => {
    let checked = 0;
    for (const { unitSystem, pressure, temperatures } of conditions) {
      for (const dryBulb of temperatures) {
        for (const relativeHumidity of humidities) {
          const base = { unitSystem, pressure } as const;
          let start: MoistAirState;
          try {
            start = moistAirState({ ...base, by: 'relativeHumidity', dryBulb, relativeHumidity });
          } catch (error) {
            // At or above the boiling point there is no moist-air state (issue 16), and near it high
            // humidities are impossible: the error must say which.
            expect(error).toBeInstanceOf(PsychrometricRangeError);
            expect(String(error)).toMatch(/vapour pressure cannot reach|below the boiling point/);
            continue;
          }
          expectAllFinite(start);
          const again: MoistAirStateInput[] = [
            { ...base, by: 'wetBulb', dryBulb, wetBulb: start.wetBulb },
            { ...base, by: 'humidityRatio', dryBulb, humidityRatio: start.humidityRatio },
            { ...base, by: 'enthalpy', dryBulb, enthalpy: start.enthalpy },
            {
              ...base,
              by: 'enthalpyAndHumidityRatio',
              enthalpy: start.enthalpy,
              humidityRatio: start.humidityRatio,
            },
          ];
          if (relativeHumidity > 0) {
            again.push({ ...base, by: 'dewPoint', dryBulb, dewPoint: start.dewPoint });
            again.push({
              ...base,
              by: 'dewPointAndRelativeHumidity',
              dewPoint: start.dewPoint,
              relativeHumidity,
            });
          }
          for (const input of again) {
            const state = moistAirState(input);
            expect(state.dryBulb, `${input.by} ${dryBulb} ${relativeHumidity}`).toBeCloseTo(
              dryBulb,
              7,
            );
            expect(
              state.relativeHumidityPercent,
              `${input.by} ${dryBulb} ${relativeHumidity}`,
            ).toBeCloseTo(relativeHumidity, 7);
            expect(Math.abs(state.humidityRatio - start.humidityRatio)).toBeLessThanOrEqual(
              1e-8 * start.humidityRatio + 1e-15,
            );
            expect(state.wetBulb).toBeCloseTo(start.wetBulb, 7);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('orders the temperatures: dew point ≤ wet bulb ≤ dry bulb', () => {
    for (const relativeHumidity of [1, 20, 60, 100]) {
      for (const dryBulb of [-40, -2, 0.5, 15, 38]) {
        const s = moistAirState({
          unitSystem: 'Metric',
          by: 'relativeHumidity',
          dryBulb,
          relativeHumidity,
        });
        expect(s.dewPoint).toBeLessThanOrEqual(s.wetBulb + 1e-9);
        expect(s.wetBulb).toBeLessThanOrEqual(s.dryBulb);
      }
    }
  });

  it('handles perfectly dry air (W = 0): RH 0, a wet bulb below the dry bulb, the PsychroLib dew-point floor', () => {
    const s = moistAirState({
      unitSystem: 'Metric',
      by: 'humidityRatio',
      dryBulb: 30,
      humidityRatio: 0,
    });
    expectAllFinite(s);
    expect(s.relativeHumidity).toBe(0);
    expect(s.wetBulb).toBeLessThan(11);
    expect(s.dewPoint).toBeLessThan(-80);
  });

  // Issue 16: above the boiling point the saturation humidity ratio is unbounded, so any humidity
  // ratio (1, 1e6) was accepted and the chart's humidity axis had no end.
  test.each([
    ['Metric', 60, 95, 0.2],
    ['Metric', 101.325, 100, 1],
    ['Imperial', 14.696, 212, 1],
    ['Imperial', 14.696, 212, 1e6],
    ['Imperial', 10.11, 200, 1],
  ] as const)(
    'refuses air at or above the boiling point (%s, %d, %d°, W = %d) naming the dry bulb',
    (unitSystem, pressure, dryBulb, humidityRatio) => {
      const attempt = (): unknown =>
        moistAirState({ unitSystem, pressure, by: 'humidityRatio', dryBulb, humidityRatio });
      expect(attempt).toThrow(PsychrometricRangeError);
      expect(attempt).toThrow(/Dry bulb must be below the boiling point of water/);
      try {
        attempt();
      } catch (error) {
        expect((error as PsychrometricRangeError).field).toBe('dryBulb');
      }
    },
  );
});

describe('moistAirState: Imperial and Metric describe the same air', () => {
  // The I-P edition rounds its coefficients apart from the SI one (0.240 vs 0.24028 Btu/lb·°F,
  // 53.350 vs 287.042 gas constants, eq. 33/35 constants), so the two agree to about 0.1 %, not to
  // the last digit. These tolerances catch a wrong datum or unit (errors of 1–10 % or more).
  test.each([
    [-30, 60, 80],
    [0, 90, 101.325],
    [24, 50, 101.325],
    [35, 40, 95],
    [50, 10, 110],
  ])('%d °C, %d %% RH, %d kPa', (c, rh, kpa) => {
    const metric = moistAirState({
      unitSystem: 'Metric',
      pressure: kpa,
      by: 'relativeHumidity',
      dryBulb: c,
      relativeHumidity: rh,
    });
    const imperial = moistAirState({
      unitSystem: 'Imperial',
      pressure: (kpa * 1000) / 6894.757293,
      by: 'relativeHumidity',
      dryBulb: c * 1.8 + 32,
      relativeHumidity: rh,
    });
    expect(Math.abs(imperial.si.humidityRatio / metric.si.humidityRatio - 1)).toBeLessThan(5e-6);
    expect(Math.abs(imperial.si.wetBulbC - metric.si.wetBulbC)).toBeLessThan(0.02);
    expect(Math.abs(imperial.si.dewPointC - metric.si.dewPointC)).toBeLessThan(1e-4);
    expect(Math.abs(imperial.si.enthalpyJKg - metric.si.enthalpyJKg)).toBeLessThan(100);
    expect(
      Math.abs(imperial.si.specificVolumeM3Kg / metric.si.specificVolumeM3Kg - 1),
    ).toBeLessThan(1e-4);
    expect(Math.abs(imperial.si.densityKgM3 / metric.si.densityKgM3 - 1)).toBeLessThan(1e-4);
    expect(Math.abs(imperial.si.pressurePa / metric.si.pressurePa - 1)).toBeLessThan(1e-9);
  });

  it('gives the Metric si values as the displayed values in base units', () => {
    const s = moistAirState({
      unitSystem: 'Metric',
      by: 'relativeHumidity',
      dryBulb: 24,
      relativeHumidity: 50,
    });
    expect(s.si.enthalpyJKg).toBeCloseTo(s.enthalpy * 1000, 9);
    expect(s.si.pressurePa).toBeCloseTo(s.pressure * 1000, 9);
    expect(s.si.vaporPressurePa).toBeCloseTo(s.vaporPressure * 1000, 9);
    expect(s.si.dryBulbC).toBe(24);
  });
});

describe('moistAirState: impossible inputs give messages, never NaN', () => {
  test.each([
    [
      { unitSystem: 'Imperial', by: 'wetBulb', dryBulb: 70, wetBulb: 75 },
      'wetBulb',
      /Wet bulb must not be above the dry bulb \(70 °F\)/,
    ],
    [
      { unitSystem: 'Imperial', by: 'wetBulb', dryBulb: 70, wetBulb: 20 },
      'wetBulb',
      /Wet bulb must be between 43\.49 °F \(perfectly dry air\) and the dry bulb 70 °F/,
    ],
    [
      { unitSystem: 'Metric', by: 'relativeHumidity', dryBulb: 20, relativeHumidity: 120 },
      'relativeHumidity',
      /between 0% and 100%, got 120%/,
    ],
    [
      { unitSystem: 'Metric', by: 'relativeHumidity', dryBulb: 20, relativeHumidity: -1 },
      'relativeHumidity',
      /between 0% and 100%/,
    ],
    [
      { unitSystem: 'Metric', by: 'dewPoint', dryBulb: 20, dewPoint: 25 },
      'dewPoint',
      /Dew point must be between -100 °C and the dry bulb 20 °C/,
    ],
    [
      { unitSystem: 'Metric', by: 'humidityRatio', dryBulb: 20, humidityRatio: 0.02 },
      'humidityRatio',
      /between 0 and 0\.0147 kg\/kg \(saturation at 20 °C/,
    ],
    [
      { unitSystem: 'Metric', by: 'humidityRatio', dryBulb: 20, humidityRatio: -0.001 },
      'humidityRatio',
      /Humidity ratio must be between 0/,
    ],
    [
      { unitSystem: 'Imperial', by: 'enthalpy', dryBulb: 70, enthalpy: 100 },
      'enthalpy',
      /between 16\.8 Btu\/lb \(dry air\) and 34\.02 Btu\/lb \(saturated\)/,
    ],
    [
      { unitSystem: 'Imperial', by: 'enthalpyAndHumidityRatio', enthalpy: 20, humidityRatio: 0.02 },
      'enthalpy',
      /at least 40\.35 Btu\/lb .* supersaturated \(fog\)/,
    ],
    [
      { unitSystem: 'Metric', by: 'enthalpyAndHumidityRatio', enthalpy: 500, humidityRatio: 0.001 },
      'enthalpy',
      /gives a dry bulb of .* outside -60 °C to 100 °C/,
    ],
    [
      {
        unitSystem: 'Metric',
        by: 'dewPointAndRelativeHumidity',
        dewPoint: 20,
        relativeHumidity: 0,
      },
      'relativeHumidity',
      /greater than 0 %/,
    ],
    [
      {
        unitSystem: 'Metric',
        by: 'dewPointAndRelativeHumidity',
        dewPoint: 60,
        relativeHumidity: 5,
      },
      'relativeHumidity',
      /needs a dry bulb outside -60 °C to 100 °C/,
    ],
    [
      { unitSystem: 'Metric', by: 'dewPoint', dryBulb: 20, dewPoint: 15, pressure: 50 },
      'pressure',
      /between 60 kPa and 110 kPa, got 50 kPa/,
    ],
    [
      { unitSystem: 'Imperial', by: 'dewPoint', dryBulb: 20, dewPoint: 15, pressure: 16 },
      'pressure',
      /between 8\.702 psia and 15\.95 psia/,
    ],
    [
      { unitSystem: 'Imperial', by: 'dewPoint', dryBulb: 20, dewPoint: 15, altitude: 20_000 },
      'altitude',
      /between -2,291 ft and 13,800 ft/,
    ],
    [
      {
        unitSystem: 'Metric',
        by: 'dewPoint',
        dryBulb: 20,
        dewPoint: 15,
        altitude: 100,
        pressure: 100,
      },
      'altitude',
      /not both/,
    ],
    [
      { unitSystem: 'Imperial', by: 'dewPoint', dryBulb: 300, dewPoint: 15 },
      'dryBulb',
      /Dry bulb must be between -76 °F and 212 °F, got 300 °F/,
    ],
    [
      { unitSystem: 'Metric', by: 'relativeHumidity', dryBulb: -61, relativeHumidity: 50 },
      'dryBulb',
      /between -60 °C and 100 °C/,
    ],
    [
      {
        unitSystem: 'Metric',
        by: 'relativeHumidity',
        dryBulb: 95,
        relativeHumidity: 90,
        pressure: 60,
      },
      'relativeHumidity',
      /below 70\.92% .* cannot reach the barometric pressure/,
    ],
    [
      { unitSystem: 'Metric', by: 'wetBulb', dryBulb: 99, wetBulb: 90, pressure: 60 },
      'wetBulb',
      /below the boiling point of water at 60 kPa/,
    ],
    [
      { unitSystem: 'Metric', by: 'wetBulb', dryBulb: Number.NaN, wetBulb: 5 },
      'dryBulb',
      /Dry bulb must be a number/,
    ],
    [
      { unitSystem: 'Metric', by: 'wetBulb', dryBulb: 20, wetBulb: Number.POSITIVE_INFINITY },
      'wetBulb',
      /Wet bulb must be a number/,
    ],
  ] as const)('%o → %s', (input, field, message) => {
    let caught: unknown;
    try {
      moistAirState(input as MoistAirStateInput);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PsychrometricRangeError);
    expect((caught as PsychrometricRangeError).field).toBe(field);
    expect((caught as PsychrometricRangeError).message).toMatch(message);
  });

  it('returns finite numbers or throws a PsychrometricRangeError for any input in a wide sweep', () => {
    const values = [
      -1e9,
      -200,
      -76,
      -60,
      -40,
      -1,
      0,
      0.001,
      1,
      20,
      32,
      50,
      99.99,
      100,
      150,
      212,
      1e9,
      Number.NaN,
    ];
    let states = 0;
    let errors = 0;
    for (const unitSystem of ['Metric', 'Imperial'] as const) {
      for (const a of values) {
        for (const b of values) {
          const inputs: MoistAirStateInput[] = [
            { unitSystem, by: 'relativeHumidity', dryBulb: a, relativeHumidity: b },
            { unitSystem, by: 'wetBulb', dryBulb: a, wetBulb: b },
            { unitSystem, by: 'dewPoint', dryBulb: a, dewPoint: b },
            { unitSystem, by: 'humidityRatio', dryBulb: a, humidityRatio: b / 1000 },
            { unitSystem, by: 'enthalpy', dryBulb: a, enthalpy: b },
            { unitSystem, by: 'enthalpyAndHumidityRatio', enthalpy: a, humidityRatio: b / 1000 },
            { unitSystem, by: 'dewPointAndRelativeHumidity', dewPoint: a, relativeHumidity: b },
          ];
          for (const input of inputs) {
            try {
              expectAllFinite(moistAirState(input));
              states++;
            } catch (error) {
              expect(error).toBeInstanceOf(PsychrometricRangeError);
              // The only NaN a message may show is the offending input itself ("got NaN.").
              expect((error as Error).message.replace('got NaN.', '')).not.toMatch(
                /NaN|undefined|Infinity/,
              );
              errors++;
            }
          }
        }
      }
    }
    expect(states).toBeGreaterThan(100);
    expect(errors).toBeGreaterThan(100);
  });
});

describe('MoistAirStateInputSchema', () => {
  it('parses a valid input unchanged', () => {
    const input = {
      unitSystem: 'Metric',
      by: 'relativeHumidity',
      dryBulb: 24,
      relativeHumidity: 50,
      altitude: 300,
    } as const;
    expect(MoistAirStateInputSchema.parse(input)).toEqual(input);
  });

  test.each([
    [
      { unitSystem: 'Metric', by: 'wetBulb', dryBulb: 20, wetBulb: 25 },
      ['wetBulb'],
      /Wet bulb must not be above the dry bulb/,
    ],
    [
      { unitSystem: 'Metric', by: 'wetBulb', dryBulb: 'hot', wetBulb: 5 },
      ['dryBulb'],
      /^Dry bulb must be a number\.$/,
    ],
    [{ unitSystem: 'Metric', by: 'wetBulb', wetBulb: 5 }, ['dryBulb'], /^Dry bulb is required\.$/],
    [
      { unitSystem: 'Metric', by: 'humidity', dryBulb: 5 },
      ['by'],
      /by must be one of relativeHumidity, wetBulb/,
    ],
    [{ unitSystem: 'SI', by: 'wetBulb', dryBulb: 20, wetBulb: 15 }, ['unitSystem'], /./],
    [
      { unitSystem: 'Metric', by: 'relativeHumidity', dryBulb: 20, relativeHumidity: 120 },
      ['relativeHumidity'],
      /between 0% and 100%/,
    ],
  ])('reports %o on %o', (input, path, message) => {
    const result = MoistAirStateInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toEqual(path);
    expect(issues[0]?.message).toMatch(message);
  });
});

describe('moistAirState: a relative humidity that looks like a fraction', () => {
  it.each([0.5, 0.01, 0.999])(
    'computes %s % as given and warns that it looks like a 0–1 fraction',
    (rh) => {
      const state = moistAirState({
        unitSystem: 'Metric',
        by: 'relativeHumidity',
        dryBulb: 24,
        relativeHumidity: rh,
      });
      expect(state.relativeHumidityPercent).toBeCloseTo(rh, 9);
      expect(state.warnings).toEqual([
        {
          code: 'relativeHumidityLooksLikeFraction',
          field: 'relativeHumidity',
          message: `Relative humidity is in percent: ${rh} means ${rh} %, a very dry air. If you meant ${rh * 100} %, enter ${rh * 100}.`,
        },
      ]);
    },
  );

  it('warns for the dew point and relative humidity pair too', () => {
    const state = moistAirState({
      unitSystem: 'Imperial',
      by: 'dewPointAndRelativeHumidity',
      dewPoint: -40,
      relativeHumidity: 0.6,
    });
    expect(state.warnings.map((w) => w.code)).toEqual(['relativeHumidityLooksLikeFraction']);
  });

  it.each([0, 1, 50, 100])('does not warn at %s %', (rh) => {
    const state = moistAirState({
      unitSystem: 'Metric',
      by: 'relativeHumidity',
      dryBulb: 24,
      relativeHumidity: rh,
    });
    expect(state.warnings).toEqual([]);
  });

  it('does not warn for a state given without relative humidity', () => {
    expect(
      moistAirState({ unitSystem: 'Metric', by: 'wetBulb', dryBulb: 30, wetBulb: 20 }).warnings,
    ).toEqual([]);
  });
});
