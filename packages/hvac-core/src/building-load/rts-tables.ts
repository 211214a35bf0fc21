/**
 * Representative radiant time series of the Handbook: the percentage of a radiant heat gain that
 * becomes cooling load in the hour it occurs (term 0) and in each of the 23 hours after.
 *
 * Transcription note: the values below were taken from a public transcription of ASHRAE
 * Handbook—Fundamentals (2021), ch. 18, tables 19 and 20 (found with the project's code search; it
 * cites those tables) and were not checked against the printed Handbook. What was checked (issue
 * 40): every value is the same as in the stored transcription of the chapter (file 70618341067,
 * printed page 513, whose second copy of table 20's medium columns agrees with the first); every
 * series sums to 100 % (the tests); and every series was compared with an independent
 * computation, the RTS of table 21's representative room computed by the heat-balance procedure
 * ({@link heatBalanceRts} on {@link representativeRtsZone}: an hourly heat balance pulsed with a unit
 * radiant gain, with the room size, convection coefficients, window and solar distribution that
 * table 21 does not give assumed). The computed series follow the tables' order (hour 0 rises with
 * glass and with carpet, falls from light to heavy without carpet) and agree with table 19 to 7.6
 * percentage points in hour 0 and 8.8 points in the cumulative series at any hour, with table 20
 * to 11.9 and 14.2 points (the computed solar hour 0 always lower). Differences of that size are
 * the two models' differences; the check would not find a slip smaller than them. Check a value
 * against the printed Handbook before relying on it.
 */

/** Construction class of the room (Handbook, ch. 18, table 19 notes: light, medium, heavy). */
export type RtsConstructionClass = 'light' | 'medium' | 'heavy';
/** Glass as a percentage of the exterior wall: 10, 50 or 90 %. */
export type RtsGlassPercent = 10 | 50 | 90;

/** Where the tables come from. */
export const RTS_TABLES_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021), ch. 18, table 19 "Representative Nonsolar RTS Values for Light to Heavy Construction" and table 20 "Representative Solar RTS Values for Light to Heavy Construction" (values from a public transcription, not checked against the printed tables; cross-checked against the RTS computed by the heat-balance procedure for table 21’s rooms: hour 0 within 7.6 percentage points for table 19 and 11.9 for table 20, cumulative within 8.8 and 14.2)';

/** A table's series by construction class and carpet. */
type ByRoom<Series> = Readonly<
  Record<RtsConstructionClass, Readonly<Record<'carpet' | 'noCarpet', Series>>>
>;
/** A series (24 terms, %) by glass percentage. */
type ByGlass = Readonly<Record<RtsGlassPercent, readonly number[]>>;

/** Nonsolar RTS of exterior zones, %, by construction, carpet and glass. @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 19 */
const NONSOLAR_EXTERIOR_PERCENT: ByRoom<ByGlass> = {
  light: {
    carpet: {
      10: [47, 19, 11, 6, 4, 3, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      50: [50, 18, 10, 6, 4, 3, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      90: [53, 17, 9, 5, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
    },
    noCarpet: {
      10: [41, 20, 12, 8, 5, 4, 3, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      50: [43, 19, 11, 7, 5, 3, 3, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      90: [46, 19, 11, 7, 5, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    },
  },
  medium: {
    carpet: {
      10: [46, 18, 10, 6, 4, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
      50: [49, 17, 9, 5, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0],
      90: [52, 16, 8, 5, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
    },
    noCarpet: {
      10: [31, 17, 11, 8, 6, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
      50: [33, 16, 10, 7, 5, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0],
      90: [35, 15, 10, 7, 5, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0],
    },
  },
  heavy: {
    carpet: {
      10: [34, 9, 6, 4, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1],
      50: [38, 9, 6, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1],
      90: [42, 9, 5, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1],
    },
    noCarpet: {
      10: [22, 10, 6, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2],
      50: [25, 9, 6, 5, 5, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
      90: [28, 9, 6, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1],
    },
  },
};
/** Nonsolar RTS of interior zones, %, by construction and carpet. @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 19 */
const NONSOLAR_INTERIOR_PERCENT: ByRoom<readonly number[]> = {
  light: {
    carpet: [46, 19, 11, 6, 4, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    noCarpet: [40, 20, 12, 8, 5, 4, 3, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  medium: {
    carpet: [46, 18, 10, 6, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0],
    noCarpet: [31, 17, 11, 8, 6, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
  },
  heavy: {
    carpet: [33, 9, 6, 5, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1],
    noCarpet: [21, 9, 6, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2],
  },
};
/** Solar RTS, %, by construction, carpet and glass. @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 20 */
const SOLAR_PERCENT: ByRoom<ByGlass> = {
  light: {
    carpet: {
      10: [53, 17, 9, 5, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
      50: [55, 17, 9, 5, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      90: [56, 17, 9, 5, 3, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    },
    noCarpet: {
      10: [44, 19, 11, 7, 5, 3, 3, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      50: [45, 20, 11, 7, 5, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      90: [46, 20, 11, 7, 5, 3, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    },
  },
  medium: {
    carpet: {
      10: [52, 16, 8, 5, 3, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
      50: [54, 16, 8, 4, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
      90: [55, 15, 8, 4, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
    },
    noCarpet: {
      10: [28, 15, 10, 7, 6, 5, 4, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0],
      50: [29, 15, 10, 7, 6, 5, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0],
      90: [29, 15, 10, 7, 6, 5, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0],
    },
  },
  heavy: {
    carpet: {
      10: [47, 11, 6, 4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      50: [49, 12, 6, 4, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      90: [51, 12, 6, 3, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    },
    noCarpet: {
      10: [26, 12, 7, 5, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
      50: [27, 13, 7, 5, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1],
      90: [28, 13, 7, 5, 4, 4, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1],
    },
  },
};

/** The room a representative RTS is chosen for. */
export interface RtsRoomClass {
  readonly construction: RtsConstructionClass;
  readonly carpet: boolean;
  /** Glass percentage of the exterior wall (10, 50, 90); ignored for an interior zone. */
  readonly glassPercent: RtsGlassPercent;
  /** An interior zone has no exterior wall (nonsolar RTS only). */
  readonly interior?: boolean;
}

const toFractions = (percent: readonly number[]): readonly number[] => percent.map((p) => p / 100);

/**
 * The representative nonsolar RTS of a room class (for people, lights, equipment and conduction),
 * as fractions summing to 1.
 *
 * @param room - Construction class, carpet, glass percentage, interior or exterior.
 * @returns 24 fractions, the current hour first.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 19 (see {@link RTS_TABLES_SOURCE})
 */
export function nonsolarRts(room: RtsRoomClass): readonly number[] {
  const carpet = room.carpet ? 'carpet' : 'noCarpet';
  if (room.interior === true)
    return toFractions(NONSOLAR_INTERIOR_PERCENT[room.construction][carpet]);
  return toFractions(NONSOLAR_EXTERIOR_PERCENT[room.construction][carpet][room.glassPercent]);
}

/**
 * The representative solar RTS of a room class (for solar heat gain transmitted through glass and
 * absorbed on the floor), as fractions summing to 1.
 *
 * @param room - Construction class, carpet and glass percentage.
 * @returns 24 fractions, the current hour first.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 20 (see {@link RTS_TABLES_SOURCE})
 */
export function solarRts(room: RtsRoomClass): readonly number[] {
  const carpet = room.carpet ? 'carpet' : 'noCarpet';
  return toFractions(SOLAR_PERCENT[room.construction][carpet][room.glassPercent]);
}
