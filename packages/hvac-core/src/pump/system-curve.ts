import { assertFinite, assertPositive } from '../_lib/assert.js';

/** A point of a head–flow curve, in any consistent units. */
export interface CurvePoint {
  readonly flow: number;
  readonly head: number;
}

/**
 * Coefficient k of the system curve H = H_static + k · Q² through the design point: friction and
 * dynamic losses grow with the square of the flow (fully turbulent flow), the static head does not.
 *
 * @param staticHead - Static head (0 for a closed loop), head units.
 * @param designFlow - Design flow, flow units. Must be > 0.
 * @param designHead - Total dynamic head at the design flow, head units.
 * @returns k, head units per flow unit squared (≥ 0 whenever designHead ≥ staticHead).
 * @throws {RangeError} If the flow is not positive or a value is not finite.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal pumps" (system curves)
 * @example systemCurveCoefficient(0, 100, 50) //=> 0.005
 */
export function systemCurveCoefficient(
  staticHead: number,
  designFlow: number,
  designHead: number,
): number {
  assertFinite(staticHead, 'staticHead');
  assertPositive(designFlow, 'designFlow');
  assertFinite(designHead, 'designHead');
  return (designHead - staticHead) / (designFlow * designFlow);
}

/**
 * Head of the system curve at a flow, H = H_static + k · Q².
 *
 * @example systemCurveHead(0, 0.005, 80) //=> 32
 */
export function systemCurveHead(staticHead: number, coefficient: number, flow: number): number {
  return staticHead + coefficient * flow * flow;
}

/**
 * Points of the system curve H = H_static + k·Q² through the design point, for a chart: evenly
 * spaced flows from 0 to `maxFlow` (default 1.5 × the design flow).
 *
 * @param staticHead - Static head (0 for a closed loop).
 * @param designFlow - Design flow. Must be > 0.
 * @param designHead - Total dynamic head at the design flow.
 * @param options - `maxFlow` (> 0) and `points` (2–500, default 31).
 * @returns Points from zero flow upward, in the units given.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44
 * @example sampleSystemCurve(0, 100, 50, { points: 3 }) //=> [{ flow: 0, head: 0 }, { flow: 75, head: 28.125 }, { flow: 150, head: 112.5 }]
 */
export function sampleSystemCurve(
  staticHead: number,
  designFlow: number,
  designHead: number,
  options: { readonly maxFlow?: number; readonly points?: number } = {},
): CurvePoint[] {
  const coefficient = systemCurveCoefficient(staticHead, designFlow, designHead);
  const maxFlow = options.maxFlow ?? 1.5 * designFlow;
  assertPositive(maxFlow, 'maxFlow');
  const points = options.points ?? 31;
  if (!Number.isInteger(points) || points < 2 || points > 500) {
    throw new RangeError(`points must be a whole number from 2 to 500, got ${points}.`);
  }
  return Array.from({ length: points }, (_, i) => {
    const flow = (maxFlow * i) / (points - 1);
    return { flow, head: systemCurveHead(staticHead, coefficient, flow) };
  });
}
