import type { BuildingSurfaceOrientation, BuildingWindowOrientation } from './orientations.js';
import { numericValue } from '../_lib/form-number.js';
import type { RtsGlassPercent } from './rts-tables.js';
import {
  surfaceOfWindow,
  windowArea,
  type PlacementSurface,
  type PlacementWindow,
} from './window-placement.js';
import type { WindowTypeLibrary } from './window-types.js';

/** A room's share of glass in its exterior walls, and the RTS column it suggests. */
export interface GlassFractionSuggestion {
  /** Vertical glazed area over the gross exterior wall area, 0–1. */
  readonly glassFraction: number;
  /** The nearest of the tables' 10, 50 and 90 % columns. */
  readonly glassPercent: RtsGlassPercent;
}

const isWall = (orientation: BuildingSurfaceOrientation): boolean => orientation !== 'roof';
const isVertical = (orientation: BuildingWindowOrientation): boolean =>
  orientation !== 'horizontal';

/**
 * The RTS glass percentage a room's own walls and windows suggest: the vertical glass as a share of
 * the gross exterior wall, taken to the nearest of the tables' three columns (below 30 % → 10, below
 * 70 % → 50, else 90). A wall with windows placed on it is entered gross; a wall without is net, so
 * free-standing vertical windows are added to the gross wall. Skylights and roofs do not count.
 *
 * @param room - The room's surfaces and windows as in the file (areas and sizes in one unit system).
 * @param windowTypes - The building's window types, whose sizes the windows naming one take.
 * @returns The suggestion, or null for a room without exterior wall area (or with a size not yet a number).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Radiant Time Series (RTS) Method", tables 19 and 20 (RTS by "% glass" of the exterior wall: 10, 50, 90)
 * @example suggestedGlassPercent({ surfaces: [{ id: 's1', orientation: 'W', area: 130 }], windows: [{ orientation: 'W', width: 6.5, height: 5, surfaceId: 's1' }] }, undefined) //=> { glassFraction: 0.25, glassPercent: 10 }
 */
export function suggestedGlassPercent(
  room: {
    readonly surfaces: readonly PlacementSurface[];
    readonly windows: readonly PlacementWindow[];
  },
  windowTypes: WindowTypeLibrary,
): GlassFractionSuggestion | null {
  let wallArea = 0;
  for (const surface of room.surfaces) {
    if (!isWall(surface.orientation)) continue;
    const area = numericValue(surface.area);
    if (area === undefined) return null;
    wallArea += area;
  }
  let glassArea = 0;
  for (const window of room.windows) {
    const surface = surfaceOfWindow(window, room.surfaces);
    const vertical =
      surface === undefined ? isVertical(window.orientation) : isWall(surface.orientation);
    if (!vertical) continue;
    const area = windowArea(window, windowTypes);
    if (area === undefined) return null;
    glassArea += area;
    // A free-standing window sits in a wall entered net: its opening belongs to the gross wall.
    if (surface === undefined) wallArea += area;
  }
  if (!(wallArea > 0) || !Number.isFinite(wallArea) || !Number.isFinite(glassArea)) return null;
  const glassFraction = Math.min(1, Math.max(0, glassArea / wallArea));
  const glassPercent: RtsGlassPercent = glassFraction < 0.3 ? 10 : glassFraction < 0.7 ? 50 : 90;
  return { glassFraction, glassPercent };
}
