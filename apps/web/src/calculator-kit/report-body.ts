import type { UnitSystem } from '@org/hvac-core/units';
import type { ReportBody, ReportSection } from '../report/types';

/** What `reportBody` reads of a result: its unit system, warnings and assumptions. */
interface ReportedResult {
  readonly unitSystem: UnitSystem;
  readonly warnings: readonly { readonly message: string }[];
  readonly notes?: readonly { readonly message: string }[];
}

/**
 * A calculator's report from its input and result sections, with the result's unit system and
 * warnings, and `notes` (default the result's own notes).
 */
export function reportBody(
  result: ReportedResult,
  inputs: readonly ReportSection[],
  results: readonly ReportSection[],
  notes: readonly string[] = (result.notes ?? []).map((note) => note.message),
): ReportBody {
  const warnings = result.warnings.map((warning) => warning.message);
  return { unitSystem: result.unitSystem, inputs, results, warnings, notes };
}
