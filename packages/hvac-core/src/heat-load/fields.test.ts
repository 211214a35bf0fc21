import { describe, expect, it } from 'vitest';
import { fieldRange, isWithinFieldRange } from '../_lib/field-spec.js';
import { defaultHeatLoadInput } from './default-input.js';
import { HEAT_LOAD_FIELD_SPECS, HEAT_LOAD_NUMERIC_FIELDS } from './fields.js';
import { HeatLoadInputSchema } from './schema.js';

describe('HEAT_LOAD_FIELD_SPECS', () => {
  it('lists the schema’s fields', () => {
    expect(Object.keys(HEAT_LOAD_FIELD_SPECS).sort()).toEqual(
      Object.keys(HeatLoadInputSchema.shape).sort(),
    );
  });

  it.each(['Imperial', 'Metric'] as const)('gives %s defaults within their ranges', (system) => {
    const input: Record<string, unknown> = defaultHeatLoadInput(system);
    for (const field of HEAT_LOAD_NUMERIC_FIELDS) {
      const spec = HEAT_LOAD_FIELD_SPECS[field];
      const value = input[field];
      if (value === undefined) continue;
      expect(typeof value, field).toBe('number');
      expect(isWithinFieldRange(spec, value as number, system), field).toBe(true);
      expect(fieldRange(spec, system).max, field).toBeGreaterThan(value as number);
    }
  });
});
