import { assertFinite, assertInRange } from '../_lib/assert.js';
import { A_WEIGHTING_DB, BAND_COUNT } from './constants.js';

/**
 * The energy sum of sound levels, L = 10·log10 Σ 10^(Lᵢ/10). Two equal levels add to 3.01 dB more.
 *
 * @param levelsDb - Levels to add, dB (sound pressure or sound power levels, not a mixture). At least one.
 * @returns The combined level, dB.
 * @throws {RangeError} If the list is empty or a level is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 8 "Sound and vibration", "Combining sound levels"
 * @example addDecibels([90, 90]) //=> 93.01
 */
export function addDecibels(levelsDb: readonly number[]): number {
  if (levelsDb.length === 0) throw new RangeError('levelsDb must hold at least one level.');
  const largest = Math.max(
    ...levelsDb.map((level, index) => {
      assertFinite(level, `levelsDb[${index}]`);
      return level;
    }),
  );
  // Factor out the largest level so that 10^(L/10) never overflows.
  const sum = levelsDb.reduce((total, level) => total + 10 ** ((level - largest) / 10), 0);
  return largest + 10 * Math.log10(sum);
}

/**
 * Octave-band spectra added band by band by energy, L_b = 10·log10 Σ 10^(L_i,b/10): the paths of
 * a room (supply and return), or a silencer's self-noise with the sound it lets through.
 *
 * @param spectraDb - Spectra of the same bands, dB (all pressure or all power levels). At least one.
 * @returns The combined spectrum, dB, one value per band.
 * @throws {RangeError} If the list is empty, the spectra differ in length, or a level is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 8 "Sound and vibration", "Combining sound levels"
 * @example addSpectraDb([[60, 50], [60, 40]]) //=> [63.01, 50.41]
 */
export function addSpectraDb(spectraDb: readonly (readonly number[])[]): number[] {
  const first = spectraDb[0];
  if (first === undefined) throw new RangeError('spectraDb must hold at least one spectrum.');
  if (spectraDb.some((spectrum) => spectrum.length !== first.length)) {
    throw new RangeError('spectraDb must hold spectra of the same length.');
  }
  return first.map((_, band) => addDecibels(spectraDb.map((spectrum) => spectrum[band] ?? NaN)));
}

/**
 * The level of a source alone from a total measured with it and the background without it,
 * L_s = 10·log10(10^(L_t/10) − 10^(L_b/10)).
 *
 * @param totalDb - Level with the source running, dB.
 * @param backgroundDb - Background level without it, dB. Must be below totalDb.
 * @returns The source's own level, dB.
 * @throws {RangeError} If a level is not finite or the background is not below the total.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 8, "Combining sound levels" (subtracting background)
 * @example subtractDecibels(60, 53) //=> 59.03
 */
export function subtractDecibels(totalDb: number, backgroundDb: number): number {
  assertFinite(totalDb, 'totalDb');
  assertFinite(backgroundDb, 'backgroundDb');
  if (!(backgroundDb < totalDb)) {
    throw new RangeError(`backgroundDb (${backgroundDb}) must be below totalDb (${totalDb}).`);
  }
  return totalDb + 10 * Math.log10(1 - 10 ** ((backgroundDb - totalDb) / 10));
}

/**
 * The energy average of levels, 10·log10[(1/n) Σ 10^(Lᵢ/10)].
 *
 * @param levelsDb - Levels, dB. At least one.
 * @returns The energy-average level, dB.
 * @throws {RangeError} If the list is empty or a level is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 8 (averaging sound pressure levels)
 * @example energyAverageDecibels([80, 90]) //=> 87.40
 */
export function energyAverageDecibels(levelsDb: readonly number[]): number {
  return addDecibels(levelsDb) - 10 * Math.log10(levelsDb.length);
}

/**
 * Largest magnitude of a level the engine takes, dB. Far beyond any real sound (a sound pressure
 * level in air cannot pass about 194 dB re 20 µPa, where the amplitude reaches one atmosphere), yet
 * small enough that 10^(L/10) and the ratings built on it (NC, RC) stay finite.
 */
export const LEVEL_LIMIT_DB = 300;

/** Throws unless a spectrum has one level per octave band 63–8000 Hz, each within ±LEVEL_LIMIT_DB. */
export function assertOctaveSpectrum(spectrumDb: readonly number[], name: string): void {
  if (spectrumDb.length !== BAND_COUNT) {
    throw new RangeError(
      `${name} must hold ${BAND_COUNT} octave-band levels (63–8000 Hz), got ${spectrumDb.length}.`,
    );
  }
  spectrumDb.forEach((level, index) =>
    assertInRange(level, `${name}[${index}]`, -LEVEL_LIMIT_DB, LEVEL_LIMIT_DB),
  );
}

/**
 * The A-weighted level of an octave-band spectrum 63–8000 Hz: L_A = 10·log10 Σ 10^((Lᵢ + Aᵢ)/10),
 * with the IEC 61672-1 weights (−26.2, −16.1, −8.6, −3.2, 0, +1.2, +1.0, −1.1 dB).
 *
 * @param spectrumDb - Eight octave-band sound pressure levels, dB, 63 to 8000 Hz.
 * @returns The A-weighted level, dBA.
 * @throws {RangeError} If the spectrum does not have eight finite levels.
 * @see IEC 61672-1:2013, table 3; ASHRAE Handbook—Fundamentals (2021), ch. 8, "A-weighting"
 * @example aWeightedLevel([70, 70, 70, 70, 70, 70, 70, 70]) //=> 76.99
 */
export function aWeightedLevel(spectrumDb: readonly number[]): number {
  assertOctaveSpectrum(spectrumDb, 'spectrumDb');
  return addDecibels(spectrumDb.map((level, index) => level + (A_WEIGHTING_DB[index] ?? 0)));
}
