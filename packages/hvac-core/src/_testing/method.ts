import { expect, it } from 'vitest';
import type { DomainMethodStep } from '../_lib/method-step.js';

/** The rule every calculator's method keeps: unique step ids, each step titled, with a formula and a reference. */
export function itHasUniqueStepsWithFormulas(method: readonly DomainMethodStep[]): void {
  it('has unique steps, each with a formula and a reference', () => {
    const ids = method.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of method) {
      expect(step.title, step.id).not.toBe('');
      expect(step.formula, step.id).not.toBe('');
      expect(step.reference, step.id).not.toBe('');
    }
  });
}
