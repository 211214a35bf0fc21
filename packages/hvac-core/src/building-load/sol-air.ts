import { assertFinite, assertInRange, assertNonNegative } from '../_lib/assert.js';

/**
 * α/ho of an opaque outdoor surface, m²·K/W: 0.026 for a light-coloured surface, 0.052 the usual
 * maximum for a dark one (0.15 and 0.30 h·ft²·°F/Btu).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Sol-Air Temperature"
 */
export const ABSORPTANCE_OVER_HO_M2K_W = { light: 0.026, dark: 0.052 } as const;

/**
 * Long-wave correction εΔR/ho, K: 3.9 K (7 °F) for a horizontal surface facing the sky, 0 for a
 * vertical one (it receives long-wave radiation from the ground and its surroundings too).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Sol-Air Temperature"
 */
export const LONG_WAVE_CORRECTION_K = { horizontal: 3.9, vertical: 0 } as const;

/**
 * The Handbook's long-wave correction for a surface tilt: 3.9 K horizontal, 0 vertical; between
 * them scaled by cos Σ (our interpolation), 0 for a surface facing down.
 *
 * @param tiltDeg - Tilt from horizontal, 0…180°.
 * @returns εΔR/ho, K.
 */
export function longWaveCorrectionK(tiltDeg: number): number {
  assertInRange(tiltDeg, 'tiltDeg', 0, 180);
  return Math.max(0, LONG_WAVE_CORRECTION_K.horizontal * Math.cos((tiltDeg * Math.PI) / 180));
}

/**
 * Sol-air temperature: Te = To + (α/ho)·Et − εΔR/ho.
 *
 * @param outdoorC - Outdoor dry bulb To, °C.
 * @param irradianceWm2 - Total solar irradiance on the surface Et, W/m². Must be ≥ 0.
 * @param absorptanceOverHoM2KW - α/ho, m²·K/W (0.026 light, 0.052 dark). Must be ≥ 0.
 * @param longWaveCorrection - εΔR/ho, K (3.9 horizontal, 0 vertical).
 * @returns Te, °C.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Sol-Air Temperature" (eq. for te)
 * @example solAirTemperatureC(35, 900, 0.052, 3.9) //=> 77.9
 */
export function solAirTemperatureC(
  outdoorC: number,
  irradianceWm2: number,
  absorptanceOverHoM2KW: number,
  longWaveCorrection: number,
): number {
  assertFinite(outdoorC, 'outdoorC');
  assertNonNegative(irradianceWm2, 'irradianceWm2');
  assertNonNegative(absorptanceOverHoM2KW, 'absorptanceOverHoM2KW');
  assertFinite(longWaveCorrection, 'longWaveCorrection');
  return outdoorC + absorptanceOverHoM2KW * irradianceWm2 - longWaveCorrection;
}
