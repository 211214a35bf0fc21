/**
 * Representative conduction time series (CTS) of the Handbook's typical walls and roofs: the
 * percentage of a surface's heat input U·A·(t_e − t_rc) that reaches the room in the hour it
 * occurs (term 0) and in each of the 23 hours after. With one of these a heavy wall's conduction
 * arrives hours after the sun has warmed its outside face; without one (no time lag) it arrives at
 * once.
 *
 * Transcription note: the 24 CTS terms of each construction were taken from a public
 * transcription of ASHRAE Handbook—Fundamentals, ch. 18, tables 16 and 17 (a Python RTS course
 * tool found with the project's code search, stored file id 36942419120: 35 walls then 19 roofs,
 * the same file whose RTS and SHGC tables agree with the ones this engine already uses), and the
 * layer descriptions and U-factors (W/m²·K) from a second public transcription of the same tables
 * (a React load calculator, stored file id 15382950326). Neither was checked against the printed
 * Handbook. Every series sums to 100 %, which the tests check; check a value against the Handbook
 * before relying on it.
 */

/** Where the library comes from. */
export const CTS_TABLES_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021), ch. 18, table 16 "Representative Wall Conduction Time Series" and table 17 "Representative Roof Conduction Time Series" (CTS, layers and U-factors from public transcriptions, not checked against the printed tables)';

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
  /** Layers from outside to inside (LW lightweight, HW heavyweight, CMU concrete masonry unit). */
  readonly layers: string;
  /** U-factor of the construction, W/m²·K. */
  readonly uWm2K: number;
  /** 24 conduction time factors, %, the current hour first; they sum to 100. */
  readonly ctsPercent: readonly number[];
}

const ROWS: readonly CtsConstruction[] = [
  {
    id: 'wall-1',
    kind: 'wall',
    number: 1,
    group: 'curtain',
    layers: 'Spandrel glass, insulation board, gyp board',
    uWm2K: 0.428,
    ctsPercent: [18, 58, 20, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-2',
    kind: 'wall',
    number: 2,
    group: 'curtain',
    layers: 'Metal wall panel, insulation board, gyp board',
    uWm2K: 0.429,
    ctsPercent: [25, 57, 15, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-3',
    kind: 'wall',
    number: 3,
    group: 'curtain',
    layers: '25 mm stucco, insulation board, gyp board',
    uWm2K: 0.428,
    ctsPercent: [8, 45, 32, 11, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-4',
    kind: 'wall',
    number: 4,
    group: 'stud',
    layers: 'Metal wall panel, sheathing, batt insulation, gyp board',
    uWm2K: 0.419,
    ctsPercent: [19, 59, 18, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-5',
    kind: 'wall',
    number: 5,
    group: 'stud',
    layers: '25 mm stucco, sheathing, batt insulation, gyp board',
    uWm2K: 0.417,
    ctsPercent: [6, 42, 33, 13, 4, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-6',
    kind: 'wall',
    number: 6,
    group: 'stud',
    layers: 'Wood siding, sheathing, batt insulation, 13 mm wood',
    uWm2K: 0.406,
    ctsPercent: [7, 44, 32, 12, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-7',
    kind: 'wall',
    number: 7,
    group: 'stud',
    layers: '25 mm stucco, sheathing, batt insulation, gyp board',
    uWm2K: 0.415,
    ctsPercent: [5, 41, 34, 13, 4, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-8',
    kind: 'wall',
    number: 8,
    group: 'eifs',
    layers: 'EIFS finish, insulation board, sheathing, gyp board',
    uWm2K: 0.668,
    ctsPercent: [11, 50, 26, 9, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-9',
    kind: 'wall',
    number: 9,
    group: 'eifs',
    layers: 'EIFS finish, insulation board, sheathing, batt insulation, gyp board',
    uWm2K: 0.305,
    ctsPercent: [2, 25, 31, 20, 11, 5, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-10',
    kind: 'wall',
    number: 10,
    group: 'eifs',
    layers: 'EIFS finish, insulation board, sheathing, 200 mm LW CMU, gyp board',
    uWm2K: 0.524,
    ctsPercent: [1, 2, 6, 9, 9, 9, 8, 7, 6, 6, 5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 0],
  },
  {
    id: 'wall-11',
    kind: 'wall',
    number: 11,
    group: 'brick',
    layers: 'Brick, insulation board, sheathing, gyp board',
    uWm2K: 0.571,
    ctsPercent: [0, 5, 14, 17, 15, 12, 9, 7, 5, 4, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-12',
    kind: 'wall',
    number: 12,
    group: 'brick',
    layers: 'Brick, sheathing, batt insulation, gyp board',
    uWm2K: 0.377,
    ctsPercent: [0, 4, 13, 17, 15, 12, 9, 7, 5, 4, 3, 2, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-13',
    kind: 'wall',
    number: 13,
    group: 'brick',
    layers: 'Brick, insulation board, sheathing, batt insulation, gyp board',
    uWm2K: 0.283,
    ctsPercent: [0, 1, 7, 12, 13, 13, 11, 9, 7, 6, 5, 4, 3, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0],
  },
  {
    id: 'wall-14',
    kind: 'wall',
    number: 14,
    group: 'brick',
    layers: 'Brick, insulation board, 200 mm LW CMU',
    uWm2K: 0.581,
    ctsPercent: [1, 1, 2, 5, 8, 9, 9, 9, 8, 7, 7, 6, 5, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1, 0],
  },
  {
    id: 'wall-15',
    kind: 'wall',
    number: 15,
    group: 'brick',
    layers: 'Brick, 200 mm LW CMU, batt insulation, gyp board',
    uWm2K: 0.348,
    ctsPercent: [2, 2, 2, 3, 5, 6, 7, 7, 7, 7, 6, 6, 5, 5, 5, 4, 4, 3, 3, 3, 3, 2, 2, 1],
  },
  {
    id: 'wall-16',
    kind: 'wall',
    number: 16,
    group: 'brick',
    layers: 'Brick, insulation board, 200 mm HW CMU, gyp board',
    uWm2K: 0.628,
    ctsPercent: [2, 2, 2, 4, 5, 6, 6, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 1],
  },
  {
    id: 'wall-17',
    kind: 'wall',
    number: 17,
    group: 'brick',
    layers: 'Brick, insulation board, brick',
    uWm2K: 0.702,
    ctsPercent: [1, 1, 3, 6, 7, 8, 8, 8, 8, 7, 6, 6, 5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1],
  },
  {
    id: 'wall-18',
    kind: 'wall',
    number: 18,
    group: 'brick',
    layers: 'Brick, insulation board, 200 mm LW concrete, gyp board',
    uWm2K: 0.514,
    ctsPercent: [3, 3, 3, 3, 3, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 3],
  },
  {
    id: 'wall-19',
    kind: 'wall',
    number: 19,
    group: 'brick',
    layers: 'Brick, insulation board, 300 mm HW concrete, gyp board',
    uWm2K: 0.581,
    ctsPercent: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4],
  },
  {
    id: 'wall-20',
    kind: 'wall',
    number: 20,
    group: 'brick',
    layers: 'Brick, 200 mm HW concrete, batt insulation, gyp board',
    uWm2K: 0.389,
    ctsPercent: [3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 3, 3],
  },
  {
    id: 'wall-21',
    kind: 'wall',
    number: 21,
    group: 'block',
    layers: '200 mm LW CMU, batt insulation, gyp board',
    uWm2K: 0.383,
    ctsPercent: [0, 4, 13, 16, 14, 11, 9, 7, 6, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-22',
    kind: 'wall',
    number: 22,
    group: 'block',
    layers: '200 mm LW CMU with fill insulation, batt insulation, gyp board',
    uWm2K: 0.335,
    ctsPercent: [1, 1, 5, 9, 11, 10, 9, 8, 7, 6, 5, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1],
  },
  {
    id: 'wall-23',
    kind: 'wall',
    number: 23,
    group: 'block',
    layers: '25 mm stucco, 200 mm HW CMU, batt insulation, gyp board',
    uWm2K: 0.414,
    ctsPercent: [0, 2, 8, 12, 12, 11, 9, 8, 7, 6, 5, 4, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0],
  },
  {
    id: 'wall-24',
    kind: 'wall',
    number: 24,
    group: 'block',
    layers: '200 mm LW CMU with fill insulation',
    uWm2K: 1.056,
    ctsPercent: [1, 11, 21, 20, 15, 10, 7, 5, 3, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-25',
    kind: 'wall',
    number: 25,
    group: 'block',
    layers: '200 mm LW CMU with fill insulation, gyp board',
    uWm2K: 0.834,
    ctsPercent: [0, 3, 12, 16, 15, 12, 10, 8, 6, 4, 3, 3, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-26',
    kind: 'wall',
    number: 26,
    group: 'block',
    layers: '300 mm LW CMU with fill insulation, gyp board',
    uWm2K: 0.689,
    ctsPercent: [1, 1, 2, 5, 7, 9, 9, 8, 8, 7, 6, 6, 5, 4, 4, 3, 3, 2, 2, 2, 2, 2, 1, 1],
  },
  {
    id: 'wall-27',
    kind: 'wall',
    number: 27,
    group: 'concrete',
    layers: '100 mm LW concrete, board insulation, gyp board',
    uWm2K: 0.673,
    ctsPercent: [1, 10, 20, 18, 14, 10, 7, 5, 4, 3, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-28',
    kind: 'wall',
    number: 28,
    group: 'concrete',
    layers: '100 mm LW concrete, board insulation, 100 mm LW concrete',
    uWm2K: 0.418,
    ctsPercent: [0, 8, 18, 18, 14, 11, 8, 6, 4, 3, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'wall-29',
    kind: 'wall',
    number: 29,
    group: 'concrete',
    layers: '100 mm LW concrete, batt insulation, gyp board',
    uWm2K: 0.434,
    ctsPercent: [1, 1, 3, 6, 8, 9, 9, 9, 8, 7, 7, 6, 5, 4, 4, 3, 2, 2, 1, 1, 1, 1, 1, 1],
  },
  {
    id: 'wall-30',
    kind: 'wall',
    number: 30,
    group: 'concrete',
    layers: 'EIFS finish, insulation board, 200 mm LW concrete, gyp board',
    uWm2K: 0.65,
    ctsPercent: [2, 2, 3, 5, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2],
  },
  {
    id: 'wall-31',
    kind: 'wall',
    number: 31,
    group: 'concrete',
    layers: '200 mm LW concrete, batt insulation, gyp board',
    uWm2K: 0.387,
    ctsPercent: [1, 2, 3, 6, 7, 8, 8, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 2],
  },
  {
    id: 'wall-32',
    kind: 'wall',
    number: 32,
    group: 'concrete',
    layers: 'EIFS finish, insulation board, 200 mm HW concrete, gyp board',
    uWm2K: 0.467,
    ctsPercent: [3, 3, 4, 5, 6, 6, 6, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3, 2],
  },
  {
    id: 'wall-33',
    kind: 'wall',
    number: 33,
    group: 'concrete',
    layers: '200 mm HW concrete, batt insulation, gyp board',
    uWm2K: 0.434,
    ctsPercent: [1, 2, 5, 8, 9, 9, 8, 7, 6, 6, 5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1],
  },
  {
    id: 'wall-34',
    kind: 'wall',
    number: 34,
    group: 'concrete',
    layers: '300 mm HW concrete, batt insulation, gyp board',
    uWm2K: 0.266,
    ctsPercent: [2, 2, 3, 3, 5, 5, 6, 6, 6, 6, 6, 5, 5, 5, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3],
  },
  {
    id: 'wall-35',
    kind: 'wall',
    number: 35,
    group: 'concrete',
    layers: '300 mm HW concrete',
    uWm2K: 3.122,
    ctsPercent: [1, 2, 4, 7, 8, 8, 8, 8, 7, 6, 6, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1],
  },
  {
    id: 'roof-1',
    kind: 'roof',
    number: 1,
    group: 'roof',
    layers: 'Metal roof, batt insulation, gyp board',
    uWm2K: 0.249,
    ctsPercent: [6, 45, 33, 11, 3, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-2',
    kind: 'roof',
    number: 2,
    group: 'roof',
    layers: 'Metal roof, batt insulation, suspended acoustical ceiling',
    uWm2K: 0.227,
    ctsPercent: [10, 57, 27, 5, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-3',
    kind: 'roof',
    number: 3,
    group: 'roof',
    layers: 'Metal roof, batt insulation',
    uWm2K: 0.255,
    ctsPercent: [27, 62, 10, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-4',
    kind: 'roof',
    number: 4,
    group: 'roof',
    layers: 'Asphalt shingles, wood sheathing, batt insulation, gyp board',
    uWm2K: 0.235,
    ctsPercent: [1, 17, 31, 24, 14, 7, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-5',
    kind: 'roof',
    number: 5,
    group: 'roof',
    layers: 'Slate or tile, wood sheathing, batt insulation, gyp board',
    uWm2K: 0.239,
    ctsPercent: [1, 17, 34, 25, 13, 6, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-6',
    kind: 'roof',
    number: 6,
    group: 'roof',
    layers: 'Wood shingles, wood sheathing, batt insulation, gyp board',
    uWm2K: 0.231,
    ctsPercent: [1, 12, 25, 22, 15, 10, 6, 4, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-7',
    kind: 'roof',
    number: 7,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, wood deck',
    uWm2K: 0.393,
    ctsPercent: [0, 7, 18, 18, 15, 11, 8, 6, 5, 3, 3, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-8',
    kind: 'roof',
    number: 8,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, wood deck, suspended acoustical ceiling',
    uWm2K: 0.329,
    ctsPercent: [1, 3, 8, 10, 10, 9, 8, 7, 6, 5, 5, 4, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 0],
  },
  {
    id: 'roof-9',
    kind: 'roof',
    number: 9,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, metal deck',
    uWm2K: 0.452,
    ctsPercent: [18, 61, 18, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-10',
    kind: 'roof',
    number: 10,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, metal deck',
    uWm2K: 0.371,
    ctsPercent: [4, 41, 35, 14, 4, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-11',
    kind: 'roof',
    number: 11,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, metal deck',
    uWm2K: 0.323,
    ctsPercent: [8, 53, 30, 7, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-12',
    kind: 'roof',
    number: 12,
    group: 'roof',
    layers: '50 mm concrete roof ballast, membrane, sheathing, insulation board, metal deck',
    uWm2K: 0.206,
    ctsPercent: [1, 23, 38, 22, 10, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-13',
    kind: 'roof',
    number: 13,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, 100 mm LW concrete',
    uWm2K: 0.297,
    ctsPercent: [0, 10, 22, 20, 14, 10, 7, 5, 4, 3, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  {
    id: 'roof-14',
    kind: 'roof',
    number: 14,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, 150 mm LW concrete',
    uWm2K: 0.304,
    ctsPercent: [1, 2, 8, 11, 11, 10, 9, 7, 6, 5, 5, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1],
  },
  {
    id: 'roof-15',
    kind: 'roof',
    number: 15,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, 200 mm LW concrete',
    uWm2K: 0.296,
    ctsPercent: [2, 2, 3, 6, 7, 8, 8, 7, 7, 6, 5, 5, 5, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1],
  },
  {
    id: 'roof-16',
    kind: 'roof',
    number: 16,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, 150 mm HW concrete',
    uWm2K: 0.288,
    ctsPercent: [2, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 2],
  },
  {
    id: 'roof-17',
    kind: 'roof',
    number: 17,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, 200 mm HW concrete',
    uWm2K: 0.315,
    ctsPercent: [2, 2, 5, 6, 7, 7, 6, 6, 6, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2],
  },
  {
    id: 'roof-18',
    kind: 'roof',
    number: 18,
    group: 'roof',
    layers: 'Membrane, sheathing, insulation board, 200 mm HW concrete',
    uWm2K: 0.313,
    ctsPercent: [3, 3, 3, 5, 6, 6, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4, 4, 3, 3, 3, 3, 2, 2],
  },
  {
    id: 'roof-19',
    kind: 'roof',
    number: 19,
    group: 'roof',
    layers: 'Membrane, 150 mm HW concrete, batt insulation, suspended acoustical ceiling',
    uWm2K: 0.239,
    ctsPercent: [1, 2, 6, 8, 8, 8, 7, 7, 6, 5, 5, 5, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2],
  },
];

/** The library: walls 1–35 (table 16), then roofs 1–19 (table 17). @see {@link CTS_TABLES_SOURCE} */
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
 * q_θ = Σ c_j·q_i,θ−j.
 *
 * @param id - The library id.
 * @returns 24 fractions, the current hour first.
 * @throws {RangeError} If the id is not in the library.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, tables 16 and 17 (see {@link CTS_TABLES_SOURCE})
 */
export function conductionTimeSeries(id: string): readonly number[] {
  const row = BY_ID.get(id);
  if (row === undefined) throw new RangeError(`No conduction time series "${id}" in the library.`);
  return row.ctsPercent.map((p) => p / 100);
}

/** A short label: "Wall 12: Brick, sheathing, batt insulation, gyp board". */
export function ctsConstructionLabel(row: CtsConstruction): string {
  return `${row.kind === 'wall' ? 'Wall' : 'Roof'} ${row.number}: ${row.layers}`;
}
