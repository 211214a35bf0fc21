import { assertInRange, assertPositive } from '../_lib/assert.js';
import { SABINE_CONSTANT_S_PER_M } from './constants.js';

/** A room surface: its area and its absorption coefficient in one band. */
export interface SurfaceAbsorption {
  readonly areaM2: number;
  /** Sabine absorption coefficient α, 0 to 1 (below 1 for the room constant). */
  readonly absorptionCoefficient: number;
}

/** Totals of a room's surfaces in one band. */
export interface RoomAbsorption {
  /** Total surface area S, m². */
  readonly surfaceAreaM2: number;
  /** Total absorption A = Σ Sᵢαᵢ, m² (metric sabins). */
  readonly absorptionM2: number;
  /** Mean absorption coefficient ᾱ = A/S. */
  readonly meanAbsorptionCoefficient: number;
}

/**
 * Total absorption and mean absorption coefficient of a room's surfaces: A = Σ Sᵢαᵢ, ᾱ = A/ΣSᵢ.
 *
 * @param surfaces - At least one surface; areas m² (> 0), coefficients 0 to 1.
 * @returns The room's totals.
 * @throws {RangeError} If there is no surface or a value is out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 8, "Room sound" (A = Σ Sᵢαᵢ)
 * @example roomAbsorption([{ areaM2: 100, absorptionCoefficient: 0.1 }, { areaM2: 50, absorptionCoefficient: 0.7 }]).meanAbsorptionCoefficient //=> 0.3
 */
export function roomAbsorption(surfaces: readonly SurfaceAbsorption[]): RoomAbsorption {
  if (surfaces.length === 0) throw new RangeError('surfaces must hold at least one surface.');
  let surfaceAreaM2 = 0;
  let absorptionM2 = 0;
  surfaces.forEach((surface, index) => {
    assertPositive(surface.areaM2, `surfaces[${index}].areaM2`);
    assertInRange(surface.absorptionCoefficient, `surfaces[${index}].absorptionCoefficient`, 0, 1);
    surfaceAreaM2 += surface.areaM2;
    absorptionM2 += surface.areaM2 * surface.absorptionCoefficient;
  });
  return { surfaceAreaM2, absorptionM2, meanAbsorptionCoefficient: absorptionM2 / surfaceAreaM2 };
}

/**
 * Room constant R = S·ᾱ/(1 − ᾱ).
 *
 * @param surfaceAreaM2 - Total surface area S, m². Must be > 0.
 * @param meanAbsorptionCoefficient - ᾱ, 0 (exclusive: a hard room has no constant) to below 1.
 * @returns Room constant, m².
 * @throws {RangeError} If S is not positive or ᾱ is not in (0, 1).
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49 "Noise and vibration control", "Room sound
 *   pressure level" (R = Sᾱ/(1 − ᾱ)); Beranek (1971), Noise and Vibration Control, ch. 7
 * @example roomConstantM2(200, 0.2) //=> 50
 */
export function roomConstantM2(surfaceAreaM2: number, meanAbsorptionCoefficient: number): number {
  assertPositive(surfaceAreaM2, 'surfaceAreaM2');
  assertPositive(meanAbsorptionCoefficient, 'meanAbsorptionCoefficient');
  if (!(meanAbsorptionCoefficient < 1)) {
    throw new RangeError(
      `meanAbsorptionCoefficient must be below 1, got ${meanAbsorptionCoefficient}.`,
    );
  }
  return (surfaceAreaM2 * meanAbsorptionCoefficient) / (1 - meanAbsorptionCoefficient);
}

/**
 * Sound pressure level at a listener from a source's sound power, direct plus reverberant field:
 * Lp = Lw + 10·log10[Q/(4πr²) + 4/R] (SI: r in m, R in m²; the I-P form adds 10.5 dB with r in ft
 * and R in ft²).
 *
 * @param soundPowerLevelDb - Source sound power level Lw, dB re 1 pW.
 * @param directivity - Directivity factor Q: 1 in free space, 2 at the centre of a wall or ceiling, 4 at an edge, 8 in a corner. Must be > 0.
 * @param distanceM - Distance from the source, m. Must be > 0.
 * @param roomConstant - Room constant R, m². Must be > 0.
 * @returns Sound pressure level, dB re 20 µPa.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Room sound correction" (direct and
 *   reverberant field); ASHRAE Handbook—Fundamentals (2021), ch. 8
 * @example soundPressureFromPowerDb(80, 2, 3, 50) //=> 69.90
 */
export function soundPressureFromPowerDb(
  soundPowerLevelDb: number,
  directivity: number,
  distanceM: number,
  roomConstant: number,
): number {
  assertInRange(soundPowerLevelDb, 'soundPowerLevelDb', -100, 250);
  assertPositive(directivity, 'directivity');
  assertPositive(distanceM, 'distanceM');
  assertPositive(roomConstant, 'roomConstant');
  return (
    soundPowerLevelDb +
    10 * Math.log10(directivity / (4 * Math.PI * distanceM ** 2) + 4 / roomConstant)
  );
}

/**
 * Sound pressure level from one point source in a typical furnished room (Schultz), which ASHRAE
 * recommends over the room-constant form for normally furnished rooms of up to about 420 m³
 * (15 000 ft³): Lp = Lw − 10·log10 r − 5·log10 V − 3·log10 f + 12 (SI: r m, V m³; I-P +25 with
 * r ft, V ft³).
 *
 * @param soundPowerLevelDb - Lw, dB re 1 pW.
 * @param distanceM - Distance to the listener, m. Must be > 0.
 * @param volumeM3 - Room volume, m³. Must be > 0.
 * @param frequencyHz - Octave-band centre frequency, Hz. Must be > 0.
 * @returns Sound pressure level, dB.
 * @throws {RangeError} If an argument is out of range.
 * @see ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Room sound correction", eq. for a single
 *   sound source (Schultz, T. J. 1985, "Relationship between sound power level and sound pressure
 *   level in dwellings and offices", ASHRAE Trans. 91(1))
 * @example schultzSoundPressureDb(60, 1.5, 100, 500) //=> 52.14
 */
export function schultzSoundPressureDb(
  soundPowerLevelDb: number,
  distanceM: number,
  volumeM3: number,
  frequencyHz: number,
): number {
  assertInRange(soundPowerLevelDb, 'soundPowerLevelDb', -100, 250);
  assertPositive(distanceM, 'distanceM');
  assertPositive(volumeM3, 'volumeM3');
  assertPositive(frequencyHz, 'frequencyHz');
  return (
    soundPowerLevelDb -
    10 * Math.log10(distanceM) -
    5 * Math.log10(volumeM3) -
    3 * Math.log10(frequencyHz) +
    12
  );
}

/**
 * Reverberation time by Sabine, T = 0.161·V/A.
 *
 * @param volumeM3 - Room volume, m³. Must be > 0.
 * @param absorptionM2 - Total absorption A, m² (metric sabins). Must be > 0.
 * @returns T60, s.
 * @throws {RangeError} If an argument is not positive.
 * @see Sabine, W. C. (1900), "Reverberation", The American Architect; ASHRAE Handbook—Fundamentals
 *   (2021), ch. 8, "Room sound"
 * @example sabineReverberationTimeS(200, 44) //=> 0.732
 */
export function sabineReverberationTimeS(volumeM3: number, absorptionM2: number): number {
  assertPositive(volumeM3, 'volumeM3');
  assertPositive(absorptionM2, 'absorptionM2');
  return (SABINE_CONSTANT_S_PER_M * volumeM3) / absorptionM2;
}

/**
 * Reverberation time by Eyring, T = 0.161·V/[−S·ln(1 − ᾱ)], more accurate than Sabine in
 * absorbent rooms (ᾱ above about 0.2); the two agree as ᾱ → 0.
 *
 * @param volumeM3 - Room volume, m³. Must be > 0.
 * @param surfaceAreaM2 - Total surface area S, m². Must be > 0.
 * @param meanAbsorptionCoefficient - ᾱ, above 0 and below 1.
 * @returns T60, s.
 * @throws {RangeError} If an argument is out of range.
 * @see Eyring, C. F. (1930), "Reverberation time in 'dead' rooms", J. Acoust. Soc. Am. 1:217–241
 * @example eyringReverberationTimeS(200, 220, 0.2) //=> 0.656
 */
export function eyringReverberationTimeS(
  volumeM3: number,
  surfaceAreaM2: number,
  meanAbsorptionCoefficient: number,
): number {
  assertPositive(volumeM3, 'volumeM3');
  assertPositive(surfaceAreaM2, 'surfaceAreaM2');
  assertPositive(meanAbsorptionCoefficient, 'meanAbsorptionCoefficient');
  if (!(meanAbsorptionCoefficient < 1)) {
    throw new RangeError(
      `meanAbsorptionCoefficient must be below 1, got ${meanAbsorptionCoefficient}.`,
    );
  }
  return (
    (SABINE_CONSTANT_S_PER_M * volumeM3) /
    (-surfaceAreaM2 * Math.log(1 - meanAbsorptionCoefficient))
  );
}
