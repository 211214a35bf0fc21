import { describe, expect, it } from 'vitest';
import { defaultDuctNoisePathInput, defaultRoomSurface } from '../acoustics/default-input.js';
import { DuctNoisePathInputSchema } from '../acoustics/schema.js';
import { defaultRefrigerantLineInput } from '../refrigerant/default-input.js';
import { RefrigerantLineInputSchema } from '../refrigerant/schema.js';
import type { UnitSystem } from '../units/unit-system.js';

/*
 * The words of the range messages checked through a field description (checkFieldRange) where a
 * row's or a spectrum's message names its own label and unit: a count or a level in dB gives no
 * unit, a quantity its unit in the input's system. Pinned as the forms show them.
 */
function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('range messages of rows and spectra', () => {
  it.each<[UnitSystem, string]>([
    ['Imperial', 'Duct length must be between 0 and 1,000 ft.'],
    ['Metric', 'Duct length must be between 0 and 305 m.'],
  ])('an acoustic path element names its quantity in %s', (unitSystem, message) => {
    const input = defaultDuctNoisePathInput(unitSystem);
    const elements = [{ ...input.elements![0]!, length: 5000 }, ...input.elements!.slice(1)];
    const result = DuctNoisePathInputSchema.safeParse({ ...input, elements });
    expect(messages(result)).toEqual([message]);
  });

  it('an acoustic spectrum, the target NC and a room surface give no unit for a level or a count', () => {
    const input = defaultDuctNoisePathInput('Imperial');
    const surface = {
      ...defaultRoomSurface('Imperial', 's1'),
      absorptionCoefficients: [1.5, 0.29, 0.1, 0.05, 0.04, 0.07, 0.09, 0.09],
    };
    const result = DuctNoisePathInputSchema.safeParse({
      ...input,
      sourceSoundPower: [85, 82, 78, 75, 72, 68, 64, 400],
      targetNc: 80,
      room: { ...input.room, surfaces: [surface] },
    });
    expect(messages(result)).toEqual([
      'Source sound power must be between 0 and 160.',
      'Absorption coefficient must be between 0 and 1.',
      'Target NC must be between 15 and 70.',
    ]);
  });

  it.each<[UnitSystem, number, string]>([
    ['Imperial', 5000, 'Fitting equivalent length must be between 0 and 1,000 ft.'],
    ['Metric', 5000, 'Fitting equivalent length must be between 0 and 305 m.'],
  ])('a refrigerant fitting row names its length unit in %s', (unitSystem, length, message) => {
    const input = defaultRefrigerantLineInput(unitSystem);
    const fittings = [
      { id: 'custom', type: 'custom', quantity: 1, customEquivalentLength: length },
    ];
    const result = RefrigerantLineInputSchema.safeParse({ ...input, fittings });
    expect(messages(result)).toEqual([message]);
  });
});
