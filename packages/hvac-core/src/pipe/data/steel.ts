import type { PipeSizeRow } from './pipe-size-row.js';

/**
 * Carbon steel pipe, Schedule 40, NPS 1/2–24: outside diameter and nominal wall, in.
 * ID = OD − 2·wall (e.g. NPS 2: 2.067 in; NPS 4: 4.026 in). NPS 3-1/2, rarely stocked for HVAC
 * work, is left out.
 *
 * @see ASME B36.10M, Welded and Seamless Wrought Steel Pipe, table 1 (Schedule 40 walls).
 */
export const STEEL_SCHEDULE_40: readonly PipeSizeRow[] = [
  ['1/2', 0.84, 0.109],
  ['3/4', 1.05, 0.113],
  ['1', 1.315, 0.133],
  ['1-1/4', 1.66, 0.14],
  ['1-1/2', 1.9, 0.145],
  ['2', 2.375, 0.154],
  ['2-1/2', 2.875, 0.203],
  ['3', 3.5, 0.216],
  ['4', 4.5, 0.237],
  ['5', 5.563, 0.258],
  ['6', 6.625, 0.28],
  ['8', 8.625, 0.322],
  ['10', 10.75, 0.365],
  ['12', 12.75, 0.406],
  ['14', 14, 0.438],
  ['16', 16, 0.5],
  ['18', 18, 0.562],
  ['20', 20, 0.594],
  ['24', 24, 0.688],
];

/**
 * Carbon steel pipe, Schedule 80, NPS 1/2–24: outside diameter and nominal wall, in.
 * ID = OD − 2·wall (e.g. NPS 2: 1.939 in; NPS 4: 3.826 in).
 *
 * @see ASME B36.10M, Welded and Seamless Wrought Steel Pipe, table 1 (Schedule 80 walls).
 */
export const STEEL_SCHEDULE_80: readonly PipeSizeRow[] = [
  ['1/2', 0.84, 0.147],
  ['3/4', 1.05, 0.154],
  ['1', 1.315, 0.179],
  ['1-1/4', 1.66, 0.191],
  ['1-1/2', 1.9, 0.2],
  ['2', 2.375, 0.218],
  ['2-1/2', 2.875, 0.276],
  ['3', 3.5, 0.3],
  ['4', 4.5, 0.337],
  ['5', 5.563, 0.375],
  ['6', 6.625, 0.432],
  ['8', 8.625, 0.5],
  ['10', 10.75, 0.594],
  ['12', 12.75, 0.688],
  ['14', 14, 0.75],
  ['16', 16, 0.844],
  ['18', 18, 0.938],
  ['20', 20, 1.031],
  ['24', 24, 1.219],
];
