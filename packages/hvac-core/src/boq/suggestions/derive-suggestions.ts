import { MAX_TABULATED_PRESSURE_CLASS_IN_WG } from './sheet-metal.js';
import { ductSuggestions } from './duct-suggestions.js';
import { ductSystemSuggestions } from './duct-system-suggestions.js';
import { hydronicSystemSuggestions } from './hydronic-system-suggestions.js';
import {
  heatLoadSuggestions,
  pumpSuggestions,
  ventilationSuggestions,
} from './equipment-suggestions.js';
import { errorReason } from './format.js';
import { pipeSuggestions } from './pipe-suggestions.js';
import { refrigerantSuggestions } from './refrigerant-suggestions.js';
import type {
  BoqSuggestion,
  BoqSuggestionOptions,
  BoqSuggestionsResult,
  SavedCalculation,
  SkippedCalculation,
  SuggestionSourceType,
} from './types.js';
import type { UnitSystem } from '../../units/index.js';

/** What a calculator's saved inputs suggest buying, by its file type (only ducts and duct systems use the class). */
const DERIVERS: Readonly<
  Record<
    SuggestionSourceType,
    (
      calculation: SavedCalculation,
      unitSystem: UnitSystem | undefined,
      pressureClassInWg: number,
    ) => BoqSuggestion[]
  >
> = {
  duct: ductSuggestions,
  pipe: pipeSuggestions,
  heatLoad: heatLoadSuggestions,
  ventilation: ventilationSuggestions,
  pumpHead: pumpSuggestions,
  refrigerant: refrigerantSuggestions,
  ductSystem: ductSystemSuggestions,
  hydronicSystem: hydronicSystemSuggestions,
};

/**
 * Built-in, offline bill-of-quantities suggestions from a project's saved calculations, each naming
 * the calculation it came from:
 * - duct: sheet-metal area 2(W + H)·L or π·D·L of the sized duct, its weight by the SMACNA minimum
 *   gauge (galvanized steel), external insulation area, and its fittings;
 * - pipe: length by size and material, fittings and valves, and pipe insulation;
 * - heat load: an air-conditioning unit or heat pump of the next standard capacity above the load;
 * - ventilation: a fan at the airflow;
 * - pump head: a pump at the duty, with its motor;
 * - refrigerant line: the ACR copper tube of that line of the set by size, its fittings, suction-line
 *   insulation and the refrigerant the line holds;
 * - duct system: sheet-metal area by duct size, galvanized sheet weight by SMACNA gauge (each
 *   section's gauge at its own pressure class), insulation area, fittings by kind and size, and
 *   balancing dampers;
 * - hydronic system: pipe length by material and size, insulation, fittings, tees, and the control
 *   and balancing valves of its valve schedule.
 * A calculation whose saved inputs fail its schema, or that gives nothing to buy, is listed in
 * `skipped` with the reason; it never stops the others.
 *
 * @param calculations - The project's saved calculations with their inputs.
 * @param options - Unit system of the quantities and the duct pressure class.
 * @returns Suggestions in the order of the calculations, and the skipped calculations.
 * @example deriveBoqSuggestions([{ type: 'ventilation', fileId: 'f1', name: 'Kitchen', inputs }])
 */
export function deriveBoqSuggestions(
  calculations: readonly SavedCalculation[],
  options: BoqSuggestionOptions = {},
): BoqSuggestionsResult {
  const pressureClass = options.ductPressureClassInWg ?? MAX_TABULATED_PRESSURE_CLASS_IN_WG;
  const suggestions: BoqSuggestion[] = [];
  const skipped: SkippedCalculation[] = [];
  for (const calculation of calculations) {
    const source = { type: calculation.type, fileId: calculation.fileId, name: calculation.name };
    const derive = Object.hasOwn(DERIVERS, calculation.type)
      ? DERIVERS[calculation.type]
      : undefined;
    if (derive === undefined) {
      skipped.push({
        source,
        reason: `Calculations of type "${String(calculation.type)}" give no suggestions.`,
      });
      continue;
    }
    let derived: BoqSuggestion[];
    try {
      derived = derive(calculation, options.unitSystem, pressureClass);
    } catch (error) {
      skipped.push({ source, reason: errorReason(error) });
      continue;
    }
    if (derived.length === 0) {
      skipped.push({
        source,
        reason: 'The calculation gives nothing to buy (zero load, airflow or length).',
      });
    }
    suggestions.push(...derived);
  }
  return { suggestions, skipped };
}
