import { assertFinite } from '../_lib/assert.js';

/** Orders of polynomial a pump curve may be fitted with. */
export const PUMP_CURVE_FIT_ORDERS = [2, 3] as const;
export type PumpCurveFitOrder = (typeof PUMP_CURVE_FIT_ORDERS)[number];

/** A polynomial fitted by least squares, H(Q) = Σ aₖ Qᵏ. */
export interface PolynomialFit {
  readonly order: number;
  /** a₀ … a_order, in the units of the points (head per flowᵏ). */
  readonly coefficients: readonly number[];
  /** Coefficient of determination R² = 1 − SS_res / SS_tot (1 when the points all have one head). */
  readonly rSquared: number;
  /** Largest |H_fit − H| over the points, head units. */
  readonly maxResidual: number;
}

/**
 * Solves a small dense linear system by Gaussian elimination with partial pivoting (in place).
 * Returns null when it is singular.
 */
function solveSmall(matrix: number[][], rhs: number[]): number[] | null {
  const n = rhs.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(matrix[row]![col]!) > Math.abs(matrix[pivot]![col]!)) pivot = row;
    if (Math.abs(matrix[pivot]![col]!) < 1e-14) return null;
    [matrix[col], matrix[pivot]] = [matrix[pivot]!, matrix[col]!];
    [rhs[col], rhs[pivot]] = [rhs[pivot]!, rhs[col]!];
    for (let row = col + 1; row < n; row++) {
      const factor = matrix[row]![col]! / matrix[col]![col]!;
      for (let k = col; k < n; k++) matrix[row]![k]! -= factor * matrix[col]![k]!;
      rhs[row]! -= factor * rhs[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = rhs[row]!;
    for (let k = row + 1; k < n; k++) sum -= matrix[row]![k]! * x[k]!;
    x[row] = sum / matrix[row]![row]!;
  }
  return x;
}

/**
 * Least-squares polynomial of a given order through head–flow points: minimises Σ (H(Qᵢ) − Hᵢ)²
 * by the normal equations on flows scaled to 0–1 (which keeps them well conditioned), then
 * unscales the coefficients. A pump's curve is usually fitted with order 2,
 * H = a₀ + a₁Q + a₂Q², the form of the affinity laws; order 3 follows a flatter shut-off.
 *
 * @param points - At least order + 1 points with distinct flows (any consistent units).
 * @param order - Polynomial order, 1 to 5.
 * @returns The coefficients, R² and largest residual.
 * @throws {RangeError} If there are too few points, flows repeat or a value is not finite.
 * @see Press, W. H. et al. (2007), Numerical Recipes, 3rd ed., §15.4 "General linear least
 *   squares" (normal equations); ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44
 *   (pump curves as polynomials of flow)
 * @example fitPolynomial([{ flow: 0, head: 100 }, { flow: 50, head: 93.75 }, { flow: 100, head: 75 }], 2).coefficients //=> [100, 0, -0.0025]
 */
export function fitPolynomial(
  points: readonly { readonly flow: number; readonly head: number }[],
  order: number,
): PolynomialFit {
  if (!Number.isInteger(order) || order < 1 || order > 5)
    throw new RangeError(`order must be a whole number from 1 to 5, got ${order}.`);
  if (points.length < order + 1) {
    throw new RangeError(
      `A fit of order ${order} needs at least ${order + 1} points, got ${points.length}.`,
    );
  }
  points.forEach((p, i) => {
    assertFinite(p.flow, `points[${i}].flow`);
    assertFinite(p.head, `points[${i}].head`);
  });
  const scale = Math.max(...points.map((p) => Math.abs(p.flow))) || 1;
  const size = order + 1;
  const normal = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const rhs = new Array<number>(size).fill(0);
  for (const p of points) {
    const x = p.flow / scale;
    const powers = [1];
    for (let k = 1; k <= 2 * order; k++) powers.push(powers[k - 1]! * x);
    for (let i = 0; i < size; i++) {
      rhs[i]! += powers[i]! * p.head;
      for (let j = 0; j < size; j++) normal[i]![j]! += powers[i + j]!;
    }
  }
  const scaled = solveSmall(normal, rhs);
  if (scaled === null) throw new RangeError('The curve points must have distinct flows.');
  const coefficients = scaled.map((b, k) => b / scale ** k);
  const mean = points.reduce((sum, p) => sum + p.head, 0) / points.length;
  let ssRes = 0;
  let ssTot = 0;
  let maxResidual = 0;
  for (const p of points) {
    const residual = evaluatePolynomial(coefficients, p.flow) - p.head;
    ssRes += residual * residual;
    ssTot += (p.head - mean) ** 2;
    maxResidual = Math.max(maxResidual, Math.abs(residual));
  }
  return {
    order,
    coefficients,
    rSquared: ssTot === 0 ? 1 : 1 - ssRes / ssTot,
    maxResidual,
  };
}

/**
 * Value of a polynomial Σ aₖ xᵏ (Horner's rule).
 *
 * @example evaluatePolynomial([100, 0, -0.0025], 100) //=> 75
 */
export function evaluatePolynomial(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let k = coefficients.length - 1; k >= 0; k--) value = value * x + coefficients[k]!;
  return value;
}

/**
 * Derivative of a polynomial Σ aₖ xᵏ at x: Σ k aₖ xᵏ⁻¹.
 *
 * @example polynomialSlope([100, 0, -0.0025], 100) //=> -0.5
 */
export function polynomialSlope(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let k = coefficients.length - 1; k >= 1; k--) value = value * x + k * coefficients[k]!;
  return value;
}
