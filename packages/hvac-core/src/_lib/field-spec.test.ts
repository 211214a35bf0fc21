import { describe, expect, it, test } from 'vitest';
import {
  convertFieldsDraft,
  fieldDefaults,
  fieldNames,
  fieldRange,
  fieldRangeMessage,
  inUnitSystem,
  isWithinFieldRange,
  numberFieldNames,
  numberFieldQuantities,
} from './field-spec.js';
import type { InputFieldSpec } from './field-spec.js';

const TABLE = {
  unitSystem: { label: 'Unit system' },
  name: { label: 'Name', default: '' },
  airflow: {
    label: 'Airflow',
    unit: 'airflow',
    range: { si: [0, 10], minExclusive: true },
    default: { Imperial: 1000, Metric: 500 },
    step: { Imperial: 100, Metric: 50 },
    decimals: 2,
  },
  share: { label: 'Share', unit: { fixed: '%' }, range: { si: [10, 95] }, step: 1, decimals: 1 },
} as const satisfies Record<string, InputFieldSpec>;

describe('field tables', () => {
  it('list every field in order, and the numeric ones', () => {
    expect(fieldNames(TABLE)).toEqual(['unitSystem', 'name', 'airflow', 'share']);
    expect(numberFieldNames(TABLE)).toEqual(['airflow', 'share']);
  });

  it('give the quantity of each number that converts, and none for a fixed unit', () => {
    expect(numberFieldQuantities(TABLE)).toEqual({ airflow: 'airflow' });
  });

  test.each([
    [TABLE.airflow, 'Imperial', 'Airflow must be greater than 0 and at most 21,189 cfm.'],
    [TABLE.airflow, 'Metric', 'Airflow must be greater than 0 and at most 10,000 L/s.'],
    [TABLE.share, 'Metric', 'Share must be between 10 and 95 %.'],
  ] as const)('word the range of %o in %s', (spec, system, message) => {
    expect(fieldRangeMessage(spec, system)).toBe(message);
  });

  it('check ranges in SI, with the minimum excluded where the table says', () => {
    expect(isWithinFieldRange(TABLE.airflow, 0, 'Metric')).toBe(false);
    expect(isWithinFieldRange(TABLE.airflow, 10_000, 'Metric')).toBe(true);
    expect(isWithinFieldRange(TABLE.share, 10, 'Imperial')).toBe(true);
    expect(fieldRange(TABLE.share, 'Imperial')).toEqual({ min: 10, max: 95, minExclusive: false });
  });

  it('convert quantities only, keeping strings strings and blanks blank', () => {
    const metric = convertFieldsDraft(
      TABLE,
      { unitSystem: 'Imperial', airflow: '1000', share: 50, name: 'x' },
      'Metric',
    );
    expect(metric.unitSystem).toBe('Metric');
    expect(Number(metric.airflow)).toBeCloseTo(471.947, 3);
    expect(typeof metric.airflow).toBe('string');
    expect(metric.share).toBe(50);
    const blank = convertFieldsDraft(TABLE, { unitSystem: 'Imperial', airflow: '' }, 'Metric');
    expect(blank.airflow).toBe('');
  });

  it('give the defaults of a unit system', () => {
    expect(fieldDefaults(TABLE, 'Metric')).toEqual({
      unitSystem: 'Metric',
      name: '',
      airflow: 500,
    });
    expect(inUnitSystem(TABLE.share.step, 'Metric')).toBe(1);
  });
});
