import type { z } from 'zod';
import type { WorkspaceIssue } from './types';

/**
 * Runs a calculator's zod schema and turns its issues into workspace issues: the engine's message,
 * and the field when the issue's path names one. The messages already name the field.
 */
export function parseWithSchema<S extends z.ZodType>(
  schema: S,
  draft: unknown,
): { ok: true; input: z.output<S> } | { ok: false; issues: WorkspaceIssue[] } {
  const parsed = schema.safeParse(draft);
  if (parsed.success) return { ok: true, input: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => {
      const field = issue.path[0];
      return typeof field === 'string'
        ? { field, message: issue.message }
        : { message: issue.message };
    }),
  };
}
