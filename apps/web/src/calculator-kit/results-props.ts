/** What a calculator's results column takes from its editor. */
export interface ResultsProps<Result> {
  /** The result to show; required. */
  result: Result;
  /** Calculation name for the heading; default none. */
  name?: string;
  /** Greys the numbers out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
}
