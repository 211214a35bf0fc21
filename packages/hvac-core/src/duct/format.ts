import { unitLabel } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';

/** Decimals shown for each quantity in result text, by unit system. */
const DECIMALS: Partial<Record<Quantity, Readonly<Record<UnitSystem, number>>>> = {
  airVelocity: { Imperial: 0, Metric: 2 },
  ductFrictionRate: { Imperial: 3, Metric: 2 },
  area: { Imperial: 3, Metric: 4 },
  ductPressureLoss: { Imperial: 3, Metric: 1 },
  ductDimension: { Imperial: 1, Metric: 0 },
  airflow: { Imperial: 0, Metric: 1 },
  length: { Imperial: 1, Metric: 2 },
  temperature: { Imperial: 1, Metric: 1 },
};

/**
 * One formatter per number of decimals: `toLocaleString` with options builds a new Intl.NumberFormat
 * on every call, which made formatting most of a recalculation's time (issue 5's 2 ms budget).
 */
const FIXED_FORMATS = new Map<number, Intl.NumberFormat>();

function fixedFormat(decimals: number): Intl.NumberFormat {
  let format = FIXED_FORMATS.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    FIXED_FORMATS.set(decimals, format);
  }
  return format;
}

/** A number with fixed decimals and thousands separators, never "-0". */
export function formatFixed(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return fixedFormat(decimals).format(rounded === 0 ? 0 : rounded);
}

/**
 * A value in a unit system's display unit as text with its unit, e.g. "980 fpm", "0.82 Pa/m".
 *
 * @param value - The value in `unitSystem`'s unit for `quantity`.
 * @param decimals - Overrides the quantity's usual decimals.
 */
export function formatQuantity(
  value: number,
  quantity: Quantity,
  unitSystem: UnitSystem,
  decimals?: number,
): string {
  const places = decimals ?? DECIMALS[quantity]?.[unitSystem] ?? 2;
  return `${formatFixed(value, places)} ${unitLabel(quantity, unitSystem)}`;
}

/**
 * A value and the limit it is judged against, as texts that read differently: the usual decimals,
 * or more (up to four more) until the two differ, so a warning never says "0.41 Pa/m is below the
 * usual 0.41 Pa/m". The comparison itself is made on the unrounded values by the caller.
 *
 * @param value - The judged value in `unitSystem`'s unit for `quantity`.
 * @param limit - The limit in the same unit.
 * @returns Both texts with their unit, at the same decimals.
 * @example formatComparedQuantity(0.405, 0.4085, 'ductFrictionRate', 'Metric') //=> { value: '0.405 Pa/m', limit: '0.409 Pa/m' }
 */
export function formatComparedQuantity(
  value: number,
  limit: number,
  quantity: Quantity,
  unitSystem: UnitSystem,
): { value: string; limit: string } {
  const usual = DECIMALS[quantity]?.[unitSystem] ?? 2;
  let decimals = usual;
  while (decimals < usual + 4 && formatFixed(value, decimals) === formatFixed(limit, decimals)) {
    decimals += 1;
  }
  return {
    value: formatQuantity(value, quantity, unitSystem, decimals),
    limit: formatQuantity(limit, quantity, unitSystem, decimals),
  };
}

/** A duct dimension: whole inches or millimetres for standard sizes, one decimal inch for exact ones. */
export function formatDimension(value: number, unitSystem: UnitSystem, standard: boolean): string {
  return formatQuantity(value, 'ductDimension', unitSystem, standard ? 0 : undefined);
}
