import { describe, expect, it, test } from 'vitest';
import { affinityLaws } from './affinity.js';

describe('affinityLaws', () => {
  // Q ∝ N, H ∝ N², P ∝ N³ (ASHRAE HVAC S&E 2020 ch. 44, pump affinity laws).
  test.each([
    [0.8, 80, 32, 1.024],
    [0.5, 50, 12.5, 0.25],
    [1.2, 120, 72, 3.456],
  ])('scales 100 gpm, 50 ft, 2 hp to speed ratio %d', (ratio, flow, head, power) => {
    const duty = affinityLaws({ flow: 100, head: 50, power: 2 }, ratio);
    expect(duty.flow).toBeCloseTo(flow, 12);
    expect(duty.head).toBeCloseTo(head, 12);
    expect(duty.power).toBeCloseTo(power, 12);
  });

  it('round-trips through the inverse ratio', () => {
    const back = affinityLaws(affinityLaws({ flow: 73, head: 41, power: 5.5 }, 0.7), 1 / 0.7);
    expect(back.flow).toBeCloseTo(73, 12);
    expect(back.head).toBeCloseTo(41, 12);
    expect(back.power).toBeCloseTo(5.5, 12);
  });

  it('leaves power out when not given and refuses a non-positive ratio', () => {
    expect(affinityLaws({ flow: 10, head: 10 }, 0.5)).toEqual({ flow: 5, head: 2.5 });
    expect(() => affinityLaws({ flow: 10, head: 10 }, 0)).toThrow(RangeError);
  });
});
