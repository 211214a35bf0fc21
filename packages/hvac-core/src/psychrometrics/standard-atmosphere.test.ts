import { describe, expect, it, test } from 'vitest';
import {
  standardAtmosphericPressurePa,
  standardAtmosphericPressurePsi,
  standardAtmosphericTemperatureC,
  standardAtmosphericTemperatureF,
} from './standard-atmosphere.js';

describe('standardAtmosphericPressurePa', () => {
  test.each([
    [-500, 107_478, 'ASHRAE F 2017 ch. 1 table 1'],
    [0, 101_325, 'ASHRAE F 2017 ch. 1 table 1'],
    [500, 95_461, 'ASHRAE F 2017 ch. 1 table 1'],
    [1000, 89_875, 'ASHRAE F 2017 ch. 1 table 1'],
    [4000, 61_640, 'ASHRAE F 2017 ch. 1 table 1'],
    [10_000, 26_436, 'ASHRAE F 2017 ch. 1 table 1'],
  ])('at %d m is %d Pa (%s)', (altitudeM, pressurePa) => {
    expect(Math.abs(standardAtmosphericPressurePa(altitudeM) - pressurePa)).toBeLessThan(1);
  });

  it('falls monotonically with altitude', () => {
    for (let z = -1000; z < 11_000; z += 100) {
      expect(standardAtmosphericPressurePa(z + 100)).toBeLessThan(standardAtmosphericPressurePa(z));
    }
  });

  it('rejects a non-finite altitude and one beyond the equation', () => {
    expect(() => standardAtmosphericPressurePa(Number.NaN)).toThrow(/altitudeM/);
    expect(() => standardAtmosphericPressurePa(50_000)).toThrow(/above the standard atmosphere/);
  });
});

describe('standardAtmosphericPressurePsi', () => {
  // The rounded I-P coefficient 6.8754e-6 /ft drifts from the tabulated atmosphere with height: 0.16 % at 30 000 ft.
  test.each([
    [-1000, 15.236, 'ASHRAE F 2017 I-P ch. 1 table 1'],
    [0, 14.696, 'ASHRAE F 2017 I-P ch. 1 table 1'],
    [1000, 14.175, 'ASHRAE F 2017 I-P ch. 1 table 1'],
    [3000, 13.173, 'ASHRAE F 2017 I-P ch. 1 table 1'],
    [10_000, 10.108, 'ASHRAE F 2017 I-P ch. 1 table 1'],
    [30_000, 4.371, 'ASHRAE F 2017 I-P ch. 1 table 1'],
  ])('at %d ft is %d psia within 0.2 %% (%s)', (altitudeFt, pressurePsi) => {
    expect(Math.abs(standardAtmosphericPressurePsi(altitudeFt) / pressurePsi - 1)).toBeLessThan(
      2e-3,
    );
  });

  it('agrees with the SI equation after conversion within 0.01 %', () => {
    for (const ft of [-2000, 0, 5000, 14_000]) {
      const pa = standardAtmosphericPressurePsi(ft) * 6894.757293;
      expect(Math.abs(pa / standardAtmosphericPressurePa(ft * 0.3048) - 1)).toBeLessThan(1e-4);
    }
  });
});

describe('standardAtmosphericTemperature', () => {
  const temperatureAt = {
    m: standardAtmosphericTemperatureC,
    ft: standardAtmosphericTemperatureF,
  } as const;
  test.each([
    [-500, 'm', 18.2, '°C', 'ASHRAE F 2017 ch. 1 table 1'],
    [0, 'm', 15.0, '°C', 'ASHRAE F 2017 ch. 1 table 1'],
    [1000, 'm', 8.5, '°C', 'ASHRAE F 2017 ch. 1 table 1'],
    [4000, 'm', -11.0, '°C', 'ASHRAE F 2017 ch. 1 table 1'],
    [10_000, 'm', -50.0, '°C', 'ASHRAE F 2017 ch. 1 table 1'],
    [-1000, 'ft', 62.6, '°F', 'ASHRAE F 2017 I-P ch. 1 table 1'],
    [1000, 'ft', 55.4, '°F', 'ASHRAE F 2017 I-P ch. 1 table 1'],
    [10_000, 'ft', 23.4, '°F', 'ASHRAE F 2017 I-P ch. 1 table 1'],
  ] as const)('at %d %s is %d %s (%s)', (altitude, unit, temperature, _degrees, _source) => {
    expect(Math.abs(temperatureAt[unit](altitude) - temperature)).toBeLessThan(0.1);
  });

  it('rejects a non-finite altitude', () => {
    expect(() => standardAtmosphericTemperatureC(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
