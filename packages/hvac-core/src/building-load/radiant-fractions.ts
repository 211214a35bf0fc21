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

/** A luminaire category of the Handbook with its radiative fraction range. */
export interface LuminaireRadiantFraction {
  readonly id: string;
  readonly luminaire: string;
  /** Space fraction (the rest goes to the ceiling plenum), low and high. */
  readonly spaceFraction: readonly [number, number];
  /** Radiative fraction of the heat that goes to the room, low and high. */
  readonly radiativeFraction: readonly [number, number];
}

/**
 * Lighting heat gain parameters by luminaire category for typical operating conditions (airflow
 * about 5 L/s·m², supply air 15–16.7 °C, room 22–24 °C, 9.7–28 W/m² of lighting). The Handbook
 * advises the middle of each range in most situations ({@link luminaireRadiantFraction}). Values
 * from a public transcription of the 2021 (SI) chapter (stored file id 70618341067, p. 481), not
 * checked against the printed table.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 3 "Lighting Heat Gain Parameters for Typical Operating Conditions"
 */
export const LUMINAIRE_RADIANT_FRACTIONS: readonly LuminaireRadiantFraction[] = [
  {
    id: 'recessedFluorescentNoLens',
    luminaire: 'Recessed fluorescent luminaire without lens',
    spaceFraction: [0.64, 0.74],
    radiativeFraction: [0.48, 0.68],
  },
  {
    id: 'recessedFluorescentLens',
    luminaire: 'Recessed fluorescent luminaire with lens',
    spaceFraction: [0.4, 0.5],
    radiativeFraction: [0.61, 0.73],
  },
  {
    id: 'downlightCompactFluorescent',
    luminaire: 'Downlight compact fluorescent luminaire',
    spaceFraction: [0.12, 0.24],
    radiativeFraction: [0.95, 1],
  },
  {
    id: 'downlightIncandescent',
    luminaire: 'Downlight incandescent luminaire',
    spaceFraction: [0.7, 0.8],
    radiativeFraction: [0.95, 1],
  },
  {
    id: 'nonInCeilingFluorescent',
    luminaire: 'Non-in-ceiling fluorescent luminaire',
    spaceFraction: [1, 1],
    radiativeFraction: [0.5, 0.57],
  },
  {
    id: 'ledTrofferPartialAperture',
    luminaire: 'Recessed LED troffer, partial aperture diffuser',
    spaceFraction: [0.49, 0.64],
    radiativeFraction: [0.37, 0.47],
  },
  {
    id: 'ledTrofferUniform',
    luminaire: 'Recessed LED troffer, uniform diffuser',
    spaceFraction: [0.44, 0.66],
    radiativeFraction: [0.32, 0.41],
  },
  {
    id: 'ledTrofferHighEfficacy',
    luminaire: 'Recessed high-efficacy LED troffer',
    spaceFraction: [0.59, 0.59],
    radiativeFraction: [0.51, 0.51],
  },
  {
    id: 'ledDownlight',
    luminaire: 'Recessed LED downlight',
    spaceFraction: [0.4, 0.56],
    radiativeFraction: [0.15, 0.18],
  },
  {
    id: 'ledRetrofitKit',
    luminaire: 'Recessed LED retrofit kit 2×4',
    spaceFraction: [0.41, 0.53],
    radiativeFraction: [0.31, 0.42],
  },
  {
    id: 'ledColorTuning',
    luminaire: 'Recessed LED color tuning fixture',
    spaceFraction: [0.53, 0.56],
    radiativeFraction: [0.4, 0.42],
  },
  {
    id: 'ledHighBay',
    luminaire: 'High-bay LED fixture',
    spaceFraction: [1, 1],
    radiativeFraction: [0.42, 0.51],
  },
  {
    id: 'ledLinearPendant',
    luminaire: 'Linear pendant LED fixture',
    spaceFraction: [1, 1],
    radiativeFraction: [0.55, 0.6],
  },
];

/**
 * The radiative fraction the Handbook advises for a luminaire category in most situations: the
 * middle of its range.
 *
 * @param row - A category of {@link LUMINAIRE_RADIANT_FRACTIONS}.
 * @returns The middle radiative fraction, rounded to 0.001.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 3 ("use middle values in most situations")
 * @example luminaireRadiantFraction(recessed fluorescent without lens) //=> 0.58
 */
export function luminaireRadiantFraction(row: LuminaireRadiantFraction): number {
  return Math.round(((row.radiativeFraction[0] + row.radiativeFraction[1]) / 2) * 1000) / 1000;
}

/**
 * Radiative fractions of equipment heat gain: office equipment with and without a cooling fan
 * (table 14) and electric motors (heat "equally divided between radiant and convective
 * components", ch. 18 §2.3, unless the manufacturer says otherwise). Table 14 gives 0.1 to 0.8 for
 * equipment in general (tables 6–12 by kind).
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 14 and section 2.3 "Electric Motors" (public transcription, stored file id 70618341067, pp. 482 and 499)
 */
export const EQUIPMENT_RADIANT_FRACTIONS = [
  { id: 'officeWithFan', equipment: 'Office equipment with fan', radiantFraction: 0.1 },
  { id: 'officeWithoutFan', equipment: 'Office equipment without fan', radiantFraction: 0.3 },
  { id: 'motors', equipment: 'Electric motors', radiantFraction: 0.5 },
] as const;
