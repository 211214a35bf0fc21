import { describe, expect, it } from 'vitest';
import { calculatePumpHead } from './calculate-pump-head.js';
import {
  defaultPumpCurveInput,
  defaultPumpHeadInput,
  defaultPumpSection,
  defaultSuctionInput,
} from './default-input.js';
import { PumpHeadInputSchema } from './schema.js';

describe('defaultPumpHeadInput', () => {
  it.each(['Imperial', 'Metric'] as const)(
    'is valid against PumpHeadInputSchema in %s',
    (unitSystem) => {
      const input = defaultPumpHeadInput(unitSystem);
      const parsed = PumpHeadInputSchema.safeParse(input);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      // Already complete: parsing adds nothing and changes nothing.
      expect(parsed.data).toEqual(input);
    },
  );

  it.each(['Imperial', 'Metric'] as const)(
    'stays valid with a default section, suction and pump curve added (%s)',
    (unitSystem) => {
      const input = {
        ...defaultPumpHeadInput(unitSystem),
        sections: [
          ...defaultPumpHeadInput(unitSystem).sections,
          defaultPumpSection(unitSystem, 'Branch'),
        ],
        suction: defaultSuctionInput(unitSystem),
        pumpCurve: defaultPumpCurveInput(unitSystem),
      };
      expect(PumpHeadInputSchema.safeParse(input).success).toBe(true);
      const result = calculatePumpHead(input);
      // The starting curve is drawn to cross the default circuit's system curve.
      expect(result.operatingPoint).not.toBeNull();
      expect(result.npsh?.available).toBeGreaterThan(0);
      expect(result.suggestedMotor).not.toBeNull();
    },
  );

  it('gives a chilled-water duty of a few horsepower, in round numbers of each system', () => {
    const imperial = calculatePumpHead(defaultPumpHeadInput('Imperial'));
    const metric = calculatePumpHead(defaultPumpHeadInput('Metric'));
    expect(defaultPumpHeadInput('Metric').flowRate).toBe(6);
    expect(imperial.totalDynamicHead).toBeGreaterThan(30);
    expect(imperial.totalDynamicHead).toBeLessThan(80);
    expect(metric.totalDynamicHead).toBeGreaterThan(9);
    expect(metric.totalDynamicHead).toBeLessThan(25);
    // 1.88 hp on a 2 hp motor (94 %), 1.32 kW on 1.5 kW (88 %): tight by API 610 practice, said once.
    expect(imperial.warnings.map((w) => w.code)).toEqual(['motorHighlyLoaded']);
    expect(metric.warnings.map((w) => w.code)).toEqual(['motorHighlyLoaded']);
  });
});
