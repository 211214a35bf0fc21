import { describe, expect, it } from 'vitest';
import { DUCT_SYSTEM_METHOD } from './method.js';

describe('DUCT_SYSTEM_METHOD', () => {
  it('has each step once, each with a formula and a reference', () => {
    const ids = DUCT_SYSTEM_METHOD.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of DUCT_SYSTEM_METHOD) {
      expect(step.formula.length).toBeGreaterThan(10);
      expect(step.reference).toMatch(/ASHRAE|Idelchik|Crane/);
    }
    expect(ids).toEqual([
      'air',
      'network',
      'sizing',
      'friction',
      'fittings',
      'criticalPath',
      'fan',
      'balancing',
      'analysis',
    ]);
  });
});
