import { describe, expect, it, test } from 'vitest';
import {
  DUCT_FITTINGS,
  FITTINGS_BY_ID,
  FittingTypeSchema,
  fittingLossCoefficient,
} from './fittings.js';
import type { DuctFitting } from './fittings.js';

function fitting(id: string): DuctFitting {
  const found = FITTINGS_BY_ID.get(id);
  if (!found) throw new Error(`No fitting ${id}`);
  return found;
}

const HIGH_RE = { velocityMS: 5, reynoldsNumber: 5e5 };

describe('DUCT_FITTINGS', () => {
  it('has unique ids, a source and a condition for every fitting', () => {
    expect(new Set(DUCT_FITTINGS.map((f) => f.id)).size).toBe(DUCT_FITTINGS.length);
    for (const f of DUCT_FITTINGS) {
      expect(f.source.length).toBeGreaterThan(10);
      expect(f.condition.length).toBeGreaterThan(5);
      expect(f.lossCoefficient).toBeGreaterThanOrEqual(0);
    }
  });

  it('keeps every table increasing in x and equal in length', () => {
    for (const f of DUCT_FITTINGS as readonly DuctFitting[]) {
      if (!f.table) continue;
      expect(f.table.x.length).toBe(f.table.lossCoefficient.length);
      for (let i = 1; i < f.table.x.length; i++)
        expect(f.table.x[i]).toBeGreaterThan(f.table.x[i - 1] ?? Infinity);
    }
  });

  // SMACNA HVAC Systems Duct Design (2006), table A-7A: smooth radius round elbows, 90°.
  test.each<[string, number]>([
    ['round-elbow-smooth-90-rd0.5', 0.71],
    ['round-elbow-smooth-90-rd0.75', 0.33],
    ['round-elbow-smooth-90-rd1.0', 0.22],
    ['round-elbow-smooth-90-rd1.5', 0.15],
    ['round-elbow-smooth-90-rd2.0', 0.13],
    ['rect-elbow-smooth-90-rw1.0', 0.21],
    ['rect-elbow-mitred-90', 1.2],
    ['entry-flush-in-wall', 0.5],
    ['exit-abrupt', 1.0],
    ['damper-butterfly-open', 0.2],
  ])('%s has C = %d (SMACNA tables A-7 to A-15)', (id, expected) => {
    expect(fittingLossCoefficient(fitting(id), { diameterM: 0.3, ...HIGH_RE })).toBeCloseTo(
      expected,
      12,
    );
  });

  // ASHRAE Handbook—Fundamentals (2009–2021), ch. 21, fitting loss coefficients: C by diameter.
  test.each<[string, number, number]>([
    ['CD3-1', 75, 0.3],
    ['CD3-1', 150, 0.14],
    ['CD3-1', 250, 0.11],
    ['CD3-9', 300, 0.18],
    ['CD3-9', 1500, 0.12],
    ['CD3-10', 690, 0.05],
  ])('%s at D = %d mm has C = %d (ASHRAE F ch. 21)', (id, diameterMm, expected) => {
    expect(
      fittingLossCoefficient(fitting(id), { diameterM: diameterMm / 1000, ...HIGH_RE }),
    ).toBeCloseTo(expected, 12);
  });

  it('interpolates between tabulated diameters and clamps beyond them', () => {
    expect(fittingLossCoefficient(fitting('CD3-9'), { diameterM: 0.1125, ...HIGH_RE })).toBeCloseTo(
      (0.51 + 0.28) / 2,
      12,
    );
    expect(fittingLossCoefficient(fitting('CD3-1'), { diameterM: 0.05, ...HIGH_RE })).toBe(0.3);
    expect(fittingLossCoefficient(fitting('CD3-1'), { diameterM: 2, ...HIGH_RE })).toBe(0.11);
  });

  it('interpolates turning-vane elbows on velocity', () => {
    const vanes = fitting('rect-elbow-mitred-90-single-vanes');
    expect(
      fittingLossCoefficient(vanes, { diameterM: 0.3, velocityMS: 6.25, reynoldsNumber: 5e5 }),
    ).toBeCloseTo(0.235, 12);
  });

  it('applies the SMACNA Reynolds-number correction to separating elbows only', () => {
    const mitred = fitting('rect-elbow-mitred-90');
    expect(
      fittingLossCoefficient(mitred, { diameterM: 0.3, velocityMS: 2, reynoldsNumber: 1e4 }),
    ).toBeCloseTo(1.2 * 1.4, 12);
    const radius = fitting('rect-elbow-smooth-90-rw1.0');
    expect(
      fittingLossCoefficient(radius, { diameterM: 0.3, velocityMS: 2, reynoldsNumber: 1e5 }),
    ).toBeCloseTo(0.21 * 1.3, 12);
    const round = fitting('round-elbow-smooth-90-rd1.5');
    expect(
      fittingLossCoefficient(round, { diameterM: 0.3, velocityMS: 2, reynoldsNumber: 1e4 }),
    ).toBe(0.15);
  });
});

describe('FittingTypeSchema', () => {
  it('accepts library ids and "custom"', () => {
    expect(FittingTypeSchema.parse('CD3-9')).toBe('CD3-9');
    expect(FittingTypeSchema.parse('custom')).toBe('custom');
  });
  it('rejects an unknown id', () => {
    expect(FittingTypeSchema.safeParse('elbow').success).toBe(false);
  });
});
