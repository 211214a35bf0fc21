import { assertPositive } from '../_lib/assert.js';
import { METRES_PER_INCH } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}

/**
 * Standard round duct diameters, in: 3 to 24 in by 1 in, then 26 to 96 in by 2 in, the sizes in
 * which North American spiral and longitudinal-seam round duct and fittings are made (a trade
 * convention rather than a standard's table).
 */
export const STANDARD_ROUND_DIAMETERS_IN: readonly number[] = [
  ...range(3, 24, 1),
  ...range(26, 96, 2),
];

/**
 * Standard round duct diameters, mm: the EN 1506 nominal sizes (the R10 preferred series 63, 80,
 * 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600 and the R20 intermediates
 * 355, 450, 560, 710, 900, 1120, 1400 stocked by spiral-duct makers).
 * @see EN 1506:2007, Ventilation for buildings — Sheet metal air ducts and fittings with circular
 *   cross-section — Dimensions (nominal diameters)
 */
export const STANDARD_ROUND_DIAMETERS_MM: readonly number[] = [
  63, 80, 100, 125, 160, 200, 250, 315, 355, 400, 450, 500, 560, 630, 710, 800, 900, 1000, 1120,
  1250, 1400, 1600,
];

/**
 * Rectangular duct sides step by 2 in from 4 in (Imperial) and by 50 mm from 100 mm (Metric): the
 * usual fabrication increments (shops make any size; these keep schedules tidy).
 */
export const RECTANGULAR_SIDE_STEP = {
  Imperial: { minimum: 4, step: 2 },
  Metric: { minimum: 100, step: 50 },
} as const;

/** Round sizes beyond the table continue in these steps (in, mm). */
const ROUND_STEP_BEYOND_TABLE = { Imperial: 2, Metric: 200 } as const;

const DISPLAY_UNIT_M = { Imperial: METRES_PER_INCH, Metric: 1e-3 } as const;

/** Tolerance for values that are a standard size up to floating-point noise. */
const SNAP = 1e-9;

/**
 * The smallest standard round diameter at least as large as a diameter.
 *
 * @param diameterM - Required inside diameter, m. Must be > 0.
 * @param unitSystem - Which size series to use: inch sizes (Imperial) or EN 1506 mm sizes (Metric).
 * @returns The standard diameter, m. Below the smallest size it is the smallest size; beyond the
 *   table it continues in 2 in or 200 mm steps.
 * @throws {RangeError} If the diameter is not a positive finite number.
 * @example standardRoundDiameterM(0.3454, 'Imperial') //=> 0.3556 (14 in)
 */
export function standardRoundDiameterM(diameterM: number, unitSystem: UnitSystem): number {
  assertPositive(diameterM, 'diameterM');
  const unitM = DISPLAY_UNIT_M[unitSystem];
  const sizes =
    unitSystem === 'Imperial' ? STANDARD_ROUND_DIAMETERS_IN : STANDARD_ROUND_DIAMETERS_MM;
  const required = diameterM / unitM;
  const found = sizes.find((size) => size >= required * (1 - SNAP));
  if (found !== undefined) return found * unitM;
  const largest = sizes[sizes.length - 1] ?? 0;
  const step = ROUND_STEP_BEYOND_TABLE[unitSystem];
  return (largest + Math.ceil((required * (1 - SNAP) - largest) / step) * step) * unitM;
}

/**
 * The smallest standard rectangular side at least as long as a side: 4, 6, 8 … in or 100, 150,
 * 200 … mm.
 *
 * @param sideM - Required inside dimension, m. Must be > 0.
 * @param unitSystem - Which step to use.
 * @returns The standard side, m.
 * @throws {RangeError} If the side is not a positive finite number.
 * @example standardRectangularSideM(0.31, 'Metric') //=> 0.35
 */
export function standardRectangularSideM(sideM: number, unitSystem: UnitSystem): number {
  assertPositive(sideM, 'sideM');
  const { minimum, step } = RECTANGULAR_SIDE_STEP[unitSystem];
  const required = sideM / DISPLAY_UNIT_M[unitSystem];
  if (required <= minimum) return minimum * DISPLAY_UNIT_M[unitSystem];
  return (
    (minimum + Math.ceil((required * (1 - SNAP) - minimum) / step) * step) *
    DISPLAY_UNIT_M[unitSystem]
  );
}

/**
 * The next standard rectangular side above a standard side.
 *
 * @param sideM - A standard side, m.
 * @param unitSystem - Which step to use.
 * @returns The next larger standard side, m.
 * @example nextStandardRectangularSideM(0.35, 'Metric') //=> 0.4
 */
export function nextStandardRectangularSideM(sideM: number, unitSystem: UnitSystem): number {
  return (
    standardRectangularSideM(sideM, unitSystem) +
    RECTANGULAR_SIDE_STEP[unitSystem].step * DISPLAY_UNIT_M[unitSystem]
  );
}
