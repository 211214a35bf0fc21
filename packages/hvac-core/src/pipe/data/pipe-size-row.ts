/**
 * One row of a pipe or tube dimension table, in the inch units of the standard it comes from:
 * [nominal size, outside diameter in, wall thickness in]. The nominal size is written as the trade
 * names it ('1-1/2'); the wall is the standard's nominal wall (steel, copper) or its minimum wall
 * (plastics, which have plus-only wall tolerances).
 */
export type PipeSizeRow = readonly [
  nominalSize: string,
  outsideDiameterIn: number,
  wallThicknessIn: number,
];

/**
 * A dimension table that lists each size once with the walls of several types or schedules of the
 * same outside diameter: [nominal size, outside diameter in, wall of each type in], null where a
 * type is not made in that size.
 */
export type WallTableRow = readonly [
  nominalSize: string,
  outsideDiameterIn: number,
  ...wallsIn: readonly (number | null)[],
];

/**
 * The rows of one type of a {@link WallTableRow} table, the sizes it is not made in left out.
 *
 * @param table - Sizes with their walls.
 * @param type - The type's place among the walls, 0 for the first.
 */
export function rowsOfType(table: readonly WallTableRow[], type: number): PipeSizeRow[] {
  return table.flatMap(([nominalSize, outsideDiameterIn, ...wallsIn]) => {
    const wallIn = wallsIn[type];
    return wallIn === null || wallIn === undefined
      ? []
      : [[nominalSize, outsideDiameterIn, wallIn] as const];
  });
}
