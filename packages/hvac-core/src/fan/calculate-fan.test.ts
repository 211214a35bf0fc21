import { describe, expect, it, test } from 'vitest';
import { convertValue } from '../units/index.js';
import { calculateFan, calculateFanInput } from './calculate-fan.js';
import { convertFanInput } from './convert-input.js';
import { defaultFanInput } from './default-input.js';
import { FanInputSchema } from './schema.js';
import type { FanInputDraft } from './schema.js';
import { zodIssues } from '../_testing/zod-issues.js';

function issues(draft: unknown): { path: string; message: string }[] {
  return zodIssues(() => FanInputSchema.parse(draft)).map((i) => ({
    path: i.path.join('.'),
    message: i.message,
  }));
}

/** 10,000 cfm at 2 in. wg and 65 %: 4.85 bhp (10,000 × 2 / (6343.3 × 0.65)). */
const duty = { airflow: 10_000, fanStaticPressure: 2, fanEfficiencyPercent: 65 } as const;

describe('calculateFan: shaft power and motor from an efficiency', () => {
  it('matches the 20,000 cfm, 4 in. wg, 72 % example (17.48 hp, a 20 hp motor)', () => {
    // dev.to/evgeniikonkin, "The engineering math behind fan power", worked example 1.
    const r = calculateFan({ airflow: 20_000, fanStaticPressure: 4, fanEfficiencyPercent: 72 });
    expect(Math.abs(r.shaftPower / 17.48 - 1)).toBeLessThan(0.0025);
    expect(r.suggestedMotor?.label).toBe('20 hp');
    expect(r.shaftPowerSource).toBe('fromEfficiency');
    expect(r.totalEfficiencyPercent).toBeCloseTo(72, 9);
    expect(r.staticEfficiencyPercent).toBeCloseTo(72, 9);
    expect(r.notes.map((n) => n.code)).toContain('totalPressureIsStatic');
  });

  it('matches the 20,000 cfm, 10 in. wg examples: 80 % fits 40 hp, 50 % needs 75 hp', () => {
    // ahundredwoods.com "fan static efficiency formula": 80 % → a 40 hp motor; 50 % → 63 hp, so a
    // 75 hp motor.
    const good = calculateFan({
      airflow: 20_000,
      fanStaticPressure: 10,
      efficiencyBasis: 'static',
      fanEfficiencyPercent: 80,
    });
    expect(good.suggestedMotor?.label).toBe('40 hp');
    const poor = calculateFan({
      airflow: 20_000,
      fanStaticPressure: 10,
      efficiencyBasis: 'static',
      fanEfficiencyPercent: 50,
    });
    expect(Math.round(poor.shaftPower)).toBe(63);
    expect(poor.suggestedMotor?.label).toBe('75 hp');
  });

  it('takes drive and motor efficiency and the sizing margin into the motor', () => {
    const r = calculateFan({
      ...duty,
      driveEfficiencyPercent: 95,
      motorEfficiencyPercent: 90,
      motorSizingMarginPercent: 10,
    });
    expect(r.motorOutput).toBeCloseTo(r.shaftPower / 0.95, 9);
    expect(r.motorInputPower).toBeCloseTo(r.motorOutput / 0.9, 9);
    expect(r.motorInputKw).toBeCloseTo((r.motorInputPower * 745.6998716) / 1000, 9);
    // 10,000 × 2 / (6343.3 × 0.65) = 4.85 bhp; /0.95 = 5.11; ×1.1 = 5.62 → 7-1/2 hp.
    expect(r.suggestedMotor?.label).toBe('7-1/2 hp');
    expect(r.motorLoadPercent).toBeCloseTo((100 * r.motorOutput) / 7.5, 6);
  });
});

describe('calculateFan: efficiencies from a shaft power', () => {
  it('gives static and total efficiency with the outlet velocity pressure', () => {
    // 10,000 cfm through a 4 ft² outlet: 2500 fpm, p_v = (2500/4005)² = 0.390 in. wg (standard air).
    const r = calculateFan({
      airflow: 10_000,
      fanStaticPressure: 2,
      outletArea: 4,
      shaftPower: 6,
    });
    expect(r.outletVelocity).toBeCloseTo(2500, 6);
    expect(r.outletVelocityPressure).toBeCloseTo((2500 / 4005) ** 2, 2);
    expect(r.fanTotalPressure).toBeCloseTo(2 + r.outletVelocityPressure, 9);
    expect(r.totalAirPower).toBeCloseTo((10_000 * r.fanTotalPressure) / 6343.3, 3);
    expect(r.totalEfficiencyPercent).toBeCloseTo((100 * r.totalAirPower) / 6, 9);
    expect(r.staticEfficiencyPercent).toBeCloseTo((100 * r.staticAirPower) / 6, 9);
    expect(r.staticEfficiencyPercent).toBeLessThan(r.totalEfficiencyPercent);
    expect(r.shaftPowerSource).toBe('entered');
  });

  it('refuses a shaft power below the air power, naming the field', () => {
    const found = issues({ airflow: 10_000, fanStaticPressure: 2, shaftPower: 3 });
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('shaftPower');
    expect(found[0]?.message).toMatch(/^Shaft \(brake\) power must exceed the 3\.15 hp/);
  });
});

describe('calculateFan: fan laws', () => {
  it('scales the duty for a speed change and flags an overloaded motor', () => {
    const r = calculateFan({ ...duty, currentSpeed: 1000, newSpeed: 1100 });
    expect(r.fanLaws?.speedRatio).toBe(1.1);
    expect(r.fanLaws?.airflow).toBeCloseTo(11_000, 6);
    expect(r.fanLaws?.fanStaticPressure).toBeCloseTo(2.42, 9);
    expect(r.fanLaws?.shaftPower).toBeCloseTo(r.shaftPower * 1.331, 6);
    // 4.85 bhp → a 5 hp motor; × 1.331 = 6.45 hp overloads it.
    expect(r.suggestedMotor?.label).toBe('5 hp');
    expect(r.warnings.map((w) => w.code)).toContain('fanLawMotorOverload');
    expect(r.warnings.find((w) => w.code === 'fanLawMotorOverload')?.field).toBe('newSpeed');
  });

  it('scales by D³, D² and D⁵ for an impeller change', () => {
    const r = calculateFan({ ...duty, currentDiameter: 30, newDiameter: 27 });
    expect(r.fanLaws?.airflow).toBeCloseTo(10_000 * 0.9 ** 3, 6);
    expect(r.fanLaws?.fanStaticPressure).toBeCloseTo(2 * 0.81, 9);
    expect(r.fanLaws?.shaftPower).toBeCloseTo(r.shaftPower * 0.9 ** 5, 6);
    expect(r.warnings).toHaveLength(0);
  });

  it('asks for both values of a pair', () => {
    expect(
      issues({ airflow: 1000, fanStaticPressure: 1, fanEfficiencyPercent: 60, currentSpeed: 900 }),
    ).toEqual([
      { path: 'newSpeed', message: 'New fan speed is required with the present fan speed.' },
    ]);
    expect(
      issues({ airflow: 1000, fanStaticPressure: 1, fanEfficiencyPercent: 60, newDiameter: 20 }),
    ).toEqual([
      {
        path: 'currentDiameter',
        message: 'Present impeller diameter is required with the new impeller diameter.',
      },
    ]);
  });
});

describe('calculateFan: warnings', () => {
  it('flags a motor that would run below 50 % of its rating (DOE motor-load band)', () => {
    const draft = { fanStaticPressure: 2, fanEfficiencyPercent: 65, motorSizingMarginPercent: 50 };
    // 8200 cfm: 3.98 bhp × 1.5 = 5.97 → 7-1/2 hp, loaded 53 %: no warning.
    const fine = calculateFan({ ...draft, airflow: 8200 });
    expect(fine.suggestedMotor?.label).toBe('7-1/2 hp');
    expect(fine.motorLoadPercent).toBeGreaterThan(50);
    expect(fine.warnings).toEqual([]);
    // 7600 cfm: 3.69 bhp × 1.5 = 5.53 → 7-1/2 hp, loaded 49 %.
    const light = calculateFan({ ...draft, airflow: 7600 });
    expect(light.suggestedMotor?.label).toBe('7-1/2 hp');
    expect(light.motorLoadPercent).toBeLessThan(50);
    expect(light.warnings.map((w) => w.code)).toEqual(['motorLightlyLoaded']);
    expect(light.warnings[0]?.field).toBe('motorSizingMarginPercent');
  });

  it('does not flag a motor load that reads as the band’s edge (whole percent, as the card shows it)', () => {
    const draft = { fanStaticPressure: 2, fanEfficiencyPercent: 65, motorSizingMarginPercent: 50 };
    // The load is proportional to the airflow at a fixed pressure and efficiency (same 7-1/2 hp).
    const loadAt7600 = calculateFan({ ...draft, airflow: 7600 }).motorLoadPercent!;
    const reads50 = calculateFan({ ...draft, airflow: (7600 * 49.7) / loadAt7600 });
    expect(reads50.suggestedMotor?.label).toBe('7-1/2 hp');
    expect(reads50.motorLoadPercent).toBeCloseTo(49.7, 6);
    expect(reads50.warnings).toEqual([]);
    const reads49 = calculateFan({ ...draft, airflow: (7600 * 49.4) / loadAt7600 });
    expect(reads49.warnings.map((w) => w.message)).toEqual([
      expect.stringContaining('would run at 49 % of its rating, below the 50 % to 100 %'),
    ]);
  });

  it('flags a duty beyond the largest standard motor', () => {
    const r = calculateFan({ airflow: 400_000, fanStaticPressure: 10, fanEfficiencyPercent: 60 });
    expect(r.suggestedMotor).toBeNull();
    expect(r.motorLoadPercent).toBeNull();
    expect(r.warnings.map((w) => w.code)).toEqual(['motorOutOfRange']);
  });
});

describe('calculateFan: input messages', () => {
  test.each([
    [{ fanStaticPressure: 1, fanEfficiencyPercent: 60 }, 'airflow', 'Airflow is required.'],
    [
      { airflow: 'a', fanStaticPressure: 1, fanEfficiencyPercent: 60 },
      'airflow',
      'Airflow must be a number.',
    ],
    [
      { airflow: 1000, fanStaticPressure: 50, fanEfficiencyPercent: 60 },
      'fanStaticPressure',
      'Fan static pressure must be greater than 0 and at most 40 in. wg.',
    ],
    [
      { unitSystem: 'Metric', airflow: 1000, fanStaticPressure: 20_000, fanEfficiencyPercent: 60 },
      'fanStaticPressure',
      'Fan static pressure must be greater than 0 and at most 9,964 Pa.',
    ],
    [
      { airflow: 1000, fanStaticPressure: 1, fanEfficiencyPercent: 99 },
      'fanEfficiencyPercent',
      'Fan efficiency must be between 10 and 95 %.',
    ],
    [
      { airflow: 1000, fanStaticPressure: 1 },
      'fanEfficiencyPercent',
      'Fan efficiency is required to compute the shaft power when the shaft power is not given.',
    ],
  ])('%j: %s says "%s"', (draft, path, message) => {
    expect(issues(draft)).toContainEqual({ path, message });
  });

  it('accepts numbers as strings and blanks as missing, as a form holds them', () => {
    const r = calculateFan({
      airflow: '10000',
      fanStaticPressure: '2',
      fanEfficiencyPercent: '65',
      shaftPower: '',
      currentSpeed: '',
    } as FanInputDraft);
    expect(r.shaftPowerSource).toBe('fromEfficiency');
    expect(r.fanLaws).toBeNull();
  });
});

describe('calculateFan: Imperial and Metric give the same physical answer', () => {
  test.each([
    { airflow: 10_000, fanStaticPressure: 2, outletArea: 4, fanEfficiencyPercent: 65 },
    { airflow: 3_500, fanStaticPressure: 0.75, shaftPower: 1.2, currentSpeed: 900, newSpeed: 1200 },
    {
      airflow: 52_000,
      fanStaticPressure: 6,
      outletArea: 12,
      efficiencyBasis: 'static',
      fanEfficiencyPercent: 70,
      driveEfficiencyPercent: 96,
      currentDiameter: 40,
      newDiameter: 44,
    },
  ] satisfies FanInputDraft[])('%j', (imperialDraft) => {
    const imperial = calculateFan({ ...imperialDraft, unitSystem: 'Imperial' });
    const metric = calculateFan(
      convertFanInput({ ...imperialDraft, unitSystem: 'Imperial' }, 'Metric'),
    );
    const toMetric = (value: number, quantity: Parameters<typeof convertValue>[1]): number =>
      convertValue(value, quantity, 'Imperial', 'Metric');
    expect(metric.airflow).toBeCloseTo(toMetric(imperial.airflow, 'airflow'), 6);
    expect(metric.airflowM3s).toBeCloseTo(imperial.airflowM3s, 9);
    expect(metric.fanTotalPressure).toBeCloseTo(
      toMetric(imperial.fanTotalPressure, 'ductPressureLoss'),
      6,
    );
    expect(metric.shaftPower).toBeCloseTo(toMetric(imperial.shaftPower, 'shaftPower'), 6);
    expect(metric.totalAirPower).toBeCloseTo(toMetric(imperial.totalAirPower, 'shaftPower'), 6);
    expect(metric.totalEfficiencyPercent).toBeCloseTo(imperial.totalEfficiencyPercent, 9);
    expect(metric.staticEfficiencyPercent).toBeCloseTo(imperial.staticEfficiencyPercent, 9);
    expect(metric.motorInputKw).toBeCloseTo(imperial.motorInputKw, 9);
    if (imperial.fanLaws !== null) {
      expect(metric.fanLaws?.airflow).toBeCloseTo(toMetric(imperial.fanLaws.airflow, 'airflow'), 6);
      expect(metric.fanLaws?.shaftPower).toBeCloseTo(
        toMetric(imperial.fanLaws.shaftPower, 'shaftPower'),
        6,
      );
    }
    expect(metric.units).toMatchObject({ airflow: 'L/s', pressure: 'Pa', power: 'kW' });
    expect(metric.suggestedMotor?.standard).toBe('IEC 60072-1');
  });
});

describe('defaultFanInput and convertFanInput', () => {
  test.each(['Imperial', 'Metric'] as const)('the %s default parses and computes', (system) => {
    const input = defaultFanInput(system);
    expect(FanInputSchema.parse(input)).toEqual(input);
    const r = calculateFanInput(input);
    expect(r.warnings).toEqual([]);
    expect(r.suggestedMotor).not.toBeNull();
  });

  it('converts there and back to the same numbers and never throws on drafts', () => {
    const input = defaultFanInput('Imperial');
    const back = convertFanInput(convertFanInput(input, 'Metric'), 'Imperial');
    expect(back.airflow).toBeCloseTo(input.airflow, 9);
    expect(back.outletArea).toBeCloseTo(input.outletArea ?? NaN, 12);
    expect(
      convertFanInput({ airflow: '1000', fanStaticPressure: '' } as FanInputDraft, 'Metric'),
    ).toEqual({
      airflow: String(convertValue(1000, 'airflow', 'Imperial', 'Metric')),
      fanStaticPressure: '',
      unitSystem: 'Metric',
    });
    expect(convertFanInput({}, 'Metric')).toEqual({ unitSystem: 'Metric' });
    expect(convertFanInput({ fanEfficiencyPercent: 70, newSpeed: 1200 }, 'Metric')).toEqual({
      fanEfficiencyPercent: 70,
      newSpeed: 1200,
      unitSystem: 'Metric',
    });
  });
});
