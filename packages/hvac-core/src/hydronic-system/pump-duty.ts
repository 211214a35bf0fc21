import { assertFinite, assertPositive } from '../_lib/assert.js';
import { solveBrent } from '../_lib/solve.js';
import { nextStandardMotorRating } from '../pump/motor-ratings.js';
import type { MotorRating } from '../pump/motor-ratings.js';
import { hydraulicPowerW, inputPowerW } from '../pump/power.js';
import type { UnitSystem } from '../units/unit-system.js';
import { evaluatePolynomial, fitPolynomial, polynomialSlope } from './curve-fit.js';
import type { PolynomialFit } from './curve-fit.js';
import type { HydronicPumpModel } from './network-solve.js';

/** A point of a pump curve in SI: flow m³/s, pressure rise Pa. */
export interface PressureFlowPoint {
  readonly flowM3S: number;
  readonly pressurePa: number;
}

/**
 * A pump curve fitted by least squares and moved to a running speed by the affinity laws
 * (Q ∝ n, Δp ∝ n²): Δp_n(Q) = Σ aₖ s^(2−k) Qᵏ with s the speed ratio.
 *
 * @param points - Catalogue points at the curve's own speed (SI), at least order + 1.
 * @param order - Order of the fitted polynomial (2 or 3).
 * @param speedRatio - Running speed / the curve's speed. Must be > 0.
 * @returns The fit at the running speed (coefficients in Pa and m³/s) and its flow range.
 * @throws {RangeError} If the points cannot be fitted or the ratio is not positive.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal pumps" (pump curve,
 *   affinity laws); Press et al. (2007), Numerical Recipes, 3rd ed., §15.4 (least squares)
 * @example fitPumpCurve([{ flowM3S: 0, pressurePa: 100 }, { flowM3S: 1, pressurePa: 75 }, { flowM3S: 2, pressurePa: 0 }], 2, 1).fit.coefficients //=> [100, 0, -25]
 */
export function fitPumpCurve(
  points: readonly PressureFlowPoint[],
  order: number,
  speedRatio: number,
): {
  readonly fit: PolynomialFit;
  readonly atSpeed: readonly number[];
  readonly minFlowM3S: number;
  readonly maxFlowM3S: number;
} {
  assertPositive(speedRatio, 'speedRatio');
  const fit = fitPolynomial(
    points.map((p) => ({ flow: p.flowM3S, head: p.pressurePa })),
    order,
  );
  const flows = points.map((p) => p.flowM3S);
  return {
    fit,
    atSpeed: fit.coefficients.map((a, k) => a * speedRatio ** (2 - k)),
    minFlowM3S: Math.min(...flows) * speedRatio,
    maxFlowM3S: Math.max(...flows) * speedRatio,
  };
}

/**
 * The pump as the network solver uses it: a fitted polynomial, or a constant pressure rise (a
 * variable-speed pump holding a set pressure).
 *
 * @example polynomialPump([100, 0, -25]).pressurePa(1) //=> 75
 */
export function polynomialPump(coefficients: readonly number[]): HydronicPumpModel {
  return {
    pressurePa: (flow) => evaluatePolynomial(coefficients, flow),
    slopePaPerM3S: (flow) => polynomialSlope(coefficients, flow),
  };
}

/**
 * A pump that holds a constant pressure rise whatever the flow.
 *
 * @example constantPressurePump(50_000).pressurePa(0.01) //=> 50000
 */
export function constantPressurePump(pressurePa: number): HydronicPumpModel {
  assertFinite(pressurePa, 'pressurePa');
  return { pressurePa: () => pressurePa, slopePaPerM3S: () => 0 };
}

/**
 * The system curve through the design point of a closed loop, Δp = k·Q² with k = Δp_design / Q²
 * (no static head: the supply and return columns balance).
 *
 * @param designFlowM3S - Design flow, m³/s. Must be > 0.
 * @param designPressurePa - Index circuit's drop at design flow, Pa.
 * @returns k, Pa/(m³/s)².
 * @throws {RangeError} If the flow is not positive.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 (system curve of a closed system)
 * @example systemCurveK(0.01, 100_000) //=> 1000000000
 */
export function systemCurveK(designFlowM3S: number, designPressurePa: number): number {
  assertPositive(designFlowM3S, 'designFlowM3S');
  assertFinite(designPressurePa, 'designPressurePa');
  return designPressurePa / (designFlowM3S * designFlowM3S);
}

/**
 * Duty point: where the fitted pump curve crosses the system curve Δp = k·Q², solved by Brent's
 * method within the curve's flow range (the highest-flow crossing of a drooping curve).
 *
 * @param pumpCoefficients - Fitted curve at running speed (Pa, m³/s).
 * @param k - System curve coefficient, Pa/(m³/s)².
 * @param maxFlowM3S - Largest flow of the curve's points at running speed, m³/s.
 * @returns The duty flow and pressure, or null when the curves do not cross within the curve.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 (operating point); Brent (1973)
 * @example dutyPoint([100, 0, -25], 25, 2)?.flowM3S //=> 1.4142
 */
export function dutyPoint(
  pumpCoefficients: readonly number[],
  k: number,
  maxFlowM3S: number,
): { readonly flowM3S: number; readonly pressurePa: number } | null {
  const gap = (flow: number): number =>
    evaluatePolynomial(pumpCoefficients, flow) - k * flow * flow;
  const samples = 200;
  let bracket: [number, number] | null = null;
  let previous = gap(0);
  for (let i = 1; i <= samples; i++) {
    const flow = (maxFlowM3S * i) / samples;
    const value = gap(flow);
    if (previous > 0 && value <= 0) bracket = [(maxFlowM3S * (i - 1)) / samples, flow];
    previous = value;
  }
  if (bracket === null) return null;
  const flowM3S = gap(bracket[1]) === 0 ? bracket[1] : solveBrent(gap, bracket[0], bracket[1]);
  return { flowM3S, pressurePa: evaluatePolynomial(pumpCoefficients, flowM3S) };
}

/** Powers of a pump at a duty. */
export interface PumpPower {
  readonly hydraulicPowerW: number;
  readonly shaftPowerW: number;
  readonly motorInputPowerW: number;
  /** The next standard motor at or above the shaft power (NEMA MG 1 | IEC 60072-1). */
  readonly motor: MotorRating | null;
}

/**
 * Hydraulic, shaft and motor input power at a duty, and the next standard motor, by the pump
 * engine: P_h = Q·Δp, P_shaft = P_h/η_pump, P_in = P_shaft/η_motor.
 *
 * @param flowM3S - Flow, m³/s.
 * @param pressurePa - Pressure rise, Pa.
 * @param pumpEfficiencyPercent - Pump efficiency, %.
 * @param motorEfficiencyPercent - Motor efficiency, %.
 * @param unitSystem - Picks NEMA (Imperial) or IEC (Metric) ratings.
 * @returns The powers, W, and the motor.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44; NEMA MG 1; IEC 60072-1
 * @example pumpPower(0.0063090, 149_300, 70, 90, 'Imperial').motor?.label //=> '2 hp'
 */
export function pumpPower(
  flowM3S: number,
  pressurePa: number,
  pumpEfficiencyPercent: number,
  motorEfficiencyPercent: number,
  unitSystem: UnitSystem,
): PumpPower {
  const hydraulic = hydraulicPowerW(Math.max(0, flowM3S), pressurePa);
  const shaft = inputPowerW(hydraulic, pumpEfficiencyPercent);
  return {
    hydraulicPowerW: hydraulic,
    shaftPowerW: shaft,
    motorInputPowerW: inputPowerW(shaft, motorEfficiencyPercent),
    motor: nextStandardMotorRating(shaft, unitSystem),
  };
}
