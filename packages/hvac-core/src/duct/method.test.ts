import { describe, expect, it } from 'vitest';
import { DUCT_METHOD } from './method.js';

describe('DUCT_METHOD', () => {
  it('gives every step a unique id, a formula and a reference', () => {
    const ids = DUCT_METHOD.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of DUCT_METHOD) {
      expect(step.title).not.toBe('');
      expect(step.formula).not.toBe('');
      expect(step.reference).not.toBe('');
    }
  });

  it('names Darcy–Weisbach, Colebrook, Huebscher and the fitting sources', () => {
    const text = DUCT_METHOD.map((step) => `${step.title} ${step.formula} ${step.reference}`).join(
      '\n',
    );
    for (const name of ['Darcy–Weisbach', 'Colebrook', 'Huebscher', 'SMACNA', 'ch. 21'])
      expect(text).toContain(name);
  });
});
