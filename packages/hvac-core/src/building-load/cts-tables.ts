/**
 * Representative conduction time series (CTS) of the Handbook's typical walls and roofs: the
 * percentage of a surface's heat input U·A·(t_e − t_rc) that reaches the room in the hour it
 * occurs (term 0) and in each of the 23 hours after. With one of these a heavy wall's conduction
 * arrives hours after the sun has warmed its outside face; without one (no time lag) it arrives at
 * once.
 *
 * Transcription note: the walls, roofs, layers, U-factors (W/m²·K) and conduction time factors
 * (%, to 0.1) were taken from a public Markdown transcription of ASHRAE Handbook—Fundamentals
 * (2021, SI), ch. 18, tables 16 and 17 (found with the project's code search, stored file id
 * 70618341067, pages 501–511 of the printed volume), not against the printed Handbook. Each
 * construction's U-factor was checked against its tabulated total R (U·R = 1 within 3 %), and walls
 * 1–36 and every roof kept but 20 and 31 against an independent computation: their CTS and U
 * recomputed from their table 18 layers by periodic response factors (periodic-response.ts; its
 * tests hold U within 0.6 %, every factor within 1 point, 2.5 for the lightest, and the peak hour
 * within one). Walls 37–57 and roofs 20 and 31 are as transcribed, unchecked. Left out: walls 58–66 (their U-factors and total R in the transcription are I-P values
 * under SI headings), roof 6 (U = 0.0242 W/m²·K with total R 41.35, not its layers' value) and
 * roof 23 (the transcription repeats roof 1's U-factor and series). The printed factors are rounded
 * to 0.1 %, so a series sums to 99.7 … 100.5 %; {@link conductionTimeSeries} divides each by its
 * sum so that a day's conduction gains equal its heat input. Check a value against the Handbook
 * before relying on it.
 */

/** Where the library comes from. */
export const CTS_TABLES_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021, SI), ch. 18, table 16 "Wall Conduction Time Series (CTS)" and table 17 "Roof Conduction Time Series (CTS)", from a public transcription of the chapter. Checked by computation, not against the printed tables: walls 1–36 and roofs 1–37 but 20 and 31 recomputed from their table 18 layers by periodic response factors agree with it (U within 0.6 %, each factor within 1 point, 2.5 for the lightest constructions); walls 37–57 and roofs 20 and 31 are as transcribed, unchecked; walls 58–66 and roofs 6 and 23 are left out, their transcribed values being inconsistent.';

/** Wall groups of table 16. */
export type CtsWallGroup = 'curtain' | 'stud' | 'eifs' | 'brick' | 'block' | 'concrete';

/** Group labels as the Handbook's table heads them. */
export const CTS_GROUP_LABELS: Readonly<Record<CtsWallGroup | 'roof', string>> = {
  curtain: 'Curtain walls',
  stud: 'Stud walls',
  eifs: 'EIFS',
  brick: 'Brick walls',
  block: 'Concrete block walls',
  concrete: 'Precast and cast-in-place concrete walls',
  roof: 'Roofs',
};

/** One construction of the library. */
export interface CtsConstruction {
  /** `wall-N` or `roof-N`, N the Handbook's number. */
  readonly id: string;
  readonly kind: 'wall' | 'roof';
  /** The number in the Handbook's table. */
  readonly number: number;
  readonly group: CtsWallGroup | 'roof';
  /**
   * Layers from outside to inside (R-values of insulation in m²·K/W; LW lightweight, HW
   * heavyweight, CMU concrete masonry unit, EIFS exterior insulation and finish system).
   */
  readonly layers: string;
  /** U-factor of the construction, W/m²·K. */
  readonly uWm2K: number;
  /** 24 conduction time factors, % as printed (to 0.1), the current hour first; they sum to 100 ± 0.5. */
  readonly ctsPercent: readonly number[];
}

/** A row of table 16 or 17: the construction's number, layers, U-factor (W/m²·K) and CTS (%). */
type Row = readonly [number: number, layers: string, uWm2K: number, ctsPercent: readonly number[]];

/** The walls of table 16 by group, then the roofs of table 17, each in the Handbook's order. */
const TABLES: Readonly<Record<CtsWallGroup | 'roof', readonly Row[]>> = {
  curtain: [
    [
      1,
      'Spandrel glass, R-1.8 insulation board, gyp. board',
      0.43,
      [18, 57.1, 19.8, 4, 0.8, 0.2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      2,
      'Spandrel glass, R-3.5 insulation board, gyp. board',
      0.245,
      [3.4, 35.9, 36.8, 15.9, 5.5, 1.8, 0.6, 0.2, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      3,
      'Metal wall panel, R-1.8 insulation board, gyp. board',
      0.431,
      [25, 56.1, 15.2, 3, 0.6, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      4,
      'Metal wall panel, R-3.5 insulation board, gyp. board',
      0.246,
      [5.4, 40.9, 33.8, 13.4, 4.5, 1.4, 0.4, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      5,
      '25 mm stone, R-1.8 insulation board, gyp. board',
      0.429,
      [8.3, 44, 31.2, 11.6, 3.5, 1, 0.3, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      6,
      '25 mm stone, R-3.5 insulation board, gyp. board',
      0.245,
      [
        1.4, 22.3, 35.9, 23.2, 10.7, 4.2, 1.5, 0.5, 0.2, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0,
      ],
    ],
  ],
  stud: [
    [
      7,
      'Metal wall panel, sheathing, R-1.9 batt insulation, gyp. board',
      0.418,
      [19.3, 57.5, 18.7, 3.7, 0.7, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      8,
      'Metal wall panel, sheathing, R-3.9 batt insulation, gyp. board',
      0.231,
      [5.6, 45, 34.4, 11.1, 2.9, 0.7, 0.2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      9,
      '25 mm stone, sheathing, R-1.9 batt insulation, gyp. board',
      0.416,
      [6.5, 41.1, 32.7, 13.3, 4.5, 1.4, 0.4, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      10,
      '25 mm stone, sheathing, R-3.9 batt insulation, gyp. board',
      0.23,
      [1.6, 24.9, 37.3, 21.9, 9.2, 3.4, 1.2, 0.4, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      11,
      'Wood siding, sheathing, R-1.9 batt insulation, 12.5 mm wood',
      0.402,
      [6.4, 40.7, 32.4, 13.5, 4.7, 1.6, 0.5, 0.2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      12,
      'Wood siding, sheathing, R-3.9 batt insulation, 12.5 mm wood',
      0.226,
      [
        1.5, 24.3, 36.3, 21.9, 9.8, 3.9, 1.5, 0.5, 0.2, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0,
      ],
    ],
    [
      13,
      '25 mm stucco, sheathing, R-1.9 batt insulation, gyp. board',
      0.412,
      [5.7, 40.4, 33.6, 13.7, 4.6, 1.4, 0.4, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      14,
      '25 mm stucco, sheathing, R-3.9 batt insulation, gyp. board',
      0.229,
      [1.3, 23.8, 37.6, 22.5, 9.6, 3.5, 1.2, 0.4, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
  ],
  eifs: [
    [
      15,
      'EIFS, R-0.9 insulation board, sheathing, gyp. board',
      0.67,
      [11.9, 48.8, 26.3, 8.8, 2.8, 0.9, 0.3, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      16,
      'EIFS, R-1.8 insulation board, sheathing, gyp. board',
      0.422,
      [6, 40.7, 31.6, 13.2, 5.1, 2, 0.8, 0.3, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      17,
      'EIFS, R-0.9 insulation board, sheathing, R-1.9 batt insulation, gyp. board',
      0.305,
      [
        2.6, 25.2, 30.7, 19.5, 10.6, 5.5, 2.9, 1.5, 0.8, 0.4, 0.2, 0.1, 0.1, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0,
      ],
    ],
    [
      18,
      'EIFS, R-0.9 insulation board, sheathing, R-3.9 batt insulation, gyp. board',
      0.191,
      [
        0.5, 11.9, 25.9, 22.9, 15.4, 9.5, 5.7, 3.4, 2, 1.2, 0.7, 0.4, 0.2, 0.1, 0.1, 0.1, 0, 0, 0,
        0, 0, 0, 0, 0,
      ],
    ],
    [
      19,
      'EIFS, R-0.9 insulation board, sheathing, 200 mm LW CMU, gyp. board',
      0.526,
      [
        1, 2, 5.8, 8.7, 9.3, 8.9, 8.1, 7.2, 6.5, 5.7, 5.1, 4.5, 4, 3.6, 3.2, 2.8, 2.5, 2.2, 2, 1.8,
        1.6, 1.4, 1.2, 1.1,
      ],
    ],
    [
      20,
      'EIFS, R-1.8 insulation board, sheathing, 200 mm LW CMU, gyp. board',
      0.36,
      [
        1.3, 1.8, 4.5, 7.3, 8.3, 8.2, 7.7, 7, 6.4, 5.8, 5.3, 4.8, 4.3, 3.9, 3.5, 3.2, 2.9, 2.6, 2.4,
        2.1, 1.9, 1.8, 1.6, 1.4,
      ],
    ],
  ],
  brick: [
    [
      21,
      'Brick, R-0.9 insulation board, sheathing, gyp. board',
      0.573,
      [
        0.2, 4.8, 13.9, 16.7, 14.9, 12, 9.2, 7, 5.3, 4, 3, 2.3, 1.7, 1.3, 1, 0.7, 0.5, 0.4, 0.3,
        0.2, 0.2, 0.1, 0.1, 0.1,
      ],
    ],
    [
      22,
      'Brick, R-1.8 insulation board, sheathing, gyp. board',
      0.381,
      [
        0.1, 3, 11.1, 15.5, 15, 12.7, 10.1, 7.8, 6, 4.6, 3.5, 2.6, 2, 1.5, 1.1, 0.9, 0.7, 0.5, 0.4,
        0.3, 0.2, 0.2, 0.1, 0.1,
      ],
    ],
    [
      23,
      'Brick, sheathing, R-1.9 batt insulation, gyp. board',
      0.376,
      [
        0.2, 4.1, 13.3, 16.6, 14.8, 11.8, 9.2, 7.1, 5.4, 4.2, 3.2, 2.4, 1.9, 1.4, 1.1, 0.8, 0.6,
        0.5, 0.4, 0.3, 0.2, 0.2, 0.1, 0.1,
      ],
    ],
    [
      24,
      'Brick, sheathing, R-3.9 batt insulation, gyp. board',
      0.217,
      [
        0.1, 1.6, 8.5, 14.5, 15.2, 13.1, 10.6, 8.3, 6.5, 5, 3.9, 3, 2.3, 1.8, 1.4, 1.1, 0.8, 0.6,
        0.5, 0.4, 0.3, 0.2, 0.2, 0.1,
      ],
    ],
    [
      25,
      'Brick, R-0.9 insulation board, sheathing, R-1.9 batt insulation, gyp. board',
      0.283,
      [
        0.1, 1.5, 6.8, 11.7, 13.3, 12.7, 11.1, 9.2, 7.5, 5.9, 4.7, 3.6, 2.8, 2.2, 1.7, 1.3, 1, 0.8,
        0.6, 0.5, 0.4, 0.3, 0.2, 0.2,
      ],
    ],
    [
      26,
      'Brick, R-0.9 insulation board, sheathing, R-3.9 batt insulation, gyp. board',
      0.157,
      [
        0.4, 0.5, 2, 5.3, 8.2, 9.7, 10.1, 9.6, 8.8, 7.8, 6.8, 5.8, 4.9, 4.1, 3.4, 2.8, 2.3, 1.9,
        1.5, 1.2, 1, 0.8, 0.6, 0.5,
      ],
    ],
    [
      27,
      'Brick, R-0.9 insulation board, 200 mm LW CMU',
      0.583,
      [
        0.6, 0.8, 2.6, 5.5, 7.6, 8.7, 9, 8.7, 8.2, 7.4, 6.6, 5.8, 5, 4.3, 3.7, 3.1, 2.6, 2.2, 1.9,
        1.6, 1.3, 1.1, 0.9, 0.7,
      ],
    ],
    [
      28,
      'Brick, R-1.8 insulation board, 200 mm LW CMU',
      0.386,
      [
        0.8, 0.8, 2.1, 4.5, 6.6, 7.9, 8.4, 8.4, 8, 7.4, 6.7, 6, 5.3, 4.7, 4.1, 3.5, 3, 2.6, 2.2,
        1.9, 1.6, 1.4, 1.1, 1,
      ],
    ],
    [
      29,
      'Brick, 200 mm LW CMU, R-1.9 batt insulation, gyp. board',
      0.347,
      [
        1.6, 1.5, 1.9, 3.3, 5, 6.2, 6.9, 7.1, 7, 6.7, 6.3, 5.9, 5.4, 5, 4.5, 4.1, 3.7, 3.4, 3, 2.7,
        2.5, 2.2, 2, 1.8,
      ],
    ],
    [
      30,
      'Brick, 200 mm LW CMU, R-3.9 batt insulation, gyp. board',
      0.207,
      [
        1.9, 1.8, 1.8, 2.7, 4, 5.4, 6.2, 6.7, 6.8, 6.6, 6.4, 6, 5.6, 5.2, 4.8, 4.4, 4, 3.7, 3.4,
        3.1, 2.8, 2.5, 2.3, 2.1,
      ],
    ],
    [
      31,
      'Brick, R-0.9 insulation board, 200 mm HW CMU, gyp. board',
      0.63,
      [
        1.8, 1.7, 2.4, 3.8, 5.1, 6, 6.5, 6.6, 6.6, 6.4, 6.1, 5.7, 5.3, 4.9, 4.6, 4.2, 3.8, 3.5, 3.2,
        2.9, 2.6, 2.4, 2.1, 1.9,
      ],
    ],
    [
      32,
      'Brick, R-1.8 insulation board, 200 mm HW CMU, gyp. board',
      0.406,
      [
        2, 1.9, 2.3, 3.4, 4.6, 5.5, 6.1, 6.3, 6.3, 6.2, 6, 5.7, 5.4, 5, 4.7, 4.3, 4, 3.7, 3.4, 3.1,
        2.9, 2.6, 2.4, 2.2,
      ],
    ],
    [
      33,
      'Brick, R-0.9 insulation board, brick',
      0.704,
      [
        0.9, 1.3, 3.3, 5.8, 7.3, 8, 8.2, 7.9, 7.5, 6.9, 6.2, 5.6, 5, 4.4, 3.8, 3.3, 2.9, 2.5, 2.2,
        1.9, 1.6, 1.4, 1.2, 1,
      ],
    ],
    [
      34,
      'Brick, R-1.8 insulation board, brick',
      0.436,
      [
        1, 1.2, 2.8, 5, 6.6, 7.5, 7.8, 7.7, 7.4, 6.9, 6.4, 5.8, 5.2, 4.6, 4.1, 3.6, 3.2, 2.8, 2.4,
        2.1, 1.8, 1.6, 1.4, 1.2,
      ],
    ],
    [
      35,
      'Brick, R-0.9 insulation board, 200 mm LW concrete, gyp. board',
      0.515,
      [
        3.3, 3.1, 3, 3.1, 3.4, 3.8, 4.2, 4.6, 4.8, 5, 5.1, 5.1, 5.1, 5, 4.9, 4.7, 4.6, 4.4, 4.2,
        4.1, 3.9, 3.7, 3.6, 3.4,
      ],
    ],
    [
      36,
      'Brick, R-1.8 insulation board, 200 mm LW concrete, gyp. board',
      0.355,
      [
        3.4, 3.3, 3.2, 3.2, 3.4, 3.7, 4.1, 4.4, 4.6, 4.8, 4.9, 5, 4.9, 4.9, 4.8, 4.7, 4.6, 4.4, 4.3,
        4.1, 4, 3.9, 3.7, 3.6,
      ],
    ],
    [
      37,
      'Brick, R-0.9 insulation board, 300 mm HW concrete, gyp. board',
      0.549,
      [
        3.8, 3.8, 3.7, 3.7, 3.8, 3.9, 4.1, 4.2, 4.3, 4.4, 4.5, 4.5, 4.6, 4.6, 4.5, 4.5, 4.3, 4.3,
        4.2, 4.2, 4.1, 4, 4, 3.9,
      ],
    ],
    [
      38,
      'Brick, R-1.8 insulation board, 300 mm HW concrete, gyp. board',
      0.355,
      [
        3.9, 3.8, 3.8, 3.8, 3.8, 3.9, 4, 4.2, 4.3, 4.4, 4.5, 4.5, 4.5, 4.5, 4.5, 4.5, 4.3, 4.3, 4.2,
        4.2, 4.1, 4.1, 4, 3.9,
      ],
    ],
    [
      39,
      'Brick, 200 mm HW concrete, R-1.9 batt insulation, gyp. board',
      0.383,
      [
        3.4, 3.3, 3.3, 3.6, 4, 4.4, 4.7, 4.8, 4.9, 4.9, 4.9, 4.8, 4.7, 4.6, 4.5, 4.4, 4.2, 4.1, 4,
        3.9, 3.8, 3.7, 3.6, 3.5,
      ],
    ],
    [
      40,
      'Brick, 200 mm HW concrete, R-3.9 batt insulation, gyp. board',
      0.217,
      [
        3.5, 3.4, 3.3, 3.5, 3.8, 4.2, 4.5, 4.7, 4.8, 4.9, 4.9, 4.8, 4.7, 4.6, 4.5, 4.4, 4.3, 4.2,
        4.1, 4, 3.9, 3.8, 3.7, 3.6,
      ],
    ],
  ],
  block: [
    [
      41,
      '200 mm LW CMU, R-1.9 batt insulation, gyp. board',
      0.382,
      [
        0.2, 4.6, 13.3, 15.8, 14, 11.4, 9, 7, 5.5, 4.3, 3.4, 2.6, 2, 1.6, 1.3, 1, 0.8, 0.6, 0.5,
        0.4, 0.3, 0.2, 0.2, 0.1,
      ],
    ],
    [
      42,
      '200 mm LW CMU, R-3.9 batt insulation, gyp. board',
      0.219,
      [
        0.2, 1.9, 8.8, 13.9, 14.1, 12.3, 10, 8.1, 6.4, 5.1, 4.1, 3.2, 2.6, 2.1, 1.6, 1.3, 1, 0.8,
        0.7, 0.5, 0.4, 0.3, 0.3, 0.2,
      ],
    ],
    [
      43,
      '200 mm LW CMU with fill insulation, R-1.9 batt insulation, gyp. board',
      0.335,
      [
        0.6, 1.6, 5.7, 9.5, 10.8, 10.3, 9.3, 8.1, 7, 6, 5.1, 4.4, 3.7, 3.2, 2.7, 2.3, 2, 1.7, 1.5,
        1.2, 1.1, 0.9, 0.8, 0.7,
      ],
    ],
    [
      44,
      '200 mm LW CMU with fill insulation, R-3.9 batt insulation, gyp. board',
      0.203,
      [
        0.8, 1, 3.4, 7.1, 9.4, 9.8, 9.3, 8.3, 7.4, 6.5, 5.6, 4.9, 4.3, 3.7, 3.2, 2.8, 2.4, 2.1, 1.8,
        1.6, 1.4, 1.2, 1.1, 0.9,
      ],
    ],
    [
      45,
      '25 mm stucco, 200 mm HW CMU, R-1.9 batt insulation, gyp. board',
      0.412,
      [
        0.5, 2.3, 8, 11.6, 11.7, 10.5, 9.1, 7.7, 6.5, 5.5, 4.6, 3.9, 3.3, 2.8, 2.3, 2, 1.6, 1.4,
        1.2, 1, 0.8, 0.7, 0.6, 0.5,
      ],
    ],
    [
      46,
      '25 mm stucco, 200 mm HW CMU, R-3.9 batt insulation, gyp. board',
      0.229,
      [
        0.5, 1.2, 5.1, 9.6, 11.3, 10.8, 9.6, 8.3, 7.1, 6, 5.1, 4.3, 3.7, 3.1, 2.7, 2.3, 1.9, 1.6,
        1.4, 1.2, 1, 0.8, 0.7, 0.6,
      ],
    ],
    [
      47,
      '200 mm LW CMU with fill insulation',
      1.058,
      [
        0.7, 10.4, 20.6, 19.5, 14.8, 10.5, 7.3, 5, 3.5, 2.4, 1.6, 1.1, 0.8, 0.5, 0.4, 0.2, 0.2, 0.1,
        0.1, 0.1, 0, 0, 0, 0,
      ],
    ],
    [
      48,
      '200 mm LW CMU with fill insulation, gyp. board',
      0.835,
      [
        0.2, 3.6, 11.8, 15.5, 14.6, 12.2, 9.7, 7.5, 5.8, 4.5, 3.5, 2.7, 2, 1.6, 1.2, 0.9, 0.7, 0.6,
        0.4, 0.3, 0.3, 0.2, 0.1, 0.1,
      ],
    ],
    [
      49,
      '300 mm LW CMU with fill insulation, gyp. board',
      0.688,
      [
        1, 1.1, 2.6, 5, 7.1, 8.3, 8.5, 8.3, 7.7, 7, 6.3, 5.6, 4.9, 4.3, 3.8, 3.3, 2.9, 2.5, 2.2,
        1.9, 1.7, 1.5, 1.3, 1.1,
      ],
    ],
  ],
  concrete: [
    [
      50,
      '100 mm LW concrete, R-0.9 board insulation, gyp. board',
      0.675,
      [
        0.7, 10.4, 19.7, 18.1, 13.9, 10.2, 7.4, 5.4, 3.9, 2.8, 2.1, 1.5, 1.1, 0.8, 0.6, 0.4, 0.3,
        0.2, 0.2, 0.1, 0.1, 0.1, 0, 0,
      ],
    ],
    [
      51,
      '100 mm LW concrete, R-1.8 board insulation, gyp. board',
      0.424,
      [
        0.3, 7.1, 17.4, 18.1, 14.6, 11.1, 8.2, 6.1, 4.5, 3.3, 2.5, 1.8, 1.3, 1, 0.7, 0.5, 0.4, 0.3,
        0.2, 0.2, 0.1, 0.1, 0.1, 0,
      ],
    ],
    [
      52,
      '100 mm LW concrete, R-1.9 batt insulation, gyp. board',
      0.417,
      [
        0.4, 8.4, 18.2, 17.9, 14.2, 10.7, 7.9, 5.9, 4.3, 3.2, 2.4, 1.7, 1.3, 0.9, 0.7, 0.5, 0.4,
        0.3, 0.2, 0.2, 0.1, 0.1, 0.1, 0,
      ],
    ],
    [
      53,
      '100 mm LW concrete, R-3.9 batt insulation, gyp. board',
      0.23,
      [
        0.1, 3.8, 13.6, 17.5, 15.6, 12.3, 9.4, 7, 5.3, 3.9, 3, 2.2, 1.6, 1.2, 0.9, 0.7, 0.5, 0.4,
        0.3, 0.2, 0.2, 0.1, 0.1, 0.1,
      ],
    ],
    [
      54,
      '100 mm LW concrete, R-1.8 board insulation, 100 mm LW concrete',
      0.435,
      [
        0.7, 0.9, 2.8, 5.6, 7.7, 8.7, 8.9, 8.6, 8, 7.3, 6.5, 5.7, 5, 4.3, 3.7, 3.2, 2.7, 2.3, 1.9,
        1.6, 1.4, 1.1, 0.9, 0.8,
      ],
    ],
    [
      55,
      '100 mm LW concrete, R-3.5 board insulation, 100 mm LW concrete',
      0.247,
      [
        0.9, 0.8, 1.6, 3.7, 5.9, 7.4, 8.2, 8.3, 8.1, 7.6, 6.9, 6.3, 5.6, 4.9, 4.3, 3.7, 3.2, 2.8,
        2.4, 2, 1.7, 1.5, 1.2, 1,
      ],
    ],
    [
      56,
      'EIFS, R-0.9 insulation board, 200 mm LW concrete, gyp. board',
      0.652,
      [
        2.2, 2.2, 3.2, 4.6, 5.7, 6.2, 6.3, 6.2, 6, 5.7, 5.4, 5.1, 4.8, 4.5, 4.2, 3.9, 3.7, 3.5, 3.2,
        3, 2.8, 2.6, 2.5, 2.3,
      ],
    ],
    [
      57,
      'EIFS, R-1.8 insulation board, 200 mm LW concrete, gyp. board',
      0.412,
      [
        2.4, 2.4, 3.1, 4.2, 5.2, 5.7, 5.9, 5.9, 5.8, 5.6, 5.3, 5.1, 4.8, 4.6, 4.3, 4.1, 3.9, 3.6,
        3.4, 3.3, 3.1, 2.9, 2.7, 2.6,
      ],
    ],
  ],
  roof: [
    [
      1,
      'Metal roof, R-3.3 batt insulation, gyp. board',
      0.2485,
      [6.4, 44.2, 32.7, 11.6, 3.6, 1.1, 0.3, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      2,
      'Metal roof, R-6.7 batt insulation, gyp. board',
      0.1355,
      [
        0.3, 10.9, 28.5, 25.9, 16.2, 8.9, 4.6, 2.3, 1.2, 0.6, 0.3, 0.1, 0.1, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0,
      ],
    ],
    [
      3,
      'Metal roof, R-3.3 batt insulation, suspended acoustical ceiling',
      0.2265,
      [10.1, 55.6, 27.3, 5.7, 1, 0.2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      4,
      'Metal roof, R-6.7 batt insulation, suspended acoustical ceiling',
      0.1287,
      [
        0.5, 14.8, 32.1, 24.3, 13.6, 7.1, 3.7, 1.9, 1, 0.5, 0.3, 0.1, 0.1, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0,
      ],
    ],
    [
      5,
      'Metal roof, R-3.3 batt insulation',
      0.2547,
      [26.6, 61, 11.2, 1.1, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      7,
      'Asphalt shingles, wood sheathing, R-3.3 batt insulation, gyp. board',
      0.2348,
      [
        0.9, 16.5, 30.1, 23.5, 14, 7.5, 3.8, 1.9, 0.9, 0.5, 0.2, 0.1, 0.1, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0,
      ],
    ],
    [
      8,
      'Asphalt shingles, wood sheathing, R-6.7 batt insulation, gyp. board',
      0.1313,
      [
        0, 2.6, 13.3, 21, 20.2, 15.5, 10.6, 6.7, 4.1, 2.5, 1.4, 0.8, 0.5, 0.3, 0.2, 0.1, 0.1, 0, 0,
        0, 0, 0, 0, 0,
      ],
    ],
    [
      9,
      'Slate or tile, wood sheathing, R-3.3 batt insulation, gyp. board',
      0.2388,
      [
        0.8, 16.6, 32.8, 25, 13.6, 6.4, 2.8, 1.2, 0.5, 0.2, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0,
      ],
    ],
    [
      10,
      'Slate or tile, wood sheathing, R-6.7 batt insulation, gyp. board',
      0.1325,
      [
        0, 2.5, 14, 22.8, 21.4, 15.7, 10.1, 6, 3.4, 1.9, 1, 0.6, 0.3, 0.2, 0.1, 0, 0, 0, 0, 0, 0, 0,
        0, 0,
      ],
    ],
    [
      11,
      'Wood shingles, wood sheathing, R-3.3 batt insulation, gyp. board',
      0.23,
      [
        0.6, 11.6, 24.2, 22.1, 15.6, 10, 6.2, 3.8, 2.3, 1.4, 0.8, 0.5, 0.3, 0.2, 0.1, 0.1, 0, 0, 0,
        0, 0, 0, 0, 0,
      ],
    ],
    [
      12,
      'Wood shingles, wood sheathing, R-6.7 batt insulation, gyp. board',
      0.1298,
      [
        0, 1.7, 9.7, 17, 18.1, 15.5, 11.9, 8.5, 5.9, 4, 2.6, 1.7, 1.1, 0.7, 0.5, 0.3, 0.2, 0.1, 0.1,
        0.1, 0, 0, 0, 0,
      ],
    ],
    [
      13,
      'Membrane, sheathing, R-1.8 insulation board, wood deck',
      0.3944,
      [
        0.3, 6.9, 17.2, 17.7, 14.3, 10.9, 8.2, 6.2, 4.6, 3.5, 2.6, 2, 1.5, 1.1, 0.8, 0.6, 0.5, 0.3,
        0.3, 0.2, 0.1, 0.1, 0.1, 0.1,
      ],
    ],
    [
      14,
      'Membrane, sheathing, R-3.5 insulation board, wood deck',
      0.2333,
      [
        0.1, 2.1, 10, 15.4, 15.2, 12.7, 10.1, 7.9, 6.1, 4.7, 3.6, 2.8, 2.2, 1.7, 1.3, 1, 0.8, 0.6,
        0.5, 0.4, 0.3, 0.2, 0.2, 0.1,
      ],
    ],
    [
      15,
      'Membrane, sheathing, R-1.8 insulation board, wood deck, suspended acoustical ceiling',
      0.3306,
      [
        0.9, 2.7, 7.8, 10.1, 9.8, 8.8, 7.8, 6.9, 6.1, 5.4, 4.8, 4.2, 3.7, 3.3, 2.9, 2.6, 2.3, 2,
        1.8, 1.5, 1.4, 1.2, 1.1, 0.9,
      ],
    ],
    [
      16,
      'Membrane, sheathing, R-3.5 insulation board, wood deck, suspended acoustical ceiling',
      0.2094,
      [
        1.2, 1.5, 4.3, 7.6, 8.8, 8.6, 8, 7.2, 6.5, 5.9, 5.3, 4.7, 4.3, 3.8, 3.4, 3.1, 2.8, 2.5, 2.2,
        2, 1.8, 1.6, 1.5, 1.3,
      ],
    ],
    [
      17,
      'Membrane, sheathing, R-1.8 insulation board, metal deck',
      0.4539,
      [18, 60, 18.4, 3, 0.5, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      18,
      'Membrane, sheathing, R-3.5 insulation board, metal deck',
      0.2528,
      [3.3, 38.1, 37.6, 14.6, 4.5, 1.3, 0.4, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      19,
      'Membrane, sheathing, R-1.8 insulation board, metal deck, suspended acoustical ceiling',
      0.3714,
      [4.8, 40, 34.7, 13.8, 4.6, 1.4, 0.4, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      20,
      'Membrane, sheathing, R-3.5 insulation board, metal deck, suspended acoustical ceiling',
      0.188,
      [
        0.2, 8.8, 26.6, 26.3, 17.3, 9.8, 5.2, 2.7, 1.4, 0.7, 0.4, 0.2, 0.1, 0.1, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0,
      ],
    ],
    [
      21,
      'Membrane, sheathing, R-2.6 insulation board, metal deck',
      0.3248,
      [8.6, 52.5, 29.8, 7.3, 1.5, 0.3, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ],
    [
      22,
      'Membrane, sheathing, R-5.3 insulation board, metal deck',
      0.1752,
      [
        0.3, 12.8, 31.1, 25.5, 14.7, 7.7, 3.9, 2, 1, 0.5, 0.2, 0.1, 0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0,
      ],
    ],
    [
      24,
      '50 mm concrete roof ballast, membrane, sheathing, R-2.6 insulation board, metal deck',
      0.2984,
      [
        0.4, 10.1, 21.9, 19.5, 14.2, 10.1, 7.1, 5, 3.5, 2.5, 1.7, 1.2, 0.9, 0.6, 0.4, 0.3, 0.2, 0.2,
        0.1, 0.1, 0.1, 0, 0, 0,
      ],
    ],
    [
      25,
      '50 mm concrete roof ballast, membrane, sheathing, R-5.3 insulation board, metal deck',
      0.1673,
      [
        0.1, 1.3, 8.1, 14.7, 15.8, 14, 11.4, 8.8, 6.7, 5, 3.7, 2.8, 2, 1.5, 1.1, 0.8, 0.6, 0.4, 0.3,
        0.2, 0.2, 0.1, 0.1, 0.1,
      ],
    ],
    [
      26,
      'Membrane, sheathing, R-2.6 insulation board, 100 mm LW concrete',
      0.3059,
      [
        0.6, 2.2, 7.9, 11.2, 11.2, 10, 8.7, 7.5, 6.4, 5.5, 4.7, 4, 3.4, 2.9, 2.5, 2.2, 1.8, 1.6,
        1.4, 1.2, 1, 0.9, 0.7, 0.6,
      ],
    ],
    [
      27,
      'Membrane, sheathing, R-5.3 insulation board, 100 mm LW concrete',
      0.1696,
      [
        0.8, 0.9, 2.5, 5.9, 8.6, 9.6, 9.4, 8.7, 7.8, 6.9, 6, 5.2, 4.5, 3.9, 3.4, 2.9, 2.5, 2.2, 1.9,
        1.6, 1.4, 1.2, 1.1, 0.9,
      ],
    ],
    [
      28,
      'Membrane, sheathing, R-2.6 insulation board, 150 mm LW concrete',
      0.2972,
      [
        1.5, 1.7, 3.4, 6, 7.5, 7.8, 7.6, 7.1, 6.5, 6, 5.5, 5, 4.6, 4.2, 3.8, 3.5, 3.2, 2.9, 2.6,
        2.4, 2.2, 2, 1.8, 1.7,
      ],
    ],
    [
      29,
      'Membrane, sheathing, R-5.3 insulation board, 150 mm LW concrete',
      0.1669,
      [
        1.9, 1.7, 2, 3.2, 4.9, 6.2, 6.9, 7, 6.9, 6.5, 6.1, 5.7, 5.2, 4.8, 4.4, 4.1, 3.7, 3.4, 3.1,
        2.9, 2.6, 2.4, 2.2, 2,
      ],
    ],
    [
      30,
      'Membrane, sheathing, R-2.6 insulation board, 200 mm LW concrete',
      0.289,
      [
        2.4, 2.3, 2.6, 3.7, 4.9, 5.7, 6.1, 6.1, 6, 5.8, 5.5, 5.2, 5, 4.7, 4.4, 4.1, 3.9, 3.7, 3.4,
        3.2, 3, 2.9, 2.7, 2.5,
      ],
    ],
    [
      31,
      'Membrane, sheathing, R-5.3 insulation board, 200 mm LW concrete',
      0.1688,
      [
        1.5, 1.4, 1.5, 2.6, 4.6, 6.4, 7.4, 7.8, 7.6, 7.2, 6.7, 6.1, 5.5, 5, 4.5, 4, 3.6, 3.2, 2.9,
        2.6, 2.3, 2.1, 1.9, 1.7,
      ],
    ],
    [
      32,
      'Membrane, sheathing, R-2.6 insulation board, 150 mm HW concrete',
      0.3167,
      [
        2, 2.4, 4.6, 6.5, 7, 6.8, 6.5, 6.1, 5.7, 5.3, 5, 4.7, 4.4, 4.1, 3.8, 3.6, 3.4, 3.1, 2.9,
        2.8, 2.6, 2.4, 2.3, 2.1,
      ],
    ],
    [
      33,
      'Membrane, sheathing, R-5.3 insulation board, 150 mm HW concrete',
      0.1729,
      [
        2.3, 2.2, 2.7, 4.1, 5.4, 6.2, 6.4, 6.3, 6.1, 5.8, 5.5, 5.2, 4.8, 4.5, 4.3, 4, 3.8, 3.5, 3.3,
        3.1, 2.9, 2.7, 2.6, 2.4,
      ],
    ],
    [
      34,
      'Membrane, sheathing, R-2.6 insulation board, 200 mm HW concrete',
      0.3139,
      [
        2.6, 2.6, 3.5, 4.8, 5.7, 5.9, 5.9, 5.7, 5.5, 5.3, 5, 4.8, 4.6, 4.4, 4.2, 4, 3.8, 3.6, 3.4,
        3.3, 3.1, 3, 2.8, 2.7,
      ],
    ],
    [
      35,
      'Membrane, sheathing, R-5.3 insulation board, 200 mm HW concrete',
      0.1719,
      [
        2.8, 2.7, 2.8, 3.4, 4.3, 5, 5.5, 5.6, 5.6, 5.5, 5.3, 5.1, 4.9, 4.7, 4.5, 4.3, 4.1, 3.9, 3.7,
        3.6, 3.4, 3.2, 3.1, 3,
      ],
    ],
    [
      36,
      'Membrane, 150 mm HW concrete, R-3.3 batt insulation, suspended acoustical ceiling',
      0.2387,
      [
        1.4, 2.3, 5.7, 8, 8.2, 7.8, 7.2, 6.6, 6, 5.5, 5, 4.6, 4.2, 3.8, 3.5, 3.2, 2.9, 2.6, 2.4,
        2.2, 2, 1.8, 1.7, 1.5,
      ],
    ],
    [
      37,
      'Membrane, 150 mm HW concrete, R-6.7 batt insulation, suspended acoustical ceiling',
      0.1325,
      [
        1.6, 1.6, 2.6, 4.8, 6.5, 7.3, 7.4, 7.1, 6.7, 6.2, 5.7, 5.3, 4.8, 4.4, 4, 3.7, 3.4, 3.1, 2.8,
        2.6, 2.4, 2.2, 2, 1.8,
      ],
    ],
  ],
};

const ROWS: readonly CtsConstruction[] = Object.entries(TABLES).flatMap(([key, rows]) => {
  const group = key as CtsWallGroup | 'roof';
  const kind = group === 'roof' ? 'roof' : 'wall';
  return rows.map(([number, layers, uWm2K, ctsPercent]) => ({
    id: `${kind}-${number}`,
    kind,
    number,
    group,
    layers,
    uWm2K,
    ctsPercent,
  }));
});

/** The library: walls 1–57 (table 16), then roofs 1–37 but 6 and 23 (table 17). @see {@link CTS_TABLES_SOURCE} */
export const CTS_LIBRARY: readonly CtsConstruction[] = ROWS;

/** The ids of the library, for a schema's enum. */
export const CTS_LIBRARY_IDS = ROWS.map((row) => row.id) as [string, ...string[]];

const BY_ID = new Map(ROWS.map((row) => [row.id, row]));

/**
 * A construction of the library by its id.
 *
 * @param id - `wall-1` … `wall-35`, `roof-1` … `roof-19`.
 * @returns The construction, or undefined for an unknown id.
 */
export function ctsConstruction(id: string): CtsConstruction | undefined {
  return BY_ID.get(id);
}

/**
 * The conduction time series of a library construction as fractions summing to 1, for
 * q_θ = Σ c_j·q_i,θ−j: the printed percentages divided by their sum (which rounding to 0.1 % leaves
 * within 100 ± 0.5).
 *
 * @param id - The library id.
 * @returns 24 fractions, the current hour first.
 * @throws {RangeError} If the id is not in the library.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, tables 16 and 17 (see {@link CTS_TABLES_SOURCE})
 */
export function conductionTimeSeries(id: string): readonly number[] {
  const row = BY_ID.get(id);
  if (row === undefined) throw new RangeError(`No conduction time series "${id}" in the library.`);
  const total = row.ctsPercent.reduce((a, b) => a + b, 0);
  return row.ctsPercent.map((p) => p / total);
}

/** A short label: "Wall 23: Brick, sheathing, R-1.9 batt insulation, gyp. board". */
export function ctsConstructionLabel(row: CtsConstruction): string {
  return `${row.kind === 'wall' ? 'Wall' : 'Roof'} ${row.number}: ${row.layers}`;
}
