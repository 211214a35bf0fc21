import { describe, expect, it } from 'vitest';
import { sampleSystemCurve, systemCurveCoefficient, systemCurveHead } from './system-curve.js';

describe('systemCurveCoefficient', () => {
  it('passes the curve through the design point', () => {
    const k = systemCurveCoefficient(20, 100, 70);
    expect(k).toBeCloseTo(0.005, 15);
    expect(systemCurveHead(20, k, 100)).toBeCloseTo(70, 12);
    expect(systemCurveHead(20, k, 0)).toBe(20);
  });

  it('quadruples the friction head when the flow doubles (closed loop)', () => {
    const k = systemCurveCoefficient(0, 100, 50);
    expect(systemCurveHead(0, k, 200)).toBeCloseTo(200, 12);
  });
});

describe('sampleSystemCurve', () => {
  it('samples from zero to 1.5 × the design flow by default', () => {
    const points = sampleSystemCurve(10, 100, 60);
    expect(points).toHaveLength(31);
    expect(points[0]).toEqual({ flow: 0, head: 10 });
    expect(points.at(-1)!.flow).toBeCloseTo(150, 12);
    expect(points.find((p) => Math.abs(p.flow - 100) < 1e-9)!.head).toBeCloseTo(60, 12);
    for (let i = 1; i < points.length; i++)
      expect(points[i]!.head).toBeGreaterThanOrEqual(points[i - 1]!.head);
  });

  it('honours maxFlow and points, and refuses bad ones', () => {
    expect(sampleSystemCurve(0, 100, 50, { maxFlow: 200, points: 3 })).toEqual([
      { flow: 0, head: 0 },
      { flow: 100, head: 50 },
      { flow: 200, head: 200 },
    ]);
    expect(() => sampleSystemCurve(0, 100, 50, { points: 1 })).toThrow(RangeError);
    expect(() => sampleSystemCurve(0, 0, 50)).toThrow(RangeError);
  });
});
