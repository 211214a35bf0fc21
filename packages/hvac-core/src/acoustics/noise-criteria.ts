import { OCTAVE_BANDS_HZ } from './constants.js';
import type { OctaveBandHz } from './constants.js';
import { assertOctaveSpectrum, energyAverageDecibels } from './decibels.js';

/**
 * Noise criterion (NC) curves, octave-band sound pressure levels 63–8000 Hz, dB, by NC number.
 *
 * These are Beranek's 1957 curves as ASHRAE and most HVAC references tabulate them (NC-15 to NC-65,
 * with the NC-70 curve that later tabulations add). ANSI/ASA S12.2 (2008, 2019) restates the NC
 * curves in 1-dB steps from 16 Hz and rates by the tangency method with interpolation; at 63–8000 Hz
 * its values at multiples of 5 agree with these within 1 dB, but not at every band, so ratings here
 * may differ from an S12.2 rating by 1. This engine uses the Beranek table, interpolating linearly
 * between adjacent curves to rate to 0.1.
 *
 * @see Beranek, L. L. (1957), "Revised criteria for noise in buildings", Noise Control 3(1):19–27;
 *   ASHRAE Handbook—HVAC Applications (2019), ch. 49, "NC method"; ANSI/ASA S12.2-2019, Criteria
 *   for Evaluating Room Noise
 */
export const NC_CURVES: Readonly<Record<number, readonly number[]>> = {
  15: [47, 36, 29, 22, 17, 14, 12, 11],
  20: [51, 40, 33, 26, 22, 19, 17, 16],
  25: [54, 44, 37, 31, 27, 24, 22, 21],
  30: [57, 48, 41, 35, 31, 29, 28, 27],
  35: [60, 52, 45, 40, 36, 34, 33, 32],
  40: [64, 56, 50, 45, 41, 39, 38, 37],
  45: [67, 60, 54, 49, 46, 44, 43, 42],
  50: [71, 64, 58, 54, 51, 49, 48, 47],
  55: [74, 67, 62, 58, 56, 54, 53, 52],
  60: [77, 71, 67, 63, 61, 59, 58, 57],
  65: [80, 75, 71, 68, 66, 64, 63, 62],
  70: [83, 79, 75, 72, 71, 70, 69, 68],
};

/** NC numbers of {@link NC_CURVES}, ascending. */
export const NC_CURVE_NUMBERS = [15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70] as const;

function curveLevel(nc: number, band: number): number {
  const level = NC_CURVES[nc]?.[band];
  if (level === undefined) throw new RangeError(`No NC-${nc} value for band ${band}.`);
  return level;
}

/** The NC number at which the curve passes through `level` in one band (linear between curves, extrapolated at the ends). */
function bandNcValue(level: number, band: number): number {
  const numbers = NC_CURVE_NUMBERS;
  let lowIndex = 0;
  while (lowIndex < numbers.length - 2 && level > curveLevel(numbers[lowIndex + 1]!, band))
    lowIndex += 1;
  const lowNc = numbers[lowIndex]!;
  const highNc = numbers[lowIndex + 1]!;
  const lowLevel = curveLevel(lowNc, band);
  const highLevel = curveLevel(highNc, band);
  return lowNc + ((level - lowLevel) * (highNc - lowNc)) / (highLevel - lowLevel);
}

/** An NC rating and where it comes from. */
export interface NcRating {
  /** NC rating to 0.1 (the tangency value), e.g. 46.0. */
  readonly nc: number;
  /** The rating as usually reported: rounded up to the next whole number. */
  readonly ncRounded: number;
  /** The octave band that sets the rating. */
  readonly controllingBandHz: OctaveBandHz;
  /** The NC value each band alone would give. */
  readonly bandValues: readonly number[];
  /** True when every band is below the NC-15 curve (the value is extrapolated). */
  readonly belowLowestCurve: boolean;
  /** True when a band is above the NC-70 curve (the value is extrapolated). */
  readonly aboveHighestCurve: boolean;
  /**
   * The rating as written: "NC 46"; "below NC 15" when every band is under the lowest curve (an
   * extrapolated NC 3 or NC −20 is not a rating the curves give).
   */
  readonly label: string;
}

/**
 * The NC rating of an octave-band spectrum by the tangency method: the lowest NC curve that no band
 * exceeds, interpolated linearly between the 5-dB curves.
 *
 * @param spectrumDb - Eight octave-band sound pressure levels, dB re 20 µPa, 63 to 8000 Hz.
 * @returns The rating, its controlling band and each band's value.
 * @throws {RangeError} If the spectrum does not have eight finite levels.
 * @see Beranek (1957); ASHRAE Handbook—HVAC Applications (2019), ch. 49 (see {@link NC_CURVES})
 * @example ncRating([61, 56, 54, 50, 44, 43, 39, 34]).nc //=> 46
 */
export function ncRating(spectrumDb: readonly number[]): NcRating {
  assertOctaveSpectrum(spectrumDb, 'spectrumDb');
  const bandValues = spectrumDb.map((level, band) => bandNcValue(level, band));
  let controlling = 0;
  bandValues.forEach((value, band) => {
    if (value > (bandValues[controlling] ?? -Infinity)) controlling = band;
  });
  const nc = bandValues[controlling] ?? 0;
  const ncRounded = Math.ceil(nc - 1e-9);
  const belowLowestCurve = nc < NC_CURVE_NUMBERS[0];
  return {
    nc,
    ncRounded,
    controllingBandHz: OCTAVE_BANDS_HZ[controlling] ?? 63,
    bandValues,
    belowLowestCurve,
    aboveHighestCurve: nc > 70,
    label: belowLowestCurve ? `below NC ${NC_CURVE_NUMBERS[0]}` : `NC ${ncRounded}`,
  };
}

/**
 * The RC Mark II curve family runs from RC 25 to RC 50: a spectrum whose 500–2000 Hz mean is below
 * RC 25 is quieter than the family, and its rating and spectral quality are not given.
 *
 * @see Blazier (1997); ASHRAE Handbook—HVAC Applications (2019), ch. 49, RC Mark II curves
 *   (RC 25 to RC 50); Trane, Acoustics in Air Conditioning, TRG-TRC007-EN, fig. 28 (RC-25 to RC-50)
 */
export const RC_MARK_II_LOWEST_CURVE = 25;

/** Spectral character of an RC Mark II rating. */
export type RcQuality = 'N' | 'LF' | 'MF' | 'HF';

/** An RC Mark II rating. */
export interface RcRating {
  /** RC number: arithmetic mean of the 500, 1000 and 2000 Hz levels, rounded. */
  readonly rc: number;
  /** Neutral, or the region that dominates: LF rumble, MF roar, HF hiss. */
  readonly quality: RcQuality;
  /** "RC 35(N)"; "below RC 25" under the curve family (see {@link RC_MARK_II_LOWEST_CURVE}). */
  readonly label: string;
  /** True when the RC number is below RC 25: no rating or quality is read from the curves. */
  readonly belowLowestCurve: boolean;
  /** Quality assessment index: the spread of the regional deviations, dB (≤ 5 dB is neutral). */
  readonly qualityAssessmentIndex: number;
  /** Energy-average deviation from the reference curve in each region, dB. */
  readonly regionDeviations: { readonly LF: number; readonly MF: number; readonly HF: number };
  /** The reference curve RC + 5·(octaves below 1000 Hz), 63–8000 Hz, dB. */
  readonly referenceCurve: readonly number[];
}

/**
 * The Room Criterion (RC Mark II) rating of an octave-band spectrum: RC = mean of the 500, 1000 and
 * 2000 Hz levels; the reference curve falls 5 dB per octave through RC at 1000 Hz; the energy-average
 * deviation from it in the LF (63 Hz here; the method also uses 16 and 31.5 Hz, which this engine does
 * not take), MF (125–500 Hz) and HF (1000–4000 Hz) regions; a spread (QAI) above 5 dB names the
 * highest region: LF rumble, MF roar or HF hiss; otherwise neutral (N).
 *
 * @param spectrumDb - Eight octave-band sound pressure levels, dB, 63 to 8000 Hz.
 * @returns The RC rating.
 * @throws {RangeError} If the spectrum does not have eight finite levels.
 * @see Blazier, W. E. (1997), "RC Mark II: a refined procedure for rating the noise of heating,
 *   ventilating, and air-conditioning (HVAC) systems in buildings", Noise Control Eng. J. 45(6);
 *   ASHRAE Handbook—HVAC Applications (2019), ch. 49, "RC Mark II method"
 * @example rcMark2Rating([60, 55, 50, 45, 40, 35, 30, 25]).label //=> 'RC 40(N)'
 */
export function rcMark2Rating(spectrumDb: readonly number[]): RcRating {
  assertOctaveSpectrum(spectrumDb, 'spectrumDb');
  const level = (band: number): number => spectrumDb[band] ?? 0;
  const rc = Math.round((level(3) + level(4) + level(5)) / 3);
  // Whole octaves from 1000 Hz by band index (63 Hz is nominally 62.5 Hz, four octaves down).
  const referenceCurve = OCTAVE_BANDS_HZ.map((_, band) => rc + 5 * (4 - band));
  const deviation = (band: number): number => level(band) - (referenceCurve[band] ?? 0);
  const regionDeviations = {
    LF: energyAverageDecibels([deviation(0)]),
    MF: energyAverageDecibels([deviation(1), deviation(2), deviation(3)]),
    HF: energyAverageDecibels([deviation(4), deviation(5), deviation(6)]),
  };
  const entries = Object.entries(regionDeviations) as [Exclude<RcQuality, 'N'>, number][];
  const highest = entries.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  const lowest = Math.min(...entries.map(([, value]) => value));
  const qualityAssessmentIndex = highest[1] - lowest;
  const belowLowestCurve = rc < RC_MARK_II_LOWEST_CURVE;
  // Under the family a spectral quality means nothing: a very quiet room does not rumble.
  const quality: RcQuality = qualityAssessmentIndex > 5 && !belowLowestCurve ? highest[0] : 'N';
  return {
    rc,
    quality,
    label: belowLowestCurve ? `below RC ${RC_MARK_II_LOWEST_CURVE}` : `RC ${rc}(${quality})`,
    belowLowestCurve,
    qualityAssessmentIndex,
    regionDeviations,
    referenceCurve,
  };
}
