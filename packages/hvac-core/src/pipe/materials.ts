import { METRES_PER_INCH } from '../units/factors.js';
import type { UnitSystem } from '../units/unit-system.js';
import {
  HAZEN_WILLIAMS_C_COPPER,
  HAZEN_WILLIAMS_C_PLASTIC,
  HAZEN_WILLIAMS_C_STEEL,
  ROUGHNESS_COMMERCIAL_STEEL_M,
  ROUGHNESS_DRAWN_TUBING_M,
} from './constants.js';
import { COPPER_TYPE_K, COPPER_TYPE_L, COPPER_TYPE_M } from './data/copper.js';
import type { PipeSizeRow } from './data/pipe-size-row.js';
import { HDPE_DR_11, PEX_SDR_9, PVC_SCHEDULE_40, PVC_SCHEDULE_80 } from './data/plastic.js';
import { STEEL_SCHEDULE_40, STEEL_SCHEDULE_80 } from './data/steel.js';

/** Pipe and tube materials with standard size tables. */
export const PIPE_MATERIALS = [
  'steelSchedule40',
  'steelSchedule80',
  'copperTypeK',
  'copperTypeL',
  'copperTypeM',
  'pexSdr9',
  'pvcSchedule40',
  'pvcSchedule80',
  'hdpeDr11',
] as const;
export type PipeMaterialId = (typeof PIPE_MATERIALS)[number];

/** One standard size of a material, with the inside diameter the engine computes flow with. */
export interface PipeSize {
  /** Trade size as written in the standard, e.g. '1-1/2'. */
  readonly nominalSize: string;
  /** Nominal size as a number of inches, e.g. 1.5. */
  readonly nominalInches: number;
  /** Metric designation DN (ISO 6708) of iron-pipe-size pipe; null for copper-tube-size tube. */
  readonly dn: number | null;
  readonly outsideDiameterIn: number;
  /** Wall from the standard: nominal (steel, copper) or minimum (plastics), in. */
  readonly wallThicknessIn: number;
  /** Inside diameter used for flow, in (see {@link PipeMaterial.insideDiameterBasis}). */
  readonly insideDiameterIn: number;
  readonly insideDiameterM: number;
}

/** A pipe material: its dimension standard, roughness, Hazen–Williams C and sizes. */
export interface PipeMaterial {
  readonly id: PipeMaterialId;
  readonly label: string;
  /** The standard the size table comes from. */
  readonly standard: string;
  /** Iron pipe size (OD of steel pipe, DN designation) or copper tube size (OD = nominal + 1/8 in). */
  readonly sizeSystem: 'IPS' | 'CTS';
  /** How the inside diameter follows from the standard's OD and wall. */
  readonly insideDiameterBasis: string;
  /** Absolute roughness, m. */
  readonly roughnessM: number;
  readonly roughnessSource: string;
  readonly hazenWilliamsC: number;
  /** Sizes, smallest first. */
  readonly sizes: readonly PipeSize[];
}

/** DN designations of iron-pipe sizes. @see ISO 6708; ASME B36.10M table 1 (NPS and DN). */
const DN_BY_NPS: Readonly<Record<string, number>> = {
  '1/4': 8,
  '3/8': 10,
  '1/2': 15,
  '3/4': 20,
  '1': 25,
  '1-1/4': 32,
  '1-1/2': 40,
  '2': 50,
  '2-1/2': 65,
  '3': 80,
  '4': 100,
  '5': 125,
  '6': 150,
  '8': 200,
  '10': 250,
  '12': 300,
  '14': 350,
  '16': 400,
  '18': 450,
  '20': 500,
  '24': 600,
};

/**
 * The number of inches a trade size names.
 *
 * @example nominalSizeInches('1-1/2') //=> 1.5
 */
export function nominalSizeInches(nominalSize: string): number {
  const match = /^(?:(\d+)-)?(?:(\d+)\/(\d+)|(\d+))$/.exec(nominalSize);
  if (!match)
    throw new RangeError(`nominalSize must look like '2', '3/4' or '1-1/2', got '${nominalSize}'.`);
  const [, whole, numerator, denominator, integer] = match;
  if (integer !== undefined) return Number(integer);
  return Number(whole ?? 0) + Number(numerator) / Number(denominator);
}

type AverageWall = (wallThicknessIn: number) => number;

const nominalWall: AverageWall = (wall) => wall;

function buildSizes(
  rows: readonly PipeSizeRow[],
  sizeSystem: 'IPS' | 'CTS',
  averageWall: AverageWall,
): readonly PipeSize[] {
  return rows.map(([nominalSize, outsideDiameterIn, wallThicknessIn]) => {
    const insideDiameterIn = outsideDiameterIn - 2 * averageWall(wallThicknessIn);
    return {
      nominalSize,
      nominalInches: nominalSizeInches(nominalSize),
      dn: sizeSystem === 'IPS' ? (DN_BY_NPS[nominalSize] ?? null) : null,
      outsideDiameterIn,
      wallThicknessIn,
      insideDiameterIn,
      insideDiameterM: insideDiameterIn * METRES_PER_INCH,
    };
  });
}

const STEEL_ROUGHNESS_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021), ch. 3, table 1: commercial steel 0.046 mm (0.00015 ft)';
const SMOOTH_ROUGHNESS_SOURCE =
  'ASHRAE Handbook—Fundamentals (2021), ch. 3, table 1: drawn tubing, copper and plastic 0.0015 mm (0.000005 ft)';

const NOMINAL_WALL_BASIS = 'OD − 2 × nominal wall';

/**
 * PEX: average wall = minimum wall + half the plus-only tolerance (10 % of the minimum wall, at
 * least 0.010 in). Reproduces manufacturers' average IDs: 3/8 in 0.350, 1/2 in 0.475, 1 in 0.862.
 */
const pexAverageWall: AverageWall = (wall) => wall + Math.max(0.01, 0.1 * wall) / 2;

/**
 * PVC: average wall = minimum wall + half the plus-only tolerance of ASTM D1785 table 2 (12 % of
 * the minimum wall, at least 0.020 in). 2 in Schedule 40 gives the 2.047 in average ID
 * manufacturers publish.
 */
const pvcAverageWall: AverageWall = (wall) => wall + Math.max(0.02, 0.12 * wall) / 2;

/**
 * HDPE: average wall = 1.06 × minimum wall (half the +12 % tolerance).
 * @see PPI, Handbook of Polyethylene Pipe, 2nd ed., "Design of PE piping systems" (average inside
 *   diameter of OD-controlled pipe, D = OD − 2.12·t).
 */
const hdpeAverageWall: AverageWall = (wall) => 1.06 * wall;

/** What the materials of one family share: how their sizes are named and their IDs found, and their walls. */
interface MaterialFamily extends Pick<
  PipeMaterial,
  'sizeSystem' | 'insideDiameterBasis' | 'roughnessM' | 'roughnessSource' | 'hazenWilliamsC'
> {
  readonly averageWall: AverageWall;
}

const STEEL: MaterialFamily = {
  sizeSystem: 'IPS',
  insideDiameterBasis: NOMINAL_WALL_BASIS,
  roughnessM: ROUGHNESS_COMMERCIAL_STEEL_M,
  roughnessSource: STEEL_ROUGHNESS_SOURCE,
  hazenWilliamsC: HAZEN_WILLIAMS_C_STEEL,
  averageWall: nominalWall,
};

const COPPER: MaterialFamily = {
  sizeSystem: 'CTS',
  insideDiameterBasis: NOMINAL_WALL_BASIS,
  roughnessM: ROUGHNESS_DRAWN_TUBING_M,
  roughnessSource: SMOOTH_ROUGHNESS_SOURCE,
  hazenWilliamsC: HAZEN_WILLIAMS_C_COPPER,
  averageWall: nominalWall,
};

/** The plastics: smooth, C = 150, and an ID from the average wall (their tolerances are plus-only). */
function plastic(
  sizeSystem: 'IPS' | 'CTS',
  insideDiameterBasis: string,
  averageWall: AverageWall,
): MaterialFamily {
  return {
    sizeSystem,
    insideDiameterBasis,
    roughnessM: ROUGHNESS_DRAWN_TUBING_M,
    roughnessSource: SMOOTH_ROUGHNESS_SOURCE,
    hazenWilliamsC: HAZEN_WILLIAMS_C_PLASTIC,
    averageWall,
  };
}

const PEX = plastic(
  'CTS',
  'OD − 2 × average wall (minimum wall + half of its +10 % / +0.010 in tolerance)',
  pexAverageWall,
);
const PVC = plastic(
  'IPS',
  'OD − 2 × average wall (minimum wall + half of its +12 % / +0.020 in tolerance)',
  pvcAverageWall,
);
const HDPE = plastic(
  'IPS',
  'OD − 2.12 × minimum wall (PPI Handbook of PE Pipe, average ID)',
  hdpeAverageWall,
);

/** One material: its family's properties with its own name, standard and size table. */
function material(
  family: MaterialFamily,
  id: PipeMaterialId,
  label: string,
  standard: string,
  rows: readonly PipeSizeRow[],
): PipeMaterial {
  const { sizeSystem, insideDiameterBasis, roughnessM, roughnessSource, hazenWilliamsC } = family;
  return {
    id,
    label,
    standard,
    sizeSystem,
    insideDiameterBasis,
    roughnessM,
    roughnessSource,
    hazenWilliamsC,
    sizes: buildSizes(rows, sizeSystem, family.averageWall),
  };
}

type MaterialRow = readonly [
  family: MaterialFamily,
  id: PipeMaterialId,
  label: string,
  standard: string,
  rows: readonly PipeSizeRow[],
];

/** Every material, in the order of PIPE_MATERIALS. */
const MATERIAL_ROWS: readonly MaterialRow[] = [
  [STEEL, 'steelSchedule40', 'Steel, Schedule 40', 'ASME B36.10M (Schedule 40)', STEEL_SCHEDULE_40],
  [STEEL, 'steelSchedule80', 'Steel, Schedule 80', 'ASME B36.10M (Schedule 80)', STEEL_SCHEDULE_80],
  [COPPER, 'copperTypeK', 'Copper, Type K', 'ASTM B88 (Type K)', COPPER_TYPE_K],
  [COPPER, 'copperTypeL', 'Copper, Type L', 'ASTM B88 (Type L)', COPPER_TYPE_L],
  [COPPER, 'copperTypeM', 'Copper, Type M', 'ASTM B88 (Type M)', COPPER_TYPE_M],
  [PEX, 'pexSdr9', 'PEX, SDR 9 (CTS)', 'ASTM F876 / F877 (CTS, SDR 9)', PEX_SDR_9],
  [PVC, 'pvcSchedule40', 'PVC, Schedule 40', 'ASTM D1785 (Schedule 40)', PVC_SCHEDULE_40],
  [PVC, 'pvcSchedule80', 'PVC, Schedule 80', 'ASTM D1785 (Schedule 80)', PVC_SCHEDULE_80],
  [HDPE, 'hdpeDr11', 'HDPE, DR 11 (IPS)', 'ASTM D3035 / F714 (IPS, DR 11)', HDPE_DR_11],
];

const MATERIALS: ReadonlyMap<PipeMaterialId, PipeMaterial> = new Map(
  MATERIAL_ROWS.map(([family, id, label, standard, rows]) => [
    id,
    material(family, id, label, standard, rows),
  ]),
);

/**
 * A pipe material with its standard size table.
 *
 * @param id - Material id, one of {@link PIPE_MATERIALS}.
 * @returns The material: standard, roughness, Hazen–Williams C and sizes (smallest first).
 * @throws {RangeError} If the id is unknown.
 * @example pipeMaterial('copperTypeL').sizes.find((s) => s.nominalSize === '1')?.insideDiameterIn //=> 1.025
 */
export function pipeMaterial(id: PipeMaterialId): PipeMaterial {
  const material = MATERIALS.get(id);
  if (material === undefined) {
    throw new RangeError(
      `pipeMaterial must be one of ${PIPE_MATERIALS.join(', ')}, got ${String(id)}.`,
    );
  }
  return material;
}

/**
 * One standard size of a material.
 *
 * @param id - Material id.
 * @param nominalSize - Trade size as written in the table, e.g. '1-1/2'.
 * @returns The size with its inside diameter.
 * @throws {RangeError} If the material does not come in that size; the message lists the sizes.
 * @example pipeSize('steelSchedule40', '2').insideDiameterIn //=> 2.067
 */
export function pipeSize(id: PipeMaterialId, nominalSize: string): PipeSize {
  const material = pipeMaterial(id);
  const size = material.sizes.find((candidate) => candidate.nominalSize === nominalSize);
  if (size === undefined) {
    throw new RangeError(
      `nominalSize '${nominalSize}' is not a standard size of ${material.label}; choose one of ${material.sizes
        .map((s) => s.nominalSize)
        .join(', ')}.`,
    );
  }
  return size;
}

/**
 * The name of a size as shown to the user: "2 in" in Imperial; "2 in (DN 50)" for iron-pipe sizes
 * or "1 in (OD 28.6 mm)" for copper-tube sizes in Metric.
 *
 * @example pipeSizeLabel(pipeMaterial('steelSchedule40'), pipeSize('steelSchedule40', '2'), 'Metric') //=> '2 in (DN 50)'
 */
export function pipeSizeLabel(
  material: PipeMaterial,
  size: PipeSize,
  unitSystem: UnitSystem,
): string {
  const name = `${size.nominalSize} in`;
  if (unitSystem === 'Imperial') return name;
  if (material.sizeSystem === 'IPS' && size.dn !== null) return `${name} (DN ${size.dn})`;
  const outsideDiameterMm = size.outsideDiameterIn * 25.4;
  return `${name} (OD ${outsideDiameterMm.toFixed(1)} mm)`;
}
