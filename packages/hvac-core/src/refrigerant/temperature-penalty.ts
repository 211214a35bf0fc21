import { assertNonNegative, assertPositive } from '../_lib/assert.js';
import { saturationTemperatureC } from './saturation.js';
import type { RefrigerantId } from './refrigerants.js';
import type { LineType } from './schema.js';

/**
 * The pressure drop of a line expressed as the change of saturation temperature it causes, the way
 * refrigeration engineers size lines:
 * - suction: t_dew(p_e) − t_dew(p_e − Δp) (the compressor sees a lower suction temperature);
 * - discharge: t_dew(p_c + Δp) − t_dew(p_c) (the compressor must discharge at a higher pressure);
 * - liquid: t_bubble(p_c) − t_bubble(p_c − Δp) (subcooling used up before the expansion device).
 *
 * @param refrigerant - One of `REFRIGERANTS`.
 * @param lineType - 'suction', 'discharge' or 'liquid'.
 * @param linePressurePa - Evaporator pressure (suction) or condenser pressure (discharge, liquid), Pa absolute. Must be > 0.
 * @param pressureDropPa - Frictional pressure drop of the line, Pa. Must be ≥ 0.
 * @returns Temperature penalty, K; null when the pressure at the far end leaves the table (the line is far too small).
 * @throws {RangeError} If an argument is not finite or out of range, or linePressurePa itself is outside the table.
 * @see ASHRAE Handbook—Refrigeration (2018), ch. 1, "Refrigerant line sizing" (pressure drop
 *   expressed as the corresponding change in saturation temperature, Δt)
 * @example saturationTemperaturePenaltyK('R134a', 'suction', 349_630, 8000) //=> 0.663
 */
export function saturationTemperaturePenaltyK(
  refrigerant: RefrigerantId,
  lineType: LineType,
  linePressurePa: number,
  pressureDropPa: number,
): number | null {
  assertPositive(linePressurePa, 'linePressurePa');
  assertNonNegative(pressureDropPa, 'pressureDropPa');
  const curve = lineType === 'liquid' ? 'bubble' : 'dew';
  const reference = saturationTemperatureC(refrigerant, linePressurePa, curve);
  const farEndPa =
    lineType === 'discharge' ? linePressurePa + pressureDropPa : linePressurePa - pressureDropPa;
  if (!(farEndPa > 0)) return null;
  try {
    const farEnd = saturationTemperatureC(refrigerant, farEndPa, curve);
    return lineType === 'discharge' ? farEnd - reference : reference - farEnd;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
