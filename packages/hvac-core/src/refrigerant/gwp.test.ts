import { describe, expect, it, test } from 'vitest';
import { refrigerantComposition, refrigerantGwp100 } from './gwp.js';
import { REFRIGERANTS } from './refrigerants.js';

describe('refrigerantGwp100', () => {
  // The AR4 GWP100 each refrigerant's nameplate and EN 378-1:2016+A1:2020 Annex E table E.1 give;
  // the blends' figures are those of Regulation (EU) No 517/2014 and AHRI's refrigerant listings.
  test.each([
    ['R410A', 2088],
    ['R32', 675],
    ['R454B', 466],
    ['R134a', 1430],
    ['R407C', 1774],
    ['R404A', 3922],
    ['R507A', 3985],
    ['R22', 1810],
    ['R290', 3],
    ['R717', 0],
    ['R744', 1],
    ['R1234yf', 4],
    ['R1234ze(E)', 7],
  ] as const)('gives %s a GWP100 of %i (AR4)', (id, gwp) => {
    expect(refrigerantGwp100(id)).toBe(gwp);
  });

  it('has a composition summing to 100 % by mass for every refrigerant', () => {
    for (const id of REFRIGERANTS) {
      const total = Object.values(refrigerantComposition(id)).reduce((sum, f) => sum + f, 0);
      expect(total).toBeCloseTo(1, 12);
    }
  });
});
