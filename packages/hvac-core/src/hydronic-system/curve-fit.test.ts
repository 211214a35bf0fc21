import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluatePolynomial, fitPolynomial, polynomialSlope } from './curve-fit.js';

describe('fitPolynomial', () => {
  it('fits four pump-curve points by least squares (normal equations worked by hand)', () => {
    // Points (gpm, ft): (0, 95), (40, 92), (80, 82), (120, 64). With u = Q/40 = 0, 1, 2, 3:
    // Σ1 = 4, Σu = 6, Σu² = 14, Σu³ = 36, Σu⁴ = 98; Σy = 333, Σuy = 448, Σu²y = 996.
    // [4 6 14; 6 14 36; 14 36 98] b = [333; 448; 996] → b = (94.95, 0.95, −3.75),
    // so H = 94.95 + (0.95/40) Q − (3.75/1600) Q² = 94.95 + 0.02375 Q − 0.00234375 Q².
    // Residuals: −0.05, +0.15, −0.15, +0.05 ft: SS_res = 0.05; SS_tot = 586.75 (mean 83.25).
    const fit = fitPolynomial(
      [
        { flow: 0, head: 95 },
        { flow: 40, head: 92 },
        { flow: 80, head: 82 },
        { flow: 120, head: 64 },
      ],
      2,
    );
    expect(fit.coefficients[0]).toBeCloseTo(94.95, 10);
    expect(fit.coefficients[1]).toBeCloseTo(0.02375, 12);
    expect(fit.coefficients[2]).toBeCloseTo(-0.00234375, 14);
    expect(fit.maxResidual).toBeCloseTo(0.15, 10);
    expect(fit.rSquared).toBeCloseTo(1 - 0.05 / 586.75, 10);
  });

  it('recovers a polynomial its points lie on, of order 2 and 3', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -10, max: 10, noNaN: true }), { minLength: 3, maxLength: 4 }),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        (coefficients, scale) => {
          const order = coefficients.length - 1;
          const points = Array.from({ length: 7 }, (_, i) => {
            const flow = (scale * i) / 6;
            return { flow, head: evaluatePolynomial(coefficients, flow / scale) };
          });
          const fit = fitPolynomial(points, order);
          for (const p of points)
            expect(evaluatePolynomial(fit.coefficients, p.flow)).toBeCloseTo(p.head, 6);
        },
      ),
    );
  });

  it('refuses too few points and repeated flows', () => {
    expect(() =>
      fitPolynomial(
        [
          { flow: 0, head: 1 },
          { flow: 1, head: 0 },
        ],
        2,
      ),
    ).toThrow(/at least 3/);
    expect(() =>
      fitPolynomial(
        [
          { flow: 1, head: 1 },
          { flow: 1, head: 2 },
          { flow: 1, head: 3 },
        ],
        2,
      ),
    ).toThrow(/distinct/);
  });
});

describe('evaluatePolynomial and polynomialSlope', () => {
  it('evaluate and differentiate H = 100 − 0.0025 Q²', () => {
    expect(evaluatePolynomial([100, 0, -0.0025], 100)).toBeCloseTo(75, 12);
    expect(polynomialSlope([100, 0, -0.0025], 100)).toBeCloseTo(-0.5, 12);
  });
});
