import { describe, expect, it, test } from 'vitest';
import { hydraulicPowerW, inputPowerW } from './power.js';

const GPM = 3.785411784e-3 / 60;
const FT = 0.3048;
const HP = 745.6998716;

describe('hydraulicPowerW', () => {
  // Water horsepower whp = gpm × ft × SG / 3960 (ASHRAE HVAC S&E 2020 ch. 44; Hydraulic Institute),
  // 3960 = 33 000 ft·lbf/min per hp / 8.33 lb/gal, i.e. water of 998.2 kg/m³.
  test.each([
    [100, 50],
    [500, 80],
    [1200, 120],
  ])('gives %d gpm at %d ft of water the 3960 formula', (gpm, ft) => {
    const pressurePa = 998.2 * 9.80665 * ft * FT;
    // 3960 is itself rounded: 0.1 % tolerance.
    expect(
      Math.abs(hydraulicPowerW(gpm * GPM, pressurePa) / HP / ((gpm * ft) / 3960) - 1),
    ).toBeLessThan(1e-3);
  });

  it('refuses a negative flow', () => {
    expect(() => hydraulicPowerW(-1, 100)).toThrow(RangeError);
  });
});

describe('inputPowerW', () => {
  it('divides by the efficiency', () => {
    expect(inputPowerW(700, 70)).toBeCloseTo(1000, 12);
    expect(inputPowerW(900, 90)).toBeCloseTo(1000, 12);
  });
  it('refuses efficiencies outside 1–100 %', () => {
    expect(() => inputPowerW(700, 0)).toThrow(/efficiencyPercent must be between 1 and 100/);
    expect(() => inputPowerW(700, 120)).toThrow(RangeError);
  });
});
