import { describe, expect, it, test } from 'vitest';
import {
  FLUIDS,
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidLabel,
  fluidProperties,
  fluidTemperatureRangeC,
  type FluidName,
} from './fluid-properties.js';

const relative = (actual: number, expected: number): number => Math.abs(actual / expected - 1);

describe('fluidProperties', () => {
  // Spot values printed in shared/data/README.md (CoolProp 8.0.0): water at 20 °C and MEG-30 at 20 °C.
  test.each<[string, FluidName, number | undefined, number, number, number]>([
    ['water at 20 °C (README: ρ 998.21, μ 1.0016e-3)', 'water', undefined, 20, 998.21, 1.0016e-3],
    [
      'MEG-30 at 20 °C (README: ρ 1038.05, μ 2.166e-3)',
      'ethyleneGlycol',
      30,
      20,
      1038.05,
      2.166e-3,
    ],
  ])(
    'matches the CoolProp 8.0.0 spot value for %s',
    (_label, fluid, concentrationPercent, temperatureC, density, viscosity) => {
      const properties = fluidProperties({ fluid, concentrationPercent, temperatureC });
      expect(relative(properties.densityKgM3, density)).toBeLessThan(1e-5);
      // The README rounds μ to 4-5 significant digits.
      expect(relative(properties.dynamicViscosityPaS, viscosity)).toBeLessThan(3e-4);
    },
  );

  // Rows of the CoolProp 8.0.0 tables (shared/data/fluids/*.csv), 10 significant digits there.
  // Tolerances cover the 7-significant-digit storage only.
  test.each<[string, FluidName, number | undefined, number, number, number, number, number]>([
    [
      'water.csv 60 °C',
      'water',
      undefined,
      60,
      983.1958242,
      0.0004660350781,
      4184.953281,
      0.6510002829,
    ],
    [
      'water.csv 120 °C (saturated liquid)',
      'water',
      undefined,
      120,
      943.1066174,
      0.0002320338078,
      4243.511094,
      0.6822419185,
    ],
    [
      'MPG-40.csv -20 °C',
      'propyleneGlycol',
      40,
      -20,
      1049.692556,
      0.04594761488,
      3575.371774,
      0.3761307056,
    ],
    [
      'MEG-50.csv -35 °C',
      'ethyleneGlycol',
      50,
      -35,
      1086.282704,
      0.05926510742,
      2996.68293,
      0.3559649318,
    ],
    [
      'MEG-20.csv -7 °C',
      'ethyleneGlycol',
      20,
      -7,
      1030.107818,
      0.004157331276,
      3848.957223,
      0.4754212989,
    ],
  ])(
    'reproduces the table row %s',
    (_label, fluid, concentrationPercent, temperatureC, rho, mu, cp, k) => {
      const properties = fluidProperties({ fluid, concentrationPercent, temperatureC });
      expect(relative(properties.densityKgM3, rho)).toBeLessThan(1e-6);
      expect(relative(properties.dynamicViscosityPaS, mu)).toBeLessThan(1e-6);
      expect(relative(properties.specificHeatJKgK, cp)).toBeLessThan(1e-6);
      expect(relative(properties.thermalConductivityWMK, k)).toBeLessThan(1e-6);
    },
  );

  it('interpolates linearly at a midpoint (MEG-30 between -11 and -10 °C rows)', () => {
    const low = fluidProperties({
      fluid: 'ethyleneGlycol',
      concentrationPercent: 30,
      temperatureC: -11,
    });
    const high = fluidProperties({
      fluid: 'ethyleneGlycol',
      concentrationPercent: 30,
      temperatureC: -10,
    });
    const mid = fluidProperties({
      fluid: 'ethyleneGlycol',
      concentrationPercent: 30,
      temperatureC: -10.5,
    });
    expect(mid.densityKgM3).toBeCloseTo((low.densityKgM3 + high.densityKgM3) / 2, 10);
    expect(mid.dynamicViscosityPaS).toBeCloseTo(
      (low.dynamicViscosityPaS + high.dynamicViscosityPaS) / 2,
      14,
    );
    expect(mid.specificHeatJKgK).toBeCloseTo((low.specificHeatJKgK + high.specificHeatJKgK) / 2, 9);
  });

  it('interpolates water at 20.5 °C between the 20 and 21 °C rows', () => {
    const mid = fluidProperties({ fluid: 'water', temperatureC: 20.5 });
    expect(mid.densityKgM3).toBeCloseTo((998.2072 + 997.9955) / 2, 3);
  });

  it('gives the kinematic viscosity as μ/ρ', () => {
    const water = fluidProperties({ fluid: 'water', temperatureC: 15.6 });
    expect(water.kinematicViscosityM2S).toBeCloseTo(
      water.dynamicViscosityPaS / water.densityKgM3,
      15,
    );
    // Water at 60 °F: ν = 1.217e-5 ft²/s = 1.131e-6 m²/s in the older tables behind the Hydraulic
    // Institute friction tables; IAPWS 2008 viscosity (CoolProp) is about 0.9 % lower.
    expect(relative(water.kinematicViscosityM2S, 1.131e-6)).toBeLessThan(0.01);
  });

  it('reports the freezing points documented with the tables', () => {
    expect(
      fluidProperties({ fluid: 'ethyleneGlycol', concentrationPercent: 30, temperatureC: 0 })
        .freezingPointC,
    ).toBe(-14.6);
    expect(
      fluidProperties({ fluid: 'propyleneGlycol', concentrationPercent: 50, temperatureC: 0 })
        .freezingPointC,
    ).toBe(-32.2);
    expect(fluidProperties({ fluid: 'water', temperatureC: 10 }).freezingPointC).toBe(0);
  });

  it('cites CoolProp 8.0.0 and the fluid model', () => {
    expect(fluidProperties({ fluid: 'water', temperatureC: 10 }).source).toMatch(
      /CoolProp 8\.0\.0.*IAPWS-95/,
    );
    expect(
      fluidProperties({ fluid: 'propyleneGlycol', concentrationPercent: 20, temperatureC: 10 })
        .source,
    ).toMatch(/CoolProp 8\.0\.0, INCOMP::MPG-20%/);
  });

  it('reports concentration 0 for water whatever is passed', () => {
    expect(
      fluidProperties({ fluid: 'water', concentrationPercent: 30, temperatureC: 10 })
        .concentrationPercent,
    ).toBe(0);
  });

  describe('invariants', () => {
    const cases: [FluidName, number | undefined][] = FLUIDS.flatMap(
      (fluid): [FluidName, number | undefined][] =>
        fluid === 'water'
          ? [[fluid, undefined]]
          : GLYCOL_CONCENTRATIONS_PERCENT.map((c) => [fluid, c]),
    );
    test.each(cases)(
      '%s %s: viscosity falls and every property stays positive across the table',
      (fluid, concentrationPercent) => {
        const { minC, maxC } = fluidTemperatureRangeC(fluid, concentrationPercent);
        let previousViscosity = Infinity;
        for (let t = minC; t <= maxC; t += 0.25) {
          const p = fluidProperties({ fluid, concentrationPercent, temperatureC: t });
          expect(p.dynamicViscosityPaS).toBeLessThan(previousViscosity);
          previousViscosity = p.dynamicViscosityPaS;
          for (const value of [
            p.densityKgM3,
            p.specificHeatJKgK,
            p.thermalConductivityWMK,
            p.kinematicViscosityM2S,
          ]) {
            expect(value).toBeGreaterThan(0);
            expect(Number.isFinite(value)).toBe(true);
          }
        }
      },
    );

    it('makes glycol denser and more viscous as concentration rises (at 20 °C)', () => {
      for (const fluid of ['ethyleneGlycol', 'propyleneGlycol'] as const) {
        const values = GLYCOL_CONCENTRATIONS_PERCENT.map((c) =>
          fluidProperties({ fluid, concentrationPercent: c, temperatureC: 20 }),
        );
        for (let i = 1; i < values.length; i++) {
          expect(values[i]!.dynamicViscosityPaS).toBeGreaterThan(
            values[i - 1]!.dynamicViscosityPaS,
          );
          expect(values[i]!.specificHeatJKgK).toBeLessThan(values[i - 1]!.specificHeatJKgK);
        }
      }
    });
  });

  describe('errors', () => {
    test.each<[string, FluidName, number | undefined, number, RegExp]>([
      [
        'water below 1 °C',
        'water',
        undefined,
        0.5,
        /temperatureC must be between 1 and 150 °C for water/,
      ],
      ['water above 150 °C', 'water', undefined, 151, /temperatureC must be between 1 and 150 °C/],
      [
        'MEG-30 below its table',
        'ethyleneGlycol',
        30,
        -15,
        /temperatureC must be between -14 and 100 °C for ethylene glycol 30 % \(freezing point -14.6 °C\)/,
      ],
      [
        'MPG-20 above 100 °C',
        'propyleneGlycol',
        20,
        100.5,
        /between -7 and 100 °C for propylene glycol 20 %/,
      ],
      [
        'an untabulated concentration',
        'ethyleneGlycol',
        25,
        20,
        /concentrationPercent must be 20, 30, 40 or 50/,
      ],
      [
        'a missing concentration',
        'propyleneGlycol',
        undefined,
        20,
        /concentrationPercent must be 20, 30, 40 or 50/,
      ],
      ['NaN temperature', 'water', undefined, Number.NaN, /temperatureC must be a finite number/],
    ])(
      'throws a RangeError naming the field for %s',
      (_label, fluid, concentrationPercent, temperatureC, message) => {
        expect(() => fluidProperties({ fluid, concentrationPercent, temperatureC })).toThrow(
          RangeError,
        );
        expect(() => fluidProperties({ fluid, concentrationPercent, temperatureC })).toThrow(
          message,
        );
      },
    );
  });
});

describe('fluidTemperatureRangeC', () => {
  it('gives each table its range', () => {
    expect(fluidTemperatureRangeC('water')).toEqual({ minC: 1, maxC: 150, freezingPointC: 0 });
    expect(fluidTemperatureRangeC('ethyleneGlycol', 30)).toEqual({
      minC: -14,
      maxC: 100,
      freezingPointC: -14.6,
    });
    expect(fluidTemperatureRangeC('propyleneGlycol', 50)).toEqual({
      minC: -32,
      maxC: 100,
      freezingPointC: -32.2,
    });
  });
});

describe('fluidLabel', () => {
  it('names the liquid and its concentration', () => {
    expect(fluidLabel('water')).toBe('water');
    // Issue 22: the pump's fluid list read "Ethylene glycol undefined %".
    expect(fluidLabel('ethyleneGlycol')).toBe('ethylene glycol');
    expect(fluidLabel('ethyleneGlycol', 40)).toBe('ethylene glycol 40 %');
  });
});
