import { numericValue } from '../_lib/form-number.js';
import type { BuildingSurfaceOrientation, BuildingWindowOrientation } from './orientations.js';
import { resolvedDraftWindow, type WindowTypeLibrary } from './window-types.js';

/**
 * Windows placed on a wall or roof of their room (issue 40 §5).
 *
 * A window may name the surface it sits in (`surfaceId`). A surface that carries at least one window
 * is then entered by its GROSS area, and its opaque (conducting) area is the gross area less the
 * fenestration in it: ASHRAE Handbook—Fundamentals (2021), ch. 18, "Exterior surfaces" (conduction
 * through the net opaque area, q = U·A·(t_e − t_rc), eq. 17, A the net area) and "Fenestration"
 * (the glazed area, frame included, is taken out of the wall it sits in and given its own U-factor
 * and SHGC). A placed window faces as its surface faces: a wall's compass point (tilt 90°), a roof's
 * window is a skylight (`horizontal`, tilt 0°), the window orientations the file allows.
 *
 * A window without `surfaceId` (every file saved before) is free-standing: the surfaces' areas are
 * net as entered and the window's orientation is its own, so that such files keep their figures.
 *
 * A window that names a window type takes the type's size (`window-types.ts`): every function
 * that reads a size takes the building's window types.
 *
 * The functions read drafts as well as parsed files (numbers may be text or blank), and never throw.
 */

/** What placement reads of a surface: its id, orientation and entered area. */
export interface PlacementSurface {
  readonly id: string;
  readonly orientation: BuildingSurfaceOrientation;
  readonly area?: unknown;
}

/** A window's size as a file or a draft holds it (numbers, numerals or blanks), or its type's. */
export interface WindowSize {
  readonly width?: unknown;
  readonly height?: unknown;
  readonly count?: unknown;
  readonly windowTypeId?: unknown;
}

/** What placement reads of a window: its surface, orientation and size. */
export interface PlacementWindow extends WindowSize {
  readonly surfaceId?: string | undefined;
  readonly orientation: BuildingWindowOrientation;
}

/** The id of the surface a window is placed on, or undefined when it is free-standing (absent or blank). */
export function windowSurfaceId(window: { readonly surfaceId?: unknown }): string | undefined {
  const ref = window.surfaceId;
  if (typeof ref !== 'string') return undefined;
  const trimmed = ref.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The orientation a window takes on a surface: the wall's compass point, or `horizontal` on a roof. */
export function windowOrientationOnSurface(
  orientation: BuildingSurfaceOrientation,
): BuildingWindowOrientation {
  return orientation === 'roof' ? 'horizontal' : orientation;
}

/** The surface a window sits on, or undefined (free-standing, or a reference to no surface). */
export function surfaceOfWindow<S extends { readonly id: string }>(
  window: { readonly surfaceId?: unknown },
  surfaces: readonly S[],
): S | undefined {
  const ref = windowSurfaceId(window);
  return ref === undefined ? undefined : surfaces.find((s) => s.id === ref);
}

/** The orientation a window faces: its surface's when placed on one, else its own. */
export function effectiveWindowOrientation(
  window: PlacementWindow,
  surfaces: readonly PlacementSurface[],
): BuildingWindowOrientation {
  const surface = surfaceOfWindow(window, surfaces);
  return surface === undefined
    ? window.orientation
    : windowOrientationOnSurface(surface.orientation);
}

/**
 * A window's glazed area in the file's area unit, width × height × count (ft·ft = ft², m·m = m²),
 * its type's width and height when it names one, or undefined while a number is missing or not
 * finite. A blank count is one window.
 */
export function windowArea(window: WindowSize, windowTypes: WindowTypeLibrary): number | undefined {
  const { width: widthValue, height: heightValue } = resolvedDraftWindow(window, windowTypes);
  const width = numericValue(widthValue);
  const height = numericValue(heightValue);
  const count = window.count === undefined ? 1 : numericValue(window.count);
  if (width === undefined || height === undefined || count === undefined) return undefined;
  const area = width * height * count;
  return Number.isFinite(area) ? area : undefined;
}

/** The windows placed on one surface (by id). */
export function windowsOnSurface<W extends { readonly surfaceId?: unknown }>(
  surfaceId: string,
  windows: readonly W[],
): W[] {
  return windows.filter((w) => windowSurfaceId(w) === surfaceId);
}

/** The summed glazed area of the windows on a surface; windows whose size is not yet a number count 0. */
export function placedWindowArea(
  surfaceId: string,
  windows: readonly (WindowSize & { readonly surfaceId?: unknown })[],
  windowTypes: WindowTypeLibrary,
): number {
  return windowsOnSurface(surfaceId, windows).reduce(
    (sum, w) => sum + (windowArea(w, windowTypes) ?? 0),
    0,
  );
}

/**
 * The opaque area of a surface, in the file's area unit: its entered area when no window sits on
 * it (net, as files saved before meant), else its gross area less its windows' (ch. 18, "Exterior
 * surfaces"), never below 0 (glass that does not fit is refused by the file's schema). Undefined
 * while the area is not a number.
 */
export function surfaceNetArea(
  surface: PlacementSurface,
  windows: readonly PlacementWindow[],
  windowTypes: WindowTypeLibrary,
): number | undefined {
  const area = numericValue(surface.area);
  if (area === undefined) return undefined;
  if (windowsOnSurface(surface.id, windows).length === 0) return area;
  return Math.max(0, area - placedWindowArea(surface.id, windows, windowTypes));
}

/** Whether a surface carries windows, so that its entered area is gross. */
export function surfaceHasWindows(
  surface: { readonly id: string },
  windows: readonly { readonly surfaceId?: unknown }[],
): boolean {
  return windowsOnSurface(surface.id, windows).length > 0;
}

/**
 * The windows of a room after one of its surfaces is removed: those that sat on it become
 * free-standing, keeping their size and the orientation they faced (a roof's as `horizontal`), so
 * that deleting a wall loses no glass.
 */
export function detachWindowsFromSurface<W extends PlacementWindow>(
  surface: PlacementSurface,
  windows: readonly W[],
): W[] {
  return windows.map((w) => {
    if (windowSurfaceId(w) !== surface.id) return w;
    const { surfaceId: _placed, ...rest } = w;
    return { ...rest, orientation: windowOrientationOnSurface(surface.orientation) } as W;
  });
}

/**
 * A tolerance on "the glass fits its wall": a gross area equal to its windows' (a wall of glass)
 * must not be refused for the last bit of a floating-point product (0.1 × 0.3 = 0.030 000 000 000 000 002).
 */
export const PLACEMENT_AREA_TOLERANCE = 1e-9;

/** Whether windows of a summed area fit a gross area (within {@link PLACEMENT_AREA_TOLERANCE}, relative). */
export function windowsFit(windowsArea: number, grossArea: number): boolean {
  return windowsArea <= grossArea + PLACEMENT_AREA_TOLERANCE * Math.max(1, Math.abs(grossArea));
}
