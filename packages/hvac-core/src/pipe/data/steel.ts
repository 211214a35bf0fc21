import { rowsOfType, type PipeSizeRow, type WallTableRow } from './pipe-size-row.js';

/**
 * Carbon steel pipe, NPS 1/2–24: outside diameter and nominal walls of Schedules 40 and 80, in:
 * [nominal size, OD, Schedule 40 wall, Schedule 80 wall]. NPS 3-1/2, rarely stocked for HVAC work,
 * is left out.
 *
 * @see ASME B36.10M, Welded and Seamless Wrought Steel Pipe, table 1 (Schedule 40 and 80 walls).
 */
const ASME_B36_10M: readonly WallTableRow[] = [
  ['1/2', 0.84, 0.109, 0.147],
  ['3/4', 1.05, 0.113, 0.154],
  ['1', 1.315, 0.133, 0.179],
  ['1-1/4', 1.66, 0.14, 0.191],
  ['1-1/2', 1.9, 0.145, 0.2],
  ['2', 2.375, 0.154, 0.218],
  ['2-1/2', 2.875, 0.203, 0.276],
  ['3', 3.5, 0.216, 0.3],
  ['4', 4.5, 0.237, 0.337],
  ['5', 5.563, 0.258, 0.375],
  ['6', 6.625, 0.28, 0.432],
  ['8', 8.625, 0.322, 0.5],
  ['10', 10.75, 0.365, 0.594],
  ['12', 12.75, 0.406, 0.688],
  ['14', 14, 0.438, 0.75],
  ['16', 16, 0.5, 0.844],
  ['18', 18, 0.562, 0.938],
  ['20', 20, 0.594, 1.031],
  ['24', 24, 0.688, 1.219],
];

/**
 * Carbon steel pipe, Schedule 40, NPS 1/2–24. ID = OD − 2·wall (e.g. NPS 2: 2.067 in; NPS 4:
 * 4.026 in).
 */
export const STEEL_SCHEDULE_40: readonly PipeSizeRow[] = rowsOfType(ASME_B36_10M, 0);

/**
 * Carbon steel pipe, Schedule 80, NPS 1/2–24. ID = OD − 2·wall (e.g. NPS 2: 1.939 in; NPS 4:
 * 3.826 in).
 */
export const STEEL_SCHEDULE_80: readonly PipeSizeRow[] = rowsOfType(ASME_B36_10M, 1);
