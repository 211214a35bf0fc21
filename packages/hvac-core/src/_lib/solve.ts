import { assertFinite } from './assert.js';

export interface SolveOptions {
  /** Absolute tolerance on x. Default 1e-12 relative to the bracket scale. */
  toleranceX?: number;
  /** Iteration cap. Default 200. */
  maxIterations?: number;
}

/**
 * Root of f in [lowX, highX] by Brent's method (bisection, secant and inverse quadratic
 * interpolation), which always converges when the bracket holds a sign change, unlike Newton's
 * method near flat regions (saturation curves, friction-factor tails).
 *
 * @throws {RangeError} If f(lowX) and f(highX) have the same sign or a value is not finite.
 * @see Brent, R. P. (1973), Algorithms for Minimization without Derivatives, ch. 4.
 */
export function solveBrent(
  f: (x: number) => number,
  lowX: number,
  highX: number,
  options: SolveOptions = {},
): number {
  const maxIterations = options.maxIterations ?? 200;
  let a = lowX;
  let b = highX;
  let fa = f(a);
  let fb = f(b);
  assertFinite(fa, 'f(lowX)');
  assertFinite(fb, 'f(highX)');
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (fa * fb > 0) {
    throw new RangeError(`No sign change between ${lowX} and ${highX}: the root is not bracketed.`);
  }
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let i = 0; i < maxIterations; i++) {
    if (fb * fc > 0) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tolerance =
      options.toleranceX ?? 2 * Number.EPSILON * Math.abs(b) + 1e-15 * Math.max(1, Math.abs(b));
    const half = (c - b) / 2;
    if (Math.abs(half) <= tolerance || fb === 0) return b;
    if (Math.abs(e) >= tolerance && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * half * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * half * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * half * q - Math.abs(tolerance * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = half;
        e = d;
      }
    } else {
      d = half;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tolerance ? d : half > 0 ? tolerance : -tolerance;
    fb = f(b);
    assertFinite(fb, 'f(x)');
  }
  return b;
}
