import type { CalculatorDomain } from '../reference/types.js';

/**
 * The shapes of the validation tables: published cases the engine is checked against, read both by
 * the engine's tests (`test.each(TABLE.cases)`) and by the public validation page, so the page shows
 * exactly what the tests hold.
 */

/** Where a published value comes from. */
export interface ValidationSource {
  /** The publication: 'ASHRAE Handbook—Fundamentals', 'Crane TP-410', 'ANSI/ASHRAE Standard 62.1'. */
  readonly book: string;
  /** Edition or year: '2017 (SI)', '2022'. */
  readonly edition: string;
  /** Chapter, table, figure or example: 'ch. 1, table 3'. */
  readonly location: string;
}

/** One input of a case as a reader sees it: 'Dry bulb', '25 °C'. */
export interface ValidationInput {
  readonly label: string;
  readonly value: string;
}

/**
 * How far the engine's value may be from the published one. Absolute: |engine − expected| ≤ value,
 * in the case's unit. Relative: |engine / expected − 1| ≤ value (a fraction: 3e-4 is 0.03 %).
 */
export type ValidationTolerance =
  | { readonly kind: 'absolute'; readonly value: number }
  | { readonly kind: 'relative'; readonly value: number };

/** One published case: its source, inputs, the value printed there and the engine call that checks it. */
export interface ValidationCase {
  /** Stable within its table, kebab-case (a deep-link fragment on the page). */
  readonly id: string;
  /** What the case is, in a few words: '25 °C', 'office 1000 ft², 10 people'. */
  readonly title: string;
  readonly source: ValidationSource;
  readonly inputs: readonly ValidationInput[];
  /** The published value, in {@link ValidationCase.unit}. */
  readonly expected: number;
  /** The unit of the expected and computed values; '' when dimensionless. */
  readonly unit: string;
  readonly tolerance: ValidationTolerance;
  /** Why the tolerance is what it is, when it is not obvious (chart readings, rounded constants). */
  readonly toleranceNote?: string;
  /** The engine's value for the inputs, in {@link ValidationCase.unit}. */
  readonly compute: () => number;
}

/** The entry of the app's reference library a case table checks: a formula or a data table. */
export type ReferenceEntryLink =
  | { readonly kind: 'formula'; readonly id: string }
  | { readonly kind: 'table'; readonly id: string };

/** A table of published cases of one formula or data set. */
export interface ValidationTable {
  /** Stable, kebab-case, unique across the registry. */
  readonly id: string;
  readonly title: string;
  /** What is compared, in words: 'Saturation pressure of water vapour over water or ice'. */
  readonly quantity: string;
  /** The engine function whose value is compared: 'psychrometrics/saturation-pressure.ts#saturationVaporPressurePa'. */
  readonly implementation: `${string}.ts#${string}`;
  readonly reference: ReferenceEntryLink;
  readonly cases: readonly ValidationCase[];
}

/** A property a test holds for every input it tries, stated as the test's name states it. */
export type ValidationProperties = Readonly<Record<string, string>>;

/** One step of a calculator's method as its method text states it. */
export interface ValidationMethodStep {
  readonly title: string;
  readonly formula: string;
  /** Conditions and simplifications a reviewer should know; absent where the method states none. */
  readonly notes?: string;
  readonly reference: string;
}

/** What a calculator's method text says about itself: its steps and, where stated, what it leaves out. */
export interface ValidationMethod {
  /** What the method leaves out, as the calculator states it next to its result; empty if it does not. */
  readonly limits: readonly string[];
  /** The method's steps; their notes hold the conditions and simplifications of each step. */
  readonly steps: readonly ValidationMethodStep[];
}

/** Everything the validation page shows for one calculator. */
export interface CalculatorValidation {
  readonly calculator: CalculatorDomain;
  readonly title: string;
  readonly tables: readonly ValidationTable[];
  /** The property tests' claims, in words. */
  readonly properties: readonly string[];
  readonly method: ValidationMethod;
}
