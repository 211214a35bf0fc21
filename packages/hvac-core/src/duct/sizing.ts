import { assertInRange, assertNonNegative, assertPositive } from '../_lib/assert.js';
import { solveBrent } from '../_lib/solve.js';
import type { AirProperties } from './air-properties.js';
import { ductFlow } from './duct-flow.js';
import type { DuctSection } from './duct-flow.js';

/** Search range of the friction solver, m: from 5 mm (ε/D stays in Colebrook's range) to 30 m. */
const DIAMETER_SEARCH_M = { min: 0.005, max: 30 } as const;

/**
 * Huebscher's De is a fixed multiple of the height at a given aspect ratio:
 * De = h · 1.30 r^0.625 / (r + 1)^0.25 with r = width / height.
 */
function equivalentDiameterPerHeight(aspectRatio: number): number {
  return (1.3 * aspectRatio ** 0.625) / (aspectRatio + 1) ** 0.25;
}

/**
 * Inside diameter of the round duct that carries an airflow at a target friction rate (the
 * equal-friction sizing step), solved with Brent's method on ln D.
 *
 * @param flowM3S - Airflow, m³/s. Must be > 0.
 * @param frictionRatePaPerM - Target friction rate, Pa/m. Must be > 0.
 * @param roughnessM - Absolute roughness ε, m. 0 to 2.5 mm.
 * @param air - Air density and viscosity.
 * @returns Diameter, m.
 * @throws {RangeError} If an argument is out of range or the diameter falls outside 5 mm–30 m.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 18–19 and fig. 10 (friction chart)
 * @example roundDiameterForFrictionM(0.4719, 0.8172, 9e-5, airPropertiesAt(20, 0)) //=> 0.3468 (13.65 in)
 */
export function roundDiameterForFrictionM(
  flowM3S: number,
  frictionRatePaPerM: number,
  roughnessM: number,
  air: AirProperties,
): number {
  assertPositive(flowM3S, 'flowM3S');
  assertPositive(frictionRatePaPerM, 'frictionRatePaPerM');
  assertInRange(roughnessM, 'roughnessM', 0, 0.0025);
  const excess = (logDiameter: number): number =>
    Math.log(
      ductFlow({ shape: 'round', diameterM: Math.exp(logDiameter) }, flowM3S, roughnessM, air)
        .frictionRatePaPerM / frictionRatePaPerM,
    );
  return Math.exp(
    solveBrent(excess, Math.log(DIAMETER_SEARCH_M.min), Math.log(DIAMETER_SEARCH_M.max), {
      toleranceX: 1e-13,
    }),
  );
}

/**
 * Rectangular duct of a given aspect ratio whose Huebscher equivalent diameter carries the airflow
 * at a target friction rate.
 *
 * @param flowM3S - Airflow, m³/s. Must be > 0.
 * @param frictionRatePaPerM - Target friction rate, Pa/m. Must be > 0.
 * @param aspectRatio - Width / height, ≥ 1.
 * @param roughnessM - Absolute roughness ε, m.
 * @param air - Air density and viscosity.
 * @returns The section, width ≥ height, m.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 25
 * @example rectangularForFriction(0.9439, 0.8172, 2, 9e-5, airPropertiesAt(20, 0)) //=> { widthM: 0.5911, heightM: 0.2955 }
 */
export function rectangularForFriction(
  flowM3S: number,
  frictionRatePaPerM: number,
  aspectRatio: number,
  roughnessM: number,
  air: AirProperties,
): Extract<DuctSection, { shape: 'rectangular' }> {
  assertInRange(aspectRatio, 'aspectRatio', 1, 100);
  const equivalentDiameterM = roundDiameterForFrictionM(
    flowM3S,
    frictionRatePaPerM,
    roughnessM,
    air,
  );
  const heightM = equivalentDiameterM / equivalentDiameterPerHeight(aspectRatio);
  return { shape: 'rectangular', widthM: aspectRatio * heightM, heightM };
}

/**
 * Round duct diameter for an airflow at a target velocity: A = Q/V, D = √(4A/π).
 *
 * @param flowM3S - Airflow, m³/s. Must be ≥ 0.
 * @param velocityMS - Target velocity, m/s. Must be > 0.
 * @returns Diameter, m.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "Velocity method" / continuity Q = AV
 * @example roundDiameterForVelocityM(0.9439, 7.62) //=> 0.3971 (15.6 in)
 */
export function roundDiameterForVelocityM(flowM3S: number, velocityMS: number): number {
  assertNonNegative(flowM3S, 'flowM3S');
  assertPositive(velocityMS, 'velocityMS');
  return Math.sqrt((4 * flowM3S) / velocityMS / Math.PI);
}

/**
 * Rectangular duct of a given aspect ratio for an airflow at a target velocity: h = √(A/r), w = r·h.
 *
 * @param flowM3S - Airflow, m³/s. Must be ≥ 0.
 * @param velocityMS - Target velocity, m/s. Must be > 0.
 * @param aspectRatio - Width / height, ≥ 1.
 * @returns The section, m.
 * @throws {RangeError} If an argument is out of range.
 * @example rectangularForVelocity(0.9439, 7.62, 1) //=> { widthM: 0.352, heightM: 0.352 }
 */
export function rectangularForVelocity(
  flowM3S: number,
  velocityMS: number,
  aspectRatio: number,
): Extract<DuctSection, { shape: 'rectangular' }> {
  assertNonNegative(flowM3S, 'flowM3S');
  assertPositive(velocityMS, 'velocityMS');
  assertInRange(aspectRatio, 'aspectRatio', 1, 100);
  const heightM = Math.sqrt(flowM3S / velocityMS / aspectRatio);
  return { shape: 'rectangular', widthM: aspectRatio * heightM, heightM };
}
