import {
  DEFAULT_GLAZING_ID,
  detachedFromWindowType,
  glazingLabel,
  glazingShgc,
  UNSHADED_WINDOW,
  windowTypeIdOf,
  windowTypeUseCount,
} from '@org/hvac-core/building-load';
import { numericValue } from '@org/hvac-core/fields';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import type { Draft, DraftWindow, DraftWindowType } from './types';
import { NONE, removeAt } from './types';

/**
 * The room form's side of the window library (the engine's `window-types`: a window naming a type
 * takes the type's size, U-factor, SHGC, glazing type and interior shade).
 */

/** A new type of the library: a 3 × 5 ft (1 × 1.5 m) clear double-glazed window, named W1, W2 … */
export function newWindowType(
  id: string,
  types: readonly DraftWindowType[],
  unitSystem: UnitSystem,
): DraftWindowType {
  const metric = unitSystem === 'Metric';
  return {
    id,
    name: `W${types.length + 1}`,
    width: metric ? 1 : 3,
    height: metric ? 1.5 : 5,
    uFactor: metric ? 2.8 : 0.49,
    shgc: 0.4,
  };
}

/** The choices of a window's type select: "None (enter values)", then the library's types by name. */
export function windowTypeOptions(
  types: readonly DraftWindowType[],
): { value: string; label: string }[] {
  return [
    { value: NONE, label: 'None (enter values)' },
    ...types.map((type) => ({ value: type.id, label: type.name || type.id })),
  ];
}

/** The value of a window's type select: the id it names, or NONE. */
export function windowTypeValue(window: DraftWindow): string {
  return windowTypeIdOf(window) ?? NONE;
}

/**
 * A window after its type select: naming a type (its own size, U-factor, SHGC, glazing and shade
 * dropped, as the type's are read), or, on "None", its type's values copied onto it to edit.
 */
export function chooseWindowType(
  window: DraftWindow,
  choice: string,
  types: readonly DraftWindowType[],
): DraftWindow {
  if (choice === NONE) return detachedFromWindowType(window, types);
  const {
    width: _width,
    height: _height,
    uFactor: _u,
    shgc: _shgc,
    glazingId: _glazing,
    iac: _iac,
    shadeRadiantFraction: _fraction,
    ...own
  } = window;
  return { ...own, windowTypeId: choice };
}

/**
 * The building without one of its window types. The windows that named it get its values as their
 * own first, so that no window's figures change: the reason to copy rather than refuse is that a
 * type used across many rooms would otherwise have to be detached room by room.
 */
export function removeWindowType(value: Draft, index: number): Draft {
  const types = value.windowTypes ?? [];
  const type = types[index];
  if (type === undefined) return value;
  return {
    ...value,
    windowTypes: removeAt(types, index),
    rooms: value.rooms.map((room) => ({
      ...room,
      windows: room.windows.map((w) =>
        windowTypeIdOf(w) === type.id ? detachedFromWindowType(w, types) : w,
      ),
    })),
  };
}

/** How many windows of the building name a type. */
export function windowTypeUses(value: Draft, typeId: string): number {
  return windowTypeUseCount(typeId, value.rooms);
}

const shown = (value: unknown, digits: number): string => {
  const number = numericValue(value);
  return number === undefined ? '—' : formatNumber(number, { maximumFractionDigits: digits });
};

/**
 * A type in one line, as a window of that type shows it: "3 × 5 ft, U-factor 0.49 Btu/h·ft²·°F,
 * SHGC 0.4, glazing 5b’s curve, no interior shade".
 */
export function windowTypeSummary(type: DraftWindowType, unitSystem: UnitSystem): string {
  const glazing = type.glazingId === undefined ? undefined : glazingShgc(type.glazingId);
  const iac = numericValue(type.iac) ?? UNSHADED_WINDOW.iac;
  const shade =
    iac < 1
      ? `interior shade IAC ${shown(iac, 2)} (radiant fraction ${shown(
          numericValue(type.shadeRadiantFraction) ?? UNSHADED_WINDOW.shadeRadiantFraction,
          2,
        )})`
      : 'no interior shade';
  return [
    `${shown(type.width, 2)} × ${shown(type.height, 2)} ${unitLabel('length', unitSystem)}`,
    `U-factor ${shown(type.uFactor, 3)} ${unitLabel('uValue', unitSystem)}`,
    `SHGC ${shown(type.shgc, 2)}`,
    glazing === undefined ? `glazing ${DEFAULT_GLAZING_ID}’s curve` : glazingLabel(glazing),
    shade,
  ].join(', ');
}
