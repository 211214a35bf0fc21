import { describe, expect, it } from 'vitest';
import { itHasUniqueStepsWithFormulas } from '../_testing/method.js';
import { DUCT_METHOD } from './method.js';

describe('DUCT_METHOD', () => {
  itHasUniqueStepsWithFormulas(DUCT_METHOD);

  it('names Darcy–Weisbach, Colebrook, Huebscher and the fitting sources', () => {
    const text = DUCT_METHOD.map((step) => `${step.title} ${step.formula} ${step.reference}`).join(
      '\n',
    );
    for (const name of ['Darcy–Weisbach', 'Colebrook', 'Huebscher', 'SMACNA', 'ch. 21'])
      expect(text).toContain(name);
  });
});
