import { fittingPressureLossPa } from '../fluid-flow/index.js';
import { PIPE_FITTINGS, fittingResistance } from './fittings.js';
import type { FittingPipeContext, FittingResistance, PipeFittingType } from './fittings.js';

/** One row of fittings, SI. */
export interface FittingRowSi {
  readonly id: string;
  readonly type: PipeFittingType;
  readonly quantity: number;
  readonly customK?: number | undefined;
  /** Equivalent length of one fitting, m. */
  readonly customEquivalentLengthM?: number | undefined;
}

/** The loss of one row of fittings, SI. */
export interface FittingRowLoss extends FittingResistance {
  readonly id: string;
  readonly type: PipeFittingType;
  readonly label: string;
  readonly quantity: number;
  /** quantity × kEach. */
  readonly kTotal: number;
  readonly pressureLossPa: number;
}

/**
 * Losses of a list of fittings in one pipe: Δp = Σ quantity · K · ρV²/2, each K from
 * {@link fittingResistance}.
 *
 * @param fittings - Rows of fittings (equivalent lengths in m).
 * @param pipe - Nominal size, inside diameter and friction factor of the pipe.
 * @param velocityPressurePa - ρV²/2 in the pipe, Pa.
 * @returns Each row's K and loss, and the totals.
 * @throws {RangeError} If a row needs manufacturer data and has none.
 * @see Crane TP-410, ch. 2 (K and L/D); ASHRAE Handbook—Fundamentals (2021), ch. 22 "Valve and fitting losses"
 * @example fittingLosses([{ id: 'a', type: 'elbow90Standard', quantity: 2 }], { nominalInches: 2, insideDiameterM: 0.0525, frictionFactor: 0.02 }, 1000).totalPressureLossPa //=> 1140
 */
export function fittingLosses(
  fittings: readonly FittingRowSi[],
  pipe: FittingPipeContext,
  velocityPressurePa: number,
): {
  readonly items: readonly FittingRowLoss[];
  readonly totalK: number;
  readonly totalPressureLossPa: number;
} {
  const items = fittings.map((row): FittingRowLoss => {
    const resistance = fittingResistance(row, pipe);
    const kTotal = resistance.kEach * row.quantity;
    return {
      ...resistance,
      id: row.id,
      type: row.type,
      label: PIPE_FITTINGS[row.type].label,
      quantity: row.quantity,
      kTotal,
      pressureLossPa: fittingPressureLossPa(kTotal, velocityPressurePa),
    };
  });
  return {
    items,
    totalK: items.reduce((sum, item) => sum + item.kTotal, 0),
    totalPressureLossPa: items.reduce((sum, item) => sum + item.pressureLossPa, 0),
  };
}
