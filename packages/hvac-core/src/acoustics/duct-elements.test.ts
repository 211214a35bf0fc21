import { describe, expect, it, test } from 'vitest';
import {
  branchPowerDivisionDb,
  elbowInsertionLossDb,
  endReflectionLossDb,
  straightDuctAttenuationDb,
} from './duct-elements.js';

const IN = 0.0254;

describe('elbowInsertionLossDb', () => {
  // ASHRAE Handbook—HVAC Applications (2019), ch. 49, table 22: unlined square elbow without turning
  // vanes, 12 in wide: f·w = 0.75, 1.5, 3, 6, 12, 24, 48, 96 kHz·in → 0, 0, 1, 5, 8, 4, 3, 3 dB.
  test.each([
    [63, 0],
    [125, 0],
    [250, 1],
    [500, 5],
    [1000, 8],
    [2000, 4],
    [4000, 3],
    [8000, 3],
  ] as const)('12 in square elbow without vanes at %d Hz loses %d dB', (hz, loss) => {
    expect(elbowInsertionLossDb('squareNoVanes', 12 * IN, hz)).toBe(loss);
  });

  it('uses the round-elbow and turning-vane tables (ASHRAE 2019 ch. 49 tables 23–24)', () => {
    expect(elbowInsertionLossDb('round', 12 * IN, 1000)).toBe(3);
    expect(elbowInsertionLossDb('squareWithVanes', 12 * IN, 1000)).toBe(6);
  });
});

describe('branchPowerDivisionDb', () => {
  it('takes 10 log(ΣA/A): a quarter of the area loses 6.02 dB', () => {
    expect(branchPowerDivisionDb(0.1, 0.4)).toBeCloseTo(6.02, 2);
    expect(branchPowerDivisionDb(0.4, 0.4)).toBe(0);
  });

  it('refuses a branch larger than the total', () => {
    expect(() => branchPowerDivisionDb(0.5, 0.4)).toThrow(RangeError);
  });
});

describe('endReflectionLossDb', () => {
  it('evaluates 10 log[1 + (0.7c/πfD)²] for a 12 in duct flush with the ceiling', () => {
    // c/(πfD) at 125 Hz: 343/(π·125·0.3048) = 2.8656; ×0.7 = 2.006; 10 log(1 + 4.024) = 7.01 dB.
    expect(endReflectionLossDb(0.3048, 125, 'flush')).toBeCloseTo(7.01, 2);
  });

  it('falls with frequency and diameter, and is larger in free space than flush', () => {
    let previous = Infinity;
    for (const hz of [63, 125, 250, 500, 1000, 2000, 4000, 8000]) {
      const erl = endReflectionLossDb(0.25, hz, 'flush');
      expect(erl).toBeLessThan(previous);
      expect(endReflectionLossDb(0.25, hz, 'freeSpace')).toBeGreaterThan(erl);
      previous = erl;
    }
    expect(endReflectionLossDb(0.5, 125, 'flush')).toBeLessThan(
      endReflectionLossDb(0.25, 125, 'flush'),
    );
  });
});

describe('straightDuctAttenuationDb', () => {
  it('multiplies the rate by the length', () => {
    expect(straightDuctAttenuationDb(0.66, 10)).toBeCloseTo(6.6, 12);
  });
});
