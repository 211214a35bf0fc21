import type { z } from 'zod';

/**
 * What the workspace needs to check and compute a draft: the engine's schema and the calculator
 * that takes its parsed output (`calculateXInput`, which does not parse again).
 */
export interface CalculatorEngine<Input, Result> {
  /** The engine's zod schema of the input (`XInputSchema`). */
  readonly schema: z.ZodType<Input>;
  /**
   * `schema.safeParse` done faster for a draft being edited, with the same answer (the same data
   * and issues): a parser that keeps the work done on the parts an edit did not replace (a
   * 500-row schedule parses the one edited row again: issue 23). Default: `schema.safeParse`.
   */
  safeParse?(draft: unknown): z.ZodSafeParseResult<Input>;
  /** Computes a parsed input with the engine; never parses again. */
  calculate(input: Input): Result;
  /**
   * Data the engine needs for this input that is loaded on demand (a refrigerant's property table):
   * null when it is at hand, else a promise that settles when it is (or when loading failed; the
   * engine then fails and the draft shows the calculation's failure). Default: always at hand.
   */
  prepare?(input: Input): Promise<unknown> | null;
  /**
   * Whether an issue at this path belongs beside a field (shown under it) rather than in the
   * form's list; default: any issue with a path.
   */
  isFieldPath?(path: readonly string[]): boolean;
}

/** One check and computation of a draft. */
export interface DraftEvaluation<Input, Result> {
  /** The draft as the engine parsed it (defaults filled in); null while it is invalid. */
  readonly input: Input | null;
  /** The draft's result; null while it is invalid or the engine failed. */
  readonly result: Result | null;
  /** First message per field path ('airflow', 'fittings.2.quantity'), as the engine words it. */
  readonly errors: Readonly<Record<string, string>>;
  /** Messages not tied to one field. */
  readonly formErrors: readonly string[];
  /**
   * Set while data the engine needs for this valid draft is loading (`CalculatorEngine.prepare`):
   * `result` is null until it settles; evaluate the draft again then.
   */
  readonly pending?: Promise<unknown>;
}

const NO_ERRORS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Evaluations by engine and draft object. A saved file is evaluated twice as it opens, to compare
 * its stored results and by its editor; a building's is 30-60 ms at 4x CPU each. A draft is never
 * changed in place (an edit makes a new object), so one object has one evaluation; one that waits
 * on data the engine loads is not kept.
 */
const evaluations = new WeakMap<object, WeakMap<object, DraftEvaluation<unknown, unknown>>>();

/**
 * Parses a draft once with the engine's schema and, when it is valid, computes it once (or, when
 * data the engine needs is still loading, says so with `pending`); the same draft object again
 * gets the same evaluation. An engine that throws on input its own schema accepted is a bug: it is
 * logged and shown as a message, never as NaN or a crash.
 */
export function evaluateDraft<Input, Result>(
  engine: CalculatorEngine<Input, Result>,
  draft: unknown,
): DraftEvaluation<Input, Result> {
  if (typeof draft !== 'object' || draft === null) return evaluate(engine, draft);
  let byDraft = evaluations.get(engine);
  if (!byDraft) evaluations.set(engine, (byDraft = new WeakMap()));
  const known = byDraft.get(draft) as DraftEvaluation<Input, Result> | undefined;
  if (known) return known;
  const evaluation = evaluate(engine, draft);
  if (!evaluation.pending) byDraft.set(draft, evaluation);
  return evaluation;
}

function evaluate<Input, Result>(
  engine: CalculatorEngine<Input, Result>,
  draft: unknown,
): DraftEvaluation<Input, Result> {
  const parsed = engine.safeParse ? engine.safeParse(draft) : engine.schema.safeParse(draft);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    const formErrors: string[] = [];
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const isField = engine.isFieldPath ? engine.isFieldPath(path) : path.length > 0;
      if (isField) errors[path.join('.')] ??= issue.message;
      else formErrors.push(issue.message);
    }
    return { input: null, result: null, errors, formErrors };
  }
  const pending = engine.prepare?.(parsed.data) ?? null;
  if (pending !== null) {
    return { input: parsed.data, result: null, errors: NO_ERRORS, formErrors: [], pending };
  }
  try {
    return {
      input: parsed.data,
      result: engine.calculate(parsed.data),
      errors: NO_ERRORS,
      formErrors: [],
    };
  } catch (error) {
    console.error('Calculation failed.', error);
    return {
      input: null,
      result: null,
      errors: NO_ERRORS,
      formErrors: ['The calculation failed for these inputs.'],
    };
  }
}

/** First message per field path ('airflow', 'fittings.2.quantity'), as the engine words it. */
export type FieldErrors = Readonly<Record<string, string>>;
