import { describe, expect, it } from 'vitest';
import { calculateRefrigerantLine } from '../../refrigerant/calculate-refrigerant-line.js';
import { defaultRefrigerantLineInput } from '../../refrigerant/default-input.js';
import { KILOGRAMS_PER_POUND } from '../../units/index.js';
import { deriveBoqSuggestions } from './derive-suggestions.js';
import type { BoqSuggestion, SavedCalculation } from './types.js';

// The 5-ton R-410A suction line (60 000 Btu/h, 40 °F SST / 105 °F SCT, 60 ft with four standard
// elbows, 2 °F allowed): sized at 7/8 in OD, the suction size manufacturers print for 5-ton splits.
const suction: SavedCalculation = {
  type: 'refrigerant',
  fileId: 'ref-1',
  name: 'Condensing unit suction',
  inputs: defaultRefrigerantLineInput('Imperial'),
};
const liquid: SavedCalculation = {
  type: 'refrigerant',
  fileId: 'ref-2',
  name: 'Condensing unit liquid',
  inputs: { ...defaultRefrigerantLineInput('Imperial'), lineType: 'liquid' },
};

function byId(list: readonly BoqSuggestion[], id: string): BoqSuggestion {
  const found = list.find((suggestion) => suggestion.id === id);
  if (!found) throw new Error(`no suggestion ${id} in ${list.map((s) => s.id).join(', ')}`);
  return found;
}

describe('refrigerant line suggestions', () => {
  const { suggestions, skipped } = deriveBoqSuggestions([suction, liquid]);

  it('suggests the selected ACR tube by size over the line’s straight length', () => {
    expect(skipped).toEqual([]);
    const tube = byId(suggestions, 'refrigerant:ref-1:tube');
    expect(tube).toMatchObject({
      category: 'refrigerantPiping',
      quantity: 60,
      unit: 'ft',
      source: { type: 'refrigerant', fileId: 'ref-1', name: 'Condensing unit suction' },
    });
    expect(tube.description).toBe('Refrigerant suction line, 7/8 in OD ACR copper tube (R-410A)');
  });

  it('insulates the suction line only, over the same length', () => {
    expect(byId(suggestions, 'refrigerant:ref-1:insulation')).toMatchObject({
      quantity: 60,
      unit: 'ft',
      category: 'pipeInsulation',
    });
    expect(suggestions.map((s) => s.id)).not.toContain('refrigerant:ref-2:insulation');
    expect(byId(suggestions, 'refrigerant:ref-2:tube').description).toMatch(
      /^Refrigerant liquid line, \S+ in OD ACR copper tube \(R-410A\)$/,
    );
  });

  it('counts the fittings of the calculation', () => {
    expect(byId(suggestions, 'refrigerant:ref-1:fitting:elbows')).toMatchObject({
      quantity: 4,
      unit: 'no.',
    });
  });

  it('gives the refrigerant the line holds, as the line calculation computes it', () => {
    const charge = byId(suggestions, 'refrigerant:ref-2:charge');
    const line = calculateRefrigerantLine({
      ...defaultRefrigerantLineInput('Imperial'),
      lineType: 'liquid',
    });
    expect(charge.unit).toBe('lb');
    expect(charge.quantity).toBe(Math.round(line.charge * 100) / 100);
    // A liquid line holds far more refrigerant than the suction line of the same set.
    expect(charge.quantity).toBeGreaterThan(byId(suggestions, 'refrigerant:ref-1:charge').quantity);
  });

  it('agrees in Metric: 60 ft = 18.29 m, and the charge in kg', () => {
    const metric = deriveBoqSuggestions([liquid], { unitSystem: 'Metric' }).suggestions;
    expect(byId(metric, 'refrigerant:ref-2:tube')).toMatchObject({ quantity: 18.29, unit: 'm' });
    const pounds = byId(suggestions, 'refrigerant:ref-2:charge').quantity;
    const kilograms = byId(metric, 'refrigerant:ref-2:charge');
    expect(kilograms.unit).toBe('kg');
    expect(kilograms.quantity).toBeCloseTo(pounds * KILOGRAMS_PER_POUND, 1);
  });

  it('skips a refrigerant file whose inputs are not valid, with the reason', () => {
    const result = deriveBoqSuggestions([{ ...suction, inputs: { lineType: 'suction' } }]);
    expect(result.suggestions).toEqual([]);
    expect(result.skipped[0]?.reason).toMatch(/^The saved inputs are not valid: /);
  });
});
