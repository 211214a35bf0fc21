import { formatNumberForMessage } from '../_lib/message-number.js';
import { scheduleUnitLabel, scheduleValueFromSi, scheduleValueToSi } from './column-units.js';
import { SCHEDULE_COLUMN_INFO } from './equipment-types.js';
import type { ScheduleNumericColumn } from './equipment-types.js';
import type { UnitSystem } from '../units/index.js';

/** A column's valid range in its SI base unit. */
interface ColumnLimitSi {
  readonly min: number;
  readonly max: number;
  /** When true the minimum itself is not allowed. */
  readonly minExclusive: boolean;
  /** When set, the only values allowed (phase 1 or 3, frequency 50 or 60 Hz). */
  readonly allowed?: readonly number[];
}

const imperial = (value: number, column: ScheduleNumericColumn): number =>
  scheduleValueToSi(value, SCHEDULE_COLUMN_INFO[column].unit, 'Imperial');

/**
 * Valid ranges, checked in SI so that a value valid in one unit system stays valid after a unit
 * switch. Imperial limits are round numbers; Metric ones their exact conversions. They bound what
 * HVAC equipment is made in, with room to spare: 200 million Btu/h (about 16 700 tons) covers the
 * largest chillers; 20 in. wg the highest-pressure air handlers; 2000 ft the head of a high-rise
 * booster pump; 15 kV medium-voltage chillers.
 */
const COLUMN_LIMITS_SI: Record<ScheduleNumericColumn, ColumnLimitSi> = {
  coolingCapacity: { min: 0, max: imperial(200_000_000, 'coolingCapacity'), minExclusive: true },
  heatingCapacity: { min: 0, max: imperial(200_000_000, 'heatingCapacity'), minExclusive: true },
  airflow: { min: 0, max: imperial(1_000_000, 'airflow'), minExclusive: true },
  externalStaticPressure: {
    min: 0,
    max: imperial(20, 'externalStaticPressure'),
    minExclusive: false,
  },
  waterFlow: { min: 0, max: imperial(100_000, 'waterFlow'), minExclusive: true },
  pumpHead: { min: 0, max: imperial(2_000, 'pumpHead'), minExclusive: true },
  motorPower: { min: 0, max: imperial(5_000, 'motorPower'), minExclusive: true },
  voltage: { min: 12, max: 15_000, minExclusive: false },
  phase: { min: 1, max: 3, minExclusive: false, allowed: [1, 3] },
  frequency: { min: 50, max: 60, minExclusive: false, allowed: [50, 60] },
  fullLoadAmps: { min: 0, max: 10_000, minExclusive: true },
  minimumCircuitAmpacity: { min: 0, max: 10_000, minExclusive: true },
  maximumOvercurrentProtection: { min: 0, max: 10_000, minExclusive: true },
  electricalPower: { min: 0, max: 50_000, minExclusive: true },
  weight: { min: 0, max: imperial(1_000_000, 'weight'), minExclusive: true },
};

/** A column's valid range in a unit system (exact conversions, not rounded). */
export interface ScheduleColumnRange {
  readonly min: number;
  readonly max: number;
  readonly minExclusive: boolean;
  readonly allowed?: readonly number[];
}

/**
 * The valid range of a numeric column in a unit system, for a form's min and max.
 *
 * @param column - A numeric column.
 * @param unitSystem - The schedule's unit system.
 * @returns Minimum and maximum in that system's unit, whether the minimum is excluded, and the
 *   only values allowed for phase and frequency.
 * @example scheduleColumnRange('externalStaticPressure', 'Imperial') //=> { min: 0, max: 20, minExclusive: false }
 */
export function scheduleColumnRange(
  column: ScheduleNumericColumn,
  unitSystem: UnitSystem,
): ScheduleColumnRange {
  const limit = COLUMN_LIMITS_SI[column];
  const unit = SCHEDULE_COLUMN_INFO[column].unit;
  return {
    ...limit,
    min: scheduleValueFromSi(limit.min, unit, unitSystem),
    max: scheduleValueFromSi(limit.max, unit, unitSystem),
  };
}

/**
 * Whether a value lies in its column's range (1e-9 relative slack at the ends, for round-off).
 *
 * @param column - A numeric column.
 * @param value - The value in `unitSystem`'s unit.
 * @param unitSystem - The schedule's unit system.
 * @returns True when valid.
 * @example isWithinScheduleColumnRange('phase', 2, 'Metric') //=> false
 */
export function isWithinScheduleColumnRange(
  column: ScheduleNumericColumn,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  if (!Number.isFinite(value)) return false;
  const limit = COLUMN_LIMITS_SI[column];
  const valueSi = scheduleValueToSi(value, SCHEDULE_COLUMN_INFO[column].unit, unitSystem);
  if (limit.allowed) return limit.allowed.includes(valueSi);
  const slack = 1e-9 * Math.max(Math.abs(limit.min), Math.abs(limit.max), 1);
  const aboveMin = limit.minExclusive ? valueSi > limit.min : valueSi >= limit.min - slack;
  return aboveMin && valueSi <= limit.max + slack;
}

/**
 * What a column must be, for a message: "greater than 0 and at most 1,000,000 cfm",
 * "between 0 and 20 in. wg", "1 or 3 ph".
 *
 * @param column - A numeric column.
 * @param unitSystem - The schedule's unit system.
 * @returns The range in words with the unit.
 */
export function scheduleColumnRangeText(
  column: ScheduleNumericColumn,
  unitSystem: UnitSystem,
): string {
  const { min, max, minExclusive, allowed } = scheduleColumnRange(column, unitSystem);
  const unit = scheduleUnitLabel(SCHEDULE_COLUMN_INFO[column].unit, unitSystem);
  if (allowed) return `${allowed.join(' or ')} ${unit}`;
  const maxText = `${formatNumberForMessage(max)} ${unit}`;
  return minExclusive
    ? `greater than ${formatNumberForMessage(min)} and at most ${maxText}`
    : `between ${formatNumberForMessage(min)} and ${maxText}`;
}
