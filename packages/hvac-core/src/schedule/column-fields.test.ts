import { describe, expect, it } from 'vitest';
import { fieldRange, fieldUnitLabel } from '../_lib/field-spec.js';
import { KILOGRAMS_PER_POUND, UnitSystemSchema, toSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { SCHEDULE_COLUMN_FIELD_SPECS, scheduleColumnRangeMessage } from './column-fields.js';
import type { ScheduleNumericColumn } from './column-fields.js';
import { convertEquipmentScheduleInput } from './convert-input.js';
import { SCHEDULE_COLUMN_INFO, SCHEDULE_NUMERIC_COLUMNS } from './equipment-types.js';
import { EquipmentScheduleInputSchema } from './schema.js';

const UNIT_SYSTEMS = UnitSystemSchema.options;

/** A custom row (it has every column) holding one value, in a schedule of a unit system. */
const scheduleWith = (column: ScheduleNumericColumn, value: number, unitSystem: UnitSystem) => ({
  unitSystem,
  rows: [{ id: 'r1', type: 'custom', tag: 'EQ-1', [column]: value }],
});

/** The issues of the schedule holding one value: [] when the schema accepts it. */
function issuesOf(column: ScheduleNumericColumn, value: number, unitSystem: UnitSystem) {
  const parsed = EquipmentScheduleInputSchema.safeParse(scheduleWith(column, value, unitSystem));
  return parsed.success
    ? []
    : parsed.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
}

/** One column's value converted by the schedule's converter. */
function converted(column: ScheduleNumericColumn, value: number, from: UnitSystem, to: UnitSystem) {
  const input = EquipmentScheduleInputSchema.parse(scheduleWith(column, value, from));
  return convertEquipmentScheduleInput(input, to).rows[0]?.[column];
}

describe('SCHEDULE_COLUMN_FIELD_SPECS', () => {
  it('describes every numeric column of the schedule, in table order, under its label', () => {
    expect(Object.keys(SCHEDULE_COLUMN_FIELD_SPECS)).toEqual([...SCHEDULE_NUMERIC_COLUMNS]);
    for (const column of SCHEDULE_NUMERIC_COLUMNS)
      expect(SCHEDULE_COLUMN_INFO[column].label).toBe(SCHEDULE_COLUMN_FIELD_SPECS[column].label);
  });

  it('labels every numeric column with a unit in both systems', () => {
    for (const column of SCHEDULE_NUMERIC_COLUMNS) {
      const { unit } = SCHEDULE_COLUMN_FIELD_SPECS[column];
      expect(fieldUnitLabel(unit, 'Imperial')).not.toBe('');
      expect(fieldUnitLabel(unit, 'Metric')).not.toBe('');
    }
    expect(fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS.coolingCapacity.unit, 'Imperial')).toBe(
      'Btu/h',
    );
    expect(fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS.externalStaticPressure.unit, 'Metric')).toBe(
      'Pa',
    );
    expect(fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS.weight.unit, 'Imperial')).toBe('lb');
    expect(fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS.weight.unit, 'Metric')).toBe('kg');
  });

  it('converts weight by the exact pound, 0.45359237 kg (NIST SP 811, B.8), as lb × factor', () => {
    expect(toSi(100, 'mass', 'Imperial')).toBeCloseTo(45.359237, 12);
    expect(converted('weight', 1000, 'Imperial', 'Metric')).toBe(1000 * KILOGRAMS_PER_POUND);
    expect(converted('weight', 453.59237, 'Metric', 'Imperial')).toBe(
      453.59237 / KILOGRAMS_PER_POUND,
    );
    expect(converted('weight', 453.59237, 'Metric', 'Imperial')).toBeCloseTo(1000, 9);
  });

  it('keeps electrical data the same in both systems', () => {
    for (const column of [
      'electricalPower',
      'voltage',
      'fullLoadAmps',
      'minimumCircuitAmpacity',
      'maximumOvercurrentProtection',
    ] as const) {
      expect(converted(column, 460, 'Imperial', 'Metric')).toBe(460);
      const { unit } = SCHEDULE_COLUMN_FIELD_SPECS[column];
      expect(fieldUnitLabel(unit, 'Imperial')).toBe(fieldUnitLabel(unit, 'Metric'));
    }
    expect(converted('phase', 3, 'Imperial', 'Metric')).toBe(3);
    expect(converted('frequency', 60, 'Imperial', 'Metric')).toBe(60);
    expect(fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS.electricalPower.unit, 'Imperial')).toBe('kW');
  });

  it('converts shared quantities by the units module (1000 cfm = 471.947 L/s)', () => {
    expect(converted('airflow', 1000, 'Imperial', 'Metric')).toBeCloseTo(471.947, 3);
    expect(fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS.waterFlow.unit, 'Imperial')).toBe('gpm');
  });

  describe.each(UNIT_SYSTEMS)('in %s, the schema', (unitSystem) => {
    const ranged = SCHEDULE_NUMERIC_COLUMNS.filter(
      (column) => SCHEDULE_COLUMN_FIELD_SPECS[column].allowed === undefined,
    );

    it.each(ranged)('accepts %s a millionth inside each end and refuses just outside', (column) => {
      const { min, max, minExclusive } = fieldRange(
        SCHEDULE_COLUMN_FIELD_SPECS[column],
        unitSystem,
      );
      const millionth = (max - min) * 1e-6;
      const refused = [
        {
          path: `rows.0.${column}`,
          message: `EQ-1: ${scheduleColumnRangeMessage(column, unitSystem)}`,
        },
      ];
      expect(issuesOf(column, min + millionth, unitSystem)).toEqual([]);
      expect(issuesOf(column, max - millionth, unitSystem)).toEqual([]);
      expect(issuesOf(column, max, unitSystem)).toEqual([]);
      expect(issuesOf(column, min, unitSystem)).toEqual(minExclusive ? refused : []);
      expect(issuesOf(column, min - millionth, unitSystem)).toEqual(refused);
      expect(issuesOf(column, max + millionth, unitSystem)).toEqual(refused);
    });

    it.each(['phase', 'frequency'] as const)('accepts only the allowed values of %s', (column) => {
      const { allowed = [] } = SCHEDULE_COLUMN_FIELD_SPECS[column];
      const [first = 0, last = 0] = allowed;
      const refused = [
        {
          path: `rows.0.${column}`,
          message: `EQ-1: ${scheduleColumnRangeMessage(column, unitSystem)}`,
        },
      ];
      for (const value of allowed) expect(issuesOf(column, value, unitSystem)).toEqual([]);
      for (const value of [first - 1, first + 1e-6, (first + last) / 2, last - 1e-6, last + 1])
        expect(issuesOf(column, value, unitSystem)).toEqual(refused);
    });
  });
});
