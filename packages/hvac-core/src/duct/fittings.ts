import { z } from 'zod';
import { assertFinite, assertNonNegative } from '../_lib/assert.js';

/**
 * Duct fitting loss coefficients C (Δp = C · pv), each cited to its table.
 *
 * Sources:
 * - ASHRAE Handbook—Fundamentals, ch. 21 "Fitting loss coefficients" (the fittings reprinted from the
 *   ASHRAE Duct Fitting Database; same codes and values in the 2009 to 2021 editions): CD3-x round
 *   elbows, tabulated by diameter.
 * - SMACNA, HVAC Systems Duct Design, 4th ed. (2006), appendix A, tables A-7 (elbows), A-8/A-9
 *   (transitions), A-11 (diverging junctions), A-12 (entries), A-13 (exits), A-15 (obstructions).
 *
 * Where C depends on geometry or flow ratios the library gives one representative value and states
 * its condition (`condition`); use `customC` on the input for other conditions. Where C depends on
 * the duct size, velocity or Reynolds number, the library carries the table and
 * {@link fittingLossCoefficient} interpolates it for the sized duct.
 */

const ASHRAE_CH21 =
  'ASHRAE Handbook—Fundamentals, ch. 21 "Fitting loss coefficients" (2009–2021 editions; ASHRAE Duct Fitting Database)';
const SMACNA = 'SMACNA HVAC Systems Duct Design, 4th ed. (2006), appendix A';

export type FittingCategory = 'elbow' | 'junction' | 'transition' | 'entry' | 'exit' | 'damper';
export type FittingShape = 'round' | 'rectangular';

/** A loss coefficient tabulated against the duct diameter (mm) or mean velocity (m/s). */
export interface FittingTable {
  readonly variable: 'diameterMm' | 'velocityMS';
  readonly x: readonly number[];
  readonly lossCoefficient: readonly number[];
}

/**
 * Reynolds-number correction factors K_Re of SMACNA table A-7, note 2, for elbows that
 * separate: mitred elbows and radius elbows with r/W ≤ 0.5 use `sharp`, r/W ≥ 0.75 use `radius`.
 * Re is tabulated in units of 10⁴; from Re = 2×10⁵ the factor is 1.
 */
export const REYNOLDS_CORRECTION = {
  reynoldsE4: [1, 2, 3, 4, 6, 8, 10, 14, 20],
  sharp: [1.4, 1.26, 1.19, 1.14, 1.09, 1.06, 1.04, 1.0, 1.0],
  radius: [2.0, 1.77, 1.64, 1.56, 1.46, 1.38, 1.3, 1.15, 1.0],
} as const;

export interface DuctFitting {
  readonly id: string;
  readonly name: string;
  readonly category: FittingCategory;
  /** Duct shapes the coefficient was measured on. */
  readonly shapes: readonly FittingShape[];
  /** Representative loss coefficient C, referred to the velocity pressure stated in `condition`. */
  readonly lossCoefficient: number;
  /** The geometry, flow ratio and reference velocity the representative C holds for. */
  readonly condition: string;
  /** C as a function of the duct's diameter or velocity, interpolated linearly and clamped. */
  readonly table?: FittingTable;
  /** Reynolds-number correction to apply (SMACNA table A-7, note 2). */
  readonly reynoldsCorrection?: 'sharp' | 'radius';
  readonly source: string;
}

const ROUND: readonly FittingShape[] = ['round'];
const RECTANGULAR: readonly FittingShape[] = ['rectangular'];
const BOTH: readonly FittingShape[] = ['round', 'rectangular'];

function smoothRoundElbow(radiusRatio: string, lossCoefficient: number): DuctFitting {
  return {
    id: `round-elbow-smooth-90-rd${radiusRatio}`,
    name: `Round elbow, smooth radius (die stamped), 90°, r/D = ${radiusRatio}`,
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient,
    condition: `r/D = ${radiusRatio}; C referred to the duct velocity pressure.`,
    source: `${SMACNA}, table A-7A`,
  };
}

function smoothRectangularElbow(
  radiusRatio: string,
  lossCoefficient: number,
  lowRadius: boolean,
): DuctFitting {
  return {
    id: `rect-elbow-smooth-90-rw${radiusRatio}`,
    name: `Rectangular elbow, smooth radius without vanes, 90°, r/W = ${radiusRatio}`,
    category: 'elbow',
    shapes: RECTANGULAR,
    lossCoefficient,
    condition: `r/W = ${radiusRatio}, H/W = 1.0, at Re ≥ 2×10⁵; at lower Re it is multiplied by K_Re (SMACNA note 2), interpolated for the duct. C referred to the duct velocity pressure.`,
    reynoldsCorrection: lowRadius ? 'sharp' : 'radius',
    source: `${SMACNA}, table A-7F and note 2 (K_Re)`,
  };
}

function byDiameter(x: readonly number[], lossCoefficient: readonly number[]): FittingTable {
  return { variable: 'diameterMm', x, lossCoefficient };
}

const GORE_DIAMETERS_MM = [75, 150, 230, 300, 380, 450, 530, 600, 690, 750, 1500] as const;
const DIE_STAMPED_DIAMETERS_MM = [75, 100, 125, 150, 180, 200, 230, 250] as const;
const PLEATED_DIAMETERS_MM = [100, 150, 200, 250, 300, 350, 400] as const;

/** The fitting library. */
export const DUCT_FITTINGS = [
  smoothRoundElbow('0.5', 0.71),
  smoothRoundElbow('0.75', 0.33),
  smoothRoundElbow('1.0', 0.22),
  smoothRoundElbow('1.5', 0.15),
  smoothRoundElbow('2.0', 0.13),
  smoothRoundElbow('2.5', 0.12),
  {
    id: 'round-elbow-smooth-45-rd1.5',
    name: 'Round elbow, smooth radius (die stamped), 45°, r/D = 1.5',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.09,
    condition:
      'r/D = 1.5: C(90°) = 0.15 × angle factor K(45°) = 0.60; C referred to the duct velocity pressure.',
    source: `${SMACNA}, table A-7A and note 1`,
  },
  {
    id: 'CD3-1',
    name: 'Round elbow, die stamped, 90°, r/D = 1.5 (CD3-1)',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.14,
    condition:
      'r/D = 1.5; C depends on D (0.30 at 75 mm to 0.11 from 200 mm): interpolated for the duct; 0.14 is the 150 mm value.',
    table: byDiameter(DIE_STAMPED_DIAMETERS_MM, [0.3, 0.21, 0.16, 0.14, 0.12, 0.11, 0.11, 0.11]),
    source: `${ASHRAE_CH21}, CD3-1`,
  },
  {
    id: 'CD3-3',
    name: 'Round elbow, die stamped, 45°, r/D = 1.5 (CD3-3)',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.08,
    condition:
      'r/D = 1.5; C depends on D (0.18 at 75 mm to 0.07 from 180 mm): interpolated; 0.08 is the 150 mm value.',
    table: byDiameter(DIE_STAMPED_DIAMETERS_MM, [0.18, 0.13, 0.1, 0.08, 0.07, 0.07, 0.07, 0.07]),
    source: `${ASHRAE_CH21}, CD3-3`,
  },
  {
    id: 'CD3-5',
    name: 'Round elbow, pleated, 90°, r/D = 1.5 (CD3-5)',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.28,
    condition:
      'r/D = 1.5; C depends on D (0.57 at 100 mm to 0.25 from 350 mm): interpolated; 0.28 is the 250 mm value.',
    table: byDiameter(PLEATED_DIAMETERS_MM, [0.57, 0.43, 0.34, 0.28, 0.26, 0.25, 0.25]),
    source: `${ASHRAE_CH21}, CD3-5`,
  },
  {
    id: 'CD3-7',
    name: 'Round elbow, pleated, 45°, r/D = 1.5 (CD3-7)',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.17,
    condition:
      'r/D = 1.5; C depends on D (0.34 at 100 mm to 0.15 from 350 mm): interpolated; 0.17 is the 250 mm value.',
    table: byDiameter(PLEATED_DIAMETERS_MM, [0.34, 0.26, 0.21, 0.17, 0.16, 0.15, 0.15]),
    source: `${ASHRAE_CH21}, CD3-7`,
  },
  {
    id: 'CD3-9',
    name: 'Round elbow, 5 gore, 90°, r/D = 1.5 (CD3-9)',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.18,
    condition:
      'r/D = 1.5; C depends on D (0.51 at 75 mm to 0.12 from 690 mm): interpolated; 0.18 is the 300 mm value.',
    table: byDiameter(
      GORE_DIAMETERS_MM,
      [0.51, 0.28, 0.21, 0.18, 0.16, 0.15, 0.14, 0.13, 0.12, 0.12, 0.12],
    ),
    source: `${ASHRAE_CH21}, CD3-9`,
  },
  {
    id: 'CD3-10',
    name: 'Round elbow, 7 gore, 90°, r/D = 2.5 (CD3-10)',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.08,
    condition:
      'r/D = 2.5; C depends on D (0.16 at 75 mm to 0.03 at 1500 mm): interpolated; 0.08 is the 300 mm value.',
    table: byDiameter(
      [75, 150, 230, 300, 380, 450, 690, 1500],
      [0.16, 0.12, 0.1, 0.08, 0.07, 0.06, 0.05, 0.03],
    ),
    source: `${ASHRAE_CH21}, CD3-10`,
  },
  {
    id: 'CD3-12',
    name: 'Round elbow, 3 gore, 90°, r/D = 1.5 (CD3-12)',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.34,
    condition: 'r/D = 1.5 (table: 0.54 at r/D 0.75, 0.42 at 1.0, 0.34 at 1.5, 0.33 at 2.0).',
    source: `${ASHRAE_CH21}, CD3-12`,
  },
  {
    id: 'CD3-13',
    name: 'Round elbow, 3 gore, 60°, r/D = 1.5 (CD3-13)',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.14,
    condition:
      'r/D = 1.5; C depends on D (0.40 at 75 mm to 0.09 from 690 mm): interpolated; 0.14 is the 300 mm value.',
    table: byDiameter(
      GORE_DIAMETERS_MM,
      [0.4, 0.21, 0.16, 0.14, 0.12, 0.12, 0.11, 0.1, 0.09, 0.09, 0.09],
    ),
    source: `${ASHRAE_CH21}, CD3-13`,
  },
  {
    id: 'CD3-14',
    name: 'Round elbow, 3 gore, 45°, r/D = 1.5 (CD3-14)',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 0.11,
    condition:
      'r/D = 1.5; C depends on D (0.31 at 75 mm to 0.07 from 690 mm): interpolated; 0.11 is the 300 mm value.',
    table: byDiameter(
      GORE_DIAMETERS_MM,
      [0.31, 0.17, 0.13, 0.11, 0.11, 0.09, 0.08, 0.08, 0.07, 0.07, 0.07],
    ),
    source: `${ASHRAE_CH21}, CD3-14`,
  },
  {
    id: 'round-elbow-mitred-90',
    name: 'Round elbow, mitred, 90°',
    category: 'elbow',
    shapes: ROUND,
    lossCoefficient: 1.2,
    condition:
      'At Re ≥ 1.4×10⁵; at lower Re it is multiplied by K_Re (1.40 at Re = 10⁴), interpolated for the duct. C referred to the duct velocity pressure.',
    reynoldsCorrection: 'sharp',
    source: `${SMACNA}, table A-7C and note 2`,
  },
  smoothRectangularElbow('0.5', 1.2, true),
  smoothRectangularElbow('0.75', 0.44, false),
  smoothRectangularElbow('1.0', 0.21, false),
  smoothRectangularElbow('1.5', 0.17, false),
  smoothRectangularElbow('2.0', 0.15, false),
  {
    id: 'rect-elbow-mitred-90',
    name: 'Rectangular elbow, mitred, 90°, without vanes',
    category: 'elbow',
    shapes: RECTANGULAR,
    lossCoefficient: 1.2,
    condition:
      'H/W = 1.0 (1.3 at H/W 0.25, 0.92 at 4.0), at Re ≥ 1.4×10⁵; at lower Re multiplied by K_Re, interpolated for the duct.',
    reynoldsCorrection: 'sharp',
    source: `${SMACNA}, table A-7D and note 2`,
  },
  {
    id: 'rect-elbow-mitred-45',
    name: 'Rectangular elbow, mitred, 45°, without vanes',
    category: 'elbow',
    shapes: RECTANGULAR,
    lossCoefficient: 0.34,
    condition:
      'H/W = 1.0, at Re ≥ 1.4×10⁵; at lower Re multiplied by K_Re, interpolated for the duct.',
    reynoldsCorrection: 'sharp',
    source: `${SMACNA}, table A-7D and note 2`,
  },
  {
    id: 'rect-elbow-mitred-90-single-vanes',
    name: 'Rectangular elbow, mitred, 90°, single-thickness turning vanes',
    category: 'elbow',
    shapes: RECTANGULAR,
    lossCoefficient: 0.22,
    condition:
      'Vane radius 50 mm, spacing 38 mm; C depends on velocity (0.24 at 5 m/s to 0.20 at 12.5 m/s): interpolated.',
    table: {
      variable: 'velocityMS',
      x: [5, 7.5, 10, 12.5],
      lossCoefficient: [0.24, 0.23, 0.22, 0.2],
    },
    source: `${SMACNA}, table A-7H`,
  },
  {
    id: 'rect-elbow-mitred-90-double-vanes',
    name: 'Rectangular elbow, mitred, 90°, double-thickness turning vanes',
    category: 'elbow',
    shapes: RECTANGULAR,
    lossCoefficient: 0.41,
    condition:
      'Vane radius 50 mm, spacing 38 mm; C depends on velocity (0.43 at 5 m/s to 0.40 at 12.5 m/s): interpolated.',
    table: {
      variable: 'velocityMS',
      x: [5, 7.5, 10, 12.5],
      lossCoefficient: [0.43, 0.42, 0.41, 0.4],
    },
    source: `${SMACNA}, table A-7H`,
  },
  {
    id: 'round-tee-90-branch',
    name: 'Round tee, 90°, diverging, branch path',
    category: 'junction',
    shapes: ROUND,
    lossCoefficient: 1.4,
    condition:
      'Ab/Ac = 0.5 and Qb/Qc = 0.5, so the branch and upstream velocities are equal; C referred to that velocity pressure.',
    source: `${SMACNA}, table A-11A (θ = 90°)`,
  },
  {
    id: 'round-wye-45-branch',
    name: 'Round wye, 45°, diverging, branch path',
    category: 'junction',
    shapes: ROUND,
    lossCoefficient: 0.4,
    condition:
      'Ab/Ac = 0.5 and Qb/Qc = 0.5 (branch velocity = upstream velocity); C referred to that velocity pressure.',
    source: `${SMACNA}, table A-11A (θ = 45°)`,
  },
  {
    id: 'round-conical-tee-90-branch',
    name: 'Round conical tee, 90°, diverging, branch path',
    category: 'junction',
    shapes: ROUND,
    lossCoefficient: 0.42,
    condition: 'Vb/Vc = 1.0; C referred to the upstream (= branch) velocity pressure.',
    source: `${SMACNA}, table A-11B`,
  },
  {
    id: 'round-tee-straight-through',
    name: 'Round tee or wye, diverging, straight-through (main) path',
    category: 'junction',
    shapes: ROUND,
    lossCoefficient: 0.02,
    condition:
      'Vs/Vc = 0.8 (0.35 at Vs/Vc 0, 0.09 at 0.5, 0 at 1.0); C referred to the upstream velocity pressure.',
    source: `${SMACNA}, table A-11A (main, Cs)`,
  },
  {
    id: 'rect-tee-90-branch',
    name: 'Rectangular tee, 90°, main and branch, diverging, branch path',
    category: 'junction',
    shapes: RECTANGULAR,
    lossCoefficient: 1.27,
    condition:
      'Vb/Vc = 1.0 and Qb/Qc = 0.5; C referred to the upstream (= branch) velocity pressure.',
    source: `${SMACNA}, table A-11P`,
  },
  {
    id: 'rect-tee-45-entry-branch',
    name: 'Rectangular tee, 45° entry, main and branch, diverging, branch path',
    category: 'junction',
    shapes: RECTANGULAR,
    lossCoefficient: 0.74,
    condition:
      'Vb/Vc = 1.0 and Qb/Qc = 0.5; C referred to the upstream (= branch) velocity pressure.',
    source: `${SMACNA}, table A-11N`,
  },
  {
    id: 'rect-tee-straight-through',
    name: 'Rectangular tee, diverging, straight-through (main) path',
    category: 'junction',
    shapes: RECTANGULAR,
    lossCoefficient: 0.02,
    condition:
      'Vs/Vc = 0.8 (0.35 at Vs/Vc 0, 0.09 at 0.5, 0 at 1.0); C referred to the upstream velocity pressure.',
    source: `${SMACNA}, table A-11N (main, Cs)`,
  },
  {
    id: 'round-transition-diverging-30',
    name: 'Round transition, conical, diverging, 30° included angle',
    category: 'transition',
    shapes: ROUND,
    lossCoefficient: 0.32,
    condition:
      'A1/A = 2, Re ≈ 0.5×10⁵; C referred to the velocity pressure of the smaller (upstream) duct.',
    source: `${SMACNA}, table A-8A`,
  },
  {
    id: 'rect-transition-diverging-30',
    name: 'Rectangular transition, pyramidal, diverging, 30° included angle',
    category: 'transition',
    shapes: RECTANGULAR,
    lossCoefficient: 0.25,
    condition: 'A1/A = 2; C referred to the velocity pressure of the smaller (upstream) duct.',
    source: `${SMACNA}, table A-8B`,
  },
  {
    id: 'contraction-gradual-30',
    name: 'Contraction, gradual, 30° included angle (round or rectangular)',
    category: 'transition',
    shapes: BOTH,
    lossCoefficient: 0.05,
    condition:
      'A1/A = 2 (0.05 for any angle from 10° to 45°); C referred to the smaller (downstream) duct.',
    source: `${SMACNA}, table A-9A`,
  },
  {
    id: 'contraction-abrupt',
    name: 'Contraction, abrupt (round or rectangular)',
    category: 'transition',
    shapes: BOTH,
    lossCoefficient: 0.26,
    condition:
      'A1/A = 2, θ = 180° (0.41 at A1/A = 4); C referred to the smaller (downstream) duct.',
    source: `${SMACNA}, table A-9A`,
  },
  {
    id: 'entry-flush-in-wall',
    name: 'Entry, duct mounted flush in a wall',
    category: 'entry',
    shapes: BOTH,
    lossCoefficient: 0.5,
    condition: 'Duct end flush with the wall (L = 0); rectangular D = 2HW/(H + W).',
    source: `${SMACNA}, table A-12A (Idelchik diagram 3-1; ASHRAE ED1-1)`,
  },
  {
    id: 'entry-projecting',
    name: 'Entry, thin-walled duct projecting from a wall',
    category: 'entry',
    shapes: BOTH,
    lossCoefficient: 1.0,
    condition: 't/D ≈ 0 and projection L/D ≥ 0.5.',
    source: `${SMACNA}, table A-12A (Idelchik diagram 3-1)`,
  },
  {
    id: 'entry-bellmouth-with-wall',
    name: 'Entry, smooth bellmouth with end wall',
    category: 'entry',
    shapes: ROUND,
    lossCoefficient: 0.03,
    condition: 'r/D = 0.20 (0.12 at r/D = 0.10).',
    source: `${SMACNA}, table A-12C`,
  },
  {
    id: 'exit-abrupt',
    name: 'Exit, abrupt, free discharge (round or rectangular)',
    category: 'exit',
    shapes: BOTH,
    lossCoefficient: 1.0,
    condition: 'With or without a wall: the whole velocity pressure is lost.',
    source: `${SMACNA}, table A-13J`,
  },
  {
    id: 'damper-butterfly-open',
    name: 'Damper, butterfly, thin plate, fully open',
    category: 'damper',
    shapes: ROUND,
    lossCoefficient: 0.2,
    condition: 'θ = 0° (0.52 at 10°, 1.5 at 20°, 4.5 at 30°).',
    source: `${SMACNA}, table A-15A (ASHRAE CD9-1)`,
  },
] as const satisfies readonly DuctFitting[];

export type DuctFittingId = (typeof DUCT_FITTINGS)[number]['id'];

/** Fittings by id. */
export const FITTINGS_BY_ID: ReadonlyMap<string, DuctFitting> = new Map(
  DUCT_FITTINGS.map((fitting) => [fitting.id, fitting]),
);

/** A fitting type: a library id, or 'custom' (loss given by customC or customEquivalentLength). */
export const FittingTypeSchema = z.enum(
  ['custom', ...DUCT_FITTINGS.map((fitting) => fitting.id)] as [
    DuctFittingId | 'custom',
    ...(DuctFittingId | 'custom')[],
  ],
  { error: 'Fitting type must be a fitting from the library or "custom".' },
);
export type FittingType = z.output<typeof FittingTypeSchema>;

/** Linear interpolation in a table, clamped to its end values. */
function interpolateClamped(x: number, xs: readonly number[], ys: readonly number[]): number {
  const first = xs[0];
  const last = xs[xs.length - 1];
  if (first === undefined || last === undefined) throw new RangeError('Empty table.');
  if (x <= first) return ys[0] ?? Number.NaN;
  if (x >= last) return ys[ys.length - 1] ?? Number.NaN;
  for (let i = 1; i < xs.length; i++) {
    const x1 = xs[i] ?? Number.NaN;
    if (x <= x1) {
      const x0 = xs[i - 1] ?? Number.NaN;
      const y0 = ys[i - 1] ?? Number.NaN;
      const y1 = ys[i] ?? Number.NaN;
      return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
    }
  }
  return ys[ys.length - 1] ?? Number.NaN;
}

/** The duct the fitting sits in, for size-, velocity- and Re-dependent coefficients. */
export interface FittingContext {
  /** Diameter, or equivalent diameter of a rectangular duct, m. */
  readonly diameterM: number;
  /** Mean velocity, m/s. */
  readonly velocityMS: number;
  /** Reynolds number of the duct flow. */
  readonly reynoldsNumber: number;
}

/**
 * Loss coefficient of a library fitting in a given duct: its table interpolated at the duct's
 * diameter or velocity (clamped at the table ends), times the Reynolds-number correction K_Re
 * where the source prescribes one; otherwise the representative value.
 *
 * @param fitting - A fitting from {@link DUCT_FITTINGS}.
 * @param context - Diameter (m), velocity (m/s) and Reynolds number of the duct.
 * @returns Loss coefficient C referred to the duct's velocity pressure.
 * @throws {RangeError} If a context value is negative or not finite.
 * @see SMACNA HVAC Systems Duct Design (2006), table A-7, note 2 (K_Re)
 * @example fittingLossCoefficient(FITTINGS_BY_ID.get('CD3-9')!, { diameterM: 0.3, velocityMS: 5, reynoldsNumber: 1e5 }) //=> 0.18
 */
export function fittingLossCoefficient(fitting: DuctFitting, context: FittingContext): number {
  assertNonNegative(context.diameterM, 'diameterM');
  assertFinite(context.velocityMS, 'velocityMS');
  assertNonNegative(context.reynoldsNumber, 'reynoldsNumber');
  let coefficient = fitting.lossCoefficient;
  if (fitting.table) {
    const x =
      fitting.table.variable === 'diameterMm'
        ? context.diameterM * 1000
        : Math.abs(context.velocityMS);
    coefficient = interpolateClamped(x, fitting.table.x, fitting.table.lossCoefficient);
  }
  if (fitting.reynoldsCorrection) {
    coefficient *= interpolateClamped(
      context.reynoldsNumber / 1e4,
      REYNOLDS_CORRECTION.reynoldsE4,
      REYNOLDS_CORRECTION[fitting.reynoldsCorrection],
    );
  }
  return coefficient;
}
