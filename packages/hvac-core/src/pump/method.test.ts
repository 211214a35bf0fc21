import { describe, expect, it } from 'vitest';
import { PUMP_HEAD_METHOD } from './method.js';

describe('PUMP_HEAD_METHOD', () => {
  it('has unique ids and a formula and a reference for every step', () => {
    const ids = PUMP_HEAD_METHOD.map((step) => step.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of PUMP_HEAD_METHOD) {
      expect(step.title, step.id).toBeTruthy();
      expect(step.formula, step.id).toBeTruthy();
      expect(step.reference, step.id).toMatch(/ASHRAE|Crane|NEMA|ANSI\/HI|CoolProp/);
    }
  });

  it('covers every figure the result shows, in the order the engine computes them', () => {
    expect(ids()).toEqual([
      'fluidProperties',
      'sectionFriction',
      'fittings',
      'components',
      'staticHead',
      'totalDynamicHead',
      'hydraulicPower',
      'shaftPower',
      'motorSize',
      'npshAvailable',
      'systemCurve',
      'operatingPoint',
    ]);
  });
});

function ids(): string[] {
  return PUMP_HEAD_METHOD.map((step) => step.id);
}
