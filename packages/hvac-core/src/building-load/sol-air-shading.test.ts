import { describe, expect, it, test } from 'vitest';
import { sunlitFraction } from './exterior-shading.js';
import { ABSORPTANCE_OVER_HO_M2K_W, longWaveCorrectionK, solAirTemperatureC } from './sol-air.js';

describe('solAirTemperatureC', () => {
  // te = to + (α/ho)·Et − εΔR/ho, ASHRAE F 2021 ch. 18: α/ho 0.052 dark, 0.026 light (m²·K/W);
  // εΔR/ho 3.9 K horizontal, 0 vertical.
  test.each<[number, number, number, number, number, string]>([
    [35, 900, ABSORPTANCE_OVER_HO_M2K_W.dark, 3.9, 35 + 46.8 - 3.9, 'dark roof'],
    [35, 600, ABSORPTANCE_OVER_HO_M2K_W.light, 0, 35 + 15.6, 'light wall'],
    [10, 0, ABSORPTANCE_OVER_HO_M2K_W.dark, 3.9, 6.1, 'roof at night'],
  ])('%d °C, %d W/m², α/ho %d, %d K → %d °C (%s)', (to, et, a, lw, expected) => {
    expect(solAirTemperatureC(to, et, a, lw)).toBeCloseTo(expected, 10);
  });

  it('uses 3.9 K for a roof and 0 for a wall', () => {
    expect(longWaveCorrectionK(0)).toBe(3.9);
    expect(longWaveCorrectionK(90)).toBeCloseTo(0, 12);
    expect(longWaveCorrectionK(180)).toBe(0);
  });
});

describe('sunlitFraction', () => {
  const window = {
    widthM: 1,
    heightM: 2,
    overhangProjectionM: 0,
    overhangGapM: 0,
    finProjectionM: 0,
    finGapM: 0,
  };

  it('is 1 with no shading and the sun in front, 0 with the sun behind or below', () => {
    expect(sunlitFraction(40, 30, window)).toBe(1);
    expect(sunlitFraction(40, 120, window)).toBe(0);
    expect(sunlitFraction(-1, 0, window)).toBe(0);
  });

  it('shades the top by P·tan Ω, tan Ω = tan β / cos γ (overhang)', () => {
    const overhang = { ...window, overhangProjectionM: 0.5 };
    // β = 60°, γ = 0: SH = 0.5·tan 60° = 0.866 m of 2 m.
    expect(sunlitFraction(60, 0, overhang)).toBeCloseTo((2 - 0.5 * Math.tan(Math.PI / 3)) / 2, 12);
    // γ = 45°: tan Ω = tan 60° / cos 45°.
    const sh = 0.5 * (Math.tan(Math.PI / 3) / Math.cos(Math.PI / 4));
    expect(sunlitFraction(60, 45, overhang)).toBeCloseTo((2 - sh) / 2, 12);
    // The gap above the glass takes part of the shadow: 0.3 m gap.
    expect(sunlitFraction(60, 0, { ...overhang, overhangGapM: 0.3 })).toBeCloseTo(
      (2 - (0.866025 - 0.3)) / 2,
      5,
    );
  });

  it('shades the side by P·|tan γ| (fins) and not at all with the sun square on', () => {
    const fins = { ...window, finProjectionM: 0.3 };
    expect(sunlitFraction(30, 0, fins)).toBe(1);
    expect(sunlitFraction(30, -45, fins)).toBeCloseTo(0.7, 12);
    expect(sunlitFraction(30, 80, fins)).toBe(0);
  });

  it('never grows as an overhang deepens', () => {
    let previous = 1;
    for (let p = 0; p <= 3; p += 0.25) {
      const f = sunlitFraction(50, 20, { ...window, overhangProjectionM: p });
      expect(f).toBeLessThanOrEqual(previous);
      previous = f;
    }
  });
});
