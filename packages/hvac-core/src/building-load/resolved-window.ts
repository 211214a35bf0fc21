import type { BuildingWindow, BuildingWindowType } from './building-file.js';
import { resolvedDraftWindow, windowTypeById, windowTypeIdOf } from './window-types.js';

/*
 * A parsed building file's window with its type resolved: apart from window-types.ts, which the
 * file's schema reads (so that module reads no type of the file's, and no import circle forms).
 */

/** A parsed window with every field a type may give known: its own, or its type's. */
export type ResolvedBuildingWindow = Omit<
  BuildingWindow,
  'width' | 'height' | 'uFactor' | 'shgc' | 'iac' | 'shadeRadiantFraction'
> & {
  readonly width: number;
  readonly height: number;
  readonly uFactor: number;
  readonly shgc: number;
  readonly iac: number;
  readonly shadeRadiantFraction: number;
};

/**
 * A window of a parsed building file with its type's fields in place of its own (see
 * {@link resolvedDraftWindow}): what the loads, the placement and the report read.
 *
 * @param window - A window of a file `BuildingLoadInputSchema` accepted.
 * @param windowTypes - The file's `windowTypes` (absent: none).
 * @returns The window with its size, U-factor, SHGC, glazing type and interior shade known.
 * @throws {RangeError} If the window names a type not in the library or lacks a value with no type
 *   (the schema refuses both, so parsed input never does).
 */
export function resolvedWindow(
  window: BuildingWindow,
  windowTypes: readonly BuildingWindowType[] | undefined,
): ResolvedBuildingWindow {
  const resolved = resolvedDraftWindow(window, windowTypes);
  const { width, height, uFactor, shgc, iac, shadeRadiantFraction } = resolved;
  if (
    width === undefined ||
    height === undefined ||
    uFactor === undefined ||
    shgc === undefined ||
    iac === undefined ||
    shadeRadiantFraction === undefined
  ) {
    const typeId = windowTypeIdOf(window);
    throw new RangeError(
      typeId !== undefined && windowTypeById(typeId, windowTypes) === undefined
        ? `Window ${window.id} names a window type that is not in the library.`
        : `Window ${window.id} has no size, U-factor, SHGC or shade of its own or from a window type.`,
    );
  }
  return { ...resolved, width, height, uFactor, shgc, iac, shadeRadiantFraction };
}
