import { DUCT_MATERIALS } from '../../duct/materials.js';
import { calculateDuctSystemInput } from '../../duct-system/calculate-duct-system.js';
import type { DuctSystemSectionResult } from '../../duct-system/calculate-duct-system.js';
import { DuctSystemInputSchema } from '../../duct-system/schema.js';
import type { DuctSystemFitting } from '../../duct-system/schema.js';
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
import type { GalvanizedGauge } from './sheet-metal.js';
import type { BoqSuggestion, SavedCalculation } from './types.js';

/**
 * SMACNA's static pressure classes, in. wg: a duct is built to the smallest class at or above the
 * pressure it runs at.
 * @see SMACNA HVAC Duct Construction Standards—Metal and Flexible, 3rd ed. (2005), section 1.4 and
 *   table 1-1 (pressure classes ½, 1, 2, 3, 4, 6 and 10 in. wg)
 */
export const SMACNA_PRESSURE_CLASSES_IN_WG = [0.5, 1, 2, 3, 4, 6, 10] as const;

const PRESSURE_CLASS_SOURCE =
  'SMACNA HVAC Duct Construction Standards—Metal and Flexible, 3rd ed. (2005), table 1-1 (static pressure classes)';

/**
 * The SMACNA static pressure class of a duct that runs at a static pressure: the smallest class at
 * or above its magnitude (supply ducts run above the room, return ducts below it; both are built to
 * the magnitude), never below `minimumInWg`.
 *
 * @param staticPressureInWg - The largest static pressure the duct runs at, in. wg, either sign.
 * @param minimumInWg - The class the job specifies at least, in. wg.
 * @returns The class, in. wg; null above 10 in. wg (beyond SMACNA's classes).
 * @see `SMACNA_PRESSURE_CLASSES_IN_WG`
 * @example smacnaPressureClass(-2.4, 0.5) //=> 3
 */
export function smacnaPressureClass(
  staticPressureInWg: number,
  minimumInWg: number,
): number | null {
  const needed = Math.max(Math.abs(staticPressureInWg), minimumInWg);
  return SMACNA_PRESSURE_CLASSES_IN_WG.find((candidate) => candidate >= needed - 1e-9) ?? null;
}

type SectionGeometry =
  | { readonly shape: 'rectangular'; readonly widthM: number; readonly heightM: number }
  | { readonly shape: 'round'; readonly diameterM: number }
  | { readonly shape: 'flatOval'; readonly widthM: number; readonly heightM: number };

/**
 * The developed (sheet) area of a duct: its perimeter × length. A flat-oval duct's perimeter is
 * π·a + 2(A − a), two half-circles of the minor axis a joined by flat sides of A − a.
 * @see SMACNA HVAC Duct Construction Standards—Metal and Flexible, 3rd ed. (2005), appendix A (duct
 *   surface area per linear foot = perimeter); flat oval geometry as in ch. 3 (flat oval duct)
 */
function developedAreaM2(geometry: SectionGeometry, lengthM: number): number {
  if (geometry.shape !== 'flatOval') return ductSurfaceAreaM2(geometry, lengthM);
  const { widthM: major, heightM: minor } = geometry;
  return (Math.PI * minor + 2 * (major - minor)) * lengthM;
}

function geometryOf(section: DuctSystemSectionResult, from: UnitSystem): SectionGeometry {
  const m = (value: number | undefined): number => toSi(value ?? 0, 'ductDimension', from);
  if (section.shape === 'round') return { shape: 'round', diameterM: m(section.diameter) };
  return { shape: section.shape, widthM: m(section.width), heightM: m(section.height) };
}

const SHAPE_NAMES = { round: 'round', rectangular: 'rectangular', flatOval: 'flat oval' } as const;

/** "24 × 12 in", "14 in Ø" or "24 × 12 in flat oval" in a unit system. */
function sizeText(geometry: SectionGeometry, system: UnitSystem): string {
  const unit = unitLabel('ductDimension', system);
  const size = (m: number): string => formatNumber(fromSi(m, 'ductDimension', system), 1);
  if (geometry.shape === 'round') return `${size(geometry.diameterM)} ${unit} Ø`;
  const text = `${size(geometry.widthM)} × ${size(geometry.heightM)} ${unit}`;
  return geometry.shape === 'flatOval' ? `${text} flat oval` : text;
}

/** The perimeter's formula with its numbers: "2(W + H) = 2(18 + 10 in)". */
function perimeterText(geometry: SectionGeometry, system: UnitSystem): string {
  const unit = unitLabel('ductDimension', system);
  const size = (m: number): string => formatNumber(fromSi(m, 'ductDimension', system), 1);
  if (geometry.shape === 'round') return `π × ${size(geometry.diameterM)} ${unit}`;
  if (geometry.shape === 'rectangular')
    return `2(${size(geometry.widthM)} + ${size(geometry.heightM)} ${unit})`;
  return `(π × ${size(geometry.heightM)} + 2(${size(geometry.widthM)} − ${size(geometry.heightM)})) ${unit}`;
}

interface SizeGroup {
  readonly geometry: SectionGeometry;
  readonly materialName: string;
  lengthM: number;
  areaM2: number;
  readonly sections: string[];
  /** Sections with no gauge from the tables here, and why. */
  readonly unGauged: string[];
}

interface GaugeGroup {
  areaM2: number;
  readonly parts: string[];
  readonly classes: Set<number>;
}

interface CountGroup {
  readonly description: string;
  quantity: number;
  readonly sections: string[];
  readonly basis: string;
}

function sectionLabel(section: DuctSystemSectionResult): string {
  return section.name.trim() === '' ? section.id : `${section.id} ${section.name.trim()}`;
}

function addCount(
  counts: Map<string, CountGroup>,
  key: string,
  description: string,
  quantity: number,
  section: string,
  basis: string,
): void {
  const group = counts.get(key) ?? { description, quantity: 0, sections: [], basis };
  group.quantity += quantity;
  if (!group.sections.includes(section)) group.sections.push(section);
  counts.set(key, group);
}

/** What one fitting of a section is bought as; null for the straight run of a tee (the branch counts it). */
function fittingLine(
  fitting: DuctSystemFitting | undefined,
  description: string,
  size: string,
  parentSize: string | undefined,
): { readonly key: string; readonly description: string; readonly basis: string } | null {
  if (fitting?.type === 'junction') {
    if (fitting.path === 'straight') return null;
    const angle = formatNumber(fitting.angle, 1);
    return {
      key: `takeoff:${angle}:${size}:${parentSize ?? ''}`,
      description: `Branch takeoff (tee or wye) ${angle}°, ${size} branch${parentSize === undefined ? '' : ` off ${parentSize}`}`,
      basis:
        'One per branch path of a junction (the straight path through the same tee is not a second fitting)',
    };
  }
  if (fitting?.type === 'transition' && parentSize !== undefined) {
    return {
      key: `transition:${parentSize}:${size}`,
      description: `Transition ${parentSize} to ${size}, ${formatNumber(fitting.angle, 1)}° included angle`,
      basis: 'One per transition from the upstream section’s size',
    };
  }
  return {
    key: `fitting:${description}:${size}`,
    description: `${description}, ${size}`,
    basis: 'Fittings listed in the duct system, by kind and the size of the section they sit in',
  };
}

/**
 * Suggestions from a saved duct system, its sizes as the engine chooses them from the saved inputs:
 * - the sheet-metal (developed) area of each duct size and material, perimeter × length summed over
 *   the sections of that size, and the same area as external insulation;
 * - the galvanized sheet by gauge: each section's gauge is the SMACNA minimum for its size at its
 *   pressure class (the smallest SMACNA class at or above the largest static pressure it runs at,
 *   never below the job's class), its weight the area × the sheet's lb/ft² (kg/m²); a section
 *   beyond those tables (above 2 in. wg, or larger than they go, or flat oval) has its area only,
 *   and its size line says why;
 * - the fittings by kind and size (a tee counted once, at its branch), and a balancing damper in
 *   each section where the engine places one (every path below the critical path's pressure).
 *
 * @param calculation - A saved duct system (inputs validated with `DuctSystemInputSchema`).
 * @param system - Unit system of the quantities; default the calculation's own.
 * @param pressureClassInWg - The job's static pressure class of the ductwork, in. wg (a minimum).
 * @returns The suggestions.
 * @throws {ZodError} If the saved inputs are not valid.
 * @see `SMACNA_GAUGE_SOURCE`, `GALVANIZED_SHEET_SOURCE`, `SMACNA_PRESSURE_CLASSES_IN_WG`
 */
export function ductSystemSuggestions(
  calculation: SavedCalculation,
  system: UnitSystem | undefined,
  pressureClassInWg: number,
): BoqSuggestion[] {
  const input = DuctSystemInputSchema.parse(calculation.inputs);
  const result = calculateDuctSystemInput(input);
  const from = input.unitSystem;
  const target = system ?? from;
  const imperial = target === 'Imperial';
  const source = { type: calculation.type, fileId: calculation.fileId, name: calculation.name };
  const id = (key: string): string => `${calculation.type}:${calculation.fileId}:${key}`;
  const lengthUnit = unitLabel('length', target);
  const areaUnit = unitLabel('area', target);
  const areaText = (m2: number): string =>
    `${formatNumber(fromSi(m2, 'area', target))} ${areaUnit}`;

  const sizes = new Map<string, SizeGroup>();
  const gauges = new Map<GalvanizedGauge, GaugeGroup>();
  const counts = new Map<string, CountGroup>();
  const sizeById = new Map(
    result.sections.map((section) => [section.id, sizeText(geometryOf(section, from), target)]),
  );

  result.sections.forEach((section, index) => {
    const entered = input.sections[index];
    const geometry = geometryOf(section, from);
    const size = sizeText(geometry, target);
    const label = sectionLabel(section);
    const lengthM = toSi(section.length, 'length', from);
    const material = entered?.material ?? 'galvanizedSteel';

    if (lengthM > 0) {
      const areaM2 = developedAreaM2(geometry, lengthM);
      const key = `${material}:${size}`;
      const group = sizes.get(key) ?? {
        geometry,
        materialName: DUCT_MATERIALS[material].name,
        lengthM: 0,
        areaM2: 0,
        sections: [],
        unGauged: [],
      };
      group.lengthM += lengthM;
      group.areaM2 += areaM2;
      group.sections.push(label);
      sizes.set(key, group);

      if (material === 'galvanizedSteel') {
        const staticInWg = fromSi(
          Math.max(
            Math.abs(toSi(section.staticPressureInlet, 'ductPressureLoss', from)),
            Math.abs(toSi(section.staticPressureOutlet, 'ductPressureLoss', from)),
          ),
          'ductPressureLoss',
          'Imperial',
        );
        const pressureClass = smacnaPressureClass(staticInWg, pressureClassInWg);
        const gauge =
          pressureClass === null || geometry.shape === 'flatOval'
            ? null
            : smacnaMinimumGauge(
                geometry.shape,
                geometry.shape === 'round'
                  ? geometry.diameterM
                  : Math.max(geometry.widthM, geometry.heightM),
                pressureClass,
              );
        if (gauge === null) {
          group.unGauged.push(
            geometry.shape === 'flatOval'
              ? `${label} (flat oval)`
              : `${label} (${pressureClass === null ? 'above 10' : formatNumber(pressureClass)} in. wg class)`,
          );
        } else {
          const byGauge = gauges.get(gauge) ?? { areaM2: 0, parts: [], classes: new Set() };
          byGauge.areaM2 += areaM2;
          byGauge.parts.push(`${label} ${size} ${areaText(areaM2)}`);
          byGauge.classes.add(pressureClass ?? pressureClassInWg);
          gauges.set(gauge, byGauge);
        }
      }
    }

    const parentSize = section.parentId === undefined ? undefined : sizeById.get(section.parentId);
    for (const fitting of section.fittings) {
      if (!(fitting.quantity > 0)) continue;
      const line = fittingLine(
        entered?.fittings[fitting.index],
        fitting.description,
        size,
        parentSize,
      );
      if (line === null) continue;
      addCount(counts, line.key, line.description, fitting.quantity, label, line.basis);
    }
  });

  // A balancing damper where the engine puts one: each path whose total is below the critical
  // path's, in its damper section (one damper per section however many paths it balances).
  const damperSections = new Set(
    result.paths.filter((path) => path.excessPressure > 0).map((path) => path.damperSectionId),
  );
  for (const section of result.sections) {
    if (!damperSections.has(section.id)) continue;
    const size = sizeById.get(section.id) ?? '';
    addCount(
      counts,
      `damper:${size}`,
      `Balancing (volume) damper, ${size}`,
      1,
      sectionLabel(section),
      'One in each section where the duct system balances a path below the critical path’s pressure (ASHRAE Handbook—Fundamentals (2021), ch. 21, balancing)',
    );
  }

  const suggestions: BoqSuggestion[] = [];
  for (const [key, group] of sizes) {
    const shape = SHAPE_NAMES[group.geometry.shape];
    const size = sizeText(group.geometry, target);
    const length = `${formatNumber(fromSi(group.lengthM, 'length', target))} ${lengthUnit}`;
    const noGauge =
      group.unGauged.length === 0
        ? ''
        : ` No gauge from the tables here for ${group.unGauged.join(', ')}: select the sheet from the full SMACNA tables.`;
    const basis = `Perimeter × length = ${perimeterText(group.geometry, target)} × ${length} = ${areaText(group.areaM2)}, sections ${group.sections.join(', ')}`;
    suggestions.push({
      id: id(`sheetMetalArea:${key}`),
      category: 'ductwork',
      description: `${group.materialName} ${shape} duct ${size}, sheet-metal area`,
      quantity: roundQuantity(fromSi(group.areaM2, 'area', target)),
      unit: areaUnit,
      basis: `${basis} (net developed surface; add seams, joints and waste).${noGauge}`,
      source,
    });
  }
  for (const gauge of [...gauges.keys()].sort((a, b) => b - a)) {
    const group = gauges.get(gauge);
    if (group === undefined) continue;
    const sheet = galvanizedSheet(gauge);
    const massKg = group.areaM2 * sheet.kilogramsPerM2;
    const perArea = imperial
      ? `${formatNumber(sheet.poundsPerFt2, 3)} lb/ft²`
      : `${formatNumber(sheet.kilogramsPerM2, 2)} kg/m²`;
    const classes = [...group.classes]
      .sort((a, b) => a - b)
      .map((value) => formatNumber(value))
      .join(', ');
    suggestions.push({
      id: id(`sheetMetalWeight:${gauge}`),
      category: 'ductwork',
      description: `Galvanized steel sheet ${gauge} ga for duct`,
      quantity: roundQuantity(imperial ? massKg / KILOGRAMS_PER_POUND : massKg),
      unit: imperial ? 'lb' : 'kg',
      basis: `${areaText(group.areaM2)} × ${perArea} (${group.parts.join('; ')}); ${gauge} ga is the minimum for these sizes at ${classes} in. wg. Class: ${PRESSURE_CLASS_SOURCE}, the smallest at or above the largest static pressure of the section. Gauge: ${SMACNA_GAUGE_SOURCE} Mass: ${GALVANIZED_SHEET_SOURCE}.`,
      source,
    });
  }
  for (const [key, group] of sizes) {
    const size = sizeText(group.geometry, target);
    suggestions.push({
      id: id(`insulationArea:${key}`),
      category: 'ductInsulation',
      description: `Duct insulation, external wrap, for ${SHAPE_NAMES[group.geometry.shape]} duct ${size}`,
      quantity: roundQuantity(fromSi(group.areaM2, 'area', target)),
      unit: areaUnit,
      basis: `Outside surface of the duct, ${areaText(group.areaM2)} (sections ${group.sections.join(', ')}); which ducts to insulate and how thick per ASHRAE Standard 90.1-2022, section 6.4.4.1.2 and Table 6.8.2, or the local energy code.`,
      source,
    });
  }
  for (const [key, group] of counts) {
    suggestions.push({
      id: id(key),
      category: 'ductFittings',
      description: group.description,
      quantity: group.quantity,
      unit: 'no.',
      basis: `${group.basis}: sections ${group.sections.join(', ')}.`,
      source,
    });
  }
  return suggestions;
}
