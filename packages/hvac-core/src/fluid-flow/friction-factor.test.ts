import { describe, expect, it, test } from 'vitest';
import {
  LAMINAR_MAX_REYNOLDS,
  TURBULENT_MIN_REYNOLDS,
  colebrookFrictionFactor,
  darcyFrictionFactor,
  flowRegime,
  haalandFrictionFactor,
  laminarFrictionFactor,
  swameeJainFrictionFactor,
} from './friction-factor.js';
import { FRICTION_FACTOR_PROPERTIES, MOODY_CHART_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

/** Residual of Colebrook–White, 1/√f + 2 log10(ε/3.7D + 2.51/(Re√f)); zero at the solution. */
function colebrookResidual(f: number, reynolds: number, relativeRoughness: number): number {
  return (
    1 / Math.sqrt(f) + 2 * Math.log10(relativeRoughness / 3.7 + 2.51 / (reynolds * Math.sqrt(f)))
  );
}

describe('colebrookFrictionFactor', () => {
  // Readings of the Moody diagram (Moody 1944; ASHRAE F 2021 ch. 3, fig. 13), ±1.5 %: validation-cases.ts.
  test.each(MOODY_CHART_CASES.cases)('matches the Moody diagram, $title', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  test.each<[number, number]>([
    [4000, 0],
    [1e5, 1e-4],
    [3.3e5, 3e-4],
    [1e8, 0.05],
    [1e12, 0],
    [4000, 0.5],
  ])(
    `${FRICTION_FACTOR_PROPERTIES.solvesToMachinePrecision} Re = %d, ε/D = %d`,
    (reynolds, relativeRoughness) => {
      const f = colebrookFrictionFactor(reynolds, relativeRoughness);
      expect(Math.abs(colebrookResidual(f, reynolds, relativeRoughness))).toBeLessThan(
        1e-13 / Math.sqrt(f),
      );
    },
  );

  it(FRICTION_FACTOR_PROPERTIES.smoothPipeLaw, () => {
    // 1/√f = 2 log10(Re √f) − 2 log10(2.51): Colebrook (1939), eq. for smooth pipes.
    for (const reynolds of [5e3, 1e5, 1e7]) {
      const f = colebrookFrictionFactor(reynolds, 0);
      expect(1 / Math.sqrt(f)).toBeCloseTo(
        2 * Math.log10(reynolds * Math.sqrt(f)) - 2 * Math.log10(2.51),
        12,
      );
    }
  });

  it(FRICTION_FACTOR_PROPERTIES.fullyRoughLaw, () => {
    // 1/√f = 2 log10(3.7 / (ε/D)), independent of Re: Moody (1944), the "complete turbulence" zone.
    const relativeRoughness = 0.002;
    const rough = 1 / (2 * Math.log10(3.7 / relativeRoughness)) ** 2;
    expect(colebrookFrictionFactor(1e12, relativeRoughness)).toBeCloseTo(rough, 6);
  });

  it('agrees with Swamee–Jain within 3 % and Haaland within 1.5 % in their stated ranges', () => {
    for (const reynolds of [5e3, 2e4, 1e5, 1e6, 1e7, 1e8]) {
      for (const relativeRoughness of [1e-6, 1e-5, 1e-4, 1e-3, 1e-2]) {
        const f = colebrookFrictionFactor(reynolds, relativeRoughness);
        expect(
          Math.abs(swameeJainFrictionFactor(reynolds, relativeRoughness) / f - 1),
        ).toBeLessThan(0.03);
        expect(Math.abs(haalandFrictionFactor(reynolds, relativeRoughness) / f - 1)).toBeLessThan(
          0.015,
        );
      }
    }
  });

  it(FRICTION_FACTOR_PROPERTIES.fallsWithReynolds, () => {
    let previous = Infinity;
    for (let exponent = 3.6; exponent <= 9; exponent += 0.2) {
      const f = colebrookFrictionFactor(10 ** exponent, 1e-4);
      expect(f).toBeLessThan(previous);
      previous = f;
    }
    expect(colebrookFrictionFactor(1e5, 1e-3)).toBeGreaterThan(colebrookFrictionFactor(1e5, 1e-4));
  });

  it('stays finite where the explicit seeds have no value (very low Re)', () => {
    expect(() => swameeJainFrictionFactor(1, 0)).toThrow(RangeError);
    const f = colebrookFrictionFactor(1, 0);
    expect(Number.isFinite(f)).toBe(true);
    expect(Math.abs(colebrookResidual(f, 1, 0))).toBeLessThan(1e-12);
  });

  test.each<[number, number]>([
    [0, 1e-4],
    [-1e5, 1e-4],
    [Number.NaN, 1e-4],
    [Infinity, 1e-4],
    [1e5, -1e-4],
    [1e5, 0.6],
    [1e5, Number.NaN],
    [1e-300, 0],
  ])('rejects Re = %d, ε/D = %d with a RangeError', (reynolds, relativeRoughness) => {
    expect(() => colebrookFrictionFactor(reynolds, relativeRoughness)).toThrow(RangeError);
  });
});

describe('darcyFrictionFactor', () => {
  test.each<[number, number, string]>([
    [100, 0.64, '64/Re (Hagen–Poiseuille), ASHRAE F 2021 ch. 3'],
    [1000, 0.064, '64/Re'],
    [2000, 0.032, '64/Re'],
  ])('is 64/Re in laminar flow: Re = %d gives %d (%s)', (reynolds, expected) => {
    expect(darcyFrictionFactor(reynolds, 0.01)).toBeCloseTo(expected, 12);
    expect(laminarFrictionFactor(reynolds)).toBeCloseTo(expected, 12);
  });

  it('is Colebrook from Re = 4000', () => {
    expect(darcyFrictionFactor(1e5, 1e-4)).toBe(colebrookFrictionFactor(1e5, 1e-4));
    expect(darcyFrictionFactor(TURBULENT_MIN_REYNOLDS, 1e-4)).toBe(
      colebrookFrictionFactor(4000, 1e-4),
    );
  });

  it('interpolates linearly through the transition zone and is continuous at both ends', () => {
    const relativeRoughness = 1e-3;
    const atLaminarEnd = 64 / LAMINAR_MAX_REYNOLDS;
    const atTurbulentStart = colebrookFrictionFactor(TURBULENT_MIN_REYNOLDS, relativeRoughness);
    expect(darcyFrictionFactor(LAMINAR_MAX_REYNOLDS, relativeRoughness)).toBeCloseTo(
      atLaminarEnd,
      14,
    );
    expect(darcyFrictionFactor(LAMINAR_MAX_REYNOLDS - 1e-9, relativeRoughness)).toBeCloseTo(
      atLaminarEnd,
      9,
    );
    expect(darcyFrictionFactor(TURBULENT_MIN_REYNOLDS - 1e-9, relativeRoughness)).toBeCloseTo(
      atTurbulentStart,
      9,
    );
    expect(darcyFrictionFactor(3150, relativeRoughness)).toBeCloseTo(
      (atLaminarEnd + atTurbulentStart) / 2,
      14,
    );
  });

  it('has no jump anywhere from Re = 100 to 1e8', () => {
    let previous = darcyFrictionFactor(100, 1e-4);
    for (let reynolds = 100; reynolds < 1e8; reynolds *= 1.001) {
      const f = darcyFrictionFactor(reynolds, 1e-4);
      expect(Math.abs(f / previous - 1)).toBeLessThan(0.002);
      previous = f;
    }
  });
});

describe('flowRegime', () => {
  test.each<[number, string]>([
    [1000, 'laminar'],
    [2299.99, 'laminar'],
    [2300, 'transition'],
    [3999, 'transition'],
    [4000, 'turbulent'],
    [1e6, 'turbulent'],
  ])('Re = %d is %s', (reynolds, regime) => {
    expect(flowRegime(reynolds)).toBe(regime);
  });
});
