import type { CalculatorEngine } from './evaluate';
import type { WorkspaceIssue } from './types';

/**
 * Validates a stored draft with a calculator's schema: the parsed input, or the issues in the
 * engine's words, with the field when the issue's path names one.
 */
export function parseDraft<Input>(
  engine: Pick<CalculatorEngine<Input, unknown>, 'schema'>,
  draft: unknown,
): { ok: true; input: Input } | { ok: false; issues: WorkspaceIssue[] } {
  const parsed = engine.schema.safeParse(draft);
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
