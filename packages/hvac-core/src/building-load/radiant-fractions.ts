/**
 * Radiant fractions of heat gains: the part that is radiant (turned into cooling load by an RTS)
 * against the convective part (cooling load at once).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 14 "Recommended Radiative/Convective Splits for Internal Heat Gains"
 */
export const RADIANT_FRACTIONS = {
  /** Occupants, typical office conditions. */
  people: 0.6,
  /** Conduction through walls and floors. */
  wallConduction: 0.46,
  /** Conduction through roofs. */
  roofConduction: 0.6,
  /** Conduction through windows with SHGC > 0.5. */
  windowConductionHighShgc: 0.33,
  /** Conduction through windows with SHGC < 0.5. */
  windowConductionLowShgc: 0.46,
  /** Solar heat gain through fenestration without interior shading (with the solar RTS). */
  solarWithoutInteriorShading: 1,
  /** Infiltration: all convective. */
  infiltration: 0,
} as const;

/**
 * The radiant fraction of window conduction for a window's SHGC: 0.33 above 0.5, else 0.46.
 *
 * @param shgc - Normal-incidence SHGC of the window.
 * @returns The radiant fraction.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 14
 */
export function windowConductionRadiantFraction(shgc: number): number {
  return shgc > 0.5
    ? RADIANT_FRACTIONS.windowConductionHighShgc
    : RADIANT_FRACTIONS.windowConductionLowShgc;
}
