import { OCTAVE_BANDS_HZ } from './constants.js';

/** The octave bands of the published absorption coefficients, Hz. */
export const ABSORPTION_BANDS_HZ = [125, 250, 500, 1000, 2000, 4000] as const;

/** Groups of the library, as the source tables group them. */
export type AbsorptionMaterialCategory =
  'Floors' | 'Walls' | 'Ceilings and absorbers' | 'Glass' | 'Furnishings';

/** A room finish with its Sabine absorption coefficients. */
export interface AbsorptionMaterial {
  /** Stable id stored in saved files. */
  readonly id: string;
  readonly name: string;
  readonly category: AbsorptionMaterialCategory;
  /** Absorption coefficients at 125, 250, 500, 1000, 2000 and 4000 Hz. */
  readonly coefficients: readonly [number, number, number, number, number, number];
  /** Where the values were read. */
  readonly source: string;
}

const CLASSIC =
  'Classic architectural-acoustics table (as in ASHRAE Handbook—Fundamentals, ch. 8, and Egan, Architectural Acoustics): read at sengpielaudio.com/calculator-RT60Coeff.htm and in "Table 27.1 Coefficients of absorption" (scribd.com/document/711559899)';
const SENGPIEL = 'sengpielaudio.com/calculator-RT60Coeff.htm';
const CALCULLA = 'calculla.com/sound_alpha_coefficients';
const TABLE_27_1 = '"Table 27.1 Coefficients of absorption" (scribd.com/document/711559899)';
const TABLE_3_4 =
  '"Table 3.4 Sound absorption coefficients of general building materials and furnishings" (issuhub.com/view/index?id=4810&pageIndex=122)';

/**
 * Absorption coefficients of common room finishes, 125–4000 Hz. Each row names the reproductions it
 * was read in (`source`); where two or three are named they agree to the digit. NRC is not stored:
 * the reproductions read either omit it or print values inconsistent with their own coefficients.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 8 "Sound and vibration", table of absorption coefficients of building materials (reproductions named per material)
 */
export const ABSORPTION_MATERIALS: readonly AbsorptionMaterial[] = [
  {
    id: 'concreteSealed',
    name: 'Concrete or terrazzo floor, sealed or painted',
    category: 'Floors',
    coefficients: [0.01, 0.01, 0.02, 0.02, 0.02, 0.02],
    source: `${TABLE_27_1}; ${CALCULLA}`,
  },
  {
    id: 'vinylOnConcrete',
    name: 'Linoleum or vinyl tile on concrete',
    category: 'Floors',
    coefficients: [0.02, 0.03, 0.03, 0.03, 0.03, 0.02],
    source: `${SENGPIEL}; ${CALCULLA}`,
  },
  {
    id: 'woodFloorOnJoists',
    name: 'Wood floor on joists',
    category: 'Floors',
    coefficients: [0.15, 0.11, 0.1, 0.07, 0.06, 0.07],
    source: `${SENGPIEL}; ${TABLE_27_1}; ${CALCULLA}`,
  },
  {
    id: 'woodParquetOnConcrete',
    name: 'Wood parquet on concrete',
    category: 'Floors',
    coefficients: [0.04, 0.04, 0.07, 0.06, 0.06, 0.07],
    source: `${SENGPIEL}; ${TABLE_27_1}; ${CALCULLA}`,
  },
  {
    id: 'marbleGlazedTile',
    name: 'Marble or glazed tile',
    category: 'Floors',
    coefficients: [0.01, 0.01, 0.01, 0.01, 0.02, 0.02],
    source: `${TABLE_27_1}; ${CALCULLA}`,
  },
  {
    id: 'carpetOnConcrete',
    name: 'Carpet, heavy, on concrete',
    category: 'Floors',
    coefficients: [0.02, 0.06, 0.14, 0.37, 0.6, 0.65],
    source: `${CLASSIC}; ${TABLE_3_4}`,
  },
  {
    id: 'carpetOnPad',
    name: 'Carpet, heavy, on 40 oz hairfelt or foam rubber',
    category: 'Floors',
    coefficients: [0.08, 0.24, 0.57, 0.69, 0.71, 0.73],
    source: CLASSIC,
  },
  {
    id: 'brickUnglazed',
    name: 'Brick, unglazed',
    category: 'Walls',
    coefficients: [0.03, 0.03, 0.03, 0.04, 0.05, 0.07],
    source: `${CLASSIC}; ${TABLE_3_4}`,
  },
  {
    id: 'brickPainted',
    name: 'Brick, unglazed, painted',
    category: 'Walls',
    coefficients: [0.01, 0.01, 0.02, 0.02, 0.02, 0.03],
    source: `${CLASSIC}; ${TABLE_3_4}`,
  },
  {
    id: 'concreteBlockCoarse',
    name: 'Concrete block, coarse',
    category: 'Walls',
    coefficients: [0.36, 0.44, 0.31, 0.29, 0.39, 0.25],
    source: `${CLASSIC}; ${TABLE_3_4}`,
  },
  {
    id: 'concreteBlockPainted',
    name: 'Concrete block, painted',
    category: 'Walls',
    coefficients: [0.1, 0.05, 0.06, 0.07, 0.09, 0.08],
    source: `${CLASSIC}; ${TABLE_3_4}`,
  },
  {
    id: 'gypsumBoardOnStuds',
    name: 'Gypsum board, 1/2 in (12.5 mm), on studs or battens',
    category: 'Walls',
    coefficients: [0.29, 0.1, 0.05, 0.04, 0.07, 0.09],
    source:
      'akustik.ua table "Plasterboard on 50mm battens", read at docslib.org/doc/121793; the same values ASHRAE Handbook—Fundamentals (2021), ch. 8 gives for gypsum board on studs',
  },
  {
    id: 'plasterOnBrick',
    name: 'Plaster, gypsum or lime, smooth, on tile or brick',
    category: 'Walls',
    coefficients: [0.013, 0.015, 0.02, 0.03, 0.04, 0.05],
    source: TABLE_27_1,
  },
  {
    id: 'doorSolidWood',
    name: 'Door, solid wood panels',
    category: 'Walls',
    coefficients: [0.1, 0.07, 0.05, 0.04, 0.04, 0.04],
    source: CALCULLA,
  },
  {
    id: 'glassHeavyPlate',
    name: 'Glass, heavy plate, large panes',
    category: 'Glass',
    coefficients: [0.18, 0.06, 0.04, 0.03, 0.02, 0.02],
    source: `${CLASSIC}; ${CALCULLA}`,
  },
  {
    id: 'glassWindow',
    name: 'Glass, ordinary window',
    category: 'Glass',
    coefficients: [0.35, 0.25, 0.18, 0.12, 0.07, 0.04],
    source: CLASSIC,
  },
  {
    id: 'acousticalPlaster13mm',
    name: 'Acoustical plaster, 1/2 in (13 mm) trowel application',
    category: 'Ceilings and absorbers',
    coefficients: [0.31, 0.32, 0.52, 0.81, 0.88, 0.84],
    source: TABLE_3_4,
  },
  {
    id: 'fiberglassBoard50mm',
    name: 'Glass-fibre board, 2 in (50 mm), no air space',
    category: 'Ceilings and absorbers',
    coefficients: [0.22, 0.82, 0.99, 0.99, 0.99, 0.99],
    source: SENGPIEL,
  },
  {
    id: 'velourHeavyDraped',
    name: 'Heavy velour curtain, 18 oz/yd² (610 g/m²), draped to half area',
    category: 'Furnishings',
    coefficients: [0.14, 0.35, 0.55, 0.72, 0.7, 0.65],
    source: `${CLASSIC}; ${TABLE_3_4}`,
  },
  {
    id: 'seatsUpholsteredEmpty',
    name: 'Seats, fabric-upholstered, empty (per area of seating)',
    category: 'Furnishings',
    coefficients: [0.49, 0.66, 0.8, 0.88, 0.82, 0.7],
    source: `${SENGPIEL}; ${CALCULLA}`,
  },
];

/** The ids of the library, for schemas. */
export const ABSORPTION_MATERIAL_IDS = ABSORPTION_MATERIALS.map((material) => material.id) as [
  string,
  ...string[],
];

/**
 * A material of the library by id.
 *
 * @param id - A material id.
 * @returns The material, or undefined when the id is unknown.
 * @example absorptionMaterial('brickUnglazed')?.coefficients[0] //=> 0.03
 */
export function absorptionMaterial(id: string): AbsorptionMaterial | undefined {
  return ABSORPTION_MATERIALS.find((material) => material.id === id);
}

/**
 * A material's coefficients in the engine's eight bands 63–8000 Hz. The source gives 125–4000 Hz;
 * the 63 Hz band takes the 125 Hz value and the 8000 Hz band the 4000 Hz value (a stated
 * assumption, reported in the result's notes, never an extrapolation of a trend).
 *
 * @param material - A library material.
 * @returns Eight coefficients.
 * @example materialBandCoefficients(absorptionMaterial('brickUnglazed')!) //=> [0.03, 0.03, 0.03, 0.03, 0.04, 0.05, 0.07, 0.07]
 */
export function materialBandCoefficients(material: AbsorptionMaterial): number[] {
  const [first] = material.coefficients;
  const last = material.coefficients[material.coefficients.length - 1] ?? first;
  const values = [first, ...material.coefficients, last];
  return values.slice(0, OCTAVE_BANDS_HZ.length);
}
