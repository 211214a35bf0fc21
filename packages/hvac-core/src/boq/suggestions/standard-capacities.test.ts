import { describe, expect, it, test } from 'vitest';
import { nextStandardCapacity } from './standard-capacities.js';

const W_PER_TON = (12_000 * 1055.05585262) / 3600;

describe('nextStandardCapacity', () => {
  test.each<[string, number, 'Imperial' | 'Metric', number, number]>([
    ['0.53 ton → 1 ton (smallest)', 0.53 * W_PER_TON, 'Imperial', 1, 1],
    ['2.2 tons → 2.5 tons', 2.2 * W_PER_TON, 'Imperial', 2.5, 1],
    ['exactly 3 tons → 3 tons', 3 * W_PER_TON, 'Imperial', 3, 1],
    ['5.2 tons → 6 tons', 5.2 * W_PER_TON, 'Imperial', 6, 1],
    ['65 tons → 2 × 60 tons', 65 * W_PER_TON, 'Imperial', 60, 2],
    ['1.88 kW → 2 kW', 1877, 'Metric', 2, 1],
    ['7.0 kW → 7.1 kW', 7000, 'Metric', 7.1, 1],
    ['exactly 10 kW → 10 kW', 10_000, 'Metric', 10, 1],
    ['200 kW → 2 × 160 kW', 200_000, 'Metric', 160, 2],
  ])('%s', (_case, loadW, system, nominal, count) => {
    const selection = nextStandardCapacity(loadW, system);
    expect(selection.nominal).toBe(nominal);
    expect(selection.count).toBe(count);
    expect(selection.capacityRatio).toBeGreaterThanOrEqual(1 - 1e-9);
  });

  it('rejects a load of zero', () => {
    expect(() => nextStandardCapacity(0, 'Imperial')).toThrow(RangeError);
  });
});
