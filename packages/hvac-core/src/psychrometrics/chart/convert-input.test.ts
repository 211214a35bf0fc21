import { describe, expect, it } from 'vitest';
import { calculatePsychrometricChart } from './calculate-chart.js';
import { convertPsychrometricChartInput } from './convert-input.js';
import { examplePsychrometricChartInput } from './default-input.js';
import type { PsychrometricChartDraft } from './schema.js';

describe('convertPsychrometricChartInput', () => {
  const imperial = examplePsychrometricChartInput('Imperial');

  it('converts temperatures, airflows and altitude, keeping RH and bypass factor', () => {
    const metric = convertPsychrometricChartInput({ ...imperial, altitude: 1000 }, 'Metric');
    expect(metric.unitSystem).toBe('Metric');
    expect(metric.states[0]?.spec).toEqual({
      by: 'wetBulb',
      dryBulb: 35,
      wetBulb: expect.closeTo(23.889, 3),
    });
    expect(metric.states[1]?.spec).toMatchObject({ relativeHumidity: 50 });
    expect(metric.altitude).toBeCloseTo(304.8, 9);
    const mixing = metric.processes[0];
    // 2,000 cfm × 0.47194745 L/s per cfm = 943.9 L/s.
    expect(mixing?.type === 'mixing' && mixing.airflowA).toBeCloseTo(943.89, 2);
    const coil = metric.processes[1];
    expect(coil?.type === 'coolingCoil' && coil.coil).toEqual({
      by: 'apparentDewPoint',
      apparentDewPoint: expect.closeTo(10, 9),
      bypassFactor: 0.15,
    });
  });

  it('converts pressure (14.696 psia = 101.325 kPa) and enthalpy with its datum', () => {
    const draft: PsychrometricChartDraft = {
      ...imperial,
      altitude: undefined,
      pressure: 14.696,
      states: [{ id: 'A', label: 'A', spec: { by: 'enthalpy', dryBulb: 75, enthalpy: 28.107 } }],
      processes: [],
    };
    const metric = convertPsychrometricChartInput(draft, 'Metric');
    expect(metric.pressure).toBeCloseTo(101.325, 2);
    // 75 °F / 50 % has 28.107 Btu/lb (I-P datum, 0 °F dry air); the same air at 23.889 °C has
    // 47.49 kJ/kg (SI datum, 0 °C): (28.107 × 2.326) − 17.884 = 47.49. Eq. 30 of the two editions agrees
    // to 0.1 %, so the converted enthalpy gives back the same humidity ratio.
    const spec = metric.states[0]?.spec;
    expect(spec?.by === 'enthalpy' && spec.enthalpy).toBeCloseTo(47.49, 2);
    const ip = calculatePsychrometricChart({ ...imperial, ...draft } as never);
    const si = calculatePsychrometricChart(metric as never);
    expect(si.states[0]?.state.humidityRatio).toBeCloseTo(
      ip.states[0]?.state.humidityRatio ?? 0,
      4,
    );
  });

  it('round-trips and leaves blank fields blank', () => {
    const draft: PsychrometricChartDraft = {
      ...imperial,
      states: [
        {
          id: 'A',
          label: 'A',
          spec: { by: 'relativeHumidity', dryBulb: undefined, relativeHumidity: 40 },
        },
        ...imperial.states,
      ],
    };
    const back = convertPsychrometricChartInput(
      convertPsychrometricChartInput(draft, 'Metric'),
      'Imperial',
    );
    expect(back.states[0]?.spec).toEqual({
      by: 'relativeHumidity',
      dryBulb: undefined,
      relativeHumidity: 40,
    });
    const spec = back.states[1]?.spec;
    expect(spec?.by === 'wetBulb' && spec.dryBulb).toBeCloseTo(95, 9);
  });

  it('gives the same states in both systems', () => {
    const ip = calculatePsychrometricChart(imperial);
    const si = calculatePsychrometricChart(convertPsychrometricChartInput(imperial, 'Metric'));
    expect(si.states[0]?.state.relativeHumidityPercent).toBeCloseTo(
      ip.states[0]?.state.relativeHumidityPercent ?? 0,
      1,
    );
  });
});
