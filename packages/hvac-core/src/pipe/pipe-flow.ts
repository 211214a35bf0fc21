import { assertPositive } from '../_lib/assert.js';
import { STANDARD_GRAVITY_M_S2 } from '../constants.js';
import {
  darcyFrictionFactor,
  darcyFrictionRatePaPerM,
  flowRegime,
  reynoldsNumber,
  velocityPressurePa,
} from '../fluid-flow/index.js';
import type { FlowRegime } from '../fluid-flow/index.js';
import { hazenWilliamsHeadGradient } from './hazen-williams.js';

/** Friction methods: Darcy–Weisbach with Colebrook (any liquid) or Hazen–Williams (water only). */
export const FRICTION_METHODS = ['darcyWeisbach', 'hazenWilliams'] as const;
export type FrictionMethod = (typeof FRICTION_METHODS)[number];

/** Inputs of {@link pipeFlow}, SI. */
export interface PipeFlowInput {
  readonly flowM3S: number;
  readonly insideDiameterM: number;
  /** Absolute roughness, m (Darcy–Weisbach). */
  readonly roughnessM: number;
  readonly densityKgM3: number;
  readonly kinematicViscosityM2S: number;
  /** Default 'darcyWeisbach'. */
  readonly method?: FrictionMethod;
  /** Hazen–Williams C (required for 'hazenWilliams'). */
  readonly hazenWilliamsC?: number;
}

/** Flow in a full round pipe, SI. */
export interface PipeFlow {
  readonly velocityMS: number;
  readonly velocityPressurePa: number;
  readonly reynoldsNumber: number;
  readonly regime: FlowRegime;
  /**
   * Darcy friction factor. With Hazen–Williams, the equivalent Darcy factor f = (Δp/L)·D/(ρV²/2)
   * that gives the same friction rate.
   */
  readonly frictionFactor: number;
  /** Friction loss per length, Pa/m. */
  readonly frictionRatePaPerM: number;
}

/**
 * Velocity, Reynolds number, regime, friction factor and friction rate of a liquid filling a round
 * pipe. Darcy–Weisbach uses {@link darcyFrictionFactor} (64/Re laminar, interpolated transition,
 * solved Colebrook turbulent); Hazen–Williams turns its head gradient into pressure with the liquid's
 * own density.
 *
 * @param input - Flow, inside diameter, roughness and liquid properties (SI), method and C.
 * @returns The flow figures (SI).
 * @throws {RangeError} If an input is not positive and finite, or C is missing for Hazen–Williams.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 3 "Fluid flow" and ch. 22 "Pipe design"
 *   (Darcy–Weisbach with Colebrook); Williams and Hazen (1920)
 * @example pipeFlow({ flowM3S: 0.0031545, insideDiameterM: 0.0525018, roughnessM: 4.6e-5, densityKgM3: 999.0, kinematicViscosityM2S: 1.122e-6 }).frictionRatePaPerM //=> 458.8
 */
export function pipeFlow(input: PipeFlowInput): PipeFlow {
  const { flowM3S, insideDiameterM, roughnessM, densityKgM3, kinematicViscosityM2S } = input;
  assertPositive(flowM3S, 'flowM3S');
  assertPositive(insideDiameterM, 'insideDiameterM');
  assertPositive(densityKgM3, 'densityKgM3');
  const areaM2 = (Math.PI * insideDiameterM * insideDiameterM) / 4;
  const velocityMS = flowM3S / areaM2;
  const reynolds = reynoldsNumber(velocityMS, insideDiameterM, kinematicViscosityM2S);
  const regime = flowRegime(reynolds);
  const velocityPressure = velocityPressurePa(densityKgM3, velocityMS);
  if ((input.method ?? 'darcyWeisbach') === 'hazenWilliams') {
    if (input.hazenWilliamsC === undefined)
      throw new RangeError('hazenWilliamsC is required for the Hazen–Williams method.');
    const headGradient = hazenWilliamsHeadGradient(
      velocityMS,
      insideDiameterM,
      input.hazenWilliamsC,
    );
    const frictionRatePaPerM = headGradient * densityKgM3 * STANDARD_GRAVITY_M_S2;
    return {
      velocityMS,
      velocityPressurePa: velocityPressure,
      reynoldsNumber: reynolds,
      regime,
      frictionFactor: (frictionRatePaPerM * insideDiameterM) / velocityPressure,
      frictionRatePaPerM,
    };
  }
  const frictionFactor = darcyFrictionFactor(reynolds, roughnessM / insideDiameterM);
  return {
    velocityMS,
    velocityPressurePa: velocityPressure,
    reynoldsNumber: reynolds,
    regime,
    frictionFactor,
    frictionRatePaPerM: darcyFrictionRatePaPerM(
      frictionFactor,
      insideDiameterM,
      densityKgM3,
      velocityMS,
    ),
  };
}
