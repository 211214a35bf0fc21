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
