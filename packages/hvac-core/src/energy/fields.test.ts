import { describe, expect, it } from 'vitest';
import { fieldRange, isWithinFieldRange } from '../_lib/field-spec.js';
import { DEMAND_FIELD_SPECS } from './demand-fields.js';
import { ENERGY_FIELD_SPECS } from './fields.js';
import { ENERGY_EFFICIENCY_RANGES, ENERGY_LIMITS } from './limits.js';

describe('ENERGY_FIELD_SPECS', () => {
  it.each(Object.keys(DEMAND_FIELD_SPECS) as (keyof typeof DEMAND_FIELD_SPECS)[])(
    'labels the demand field %s as the schema does',
    (field) => {
      expect(ENERGY_FIELD_SPECS[field].label).toBe(DEMAND_FIELD_SPECS[field].label);
    },
  );

  it('states the degree-day limits of ENERGY_LIMITS in each unit system (20,000 °F·day a year)', () => {
    const { help: _help, ...annual } = ENERGY_FIELD_SPECS.heatingDegreeDays;
    expect(fieldRange(annual, 'Imperial').max).toBeCloseTo(20_000, 9);
    expect(fieldRange(annual, 'Metric').max).toBe(ENERGY_LIMITS.degreeDays.max);
    expect(fieldRange(ENERGY_FIELD_SPECS.monthlyDegreeDays, 'Imperial').max).toBeCloseTo(3000, 9);
  });

  it('keeps a temperature valid in one unit system valid in the other (−60 to 60 °C)', () => {
    const spec = ENERGY_FIELD_SPECS.outdoorDesignTemperature;
    expect(isWithinFieldRange(spec, -76, 'Imperial')).toBe(true);
    expect(isWithinFieldRange(spec, -60, 'Metric')).toBe(true);
    expect(isWithinFieldRange(spec, -77, 'Imperial')).toBe(false);
  });

  it.each([
    ['heatingEfficiency', ['afue', 'cop', 'hspf', 'hspf2'], 1, 100],
    ['coolingEfficiency', ['seer', 'seer2', 'eer', 'eer2', 'coolingCop'], 1, 45],
  ] as const)(
    'lets %s span every range its ratings allow (%j), and no further',
    (field, ratings, min, max) => {
      const range = fieldRange(ENERGY_FIELD_SPECS[field], 'Imperial');
      expect(range).toMatchObject({ min, max });
      for (const rating of ratings) {
        const [low, high] = ENERGY_EFFICIENCY_RANGES[rating] ?? [NaN, NaN];
        expect(low).toBeGreaterThanOrEqual(range.min);
        expect(high).toBeLessThanOrEqual(range.max);
      }
    },
  );
});
