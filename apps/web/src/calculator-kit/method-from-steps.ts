import type { MethodStep } from '@org/ui';

/** A method written as `{ step, formula, reference }` (energy, acoustics, refrigerant), as the workspace shows it. */
export function methodFromSteps(
  steps: readonly { readonly step: string; readonly formula: string; readonly reference: string }[],
): MethodStep[] {
  return steps.map((step) => ({
    title: step.step,
    formula: step.formula,
    reference: step.reference,
  }));
}
