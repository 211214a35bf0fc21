import { describe, expect, it } from 'vitest';
import { recommendedMaxVelocityMS } from './velocity-limits.js';

describe('recommendedMaxVelocityMS', () => {
  it('is 4 ft/s up to 2 in and 10 ft/s above (ASHRAE F 2021 ch. 22)', () => {
    expect(recommendedMaxVelocityMS(0.5)).toBeCloseTo(4 * 0.3048, 12);
    expect(recommendedMaxVelocityMS(2)).toBeCloseTo(4 * 0.3048, 12);
    expect(recommendedMaxVelocityMS(2.5)).toBeCloseTo(10 * 0.3048, 12);
    expect(recommendedMaxVelocityMS(24)).toBeCloseTo(10 * 0.3048, 12);
  });
  it('refuses a non-positive size', () => {
    expect(() => recommendedMaxVelocityMS(0)).toThrow(RangeError);
  });
});
