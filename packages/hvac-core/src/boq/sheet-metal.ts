import { assertFinite, assertInRange, assertNonNegative, assertPositive } from '../_lib/assert.js';
import { KILOGRAMS_PER_POUND, METRES_PER_FOOT } from '../units/factors.js';

/**
 * Sheet-metal mass of ductwork for a bill of quantities priced by weight: the duct's surface area
 * (perimeter × length) times the sheet's mass per area, plus a waste allowance for seams, joints,
 * cut-offs and fittings. Galvanized steel by gauge (Manufacturers' Standard Gauge plus the zinc
 * coating), aluminium and stainless steel by thickness and density, and the code-minimum gauge of
 * small residential ducts from their size and pressure class.
 */

/** Sheet materials of ductwork. */
export const SHEET_METAL_MATERIALS = ['galvanizedSteel', 'aluminium', 'stainlessSteel'] as const;
export type SheetMetalMaterial = (typeof SHEET_METAL_MATERIALS)[number];

/**
 * Weight of steel sheet per square foot per inch of thickness in the Manufacturers' Standard Gauge,
 * lb/ft²/in (the density of steel with a 2.5 % allowance for crown and overside shearing).
 * @see Roof Online, "Weight of sheet steel" (roofonline.com/weight-of-sheet-steel): Manufacturers' Standard Gauge, 41.82 lb/ft² per inch; galvanized adds 0.00375 in and 0.156 lb/ft²
 */
export const MSG_LB_PER_FT2_PER_INCH = 41.82;

/** What galvanizing adds to a Manufacturers' Standard Gauge sheet: thickness, in, and weight, lb/ft². */
export const GALVANIZED_COATING = { thicknessIn: 0.00375, weightLbPerFt2: 0.156 } as const;

/** A Manufacturers' Standard Gauge number and its uncoated steel weight, lb/ft². */
export interface SteelGauge {
  readonly gauge: number;
  /** Uncoated steel, lb/ft² (thickness = weight / 41.82). */
  readonly steelWeightLbPerFt2: number;
}

/**
 * The gauges of galvanized duct sheet, 30 (thinnest) to 10, with their Manufacturers' Standard Gauge
 * weights; the thickness is weight / 41.82 in and galvanizing adds 0.00375 in and 0.156 lb/ft².
 * @see Roof Online, "Weight of sheet steel" (roofonline.com/weight-of-sheet-steel): Manufacturers' Standard Gauge, 41.82 lb/ft² per inch; galvanized adds 0.00375 in and 0.156 lb/ft²
 */
export const STEEL_GAUGES: readonly SteelGauge[] = [
  { gauge: 30, steelWeightLbPerFt2: 0.5 },
  { gauge: 28, steelWeightLbPerFt2: 0.625 },
  { gauge: 26, steelWeightLbPerFt2: 0.75 },
  { gauge: 24, steelWeightLbPerFt2: 1 },
  { gauge: 22, steelWeightLbPerFt2: 1.25 },
  { gauge: 20, steelWeightLbPerFt2: 1.5 },
  { gauge: 18, steelWeightLbPerFt2: 2 },
  { gauge: 16, steelWeightLbPerFt2: 2.5 },
  { gauge: 14, steelWeightLbPerFt2: 3.125 },
  { gauge: 12, steelWeightLbPerFt2: 4.375 },
  { gauge: 10, steelWeightLbPerFt2: 5.625 },
];

/**
 * Densities of the sheets given by thickness, kg/m³: aluminium (alloys differ little) and type 304
 * stainless steel.
 * @see Stainless steel 304: 304stainlesssteel.org, "Weight and density of stainless steel 304" (7930 kg/m³, 0.286 lb/in³); aluminium: 2.70 g/cm³ (0.0975 lb/in³), as compiled at innovationspace.com.tw "density of aluminum lb/in3"
 */
export const SHEET_DENSITY_KG_M3 = { aluminium: 2700, stainlessSteel: 7930 } as const;

const KG_M2_PER_LB_FT2 = KILOGRAMS_PER_POUND / METRES_PER_FOOT ** 2;

/** A galvanized gauge's nominal coated thickness, in, and weight, lb/ft². */
export interface GalvanizedSheet {
  readonly gauge: number;
  readonly thicknessIn: number;
  readonly weightLbPerFt2: number;
  /** The same weight, kg/m². */
  readonly massKgPerM2: number;
}

/**
 * Nominal thickness and weight of a galvanized steel sheet of a gauge: the Manufacturers' Standard
 * Gauge steel (thickness = weight / 41.82 lb/ft²/in) plus the zinc coating (0.00375 in, 0.156 lb/ft²).
 *
 * @param gauge - A gauge of {@link STEEL_GAUGES} (30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10).
 * @returns Coated thickness, in; weight, lb/ft² and kg/m².
 * @throws {RangeError} If the gauge is not tabulated.
 * @see Roof Online, "Weight of sheet steel" (roofonline.com/weight-of-sheet-steel): Manufacturers' Standard Gauge, 41.82 lb/ft² per inch; galvanized adds 0.00375 in and 0.156 lb/ft²
 * @example galvanizedSheet(26) //=> { gauge: 26, thicknessIn: 0.02168, weightLbPerFt2: 0.906, massKgPerM2: 4.4235 }
 */
export function galvanizedSheet(gauge: number): GalvanizedSheet {
  const row = STEEL_GAUGES.find((candidate) => candidate.gauge === gauge);
  if (row === undefined) {
    throw new RangeError(
      `gauge must be one of ${STEEL_GAUGES.map((g) => g.gauge).join(', ')}, got ${gauge}.`,
    );
  }
  const weightLbPerFt2 = row.steelWeightLbPerFt2 + GALVANIZED_COATING.weightLbPerFt2;
  return {
    gauge,
    thicknessIn: row.steelWeightLbPerFt2 / MSG_LB_PER_FT2_PER_INCH + GALVANIZED_COATING.thicknessIn,
    weightLbPerFt2,
    massKgPerM2: weightLbPerFt2 * KG_M2_PER_LB_FT2,
  };
}

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
  /** Galvanized steel: the gauge. */
  readonly gauge?: number;
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
 * @see Roof Online, "Weight of sheet steel" (roofonline.com/weight-of-sheet-steel): Manufacturers' Standard Gauge, 41.82 lb/ft² per inch; galvanized adds 0.00375 in and 0.156 lb/ft²
 * @example ductSheetMetal({ shape: 'round', diameterM: 0.3048, lengthM: 3.048, material: 'galvanizedSteel', gauge: 26, wastePercent: 0 }).massKg //=> 12.91 (28.46 lb)
 */
export function ductSheetMetal(input: DuctSheetMetalInput): DuctSheetMetal {
  assertNonNegative(input.lengthM, 'lengthM');
  assertInRange(input.wastePercent, 'wastePercent', 0, 100);
  let perimeterM: number;
  if (input.shape === 'round') {
    assertPositive(input.diameterM ?? NaN, 'diameterM');
    perimeterM = Math.PI * (input.diameterM ?? 0);
  } else {
    assertPositive(input.widthM ?? NaN, 'widthM');
    assertPositive(input.heightM ?? NaN, 'heightM');
    perimeterM = 2 * ((input.widthM ?? 0) + (input.heightM ?? 0));
  }
  let massPerAreaKgM2: number;
  if (input.material === 'galvanizedSteel') {
    assertFinite(input.gauge ?? NaN, 'gauge');
    massPerAreaKgM2 = galvanizedSheet(input.gauge ?? 0).massKgPerM2;
  } else {
    massPerAreaKgM2 = sheetMassPerAreaKgM2(input.material, input.thicknessM ?? NaN);
  }
  const surfaceAreaM2 = perimeterM * input.lengthM;
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

/**
 * Minimum sheet thickness of ducts in single dwelling units by size (round: diameter; rectangular:
 * largest dimension, in) and static pressure class (½ or 1 in. wg), in. Above 20 in or 1 in. wg the
 * SMACNA HVAC Duct Construction Standards govern.
 * @see International Mechanical Code (2015 and later), Table 603.4 "Duct construction minimum sheet metal thicknesses for single dwelling units", as published at up.codes/s/duct-construction-and-installation; SMACNA, "Are you up-to-date on the latest International Mechanical Code changes?" (2017)
 */
export const IMC_MINIMUM_THICKNESS_IN: Readonly<
  Record<'round' | 'rectangular', readonly MinimumThicknessRow[]>
> = {
  round: [
    {
      maxDimensionIn: 12,
      below: true,
      galvanized: { 0.5: 0.013, 1: 0.013 },
      aluminium: { 0.5: 0.018, 1: 0.018 },
    },
    {
      maxDimensionIn: 14,
      galvanized: { 0.5: 0.013, 1: 0.016 },
      aluminium: { 0.5: 0.018, 1: 0.023 },
    },
    {
      maxDimensionIn: 17,
      galvanized: { 0.5: 0.016, 1: 0.019 },
      aluminium: { 0.5: 0.023, 1: 0.027 },
    },
    {
      maxDimensionIn: 18,
      galvanized: { 0.5: 0.016, 1: 0.024 },
      aluminium: { 0.5: 0.023, 1: 0.034 },
    },
    {
      maxDimensionIn: 20,
      galvanized: { 0.5: 0.019, 1: 0.024 },
      aluminium: { 0.5: 0.027, 1: 0.034 },
    },
  ],
  rectangular: [
    {
      maxDimensionIn: 8,
      galvanized: { 0.5: 0.013, 1: 0.013 },
      aluminium: { 0.5: 0.018, 1: 0.018 },
    },
    {
      maxDimensionIn: 10,
      galvanized: { 0.5: 0.013, 1: 0.016 },
      aluminium: { 0.5: 0.018, 1: 0.023 },
    },
    {
      maxDimensionIn: 12,
      galvanized: { 0.5: 0.016, 1: 0.019 },
      aluminium: { 0.5: 0.023, 1: 0.027 },
    },
    {
      maxDimensionIn: 16,
      galvanized: { 0.5: 0.019, 1: 0.019 },
      aluminium: { 0.5: 0.027, 1: 0.027 },
    },
    {
      maxDimensionIn: 18,
      galvanized: { 0.5: 0.019, 1: 0.024 },
      aluminium: { 0.5: 0.027, 1: 0.034 },
    },
    {
      maxDimensionIn: 20,
      galvanized: { 0.5: 0.024, 1: 0.024 },
      aluminium: { 0.5: 0.034, 1: 0.034 },
    },
  ],
};

/**
 * The lightest galvanized gauge whose nominal coated thickness is at least a minimum thickness.
 * For the code table's 0.013, 0.016 and 0.019 in this gives 30, 28 and 26 gauge, the equivalents
 * the Minnesota amendment of the table prints.
 */
function lightestGaugeFor(minimumThicknessIn: number): number | null {
  const fits = STEEL_GAUGES.find(
    (row) => galvanizedSheet(row.gauge).thicknessIn >= minimumThicknessIn,
  );
  return fits === undefined ? null : fits.gauge;
}

/** The code-minimum sheet of a small residential duct. */
export interface MinimumSheet {
  /** Minimum thickness, in. */
  readonly minimumThicknessIn: number;
  /** For galvanized steel: the gauge that meets it. */
  readonly gauge: number | null;
}

/**
 * Minimum sheet of a duct in a single dwelling unit from its size and pressure class, by IMC Table
 * 603.4; null where the table stops (over 20 in or over 1 in. wg, and stainless steel), where the
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
