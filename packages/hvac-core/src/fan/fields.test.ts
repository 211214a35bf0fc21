import { describe, expect, it, test } from 'vitest';
import { convertValue } from '../units/index.js';
import {
  FAN_FIELDS,
  FAN_FIELD_LABELS,
  FAN_FIELD_QUANTITIES,
  FAN_NUMERIC_FIELDS,
  fanFieldRange,
  fanFieldUnitLabel,
  isWithinFanFieldRange,
} from './fields.js';
import { FAN_INPUT_KEYS, FanInputSchema } from './schema.js';

describe('fan fields', () => {
  it('are, with the duty-source link, the schema’s fields, each labelled', () => {
    expect([...FAN_INPUT_KEYS].sort()).toEqual(Object.keys(FanInputSchema.shape).sort());
    expect(
      FAN_INPUT_KEYS.filter((key) => !(FAN_FIELDS as readonly string[]).includes(key)),
    ).toEqual(['dutySource']);
    for (const field of FAN_FIELDS) expect(FAN_FIELD_LABELS[field].length).toBeGreaterThan(3);
  });

  test.each([
    ['airflow', 'cfm', 'L/s'],
    ['fanStaticPressure', 'in. wg', 'Pa'],
    ['outletArea', 'ft²', 'm²'],
    ['shaftPower', 'hp', 'kW'],
    ['newDiameter', 'in', 'mm'],
    ['newSpeed', 'rpm', 'rpm'],
    ['fanEfficiencyPercent', '%', '%'],
  ] as const)('%s is in %s | %s', (field, imperial, metric) => {
    expect(fanFieldUnitLabel(field, 'Imperial')).toBe(imperial);
    expect(fanFieldUnitLabel(field, 'Metric')).toBe(metric);
  });

  it('keep a value valid across a unit switch (ranges checked in SI)', () => {
    for (const field of FAN_NUMERIC_FIELDS) {
      const quantity = FAN_FIELD_QUANTITIES[field];
      const { max } = fanFieldRange(field, 'Imperial');
      const metricMax = quantity === null ? max : convertValue(max, quantity, 'Imperial', 'Metric');
      expect(isWithinFanFieldRange(field, metricMax, 'Metric'), field).toBe(true);
      expect(isWithinFanFieldRange(field, metricMax * 1.001, 'Metric'), field).toBe(false);
    }
  });
});
