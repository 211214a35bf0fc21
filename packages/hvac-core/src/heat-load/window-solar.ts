import { assertInRange, assertNonNegative } from '../_lib/assert.js';
import { REFERENCE_GLASS_SHGC, WINDOW_ORIENTATIONS } from './constants.js';
import type { WindowOrientation, WindowOrientationId } from './constants.js';

/**
 * The window orientation with its peak solar heat gain factor.
 *
 * @param id - Orientation identifier ('N' … 'NW', 'Horizontal').
 * @returns The orientation row.
 * @throws {RangeError} If the identifier is unknown.
 * @example windowOrientation('W').peakSolarHeatGainFactorBtuPerHourFt2 //=> 216
 */
export function windowOrientation(id: WindowOrientationId): WindowOrientation {
  const orientation = WINDOW_ORIENTATIONS.find((candidate) => candidate.id === id);
  if (orientation === undefined)
    throw new RangeError(`Unknown window orientation "${String(id)}".`);
  return orientation;
}

/**
 * Peak solar heat gain through sunlit glazing: q = A·SHGF_max·SC with the shading coefficient
 * SC = SHGC / 0.87, SHGF_max the maximum solar heat gain factor for the orientation at 40° N in
 * July. This is the instantaneous peak gain, not the cooling load: it leaves out the delay and
 * damping by the room's thermal mass (the CLF/RTS step), so it errs on the high side.
 *
 * @param areaM2 - Glazing area, m². Must be ≥ 0.
 * @param shgc - Solar heat gain coefficient of the window, 0…1.
 * @param orientationId - Direction the glass faces, or 'Horizontal' for a skylight.
 * @returns Solar heat gain, W.
 * @throws {RangeError} If the area is negative, SHGC is outside 0…1, or the orientation unknown.
 * @see ASHRAE Handbook—Fundamentals (1997), ch. 28 (maximum SHGF, 40° N, July) and ch. 29
 *   (SC = SHGC/0.87).
 * @example windowSolarHeatGainW(1, 0.87, 'W') //=> 681.39 (216 Btu/h·ft² × 3.1546)
 */
export function windowSolarHeatGainW(
  areaM2: number,
  shgc: number,
  orientationId: WindowOrientationId,
): number {
  assertNonNegative(areaM2, 'areaM2');
  assertInRange(shgc, 'shgc', 0, 1);
  const orientation = windowOrientation(orientationId);
  return areaM2 * orientation.peakSolarHeatGainFactorWm2 * (shgc / REFERENCE_GLASS_SHGC);
}
