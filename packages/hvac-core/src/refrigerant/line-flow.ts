import { assertNonNegative, assertPositive } from '../_lib/assert.js';
import { darcyFrictionFactor, flowRegime, velocityPressurePa } from '../fluid-flow/index.js';
import type { FlowRegime } from '../fluid-flow/index.js';

/** Flow of a refrigerant through one tube, SI. */
export interface LineFlowInput {
  readonly massFlowKgS: number;
  readonly insideDiameterM: number;
  readonly roughnessM: number;
  readonly densityKgM3: number;
  readonly viscosityPaS: number;
}

/** Velocity, Reynolds number, friction factor and friction rate of the flow. */
export interface LineFlow {
  readonly velocityMS: number;
  readonly reynoldsNumber: number;
  readonly regime: FlowRegime;
  readonly frictionFactor: number;
  /** ρV²/2, Pa. */
  readonly velocityPressurePa: number;
  /** Δp per metre of equivalent length, Pa/m. */
  readonly frictionRatePaPerM: number;
}

/**
 * Single-phase flow of refrigerant in a round tube: V = ṁ/(ρA), Re = ρVD/μ, Darcy f from the
 * fluid-flow module (64/Re laminar, Colebrook–White turbulent, interpolated between) and the friction
 * rate Δp/L = (f/D)·ρV²/2.
 *
 * @param input - Mass flow kg/s (> 0), inside diameter m (> 0), roughness m (≥ 0), density kg/m³ (> 0), dynamic viscosity Pa·s (> 0).
 * @returns The flow figures.
 * @throws {RangeError} If an argument is not finite or out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" (Darcy–Weisbach, Colebrook);
 *   ASHRAE Handbook—Refrigeration (2018), ch. 1 (line capacities computed the same way)
 * @example lineFlow({ massFlowKgS: 0.1, insideDiameterM: 0.026, roughnessM: 1.5e-6, densityKgM3: 20, viscosityPaS: 1.2e-5 }).velocityMS //=> 9.4175
 */
export function lineFlow(input: LineFlowInput): LineFlow {
  assertPositive(input.massFlowKgS, 'massFlowKgS');
  assertPositive(input.insideDiameterM, 'insideDiameterM');
  assertNonNegative(input.roughnessM, 'roughnessM');
  assertPositive(input.densityKgM3, 'densityKgM3');
  assertPositive(input.viscosityPaS, 'viscosityPaS');
  const areaM2 = (Math.PI * input.insideDiameterM ** 2) / 4;
  const velocityMS = input.massFlowKgS / (input.densityKgM3 * areaM2);
  const reynoldsNumber =
    (input.densityKgM3 * velocityMS * input.insideDiameterM) / input.viscosityPaS;
  const frictionFactor = darcyFrictionFactor(
    reynoldsNumber,
    input.roughnessM / input.insideDiameterM,
  );
  const pv = velocityPressurePa(input.densityKgM3, velocityMS);
  return {
    velocityMS,
    reynoldsNumber,
    regime: flowRegime(reynoldsNumber),
    frictionFactor,
    velocityPressurePa: pv,
    frictionRatePaPerM: (frictionFactor / input.insideDiameterM) * pv,
  };
}
