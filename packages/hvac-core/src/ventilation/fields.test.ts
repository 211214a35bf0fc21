import { describe, expect, it } from 'vitest';
import { fieldRange, isWithinFieldRange } from '../_lib/field-spec.js';
import { defaultVentilationInput } from './default-input.js';
import { VENTILATION_FIELD_SPECS, VENTILATION_NUMERIC_FIELDS } from './fields.js';
import { VentilationInputSchema } from './schema.js';

describe('VENTILATION_FIELD_SPECS', () => {
  it('lists the schema’s fields', () => {
    expect(Object.keys(VENTILATION_FIELD_SPECS).sort()).toEqual(
      Object.keys(VentilationInputSchema.shape).sort(),
    );
  });

  it.each(['Imperial', 'Metric'] as const)('gives %s defaults within their ranges', (system) => {
    const input: Record<string, unknown> = defaultVentilationInput(system);
    for (const field of VENTILATION_NUMERIC_FIELDS) {
      const spec = VENTILATION_FIELD_SPECS[field];
      const value = input[field];
      if (value === undefined) continue;
      expect(typeof value, field).toBe('number');
      expect(isWithinFieldRange(spec, value as number, system), field).toBe(true);
      expect(fieldRange(spec, system).max, field).toBeGreaterThan(value as number);
    }
  });
});
