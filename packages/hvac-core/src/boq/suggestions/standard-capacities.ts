import { assertPositive } from '../../_lib/assert.js';
import { WATTS_PER_TON } from '../../units/index.js';
import type { UnitSystem } from '../../units/index.js';

/** Source of the nominal capacity series. */
export const NOMINAL_CAPACITY_SOURCE =
  "Manufacturers' nominal capacities of unitary air conditioners and heat pumps: ½-ton steps from 1 to 5 tons for split systems (the range of AHRI Standard 210/240, below 65 000 Btu/h), then 6 to 60 tons for packaged and commercial split units (AHRI Standard 340/360, 65 000 to 760 000 Btu/h); in Metric, the kW capacity classes of split, packaged and VRF ranges (2.0 to 160 kW)";

/** Nominal cooling capacities offered in Imperial markets, tons of refrigeration. */
export const NOMINAL_CAPACITIES_TONS = [
  1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7.5, 8.5, 10, 12.5, 15, 17.5, 20, 25, 30, 40, 50, 60,
] as const;

/** Nominal capacity classes offered in Metric markets, kW. */
export const NOMINAL_CAPACITIES_KW = [
  2, 2.5, 3.5, 5, 6, 7.1, 8, 10, 12.5, 14, 16, 20, 22.4, 25, 28, 33.5, 40, 45, 50, 56, 63, 71, 80,
  90, 100, 112, 125, 140, 160,
] as const;

/** A unit (or several equal units) of standard capacity that covers a load. */
export interface CapacitySelection {
  /** How many units: 1 unless the load exceeds the largest size. */
  readonly count: number;
  /** Nominal capacity of each unit in the system's unit (tons or kW). */
  readonly nominal: number;
  readonly unit: 'ton' | 'kW';
  /** Nominal capacity of each unit, W. */
  readonly nominalW: number;
  /** count × nominal / load: the oversizing ratio. */
  readonly capacityRatio: number;
}

/**
 * The next standard nominal capacity at or above a load: the smallest size of the series (tons in
 * Imperial, kW classes in Metric) that covers it, or several of the largest size when one is not
 * enough.
 *
 * @param loadW - Design load, W. Must be > 0.
 * @param unitSystem - Imperial (tons) or Metric (kW).
 * @returns The selection with its oversizing ratio.
 * @throws {RangeError} If the load is not a positive finite number.
 * @see `NOMINAL_CAPACITY_SOURCE`; ACCA Manual S (2014) for selecting equipment against the load at
 *   design conditions
 * @example nextStandardCapacity(2.2 * 3516.85, 'Imperial').nominal //=> 2.5
 */
export function nextStandardCapacity(loadW: number, unitSystem: UnitSystem): CapacitySelection {
  assertPositive(loadW, 'loadW');
  const imperial = unitSystem === 'Imperial';
  const series: readonly number[] = imperial ? NOMINAL_CAPACITIES_TONS : NOMINAL_CAPACITIES_KW;
  const wattsPerUnit = imperial ? WATTS_PER_TON : 1000;
  const largest = series[series.length - 1] ?? 1;
  // 1e-9 relative slack: a load equal to a size (after unit conversion) takes that size.
  const nominal = series.find((size) => size * wattsPerUnit >= loadW * (1 - 1e-9));
  const count =
    nominal === undefined ? Math.ceil((loadW * (1 - 1e-9)) / (largest * wattsPerUnit)) : 1;
  const chosen = nominal ?? largest;
  return {
    count,
    nominal: chosen,
    unit: imperial ? 'ton' : 'kW',
    nominalW: chosen * wattsPerUnit,
    capacityRatio: (count * chosen * wattsPerUnit) / loadW,
  };
}
