import { describe, expect, it } from 'vitest';
import { SensibleProcessInputSchema, sensibleHeatingCooling } from './sensible-process.js';

describe('sensibleHeatingCooling', () => {
  // ASHRAE F 2017 ch. 1 example 2: air saturated at 2 °C enters a heating coil at 10 m³/s and leaves
  // at 40 °C. Solution: v1 = 0.785 m³/kg, mda = 12.74 kg/s, h1 = 13.0, h2 = 51.5 kJ/kg, 1q2 = 490 kW.
  const example = sensibleHeatingCooling({
    unitSystem: 'Metric',
    entering: { by: 'relativeHumidity', dryBulb: 2, relativeHumidity: 100 },
    airflow: 10_000,
    leavingDryBulb: 40,
  });

  it('matches ASHRAE F 2017 ch. 1 example 2', () => {
    expect(example.entering.specificVolume).toBeCloseTo(0.785, 3);
    expect(example.enteringFlow.dryAirMassFlow).toBeCloseTo(12.74, 2);
    expect(Math.abs(example.entering.enthalpy - 13.0)).toBeLessThan(0.1);
    expect(Math.abs(example.leaving.enthalpy - 51.5)).toBeLessThan(0.1);
    expect(Math.abs(example.loads.total / 1000 - 490)).toBeLessThan(2);
  });

  it('keeps the humidity ratio, puts everything in the sensible load, and equals mda Δh', () => {
    expect(example.leaving.humidityRatio).toBe(example.entering.humidityRatio);
    expect(example.loads.latent).toBe(0);
    expect(example.loads.sensibleHeatRatio).toBe(1);
    const dh = example.leaving.si.enthalpyJKg - example.entering.si.enthalpyJKg;
    expect(example.loads.si.totalW).toBeCloseTo(example.enteringFlow.si.dryAirMassFlowKgS * dh, 6);
    expect(example.leavingFlow.airflow).toBeGreaterThan(example.enteringFlow.airflow);
  });

  it('gives negative loads for sensible cooling, in Btu/h and tons for Imperial', () => {
    const cooling = sensibleHeatingCooling({
      unitSystem: 'Imperial',
      entering: { by: 'relativeHumidity', dryBulb: 95, relativeHumidity: 20 },
      airflow: 1000,
      leavingDryBulb: 75,
    });
    expect(cooling.loads.total).toBeLessThan(0);
    expect(cooling.loads.units.heatRate).toBe('Btu/h');
    // 1.08 × cfm × Δt is the textbook approximation for standard air: within 5 % here.
    expect(Math.abs(cooling.loads.total / (-1.08 * 1000 * 20) - 1)).toBeLessThan(0.05);
    expect(cooling.loads.totalTons).toBeCloseTo(Math.abs(cooling.loads.total) / 12_000, 12);
  });

  it('refuses to cool below the entering dew point', () => {
    const result = SensibleProcessInputSchema.safeParse({
      unitSystem: 'Metric',
      entering: { by: 'relativeHumidity', dryBulb: 30, relativeHumidity: 60 },
      airflow: 1000,
      leavingDryBulb: 15,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['leavingDryBulb']);
    expect(result.error?.issues[0]?.message).toMatch(
      /below the entering dew point \(21\.\d+ °C\).*cooling coil/,
    );
  });
});

describe('process input errors name the full path', () => {
  it('puts an impossible entering state under entering', () => {
    const result = SensibleProcessInputSchema.safeParse({
      unitSystem: 'Imperial',
      entering: { by: 'wetBulb', dryBulb: 70, wetBulb: 80 },
      airflow: 1000,
      leavingDryBulb: 90,
    });
    expect(result.error?.issues[0]?.path).toEqual(['entering', 'wetBulb']);
    expect(() =>
      sensibleHeatingCooling({
        unitSystem: 'Imperial',
        entering: { by: 'wetBulb', dryBulb: 70, wetBulb: 60 },
        airflow: -5,
        leavingDryBulb: 90,
      }),
    ).toThrow(/Airflow must be greater than 0 cfm, got -5/);
  });
});
