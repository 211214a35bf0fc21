import { describe, expect, it } from 'vitest';
import { itHasUniqueStepsWithFormulas } from '../_testing/method.js';
import { PIPE_METHOD } from './method.js';

describe('PIPE_METHOD', () => {
  itHasUniqueStepsWithFormulas(PIPE_METHOD);

  it('cites the sources of every part of the method', () => {
    const references = PIPE_METHOD.map((step) => step.reference).join('\n');
    for (const source of [
      'Colebrook',
      'Crane',
      'Hazen',
      'ASME B36.10M',
      'ASTM B88',
      'CoolProp',
      'ASHRAE Handbook—Fundamentals (2021), ch. 22',
    ]) {
      expect(references).toContain(source);
    }
    const formulas = PIPE_METHOD.map((step) => step.formula).join('\n');
    expect(formulas).toContain('K = n · fT');
    expect(formulas).toContain('500 × Δt');
  });
});
