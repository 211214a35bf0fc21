import { W_M2K_PER_BTU_HFT2F } from '../units/factors.js';

/**
 * Typical U-factors of walls, roofs, floors, doors and glazing: reference data for choosing the
 * U-factor a heat-load surface starts from. The numbers are facts from the cited tables; the
 * arrangement and the words are ours. Values are air-to-air (both surface films included).
 */

/** The kind of envelope assembly a row describes. */
export type EnvelopeElement = 'roof' | 'wall' | 'floor' | 'door';

/** One opaque assembly class of ASHRAE 90.1 and its maximum U-factor in each space category. */
export interface OpaqueAssemblyUFactor {
  /** Stable id (camel case). */
  readonly id: string;
  readonly element: EnvelopeElement;
  /** The assembly class in our words. */
  readonly assembly: string;
  /** Maximum assembly U-factor for nonresidential spaces, Btu/(h·ft²·°F). */
  readonly nonresidentialBtu: number;
  /** Maximum assembly U-factor for residential spaces, Btu/(h·ft²·°F). */
  readonly residentialBtu: number;
  /** Maximum assembly U-factor for semiheated spaces, Btu/(h·ft²·°F). */
  readonly semiheatedBtu: number;
}

/** Citation of {@link ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS}. */
export const OPAQUE_U_FACTOR_SOURCE =
  'ANSI/ASHRAE/IES Standard 90.1-2019, Table 5.5-5 (building envelope requirements, climate zone 5), assembly maximum U-factors; as encoded by NREL openstudio-standards, data/ashrae_90_1_2019.construction_properties.json (climate_zone_set "ClimateZone 5")';

/**
 * Prescriptive maximum U-factors of opaque assemblies in ASHRAE climate zone 5 (e.g. Chicago,
 * Denver, Boston): what a new, minimally code-compliant assembly achieves, so a realistic "typical
 * new construction" value. Inch-pound values as the standard gives them.
 * @see ANSI/ASHRAE/IES Standard 90.1-2019, Table 5.5-5 (climate zone 5), assembly maximum U-factors;
 *   read from NREL openstudio-standards, lib/openstudio-standards/standards/ashrae_90_1/ashrae_90_1_2019/data/ashrae_90_1_2019.construction_properties.json
 */
export const ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS: readonly OpaqueAssemblyUFactor[] = [
  {
    id: 'roofInsulationAboveDeck',
    element: 'roof',
    assembly: 'Roof, insulation entirely above deck',
    nonresidentialBtu: 0.032,
    residentialBtu: 0.032,
    semiheatedBtu: 0.063,
  },
  {
    id: 'roofMetalBuilding',
    element: 'roof',
    assembly: 'Roof, metal building',
    nonresidentialBtu: 0.037,
    residentialBtu: 0.037,
    semiheatedBtu: 0.082,
  },
  {
    id: 'roofAtticAndOther',
    element: 'roof',
    assembly: 'Roof, attic and other (wood-joist attic floor)',
    nonresidentialBtu: 0.021,
    residentialBtu: 0.021,
    semiheatedBtu: 0.034,
  },
  {
    id: 'wallMass',
    element: 'wall',
    assembly: 'Wall above grade, mass (concrete, masonry)',
    nonresidentialBtu: 0.09,
    residentialBtu: 0.08,
    semiheatedBtu: 0.151,
  },
  {
    id: 'wallMetalBuilding',
    element: 'wall',
    assembly: 'Wall above grade, metal building',
    nonresidentialBtu: 0.05,
    residentialBtu: 0.05,
    semiheatedBtu: 0.094,
  },
  {
    id: 'wallSteelFramed',
    element: 'wall',
    assembly: 'Wall above grade, steel-framed',
    nonresidentialBtu: 0.055,
    residentialBtu: 0.055,
    semiheatedBtu: 0.084,
  },
  {
    id: 'wallWoodFramed',
    element: 'wall',
    assembly: 'Wall above grade, wood-framed and other',
    nonresidentialBtu: 0.051,
    residentialBtu: 0.051,
    semiheatedBtu: 0.089,
  },
  {
    id: 'floorMass',
    element: 'floor',
    assembly: 'Floor over outdoor air, mass',
    nonresidentialBtu: 0.057,
    residentialBtu: 0.051,
    semiheatedBtu: 0.107,
  },
  {
    id: 'floorSteelJoist',
    element: 'floor',
    assembly: 'Floor over outdoor air, steel joist',
    nonresidentialBtu: 0.038,
    residentialBtu: 0.038,
    semiheatedBtu: 0.052,
  },
  {
    id: 'floorWoodFramed',
    element: 'floor',
    assembly: 'Floor over outdoor air, wood-framed and other',
    nonresidentialBtu: 0.033,
    residentialBtu: 0.033,
    semiheatedBtu: 0.051,
  },
  {
    id: 'doorSwinging',
    element: 'door',
    assembly: 'Opaque door, swinging (insulated metal)',
    nonresidentialBtu: 0.37,
    residentialBtu: 0.37,
    semiheatedBtu: 0.37,
  },
  {
    id: 'doorNonswinging',
    element: 'door',
    assembly: 'Opaque door, nonswinging (overhead)',
    nonresidentialBtu: 0.31,
    residentialBtu: 0.31,
    semiheatedBtu: 0.36,
  },
];

/** One glazing unit and its center-of-glass U-factor. */
export interface GlazingUFactor {
  readonly id: string;
  /** Panes: 1 single, 2 double, 3 triple. */
  readonly panes: 1 | 2 | 3;
  /** The glazing in our words: gap, gas fill and low-e coating. */
  readonly glazing: string;
  /** The row's id in the source table (ASHRAE Fundamentals 2009 SI, ch. 15, table 4). */
  readonly sourceRow: string;
  /** Center-of-glass U-factor, W/(m²·K), as the SI edition gives it. */
  readonly centerOfGlassWm2K: number;
}

/** Citation of {@link CENTER_OF_GLASS_U_FACTORS}. */
export const CENTER_OF_GLASS_U_FACTOR_SOURCE =
  'ASHRAE Handbook—Fundamentals (2009, SI), ch. 15 "Fenestration", table 4 (U-factors for various fenestration products), center-of-glass column; as reproduced in BEMEval/bemeval-res, data/metadata/epc-schema/references/Building_Material_Properties_Glazing.md';

/**
 * Center-of-glass U-factors of common glazing units (vertical, winter design conditions). They
 * leave out the frame and the edge of the glass: for a load, use the whole product's rated U-factor
 * (the NFRC label) when it is known.
 * @see ASHRAE Handbook—Fundamentals (2009, SI), ch. 15, table 4, center-of-glass column (rows 1a,
 *   4, 5a, 7, 21a, 23, 27, 29a, 43); read from BEMEval/bemeval-res,
 *   data/metadata/epc-schema/references/Building_Material_Properties_Glazing.md
 */
export const CENTER_OF_GLASS_U_FACTORS: readonly GlazingUFactor[] = [
  {
    id: 'single',
    panes: 1,
    glazing: 'Single glazing, clear 3 mm',
    sourceRow: '1a',
    centerOfGlassWm2K: 5.91,
  },
  {
    id: 'double6Air',
    panes: 2,
    glazing: 'Double glazing, 6 mm air gap',
    sourceRow: '4',
    centerOfGlassWm2K: 3.12,
  },
  {
    id: 'double12Air',
    panes: 2,
    glazing: 'Double glazing, 12 mm air gap, clear',
    sourceRow: '5a',
    centerOfGlassWm2K: 2.73,
  },
  {
    id: 'double12Argon',
    panes: 2,
    glazing: 'Double glazing, 12 mm argon',
    sourceRow: '7',
    centerOfGlassWm2K: 2.56,
  },
  {
    id: 'double12AirLowE10',
    panes: 2,
    glazing: 'Double glazing, low-e (ε = 0.10), 12 mm air gap',
    sourceRow: '21a',
    centerOfGlassWm2K: 1.82,
  },
  {
    id: 'double12ArgonLowE10',
    panes: 2,
    glazing: 'Double glazing, low-e (ε = 0.10), 12 mm argon',
    sourceRow: '23',
    centerOfGlassWm2K: 1.53,
  },
  {
    id: 'double12ArgonLowE05',
    panes: 2,
    glazing: 'Double glazing, low-e (ε = 0.05), 12 mm argon',
    sourceRow: '27',
    centerOfGlassWm2K: 1.42,
  },
  {
    id: 'triple12Air',
    panes: 3,
    glazing: 'Triple glazing, clear, 12 mm air gaps',
    sourceRow: '29a',
    centerOfGlassWm2K: 1.76,
  },
  {
    id: 'triple12ArgonLowE10',
    panes: 3,
    glazing: 'Triple glazing, low-e (ε = 0.10), 12 mm argon',
    sourceRow: '43',
    centerOfGlassWm2K: 0.8,
  },
];

/**
 * An inch-pound U-factor in W/(m²·K) (× 5.678263).
 *
 * @param uBtu - U-factor, Btu/(h·ft²·°F).
 * @returns The same U-factor, W/(m²·K).
 * @example uFactorSiFromInchPound(0.032) //=> 0.1817
 */
export function uFactorSiFromInchPound(uBtu: number): number {
  return uBtu * W_M2K_PER_BTU_HFT2F;
}
