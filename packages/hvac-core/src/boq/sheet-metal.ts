import { assertInRange, assertPositive } from '../_lib/assert.js';
import {
  GALVANIZED_GAUGES,
  ductSurfaceAreaM2,
  galvanizedSheet,
} from './suggestions/sheet-metal.js';
import type { GalvanizedGauge } from './suggestions/sheet-metal.js';

/**
 * Sheet-metal mass of ductwork for a bill of quantities priced by weight: the duct's surface area
 * (perimeter × length) times the sheet's mass per area, plus a waste allowance for seams, joints,
 * cut-offs and fittings. Galvanized steel by gauge (the SMACNA sheet table of the BoQ suggestions),
 * aluminium and stainless steel by thickness and density, and the code-minimum sheet of small
 * residential ducts from their size and pressure class.
 */

/** Sheet materials of ductwork. */
export const SHEET_METAL_MATERIALS = ['galvanizedSteel', 'aluminium', 'stainlessSteel'] as const;
export type SheetMetalMaterial = (typeof SHEET_METAL_MATERIALS)[number];

/**
 * Densities of the sheets given by thickness, kg/m³: aluminium (alloys differ little) and type 304
 * stainless steel.
 * @see Stainless steel 304: 304stainlesssteel.org, "Weight and density of stainless steel 304" (7930 kg/m³, 0.286 lb/in³); aluminium: 2.70 g/cm³ (0.0975 lb/in³), as compiled at innovationspace.com.tw "density of aluminum lb/in3"
 */
export const SHEET_DENSITY_KG_M3 = { aluminium: 2700, stainlessSteel: 7930 } as const;

/**
 * Mass per area of a sheet of aluminium or stainless steel: thickness × density.
 *
 * @param material - 'aluminium' or 'stainlessSteel'.
 * @param thicknessM - Sheet thickness, m. Must be > 0.
 * @returns kg/m².
 * @throws {RangeError} If the thickness is not positive.
 * @see Stainless steel 304: 304stainlesssteel.org, "Weight and density of stainless steel 304" (7930 kg/m³, 0.286 lb/in³); aluminium: 2.70 g/cm³ (0.0975 lb/in³), as compiled at innovationspace.com.tw "density of aluminum lb/in3"
 * @example sheetMassPerAreaKgM2('aluminium', 0.001) //=> 2.7
 */
export function sheetMassPerAreaKgM2(
  material: 'aluminium' | 'stainlessSteel',
  thicknessM: number,
): number {
  assertPositive(thicknessM, 'thicknessM');
  return SHEET_DENSITY_KG_M3[material] * thicknessM;
}

/** A duct section of a bill of quantities, SI. */
export interface DuctSheetMetalInput {
  readonly shape: 'round' | 'rectangular';
  /** Round: diameter, m. */
  readonly diameterM?: number;
  /** Rectangular: width and height, m. */
  readonly widthM?: number;
  readonly heightM?: number;
  /** Length of the section, m. */
  readonly lengthM: number;
  readonly material: SheetMetalMaterial;
  /** Galvanized steel: the gauge (28 to 16). */
  readonly gauge?: GalvanizedGauge;
  /** Aluminium or stainless steel: the sheet thickness, m. */
  readonly thicknessM?: number;
  /** Allowance for seams, joints, cut-offs and fittings, % of the net mass (0–100). */
  readonly wastePercent: number;
}

/** The sheet metal of a duct section. */
export interface DuctSheetMetal {
  /** Duct surface, perimeter × length, m². */
  readonly surfaceAreaM2: number;
  readonly massPerAreaKgM2: number;
  /** Surface × mass per area, kg. */
  readonly netMassKg: number;
  /** Net mass with the waste allowance, kg: the quantity to price. */
  readonly massKg: number;
}

/**
 * Sheet-metal mass of a duct section: surface (π D L for a round duct, 2 (W + H) L for a rectangular
 * one) × the sheet's mass per area, × (1 + waste %).
 *
 * @param input - The section: shape and size, length, material with its gauge or thickness, waste %.
 * @returns Surface, mass per area, net mass and mass with waste.
 * @throws {RangeError} If a size is missing or not positive, or the gauge or thickness is missing.
 * @see SMACNA HVAC Duct Construction Standards—Metal and Flexible, appendix A, "Galvanized Sheet Thickness Tolerances" (nominal thickness, lb/ft² and kg/m² by gauge; ASTM A653/A924 galvanized sheet)
 * @example ductSheetMetal({ shape: 'round', diameterM: 0.3048, lengthM: 3.048, material: 'galvanizedSteel', gauge: 26, wastePercent: 0 }).massKg //=> 12.91 (28.46 lb)
 */
export function ductSheetMetal(input: DuctSheetMetalInput): DuctSheetMetal {
  assertInRange(input.wastePercent, 'wastePercent', 0, 100);
  const surfaceAreaM2 =
    input.shape === 'round'
      ? ductSurfaceAreaM2({ shape: 'round', diameterM: input.diameterM ?? NaN }, input.lengthM)
      : ductSurfaceAreaM2(
          { shape: 'rectangular', widthM: input.widthM ?? NaN, heightM: input.heightM ?? NaN },
          input.lengthM,
        );
  let massPerAreaKgM2: number;
  if (input.material === 'galvanizedSteel') {
    if (input.gauge === undefined) throw new RangeError('gauge is required for galvanized steel.');
    massPerAreaKgM2 = galvanizedSheet(input.gauge).kilogramsPerM2;
  } else {
    massPerAreaKgM2 = sheetMassPerAreaKgM2(input.material, input.thicknessM ?? NaN);
  }
  const netMassKg = surfaceAreaM2 * massPerAreaKgM2;
  return {
    surfaceAreaM2,
    massPerAreaKgM2,
    netMassKg,
    massKg: netMassKg * (1 + input.wastePercent / 100),
  };
}

/** Static pressure classes of the code-minimum table, in. wg. */
export type ResidentialPressureClass = 0.5 | 1;

/** One row of the code-minimum table: sizes up to `maxDimensionIn` (below it when `below`), minimum thickness, in. */
interface MinimumThicknessRow {
  readonly maxDimensionIn: number;
  readonly below?: true;
  readonly galvanized: Readonly<Record<ResidentialPressureClass, number>>;
  readonly aluminium: Readonly<Record<ResidentialPressureClass, number>>;
}

/** The code-minimum table's rows, read from `[max dimension, below, galvanized ½, 1, aluminium ½, 1]`. */
function minimumThicknessRows(
  rows: readonly (readonly [number, boolean, number, number, number, number])[],
): MinimumThicknessRow[] {
  return rows.map(
    ([maxDimensionIn, below, galvanizedHalf, galvanizedOne, aluminiumHalf, aluminiumOne]) => ({
      maxDimensionIn,
      ...(below ? { below: true as const } : {}),
      galvanized: { 0.5: galvanizedHalf, 1: galvanizedOne },
      aluminium: { 0.5: aluminiumHalf, 1: aluminiumOne },
    }),
  );
}

/**
 * Minimum sheet thickness of ducts in single dwelling units by size (round: diameter; rectangular:
 * largest dimension, in) and static pressure class (½ or 1 in. wg), in. Above 20 in or 1 in. wg the
 * SMACNA HVAC Duct Construction Standards govern.
 * @see International Mechanical Code (2015 and later), Table 603.4 "Duct construction minimum sheet metal thicknesses for single dwelling units", as published at up.codes/s/duct-construction-and-installation; SMACNA, "Are you up-to-date on the latest International Mechanical Code changes?" (2017)
 */
export const IMC_MINIMUM_THICKNESS_IN: Readonly<
  Record<'round' | 'rectangular', readonly MinimumThicknessRow[]>
> = {
  // [largest dimension, in; below it (not up to it); galvanized ½ and 1 in. wg; aluminium ½ and 1 in. wg]
  round: minimumThicknessRows([
    [12, true, 0.013, 0.013, 0.018, 0.018],
    [14, false, 0.013, 0.016, 0.018, 0.023],
    [17, false, 0.016, 0.019, 0.023, 0.027],
    [18, false, 0.016, 0.024, 0.023, 0.034],
    [20, false, 0.019, 0.024, 0.027, 0.034],
  ]),
  rectangular: minimumThicknessRows([
    [8, false, 0.013, 0.013, 0.018, 0.018],
    [10, false, 0.013, 0.016, 0.018, 0.023],
    [12, false, 0.016, 0.019, 0.023, 0.027],
    [16, false, 0.019, 0.019, 0.027, 0.027],
    [18, false, 0.019, 0.024, 0.027, 0.034],
    [20, false, 0.024, 0.024, 0.034, 0.034],
  ]),
};

/** The lightest galvanized gauge of the SMACNA sheet table whose nominal thickness is at least a minimum. */
function lightestGaugeFor(minimumThicknessIn: number): GalvanizedGauge | null {
  const fits = GALVANIZED_GAUGES.find(
    (gauge) => galvanizedSheet(gauge).thicknessIn >= minimumThicknessIn,
  );
  return fits ?? null;
}

/** The code-minimum sheet of a small residential duct. */
export interface MinimumSheet {
  /** Minimum thickness, in. */
  readonly minimumThicknessIn: number;
  /** For galvanized steel: the lightest gauge of the SMACNA sheet table that meets it. */
  readonly gauge: GalvanizedGauge | null;
}

/**
 * Minimum sheet of a duct in a single dwelling unit from its size and pressure class, by IMC Table
 * 603.4, with the lightest galvanized gauge of the SMACNA sheet table whose nominal thickness meets
 * it (that table starts at 28 gauge, so the code's 0.013 in, a 30-gauge minimum, is met by 28 gauge
 * here); null where the table stops (over 20 in or over 1 in. wg, and stainless steel), where the
 * SMACNA HVAC Duct Construction Standards govern.
 *
 * @param shape - 'round' (size = diameter) or 'rectangular' (size = largest side).
 * @param sizeIn - Diameter or largest side, in. Must be > 0.
 * @param pressureClassInWg - Static pressure class, ½ or 1 in. wg.
 * @param material - 'galvanizedSteel', 'aluminium' or 'stainlessSteel'.
 * @returns Minimum thickness and, for galvanized steel, the lightest gauge whose nominal thickness
 *   meets it; null outside the table.
 * @throws {RangeError} If the size is not positive.
 * @see International Mechanical Code (2015 and later), Table 603.4 "Duct construction minimum sheet metal thicknesses for single dwelling units", as published at up.codes/s/duct-construction-and-installation; SMACNA, "Are you up-to-date on the latest International Mechanical Code changes?" (2017)
 * @example residentialMinimumSheet('round', 16, 1, 'galvanizedSteel') //=> { minimumThicknessIn: 0.019, gauge: 26 }
 */
export function residentialMinimumSheet(
  shape: 'round' | 'rectangular',
  sizeIn: number,
  pressureClassInWg: ResidentialPressureClass,
  material: SheetMetalMaterial,
): MinimumSheet | null {
  assertPositive(sizeIn, 'sizeIn');
  if (material === 'stainlessSteel') return null;
  const row = IMC_MINIMUM_THICKNESS_IN[shape].find((candidate) =>
    candidate.below === true
      ? sizeIn < candidate.maxDimensionIn
      : sizeIn <= candidate.maxDimensionIn,
  );
  if (row === undefined) return null;
  if (material === 'aluminium') {
    return { minimumThicknessIn: row.aluminium[pressureClassInWg], gauge: null };
  }
  const minimumThicknessIn = row.galvanized[pressureClassInWg];
  return { minimumThicknessIn, gauge: lightestGaugeFor(minimumThicknessIn) };
}
