import {
  fieldRangeMessage,
  fieldUnitLabel,
  imperialRange,
  isWithinFieldRange,
} from '../_lib/field-spec.js';
import type { NumberFieldSpec, SiFieldRange } from '../_lib/field-spec.js';
import type { Quantity, UnitSystem } from '../units/index.js';

/**
 * A numeric schedule column described as every calculator's numeric field is, with what a schedule
 * needs beyond it: the only values allowed where a column takes a few (phase 1 or 3, frequency 50
 * or 60 Hz), one decimals for both unit systems (the report and CSV round a cell without asking
 * its unit system), and a range held in SI.
 */
export interface ScheduleColumnFieldSpec extends NumberFieldSpec {
  readonly range: SiFieldRange;
  readonly decimals: number;
  /** When set, the only values allowed, in the fixed unit; the range then spans them. */
  readonly allowed?: readonly number[];
}

/** Greater than 0 and at most a round Imperial number, held in SI. */
const aboveZeroUpTo = (maxImperial: number, quantity: Quantity): SiFieldRange => ({
  ...imperialRange(0, maxImperial, quantity),
  minExclusive: true,
});

/** Greater than 0 and at most `max` of a fixed unit (A, kW). */
const aboveZeroUpToFixed = (max: number): SiFieldRange => ({ si: [0, max], minExclusive: true });

/** A unit the same in both systems, not converted. */
const fixed = (label: string) => ({ fixed: label }) as const;

const CAPACITY = {
  unit: 'heatRate',
  range: aboveZeroUpTo(200_000_000, 'heatRate'),
  step: { Imperial: 1000, Metric: 100 },
  decimals: 0,
} as const;

const AMPS = fixed('A');

const FIELD_SPECS = {
  coolingCapacity: { label: 'Cooling capacity', ...CAPACITY },
  heatingCapacity: { label: 'Heating capacity', ...CAPACITY },
  airflow: {
    label: 'Airflow',
    unit: 'airflow',
    range: aboveZeroUpTo(1_000_000, 'airflow'),
    step: { Imperial: 50, Metric: 10 },
    decimals: 1,
  },
  externalStaticPressure: {
    label: 'External static pressure',
    unit: 'ductPressureLoss',
    range: imperialRange(0, 20, 'ductPressureLoss'),
    step: { Imperial: 0.1, Metric: 25 },
    decimals: 2,
  },
  waterFlow: {
    label: 'Water flow',
    unit: 'waterFlow',
    range: aboveZeroUpTo(100_000, 'waterFlow'),
    step: { Imperial: 1, Metric: 0.1 },
    decimals: 2,
  },
  pumpHead: {
    label: 'Pump head',
    unit: 'pumpHead',
    range: aboveZeroUpTo(2_000, 'pumpHead'),
    step: { Imperial: 1, Metric: 0.5 },
    decimals: 2,
  },
  motorPower: {
    label: 'Motor rating',
    unit: 'shaftPower',
    range: aboveZeroUpTo(5_000, 'shaftPower'),
    step: 0.5,
    decimals: 2,
  },
  voltage: {
    label: 'Voltage',
    unit: fixed('V'),
    range: { si: [12, 15_000] },
    step: 1,
    decimals: 0,
  },
  phase: {
    label: 'Phase',
    unit: fixed('ph'),
    range: { si: [1, 3] },
    allowed: [1, 3],
    step: 2,
    decimals: 0,
  },
  frequency: {
    label: 'Frequency',
    unit: fixed('Hz'),
    range: { si: [50, 60] },
    allowed: [50, 60],
    step: 10,
    decimals: 0,
  },
  fullLoadAmps: {
    label: 'Full-load amps (FLA)',
    unit: AMPS,
    range: aboveZeroUpToFixed(10_000),
    step: 0.1,
    decimals: 1,
  },
  minimumCircuitAmpacity: {
    label: 'Minimum circuit ampacity (MCA)',
    unit: AMPS,
    range: aboveZeroUpToFixed(10_000),
    step: 1,
    decimals: 1,
  },
  maximumOvercurrentProtection: {
    label: 'Maximum overcurrent protection (MOCP)',
    unit: AMPS,
    range: aboveZeroUpToFixed(10_000),
    step: 5,
    decimals: 0,
  },
  // Schedules give the electrical input in kW, not W, in both systems.
  electricalPower: {
    label: 'Electrical input',
    unit: fixed('kW'),
    range: aboveZeroUpToFixed(50_000),
    step: 0.1,
    decimals: 2,
  },
  weight: {
    label: 'Operating weight',
    unit: 'mass',
    range: aboveZeroUpTo(1_000_000, 'mass'),
    step: { Imperial: 10, Metric: 5 },
    decimals: 0,
  },
} satisfies Readonly<Record<string, ScheduleColumnFieldSpec>>;

/** The numeric columns a schedule row may hold. */
export type ScheduleNumericColumn = keyof typeof FIELD_SPECS;

/**
 * Every numeric column of a schedule row: its label (messages start with it), unit, valid range,
 * arrow-key step and decimals. The schema's checks and messages, the table's min, max and unit
 * labels, the CSV headers and the unit conversion read this one table.
 *
 * Ranges are checked in SI, so that a value valid in one unit system stays valid after a unit
 * switch. Imperial limits are round numbers, Metric ones their exact conversions. They bound what
 * HVAC equipment is made in, with room to spare: 200 million Btu/h (about 16 700 tons) covers the
 * largest chillers; 20 in. wg the highest-pressure air handlers; 2000 ft the head of a high-rise
 * booster pump; 15 kV medium-voltage chillers. Electrical data is the same in both systems.
 */
export const SCHEDULE_COLUMN_FIELD_SPECS: Readonly<
  Record<ScheduleNumericColumn, ScheduleColumnFieldSpec>
> = FIELD_SPECS;

/**
 * Whether a column holds numbers.
 *
 * @example isScheduleNumericColumn('airflow') //=> true
 */
export function isScheduleNumericColumn(column: string): column is ScheduleNumericColumn {
  return Object.hasOwn(SCHEDULE_COLUMN_FIELD_SPECS, column);
}

/**
 * Whether a value is valid in its column: one of the allowed values where the column has them,
 * else within its range (1e-9 relative slack at a non-zero limit, for conversion round-off).
 * @internal
 */
export function isValidScheduleColumnValue(
  column: ScheduleNumericColumn,
  value: number,
  unitSystem: UnitSystem,
): boolean {
  const spec = SCHEDULE_COLUMN_FIELD_SPECS[column];
  if (spec.allowed) return spec.allowed.includes(value);
  return isWithinFieldRange(spec, value, unitSystem);
}

/**
 * The message for a value its column refuses, in the schedule's units: "Airflow must be greater
 * than 0 and at most 1,000,000 cfm.", "External static pressure must be between 0 and 20 in. wg.",
 * "Phase must be 1 or 3 ph.".
 * @internal
 */
export function scheduleColumnRangeMessage(
  column: ScheduleNumericColumn,
  unitSystem: UnitSystem,
): string {
  const spec = SCHEDULE_COLUMN_FIELD_SPECS[column];
  if (!spec.allowed) return fieldRangeMessage(spec, unitSystem);
  return `${spec.label} must be ${spec.allowed.join(' or ')} ${fieldUnitLabel(spec.unit, unitSystem)}.`;
}
