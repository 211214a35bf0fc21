import { describe, expect, it } from 'vitest';
import { calculateDuct } from './calculate-duct.js';
import { DUCT_INPUT_FIELDS, defaultDuctInput } from './default-input.js';
import { DuctInputSchema } from './schema.js';

describe('defaultDuctInput', () => {
  it.each(['Imperial', 'Metric'] as const)(
    'is a valid %s input that the schema keeps as is',
    (system) => {
      const input = defaultDuctInput(system);
      const parsed = DuctInputSchema.safeParse(input);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(input);
      expect(input.unitSystem).toBe(system);
    },
  );

  it('names only fields of the schema, the spec’s duct inputs among them (spec §3)', () => {
    const shape = Object.keys(DuctInputSchema.shape);
    for (const field of DUCT_INPUT_FIELDS) expect(shape).toContain(field);
    for (const field of [
      'calculationName',
      'airflow',
      'ductShape',
      'aspectRatio',
      'sizingMethod',
      'targetVelocity',
      'targetFriction',
      'ductLength',
      'fittings',
    ]) {
      expect(DUCT_INPUT_FIELDS).toContain(field);
    }
  });

  it('sizes the Imperial default like the ASHRAE friction chart: 1000 cfm at 0.1 in. wg/100 ft → 13.6 in, 14 in standard', () => {
    // ASHRAE Handbook—Fundamentals (2021), ch. 21, fig. 10: 1000 cfm, 0.1 in. wg/100 ft → ≈ 13.6 in, ≈ 980 fpm.
    const result = calculateDuct(defaultDuctInput('Imperial'));
    expect(result.exact.diameter).toBeGreaterThan(13.5);
    expect(result.exact.diameter).toBeLessThan(13.75);
    expect(result.exact.velocity).toBeGreaterThan(970);
    expect(result.exact.velocity).toBeLessThan(1000);
    expect(result.diameter).toBe(14);
    expect(result.warnings).toEqual([]);
  });

  it('computes the Metric default without warnings', () => {
    const result = calculateDuct(defaultDuctInput('Metric'));
    expect(result.text.size).toMatch(/mm Ø$/);
    expect(result.warnings).toEqual([]);
  });
});
