import { describe, expect, it, test } from 'vitest';
import { WATTS_PER_HORSEPOWER } from '../units/factors.js';
import {
  IEC_MOTOR_RATINGS_KW,
  NEMA_MOTOR_RATINGS_HP,
  equivalentMotorRating,
  motorSizingFactor,
  nextStandardMotorRating,
} from './motor-ratings.js';

const HP = 745.6998716;

describe('nextStandardMotorRating', () => {
  // NEMA MG 1 Part 10 horsepower ratings.
  test.each([
    [0.4, '1/2 hp'],
    [0.5, '1/2 hp'],
    [0.51, '3/4 hp'],
    [1.2, '1-1/2 hp'],
    [1.8, '2 hp'],
    [3.2, '5 hp'],
    [6, '7-1/2 hp'],
    [11, '15 hp'],
    [41, '50 hp'],
    [80, '100 hp'],
  ])('picks the NEMA rating at or above %d hp: %s', (hp, label) => {
    expect(nextStandardMotorRating(hp * HP, 'Imperial')?.label).toBe(label);
  });

  // IEC 60072-1 rated outputs.
  test.each([
    [0.3, 0.37],
    [1.35, 1.5],
    [1.5, 1.5],
    [2.3, 3],
    [16, 18.5],
    [60, 75],
  ])('picks the IEC rating at or above %d kW: %d kW', (kw, rating) => {
    const motor = nextStandardMotorRating(kw * 1000, 'Metric');
    expect(motor?.rating).toBe(rating);
    expect(motor?.standard).toBe('IEC 60072-1');
  });

  it('returns null above the largest listed rating', () => {
    expect(nextStandardMotorRating(600 * HP, 'Imperial')).toBeNull();
    expect(nextStandardMotorRating(600_000, 'Metric')).toBeNull();
  });

  it('lists ascending series', () => {
    for (const series of [NEMA_MOTOR_RATINGS_HP, IEC_MOTOR_RATINGS_KW]) {
      for (let i = 1; i < series.length; i++) expect(series[i]!).toBeGreaterThan(series[i - 1]!);
    }
  });
});

describe('motorSizingFactor', () => {
  // Elsey, Pumps & Systems (May 2017), API 610 motor sizing factors.
  test.each([
    [1 * WATTS_PER_HORSEPOWER, 1.25],
    [25 * WATTS_PER_HORSEPOWER, 1.25],
    [30 * WATTS_PER_HORSEPOWER, 1.15],
    [75 * WATTS_PER_HORSEPOWER, 1.15],
    [100 * WATTS_PER_HORSEPOWER, 1.1],
    [4000, 1.25],
    [37_000, 1.15],
    [75_000, 1.1],
  ])('gives %d W a factor of %d', (ratingW, factor) => {
    expect(motorSizingFactor(ratingW)).toBe(factor);
  });
});

describe('equivalentMotorRating', () => {
  test.each([
    [5, 'Imperial', 'Metric', 4],
    [7.5, 'Imperial', 'Metric', 5.5],
    [10, 'Imperial', 'Metric', 7.5],
    [40, 'Imperial', 'Metric', 30],
    [4, 'Metric', 'Imperial', 5],
    [5.5, 'Metric', 'Imperial', 7.5],
    [18.5, 'Metric', 'Imperial', 25],
  ] as const)('gives %d in %s as %s: %d', (rating, from, to, expected) => {
    expect(equivalentMotorRating(rating, from, to)).toBe(expected);
  });

  it('converts a power that is not a standard rating, unrounded', () => {
    expect(equivalentMotorRating(4.2, 'Imperial', 'Metric')).toBeCloseTo(3.1319, 4);
  });

  it('round-trips every NEMA rating from 1 hp to 100 hp', () => {
    for (const hp of NEMA_MOTOR_RATINGS_HP.filter((r) => r >= 1 && r <= 100)) {
      const kw = equivalentMotorRating(hp, 'Imperial', 'Metric');
      expect(equivalentMotorRating(kw, 'Metric', 'Imperial')).toBe(hp);
    }
  });
});
