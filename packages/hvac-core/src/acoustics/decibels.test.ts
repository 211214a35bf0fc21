import { describe, expect, it, test } from 'vitest';
import {
  addDecibels,
  addSpectraDb,
  aWeightedLevel,
  energyAverageDecibels,
  subtractDecibels,
} from './decibels.js';
import { ACOUSTICS_PROPERTIES, DECIBEL_ADDITION_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

describe('addDecibels', () => {
  // ASHRAE Handbook—Fundamentals (2021), ch. 8, "Combining sound levels": validation-cases.ts.
  test.each(DECIBEL_ADDITION_CASES.cases)('adds $title as the Handbook does', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it(ACOUSTICS_PROPERTIES.decibelAdditionSymmetric, () => {
    expect(addDecibels([400, 400])).toBeCloseTo(403.0103, 4);
    expect(addDecibels([60, 70, 55])).toBeCloseTo(addDecibels([55, 60, 70]), 12);
  });

  it('refuses an empty list or a non-finite level', () => {
    expect(() => addDecibels([])).toThrow(RangeError);
    expect(() => addDecibels([Number.NaN])).toThrow(/levelsDb\[0\]/);
  });
});

describe('subtractDecibels', () => {
  it('removes background: 60 dB total with 53 dB background leaves 59.03 dB (ASHRAE F 2021 ch. 8)', () => {
    expect(subtractDecibels(60, 53)).toBeCloseTo(59.03, 2);
  });

  it('inverts addDecibels', () => {
    expect(subtractDecibels(addDecibels([62, 57]), 57)).toBeCloseTo(62, 10);
  });

  it('refuses a background at or above the total', () => {
    expect(() => subtractDecibels(50, 50)).toThrow(RangeError);
  });
});

describe('energyAverageDecibels', () => {
  it('averages energies, not decibels', () => {
    expect(energyAverageDecibels([80, 90])).toBeCloseTo(87.4, 1);
  });
});

describe('aWeightedLevel', () => {
  it('weights a flat 70 dB spectrum to 76.99 dBA (IEC 61672-1 octave weights)', () => {
    // Σ 10^(A/10) = 0.0024 + 0.0245 + 0.1380 + 0.4786 + 1 + 1.3183 + 1.2589 + 0.7762 = 4.997.
    expect(aWeightedLevel([70, 70, 70, 70, 70, 70, 70, 70])).toBeCloseTo(76.99, 2);
  });

  it('gives the band level for a pure 1 kHz octave', () => {
    expect(aWeightedLevel([-100, -100, -100, -100, 65, -100, -100, -100])).toBeCloseTo(65, 6);
  });

  it('refuses a spectrum without eight bands', () => {
    expect(() => aWeightedLevel([60, 60])).toThrow(/8 octave-band levels/);
  });
});

describe('addSpectraDb (ASHRAE Fundamentals 2021, ch. 8, "Combining sound levels")', () => {
  test.each([
    // Two equal levels add to 3.01 dB more; a level 10 dB down adds 0.41 dB.
    {
      spectra: [
        [60, 50],
        [60, 40],
      ],
      expected: [63.01, 50.41],
    },
    { spectra: [[45, 45, 45]], expected: [45, 45, 45] },
  ])('adds band by band: $expected', ({ spectra, expected }) => {
    addSpectraDb(spectra).forEach((level, band) => {
      expect(level).toBeCloseTo(expected[band] ?? NaN, 2);
    });
  });

  it('refuses an empty list and spectra of different lengths', () => {
    expect(() => addSpectraDb([])).toThrow(RangeError);
    expect(() => addSpectraDb([[1, 2], [1]])).toThrow(RangeError);
  });
});
