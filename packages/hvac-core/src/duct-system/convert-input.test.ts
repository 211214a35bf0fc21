import { describe, expect, it } from 'vitest';
import { convertValue } from '../units/index.js';
import { convertDuctSystemInput } from './convert-input.js';
import { defaultDuctSystemInput } from './default-input.js';
import { DuctSystemInputSchema } from './schema.js';

describe('convertDuctSystemInput', () => {
  const imperial = {
    unitSystem: 'Imperial' as const,
    frictionRate: 0.08,
    velocity: '1800',
    airTemperature: 55,
    altitude: 1000,
    aspectRatio: 2,
    components: [{ name: 'Coil', pressureDrop: 0.6, ratedAirflow: 2000 }],
    mode: 'analysis' as const,
    analysis: {
      fanTotalPressure: 2,
      fanCurve: [
        { airflow: 0, totalPressure: 3 },
        { airflow: 4000, totalPressure: 1 },
      ],
    },
    sections: [
      {
        id: 'A',
        length: 30,
        diameter: 14,
        damperCoefficient: 2,
        fittings: [
          { type: 'manufacturer' as const, pressureDrop: 0.05, ratedAirflow: 1000, source: 'X' },
          { type: 'elbow' as const, angle: 90, radiusRatio: 1.5 },
        ],
        terminal: { airflow: 1000, pressureDrop: 0.1, ratedAirflow: 900 },
      },
    ],
  };

  it('converts every dimensioned value and keeps ratios, angles and coefficients', () => {
    const metric = convertDuctSystemInput(imperial, 'Metric');
    expect(metric.unitSystem).toBe('Metric');
    expect(metric.frictionRate).toBeCloseTo(
      convertValue(0.08, 'ductFrictionRate', 'Imperial', 'Metric'),
      12,
    );
    expect(metric.velocity).toBe(String(convertValue(1800, 'airVelocity', 'Imperial', 'Metric')));
    expect(metric.airTemperature).toBeCloseTo(12.7778, 4);
    expect(metric.altitude).toBeCloseTo(304.8, 9);
    expect(metric.aspectRatio).toBe(2);
    const section = metric.sections[0];
    expect(section?.length).toBeCloseTo(9.144, 9);
    expect(section?.diameter).toBeCloseTo(355.6, 9);
    expect(section?.damperCoefficient).toBe(2);
    expect(section?.terminal.airflow).toBeCloseTo(471.947, 3);
    expect(section?.terminal.pressureDrop).toBeCloseTo(24.9089, 4);
    expect(section?.fittings[0]).toMatchObject({ source: 'X' });
    expect((section?.fittings[0] as { ratedAirflow: number }).ratedAirflow).toBeCloseTo(471.947, 3);
    expect(section?.fittings[1]).toEqual({ type: 'elbow', angle: 90, radiusRatio: 1.5 });
    expect(metric.components[0]?.pressureDrop).toBeCloseTo(149.453, 3);
    expect(metric.analysis.fanTotalPressure).toBeCloseTo(498.178, 3);
    expect(metric.analysis.fanCurve[1]?.airflow).toBeCloseTo(1887.79, 2);
  });

  it('gives the original numbers back on the way back', () => {
    const back = convertDuctSystemInput(convertDuctSystemInput(imperial, 'Metric'), 'Imperial');
    expect(back.sections[0]?.diameter).toBeCloseTo(14, 12);
    expect(back.analysis.fanCurve[1]?.totalPressure).toBeCloseTo(1, 12);
    expect(Number(back.velocity)).toBeCloseTo(1800, 9);
  });

  it('leaves a draft in the target system alone but for its unit system, and the input unchanged', () => {
    const copy = JSON.parse(JSON.stringify(imperial)) as unknown;
    expect(convertDuctSystemInput(imperial, 'Imperial')).toEqual(imperial);
    convertDuctSystemInput(imperial, 'Metric');
    expect(imperial).toEqual(copy);
  });
});

describe('defaultDuctSystemInput', () => {
  it('is a valid input in both unit systems', () => {
    for (const unitSystem of ['Imperial', 'Metric'] as const)
      expect(DuctSystemInputSchema.safeParse(defaultDuctSystemInput(unitSystem)).success).toBe(
        true,
      );
  });
});
