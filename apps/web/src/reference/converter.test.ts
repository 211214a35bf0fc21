import { QUANTITIES } from '@org/hvac-core/units';
import { describe, expect, it } from 'vitest';
import { CONVERTER_QUANTITIES, convertFrom, roundForInput } from './converter';

describe('the unit converter', () => {
  it('offers every quantity of hvac-core with both units', () => {
    expect(CONVERTER_QUANTITIES.map((quantity) => quantity.id)).toEqual(Object.keys(QUANTITIES));
    expect(CONVERTER_QUANTITIES.find((quantity) => quantity.id === 'airflow')).toMatchObject({
      label: 'Airflow',
      imperialUnit: 'cfm',
      metricUnit: 'L/s',
    });
  });

  it('converts both ways', () => {
    expect(convertFrom(1000, 'airflow', 'Imperial')).toBeCloseTo(471.947, 3);
    expect(convertFrom('100', 'temperature', 'Metric')).toBeCloseTo(212, 9);
    expect(convertFrom('1,000', 'heatRate', 'Imperial')).toBeCloseTo(293.071, 3);
  });

  it('waits for a number', () => {
    expect(convertFrom('', 'airflow', 'Imperial')).toBeNull();
    expect(convertFrom('abc', 'airflow', 'Metric')).toBeNull();
  });

  it('rounds for an input to six significant digits', () => {
    expect(roundForInput(471.9474432)).toBe(471.947);
    expect(roundForInput(0.000123456789)).toBe(0.000123457);
  });
});
