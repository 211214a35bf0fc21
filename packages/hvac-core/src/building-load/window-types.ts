/*
 * A building's window library (issue 40 §5): windows scheduled by type (W1, W2 … as on the
 * architect's window schedule), as Carrier HAP and Trane TRACE keep a window library. A window that
 * names a type (`windowTypeId`) takes the type's size, U-factor, SHGC, glazing type and interior
 * shade; its count, orientation or wall, overhang and fins stay its own. Every reader of those
 * fields resolves a window through this module, so that none can read a typed window's own values.
 *
 * This module reads drafts as well as parsed files and never throws (`resolved-window.ts` gives a
 * parsed file's window, whose type the file's schema guarantees resolvable).
 */

/** A window's shading when none is given: no interior shade (IAC 1, half its gain radiant), no overhang, no fins. */
export const UNSHADED_WINDOW = {
  iac: 1,
  shadeRadiantFraction: 0.5,
  overhangProjection: 0,
  overhangGap: 0,
  finProjection: 0,
  finGap: 0,
} as const;

/** The fields of a window that its window type gives when it names one. */
export const WINDOW_TYPE_KEYS = [
  'width',
  'height',
  'uFactor',
  'shgc',
  'glazingId',
  'iac',
  'shadeRadiantFraction',
] as const;
export type WindowTypeKey = (typeof WINDOW_TYPE_KEYS)[number];

/** A window type as a file or a draft holds it (numbers, numerals or blanks). */
export type WindowTypeFields = { readonly id?: unknown; readonly name?: unknown } & {
  readonly [Key in WindowTypeKey]?: unknown;
};

/** A building's window types as a file or draft holds them; absent (every file saved before): none. */
export type WindowTypeLibrary = readonly WindowTypeFields[] | undefined;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The id of the window type a window names, or undefined when it names none (absent or blank). */
export function windowTypeIdOf(window: { readonly windowTypeId?: unknown }): string | undefined {
  const ref = window.windowTypeId;
  if (typeof ref !== 'string') return undefined;
  const trimmed = ref.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The library's type of an id (ids compared trimmed, as the schema trims them), or undefined. */
export function windowTypeById<T extends WindowTypeFields>(
  id: string,
  windowTypes: readonly T[] | undefined,
): T | undefined {
  return windowTypes?.find((t) => typeof t.id === 'string' && t.id.trim() === id);
}

/**
 * A window with its type's fields in place of its own: the type's width, height, U-factor, SHGC,
 * glazing type (none when the type has none), IAC and shade radiant fraction (a blank IAC or
 * fraction takes {@link UNSHADED_WINDOW}'s, as a type's are optional). A window naming no type is
 * returned as it is; one naming a type that is not in the library loses those fields (the file's
 * schema refuses it), so that no reader takes its own values for the type's.
 *
 * @param window - A window of a file or a draft.
 * @param windowTypes - The building's window types (absent: none).
 * @returns A new window when it names a type, else the window itself.
 * @example resolvedDraftWindow({ id: 'w1', windowTypeId: 'W1', count: 2 }, [{ id: 'W1', width: 3, height: 5, uFactor: 0.49, shgc: 0.4 }]).width //=> 3
 */
export function resolvedDraftWindow<W extends object>(
  window: W,
  windowTypes: WindowTypeLibrary,
): W {
  const typeId = windowTypeIdOf(window as { readonly windowTypeId?: unknown });
  if (typeId === undefined) return window;
  const own = { ...window } as Record<string, unknown>;
  for (const key of WINDOW_TYPE_KEYS) delete own[key];
  const type = windowTypeById(typeId, windowTypes);
  if (type === undefined) return own as W;
  const fromType: Record<string, unknown> = {
    width: type.width,
    height: type.height,
    uFactor: type.uFactor,
    shgc: type.shgc,
    iac: isBlank(type.iac) ? UNSHADED_WINDOW.iac : type.iac,
    shadeRadiantFraction: isBlank(type.shadeRadiantFraction)
      ? UNSHADED_WINDOW.shadeRadiantFraction
      : type.shadeRadiantFraction,
    ...(isBlank(type.glazingId) ? {} : { glazingId: type.glazingId }),
  };
  return { ...own, ...fromType } as W;
}

/**
 * A window no longer of a type, its type's values copied onto it (a draft's "None (enter values)",
 * or its type being removed from the library), so that its figures do not change.
 *
 * @param window - A window of a draft.
 * @param windowTypes - The building's window types.
 * @returns The window without `windowTypeId`, with its type's values as its own (unchanged when it named none).
 */
export function detachedFromWindowType<W extends object>(
  window: W,
  windowTypes: WindowTypeLibrary,
): W {
  if (windowTypeIdOf(window as { readonly windowTypeId?: unknown }) === undefined) return window;
  const { windowTypeId: _type, ...own } = resolvedDraftWindow(
    window as W & { readonly windowTypeId?: unknown },
    windowTypes,
  );
  return own as W;
}

/** How many windows of a building name a window type. */
export function windowTypeUseCount(
  typeId: string,
  rooms: readonly { readonly windows: readonly { readonly windowTypeId?: unknown }[] }[],
): number {
  return rooms.reduce(
    (sum, room) => sum + room.windows.filter((w) => windowTypeIdOf(w) === typeId).length,
    0,
  );
}
