import { describe, expect, it } from 'vitest';
import { fieldRange, fieldRangeMessage, fieldUnitLabel } from '../_lib/field-spec.js';
import type { NumberFieldSpec } from '../_lib/field-spec.js';
import { convertValue } from '../units/quantities.js';
import { METRES_PER_FOOT } from '../units/factors.js';
import {
  ELEMENT_RANGES,
  FAN_SOURCE_RANGES,
  ROOM_RANGES,
  SURFACE_RANGES,
  fieldRangeLabel,
  type AcousticFieldRange,
} from './field-ranges.js';
import { DECIBEL_LEVEL_SPEC, DUCT_NOISE_PATH_NUMBER_SPECS } from './number-fields.js';
import { DuctNoisePathInputSchema } from './schema.js';
import { defaultDuctNoisePathInput } from './default-input.js';

const SPECS: readonly NumberFieldSpec[] = Object.values(DUCT_NOISE_PATH_NUMBER_SPECS);

/** The spec a form draws for the field a range check names. */
function specLabelled(label: string): NumberFieldSpec | undefined {
  return SPECS.find((spec) => spec.label === label);
}

/** Every label a range check gives, for a round and a rectangular row. */
function labelsOf(check: AcousticFieldRange): string[] {
  return [
    fieldRangeLabel(check, { shape: 'round', terminalShape: 'round' }),
    fieldRangeLabel(check, {}),
  ];
}

const CHECKS: readonly AcousticFieldRange[] = [
  ...Object.values(ELEMENT_RANGES).flat(),
  ...FAN_SOURCE_RANGES,
  ...ROOM_RANGES,
  ...SURFACE_RANGES,
];

describe('DUCT_NOISE_PATH_NUMBER_SPECS', () => {
  it('names each range-checked field as the form does, which draws it with the range and unit checked', () => {
    for (const check of CHECKS) {
      const checked = DUCT_NOISE_PATH_NUMBER_SPECS[check.spec];
      for (const label of labelsOf(check)) {
        const spec = specLabelled(label);
        expect(spec, label).toBeDefined();
        expect(spec?.range, label).toEqual(checked.range);
        expect(spec?.unit, label).toEqual(checked.unit);
      }
    }
  });

  it('shows a range of round numbers in Imperial and their conversions in Metric', () => {
    // 30 dB/ft = 30 / 0.3048 = 98.43 dB/m (foot: NIST SP 811, B.8).
    const rate = DUCT_NOISE_PATH_NUMBER_SPECS.attenuationPerLength;
    expect(fieldRange(rate, 'Imperial')).toEqual({ min: 0, max: 30, minExclusive: false });
    expect(fieldRange(rate, 'Metric').max).toBeCloseTo(30 / METRES_PER_FOOT, 9);
    expect(fieldUnitLabel(rate.unit, 'Imperial')).toBe('dB/ft');
    expect(fieldUnitLabel(rate.unit, 'Metric')).toBe('dB/m');
    const width = DUCT_NOISE_PATH_NUMBER_SPECS.elbowWidth;
    expect(fieldRange(width, 'Imperial').min).toBeCloseTo(1, 12);
    expect(fieldRange(width, 'Imperial').max).toBeCloseTo(200, 12);
    expect(fieldRange(width, 'Metric').max).toBeCloseTo(5080, 9);
  });

  it('gives the whole numbers the schema’s own limits (elbows, passages, terminals)', () => {
    const { quantity, passages, count } = DUCT_NOISE_PATH_NUMBER_SPECS;
    expect(fieldRange(quantity, 'Metric')).toMatchObject({ min: 1, max: 50 });
    expect(fieldRange(passages, 'Metric')).toMatchObject({ min: 1, max: 100 });
    expect(fieldRange(count, 'Imperial')).toMatchObject({ min: 1, max: 1000 });
    const input = defaultDuctNoisePathInput('Imperial');
    const elbow = {
      id: 'e',
      type: 'elbow',
      label: '',
      elbowKind: 'round',
      width: 12,
      quantity: 51,
    };
    const parsed = DuctNoisePathInputSchema.safeParse({ ...input, elements: [elbow] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
      'Elbow quantity must be a whole number from 1 to 50.',
    );
  });

  it('shows sound levels and losses in dB, counts without a unit', () => {
    const specs = DUCT_NOISE_PATH_NUMBER_SPECS;
    expect(fieldUnitLabel(specs.sourceSoundPower.unit, 'Metric')).toBe('dB');
    expect(fieldUnitLabel(specs.insertionLoss.unit, 'Imperial')).toBe('dB');
    expect(fieldUnitLabel(specs.blades.unit, 'Imperial')).toBe('');
    expect(fieldUnitLabel(specs.speed.unit, 'Metric')).toBe('rpm');
  });
});

describe('attenuationRate as a quantity of the units module', () => {
  it('converts 1 dB/ft to 1/0.3048 = 3.2808 dB/m and back, as the acoustics engine did', () => {
    expect(convertValue(1, 'attenuationRate', 'Imperial', 'Metric')).toBe(
      1 * (1 / METRES_PER_FOOT),
    );
    expect(convertValue(1 / METRES_PER_FOOT, 'attenuationRate', 'Metric', 'Imperial')).toBe(
      1 / METRES_PER_FOOT / (1 / METRES_PER_FOOT),
    );
  });
});

describe('DECIBEL_LEVEL_SPEC', () => {
  it('names the range of a decibel-tool level in dB', () => {
    expect(fieldRangeMessage({ ...DECIBEL_LEVEL_SPEC, label: 'Total level' }, 'Metric')).toBe(
      'Total level must be between -50 and 200 dB.',
    );
  });
});
