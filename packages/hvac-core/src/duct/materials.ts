import { z } from 'zod';

/**
 * Duct materials with their absolute roughness ε, as ASHRAE groups them into roughness categories
 * for the Colebrook equation.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, table 1 "Duct material roughness factors"
 *   (categories: smooth 0.0015 mm, medium smooth 0.045 mm (0.00015 ft), average 0.09 mm
 *   (0.0003 ft), medium rough 0.9 mm (0.003 ft), rough 3.0 mm (0.01 ft)).
 */
export const DUCT_MATERIALS = {
  galvanizedSteel: {
    name: 'Galvanized steel',
    roughnessM: 0.09e-3,
    category: 'average',
    note: 'Round and rectangular galvanized steel, longitudinal or spiral seams (measured 0.05–0.12 mm).',
    source: 'ASHRAE Handbook—Fundamentals (2021), ch. 21, table 1: "average" 0.09 mm (0.0003 ft)',
  },
  aluminum: {
    name: 'Aluminium',
    roughnessM: 0.045e-3,
    category: 'mediumSmooth',
    note: 'Round aluminium, longitudinal seams, crimped slip joints (measured 0.04–0.06 mm).',
    source:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, table 1: "medium smooth" 0.045 mm (0.00015 ft), Hutchinson (1953)',
  },
  pvc: {
    name: 'PVC / plastic',
    roughnessM: 0.045e-3,
    category: 'mediumSmooth',
    note: 'PVC plastic pipe (measured 0.01–0.05 mm).',
    source:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, table 1: "medium smooth" 0.045 mm (0.00015 ft), Swim (1982)',
  },
  flexibleDuct: {
    name: 'Flexible duct, fully extended',
    roughnessM: 0.9e-3,
    category: 'mediumRough',
    note: 'Nonmetallic and wire flexible duct, fully extended; compressed or sagging flex duct has far higher losses.',
    source:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, table 1: "medium rough" 0.9 mm (0.003 ft), Abushakra et al. (2004), Culp (2011)',
  },
  fibrousGlassDuctBoard: {
    name: 'Fibrous glass duct board',
    roughnessM: 0.9e-3,
    category: 'mediumRough',
    note: 'Rigid fibrous glass duct with facing on the air side.',
    source:
      'ASHRAE Handbook—Fundamentals (2021), ch. 21, table 1: "medium rough" 0.9 mm (0.003 ft)',
  },
} as const satisfies Record<string, DuctMaterial>;

/** A duct material and its roughness. */
export interface DuctMaterial {
  readonly name: string;
  /** Absolute roughness ε, m. */
  readonly roughnessM: number;
  readonly category: 'smooth' | 'mediumSmooth' | 'average' | 'mediumRough' | 'rough';
  readonly note: string;
  readonly source: string;
}

export type DuctMaterialId = keyof typeof DUCT_MATERIALS;

/** The material ids accepted by the duct calculator, galvanized steel by default. */
export const DuctMaterialSchema = z.enum(
  Object.keys(DUCT_MATERIALS) as [DuctMaterialId, ...DuctMaterialId[]],
  { error: `Material must be one of: ${Object.keys(DUCT_MATERIALS).join(', ')}.` },
);
