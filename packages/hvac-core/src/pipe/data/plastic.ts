import type { PipeSizeRow } from './pipe-size-row.js';
import { STEEL_SCHEDULE_40, STEEL_SCHEDULE_80 } from './steel.js';

/**
 * PEX tubing, copper tube size (CTS), SDR 9: outside diameter and minimum wall, in. The minimum
 * wall is OD/9 but not less than 0.070 in.
 *
 * @see ASTM F876, Standard Specification for Crosslinked Polyethylene (PEX) Tubing, dimension tables
 *   (outside diameters and wall thicknesses); ASTM F877 for the matching systems.
 */
export const PEX_SDR_9: readonly PipeSizeRow[] = [
  ['3/8', 0.5, 0.07],
  ['1/2', 0.625, 0.07],
  ['3/4', 0.875, 0.097],
  ['1', 1.125, 0.125],
  ['1-1/4', 1.375, 0.153],
  ['1-1/2', 1.625, 0.181],
  ['2', 2.125, 0.236],
  ['2-1/2', 2.625, 0.292],
  ['3', 3.125, 0.347],
];

/**
 * The iron-pipe-size rows of a steel schedule from NPS 1/2 to 12, with the walls where the plastic
 * standard's minimum wall differs from the steel nominal wall.
 */
function ironPipeSizesTo12(
  steel: readonly PipeSizeRow[],
  wallsIn: Readonly<Record<string, number>> = {},
): readonly PipeSizeRow[] {
  const last = steel.findIndex(([nominalSize]) => nominalSize === '12');
  return steel
    .slice(0, last + 1)
    .map(([nominalSize, outsideDiameterIn, wallIn]) => [
      nominalSize,
      outsideDiameterIn,
      wallsIn[nominalSize] ?? wallIn,
    ]);
}

/**
 * PVC pipe, Schedule 40, iron pipe size, NPS 1/2–12: outside diameter and minimum wall, in. ASTM
 * D1785 gives the outside diameters and walls of Schedule 40 steel pipe (ASME B36.10M).
 *
 * @see ASTM D1785, Standard Specification for Poly(Vinyl Chloride) (PVC) Plastic Pipe,
 *   Schedules 40, 80, and 120, tables 1 and 2.
 */
export const PVC_SCHEDULE_40: readonly PipeSizeRow[] = ironPipeSizesTo12(STEEL_SCHEDULE_40);

/**
 * PVC pipe, Schedule 80, iron pipe size, NPS 1/2–12: outside diameter and minimum wall, in. ASTM
 * D1785 gives the walls of Schedule 80 steel pipe but for NPS 10 (0.593 in) and 12 (0.687 in).
 *
 * @see ASTM D1785, tables 1 and 2.
 */
export const PVC_SCHEDULE_80: readonly PipeSizeRow[] = ironPipeSizesTo12(STEEL_SCHEDULE_80, {
  '10': 0.593,
  '12': 0.687,
});

/**
 * High-density polyethylene pipe, iron pipe size, DR 11: outside diameter and minimum wall
 * (OD/11), in.
 *
 * @see ASTM D3035 (DR-PR, controlled OD, to 24 in) and ASTM F714 (3 in and larger);
 *   the walls are OD/DR rounded to 0.001 in as in their tables.
 */
export const HDPE_DR_11: readonly PipeSizeRow[] = (
  [
    ['3/4', 1.05],
    ['1', 1.315],
    ['1-1/4', 1.66],
    ['1-1/2', 1.9],
    ['2', 2.375],
    ['3', 3.5],
    ['4', 4.5],
    ['5', 5.563],
    ['6', 6.625],
    ['8', 8.625],
    ['10', 10.75],
    ['12', 12.75],
    ['14', 14],
    ['16', 16],
    ['18', 18],
    ['20', 20],
    ['24', 24],
  ] as const
).map(
  ([nominalSize, outsideDiameterIn]) =>
    [nominalSize, outsideDiameterIn, Math.round((outsideDiameterIn / 11) * 1000) / 1000] as const,
);
