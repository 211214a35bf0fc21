import { describe, expect, it } from 'vitest';
import { FAN_METHOD } from './method.js';

describe('FAN_METHOD', () => {
  it('lists each step once, each with a formula and a reference', () => {
    const ids = FAN_METHOD.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'totalPressure',
      'airPower',
      'efficiency',
      'shaftPower',
      'motor',
      'fanLaws',
    ]);
    for (const step of FAN_METHOD) {
      expect(step.formula.length).toBeGreaterThan(10);
      expect(step.reference).toMatch(/ASHRAE|AMCA|NEMA/);
    }
  });
});
