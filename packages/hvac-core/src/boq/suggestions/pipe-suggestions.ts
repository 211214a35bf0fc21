import { calculatePipe } from '../../pipe/calculate-pipe.js';
import { pipeMaterial, pipeSize, pipeSizeLabel } from '../../pipe/materials.js';
import { PipeInputSchema } from '../../pipe/schema.js';
import { fromSi, toSi, unitLabel } from '../../units/index.js';
import type { UnitSystem } from '../../units/index.js';
import { formatNumber, roundQuantity } from './format.js';
import type { BoqSuggestion, SavedCalculation } from './types.js';

/**
 * Suggestions from a saved pipe calculation: the length of the selected size and material, its
 * fittings, and pipe insulation of the same length.
 *
 * @param calculation - A saved pipe calculation (inputs validated with `PipeInputSchema`).
 * @param system - Unit system of the quantities; default the calculation's own.
 * @returns The suggestions.
 * @throws {ZodError} If the saved inputs are not valid.
 * @see ASHRAE Standard 90.1-2022, Tables 6.8.3-1 and 6.8.3-2 (pipe insulation thickness)
 */
export function pipeSuggestions(
  calculation: SavedCalculation,
  system: UnitSystem | undefined,
): BoqSuggestion[] {
  const input = PipeInputSchema.parse(calculation.inputs);
  const result = calculatePipe(input);
  const target = system ?? input.unitSystem;
  const material = pipeMaterial(input.pipeMaterial);
  const sizeLabel = pipeSizeLabel(material, pipeSize(material.id, result.nominalSize), target);
  const lengthM = toSi(input.pipeLength, 'length', input.unitSystem);
  const length = roundQuantity(fromSi(lengthM, 'length', target));
  const lengthUnit = unitLabel('length', target);
  const source = { type: calculation.type, fileId: calculation.fileId, name: calculation.name };
  const id = (key: string): string => `${calculation.type}:${calculation.fileId}:${key}`;
  const sizing = result.sizeFound
    ? `size selected by the pipe calculation for ${formatNumber(result.flowRate)} ${result.units.flowRate}`
    : 'the largest size of the material (no size met the friction and velocity limits; check the calculation)';
  const suggestions: BoqSuggestion[] = [];
  if (length > 0) {
    suggestions.push({
      id: id('pipe'),
      category: 'piping',
      description: `${material.label} pipe, ${sizeLabel}`,
      quantity: length,
      unit: lengthUnit,
      basis: `Pipe length of the calculation, ${formatNumber(length)} ${lengthUnit}; ${sizing}.`,
      source,
    });
    suggestions.push({
      id: id('insulation'),
      category: 'pipeInsulation',
      description: `Pipe insulation for ${sizeLabel} ${material.label} pipe`,
      quantity: length,
      unit: lengthUnit,
      basis: `Same length as the pipe; thickness by fluid temperature and pipe size per ASHRAE Standard 90.1-2022, Tables 6.8.3-1 and 6.8.3-2, or the local energy code.`,
      source,
    });
  }
  for (const fitting of result.fittings) {
    suggestions.push({
      id: id(`fitting:${fitting.id}`),
      category: 'pipeFittings',
      description: `${fitting.label}, ${sizeLabel} ${material.label}`,
      quantity: fitting.quantity,
      unit: 'no.',
      basis: `Fittings and valves listed in the pipe calculation (${fitting.quantity} × ${fitting.type}).`,
      source,
    });
  }
  return suggestions;
}
