import { assertInRange, assertPositive } from '../_lib/assert.js';
import { METRES_PER_FOOT, METRES_PER_INCH } from '../units/factors.js';
import { OCTAVE_BANDS_HZ } from './constants.js';

/**
 * Sound attenuation of straight sheet-metal duct, per unit length, octave bands 63–8000 Hz:
 * rectangular and round, unlined or lined with 1 in (25 mm) or 2 in (50 mm) of fibreglass.
 *
 * The rectangular duct equations and the lined round duct equation are Reynolds and Bledsoe's
 * regressions (I-P: P/A in ft⁻¹, thickness and diameter in in, results in dB/ft), which ASHRAE
 * tabulates. Their constants were read in a public implementation (the Trace acoustics toolkit,
 * github.com/Moosevellous/Trace, Mechanical.bas, "DuctAtten_Reynolds" and
 * "DuctAttenCircular_Reynolds", which cite the NEBB sound and vibration manual's reproduction of
 * Reynolds and Bledsoe), and checked against the published tables of Siemens Building Technologies,
 * "Minimizing Excessive Sound in Ventilation System Design", Application Guide 125-1929 Rev. 4
 * (2009), tables 17–18 (lined rectangular, by P/A) and 20–21 (1 in and 2 in lined round, by
 * diameter), as reproduced at manualshelf.com (…/siemens/lab-controls/3-2-1-basic-documentation-
 * english/page-67.html, page-68, page-70 and page-71): every value checked agrees to the table's
 * 0.01 dB/ft (see duct-attenuation.test.ts).
 */

/** Cross-section shapes with published attenuation. */
export const ACOUSTIC_DUCT_SHAPES = ['rectangular', 'round'] as const;
export type AcousticDuctShape = (typeof ACOUSTIC_DUCT_SHAPES)[number];

/** Internal fibreglass lining: none, 1 in (25 mm) or 2 in (50 mm), the thicknesses ASHRAE tabulates. */
export const DUCT_LININGS = ['unlined', 'lined1in', 'lined2in'] as const;
export type DuctLining = (typeof DUCT_LININGS)[number];

/** Lining thickness of each lining option, in (the unit of the regressions). */
export const DUCT_LINING_THICKNESS_IN: Readonly<Record<DuctLining, number>> = {
  unlined: 0,
  lined1in: 1,
  lined2in: 2,
};

/**
 * Perimeter-to-area range of the rectangular regressions as published, ft⁻¹: the Siemens tables
 * 17–18 run from P/A = 12.00 (small ducts) down to 0.83 (about 58 × 58 in). Outside it the engine
 * clamps P/A and warns.
 */
export const RECTANGULAR_DUCT_PA_RANGE_PER_FT = { min: 0.83, max: 12 } as const;

/** Diameter range of the lined round duct regression as published (Siemens tables 20–21), in. */
export const LINED_ROUND_DUCT_DIAMETER_RANGE_IN = { min: 6, max: 60 } as const;

/** Smallest diameter of the unlined round duct data (Engineering ToolBox, "100 - 300 mm"), m. */
export const UNLINED_ROUND_DUCT_MIN_DIAMETER_M = 0.1;

/**
 * Insertion loss constants of fibreglass-lined rectangular duct, IL = B·(P/A)^C·t^D per ft
 * (P/A ft⁻¹, t in), 63–8000 Hz.
 * @see Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE (lined rectangular duct insertion loss); ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Acoustically lined rectangular sheet metal ducts"
 */
export const LINED_RECTANGULAR_DUCT_CONSTANTS = {
  B: [0.0133, 0.0574, 0.271, 1.0147, 1.77, 1.392, 1.518, 1.581],
  C: [1.959, 1.41, 0.824, 0.5, 0.695, 0.802, 0.451, 0.219],
  D: [0.917, 0.941, 1.079, 1.087, 0, 0, 0, 0],
} as const;

/**
 * Insertion loss constants of fibreglass-lined round duct, IL = A + B·t + C·t² + D·d + E·d² + F·d³
 * per ft (t and d in in), 63–8000 Hz.
 * @see Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE (lined round duct insertion loss); ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Acoustically lined round sheet metal ducts"
 */
export const LINED_ROUND_DUCT_CONSTANTS = {
  A: [0.2825, 0.5237, 0.3652, 0.1333, 1.933, 2.73, 2.8, 1.545],
  B: [0.3447, 0.2234, 0.79, 1.845, 0, 0, 0, 0],
  C: [-0.05251, -0.004936, -0.1157, -0.3735, 0, 0, 0, 0],
  D: [-0.03837, -0.02724, -0.01834, -0.01293, 0.06135, -0.07341, -0.1467, -0.05452],
  E: [0.00091315, 0.0003377, -0.0001211, 0.00008624, -0.003891, 0.0004428, 0.003404, 0.00129],
  F: [
    -0.000008294, -0.00000249, 0.000002681, -0.000004986, 0.00003934, 0.000001006, -0.00002851,
    -0.00001318,
  ],
} as const;

/**
 * Attenuation of unlined round sheet-metal duct, dB/m, 63–8000 Hz, for diameters up to 300 mm
 * (from 100 mm) and above 300 mm; the source's last column is "2000 and higher", used for 2, 4 and
 * 8 kHz.
 * @see Engineering ToolBox, "Unlined Sheet-Metal Ducts - Sound Attenuation", https://www.engineeringtoolbox.com/sound-attenuation-ducts-d_74.html (after ASHRAE Handbook—HVAC Applications, ch. "Sound and vibration control")
 */
export const UNLINED_ROUND_DUCT_DB_PER_M = {
  upTo300mm: [0.1, 0.1, 0.1, 0, 0, 0, 0, 0],
  over300mm: [0, 0, 0, 0, 0, 0, 0, 0],
} as const;

/** Highest attenuation one straight run is credited with, dB: flanking limits what duct can give. */
export const MAX_STRAIGHT_DUCT_ATTENUATION_DB = 40;

function bandIndex(frequencyHz: number): number {
  const index = (OCTAVE_BANDS_HZ as readonly number[]).indexOf(frequencyHz);
  if (index < 0) {
    throw new RangeError(
      `frequencyHz must be an octave band centre 63–8000 Hz, got ${frequencyHz}.`,
    );
  }
  return index;
}

/**
 * Attenuation of unlined rectangular sheet-metal duct per foot (I-P): at 250 Hz and below
 * 17.0·(P/A)^−0.25·f^−0.85 when P/A ≥ 3 ft⁻¹, else 1.64·(P/A)^0.73·f^−0.58; above 250 Hz
 * 0.02·(P/A)^0.8.
 *
 * @param perimeterOverAreaPerFt - Perimeter over cross-sectional area P/A, ft⁻¹. Must be > 0.
 * @param frequencyHz - Octave-band centre frequency 63–8000 Hz.
 * @returns Attenuation, dB/ft.
 * @throws {RangeError} If an argument is out of range.
 * @see Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE (unlined rectangular duct); ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Unlined rectangular sheet metal ducts"
 * @example unlinedRectangularDuctAttenuationDbPerFt(4, 63) //=> 0.354
 */
export function unlinedRectangularDuctAttenuationDbPerFt(
  perimeterOverAreaPerFt: number,
  frequencyHz: number,
): number {
  assertPositive(perimeterOverAreaPerFt, 'perimeterOverAreaPerFt');
  bandIndex(frequencyHz);
  const pa = perimeterOverAreaPerFt;
  if (frequencyHz <= 250) {
    return pa >= 3
      ? 17.0 * pa ** -0.25 * frequencyHz ** -0.85
      : 1.64 * pa ** 0.73 * frequencyHz ** -0.58;
  }
  return 0.02 * pa ** 0.8;
}

/**
 * Insertion loss of a fibreglass lining in rectangular duct per foot (I-P): IL = B·(P/A)^C·t^D.
 * The attenuation of the lined duct is this plus the unlined attenuation.
 *
 * @param perimeterOverAreaPerFt - P/A of the free (inside-lining) cross-section, ft⁻¹. Must be > 0.
 * @param liningThicknessIn - Lining thickness, 1 or 2 in (the tabulated thicknesses; 1 to 2 accepted).
 * @param frequencyHz - Octave-band centre frequency 63–8000 Hz.
 * @returns Insertion loss, dB/ft.
 * @throws {RangeError} If an argument is out of range.
 * @see Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE (lined rectangular duct insertion loss); ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Acoustically lined rectangular sheet metal ducts"
 * @example linedRectangularDuctInsertionLossDbPerFt(4, 1, 1000) //=> 4.64
 */
export function linedRectangularDuctInsertionLossDbPerFt(
  perimeterOverAreaPerFt: number,
  liningThicknessIn: number,
  frequencyHz: number,
): number {
  assertPositive(perimeterOverAreaPerFt, 'perimeterOverAreaPerFt');
  assertInRange(liningThicknessIn, 'liningThicknessIn', 1, 2);
  const band = bandIndex(frequencyHz);
  const { B, C, D } = LINED_RECTANGULAR_DUCT_CONSTANTS;
  return (
    (B[band] ?? 0) * perimeterOverAreaPerFt ** (C[band] ?? 0) * liningThicknessIn ** (D[band] ?? 0)
  );
}

/**
 * Insertion loss of a fibreglass lining in round duct per foot (I-P):
 * IL = A + B·t + C·t² + D·d + E·d² + F·d³, never below 0 (the tables print 0 where it would be).
 *
 * @param diameterIn - Inside diameter of the lining, 6 to 60 in.
 * @param liningThicknessIn - Lining thickness, 1 or 2 in (1 to 2 accepted).
 * @param frequencyHz - Octave-band centre frequency 63–8000 Hz.
 * @returns Insertion loss, dB/ft.
 * @throws {RangeError} If an argument is out of range.
 * @see Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE (lined round duct insertion loss); ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Acoustically lined round sheet metal ducts"
 * @example linedRoundDuctInsertionLossDbPerFt(12, 2, 63) //=> 0.419
 */
export function linedRoundDuctInsertionLossDbPerFt(
  diameterIn: number,
  liningThicknessIn: number,
  frequencyHz: number,
): number {
  assertInRange(
    diameterIn,
    'diameterIn',
    LINED_ROUND_DUCT_DIAMETER_RANGE_IN.min,
    LINED_ROUND_DUCT_DIAMETER_RANGE_IN.max,
  );
  assertInRange(liningThicknessIn, 'liningThicknessIn', 1, 2);
  const band = bandIndex(frequencyHz);
  const { A, B, C, D, E, F } = LINED_ROUND_DUCT_CONSTANTS;
  const t = liningThicknessIn;
  const d = diameterIn;
  const il =
    (A[band] ?? 0) +
    (B[band] ?? 0) * t +
    (C[band] ?? 0) * t ** 2 +
    (D[band] ?? 0) * d +
    (E[band] ?? 0) * d ** 2 +
    (F[band] ?? 0) * d ** 3;
  return Math.max(0, il);
}

/** A straight duct as the attenuation functions take it (SI). */
export interface StraightDuctSection {
  readonly shape: AcousticDuctShape;
  /** Width, or the inside diameter of a round duct, m (inside the lining). */
  readonly widthM: number;
  /** Height of a rectangular duct, m (inside the lining); ignored for round. */
  readonly heightM?: number;
  readonly lining: DuctLining;
}

/** Per-length attenuation of a straight duct, band by band. */
export interface StraightDuctAttenuation {
  /** Attenuation per metre, 63–8000 Hz, dB/m. */
  readonly dbPerMetre: readonly number[];
  /** P/A of a rectangular duct as computed (before any clamping), m⁻¹; null for round. */
  readonly perimeterOverAreaPerM: number | null;
  /** Where the size lies outside the published data and the engine clamped it. */
  readonly warnings: readonly string[];
}

const PER_FT_TO_PER_M = 1 / METRES_PER_FOOT;

/**
 * Attenuation per unit length of a straight sheet-metal duct, 63–8000 Hz. Rectangular: Reynolds and
 * Bledsoe's unlined attenuation plus, when lined, the lining's insertion loss (as the published lined
 * tables give it); round: the unlined table, or the lining's insertion loss. Sizes outside the
 * published data are clamped to its edge with a warning, never extrapolated.
 *
 * @param section - Shape, inside size (m) and lining.
 * @returns Attenuation in dB/m per band, P/A, and warnings.
 * @throws {RangeError} If a size is not positive or a rectangular height is missing.
 * @see Reynolds, D. D. and Bledsoe, J. M. (1991), Algorithms for HVAC Acoustics, ASHRAE; ASHRAE Handbook—HVAC Applications (2019), ch. 49, "Duct element sound attenuation"
 * @example straightDuctAttenuationPerLength({ shape: 'rectangular', widthM: 0.3048, heightM: 0.3048, lining: 'lined1in' }).dbPerMetre[4] //=> 15.42
 */
export function straightDuctAttenuationPerLength(
  section: StraightDuctSection,
): StraightDuctAttenuation {
  assertPositive(section.widthM, 'widthM');
  const warnings: string[] = [];
  const thicknessIn = DUCT_LINING_THICKNESS_IN[section.lining];
  if (section.shape === 'rectangular') {
    if (section.heightM === undefined) throw new RangeError('heightM is required for rectangular.');
    assertPositive(section.heightM, 'heightM');
    const paPerM = (2 * (section.widthM + section.heightM)) / (section.widthM * section.heightM);
    const paPerFt = paPerM * METRES_PER_FOOT;
    const { min, max } = RECTANGULAR_DUCT_PA_RANGE_PER_FT;
    const pa = Math.min(max, Math.max(min, paPerFt));
    if (pa !== paPerFt) {
      warnings.push(
        `Perimeter/area ${paPerFt.toFixed(2)} ft⁻¹ (${paPerM.toFixed(2)} m⁻¹) is outside the published ${min}–${max} ft⁻¹: the attenuation of P/A = ${pa} ft⁻¹ is used.`,
      );
    }
    const dbPerMetre = OCTAVE_BANDS_HZ.map((hz) => {
      const unlined = unlinedRectangularDuctAttenuationDbPerFt(pa, hz);
      const lining =
        thicknessIn === 0 ? 0 : linedRectangularDuctInsertionLossDbPerFt(pa, thicknessIn, hz);
      return (unlined + lining) * PER_FT_TO_PER_M;
    });
    return { dbPerMetre, perimeterOverAreaPerM: paPerM, warnings };
  }
  if (thicknessIn === 0) {
    if (section.widthM < UNLINED_ROUND_DUCT_MIN_DIAMETER_M) {
      warnings.push(
        `Round duct diameter ${Math.round(section.widthM * 1000)} mm is below the published 100 mm: the 100–300 mm attenuation is used.`,
      );
    }
    const row =
      section.widthM <= 0.3
        ? UNLINED_ROUND_DUCT_DB_PER_M.upTo300mm
        : UNLINED_ROUND_DUCT_DB_PER_M.over300mm;
    return { dbPerMetre: [...row], perimeterOverAreaPerM: null, warnings };
  }
  const diameterIn = section.widthM / METRES_PER_INCH;
  const { min, max } = LINED_ROUND_DUCT_DIAMETER_RANGE_IN;
  const d = Math.min(max, Math.max(min, diameterIn));
  if (d !== diameterIn) {
    warnings.push(
      `Lined round duct diameter ${diameterIn.toFixed(1)} in (${Math.round(section.widthM * 1000)} mm) is outside the published ${min}–${max} in: the attenuation of ${d} in is used.`,
    );
  }
  const dbPerMetre = OCTAVE_BANDS_HZ.map(
    (hz) => linedRoundDuctInsertionLossDbPerFt(d, thicknessIn, hz) * PER_FT_TO_PER_M,
  );
  return { dbPerMetre, perimeterOverAreaPerM: null, warnings };
}
