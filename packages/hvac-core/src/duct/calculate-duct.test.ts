import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { ZodError } from 'zod';
import { convertValue } from '../units/index.js';
import { calculateDuct, describeDuctSize } from './calculate-duct.js';
import { checkDuctSize } from './check-duct-size.js';
import type { DuctResult } from './calculate-duct.js';
import type { DuctInputDraft } from './schema.js';
import { seededRandom } from '../_testing/fuzz.js';
import { zodIssues } from '../_testing/zod-issues.js';

const codes = (result: DuctResult): string[] => result.warnings.map((warning) => warning.code);

describe('calculateDuct — friction method', () => {
  const result = calculateDuct({
    calculationName: 'Office main',
    airflow: 1000,
    ductShape: 'round',
    sizingMethod: 'friction',
    targetFriction: 0.1,
    ductLength: 100,
  });

  it('sizes 1000 cfm at 0.10 in. wg/100 ft (galvanized) to about 13.6 in and 980 fpm exactly (ASHRAE F 2021 ch. 21, fig. 10)', () => {
    expect(result.exact.diameter).toBeGreaterThan(13.5);
    expect(result.exact.diameter).toBeLessThan(13.75);
    expect(result.exact.velocity).toBeGreaterThan(970);
    expect(result.exact.velocity).toBeLessThan(995);
    expect(result.exact.frictionRate).toBeCloseTo(0.1, 9);
  });

  it('rounds up to the 14 in standard size, with its own velocity, friction and area', () => {
    expect(result.diameter).toBe(14);
    expect(result.area).toBeCloseTo((Math.PI * (14 / 12) ** 2) / 4, 9);
    expect(result.velocity).toBeCloseTo(1000 / result.area, 9);
    expect(result.frictionRate).toBeLessThan(0.1);
    expect(result.text).toMatchObject({
      size: '14 in Ø',
      diameter: '14 in',
      shape: 'Round',
      velocity: '935 fpm',
    });
    expect(result.exact.text.size).toBe('13.7 in Ø');
    expect(describeDuctSize(result)).toBe('14 in Ø (exact 13.7 in Ø)');
  });

  it('reports duct loss = friction rate × length and total = duct + fittings', () => {
    expect(result.ductPressureLoss).toBeCloseTo(result.frictionRate, 12);
    expect(result.totalPressureLoss).toBeCloseTo(
      result.ductPressureLoss + result.fittingsPressureLoss,
      12,
    );
    expect(result.exact.ductPressureLoss).toBeCloseTo(0.1, 9);
  });

  it('reports turbulent flow, the friction factor and standard air', () => {
    expect(result.flowRegime).toBe('turbulent');
    expect(result.reynoldsNumber).toBeGreaterThan(7e4);
    expect(result.frictionFactor).toBeGreaterThan(0.015);
    expect(result.frictionFactor).toBeLessThan(0.025);
    expect(result.air.densityKgM3).toBeCloseTo(1.204, 3);
    expect(result.air.temperature).toBeCloseTo(68, 9);
    expect(result.material).toEqual({
      id: 'galvanizedSteel',
      name: 'Galvanized steel',
      roughnessMm: 0.09,
    });
    expect(result.warnings).toEqual([]);
  });

  it('leaves the size exact when rounding is off', () => {
    const exact = calculateDuct({ airflow: 1000, targetFriction: 0.1, roundingMode: 'none' });
    expect(exact.diameter).toBeCloseTo(result.exact.diameter ?? 0, 12);
    expect(exact.text.size).toBe('13.7 in Ø');
  });
});

describe('calculateDuct — velocity method', () => {
  it('sizes the kitchen exhaust template: 2000 cfm at 1500 fpm gives 1.333 ft², 15.6 in round exact', () => {
    const result = calculateDuct({
      airflow: 2000,
      ductShape: 'round',
      sizingMethod: 'velocity',
      targetVelocity: 1500,
      application: 'kitchenExhaust',
      ductLength: 40,
    });
    expect(result.exact.area).toBeCloseTo(1.3333, 4);
    expect(result.exact.diameter).toBeCloseTo(15.64, 2);
    expect(result.exact.velocity).toBeCloseTo(1500, 9);
    expect(result.diameter).toBe(16);
    expect(result.velocity).toBeLessThanOrEqual(1500);
    expect(codes(result)).not.toContain('velocityBelowMinimum');
  });

  it('rounds a rectangle to standard sides whose velocity stays at or below the target', () => {
    const result = calculateDuct({
      airflow: 3000,
      ductShape: 'rectangular',
      aspectRatio: 2,
      sizingMethod: 'velocity',
      targetVelocity: 1200,
    });
    expect(result.exact.area).toBeCloseTo(2.5, 9);
    expect(result.velocity).toBeLessThanOrEqual(1200);
    expect((result.width ?? 0) % 2).toBe(0);
    expect((result.height ?? 0) % 2).toBe(0);
    expect(result.width ?? 0).toBeGreaterThanOrEqual(result.height ?? 0);
  });
});

describe('calculateDuct — rectangular friction method', () => {
  const result = calculateDuct({
    airflow: 2000,
    ductShape: 'rectangular',
    aspectRatio: 2,
    targetFriction: 0.1,
    ductLength: 50,
  });

  it('finds the rectangle whose Huebscher De carries the airflow at the target friction', () => {
    const round = calculateDuct({ airflow: 2000, targetFriction: 0.1 });
    expect(result.exact.equivalentDiameter).toBeCloseTo(round.exact.diameter ?? 0, 9);
    expect(result.exact.aspectRatio).toBeCloseTo(2, 12);
    expect(result.exact.frictionRate).toBeCloseTo(0.1, 9);
  });

  it('chooses 24 × 12 in (De 18.3 in, ASHRAE F 2021 ch. 21 table 2) within the target friction', () => {
    expect(result.width).toBe(24);
    expect(result.height).toBe(12);
    expect(result.equivalentDiameter).toBeCloseTo(18.3, 1);
    expect(result.frictionRate).toBeLessThanOrEqual(0.1);
    expect(result.text.size).toBe('24 × 12 in');
  });

  it('picks the smallest standard width at the rounded height: 22 × 12 in would exceed the target', () => {
    expect(
      checkDuctSize({ airflow: 2000, ductShape: 'rectangular', width: 22, height: 12 })
        .frictionRate,
    ).toBeGreaterThan(0.1);
  });

  it('never picks a standard rectangle that misses the target, across airflows and aspect ratios', () => {
    for (const airflow of [150, 700, 2500, 9000, 40_000]) {
      for (const aspectRatio of [1, 1.7, 3, 5.5, 8]) {
        const byFriction = calculateDuct({
          airflow,
          ductShape: 'rectangular',
          aspectRatio,
          targetFriction: 0.08,
        });
        expect(byFriction.frictionRate).toBeLessThanOrEqual(0.08 * (1 + 1e-9));
        const byVelocity = calculateDuct({
          airflow,
          ductShape: 'rectangular',
          aspectRatio,
          sizingMethod: 'velocity',
          targetVelocity: 1500,
        });
        expect(byVelocity.velocity).toBeLessThanOrEqual(1500 * (1 + 1e-9));
      }
    }
  });

  it('uses metric standard sides of 50 mm', () => {
    const metric = calculateDuct({
      unitSystem: 'Metric',
      airflow: 944,
      ductShape: 'rectangular',
      aspectRatio: 2,
      targetFriction: 0.8,
    });
    expect((metric.width ?? 0) % 50).toBe(0);
    expect((metric.height ?? 0) % 50).toBe(0);
    expect(metric.frictionRate).toBeLessThanOrEqual(0.8);
  });
});

describe('calculateDuct — Imperial and Metric give the same physical answer', () => {
  const imperial: DuctInputDraft = {
    unitSystem: 'Imperial',
    airflow: 2500,
    ductShape: 'rectangular',
    aspectRatio: 3,
    sizingMethod: 'friction',
    targetFriction: 0.08,
    ductLength: 120,
    airTemperature: 55,
    altitude: 3000,
    material: 'aluminum',
    roundingMode: 'none',
    fittings: [
      { id: 'a', type: 'rect-elbow-smooth-90-rw1.0', quantity: 2 },
      { id: 'b', type: 'custom', customEquivalentLength: 15 },
    ],
  };
  const metric: DuctInputDraft = {
    ...imperial,
    unitSystem: 'Metric',
    airflow: convertValue(2500, 'airflow', 'Imperial', 'Metric'),
    targetFriction: convertValue(0.08, 'ductFrictionRate', 'Imperial', 'Metric'),
    ductLength: convertValue(120, 'length', 'Imperial', 'Metric'),
    airTemperature: convertValue(55, 'temperature', 'Imperial', 'Metric'),
    altitude: convertValue(3000, 'length', 'Imperial', 'Metric'),
    fittings: [
      { id: 'a', type: 'rect-elbow-smooth-90-rw1.0', quantity: 2 },
      {
        id: 'b',
        type: 'custom',
        customEquivalentLength: convertValue(15, 'length', 'Imperial', 'Metric'),
      },
    ],
  };
  const a = calculateDuct(imperial);
  const b = calculateDuct(metric);

  test.each<[keyof DuctResult & string, Parameters<typeof convertValue>[1]]>([
    ['width', 'ductDimension'],
    ['height', 'ductDimension'],
    ['equivalentDiameter', 'ductDimension'],
    ['area', 'area'],
    ['velocity', 'airVelocity'],
    ['frictionRate', 'ductFrictionRate'],
    ['velocityPressure', 'ductPressureLoss'],
    ['ductPressureLoss', 'ductPressureLoss'],
    ['fittingsPressureLoss', 'ductPressureLoss'],
    ['totalPressureLoss', 'ductPressureLoss'],
  ])('%s agrees after conversion', (key, quantity) => {
    const imperialValue = a[key] as number;
    const metricValue = b[key] as number;
    expect(convertValue(imperialValue, quantity, 'Imperial', 'Metric') / metricValue).toBeCloseTo(
      1,
      9,
    );
  });

  it('has the same Reynolds number and friction factor', () => {
    expect(a.reynoldsNumber / b.reynoldsNumber).toBeCloseTo(1, 9);
    expect(a.frictionFactor / b.frictionFactor).toBeCloseTo(1, 9);
  });

  it('writes text in each system', () => {
    expect(a.text.velocity).toMatch(/ fpm$/);
    expect(b.text.velocity).toMatch(/ m\/s$/);
    expect(b.text.frictionRate).toMatch(/ Pa\/m$/);
    expect(b.text.totalPressureLoss).toMatch(/ Pa$/);
    expect(b.text.size).toMatch(/^\d+ × \d+ mm$/);
  });
});

describe('calculateDuct — fittings', () => {
  it('adds Σ quantity × C × velocity pressure, with C interpolated for the duct size', () => {
    const result = calculateDuct({
      airflow: 1000,
      targetFriction: 0.1,
      ductLength: 50,
      fittings: [
        { id: '1', type: 'round-elbow-smooth-90-rd1.5', quantity: 3 },
        { id: '2', type: 'CD3-9', quantity: 1 },
        { id: '3', type: 'exit-abrupt' },
      ],
    });
    const [elbows, gore, exit] = result.fittings;
    expect(elbows?.lossCoefficient).toBe(0.15);
    expect(elbows?.pressureLoss).toBeCloseTo(3 * 0.15 * result.velocityPressure, 12);
    // 14 in = 355.6 mm: between 300 mm (0.18) and 380 mm (0.16) in CD3-9.
    expect(gore?.lossCoefficient).toBeCloseTo(0.18 + ((355.6 - 300) / 80) * (0.16 - 0.18), 9);
    expect(exit?.quantity).toBe(1);
    expect(exit?.pressureLoss).toBeCloseTo(result.velocityPressure, 12);
    expect(result.fittingsPressureLoss).toBeCloseTo(
      result.fittings.reduce((sum, row) => sum + row.pressureLoss, 0),
      12,
    );
  });

  it('uses a custom C in place of the library value, and a custom equivalent length × friction rate', () => {
    const result = calculateDuct({
      airflow: 1000,
      targetFriction: 0.1,
      ductLength: 10,
      fittings: [
        { id: 'c', type: 'CD3-9', quantity: 2, customC: 0.3 },
        { id: 'l', type: 'custom', quantity: 2, customEquivalentLength: 25 },
      ],
    });
    const [custom, length] = result.fittings;
    expect(custom?.lossCoefficient).toBe(0.3);
    expect(custom?.pressureLoss).toBeCloseTo(2 * 0.3 * result.velocityPressure, 12);
    expect(length?.equivalentLength).toBe(25);
    expect(length?.lossCoefficient).toBeNull();
    expect(length?.pressureLoss).toBeCloseTo((2 * 25 * result.frictionRate) / 100, 12);
  });

  it('warns when a fitting was measured on the other duct shape', () => {
    const result = calculateDuct({
      airflow: 1000,
      targetFriction: 0.1,
      ductLength: 10,
      fittings: [{ type: 'rect-elbow-mitred-90' }],
    });
    expect(codes(result)).toContain('fittingShapeMismatch');
  });
});

describe('calculateDuct — warnings', () => {
  it('warns above the application velocity limit, naming the target velocity', () => {
    const result = calculateDuct({
      airflow: 4000,
      sizingMethod: 'velocity',
      targetVelocity: 3500,
      ductLength: 10,
    });
    const warning = result.warnings.find((w) => w.code === 'velocityAboveLimit');
    expect(warning?.field).toBe('targetVelocity');
    expect(warning?.message).toContain('3,000 fpm');
    expect(warning?.message).toContain('ASHRAE');
  });

  it('warns for a residential duct above 900 fpm but not a commercial main', () => {
    const draft: DuctInputDraft = {
      airflow: 1000,
      targetFriction: 0.1,
      ductLength: 10,
      roundingMode: 'none',
    };
    expect(codes(calculateDuct({ ...draft, application: 'residential' }))).toContain(
      'velocityAboveLimit',
    );
    expect(codes(calculateDuct({ ...draft, application: 'main' }))).not.toContain(
      'velocityAboveLimit',
    );
  });

  it('never says a value is below a bound that reads the same (issue 22: "0.41 below 0.41")', () => {
    // 0.05 in. wg/100 ft = 0.4085 Pa/m; 0.405 Pa/m is below it but reads 0.41 at two decimals.
    const result = calculateDuct({
      unitSystem: 'Metric',
      airflow: 500,
      targetFriction: 0.405,
      ductLength: 10,
    });
    expect(result.warnings.find((w) => w.code === 'frictionLow')?.message).toContain(
      'Friction rate 0.405 Pa/m is below the usual 0.409 Pa/m to 1.63 Pa/m',
    );
  });

  it('prints a friction warning’s value and bound differently whenever the value crosses it', () => {
    const low = 0.4085;
    fc.assert(
      fc.property(fc.double({ min: 0.3, max: low * 0.9999, noNaN: true }), (targetFriction) => {
        const result = calculateDuct({
          unitSystem: 'Metric',
          airflow: 500,
          targetFriction,
          ductLength: 10,
        });
        const message = result.warnings.find((w) => w.code === 'frictionLow')?.message ?? '';
        const [, value, bound] =
          /Friction rate (\S+) Pa\/m is below the usual (\S+) Pa\/m/.exec(message) ?? [];
        expect(value).toBeDefined();
        expect(value).not.toBe(bound);
      }),
      { numRuns: 200 },
    );
  });

  it('warns for friction targets outside 0.05–0.2 in. wg/100 ft, naming the field', () => {
    const high = calculateDuct({ airflow: 1000, targetFriction: 0.3, ductLength: 10 });
    expect(high.warnings.find((w) => w.code === 'frictionHigh')?.field).toBe('targetFriction');
    const low = calculateDuct({ airflow: 1000, targetFriction: 0.03, ductLength: 10 });
    expect(codes(low)).toContain('frictionLow');
    const metric = calculateDuct({
      unitSystem: 'Metric',
      airflow: 500,
      targetFriction: 3,
      ductLength: 10,
    });
    expect(metric.warnings.find((w) => w.code === 'frictionHigh')?.message).toContain(
      '0.41 Pa/m to 1.63 Pa/m',
    );
  });

  it('warns for low velocity and for laminar or transitional flow', () => {
    const result = calculateDuct({
      airflow: 5,
      sizingMethod: 'velocity',
      targetVelocity: 100,
      ductLength: 10,
    });
    expect(codes(result)).toContain('velocityLow');
    expect(codes(result).some((code) => code === 'laminarFlow' || code === 'transitionFlow')).toBe(
      true,
    );
  });

  test.each<[string, DuctInputDraft, string, string?]>([
    [
      'warns when a kitchen grease duct is below 500 fpm (NFPA 96)',
      {
        airflow: 2000,
        sizingMethod: 'velocity',
        targetVelocity: 400,
        application: 'kitchenExhaust',
        ductLength: 10,
      },
      'velocityBelowMinimum',
    ],
    [
      'warns for an aspect ratio above 4',
      {
        airflow: 2000,
        ductShape: 'rectangular',
        aspectRatio: 6,
        targetFriction: 0.1,
        ductLength: 10,
      },
      'aspectRatioHigh',
      'aspectRatio',
    ],
    ['notes a zero duct length', { airflow: 1000, targetFriction: 0.1 }, 'ductLengthZero'],
  ])('%s', (_, draft, code, field) => {
    const warning = calculateDuct(draft).warnings.find((w) => w.code === code);
    expect(warning).toMatchObject(field === undefined ? { code } : { code, field });
  });
});

describe('calculateDuct — input errors', () => {
  test.each<[string, DuctInputDraft, string, string]>([
    [
      'throws a ZodError with the field path and the range in the user units',
      { airflow: -5, targetFriction: 0.1 },
      'airflow',
      'Airflow must be between 1 and 200,000 cfm.',
    ],
    [
      'gives Metric ranges in Metric units',
      { unitSystem: 'Metric', airflow: 100, targetFriction: 50 },
      'targetFriction',
      'Target friction rate must be between 0.0817 and 16.34 Pa/m.',
    ],
  ])('%s', (_, draft, field, message) => {
    expect(zodIssues(() => calculateDuct(draft))[0]).toMatchObject({ path: [field], message });
  });
});

function finiteNumbersOnly(value: unknown, path = 'result'): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
  } else if (typeof value === 'string') {
    if (/NaN|Infinity/.test(value)) throw new Error(`${path} is "${value}"`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => finiteNumbersOnly(item, `${path}[${index}]`));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) finiteNumbersOnly(item, `${path}.${key}`);
  }
}

describe('calculateDuct — fuzz', () => {
  it('never returns NaN or Infinity: every input either sizes a duct or throws a ZodError', () => {
    const next = seededRandom(20240601);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    const wild = (): unknown =>
      pick<unknown>([
        next() * 10 ** (next() * 12 - 4),
        -next() * 100,
        0,
        Number.NaN,
        Infinity,
        '',
        'abc',
        String(next() * 1000),
        null,
        undefined,
        1e308,
        5e-324,
      ]);
    const fittingTypes = [
      'CD3-1',
      'CD3-9',
      'rect-elbow-mitred-90',
      'rect-elbow-mitred-90-single-vanes',
      'custom',
      'nope',
    ];
    let sized = 0;
    for (let i = 0; i < 400; i++) {
      const sane = next() < 0.6;
      const anyOf = <T>(valid: readonly T[], invalid: readonly T[]): T =>
        pick(sane ? valid : [...valid, ...invalid]);
      const unitSystem = pick(['Imperial', 'Metric'] as const);
      const draft = {
        unitSystem,
        airflow: sane
          ? unitSystem === 'Imperial'
            ? 1 + next() * 199_999
            : 0.5 + next() * 90_000
          : wild(),
        ductShape: anyOf(['round', 'rectangular'], ['oval', 3]),
        aspectRatio: sane ? 1 + next() * 7 : wild(),
        sizingMethod: pick(['friction', 'velocity']),
        targetVelocity: sane
          ? unitSystem === 'Imperial'
            ? 100 + next() * 5900
            : 0.6 + next() * 29
          : wild(),
        targetFriction: sane
          ? unitSystem === 'Imperial'
            ? 0.01 + next() * 1.99
            : 0.1 + next() * 16
          : wild(),
        ductLength: sane ? next() * 1000 : wild(),
        airTemperature: sane
          ? unitSystem === 'Imperial'
            ? -40 + next() * 290
            : -40 + next() * 160
          : wild(),
        altitude: sane ? next() * 4000 : wild(),
        material: pick([
          'galvanizedSteel',
          'aluminum',
          'pvc',
          'flexibleDuct',
          'fibrousGlassDuctBoard',
        ]),
        application: pick(['main', 'branch', 'residential', 'kitchenExhaust', 'noiseCritical']),
        roundingMode: pick(['standard', 'none']),
        fittings: Array.from({ length: Math.floor(next() * 4) }, (_, k) => ({
          id: String(k),
          type: anyOf(fittingTypes.slice(0, 4), ['custom', 'nope']),
          quantity: sane ? Math.floor(next() * 5) : wild(),
          ...(next() < 0.3 ? { customC: sane ? next() * 5 : wild() } : {}),
        })),
      };
      try {
        const result = calculateDuct(draft as DuctInputDraft);
        finiteNumbersOnly(result);
        sized++;
      } catch (error) {
        if (!(error instanceof ZodError)) throw error;
        for (const issue of error.issues) expect(issue.message.length).toBeGreaterThan(5);
      }
    }
    expect(sized).toBeGreaterThan(200);
  });

  test.each<[string, number, number, number]>([
    ['smallest airflow, steepest friction, roughest material, rectangular 8:1', 1, 2, 8],
    ['largest airflow, flattest friction, square', 200_000, 0.01, 1],
  ])('handles the corners of the input range: %s', (_, airflow, targetFriction, aspectRatio) => {
    for (const material of ['galvanizedSteel', 'flexibleDuct'] as const) {
      for (const ductShape of ['round', 'rectangular'] as const) {
        const result = calculateDuct({
          airflow,
          targetFriction,
          aspectRatio,
          ductShape,
          material,
          ductLength: 10_000,
          airTemperature: 250,
          altitude: 15_000,
        });
        finiteNumbersOnly(result);
        expect(result.frictionRate).toBeLessThanOrEqual(targetFriction * (1 + 1e-9));
      }
    }
  });
});
