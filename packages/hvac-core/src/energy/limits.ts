import { WATTS_PER_BTU_PER_HOUR } from '../units/factors.js';
import type { DisplayFieldRange, NumberFieldSpec } from '../_lib/field-spec.js';
import type { LimitSi } from '../_lib/limits.js';
import { SEER2_PER_SEER } from './constants.js';

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

const PERCENT = { fixed: '%' } as const;
const NONE = { fixed: '' } as const;
const BTU_PER_WH = { fixed: 'Btu/Wh' } as const;

/**
 * A rating's inclusive range, the same in both unit systems (a rating is not converted): held
 * exactly, without the round-off slack of a converted range, as the engine's own check of the
 * rating is (`seasonalHeatingEfficiency`, `coolingCop`).
 */
const rated = (min: number, max: number) =>
  ({ display: { Imperial: [min, max], Metric: [min, max] } }) as const;

/**
 * The valid range of each efficiency rating, with the rating's unit: what the schema holds an
 * efficiency to once its rating is known. `coolingCop` is the range a cooling option's `cop` reads
 * (a cooling COP goes higher than a heating one).
 */
export const ENERGY_EFFICIENCY_RANGES = {
  afue: { unit: PERCENT, range: rated(50, 100) },
  cop: { unit: NONE, range: rated(1, 8) },
  hspf: { unit: BTU_PER_WH, range: rated(3, 20) },
  hspf2: { unit: BTU_PER_WH, range: rated(3, 20) },
  seer: { unit: BTU_PER_WH, range: rated(5, 45) },
  // SEER's 45 as a SEER2 (42.75), as the peak-demand estimate converts it: a SEER2 above it was
  // accepted and then refused by the SEER → EER correlation.
  seer2: { unit: BTU_PER_WH, range: rated(5, 45 * SEER2_PER_SEER) },
  eer: { unit: BTU_PER_WH, range: rated(5, 45) },
  eer2: { unit: BTU_PER_WH, range: rated(5, 45) },
  coolingCop: { unit: NONE, range: rated(1, 12) },
} as const satisfies Record<string, Pick<NumberFieldSpec, 'unit'> & { range: DisplayFieldRange }>;

/** A key of {@link ENERGY_EFFICIENCY_RANGES}: a heating rating, or a cooling one (its COP as `coolingCop`). */
export type EfficiencyRange = keyof typeof ENERGY_EFFICIENCY_RANGES;

/**
 * The widest range the ratings of `ratings` allow together: what a rating's field accepts before
 * its rating is known.
 *
 * @example efficiencyEnvelope(['afue', 'cop']).display.Imperial //=> [1, 100]
 */
export function efficiencyEnvelope(ratings: readonly EfficiencyRange[]): DisplayFieldRange {
  const ranges = ratings.map((rating) => ENERGY_EFFICIENCY_RANGES[rating].range.display.Imperial);
  return rated(Math.min(...ranges.map(([min]) => min)), Math.max(...ranges.map(([, max]) => max)));
}
