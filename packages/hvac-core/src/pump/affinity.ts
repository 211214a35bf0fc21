import { assertFinite, assertPositive } from '../_lib/assert.js';

/** A pump duty: flow, head and (optionally) power, in any consistent units. */
export interface PumpDuty {
  readonly flow: number;
  readonly head: number;
  readonly power?: number;
}

/**
 * The pump affinity laws for a speed change at constant impeller diameter: Q ∝ N, H ∝ N², P ∝ N³
 * (efficiency taken as unchanged, which holds for moderate speed changes).
 *
 * @param duty - Flow, head and optional power at the original speed (any consistent units).
 * @param speedRatio - New speed / original speed. Must be > 0.
 * @returns The duty at the new speed, in the same units.
 * @throws {RangeError} If the ratio is not positive or a value is not finite.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal pumps", table of pump
 *   affinity laws; Hydraulic Institute, ANSI/HI 1.3
 * @example affinityLaws({ flow: 100, head: 50, power: 2 }, 0.8) //=> { flow: 80, head: 32, power: 1.024 }
 */
export function affinityLaws(duty: PumpDuty, speedRatio: number): PumpDuty {
  assertPositive(speedRatio, 'speedRatio');
  assertFinite(duty.flow, 'flow');
  assertFinite(duty.head, 'head');
  const scaled = { flow: duty.flow * speedRatio, head: duty.head * speedRatio ** 2 };
  if (duty.power === undefined) return scaled;
  assertFinite(duty.power, 'power');
  return { ...scaled, power: duty.power * speedRatio ** 3 };
}
