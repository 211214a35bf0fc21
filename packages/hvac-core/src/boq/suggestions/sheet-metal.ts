import { assertNonNegative, assertPositive } from '../../_lib/assert.js';
import { KILOGRAMS_PER_POUND, METRES_PER_FOOT, METRES_PER_INCH } from '../../units/index.js';

/** Source of the gauge tables. */
export const SMACNA_GAUGE_SOURCE =
  'Minimum galvanized steel gauges for static pressure classes up to 2 in. wg (500 Pa), after SMACNA: rectangular duct by its longest side (the low-pressure schedule of SMACNA Low Pressure Duct Construction Standards, carried into HVAC Duct Construction Standards—Metal and Flexible), round spiral-seam duct by diameter (HVAC Duct Construction Standards—Metal and Flexible, 3rd ed. (2005), table 3-5). The 3rd edition also ties the gauge to reinforcement spacing and joint type: confirm the final gauge with its tables.';

/** Source of the sheet thickness and mass per area. */
export const GALVANIZED_SHEET_SOURCE =
  'SMACNA HVAC Duct Construction Standards—Metal and Flexible, appendix A, "Galvanized Sheet Thickness Tolerances" (nominal thickness, lb/ft² and kg/m² by gauge; ASTM A653/A924 galvanized sheet)';

/** Gauges of galvanized sheet used for duct. */
export const GALVANIZED_GAUGES = [28, 26, 24, 22, 20, 18, 16] as const;
export type GalvanizedGauge = (typeof GALVANIZED_GAUGES)[number];

/** One galvanized sheet gauge: nominal thickness and mass per area. */
export interface GalvanizedSheet {
  readonly gauge: GalvanizedGauge;
  /** Nominal thickness, in. */
  readonly thicknessIn: number;
  /** Nominal thickness, mm. */
  readonly thicknessMm: number;
  /** Weight, lb/ft² (the table's value). */
  readonly poundsPerFt2: number;
  /** Mass, kg/m² (exact conversion of the lb/ft² value). */
  readonly kilogramsPerM2: number;
}

const KG_M2_PER_LB_FT2 = KILOGRAMS_PER_POUND / METRES_PER_FOOT ** 2;

/** [gauge, nominal thickness in, lb/ft²] */
const SHEET_ROWS: readonly (readonly [GalvanizedGauge, number, number])[] = [
  [28, 0.0187, 0.781],
  [26, 0.0217, 0.906],
  [24, 0.0276, 1.156],
  [22, 0.0336, 1.406],
  [20, 0.0396, 1.656],
  [18, 0.0516, 2.156],
  [16, 0.0635, 2.656],
];

/** Galvanized sheet gauges, lightest first, with thickness and mass per area. */
export const GALVANIZED_SHEETS: readonly GalvanizedSheet[] = SHEET_ROWS.map(
  ([gauge, thicknessIn, poundsPerFt2]) => ({
    gauge,
    thicknessIn,
    thicknessMm: thicknessIn * 25.4,
    poundsPerFt2,
    kilogramsPerM2: poundsPerFt2 * KG_M2_PER_LB_FT2,
  }),
);

/**
 * The galvanized sheet of a gauge.
 *
 * @param gauge - One of `GALVANIZED_GAUGES`.
 * @returns Its thickness and mass per area.
 * @throws {RangeError} If the gauge is not listed.
 * @see `GALVANIZED_SHEET_SOURCE`
 * @example galvanizedSheet(24).poundsPerFt2 //=> 1.156
 */
export function galvanizedSheet(gauge: GalvanizedGauge): GalvanizedSheet {
  const sheet = GALVANIZED_SHEETS.find((row) => row.gauge === gauge);
  if (sheet === undefined) throw new RangeError(`Unknown galvanized gauge ${String(gauge)}.`);
  return sheet;
}

/** Highest static pressure class the gauge tables here cover, in. wg (500 Pa). */
export const MAX_TABULATED_PRESSURE_CLASS_IN_WG = 2;

/** [largest size up to and including, in; gauge] */
export type GaugeStep = readonly [number, GalvanizedGauge];

/** Rectangular duct, pressure classes ½, 1 and 2 in. wg, by longest side. */
const RECTANGULAR_STEPS: readonly GaugeStep[] = [
  [12, 26],
  [30, 24],
  [54, 22],
  [84, 20],
  [120, 18],
];

/** Round spiral-seam duct, positive pressure up to 2 in. wg, by diameter. */
const ROUND_SPIRAL_STEPS: readonly GaugeStep[] = [
  [14, 28],
  [26, 26],
  [36, 24],
  [50, 22],
  [60, 20],
  [84, 18],
];

/**
 * The minimum-gauge tables of `smacnaMinimumGauge`, by shape: [largest size up to and including, in;
 * gauge], smallest first.
 * @see `SMACNA_GAUGE_SOURCE`
 */
export const SMACNA_MINIMUM_GAUGE_STEPS: Readonly<
  Record<'rectangular' | 'round', readonly GaugeStep[]>
> = { rectangular: RECTANGULAR_STEPS, round: ROUND_SPIRAL_STEPS };

/**
 * The minimum galvanized steel gauge of a duct by its size, for static pressure classes up to
 * 2 in. wg (500 Pa): rectangular by the longest side (≤ 12 in 26 ga, 13–30 in 24 ga, 31–54 in
 * 22 ga, 55–84 in 20 ga, 85–120 in 18 ga); round spiral-seam by diameter (≤ 14 in 28 ga, 15–26 in
 * 26 ga, 27–36 in 24 ga, 37–50 in 22 ga, 51–60 in 20 ga, 61–84 in 18 ga). Sizes between table rows
 * take the heavier gauge of the next row up (a size is never rounded down).
 *
 * @param shape - 'rectangular' or 'round'.
 * @param governingSizeM - Longest side (rectangular) or diameter (round), m. Must be > 0.
 * @param pressureClassInWg - Static pressure class, in. wg (0.5, 1 or 2). Must be > 0.
 * @returns The gauge, or null when the size or the pressure class is beyond these tables (then
 *   select the gauge and reinforcement from the full SMACNA tables).
 * @throws {RangeError} If the size or pressure class is not a positive finite number.
 * @see `SMACNA_GAUGE_SOURCE`
 * @example smacnaMinimumGauge('rectangular', 0.6096, 2) //=> 24 (24 in longest side)
 */
export function smacnaMinimumGauge(
  shape: 'rectangular' | 'round',
  governingSizeM: number,
  pressureClassInWg: number,
): GalvanizedGauge | null {
  assertPositive(governingSizeM, 'governingSizeM');
  assertPositive(pressureClassInWg, 'pressureClassInWg');
  if (pressureClassInWg > MAX_TABULATED_PRESSURE_CLASS_IN_WG) return null;
  const sizeIn = governingSizeM / METRES_PER_INCH;
  const steps = shape === 'rectangular' ? RECTANGULAR_STEPS : ROUND_SPIRAL_STEPS;
  // 1e-9 in of slack so that a size converted from mm that equals a row's limit stays in that row.
  const step = steps.find(([maxIn]) => sizeIn <= maxIn + 1e-9);
  return step === undefined ? null : step[1];
}

/**
 * Sheet-metal surface area of a straight duct: perimeter × length, 2(W + H)·L for a rectangular
 * duct and π·D·L for a round one (net area, without seams, joints or waste).
 *
 * @param section - The inside dimensions, m: `{ shape: 'rectangular', widthM, heightM }` or
 *   `{ shape: 'round', diameterM }`. Each must be > 0.
 * @param lengthM - Duct length, m. Must be ≥ 0.
 * @returns Surface area, m².
 * @throws {RangeError} If a dimension is not positive or the length is negative.
 * @see SMACNA HVAC Duct Construction Standards, 3rd ed. (2005), appendix A (duct surface area per
 *   linear foot = perimeter)
 * @example ductSurfaceAreaM2({ shape: 'rectangular', widthM: 0.6, heightM: 0.3 }, 15) //=> 27
 */
export function ductSurfaceAreaM2(
  section:
    | { readonly shape: 'rectangular'; readonly widthM: number; readonly heightM: number }
    | { readonly shape: 'round'; readonly diameterM: number },
  lengthM: number,
): number {
  assertNonNegative(lengthM, 'lengthM');
  if (section.shape === 'round') {
    assertPositive(section.diameterM, 'diameterM');
    return Math.PI * section.diameterM * lengthM;
  }
  assertPositive(section.widthM, 'widthM');
  assertPositive(section.heightM, 'heightM');
  return 2 * (section.widthM + section.heightM) * lengthM;
}
