/**
 * Constants of the acoustics engine, each with its source.
 */

/** Octave-band centre frequencies the engine works in, Hz. @see ANSI/ASA S1.11-2014 (IEC 61260-1) preferred octave bands. */
export const OCTAVE_BANDS_HZ = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const;
export type OctaveBandHz = (typeof OCTAVE_BANDS_HZ)[number];

/** Number of octave bands in every spectrum the engine takes or returns. */
export const BAND_COUNT = OCTAVE_BANDS_HZ.length;

/**
 * A-weighting at the octave-band centre frequencies 63–8000 Hz, dB.
 * @see IEC 61672-1:2013, table 3 (frequency weightings), values rounded to 0.1 dB as tabulated.
 */
export const A_WEIGHTING_DB = [-26.2, -16.1, -8.6, -3.2, 0, 1.2, 1.0, -1.1] as const;

/**
 * Speed of sound in air at about 20 °C, m/s (1125 ft/s).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 8 "Sound and vibration" (c ≈ 343 m/s at 20 °C).
 */
export const SPEED_OF_SOUND_M_S = 343;

/**
 * Sabine's constant 24·ln 10/c = 0.161 s/m at c = 343 m/s (0.049 s/ft in I-P).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 8, "Room sound" (T = 0.161 V/A, SI).
 */
export const SABINE_CONSTANT_S_PER_M = (24 * Math.LN10) / SPEED_OF_SOUND_M_S;
