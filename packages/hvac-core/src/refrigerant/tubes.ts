import { METRES_PER_INCH } from '../units/factors.js';
import type { UnitSystem } from '../units/unit-system.js';

/**
 * Copper tube for air conditioning and refrigeration field service (ACR), ASTM B280: designated by
 * its actual outside diameter, in. Rows: [size as written, OD in, nominal wall in].
 *
 * Drawn (hard) straight lengths carry the walls of ASTM B88 Type L tube of the same OD, the tube the
 * ASHRAE Refrigeration Handbook line-capacity tables are computed for ("Type L copper").
 *
 * @see ASTM B280-20, Standard Specification for Seamless Copper Tube for Air Conditioning and
 *   Refrigeration Field Service, table of standard sizes (as reproduced in the Copper Development
 *   Association's Copper Tube Handbook, "ACR tube" dimension table).
 */
const ACR_DRAWN_ROWS = [
  ['3/8', 0.375, 0.03],
  ['1/2', 0.5, 0.035],
  ['5/8', 0.625, 0.04],
  ['3/4', 0.75, 0.042],
  ['7/8', 0.875, 0.045],
  ['1-1/8', 1.125, 0.05],
  ['1-3/8', 1.375, 0.055],
  ['1-5/8', 1.625, 0.06],
  ['2-1/8', 2.125, 0.07],
  ['2-5/8', 2.625, 0.08],
  ['3-1/8', 3.125, 0.09],
  ['3-5/8', 3.625, 0.1],
  ['4-1/8', 4.125, 0.11],
] as const;

/** ASTM B280 annealed (soft) coils, the line-set tube of split systems. @see ASTM B280-20 (as above). */
const ACR_ANNEALED_ROWS = [
  ['1/8', 0.125, 0.03],
  ['3/16', 0.1875, 0.03],
  ['1/4', 0.25, 0.03],
  ['5/16', 0.3125, 0.032],
  ['3/8', 0.375, 0.032],
  ['1/2', 0.5, 0.032],
  ['5/8', 0.625, 0.035],
  ['3/4', 0.75, 0.035],
  ['7/8', 0.875, 0.045],
  ['1-1/8', 1.125, 0.05],
  ['1-3/8', 1.375, 0.055],
] as const;

/** The tube series the sizer chooses from. */
export const TUBE_SERIES = ['acrDrawn', 'acrAnnealed'] as const;
export type TubeSeriesId = (typeof TUBE_SERIES)[number];

/** One ACR tube size with the dimensions the sizer computes with. */
export interface RefrigerantTube {
  /** OD as the trade writes it, in: '1-1/8'. */
  readonly size: string;
  readonly outsideDiameterIn: number;
  readonly wallThicknessIn: number;
  readonly insideDiameterIn: number;
  readonly insideDiameterM: number;
  /**
   * The copper-tube-size nominal size, OD − 1/8 in, used to look up Crane's fitting friction factor.
   * @see ASTM B88 (nominal size = OD − 1/8 in for copper tube size).
   */
  readonly nominalInches: number;
}

/** A tube series: its sizes, smallest first, and its source. */
export interface TubeSeries {
  readonly id: TubeSeriesId;
  readonly label: string;
  readonly standard: string;
  readonly tubes: readonly RefrigerantTube[];
}

function tube([size, outsideDiameterIn, wallThicknessIn]: readonly [
  string,
  number,
  number,
]): RefrigerantTube {
  const insideDiameterIn = outsideDiameterIn - 2 * wallThicknessIn;
  return {
    size,
    outsideDiameterIn,
    wallThicknessIn,
    insideDiameterIn,
    insideDiameterM: insideDiameterIn * METRES_PER_INCH,
    nominalInches: outsideDiameterIn - 0.125,
  };
}

export const TUBE_SERIES_INFO: Readonly<Record<TubeSeriesId, TubeSeries>> = {
  acrDrawn: {
    id: 'acrDrawn',
    label: 'ACR copper, drawn (hard), 3/8 to 4-1/8 in OD',
    standard: 'ASTM B280-20 (Type L walls)',
    tubes: ACR_DRAWN_ROWS.map(tube),
  },
  acrAnnealed: {
    id: 'acrAnnealed',
    label: 'ACR copper, annealed (soft) coils, 1/8 to 1-3/8 in OD',
    standard: 'ASTM B280-20',
    tubes: ACR_ANNEALED_ROWS.map(tube),
  },
};

/**
 * A tube's label in a unit system: "1-1/8 in OD" (Imperial) or "1-1/8 in OD (28.58 mm)" (Metric).
 * ACR tube is made to inch ODs in both markets; Metric shows the OD in mm beside it.
 *
 * @param tube - A tube of {@link TUBE_SERIES_INFO}.
 * @param unitSystem - The unit system of the result.
 * @returns The label.
 * @example tubeLabel(TUBE_SERIES_INFO.acrDrawn.tubes[5], 'Metric') //=> '1-1/8 in OD (28.58 mm)'
 */
export function tubeLabel(tube: RefrigerantTube, unitSystem: UnitSystem): string {
  const inch = `${tube.size} in OD`;
  if (unitSystem === 'Imperial') return inch;
  const millimetres = Math.round(tube.outsideDiameterIn * 25.4 * 100 + 1e-6) / 100;
  return `${inch} (${millimetres.toFixed(2)} mm)`;
}
