/**
 * The pump duty point and the flow a load needs, checked against published worked examples.
 *
 * 1. Maurer, E., "Hydraulics Vignette" of the hydraulics R package (version 0.7.2, 2025-10-09),
 *    § 6.0 "Pump Curve and Operating Points"
 *    (https://edm44.github.io/hydraulics/articles/hydraulics_vignette.html): three points read off a Goulds 3409 chart (0, 5000, 7850 gpm at
 *    81, 60, 20 ft) fitted by least squares to h = a + c·Q², a system curve 30 ft + K·Q² (K by
 *    Darcy–Weisbach for 3884 ft of 20 in pipe), operating point Q = 12.051 ft³/s, h = 53.285 ft. The
 *    inputs, the modelling and the tolerance are in validation-cases.ts (PUMP_OPERATING_POINT_CASES),
 *    which the validation page shows. The points are the vignette's own numbers (its reading of the
 *    chart), so no chart-reading tolerance applies: only the printed rounding and R's root tolerance.
 *
 *    Engine against the vignette: 12.0510 ft³/s (12.051), 53.2860 ft (53.285).
 *
 * 2. Siegenthaler, J., "Calculated versus measured", PM Engineer (pmengineer.com, article 94833):
 *    3.5 gpm with water in at 119 °F and out at 103.5 °F carries Q = 500 × 3.5 × 15.5 = 27,125 Btu/h
 *    ("Formula 1", the hydronics rule Btu/h = 500 · gpm · ΔT). Turned round, 27,125 Btu/h at a
 *    15.5 °F drop needs 3.5 gpm: the flow the engine takes from a terminal's load,
 *    Q = q / (ρ·cp·Δt).
 */
import { describe, expect, it, test } from 'vitest';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';
import { fromSi, toSi } from '../units/quantities.js';
import { fitPolynomial } from './curve-fit.js';
import { dutyPoint, fitPumpCurve } from './pump-duty.js';
import {
  HYDRONIC_FLOW_FROM_LOAD_CASES,
  maurerOperatingPoint,
  PUMP_OPERATING_POINT_CASES,
  siegenthalerTerminalFlowGpm,
} from './validation-cases.js';

describe('Maurer, hydraulics vignette § 6.0: a Goulds 3409 pump on a 30 ft lift through 3884 ft of 20 in pipe', () => {
  test.each(PUMP_OPERATING_POINT_CASES.cases)('$title: the published figure', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  const cfs = (gpm: number) => fromSi(toSi(gpm, 'waterFlow', 'Imperial'), 'volume', 'Imperial');

  it('fits h = a + c·Q² by least squares: the three points are not on one such curve', () => {
    // Three points, two coefficients: the fit is a true least-squares one (residuals ≠ 0), and its
    // residuals sum to zero (the normal equation of a), which the engine's solve must honour.
    const points = [
      [0, 81],
      [5000, 60],
      [7850, 20],
    ].map(([gpm, ft]) => ({ flow: cfs(gpm!) ** 2, head: ft! }));
    const fit = fitPolynomial(points, 1);
    const residuals = points.map(
      (p) => fit.coefficients[0]! + fit.coefficients[1]! * p.flow - p.head,
    );
    expect(fit.maxResidual).toBeGreaterThan(1);
    expect(residuals.reduce((s, r) => s + r, 0)).toBeCloseTo(0, 9);
    expect(residuals.reduce((s, r, i) => s + r * points[i]!.flow, 0)).toBeCloseTo(0, 6);
  });

  it('gives the published point with the unit-converted inputs (engine 12.051 ft³/s at 53.286 ft)', () => {
    const duty = maurerOperatingPoint();
    expect(duty.flowFt3S).toBeCloseTo(12.051, 3);
    expect(duty.headFt).toBeCloseTo(53.285, 2);
  });

  it('fitPumpCurve of order 2 runs through all three points, so it is not the vignette’s curve', () => {
    // The app fits a₀ + a₁Q + a₂Q²: with three points it interpolates them, a different curve from the
    // vignette's two-term least squares, and so a different crossing (about 12.30 ft³/s at 54.2 ft): the
    // published point checks the h = a + c·Q² fit above, not this one.
    const points = [
      [0, 81],
      [5000, 60],
      [7850, 20],
    ].map(([gpm, ft]) => ({
      flowM3S: toSi(gpm!, 'waterFlow', 'Imperial'),
      pressurePa: toSi(ft!, 'pipeHeadLoss', 'Imperial'),
    }));
    const curve = fitPumpCurve(points, 2, 1);
    expect(curve.fit.maxResidual).toBeLessThan(1e-6);
    const k = toSi(1, 'pipeHeadLoss', 'Imperial') / toSi(1, 'volume', 'Imperial') ** 2;
    const staticPa = toSi(30, 'pipeHeadLoss', 'Imperial');
    const duty = dutyPoint(
      [curve.atSpeed[0]! - staticPa, curve.atSpeed[1]!, curve.atSpeed[2]!],
      0.16 * k,
      curve.maxFlowM3S,
    )!;
    expect(Math.abs(fromSi(duty.flowM3S, 'volume', 'Imperial') - 12.051)).toBeGreaterThan(0.1);
  });
});

describe('Siegenthaler, “Calculated versus measured” (PM Engineer): 27,125 Btu/h at a 15.5 °F drop is 3.5 gpm', () => {
  test.each(HYDRONIC_FLOW_FROM_LOAD_CASES.cases)('$title: the published figure', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it('needs more flow than the rule, since water at 111 °F carries less heat per gallon', () => {
    // 500 = 8.33 lb/gal × 60 min/h × 1 Btu/lb·°F, water near 60 °F. The article's water is at
    // 111.25 °F mean (119 in, 103.5 out), where the engine's water (IAPWS-95) has a ρ·cp about 1 %
    // below the rule's: 3.534 gpm (at 60 °F it would be 3.497).
    const gpm = siegenthalerTerminalFlowGpm();
    expect(gpm).toBeGreaterThan(3.5);
    expect(gpm).toBeCloseTo(3.534, 3);
  });
});
