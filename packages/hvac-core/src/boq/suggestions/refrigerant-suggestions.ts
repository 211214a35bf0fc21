import { calculateRefrigerantLine } from '../../refrigerant/calculate-refrigerant-line.js';
import { convertRefrigerantLineInput } from '../../refrigerant/convert-input.js';
import { RefrigerantLineInputSchema } from '../../refrigerant/schema.js';
import type { UnitSystem } from '../../units/index.js';
import { formatNumber, roundQuantity } from './format.js';
import type { BoqSuggestion, SavedCalculation } from './types.js';

const LINE_NAMES = {
  suction: 'suction',
  discharge: 'hot-gas discharge',
  liquid: 'liquid',
} as const;

/**
 * Suggestions from a saved refrigerant line calculation: the straight length of the selected ACR
 * copper tube for that line of the set, its fittings, insulation for a suction line, and the
 * refrigerant the line holds (to add to the unit's factory charge).
 *
 * @param calculation - A saved refrigerant line calculation (`RefrigerantLineInputSchema`).
 * @param system - Unit system of the quantities; default the calculation's own.
 * @returns The suggestions (none for the tube when its length is 0).
 * @throws {ZodError} If the saved inputs are not valid.
 * @see ASHRAE Handbook—Refrigeration (2010), ch. 1 (line sizing; suction lines insulated);
 *   ASTM B280 (ACR copper tube)
 */
export function refrigerantSuggestions(
  calculation: SavedCalculation,
  system: UnitSystem | undefined,
): BoqSuggestion[] {
  const saved = RefrigerantLineInputSchema.parse(calculation.inputs);
  const target = system ?? saved.unitSystem;
  const input = target === saved.unitSystem ? saved : convertRefrigerantLineInput(saved, target);
  const result = calculateRefrigerantLine(input);
  const source = { type: calculation.type, fileId: calculation.fileId, name: calculation.name };
  const id = (key: string): string => `${calculation.type}:${calculation.fileId}:${key}`;
  const line = LINE_NAMES[result.lineType];
  const tube = `${result.selected.label} ACR copper`;
  const lengthUnit = result.units.length;
  const length = roundQuantity(result.straightLength);
  const sizing = result.sizeFound
    ? `tube selected by the line calculation for ${formatNumber(result.capacityTons)} tons (${formatNumber(result.capacityKw)} kW) of ${result.refrigerant.label}`
    : 'the largest tube of the series (none met the allowed temperature penalty; check the calculation)';
  const suggestions: BoqSuggestion[] = [];
  if (length > 0) {
    suggestions.push({
      id: id('tube'),
      category: 'refrigerantPiping',
      description: `Refrigerant ${line} line, ${tube} tube (${result.refrigerant.label})`,
      quantity: length,
      unit: lengthUnit,
      basis: `Straight length of the calculation, ${formatNumber(length)} ${lengthUnit}; ${sizing}.`,
      source,
    });
    if (result.lineType === 'suction') {
      suggestions.push({
        id: id('insulation'),
        category: 'pipeInsulation',
        description: `Closed-cell insulation for ${tube} suction line`,
        quantity: length,
        unit: lengthUnit,
        basis:
          'Same length as the suction line, insulated against heat gain and condensation (ASHRAE Handbook—Refrigeration, ch. 1); thickness per ASHRAE Standard 90.1-2022, Table 6.8.3-2, or the local energy code.',
        source,
      });
    }
  }
  for (const fitting of result.fittings) {
    suggestions.push({
      id: id(`fitting:${fitting.id}`),
      category: 'refrigerantPiping',
      description: `${fitting.label}, ${tube}, ${line} line`,
      quantity: fitting.quantity,
      unit: 'no.',
      basis: `Fittings listed in the refrigerant line calculation (${fitting.quantity} × ${fitting.type}).`,
      source,
    });
  }
  const charge = roundQuantity(result.charge);
  if (charge > 0) {
    suggestions.push({
      id: id('charge'),
      category: 'refrigerant',
      description: `Refrigerant ${result.refrigerant.label}, additional charge for the ${line} line`,
      quantity: charge,
      unit: result.units.charge,
      basis: `Refrigerant held in ${formatNumber(length)} ${lengthUnit} of ${tube} tube at the line's density; add to the unit's factory charge per the manufacturer.`,
      source,
    });
  }
  return suggestions;
}
