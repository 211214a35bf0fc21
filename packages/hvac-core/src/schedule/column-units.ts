import { KILOGRAMS_PER_POUND, convertValue, fromSi, toSi, unitLabel } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';

/**
 * Units of schedule columns that the shared units module has no quantity for: equipment weight
 * (lb | kg) and the electrical data, which is the same in both systems (kW, V, A, Hz, phases).
 */
export const SCHEDULE_ONLY_UNITS = {
  /** Operating weight; SI base kg. */
  mass: {
    Imperial: { label: 'lb', siPerUnit: KILOGRAMS_PER_POUND },
    Metric: { label: 'kg', siPerUnit: 1 },
  },
  /** Electrical input power; kW in both systems (schedules give kW, not W). */
  electricalKilowatts: {
    Imperial: { label: 'kW', siPerUnit: 1 },
    Metric: { label: 'kW', siPerUnit: 1 },
  },
  voltage: { Imperial: { label: 'V', siPerUnit: 1 }, Metric: { label: 'V', siPerUnit: 1 } },
  current: { Imperial: { label: 'A', siPerUnit: 1 }, Metric: { label: 'A', siPerUnit: 1 } },
  frequency: { Imperial: { label: 'Hz', siPerUnit: 1 }, Metric: { label: 'Hz', siPerUnit: 1 } },
  phase: { Imperial: { label: 'ph', siPerUnit: 1 }, Metric: { label: 'ph', siPerUnit: 1 } },
} as const;

export type ScheduleOnlyUnit = keyof typeof SCHEDULE_ONLY_UNITS;

/** The unit of a numeric schedule column: a quantity of the units module or a schedule-only unit. */
export type ScheduleColumnUnit = Quantity | ScheduleOnlyUnit;

function isScheduleOnly(unit: ScheduleColumnUnit): unit is ScheduleOnlyUnit {
  return Object.hasOwn(SCHEDULE_ONLY_UNITS, unit);
}

/**
 * The label of a column unit in a unit system.
 *
 * @param unit - The column's unit.
 * @param unitSystem - The schedule's unit system.
 * @returns The label shown beside a number, e.g. "cfm" or "kg".
 * @example scheduleUnitLabel('mass', 'Metric') //=> 'kg'
 */
export function scheduleUnitLabel(unit: ScheduleColumnUnit, unitSystem: UnitSystem): string {
  return isScheduleOnly(unit)
    ? SCHEDULE_ONLY_UNITS[unit][unitSystem].label
    : unitLabel(unit, unitSystem);
}

/**
 * A column value in `unitSystem` expressed in its SI base unit (kg for mass; kW, V, A, Hz as is).
 *
 * @param value - Value in the unit system's unit.
 * @param unit - The column's unit.
 * @param unitSystem - The unit system of `value`.
 * @returns The value in the SI base unit.
 * @example scheduleValueToSi(100, 'mass', 'Imperial') //=> 45.359237
 */
export function scheduleValueToSi(
  value: number,
  unit: ScheduleColumnUnit,
  unitSystem: UnitSystem,
): number {
  return isScheduleOnly(unit)
    ? value * SCHEDULE_ONLY_UNITS[unit][unitSystem].siPerUnit
    : toSi(value, unit, unitSystem);
}

/**
 * A value in the SI base unit of a column expressed in `unitSystem`.
 *
 * @param valueSi - Value in the SI base unit.
 * @param unit - The column's unit.
 * @param unitSystem - The target unit system.
 * @returns The value in the unit system's unit.
 * @example scheduleValueFromSi(45.359237, 'mass', 'Imperial') //=> 100
 */
export function scheduleValueFromSi(
  valueSi: number,
  unit: ScheduleColumnUnit,
  unitSystem: UnitSystem,
): number {
  return isScheduleOnly(unit)
    ? valueSi / SCHEDULE_ONLY_UNITS[unit][unitSystem].siPerUnit
    : fromSi(valueSi, unit, unitSystem);
}

/**
 * Converts a column value from one unit system to the other.
 *
 * @param value - Value in `from`'s unit.
 * @param unit - The column's unit.
 * @param from - The unit system of `value`.
 * @param to - The target unit system.
 * @returns The value in `to`'s unit (not rounded).
 * @see NIST SP 811 (2008), appendix B.8 (pound mass = 0.45359237 kg)
 * @example convertScheduleValue(1000, 'airflow', 'Imperial', 'Metric') //=> 471.947...
 */
export function convertScheduleValue(
  value: number,
  unit: ScheduleColumnUnit,
  from: UnitSystem,
  to: UnitSystem,
): number {
  if (from === to) return value;
  if (!isScheduleOnly(unit)) return convertValue(value, unit, from, to);
  return scheduleValueFromSi(scheduleValueToSi(value, unit, from), unit, to);
}
