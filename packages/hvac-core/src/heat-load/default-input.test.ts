import { describe, expect, it } from 'vitest';
import { calculateHeatLoad } from './calculate-heat-load.js';
import { defaultHeatLoadInput } from './default-input.js';
import { HeatLoadInputSchema } from './schema.js';

describe('defaultHeatLoadInput', () => {
  it.each(['Imperial', 'Metric'] as const)(
    'is a valid %s office in Cooling that raises no warning',
    (system) => {
      const input = defaultHeatLoadInput(system);
      expect(HeatLoadInputSchema.parse(input)).toEqual(input);
      expect(input.unitSystem).toBe(system);
      const result = calculateHeatLoad(input);
      expect(result.warnings).toEqual([]);
      expect(result.totalLoad).toBeGreaterThan(0);
    },
  );

  it('describes about the same room in both systems (within 10 % on the total)', () => {
    const imperial = calculateHeatLoad(defaultHeatLoadInput('Imperial')).totals.watts;
    const metric = calculateHeatLoad(defaultHeatLoadInput('Metric')).totals.watts;
    expect(Math.abs(metric / imperial - 1)).toBeLessThan(0.1);
  });
});
