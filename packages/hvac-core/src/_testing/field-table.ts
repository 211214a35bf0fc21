import { describe, expect, it } from 'vitest';
import { fieldRange, isWithinFieldRange } from '../_lib/field-spec.js';
import type { InputFieldSpec, NumberFieldSpec } from '../_lib/field-spec.js';
import type { UnitSystem } from '../units/index.js';

/** A calculator's field table against its schema and its defaults. */
export interface FieldTableCase {
  readonly name: string;
  readonly specs: Readonly<Record<string, InputFieldSpec>>;
  readonly numericFields: readonly string[];
  readonly schemaShape: Readonly<Record<string, unknown>>;
  readonly defaults: (unitSystem: UnitSystem) => object;
}

/** The rules every field table keeps: it lists the schema's fields, and its defaults are in range. */
export function describeFieldTable(table: FieldTableCase): void {
  describe(table.name, () => {
    it('lists the schema’s fields', () => {
      expect(Object.keys(table.specs).sort()).toEqual(Object.keys(table.schemaShape).sort());
    });

    it.each(['Imperial', 'Metric'] as const)('gives %s defaults within their ranges', (system) => {
      const input = table.defaults(system) as Record<string, unknown>;
      for (const field of table.numericFields) {
        const spec = table.specs[field] as NumberFieldSpec;
        const value = input[field];
        if (value === undefined) continue;
        expect(typeof value, field).toBe('number');
        expect(isWithinFieldRange(spec, value as number, system), field).toBe(true);
        expect(fieldRange(spec, system).max, field).toBeGreaterThan(value as number);
      }
    });
  });
}
