import { describe, expect, it } from 'vitest';
import { SCHEDULE_METHOD } from './method.js';

describe('SCHEDULE_METHOD', () => {
  it('gives every step a formula and a reference, with unique ids', () => {
    for (const step of SCHEDULE_METHOD) {
      expect(step.formula).not.toBe('');
      expect(step.reference).not.toBe('');
    }
    expect(new Set(SCHEDULE_METHOD.map((step) => step.id)).size).toBe(SCHEDULE_METHOD.length);
  });
});
