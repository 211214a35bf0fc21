import { assertFinite, assertInRange, assertNonNegative, assertPositive } from '../_lib/assert.js';
import { pipeFlow } from '../pipe/pipe-flow.js';
import type { FrictionMethod, PipeFlow } from '../pipe/pipe-flow.js';

/*
 * The pressure losses of the network's elements at a flow: straight pipe (Darcy–Colebrook or
 * Hazen–Williams), fittings (Crane K), tees by flow ratio and reducers (Crane TP-410, 2009 edition)
 * and components by a rated pressure drop (Δp ∝ Q²).
 */

/** Whether a tee divides the flow (supply side) or joins it (return side). */
export type TeeFlow = 'diverging' | 'converging';
/** The leg of a tee an element leaves or joins through. */
export type TeeLeg = 'run' | 'branch';

/** What {@link craneTeeK} needs. */
export interface TeeKInput {
  readonly flow: TeeFlow;
  readonly leg: TeeLeg;
  /** Q_branch / Q_combined, 0 to 1. */
  readonly branchFlowRatio: number;
  /** β = D_branch / D_combined (the run's diameter), > 0. */
  readonly diameterRatio: number;
  /** Angle between the branch and the run, degrees, 30 to 90 (90 for a tee). */
  readonly angleDeg: number;
}

/** Crane's F of the converging branch, by angle: [angle °, F]. */
const CONVERGING_BRANCH_F: readonly (readonly [number, number])[] = [
  [30, 1.74],
  [45, 1.41],
  [60, 1],
  [90, 0],
];
/** Crane's F of the converging run (wyes below 75°), by angle: [angle °, F]. */
const CONVERGING_RUN_F: readonly (readonly [number, number])[] = [
  [30, 1.74],
  [45, 1.41],
  [60, 1],
];

function interpolate(table: readonly (readonly [number, number])[], x: number): number {
  const first = table[0]!;
  const last = table[table.length - 1]!;
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i]!;
    const [x0, y0] = table[i - 1]!;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return last[1];
}

/**
 * Resistance coefficient of one leg of a tee or wye by the flow ratio, referred to the velocity
 * pressure of the combined flow (Δp = K · ρV_c²/2): Crane's method after Rennels and Hudson.
 * Diverging branch K = G[1 + H(q/β²)² − J(q/β²)cos θ]; diverging run K = M q²; converging branch
 * K = C[1 + (q/β²)² − 2(1 − q)² − F q²/β²]; converging run K = 1.55 q − q² (θ = 90°) or
 * 1 − (1 − q)² − F q²/β² (wyes), with q = Q_branch/Q_combined and G, H, J, M, C, F from Crane's
 * tables. K may be negative: the run of a diverging tee regains pressure from the slower flow.
 *
 * @param input - Flow direction, leg, flow ratio, diameter ratio and angle (see {@link TeeKInput}).
 * @returns K, referred to the combined flow's velocity pressure.
 * @throws {RangeError} If the ratio is outside 0–1, β is not positive or the angle outside 30–90°.
 * @see Crane Co., Technical Paper No. 410, Flow of Fluids Through Valves, Fittings and Pipe (2009),
 *   pp. A-29 and A-30 "Tees and wyes" (with the published errata), examples 7-35 and 7-36;
 *   Rennels, D. C. and Hudson, H. M. (2012), Pipe Flow, Wiley, ch. 15
 * @example craneTeeK({ flow: 'diverging', leg: 'branch', branchFlowRatio: 950 / 2465, diameterRatio: 1, angleDeg: 45 }) //=> 0.4640
 */
export function craneTeeK(input: TeeKInput): number {
  const { flow, leg, branchFlowRatio: q, diameterRatio: beta, angleDeg } = input;
  assertInRange(q, 'branchFlowRatio', 0, 1);
  assertPositive(beta, 'diameterRatio');
  assertInRange(angleDeg, 'angleDeg', 30, 90);
  const beta2 = beta * beta;
  if (flow === 'diverging') {
    if (leg === 'run') {
      const m = beta2 <= 0.4 ? 0.4 : q <= 0.5 ? 2 * (2 * q - 1) : 0.3 * (2 * q - 1);
      return m * q * q;
    }
    const [h, j] = angleDeg < 60 || beta <= 2 / 3 ? [1, 2] : [0.3, 0];
    let g: number;
    if (angleDeg < 75) {
      if (beta2 <= 0.35) g = q <= 0.4 ? 1.1 - 0.7 * q : 0.85;
      else g = q <= 0.6 ? 1 - 0.6 * q : 0.6;
    } else {
      g = beta2 <= 2 / 3 ? 1 : 1 + 0.3 * q * q;
    }
    const x = q / beta2;
    return g * (1 + h * x * x - j * x * Math.cos((angleDeg * Math.PI) / 180));
  }
  if (leg === 'run') {
    if (angleDeg >= 75) return 1.55 * q - q * q;
    const f = interpolate(CONVERGING_RUN_F, angleDeg);
    return 1 - (1 - q) * (1 - q) - (f / beta2) * q * q;
  }
  const c = beta2 <= 0.35 ? 1 : q <= 0.4 ? 0.9 * (1 - q) : 0.55;
  const f = interpolate(CONVERGING_BRANCH_F, angleDeg);
  const x = q / beta2;
  return c * (1 + x * x - 2 * (1 - q) * (1 - q) - (f / beta2) * q * q);
}

/**
 * Resistance coefficient of a concentric reducer or increaser, referred to the velocity pressure in
 * the smaller pipe, with β = d_small/d_large and θ the included angle of the cone:
 * contraction K = 0.8 sin(θ/2)(1 − β²) for θ ≤ 45°, 0.5 √sin(θ/2) (1 − β²) above;
 * enlargement K = 2.6 sin(θ/2)(1 − β²)² for θ ≤ 45°, (1 − β²)² above (sudden: θ = 180°).
 *
 * @param smallDiameterM - Inside diameter of the smaller pipe, m. Must be > 0.
 * @param largeDiameterM - Inside diameter of the larger pipe, m. Must be ≥ the smaller.
 * @param angleDeg - Included angle, degrees, from 1 to 180 (180: sudden change).
 * @param direction - 'contraction' (flow into the smaller pipe) or 'enlargement'.
 * @returns K referred to the smaller pipe's velocity (Crane's K₁).
 * @throws {RangeError} If an argument is out of range.
 * @see Crane Co., Technical Paper No. 410 (2009), p. A-26, "Sudden and gradual contraction" and
 *   "Sudden and gradual enlargement", formulas 1–4 (K₂ = K₁/β⁴ for the larger pipe)
 * @example reducerK(0.05, 0.1, 180, 'enlargement') //=> 0.5625
 */
export function reducerK(
  smallDiameterM: number,
  largeDiameterM: number,
  angleDeg: number,
  direction: 'contraction' | 'enlargement',
): number {
  assertPositive(smallDiameterM, 'smallDiameterM');
  assertPositive(largeDiameterM, 'largeDiameterM');
  if (smallDiameterM > largeDiameterM)
    throw new RangeError('smallDiameterM must not exceed largeDiameterM.');
  assertInRange(angleDeg, 'angleDeg', 1, 180);
  const beta2 = (smallDiameterM / largeDiameterM) ** 2;
  const halfSine = Math.sin((angleDeg * Math.PI) / 360);
  if (direction === 'contraction') {
    return angleDeg <= 45 ? 0.8 * halfSine * (1 - beta2) : 0.5 * Math.sqrt(halfSine) * (1 - beta2);
  }
  const square = (1 - beta2) * (1 - beta2);
  return angleDeg <= 45 ? 2.6 * halfSine * square : square;
}

/**
 * Coefficient k of a component's square law Δp = k · Q|Q| from its rated pressure drop at a rated
 * flow (a coil, heat exchanger or strainer from its submittal): k = Δp_rated / Q_rated², the
 * fully turbulent behaviour manufacturers' ratings assume.
 *
 * @param ratedPressureDropPa - Rated pressure drop, Pa. Must be ≥ 0.
 * @param ratedFlowM3S - Flow at which it is rated, m³/s. Must be > 0.
 * @returns k, Pa/(m³/s)².
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 "Hydronic heating and cooling"
 *   (component pressure drops vary with the square of the flow); ch. 44 (system curve)
 * @example squareLawCoefficient(30_000, 0.001) //=> 30000000000
 */
export function squareLawCoefficient(ratedPressureDropPa: number, ratedFlowM3S: number): number {
  assertNonNegative(ratedPressureDropPa, 'ratedPressureDropPa');
  assertPositive(ratedFlowM3S, 'ratedFlowM3S');
  return ratedPressureDropPa / (ratedFlowM3S * ratedFlowM3S);
}

/** A straight pipe run with its fittings, SI. */
export interface PipeRunSi {
  readonly insideDiameterM: number;
  readonly lengthM: number;
  readonly roughnessM: number;
  readonly hazenWilliamsC: number;
  readonly method: FrictionMethod;
  /** Σ K of the run's fittings (and reducer), referred to its own velocity pressure. */
  readonly fittingsK: number;
}

/** The liquid, SI. */
export interface LiquidSi {
  readonly densityKgM3: number;
  readonly kinematicViscosityM2S: number;
}

/** Losses of a pipe run at one flow. */
export interface PipeRunLoss {
  readonly frictionPa: number;
  readonly fittingsPa: number;
  readonly totalPa: number;
  /** The flow figures; null at zero flow. */
  readonly flow: PipeFlow | null;
}

/**
 * Friction and fitting losses of a pipe run at a flow: Δp = (Δp/L)·L + ΣK · ρV²/2, the friction rate
 * by {@link pipeFlow} (Darcy–Weisbach with Colebrook, or Hazen–Williams). The sign follows the flow.
 *
 * @param run - The run (SI).
 * @param flowM3S - Flow, m³/s (0 gives 0).
 * @param liquid - Density and kinematic viscosity.
 * @returns Friction, fittings and total loss, Pa, and the flow figures.
 * @throws {RangeError} If the run or liquid is invalid.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe design"; Crane TP-410 (2009), ch. 2
 * @example pipeRunLoss({ insideDiameterM: 0.0525, lengthM: 10, roughnessM: 4.6e-5, hazenWilliamsC: 120, method: 'darcyWeisbach', fittingsK: 0 }, 0.0031545, { densityKgM3: 999, kinematicViscosityM2S: 1.122e-6 }).totalPa //=> 4588
 */
export function pipeRunLoss(run: PipeRunSi, flowM3S: number, liquid: LiquidSi): PipeRunLoss {
  assertFinite(flowM3S, 'flowM3S');
  if (flowM3S === 0) return { frictionPa: 0, fittingsPa: 0, totalPa: 0, flow: null };
  const flow = pipeFlow({
    flowM3S: Math.abs(flowM3S),
    insideDiameterM: run.insideDiameterM,
    roughnessM: run.roughnessM,
    densityKgM3: liquid.densityKgM3,
    kinematicViscosityM2S: liquid.kinematicViscosityM2S,
    method: run.method,
    hazenWilliamsC: run.hazenWilliamsC,
  });
  const sign = Math.sign(flowM3S);
  const frictionPa = sign * flow.frictionRatePaPerM * run.lengthM;
  const fittingsPa = sign * run.fittingsK * flow.velocityPressurePa;
  return { frictionPa, fittingsPa, totalPa: frictionPa + fittingsPa, flow };
}
