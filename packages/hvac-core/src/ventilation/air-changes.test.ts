import { describe, expect, it, test } from 'vitest';
import { airChangesFromAirflow, airflowFromAirChangesM3s } from './air-changes.js';

const FT3_M3 = 0.3048 ** 3;
const CFM_M3S = FT3_M3 / 60;

describe('airflowFromAirChangesM3s', () => {
  // Q = ACH × V / 60 (cfm, ft³) is the air change rate of ASHRAE Handbook—Fundamentals (2021), ch. 16.
  test.each<[string, number, number, number]>([
    [
      'kitchen template: 300 ACH on 12 × 4 × 1 ft = 48 ft³ → 240 cfm',
      300,
      48 * FT3_M3,
      240 * CFM_M3S,
    ],
    ['6 ACH on 5 × 4 × 3 m = 60 m³ → 360 m³/h = 0.1 m³/s (100 L/s)', 6, 60, 0.1],
    ['1 ACH on 3600 m³ → 1 m³/s', 1, 3600, 1],
    ['0 ACH → no airflow', 0, 60, 0],
  ])('%s', (_case, ach, volumeM3, expectedM3s) => {
    expect(airflowFromAirChangesM3s(ach, volumeM3)).toBeCloseTo(expectedM3s, 12);
  });

  it('is linear in the air changes', () => {
    const base = airflowFromAirChangesM3s(1, 123.4);
    for (const ach of [0.5, 2, 7.3, 300]) {
      expect(airflowFromAirChangesM3s(ach, 123.4)).toBeCloseTo(base * ach, 12);
    }
  });

  it('rejects negative or non-finite arguments', () => {
    expect(() => airflowFromAirChangesM3s(-1, 10)).toThrow(RangeError);
    expect(() => airflowFromAirChangesM3s(1, Number.NaN)).toThrow(RangeError);
  });
});

describe('airChangesFromAirflow', () => {
  it('inverts airflowFromAirChangesM3s', () => {
    for (const [ach, volume] of [
      [300, 1.359],
      [6, 60],
      [0.35, 1000],
      [0, 5],
    ] as const) {
      expect(airChangesFromAirflow(airflowFromAirChangesM3s(ach, volume), volume)).toBeCloseTo(
        ach,
        10,
      );
    }
  });

  it('gives 300 ACH for 240 cfm in 48 ft³ (the kitchen template, inverted)', () => {
    expect(airChangesFromAirflow(240 * CFM_M3S, 48 * FT3_M3)).toBeCloseTo(300, 10);
  });

  it('rejects a room with no volume instead of dividing by zero', () => {
    expect(() => airChangesFromAirflow(0.1, 0)).toThrow(/volumeM3 must be greater than 0/);
  });
});
