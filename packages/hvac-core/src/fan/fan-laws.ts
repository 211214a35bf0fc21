import { assertFinite, assertPositive } from '../_lib/assert.js';

/** A fan duty: airflow, pressure and (optionally) shaft power, in any consistent units. */
export interface FanDuty {
  readonly flow: number;
  readonly pressure: number;
  readonly power?: number;
}

/** The changes the fan laws scale a duty by; each ratio is new / original, default 1. */
export interface FanLawRatios {
  /** Rotational speed N₂/N₁. */
  readonly speedRatio?: number;
  /** Impeller (wheel) diameter D₂/D₁, for a geometrically similar fan. */
  readonly diameterRatio?: number;
  /** Air density ρ₂/ρ₁. */
  readonly densityRatio?: number;
}

/**
 * The fan laws for geometrically similar fans at the same point of rating (same point on the
 * non-dimensional curve, so efficiency unchanged): Q ∝ N·D³, p ∝ ρ·N²·D², P ∝ ρ·N³·D⁵.
 *
 * @param duty - Flow, pressure (static or total) and optional shaft power at the original condition.
 * @param ratios - New/original speed, diameter and density ratios; each > 0, default 1.
 * @returns The duty at the new condition, in the same units.
 * @throws {RangeError} If a ratio is not positive or a duty value is not finite.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans", fan laws; AMCA Publication 201-02 (R2011), Fans and Systems (fan laws)
 * @example fanLaws({ flow: 10_000, pressure: 2, power: 5 }, { speedRatio: 1.1 }) //=> { flow: 11000, pressure: 2.42, power: 6.655 }
 */
export function fanLaws(duty: FanDuty, ratios: FanLawRatios): FanDuty {
  const speed = ratios.speedRatio ?? 1;
  const diameter = ratios.diameterRatio ?? 1;
  const density = ratios.densityRatio ?? 1;
  assertPositive(speed, 'speedRatio');
  assertPositive(diameter, 'diameterRatio');
  assertPositive(density, 'densityRatio');
  assertFinite(duty.flow, 'flow');
  assertFinite(duty.pressure, 'pressure');
  const scaled = {
    flow: duty.flow * speed * diameter ** 3,
    pressure: duty.pressure * density * speed ** 2 * diameter ** 2,
  };
  if (duty.power === undefined) return scaled;
  assertFinite(duty.power, 'power');
  return { ...scaled, power: duty.power * density * speed ** 3 * diameter ** 5 };
}
