import { assertFinite, assertPositive } from '../_lib/assert.js';
import { solveBrent } from '../_lib/solve.js';
import { affinityLaws } from './affinity.js';
import { systemCurveHead } from './system-curve.js';
import type { CurvePoint } from './system-curve.js';

/** Shape-preserving three-point end slope of PCHIP (Fritsch–Carlson with non-centred ends). */
function endSlope(h0: number, h1: number, delta0: number, delta1: number): number {
  const slope = ((2 * h0 + h1) * delta0 - h0 * delta1) / (h0 + h1);
  if (Math.sign(slope) !== Math.sign(delta0)) return 0;
  if (Math.sign(delta0) !== Math.sign(delta1) && Math.abs(slope) > Math.abs(3 * delta0))
    return 3 * delta0;
  return slope;
}

/**
 * A monotone piecewise-cubic (Fritsch–Carlson) interpolant of curve points sorted by flow: it passes
 * through every point, is continuous in slope, and never overshoots, so a falling pump curve stays
 * falling between its catalogue points (a plain cubic spline can wiggle).
 *
 * @param points - At least 2 points with strictly increasing flow.
 * @returns head(flow) for flows within [first flow, last flow].
 * @throws {RangeError} If there are fewer than 2 points, flows do not increase, or a value is not finite.
 * @see Fritsch, F. N. and Carlson, R. E. (1980), "Monotone piecewise cubic interpolation",
 *   SIAM J. Numer. Anal. 17(2):238–246
 * @example monotoneCurve([{ flow: 0, head: 100 }, { flow: 100, head: 80 }, { flow: 200, head: 20 }])(100) //=> 80
 */
export function monotoneCurve(points: readonly CurvePoint[]): (flow: number) => number {
  if (points.length < 2)
    throw new RangeError(`A curve needs at least 2 points, got ${points.length}.`);
  const xs = points.map((p) => p.flow);
  const ys = points.map((p) => p.head);
  xs.forEach((x, i) => {
    assertFinite(x, `points[${i}].flow`);
    assertFinite(ys[i] ?? Number.NaN, `points[${i}].head`);
    if (i > 0 && !(x > (xs[i - 1] ?? Number.NaN)))
      throw new RangeError('Curve flows must increase strictly.');
  });
  const n = xs.length;
  const h: number[] = [];
  const delta: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    h.push(xs[i + 1]! - xs[i]!);
    delta.push((ys[i + 1]! - ys[i]!) / h[i]!);
  }
  const slopes: number[] = new Array<number>(n).fill(0);
  slopes[0] = n > 2 ? endSlope(h[0]!, h[1]!, delta[0]!, delta[1]!) : delta[0]!;
  slopes[n - 1] =
    n > 2 ? endSlope(h[n - 2]!, h[n - 3]!, delta[n - 2]!, delta[n - 3]!) : delta[n - 2]!;
  for (let i = 1; i < n - 1; i++) {
    const a = delta[i - 1]!;
    const b = delta[i]!;
    if (a * b <= 0) {
      slopes[i] = 0;
    } else {
      // Weighted harmonic mean (Fritsch–Butland form of the Fritsch–Carlson condition).
      const w1 = 2 * h[i]! + h[i - 1]!;
      const w2 = h[i]! + 2 * h[i - 1]!;
      slopes[i] = (w1 + w2) / (w1 / a + w2 / b);
    }
  }
  const tolerance = 1e-9 * (xs[n - 1]! - xs[0]!);
  return (flow: number): number => {
    assertFinite(flow, 'flow');
    if (flow < xs[0]! - tolerance || flow > xs[n - 1]! + tolerance) {
      throw new RangeError(`flow ${flow} is outside the curve (${xs[0]} to ${xs[n - 1]}).`);
    }
    let i = 0;
    while (i < n - 2 && flow > xs[i + 1]!) i++;
    const t = (flow - xs[i]!) / h[i]!;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[i]! +
      (t3 - 2 * t2 + t) * h[i]! * slopes[i]! +
      (-2 * t3 + 3 * t2) * ys[i + 1]! +
      (t3 - t2) * h[i]! * slopes[i + 1]!
    );
  };
}

/** Where a pump curve crosses the system curve. */
export interface OperatingPoint {
  readonly flow: number;
  readonly head: number;
}

/**
 * Operating point of a pump on a system: the flow where the pump curve (monotone interpolation of
 * its points, optionally scaled to another speed by the affinity laws) meets H = H_static + k·Q².
 * Of several crossings (a drooping curve), the one at the highest flow, the stable one, is taken.
 *
 * @param pumpCurve - Pump curve points (any consistent units), at least 2, flows increasing.
 * @param staticHead - Static head of the system, same head units.
 * @param coefficient - k of the system curve, head per flow².
 * @param speedRatio - Pump speed / speed of the curve, default 1.
 * @returns The operating point, or null if the curves do not cross within the curve's flow range.
 * @throws {RangeError} If the curve is invalid or an argument is not finite.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 (pump and system curves);
 *   Brent (1973) for the root
 * @example operatingPoint([{ flow: 0, head: 100 }, { flow: 100, head: 80 }, { flow: 200, head: 20 }], 0, 0.005)?.flow //=> 120.3
 */
export function operatingPoint(
  pumpCurve: readonly CurvePoint[],
  staticHead: number,
  coefficient: number,
  speedRatio = 1,
): OperatingPoint | null {
  assertFinite(staticHead, 'staticHead');
  assertFinite(coefficient, 'coefficient');
  assertPositive(speedRatio, 'speedRatio');
  const scaled = pumpCurve
    .map((p) => affinityLaws(p, speedRatio))
    .map((d) => ({ flow: d.flow, head: d.head }));
  const head = monotoneCurve(scaled);
  const gap = (flow: number): number => head(flow) - systemCurveHead(staticHead, coefficient, flow);
  const first = scaled[0]!.flow;
  const last = scaled[scaled.length - 1]!.flow;
  const samples = 400;
  let bracket: [number, number] | null = null;
  let previousFlow = first;
  let previousGap = gap(first);
  if (previousGap === 0) bracket = [first, first];
  for (let i = 1; i <= samples; i++) {
    const flow = i === samples ? last : first + ((last - first) * i) / samples;
    const value = gap(flow);
    if (value === 0 || previousGap * value < 0) bracket = [value === 0 ? flow : previousFlow, flow];
    previousFlow = flow;
    previousGap = value;
  }
  if (bracket === null) return null;
  const flow = bracket[0] === bracket[1] ? bracket[0] : solveBrent(gap, bracket[0], bracket[1]);
  return { flow, head: head(flow) };
}
