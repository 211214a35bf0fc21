import { describe, expect, it, test } from 'vitest';
import { fromSi } from '../units/index.js';
import { USUAL_FRICTION_RATE_PA_PER_M, VELOCITY_LIMITS } from './velocity-limits.js';
import type { DuctApplication } from './velocity-limits.js';

const fpm = (ms: number): number => fromSi(ms, 'airVelocity', 'Imperial');

describe('VELOCITY_LIMITS', () => {
  // ASHRAE Handbook—HVAC Applications (2015), ch. 48, table 8, above a suspended acoustic ceiling.
  test.each<[DuctApplication, number, number, string]>([
    ['main', 1750, 3000, 'RC(N) 35 main'],
    ['branch', 1400, 2400, 'RC(N) 35, branches 80 % (note 1)'],
    ['runout', 875, 1500, 'RC(N) 35, runouts 50 % (note 2)'],
    ['noiseCritical', 1200, 2000, 'RC(N) 25 main'],
  ])('%s: rectangular %d fpm, round %d fpm (%s)', (application, rectangular, round) => {
    expect(fpm(VELOCITY_LIMITS[application].maxRectangularMS)).toBeCloseTo(rectangular, 9);
    expect(fpm(VELOCITY_LIMITS[application].maxRoundMS)).toBeCloseTo(round, 9);
  });
  it('requires at least 500 fpm in a kitchen grease duct (NFPA 96, 8.2.1.1)', () => {
    expect(fpm(VELOCITY_LIMITS.kitchenExhaust.minMS)).toBeCloseTo(500, 9);
  });
  it('keeps round limits at or above rectangular ones (round ducts are quieter)', () => {
    for (const limit of Object.values(VELOCITY_LIMITS))
      expect(limit.maxRoundMS).toBeGreaterThanOrEqual(limit.maxRectangularMS);
  });
  it('brackets 0.05 to 0.2 in. wg/100 ft as the usual friction range (≈0.41 to 1.63 Pa/m)', () => {
    expect(USUAL_FRICTION_RATE_PA_PER_M.min).toBeCloseTo(0.4086, 4);
    expect(USUAL_FRICTION_RATE_PA_PER_M.max).toBeCloseTo(1.6344, 4);
  });
});
