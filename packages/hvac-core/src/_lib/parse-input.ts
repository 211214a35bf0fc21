import type { z } from 'zod';

/**
 * Parses a draft with a calculator's schema, or throws the schema's ZodError with a message a
 * person reads: every issue as `path: message` (`airflow: Airflow must be greater than 0 cfm.`)
 * instead of zod's JSON dump. The error's `issues` are unchanged, so a program still reads the path
 * of each. The thin `calculateX(draft)` entry points use it; `calculateXInput` takes the parsed
 * input and does not parse again.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  draft: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(draft);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  );
  parsed.error.message = `Invalid ${what}. ${lines.join(' ')}`;
  throw parsed.error;
}
