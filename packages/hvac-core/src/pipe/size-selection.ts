import type { PipeMaterial, PipeSize } from './materials.js';
import { pipeFlow } from './pipe-flow.js';
import type { FrictionMethod, PipeFlow } from './pipe-flow.js';
import { recommendedMaxVelocityMS } from './velocity-limits.js';

/** Relative slack on limit comparisons, so a size exactly at a limit passes in both unit systems. */
const LIMIT_SLACK = 1e-9;

/** What a size is judged against: the flow, the liquid and the two limits (SI). */
export interface PipeSizeLimits {
  readonly flowM3S: number;
  readonly densityKgM3: number;
  readonly kinematicViscosityM2S: number;
  readonly method: FrictionMethod;
  /** The largest friction rate allowed, Pa/m. */
  readonly maxFrictionRatePaPerM: number;
  /** The largest velocity allowed, m/s; absent: ASHRAE's limit for each size. */
  readonly maxVelocityMS?: number | undefined;
}

/** One standard size at the design flow, with the limits it meets. */
export interface PipeSizeCandidate {
  readonly size: PipeSize;
  readonly flow: PipeFlow;
  /** The velocity limit applied to this size, m/s. */
  readonly velocityLimitMS: number;
  readonly meetsFrictionRate: boolean;
  readonly meetsVelocityLimit: boolean;
}

/**
 * Every standard size of a material at the design flow, smallest first, each judged against the
 * friction-rate target and the velocity limit (the engineer's, or 4 ft/s up to 2 in. and 10 ft/s
 * above).
 *
 * @param material - The pipe material and its sizes.
 * @param limits - Flow, liquid, friction method and limits (SI).
 * @returns One candidate per size, smallest first.
 * @throws {RangeError} If the flow or a property is not positive and finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe design" (friction-rate target, 4 ft/s
 *   for 2 in. and smaller, erosion velocity above)
 */
export function evaluatePipeSizes(
  material: PipeMaterial,
  limits: PipeSizeLimits,
): PipeSizeCandidate[] {
  return material.sizes.map((size): PipeSizeCandidate => {
    const flow = pipeFlow({
      flowM3S: limits.flowM3S,
      insideDiameterM: size.insideDiameterM,
      roughnessM: material.roughnessM,
      densityKgM3: limits.densityKgM3,
      kinematicViscosityM2S: limits.kinematicViscosityM2S,
      method: limits.method,
      hazenWilliamsC: material.hazenWilliamsC,
    });
    const velocityLimitMS = limits.maxVelocityMS ?? recommendedMaxVelocityMS(size.nominalInches);
    return {
      size,
      flow,
      velocityLimitMS,
      meetsFrictionRate:
        flow.frictionRatePaPerM <= limits.maxFrictionRatePaPerM * (1 + LIMIT_SLACK),
      meetsVelocityLimit: flow.velocityMS <= velocityLimitMS * (1 + LIMIT_SLACK),
    };
  });
}

/**
 * The size to choose: the smallest that meets both limits, or the largest when none does.
 *
 * @param candidates - Sizes smallest first ({@link evaluatePipeSizes}); at least one.
 * @returns Its position among the candidates, and whether it meets both limits.
 * @throws {RangeError} If there is no candidate.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe design" (friction-rate sizing; velocity limits for noise and erosion)
 * @example selectPipeSize([{ meetsFrictionRate: false, meetsVelocityLimit: true }, { meetsFrictionRate: true, meetsVelocityLimit: true }]) //=> { index: 1, sizeFound: true }
 */
export function selectPipeSize(
  candidates: readonly Pick<PipeSizeCandidate, 'meetsFrictionRate' | 'meetsVelocityLimit'>[],
): { readonly index: number; readonly sizeFound: boolean } {
  if (candidates.length === 0) throw new RangeError('There is no pipe size to choose from.');
  const firstFit = candidates.findIndex((c) => c.meetsFrictionRate && c.meetsVelocityLimit);
  return firstFit >= 0
    ? { index: firstFit, sizeFound: true }
    : { index: candidates.length - 1, sizeFound: false };
}
