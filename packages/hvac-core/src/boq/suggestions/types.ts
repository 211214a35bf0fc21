import type { UnitSystem } from '../../units/index.js';

/**
 * The calculators a suggestion can come from, by their stored file type. Where their files are
 * stored is the app's business, not the engine's.
 */
export const SUGGESTION_SOURCE_TYPES = [
  'heatLoad',
  'duct',
  'pipe',
  'ventilation',
  'pumpHead',
  'refrigerant',
  'ductSystem',
  'hydronicSystem',
] as const;
export type SuggestionSourceType = (typeof SUGGESTION_SOURCE_TYPES)[number];

/** Which saved calculation a suggestion came from. */
export interface SuggestionSourceRef {
  readonly type: SuggestionSourceType;
  /** The saved file's id (opaque here). */
  readonly fileId: string;
  /** The saved file's name, as the user gave it. */
  readonly name: string;
}

/** A saved calculation of the project: its reference and the inputs its `data` holds. */
export interface SavedCalculation extends SuggestionSourceRef {
  /** The calculator's inputs, as saved (validated here with that calculator's schema). */
  readonly inputs: unknown;
}

/** What kind of bill item a suggestion is, for grouping it into a section. */
export type BoqSuggestionCategory =
  | 'ductwork'
  | 'ductInsulation'
  | 'ductFittings'
  | 'piping'
  | 'pipeFittings'
  | 'pipeInsulation'
  | 'refrigerantPiping'
  | 'refrigerant'
  | 'equipment';

/**
 * A bill item proposed from a saved calculation. It has no rate: the estimator prices it when
 * accepting it. Nothing is added to a bill without the user accepting it.
 */
export interface BoqSuggestion {
  /** Stable id: `${type}:${fileId}:${key}`, so that a suggestion keeps its id across recomputations. */
  readonly id: string;
  readonly category: BoqSuggestionCategory;
  readonly description: string;
  /** Quantity, rounded to 0.01 (whole for counts). */
  readonly quantity: number;
  /** Unit from `BOQ_UNITS` (ft², m², lb, kg, ft, m, no.). */
  readonly unit: string;
  /** How the quantity was worked out, with its reference. */
  readonly basis: string;
  readonly source: SuggestionSourceRef;
}

/** A saved calculation that gave no suggestion, and why. */
export interface SkippedCalculation {
  readonly source: SuggestionSourceRef;
  readonly reason: string;
}

export interface BoqSuggestionsResult {
  readonly suggestions: readonly BoqSuggestion[];
  readonly skipped: readonly SkippedCalculation[];
}

/** Options of `deriveBoqSuggestions`. */
export interface BoqSuggestionOptions {
  /** Express every quantity in this unit system; default: each calculation's own. */
  readonly unitSystem?: UnitSystem;
  /** Static pressure class of the ductwork, in. wg, for the gauge (default 2; tables cover ≤ 2). */
  readonly ductPressureClassInWg?: number;
}
