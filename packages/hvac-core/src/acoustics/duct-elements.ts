import { assertInRange, assertPositive } from '../_lib/assert.js';
import { SPEED_OF_SOUND_M_S } from './constants.js';

/** Elbow types with tabulated insertion loss. */
export const ELBOW_KINDS = ['squareNoVanes', 'squareWithVanes', 'round'] as const;
export type ElbowKind = (typeof ELBOW_KINDS)[number];

/**
 * Insertion loss of unlined elbows, dB, by the product f·w of band frequency (kHz) and duct width in
 * the plane of the bend (in): rows [upper bound of f·w, loss]; the last row applies above.
 *
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49, tables 22 (square elbows without turning
 *   vanes), 23 (round elbows) and 24 (square elbows with turning vanes), unlined
 */
const ELBOW_LOSS_TABLES: Readonly<Record<ElbowKind, readonly (readonly [number, number])[]>> = {
  squareNoVanes: [
    [1.9, 0],
    [3.8, 1],
    [7.5, 5],
    [15, 8],
    [30, 4],
    [Infinity, 3],
  ],
  squareWithVanes: [
    [1.9, 0],
    [3.8, 1],
    [7.5, 4],
    [15, 6],
    [Infinity, 4],
  ],
  round: [
    [1.9, 0],
    [3.8, 1],
    [7.5, 2],
    [Infinity, 3],
  ],
};

/**
 * Insertion loss of one unlined elbow in an octave band.
 *
 * @param kind - 'squareNoVanes', 'squareWithVanes' or 'round'.
 * @param widthM - Duct width in the plane of the bend (diameter for a round elbow), m. Must be > 0.
 * @param frequencyHz - Octave-band centre frequency, Hz. Must be > 0.
 * @returns Insertion loss, dB.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49, tables 22–24
 * @example elbowInsertionLossDb('squareNoVanes', 0.3048, 1000) //=> 8
 */
export function elbowInsertionLossDb(kind: ElbowKind, widthM: number, frequencyHz: number): number {
  assertPositive(widthM, 'widthM');
  assertPositive(frequencyHz, 'frequencyHz');
  const table = ELBOW_LOSS_TABLES[kind];
  const fw = (frequencyHz / 1000) * (widthM / 0.0254);
  for (const [upper, loss] of table) if (fw < upper) return loss;
  return table[table.length - 1]?.[1] ?? 0;
}

/**
 * Sound power division at a branch: the power entering a branch is the upstream power less
 * ΔL = 10·log10(ΣA/A_branch), the share of the total downstream area.
 *
 * @param branchAreaM2 - Cross-sectional area of the branch followed, m². Must be > 0.
 * @param totalAreaM2 - Total cross-sectional area of all branches leaving the junction, m². At least branchAreaM2.
 * @returns Attenuation, dB (0 when the branch is the whole area).
 * @throws {RangeError} If an area is not positive or the branch exceeds the total.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Duct branch sound power division"
 * @example branchPowerDivisionDb(0.1, 0.4) //=> 6.02
 */
export function branchPowerDivisionDb(branchAreaM2: number, totalAreaM2: number): number {
  assertPositive(branchAreaM2, 'branchAreaM2');
  assertPositive(totalAreaM2, 'totalAreaM2');
  if (branchAreaM2 > totalAreaM2 * (1 + 1e-12)) {
    throw new RangeError(
      `branchAreaM2 (${branchAreaM2}) cannot exceed totalAreaM2 (${totalAreaM2}).`,
    );
  }
  return 10 * Math.log10(totalAreaM2 / branchAreaM2);
}

/** Where a duct opens into the room. */
export const DUCT_TERMINATIONS = ['flush', 'freeSpace'] as const;
export type DuctTermination = (typeof DUCT_TERMINATIONS)[number];

/**
 * End reflection loss of a duct opening into a room: ERL = 10·log10[1 + (a₁·c/(π·f·D))^a₂], with
 * a₁ = 0.7, a₂ = 2 for a duct terminated flush with a wall or ceiling and a₁ = 1, a₂ = 2 for a duct
 * ending in free space; D is the diameter, or √(4A/π) for a rectangular duct.
 *
 * @param diameterM - Duct diameter or equivalent diameter √(4A/π), m. Must be > 0.
 * @param frequencyHz - Octave-band centre frequency, Hz. Must be > 0.
 * @param termination - 'flush' or 'freeSpace'.
 * @returns End reflection loss, dB.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49, "End reflection loss" (eq. with a₁, a₂ and
 *   table 28); Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE
 * @example endReflectionLossDb(0.3048, 125, 'flush') //=> 7.01
 */
export function endReflectionLossDb(
  diameterM: number,
  frequencyHz: number,
  termination: DuctTermination,
): number {
  assertPositive(diameterM, 'diameterM');
  assertPositive(frequencyHz, 'frequencyHz');
  const a1 = termination === 'flush' ? 0.7 : 1;
  const a2 = 2;
  return (
    10 * Math.log10(1 + ((a1 * SPEED_OF_SOUND_M_S) / (Math.PI * frequencyHz * diameterM)) ** a2)
  );
}

/**
 * Attenuation of a straight duct run from a per-length rate: ΔL = rate × length.
 *
 * @param ratePerMetreDb - Attenuation, dB/m (from ASHRAE's tables for lined or unlined duct, or a manufacturer). 0 to 100.
 * @param lengthM - Length, m. Must be ≥ 0.
 * @returns Attenuation, dB.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Duct element sound attenuation"
 * @example straightDuctAttenuationDb(0.66, 10) //=> 6.6
 */
export function straightDuctAttenuationDb(ratePerMetreDb: number, lengthM: number): number {
  assertInRange(ratePerMetreDb, 'ratePerMetreDb', 0, 100);
  assertInRange(lengthM, 'lengthM', 0, 1e5);
  return ratePerMetreDb * lengthM;
}
