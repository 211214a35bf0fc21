import { WATTS_PER_BTU_PER_HOUR } from '../units/factors.js';
import type { LimitSi } from '../_lib/limits.js';

const F = 1 / 1.8;

/**
 * The valid range of each kind of energy-cost input, SI (K·day for degree-days). Imperial limits are
 * round numbers (12,000,000 Btu/h, 20,000 °F·day a year, 3000 °F·day a month); the form's defaults
 * stay inside them.
 */
export const ENERGY_LIMITS = {
  load: { min: 0, max: 12_000_000 * WATTS_PER_BTU_PER_HOUR },
  temperature: { min: -60, max: 60 },
  degreeDays: { min: 0, max: 20_000 * F },
  monthlyDegreeDays: { min: 0, max: 3000 * F },
  correction: { min: 0.1, max: 2 },
  hours: { min: 0, max: 8760 },
  price: { min: 0, max: 10_000 },
  fixed: { min: 0, max: 1_000_000 },
  emission: { min: 0, max: 2 },
  cost: { min: 0, max: 1e9 },
  cyclingDegradation: { min: 0, max: 0.5 },
  binCop: { min: 1, max: 8 },
} as const satisfies Record<string, LimitSi>;

/**
 * The valid range of each efficiency rating: [min, max, unit]; `coolingCop` is a COP rating a
 * cooling option's `cop` reads (a cooling COP goes higher than a heating one).
 */
export const ENERGY_EFFICIENCY_RANGES: Readonly<Record<string, readonly [number, number, string]>> =
  {
    afue: [50, 100, '%'],
    cop: [1, 8, ''],
    hspf: [3, 20, 'Btu/Wh'],
    hspf2: [3, 20, 'Btu/Wh'],
    seer: [5, 45, 'Btu/Wh'],
    seer2: [5, 45, 'Btu/Wh'],
    eer: [5, 45, 'Btu/Wh'],
    eer2: [5, 45, 'Btu/Wh'],
    coolingCop: [1, 12, ''],
  };

/** The widest range the ratings of `ratings` allow together: what a rating's field accepts before its rating is known. */
export function efficiencyEnvelope(ratings: readonly string[]): { min: number; max: number } {
  const ranges = ratings.map((rating) => ENERGY_EFFICIENCY_RANGES[rating]);
  const known = ranges.filter((range) => range !== undefined);
  return {
    min: Math.min(...known.map((range) => range[0])),
    max: Math.max(...known.map((range) => range[1])),
  };
}
