import {
  detachWindowsFromSurface,
  placedWindowArea,
  surfaceNetArea,
  surfaceOfWindow,
  windowOrientationOnSurface,
  windowSurfaceId,
  type WindowTypeLibrary,
} from '@org/hvac-core/building-load';
import { numericValue } from '@org/hvac-core/fields';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { ORIENTATION_LABELS } from './room-presets';
import type { DraftRoom, DraftSurface, DraftWindow } from './types';
import { NONE, removeAt } from './types';

/**
 * The room form's side of windows placed on their wall or roof (the engine's
 * `window-placement`: the surface's area is then gross, net = gross − windows, and the window
 * faces as the surface does).
 */

/** How a surface is named in a window's "on wall" choice and in the report: "Surface 1 (West)". */
export function surfaceName(surface: Pick<DraftSurface, 'orientation'>, index: number): string {
  return `Surface ${index + 1} (${ORIENTATION_LABELS[surface.orientation] ?? surface.orientation})`;
}

/** The choices of a window's "on wall" select: "Not placed", then each surface by number and orientation. */
export function placementOptions(
  surfaces: readonly DraftSurface[],
): { value: string; label: string }[] {
  return [
    { value: NONE, label: 'Not placed' },
    ...surfaces.map((surface, index) => ({
      value: surface.id,
      label:
        surface.orientation === 'roof'
          ? `${surfaceName(surface, index)}: skylight`
          : surfaceName(surface, index),
    })),
  ];
}

/** The value of a window's "on wall" select: its surface's id, or NONE when it is free-standing. */
export function placementValue(window: DraftWindow): string {
  return windowSurfaceId(window) ?? NONE;
}

/**
 * A window placed on a surface (its orientation set to the surface's, so that the file reads
 * plainly), or made free-standing (NONE) keeping the orientation it faced on its surface.
 */
export function placeWindow(
  window: DraftWindow,
  choice: string,
  surfaces: readonly DraftSurface[],
): DraftWindow {
  const current = surfaceOfWindow(window, surfaces);
  const { surfaceId: _previous, ...free } = window;
  const surface = choice === NONE ? undefined : surfaces.find((s) => s.id === choice);
  if (surface === undefined) {
    return current === undefined
      ? free
      : { ...free, orientation: windowOrientationOnSurface(current.orientation) };
  }
  return {
    ...free,
    surfaceId: surface.id,
    orientation: windowOrientationOnSurface(surface.orientation),
  };
}

/** A room without one of its surfaces: the windows on it stay, free-standing, facing as they did. */
export function removeSurface(room: DraftRoom, index: number): Partial<DraftRoom> {
  const surface = room.surfaces[index];
  if (surface === undefined) return {};
  return {
    surfaces: removeAt(room.surfaces, index),
    windows: detachWindowsFromSurface(surface, room.windows),
  };
}

/**
 * The line under a wall's gross area: its net (opaque) area after its windows (a window of a type
 * by its type's size), or nothing while its windows' glass exceeds it (the field's error then says
 * so; a clamped "Net 0" beside it would read as a valid wall of no area).
 */
export function netAreaDescription(
  surface: DraftSurface,
  windows: readonly DraftWindow[],
  windowTypes: WindowTypeLibrary,
  unitSystem: UnitSystem,
): string | undefined {
  const gross = numericValue(surface.area);
  const glass = placedWindowArea(surface.id, windows, windowTypes);
  if (gross !== undefined && glass > gross) return undefined;
  const net = surfaceNetArea(surface, windows, windowTypes);
  const shown = net === undefined ? '—' : formatNumber(net, { maximumFractionDigits: 1 });
  return `Net ${shown} ${unitLabel('area', unitSystem)} after its windows`;
}
