import { rowsOfType, type PipeSizeRow, type WallTableRow } from './pipe-size-row.js';

/*
 * Seamless copper water tube, ASTM B88: outside diameter (nominal size + 1/8 in) and nominal wall,
 * in. ID = OD − 2·wall (e.g. Type L 1 in: 1.025 in). Sizes 5/8 and 3-1/2 in, rare in hydronic
 * work, are left out; Type M is not made in 1/4 in.
 *
 * @see ASTM B88, Standard Specification for Seamless Copper Water Tube, dimension tables (as reproduced
 *   in the Copper Development Association's Copper Tube Handbook, tables 14.3a–c).
 */

/** [nominal size, OD in, Type K wall, Type L wall, Type M wall in]. */
const ASTM_B88: readonly WallTableRow[] = [
  ['1/4', 0.375, 0.035, 0.03, null],
  ['3/8', 0.5, 0.049, 0.035, 0.025],
  ['1/2', 0.625, 0.049, 0.04, 0.028],
  ['3/4', 0.875, 0.065, 0.045, 0.032],
  ['1', 1.125, 0.065, 0.05, 0.035],
  ['1-1/4', 1.375, 0.065, 0.055, 0.042],
  ['1-1/2', 1.625, 0.072, 0.06, 0.049],
  ['2', 2.125, 0.083, 0.07, 0.058],
  ['2-1/2', 2.625, 0.095, 0.08, 0.065],
  ['3', 3.125, 0.109, 0.09, 0.072],
  ['4', 4.125, 0.134, 0.11, 0.095],
  ['5', 5.125, 0.16, 0.125, 0.109],
  ['6', 6.125, 0.192, 0.14, 0.122],
  ['8', 8.125, 0.271, 0.2, 0.17],
];

/** ASTM B88 Type K. */
export const COPPER_TYPE_K: readonly PipeSizeRow[] = rowsOfType(ASTM_B88, 0);

/** ASTM B88 Type L. */
export const COPPER_TYPE_L: readonly PipeSizeRow[] = rowsOfType(ASTM_B88, 1);

/** ASTM B88 Type M. */
export const COPPER_TYPE_M: readonly PipeSizeRow[] = rowsOfType(ASTM_B88, 2);
