import { describe, expect, it, test } from 'vitest';
import {
  breathingZoneOutdoorAirflowM3s,
  defaultZonePopulation,
  zoneOutdoorAirflowM3s,
} from './ventilation-rate-procedure.js';

const CFM = 0.3048 ** 3 / 60;
const FT2 = 0.3048 ** 2;

describe('breathingZoneOutdoorAirflowM3s', () => {
  // ANSI/ASHRAE 62.1-2022, eq. 6-1, with office-space rates of Table 6-1 (5 cfm/person, 0.06 cfm/ft²).
  test.each<[string, number, number, number, number, number]>([
    [
      'office 1000 ft², 5 people (default density) → 85 cfm',
      5 * CFM,
      5,
      (0.06 * CFM) / FT2,
      1000 * FT2,
      85 * CFM,
    ],
    [
      'office 1000 ft², 10 people → 50 + 60 = 110 cfm',
      5 * CFM,
      10,
      (0.06 * CFM) / FT2,
      1000 * FT2,
      110 * CFM,
    ],
    [
      'SI edition office 100 m², 5 people → 2.5×5 + 0.3×100 = 42.5 L/s',
      0.0025,
      5,
      0.0003,
      100,
      0.0425,
    ],
    [
      'corridor (Rp = 0) 500 ft² → 0.06 × 500 = 30 cfm',
      0,
      0,
      (0.06 * CFM) / FT2,
      500 * FT2,
      30 * CFM,
    ],
  ])('%s', (_case, rp, pz, ra, az, expected) => {
    expect(breathingZoneOutdoorAirflowM3s(rp, pz, ra, az)).toBeCloseTo(expected, 12);
  });

  it('rejects a negative population', () => {
    expect(() => breathingZoneOutdoorAirflowM3s(0.0025, -1, 0.0003, 10)).toThrow(RangeError);
  });
});

describe('zoneOutdoorAirflowM3s', () => {
  // ANSI/ASHRAE 62.1-2022, eq. 6-2, Voz = Vbz / Ez.
  test.each<[string, number, number, number]>([
    ['Ez = 1.0 (ceiling supply of cool air): Voz = Vbz', 85, 1.0, 85],
    [
      'Ez = 0.8 (ceiling supply of warm air ≥ 15 °F above space): 85 / 0.8 = 106.25',
      85,
      0.8,
      106.25,
    ],
    ['Ez = 1.2 (displacement ventilation): 120 / 1.2 = 100', 120, 1.2, 100],
  ])('%s', (_case, vbz, ez, voz) => {
    expect(zoneOutdoorAirflowM3s(vbz, ez)).toBeCloseTo(voz, 12);
  });

  it('rejects Ez of zero instead of dividing by zero', () => {
    expect(() => zoneOutdoorAirflowM3s(1, 0)).toThrow(/greater than 0/);
  });
});

describe('defaultZonePopulation', () => {
  it('is 5 people in 1000 ft² of office space (5 per 1000 ft²)', () => {
    expect(defaultZonePopulation(5, 1000 * FT2)).toBeCloseTo(5, 12);
  });
  it('scales with the floor area', () => {
    expect(defaultZonePopulation(25, 2500 * FT2)).toBeCloseTo(62.5, 12);
  });
});
