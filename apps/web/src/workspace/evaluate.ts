import type { AnyCalculatorModule, WorkspaceIssue } from './types';

/** A draft checked and computed by its calculator's engine. */
export type WorkspaceEvaluation =
  { ok: true; input: unknown; result: unknown } | { ok: false; issues: WorkspaceIssue[] };

/**
 * Parses and computes a draft. An engine that throws on input its own schema accepted is a bug: it
 * is logged and shown as a message, never as NaN or a crash.
 */
export function evaluateDraft(module: AnyCalculatorModule, draft: unknown): WorkspaceEvaluation {
  const parsed = module.parse(draft);
  if (!parsed.ok) return parsed;
  try {
    return { ok: true, input: parsed.input, result: module.calculate(parsed.input) };
  } catch (error) {
    console.error('Calculation failed.', error);
    return { ok: false, issues: [{ message: 'The calculation failed for these inputs.' }] };
  }
}
