import { assertFinite, assertPositive } from '../_lib/assert.js';
import { STANDARD_GRAVITY_M_S2 } from '../constants.js';

/** Inputs of {@link npshAvailableM}, SI. */
export interface NpshAvailableInput {
  /** Absolute pressure on the liquid surface the pump draws from (open tank: atmosphere), Pa. */
  readonly surfacePressurePa: number;
  /** Vapour pressure of the liquid at the pumping temperature, Pa (absolute). */
  readonly vapourPressurePa: number;
  readonly densityKgM3: number;
  /** Height of that liquid surface above the impeller eye, m (negative for a suction lift). */
  readonly liquidLevelAboveImpellerM: number;
  /** Friction and fitting losses of the suction line at the flow, Pa. */
  readonly suctionLossPa: number;
}

/**
 * Net positive suction head available at the pump inlet, as a column of the pumped liquid:
 * NPSHa = (p_surface − p_vapour)/(ρg) + z_s − h_f,s.
 *
 * @param input - Surface pressure, vapour pressure, density, liquid level and suction losses (SI).
 * @returns NPSH available, m of the pumped liquid (may be negative: the pump would cavitate).
 * @throws {RangeError} If a value is not finite or the density is not positive.
 * @see ANSI/HI 9.6.1, Rotodynamic Pumps—Guideline for NPSH Margin; ASHRAE Handbook—HVAC Systems and
 *   Equipment (2020), ch. 44 "Centrifugal pumps" (net positive suction)
 * @example npshAvailableM({ surfacePressurePa: 101_325, vapourPressurePa: 1_768, densityKgM3: 999, liquidLevelAboveImpellerM: 1.524, suctionLossPa: 5_977 }) //=> 11.07
 */
export function npshAvailableM(input: NpshAvailableInput): number {
  assertFinite(input.surfacePressurePa, 'surfacePressurePa');
  assertFinite(input.vapourPressurePa, 'vapourPressurePa');
  assertPositive(input.densityKgM3, 'densityKgM3');
  assertFinite(input.liquidLevelAboveImpellerM, 'liquidLevelAboveImpellerM');
  assertFinite(input.suctionLossPa, 'suctionLossPa');
  const weight = input.densityKgM3 * STANDARD_GRAVITY_M_S2;
  return (
    (input.surfacePressurePa - input.vapourPressurePa - input.suctionLossPa) / weight +
    input.liquidLevelAboveImpellerM
  );
}

/**
 * Lowest NPSH margin ratio NPSHa/NPSHr that ANSI/HI 9.6.1 recommends for any application (1.1 to
 * 2.5 depending on service and suction energy); below it the engine warns.
 * @see ANSI/HI 9.6.1, Rotodynamic Pumps—Guideline for NPSH Margin, table of recommended NPSH margin ratios.
 */
export const MIN_NPSH_MARGIN_RATIO = 1.1;
