/**
 * One step of a calculator's method, for the report and the reference library: each domain's
 * `…MethodStep` type is this one.
 */
export interface DomainMethodStep {
  /** Stable identifier. */
  readonly id: string;
  readonly title: string;
  /** The formula, with its symbols and units. */
  readonly formula: string;
  /** Conditions and simplifications a reviewer should know. */
  readonly notes: string;
  /** Where the formula or data come from. */
  readonly reference: string;
}
