import { describe, expect, it, test } from 'vitest';
import {
  EQUIPMENT_RADIANT_FRACTIONS,
  LUMINAIRE_RADIANT_FRACTIONS,
  RADIANT_FRACTIONS,
  luminaireRadiantFraction,
  windowConductionRadiantFraction,
} from './radiant-fractions.js';

describe('radiative fractions (ASHRAE F 2021, ch. 18, tables 3 and 14, as transcribed)', () => {
  // Source of each row: ASHRAE Handbook—Fundamentals (2021), ch. 18, table 14 "Recommended
  // Radiative/Convective Splits for Internal Heat Gains" (stored file 70618341067, p. 499).
  test.each([
    ['people', 0.6],
    ['wallConduction', 0.46],
    ['roofConduction', 0.6],
    ['windowConductionHighShgc', 0.33],
    ['windowConductionLowShgc', 0.46],
    ['solarWithoutInteriorShading', 1],
    ['infiltration', 0],
  ] as const)('table 14: %s radiative %d', (key, value) => {
    expect(RADIANT_FRACTIONS[key]).toBe(value);
  });

  it('table 14: office equipment 0.10 with fan, 0.30 without; §2.3: motors split equally', () => {
    expect(EQUIPMENT_RADIANT_FRACTIONS.map((e) => e.radiantFraction)).toEqual([0.1, 0.3, 0.5]);
  });

  // Table 3 radiative fraction ranges and their middle (the value advised in most situations).
  test.each([
    ['recessedFluorescentNoLens', [0.48, 0.68], 0.58],
    ['nonInCeilingFluorescent', [0.5, 0.57], 0.535],
    ['ledTrofferPartialAperture', [0.37, 0.47], 0.42],
    ['ledDownlight', [0.15, 0.18], 0.165],
    ['ledLinearPendant', [0.55, 0.6], 0.575],
  ] as const)('table 3: %s radiative %j, middle %d', (id, range, middle) => {
    const row = LUMINAIRE_RADIANT_FRACTIONS.find((r) => r.id === id);
    expect(row?.radiativeFraction).toEqual(range);
    expect(row && luminaireRadiantFraction(row)).toBe(middle);
  });

  it('keeps every fraction within 0…1 and every range ordered', () => {
    for (const row of LUMINAIRE_RADIANT_FRACTIONS) {
      for (const [low, high] of [row.radiativeFraction, row.spaceFraction]) {
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(high);
      }
    }
  });

  it('splits window conduction by SHGC at 0.5', () => {
    expect(windowConductionRadiantFraction(0.6)).toBe(0.33);
    expect(windowConductionRadiantFraction(0.4)).toBe(0.46);
  });
});
