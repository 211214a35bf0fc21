import { describe, expect, it } from 'vitest';
import { PsychrometricRangeError } from './errors.js';
import { AirMixingInputSchema, mixAirStreams } from './mixing.js';

describe('mixAirStreams', () => {
  // ASHRAE F 2017 ch. 1 example 4: 2 m³/s of outdoor air at 4 °C db / 2 °C wb mixed with 6.25 m³/s of
  // recirculated air at 25 °C / 50 %. Solution: v1 = 0.789, v2 = 0.858 m³/kg, mda1 = 2.535,
  // mda2 = 7.284 kg/s; the chart gives t3 = 19.5 °C and t*3 = 14.6 °C.
  const example = mixAirStreams({
    unitSystem: 'Metric',
    streams: [
      { state: { by: 'wetBulb', dryBulb: 4, wetBulb: 2 }, airflow: 2000 },
      { state: { by: 'relativeHumidity', dryBulb: 25, relativeHumidity: 50 }, airflow: 6250 },
    ],
  });

  it('matches ASHRAE F 2017 ch. 1 example 4 (mass flows, mixed dry and wet bulbs)', () => {
    const [outdoor, recirculated] = example.streams;
    expect(Math.abs((outdoor?.state.specificVolume ?? 0) - 0.789)).toBeLessThan(0.001);
    expect(Math.abs((recirculated?.state.specificVolume ?? 0) - 0.858)).toBeLessThan(0.001);
    expect(outdoor?.flow.dryAirMassFlow).toBeCloseTo(2.535, 2);
    expect(recirculated?.flow.dryAirMassFlow).toBeCloseTo(7.284, 2);
    expect(Math.abs(example.mixed.dryBulb - 19.5)).toBeLessThan(0.2);
    expect(Math.abs(example.mixed.wetBulb - 14.6)).toBeLessThan(0.1);
  });

  it('conserves dry air, water and energy (eq. 43–45)', () => {
    const m = example.streams.map((s) => s.flow.si.dryAirMassFlowKgS);
    const total = example.mixedFlow.si.dryAirMassFlowKgS;
    expect(total).toBeCloseTo((m[0] ?? 0) + (m[1] ?? 0), 12);
    const water = example.streams.reduce(
      (sum, s) => sum + s.flow.si.dryAirMassFlowKgS * s.state.humidityRatio,
      0,
    );
    expect(total * example.mixed.humidityRatio).toBeCloseTo(water, 12);
    const energy = example.streams.reduce(
      (sum, s) => sum + s.flow.si.dryAirMassFlowKgS * s.state.si.enthalpyJKg,
      0,
    );
    expect(total * example.mixed.si.enthalpyJKg).toBeCloseTo(energy, 6);
    expect(example.streams.reduce((sum, s) => sum + s.dryAirFraction, 0)).toBeCloseTo(1, 12);
    expect(example.fogHumidityRatio).toBe(0);
  });

  it('puts the mixed state on the straight line between the streams, nearer the larger one', () => {
    const [a, b] = example.streams;
    const fraction =
      (example.mixed.humidityRatio - (a?.state.humidityRatio ?? 0)) /
      ((b?.state.humidityRatio ?? 0) - (a?.state.humidityRatio ?? 0));
    expect(fraction).toBeCloseTo(b?.dryAirFraction ?? 0, 12);
  });

  it('conserves energy in I-P units too, and agrees with the Metric mix', () => {
    const imperial = mixAirStreams({
      unitSystem: 'Imperial',
      streams: [
        { state: { by: 'wetBulb', dryBulb: 39.2, wetBulb: 35.6 }, airflow: 2000 / 0.47194745 },
        {
          state: { by: 'relativeHumidity', dryBulb: 77, relativeHumidity: 50 },
          airflow: 6250 / 0.47194745,
        },
      ],
    });
    const mass = imperial.streams.map((s) => s.flow.dryAirMassFlow);
    const energy = imperial.streams.reduce(
      (sum, s) => sum + s.flow.dryAirMassFlow * s.state.enthalpy,
      0,
    );
    expect(imperial.mixedFlow.dryAirMassFlow * imperial.mixed.enthalpy).toBeCloseTo(energy, 6);
    expect(imperial.mixedFlow.dryAirMassFlow).toBeCloseTo((mass[0] ?? 0) + (mass[1] ?? 0), 9);
    expect(Math.abs(imperial.mixed.si.dryBulbC - example.mixed.dryBulb)).toBeLessThan(0.02);
    expect(imperial.mixedFlow.units).toEqual({ airflow: 'cfm', dryAirMassFlow: 'lb/h' });
  });

  it('forms fog when cold saturated air meets warm saturated air, conserving water and energy', () => {
    const fog = mixAirStreams({
      unitSystem: 'Metric',
      streams: [
        { state: { by: 'relativeHumidity', dryBulb: -20, relativeHumidity: 100 }, airflow: 1000 },
        { state: { by: 'relativeHumidity', dryBulb: 40, relativeHumidity: 100 }, airflow: 1000 },
      ],
    });
    expect(fog.fogHumidityRatio).toBeGreaterThan(0);
    expect(fog.mixed.relativeHumidity).toBeCloseTo(1, 9);
    const m = fog.mixedFlow.si.dryAirMassFlowKgS;
    const water = fog.streams.reduce(
      (sum, s) => sum + s.flow.si.dryAirMassFlowKgS * s.state.humidityRatio,
      0,
    );
    expect(m * (fog.mixed.humidityRatio + fog.fogHumidityRatio)).toBeCloseTo(water, 12);
    const energy = fog.streams.reduce(
      (sum, s) => sum + s.flow.si.dryAirMassFlowKgS * s.state.si.enthalpyJKg,
      0,
    );
    const mistEnthalpy = 4186 * fog.mixed.dryBulb * fog.fogHumidityRatio;
    expect(m * (fog.mixed.si.enthalpyJKg + mistEnthalpy)).toBeCloseTo(energy, 3);
  });

  it('mixes more than two streams', () => {
    const three = mixAirStreams({
      unitSystem: 'Metric',
      streams: [
        { state: { by: 'relativeHumidity', dryBulb: 20, relativeHumidity: 50 }, airflow: 100 },
        { state: { by: 'relativeHumidity', dryBulb: 20, relativeHumidity: 50 }, airflow: 100 },
        { state: { by: 'relativeHumidity', dryBulb: 20, relativeHumidity: 50 }, airflow: 100 },
      ],
    });
    expect(three.mixed.dryBulb).toBeCloseTo(20, 9);
    expect(three.mixedFlow.airflow).toBeCloseTo(300, 9);
  });

  it('rejects a non-positive airflow, a single stream and an impossible state, naming the field', () => {
    const state = { by: 'relativeHumidity', dryBulb: 20, relativeHumidity: 50 } as const;
    expect(() =>
      mixAirStreams({
        unitSystem: 'Metric',
        streams: [
          { state, airflow: 0 },
          { state, airflow: 10 },
        ],
      }),
    ).toThrow(/Airflow must be greater than 0 L\/s/);
    expect(() =>
      mixAirStreams({ unitSystem: 'Metric', streams: [{ state, airflow: 10 }] }),
    ).toThrow(PsychrometricRangeError);
    const parsed = AirMixingInputSchema.safeParse({
      unitSystem: 'Imperial',
      streams: [
        { state, airflow: 100 },
        { state: { by: 'wetBulb', dryBulb: 70, wetBulb: 80 }, airflow: 100 },
      ],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['streams', 1, 'state', 'wetBulb']);
  });
});
