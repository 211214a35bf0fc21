import { assertPositive } from '../_lib/assert.js';
import {
  MAX_VELOCITY_LARGE_PIPE_M_S,
  MAX_VELOCITY_SMALL_PIPE_M_S,
  SMALL_PIPE_MAX_NOMINAL_IN,
} from './constants.js';

/**
 * The usual upper velocity for closed-loop hydronic piping of a nominal size: 4 ft/s (1.22 m/s) for
 * 2 in. and smaller (noise), 10 ft/s (3.05 m/s) above (erosion, up to 1500 operating hours a year).
 *
 * @param nominalInches - Nominal pipe size, in. Must be > 0.
 * @returns Velocity limit, m/s.
 * @throws {RangeError} If the size is not a positive finite number.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 22: 4 ft/s for 2 in. and smaller pipe; table
 *   "Maximum water velocity to minimize erosion" (10 ft/s at 1500 h/yr)
 * @example recommendedMaxVelocityMS(2) //=> 1.2192
 */
export function recommendedMaxVelocityMS(nominalInches: number): number {
  assertPositive(nominalInches, 'nominalInches');
  return nominalInches <= SMALL_PIPE_MAX_NOMINAL_IN
    ? MAX_VELOCITY_SMALL_PIPE_M_S
    : MAX_VELOCITY_LARGE_PIPE_M_S;
}
