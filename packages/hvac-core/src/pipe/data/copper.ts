import type { PipeSizeRow } from './pipe-size-row.js';

/*
 * Seamless copper water tube, ASTM B88: outside diameter (nominal size + 1/8 in) and nominal wall,
 * in. ID = OD − 2·wall (e.g. Type L 1 in: 1.025 in). Sizes 5/8 and 3-1/2 in, rare in hydronic
 * work, are left out; Type M is not made in 1/4 in.
 *
 * @see ASTM B88, Standard Specification for Seamless Copper Water Tube, dimension tables (as reproduced
 *   in the Copper Development Association's Copper Tube Handbook, tables 14.3a–c).
 */

/** ASTM B88 Type K. */
export const COPPER_TYPE_K: readonly PipeSizeRow[] = [
  ['1/4', 0.375, 0.035],
  ['3/8', 0.5, 0.049],
  ['1/2', 0.625, 0.049],
  ['3/4', 0.875, 0.065],
  ['1', 1.125, 0.065],
  ['1-1/4', 1.375, 0.065],
  ['1-1/2', 1.625, 0.072],
  ['2', 2.125, 0.083],
  ['2-1/2', 2.625, 0.095],
  ['3', 3.125, 0.109],
  ['4', 4.125, 0.134],
  ['5', 5.125, 0.16],
  ['6', 6.125, 0.192],
  ['8', 8.125, 0.271],
];

/** ASTM B88 Type L. */
export const COPPER_TYPE_L: readonly PipeSizeRow[] = [
  ['1/4', 0.375, 0.03],
  ['3/8', 0.5, 0.035],
  ['1/2', 0.625, 0.04],
  ['3/4', 0.875, 0.045],
  ['1', 1.125, 0.05],
  ['1-1/4', 1.375, 0.055],
  ['1-1/2', 1.625, 0.06],
  ['2', 2.125, 0.07],
  ['2-1/2', 2.625, 0.08],
  ['3', 3.125, 0.09],
  ['4', 4.125, 0.11],
  ['5', 5.125, 0.125],
  ['6', 6.125, 0.14],
  ['8', 8.125, 0.2],
];

/** ASTM B88 Type M. */
export const COPPER_TYPE_M: readonly PipeSizeRow[] = [
  ['3/8', 0.5, 0.025],
  ['1/2', 0.625, 0.028],
  ['3/4', 0.875, 0.032],
  ['1', 1.125, 0.035],
  ['1-1/4', 1.375, 0.042],
  ['1-1/2', 1.625, 0.049],
  ['2', 2.125, 0.058],
  ['2-1/2', 2.625, 0.065],
  ['3', 3.125, 0.072],
  ['4', 4.125, 0.095],
  ['5', 5.125, 0.109],
  ['6', 6.125, 0.122],
  ['8', 8.125, 0.17],
];
