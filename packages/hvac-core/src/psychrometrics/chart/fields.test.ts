import { describe, expect, it } from 'vitest';
import { fieldUnitLabel } from '../../_lib/field-spec.js';
import {
  CHART_PROCESS_FIELD_SPECS,
  CHART_PROCESS_RESULT_SPECS,
  CHART_STATE_RESULT_SPECS,
  PSYCHROMETRIC_CHART_FIELD_SPECS,
  STATE_SPEC_FIELD_SPECS,
} from './fields.js';

describe('psychrometric chart fields', () => {
  it.each([
    ['a typed enthalpy', STATE_SPEC_FIELD_SPECS.enthalpy.unit, 'Btu/lb', 'kJ/kg'],
    ['a typed humidity ratio', STATE_SPEC_FIELD_SPECS.humidityRatio.unit, 'lb/lb', 'kg/kg'],
    ['the pressure', PSYCHROMETRIC_CHART_FIELD_SPECS.pressure.unit, 'psia', 'kPa'],
    ['the altitude', PSYCHROMETRIC_CHART_FIELD_SPECS.altitude.unit, 'ft', 'm'],
    ['an airflow', CHART_PROCESS_FIELD_SPECS.airflow.unit, 'cfm', 'L/s'],
    [
      'a state’s small humidity ratio',
      CHART_STATE_RESULT_SPECS.humidityRatio.unit,
      'gr/lb',
      'g/kg',
    ],
    ['a load', CHART_PROCESS_RESULT_SPECS.total.unit, 'Btu/h', 'W'],
  ])('gives %s the units of the equations’ edition', (_, unit, imperial, metric) => {
    expect(fieldUnitLabel(unit, 'Imperial')).toBe(imperial);
    expect(fieldUnitLabel(unit, 'Metric')).toBe(metric);
  });
});
