import { describe, expect, it, test } from 'vitest';
import { NC_CURVES, NC_CURVE_NUMBERS, ncRating, rcMark2Rating } from './noise-criteria.js';
import { ACOUSTICS_PROPERTIES } from './validation-cases.js';

describe('NC_CURVES', () => {
  // Beranek (1957) NC table as reproduced by Crystal Instruments, "Noise Criteria (NC) Curves" (2018),
  // and ASHRAE HVAC Applications ch. 49: spot rows.
  test.each([
    [15, [47, 36, 29, 22, 17, 14, 12, 11]],
    [35, [60, 52, 45, 40, 36, 34, 33, 32]],
    [70, [83, 79, 75, 72, 71, 70, 69, 68]],
  ] as const)('NC-%d is %j', (nc, levels) => {
    expect(NC_CURVES[nc]).toEqual(levels);
  });

  it(ACOUSTICS_PROPERTIES.ncCurvesOrdered, () => {
    for (let i = 1; i < NC_CURVE_NUMBERS.length; i++) {
      const low = NC_CURVES[NC_CURVE_NUMBERS[i - 1]!]!;
      const high = NC_CURVES[NC_CURVE_NUMBERS[i]!]!;
      high.forEach((level, band) => expect(level).toBeGreaterThan(low[band]!));
    }
    for (const nc of NC_CURVE_NUMBERS) {
      const curve = NC_CURVES[nc]!;
      for (let band = 1; band < curve.length; band++)
        expect(curve[band]).toBeLessThanOrEqual(curve[band - 1]!);
    }
  });
});

describe('ncRating', () => {
  it('rates the classroom example at NC 46, set by the 500 Hz band', () => {
    // Worked example: a classroom measured 61, 56, 54, 50, 44, 43, 39, 34 dB (63–8000 Hz): "slightly
    // above the NC 45 curve at 500 Hz ... a rating of NC 46" (textbook example 6.3, as published at
    // student.infinitycodestudio.com/?p=1705).
    const r = ncRating([61, 56, 54, 50, 44, 43, 39, 34]);
    expect(r.nc).toBeCloseTo(46, 10);
    expect(r.ncRounded).toBe(46);
    expect(r.controllingBandHz).toBe(500);
  });

  test.each(NC_CURVE_NUMBERS)('rates the NC-%d curve itself at exactly that NC', (nc) => {
    expect(ncRating(NC_CURVES[nc]!).nc).toBeCloseTo(nc, 10);
  });

  it('rises by 1 when one band rises 1 dB above a curve whose neighbour is 4 dB higher', () => {
    const spectrum = [...NC_CURVES[35]!];
    spectrum[4] = 36 + 1; // 1000 Hz: NC-35 36 dB, NC-40 41 dB → 35 + 5·1/5 = 36.
    expect(ncRating(spectrum).nc).toBeCloseTo(36, 10);
    expect(ncRating(spectrum).controllingBandHz).toBe(1000);
  });

  it('flags spectra below NC-15 or above NC-70 (extrapolated)', () => {
    expect(ncRating([30, 20, 15, 10, 5, 5, 5, 5]).belowLowestCurve).toBe(true);
    expect(ncRating([90, 85, 80, 78, 76, 75, 74, 73]).aboveHighestCurve).toBe(true);
  });

  it('is monotonic: a louder spectrum never rates lower', () => {
    const base = [58, 50, 44, 38, 33, 30, 28, 26];
    let previous = -Infinity;
    for (let add = 0; add <= 20; add += 2.5) {
      const rating = ncRating(base.map((l) => l + add)).nc;
      expect(rating).toBeGreaterThan(previous);
      previous = rating;
    }
  });
});

describe('rcMark2Rating', () => {
  it('rates a −5 dB/octave spectrum through 40 dB at 1 kHz as RC 40(N)', () => {
    const r = rcMark2Rating([60, 55, 50, 45, 40, 35, 30, 25]);
    expect(r.label).toBe('RC 40(N)');
    expect(r.qualityAssessmentIndex).toBeCloseTo(0, 10);
  });

  it('calls excess low-frequency energy rumble (LF) when QAI exceeds 5 dB (Blazier 1997)', () => {
    const r = rcMark2Rating([72, 55, 50, 45, 40, 35, 30, 25]);
    expect(r.quality).toBe('LF');
    expect(r.qualityAssessmentIndex).toBeGreaterThan(5);
  });

  it('calls excess high-frequency energy hiss (HF)', () => {
    expect(rcMark2Rating([60, 55, 50, 45, 48, 46, 44, 40]).quality).toBe('HF');
  });

  it('takes RC as the mean of the 500, 1000 and 2000 Hz levels', () => {
    expect(rcMark2Rating([60, 55, 50, 44, 41, 38, 30, 25]).rc).toBe(41);
  });
});

describe('ratings below the curve families (issue 22)', () => {
  // A very quiet room: every band well under NC 15, 500–2000 Hz mean far below RC 25.
  const quiet = [20, 5, -2, -8, -12, -18, -25, -30];

  it('rates a spectrum under NC 15 as "below NC 15", not a negative NC', () => {
    const rating = ncRating(quiet);
    expect(rating.belowLowestCurve).toBe(true);
    expect(rating.label).toBe('below NC 15');
    expect(ncRating([61, 56, 54, 50, 44, 43, 39, 34]).label).toBe('NC 46');
  });

  it('rates a spectrum under RC 25 as "below RC 25", with no rumble, roar or hiss', () => {
    const rating = rcMark2Rating(quiet);
    expect(rating.belowLowestCurve).toBe(true);
    expect(rating.label).toBe('below RC 25');
    expect(rating.quality).toBe('N');
    expect(rcMark2Rating([60, 55, 50, 45, 40, 35, 30, 25]).label).toBe('RC 40(N)');
  });

  test.each([10, 24.4, 15, -15])(
    'has no signed RC label for a 500–2000 Hz mean of %s dB',
    (mean) => {
      const spectrum = [mean + 40, mean + 20, mean + 10, mean, mean, mean, mean - 5, mean - 10];
      expect(rcMark2Rating(spectrum).label).toBe('below RC 25');
    },
  );
});
