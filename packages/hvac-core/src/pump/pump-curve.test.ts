import { describe, expect, it } from 'vitest';
import { monotoneCurve, operatingPoint } from './pump-curve.js';

// A parabolic pump curve H = 100 − 0.002 Q², sampled at catalogue points.
const curve = [0, 40, 80, 120, 160, 200].map((flow) => ({ flow, head: 100 - 0.002 * flow * flow }));

describe('monotoneCurve', () => {
  it('passes through the points and stays within them (no overshoot)', () => {
    const head = monotoneCurve(curve);
    for (const p of curve) expect(head(p.flow)).toBeCloseTo(p.head, 12);
    for (let q = 0; q <= 200; q += 1) {
      expect(head(q)).toBeLessThanOrEqual(100 + 1e-12);
      expect(head(q)).toBeGreaterThanOrEqual(20 - 1e-12);
      if (q > 0) expect(head(q)).toBeLessThanOrEqual(head(q - 1) + 1e-12);
    }
  });

  it('follows the underlying parabola closely between points', () => {
    const head = monotoneCurve(curve);
    for (let q = 0; q <= 200; q += 5)
      expect(Math.abs(head(q) - (100 - 0.002 * q * q))).toBeLessThan(0.25);
  });

  it('does not overshoot a flat-then-falling curve', () => {
    const head = monotoneCurve([
      { flow: 0, head: 50 },
      { flow: 10, head: 50 },
      { flow: 20, head: 10 },
    ]);
    for (let q = 0; q <= 10; q += 0.5) expect(head(q)).toBeCloseTo(50, 12);
  });

  it('refuses unsorted flows and flows off the curve', () => {
    expect(() =>
      monotoneCurve([
        { flow: 10, head: 1 },
        { flow: 5, head: 2 },
      ]),
    ).toThrow(/increase strictly/);
    expect(() => monotoneCurve(curve)(250)).toThrow(/outside the curve/);
  });
});

describe('operatingPoint', () => {
  it('finds where the pump curve meets the system curve (analytic: Q = √(100/0.006))', () => {
    const point = operatingPoint(curve, 0, 0.004);
    const flow = Math.sqrt(100 / 0.006);
    expect(point!.flow).toBeCloseTo(flow, 0);
    expect(Math.abs(point!.flow / flow - 1)).toBeLessThan(0.005);
    expect(point!.head).toBeCloseTo(0.004 * point!.flow ** 2, 6);
  });

  it('moves the operating point with speed as the affinity laws say (pure friction system)', () => {
    // With no static head the system curve is an affinity parabola: Q scales with N, H with N².
    const full = operatingPoint(curve, 0, 0.004)!;
    const slow = operatingPoint(curve, 0, 0.004, 0.8)!;
    expect(slow.flow / full.flow).toBeCloseTo(0.8, 4);
    expect(slow.head / full.head).toBeCloseTo(0.64, 4);
  });

  it('includes the static head', () => {
    const point = operatingPoint(curve, 40, 0.002)!;
    expect(point.head).toBeCloseTo(40 + 0.002 * point.flow ** 2, 6);
    expect(point.flow).toBeCloseTo(Math.sqrt(60 / 0.004), 0);
  });

  it('returns null when the curves do not cross', () => {
    expect(operatingPoint(curve, 150, 0.001)).toBeNull();
  });
});
