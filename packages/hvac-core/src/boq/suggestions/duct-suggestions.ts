import { calculateDuct } from '../../duct/index.js';
import { DuctInputSchema } from '../../duct/schema.js';
import { KILOGRAMS_PER_POUND, fromSi, toSi, unitLabel } from '../../units/index.js';
import type { UnitSystem } from '../../units/index.js';
import { formatNumber, roundQuantity } from './format.js';
import {
  GALVANIZED_SHEET_SOURCE,
  SMACNA_GAUGE_SOURCE,
  ductSurfaceAreaM2,
  galvanizedSheet,
  smacnaMinimumGauge,
} from './sheet-metal.js';
import type { BoqSuggestion, SavedCalculation } from './types.js';

type Section =
  | { readonly shape: 'rectangular'; readonly widthM: number; readonly heightM: number }
  | { readonly shape: 'round'; readonly diameterM: number };

/** "24 × 12 in" or "350 mm Ø" in a unit system. */
function sizeText(section: Section, system: UnitSystem): string {
  const unit = unitLabel('ductDimension', system);
  const size = (m: number): string => formatNumber(fromSi(m, 'ductDimension', system), 1);
  return section.shape === 'round'
    ? `${size(section.diameterM)} ${unit} Ø`
    : `${size(section.widthM)} × ${size(section.heightM)} ${unit}`;
}

/** "2(W + H) × L = 2(24 + 12 in) × 50 ft = 300 ft²" in a unit system. */
function areaBasis(section: Section, lengthM: number, areaM2: number, system: UnitSystem): string {
  const dim = (m: number): string => formatNumber(fromSi(m, 'ductDimension', system), 1);
  const dimUnit = unitLabel('ductDimension', system);
  const length = `${formatNumber(fromSi(lengthM, 'length', system))} ${unitLabel('length', system)}`;
  const area = `${formatNumber(fromSi(areaM2, 'area', system))} ${unitLabel('area', system)}`;
  return section.shape === 'round'
    ? `π × D × L = π × ${dim(section.diameterM)} ${dimUnit} × ${length} = ${area}`
    : `2(W + H) × L = 2(${dim(section.widthM)} + ${dim(section.heightM)} ${dimUnit}) × ${length} = ${area}`;
}

/**
 * Suggestions from a saved duct calculation: sheet-metal area of the sized duct over its length,
 * its weight by the SMACNA minimum gauge (galvanized steel only), the external insulation area, and
 * the fittings of the calculation.
 *
 * @param calculation - A saved duct calculation (inputs validated with `DuctInputSchema`).
 * @param system - Unit system of the quantities.
 * @param pressureClassInWg - Static pressure class of the ductwork, in. wg.
 * @returns The suggestions (none for the straight duct when its length is 0).
 * @throws {ZodError} If the saved inputs are not valid.
 * @see `SMACNA_GAUGE_SOURCE`, `GALVANIZED_SHEET_SOURCE`
 */
export function ductSuggestions(
  calculation: SavedCalculation,
  system: UnitSystem | undefined,
  pressureClassInWg: number,
): BoqSuggestion[] {
  const input = DuctInputSchema.parse(calculation.inputs);
  const result = calculateDuct(input);
  const target = system ?? input.unitSystem;
  const from = input.unitSystem;
  const dimensionM = (value: number | undefined): number => toSi(value ?? 0, 'ductDimension', from);
  const section: Section =
    result.shape === 'round'
      ? { shape: 'round', diameterM: dimensionM(result.diameter) }
      : {
          shape: 'rectangular',
          widthM: dimensionM(result.width),
          heightM: dimensionM(result.height),
        };
  const size = sizeText(section, target);
  const lengthM = toSi(input.ductLength, 'length', from);
  const source = { type: calculation.type, fileId: calculation.fileId, name: calculation.name };
  const id = (key: string): string => `${calculation.type}:${calculation.fileId}:${key}`;
  const suggestions: BoqSuggestion[] = [];

  if (lengthM > 0) {
    const areaM2 = ductSurfaceAreaM2(section, lengthM);
    const area = roundQuantity(fromSi(areaM2, 'area', target));
    const areaUnit = unitLabel('area', target);
    const basis = areaBasis(section, lengthM, areaM2, target);
    suggestions.push({
      id: id('sheetMetalArea'),
      category: 'ductwork',
      description: `${result.material.name} ${result.shape} duct ${size}, sheet-metal area`,
      quantity: area,
      unit: areaUnit,
      basis: `${basis} (net surface; add seams, joints and waste).`,
      source,
    });

    if (input.material === 'galvanizedSteel') {
      const governingM =
        section.shape === 'round' ? section.diameterM : Math.max(section.widthM, section.heightM);
      const gauge = smacnaMinimumGauge(section.shape, governingM, pressureClassInWg);
      if (gauge !== null) {
        const sheet = galvanizedSheet(gauge);
        const massKg = areaM2 * sheet.kilogramsPerM2;
        const imperial = target === 'Imperial';
        const mass = imperial ? massKg / KILOGRAMS_PER_POUND : massKg;
        const perArea = imperial
          ? `${formatNumber(sheet.poundsPerFt2, 3)} lb/ft²`
          : `${formatNumber(sheet.kilogramsPerM2, 2)} kg/m²`;
        suggestions.push({
          id: id('sheetMetalWeight'),
          category: 'ductwork',
          description: `Galvanized steel sheet ${gauge} ga for ${result.shape} duct ${size}`,
          quantity: roundQuantity(mass),
          unit: imperial ? 'lb' : 'kg',
          basis: `${formatNumber(fromSi(areaM2, 'area', target))} ${areaUnit} × ${perArea} (${gauge} ga, the minimum for this size at ${formatNumber(pressureClassInWg)} in. wg). Gauge: ${SMACNA_GAUGE_SOURCE}. Mass: ${GALVANIZED_SHEET_SOURCE}.`,
          source,
        });
      }
    }

    suggestions.push({
      id: id('insulationArea'),
      category: 'ductInsulation',
      description: `Duct insulation, external wrap, for ${result.shape} duct ${size}`,
      quantity: area,
      unit: areaUnit,
      basis: `Outside surface of the duct, ${basis}; thickness per ASHRAE Standard 90.1-2022, section 6.4.4.1.2 and Table 6.8.2 (duct insulation), or the local energy code.`,
      source,
    });
  }

  result.fittings.forEach((fitting, index) => {
    if (fitting.quantity <= 0) return;
    suggestions.push({
      id: id(`fitting:${fitting.id ?? index}`),
      category: 'ductFittings',
      description: `${fitting.name}, ${size}`,
      quantity: fitting.quantity,
      unit: 'no.',
      basis: `Fittings listed in the duct calculation (${fitting.quantity} × ${fitting.type}).`,
      source,
    });
  });
  return suggestions;
}
