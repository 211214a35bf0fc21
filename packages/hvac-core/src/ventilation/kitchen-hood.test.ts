import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { calculateVentilation } from './calculate-ventilation.js';
import { convertVentilationInput } from './convert-input.js';
import {
  APPLIANCE_DUTY_IDS,
  KITCHEN_HOOD_STYLE_IDS,
  kitchenHoodExhaustCfmPerFt,
  kitchenHoodExhaustM3s,
  kitchenHoodExhaustM3sPerM,
} from './kitchen-hood.js';
import { VentilationInputSchema } from './schema.js';
import { KITCHEN_TEMPLATE } from './_testing/kitchen.js';
import type { VentilationInputDraft } from './schema.js';

/**
 * The IMC's minimum exhaust for unlisted Type I hoods, cfm per linear foot, as tabulated in
 * "Minimum CFM for Unlisted Hoods (per 2001 International Mechanical Code)" (CKV design guide,
 * "Fundamentals of CKV"); null: "not allowed".
 */
test.each([
  ['wallCanopy', 'light', 200],
  ['wallCanopy', 'medium', 300],
  ['wallCanopy', 'heavy', 400],
  ['wallCanopy', 'extraHeavy', 550],
  ['singleIslandCanopy', 'light', 400],
  ['singleIslandCanopy', 'medium', 500],
  ['singleIslandCanopy', 'heavy', 600],
  ['singleIslandCanopy', 'extraHeavy', 700],
  ['doubleIslandCanopy', 'light', 250],
  ['doubleIslandCanopy', 'medium', 300],
  ['doubleIslandCanopy', 'heavy', 400],
  ['doubleIslandCanopy', 'extraHeavy', 550],
  ['eyebrow', 'light', 250],
  ['eyebrow', 'medium', 250],
  ['eyebrow', 'heavy', null],
  ['eyebrow', 'extraHeavy', null],
  ['backshelfPassOver', 'light', 250],
  ['backshelfPassOver', 'medium', 300],
  ['backshelfPassOver', 'heavy', 400],
  ['backshelfPassOver', 'extraHeavy', null],
] as const)(
  'IMC 507.13: %s hood over %s-duty appliances exhausts %s cfm/ft',
  (style, duty, cfm) => {
    expect(kitchenHoodExhaustCfmPerFt(style, duty)).toBe(cfm);
  },
);

describe('kitchenHoodExhaustM3sPerM', () => {
  it('converts 1 cfm/ft to the IMC’s 1.55 L/s per linear metre', () => {
    // IMC 507.2.1: "cfm per linear foot (1.55 L/s per linear meter)".
    const perCfm = kitchenHoodExhaustM3sPerM('wallCanopy', 'light')! / 200;
    expect(perCfm * 1000).toBeCloseTo(1.55, 2);
  });

  it('never lets a heavier duty need less exhaust under the same hood', () => {
    for (const style of KITCHEN_HOOD_STYLE_IDS) {
      const rates = APPLIANCE_DUTY_IDS.map((duty) =>
        kitchenHoodExhaustCfmPerFt(style, duty),
      ).filter((rate): rate is number => rate !== null);
      expect([...rates].sort((a, b) => a - b)).toEqual(rates);
    }
  });
});

describe('kitchenHoodExhaustM3s', () => {
  it('is the rate times the hood length, linear in the length', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 60, noNaN: true }), (lengthM) => {
        const rate = kitchenHoodExhaustM3sPerM('singleIslandCanopy', 'heavy')!;
        expect(kitchenHoodExhaustM3s(rate, 2 * lengthM)).toBeCloseTo(
          2 * kitchenHoodExhaustM3s(rate, lengthM),
          9,
        );
      }),
    );
  });

  it('refuses a negative length', () => {
    expect(() => kitchenHoodExhaustM3s(1, -1)).toThrow(RangeError);
  });
});

/** The restaurant kitchen template's hood: 5 ft wall canopy over heavy-duty appliances. */
const HOOD: VentilationInputDraft = {
  calculationName: 'Kitchen hood exhaust',
  unitSystem: 'Imperial',
  roomWidth: 20,
  roomLength: 15,
  roomHeight: 10,
  mode: 'kitchenHood',
  hoodStyle: 'wallCanopy',
  applianceDuty: 'heavy',
  hoodLength: 5,
  spaceType: 'commercialKitchen',
};

describe('calculateVentilation, kitchen hood mode', () => {
  it('gives 400 cfm/ft × 5 ft = 2,000 cfm, the template exhaust duct’s airflow', () => {
    const result = calculateVentilation(HOOD);
    expect(result.requiredAirflow).toBe(2000);
    expect(result.kitchenHood).toMatchObject({
      rateCfmPerFt: 400,
      ratePerLength: 400,
      hoodLength: 5,
      exhaustAirflow: 2000,
      hoodStyleLabel: 'Wall-mounted canopy',
    });
    // 2,000 cfm in a 3,000 ft³ kitchen: 40 ACH, local exhaust, reported but not judged.
    expect(result.airChangesPerHour).toBe(40);
    expect(result.warnings).toEqual([]);
    expect(result.notes.map((note) => note.code)).toContain('hoodAirChangesNotJudged');
  });

  it('gives the same exhaust in Metric (L/s per m = cfm/ft × 1.548)', () => {
    const metric = calculateVentilation(convertVentilationInput(HOOD, 'Metric'));
    expect(metric.requiredAirflow).toBeCloseTo(943.89, 2);
    expect(metric.kitchenHood?.ratePerLength).toBeCloseTo(619.35, 2);
    expect(metric.airflows.cfm).toBeCloseTo(2000, 6);
  });

  it('refuses an eyebrow hood over heavy-duty appliances, naming the duty field', () => {
    const parsed = VentilationInputSchema.safeParse({ ...HOOD, hoodStyle: 'eyebrow' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['applianceDuty'],
        message: expect.stringContaining('does not allow an eyebrow') as unknown,
      }),
    );
  });

  it('needs a hood length', () => {
    const parsed = VentilationInputSchema.safeParse({ ...HOOD, hoodLength: '' });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['hoodLength']]);
  });

  it('leaves a saved air-change file computing as before', () => {
    const result = calculateVentilation(KITCHEN_TEMPLATE);
    expect(result.requiredAirflow).toBe(240);
    expect(result.kitchenHood).toBeNull();
  });
});
