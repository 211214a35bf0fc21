import { describe, expect, it, test } from 'vitest';
import {
  breathingZoneOutdoorAirflowM3s,
  defaultZonePopulation,
  zoneOutdoorAirflowM3s,
} from './ventilation-rate-procedure.js';
import { BREATHING_ZONE_CASES, ZONE_OUTDOOR_AIRFLOW_CASES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

const FT2 = 0.3048 ** 2;

describe('breathingZoneOutdoorAirflowM3s', () => {
  // ANSI/ASHRAE 62.1-2022, eq. 6-1, with office-space rates of Table 6-1: validation-cases.ts.
  test.each(BREATHING_ZONE_CASES.cases)('$title', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  it('rejects a negative population', () => {
    expect(() => breathingZoneOutdoorAirflowM3s(0.0025, -1, 0.0003, 10)).toThrow(RangeError);
  });
});

describe('zoneOutdoorAirflowM3s', () => {
  // ANSI/ASHRAE 62.1-2022, eq. 6-2, Voz = Vbz / Ez: validation-cases.ts.
  test.each(ZONE_OUTDOOR_AIRFLOW_CASES.cases)('$title', (testCase) => {
    expectCaseWithinTolerance(testCase);
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
