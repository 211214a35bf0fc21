/**
 * The three crash cases of issue 16, each as a plain unit test beside the property suite
 * (`contract.test.ts`) that found them.
 */
import { describe, expect, it, test } from 'vitest';
import { DuctNoisePathInputSchema, defaultDuctNoisePathInput } from './acoustics/index.js';
import { EnergyCostInputSchema, defaultEnergyCostInput } from './energy/index.js';
import { HeatLoadInputSchema, calculateHeatLoad, defaultHeatLoadInput } from './heat-load/index.js';
import {
  PsychrometricChartInputSchema,
  chartRangeFor,
  defaultPsychrometricChartInput,
  psychrometricChartGeometry,
} from './psychrometrics/index.js';

function messages(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('a psychrometric state at or above the boiling point', () => {
  test.each([
    ['Imperial', 0, 212, 1],
    ['Imperial', 0, 212, 1e6],
    ['Imperial', 10_000, 200, 1],
  ] as const)(
    'is refused by the schema (%s, altitude %d, %d °F, W = %d) on its dry bulb, saying why',
    (unitSystem, altitude, dryBulb, humidityRatio) => {
      const result = PsychrometricChartInputSchema.safeParse({
        ...defaultPsychrometricChartInput(unitSystem),
        altitude,
        states: [
          { id: 'hot', label: 'Hot', spec: { by: 'humidityRatio', dryBulb, humidityRatio } },
        ],
        processes: [],
      });
      expect(result.success).toBe(false);
      const [[path, message] = []] = messages(result);
      expect(path).toBe('states.0.spec.dryBulb');
      expect(message).toMatch(/^Dry bulb must be below the boiling point of water at .* psia \(/);
    },
  );

  it('leaves the chart geometry bounded for the wettest air the engine accepts', () => {
    const range = chartRangeFor('Imperial', [{ t: 211, w: 1e9 }]);
    const geometry = psychrometricChartGeometry({ unitSystem: 'Imperial', range });
    expect(geometry.humidityRatioTicks.length).toBeLessThanOrEqual(61);
    expect(geometry.humidityRatioGrid.length).toBeLessThanOrEqual(61);
  });

  it('draws an unknown unit system (a draft) as Imperial instead of throwing', () => {
    const unitSystem = 'Martian' as unknown as 'Imperial';
    expect(psychrometricChartGeometry({ unitSystem }).unitSystem).toBe('Imperial');
    expect(chartRangeFor(unitSystem, []).dryBulbMax).toBe(120);
  });
});

describe('a null where a group of fields or a row is expected', () => {
  test.each([
    [
      'an energy option’s cooling demand',
      EnergyCostInputSchema,
      { ...defaultEnergyCostInput('Imperial'), cooling: null },
      'cooling',
      'Cooling demand must be a group of fields, not empty (null).',
    ],
    [
      'a row of energy options',
      EnergyCostInputSchema,
      { ...defaultEnergyCostInput('Imperial'), options: [null] },
      'options.0',
      'Each option must be a group of fields, not empty (null).',
    ],
    [
      'a row of acoustic path elements',
      DuctNoisePathInputSchema,
      {
        ...defaultDuctNoisePathInput('Imperial'),
        elements: [...(defaultDuctNoisePathInput('Imperial').elements ?? []), null],
      },
      'elements.5',
      undefined,
    ],
  ] as const)(
    'in %s is reported by safeParse, which does not throw',
    (_name, schema, input, path, message) => {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      const issue = (result.error?.issues ?? []).find((i) => i.path.join('.') === path);
      expect(issue).toBeDefined();
      if (message !== undefined) expect(issue?.message).toBe(message);
      expect(issue?.message).not.toMatch(/^Invalid (input|option)/);
    },
  );
});

describe('tiny negatives', () => {
  test.each([
    ['wallArea', -1e-12],
    ['wallArea', -5e-324],
    ['indoorRelativeHumidity', -1e-12],
    ['outdoorRelativeHumidity', -1e-12],
  ] as const)('%s = %d is refused by the schema, not by the engine', (field, value) => {
    const input = { ...defaultHeatLoadInput('Metric'), [field]: value };
    const result = HeatLoadInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(messages(result).map(([path]) => path)).toContain(field);
    expect(() => calculateHeatLoad(input)).toThrow(/must be/);
  });

  it('keeps the conversion slack at non-zero limits (0 itself passes)', () => {
    const result = HeatLoadInputSchema.safeParse({
      ...defaultHeatLoadInput('Metric'),
      wallArea: 0,
    });
    expect(result.success).toBe(true);
  });
});
