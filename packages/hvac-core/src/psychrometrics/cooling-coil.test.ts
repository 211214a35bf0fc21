import { describe, expect, it, test } from 'vitest';
import { CoolingCoilInputSchema, coolingCoil } from './cooling-coil.js';
import type { CoolingCoilInput } from './cooling-coil.js';

describe('coolingCoil', () => {
  // ASHRAE F 2017 ch. 1 example 3: air at 30 °C / 50 % enters a cooling coil at 5 m³/s and leaves
  // saturated at 10 °C. Solution (as tabulated by ChemicaLogic's MoistAirTab example 4): v1 = 0.877,
  // mda = 5.70 kg/s, h1 = 64.35, h2 = 29.35 kJ/kg, W1 = 0.0134, W2 = 0.0077, condensate 0.0325 kg/s
  // at hw = 42.01 kJ/kg, 198 kW of refrigeration.
  const example = coolingCoil({
    unitSystem: 'Metric',
    entering: { by: 'relativeHumidity', dryBulb: 30, relativeHumidity: 50 },
    airflow: 5000,
    coil: {
      by: 'leavingState',
      leaving: { by: 'relativeHumidity', dryBulb: 10, relativeHumidity: 100 },
    },
  });

  it('matches ASHRAE F 2017 ch. 1 example 3', () => {
    expect(example.entering.specificVolume).toBeCloseTo(0.877, 3);
    expect(example.enteringFlow.dryAirMassFlow).toBeCloseTo(5.7, 2);
    expect(Math.abs(example.entering.enthalpy - 64.35)).toBeLessThan(0.2);
    expect(Math.abs(example.leaving.enthalpy - 29.35)).toBeLessThan(0.1);
    expect(Math.abs(example.condensate.kgPerSecond - 0.0325)).toBeLessThan(0.0003);
    expect(Math.abs(example.coilLoad / 1000 - 198.18)).toBeLessThan(1.5);
    expect(example.apparentDewPoint).toBeCloseTo(10, 9);
    expect(example.bypassFactor).toBeCloseTo(0, 9);
  });

  it('makes the coil load mda [(h1 − h2) − (W1 − W2) hw2] and the air-side loads mda Δh', () => {
    const m = example.enteringFlow.si.dryAirMassFlowKgS;
    const h1 = example.entering.si.enthalpyJKg;
    const h2 = example.leaving.si.enthalpyJKg;
    const dw = example.entering.humidityRatio - example.leaving.humidityRatio;
    expect(example.si.coilLoadW).toBeCloseTo(
      m * (h1 - h2 - dw * 4186 * example.leaving.dryBulb),
      6,
    );
    expect(example.loads.si.totalW).toBeCloseTo(m * (h2 - h1), 6);
    expect(example.loads.si.sensibleW + example.loads.si.latentW).toBeCloseTo(
      example.loads.si.totalW,
      6,
    );
    expect(example.condensate.kgPerSecond).toBeCloseTo(m * dw, 12);
    expect(example.condensate.litresPerHour).toBeCloseTo(example.condensate.kgPerSecond * 3600, 9);
    expect(example.condensate.poundsPerHour).toBeCloseTo(
      (example.condensate.kgPerSecond / 0.45359237) * 3600,
      9,
    );
    expect(example.condensate.gallonsPerMinute).toBeCloseTo(
      (example.condensate.kgPerSecond / 3.785411784) * 60,
      9,
    );
  });

  it('finds ADP and bypass factor from a leaving state, and the same leaving state back from them', () => {
    const base = {
      unitSystem: 'Imperial',
      entering: { by: 'wetBulb', dryBulb: 80, wetBulb: 67 },
      airflow: 2000,
    } as const;
    const forward = coolingCoil({
      ...base,
      coil: { by: 'apparentDewPoint', apparentDewPoint: 50, bypassFactor: 0.1 },
    });
    expect(forward.leaving.dryBulb).toBeCloseTo(53, 9);
    const back = coolingCoil({
      ...base,
      coil: {
        by: 'leavingState',
        leaving: {
          by: 'humidityRatio',
          dryBulb: forward.leaving.dryBulb,
          humidityRatio: forward.leaving.humidityRatio,
        },
      },
    });
    expect(back.apparentDewPoint).toBeCloseTo(50, 8);
    expect(back.bypassFactor).toBeCloseTo(0.1, 8);
    expect(back.coilLoad).toBeCloseTo(forward.coilLoad, 4);
    expect(forward.loads.units.heatRate).toBe('Btu/h');
    expect(forward.coilLoadTons).toBeCloseTo(forward.coilLoad / 12_000, 12);
    expect(forward.loads.sensibleHeatRatio).toBeGreaterThan(0.5);
    expect(forward.loads.sensibleHeatRatio).toBeLessThan(0.9);
  });

  it('treats a leaving state at the entering humidity ratio as a dry coil: ADP = entering dew point, no condensate', () => {
    const dry = coolingCoil({
      unitSystem: 'Metric',
      entering: { by: 'relativeHumidity', dryBulb: 30, relativeHumidity: 30 },
      airflow: 1000,
      coil: {
        by: 'leavingState',
        leaving: { by: 'humidityRatio', dryBulb: 20, humidityRatio: 0.007 },
      },
    });
    expect(dry.condensate.kgPerSecond).toBeGreaterThan(0);
    expect(dry.apparentDewPoint).toBeLessThan(dry.leaving.dewPoint);
    const sameW = coolingCoil({
      unitSystem: 'Metric',
      entering: { by: 'humidityRatio', dryBulb: 30, humidityRatio: 0.008 },
      airflow: 1000,
      coil: {
        by: 'leavingState',
        leaving: { by: 'humidityRatio', dryBulb: 20, humidityRatio: 0.008 },
      },
    });
    expect(sameW.condensate.kgPerSecond).toBe(0);
    expect(sameW.apparentDewPoint).toBeCloseTo(sameW.entering.dewPoint, 8);
    expect(sameW.loads.latent).toBeCloseTo(0, 9);
  });

  const entering = { by: 'relativeHumidity', dryBulb: 30, relativeHumidity: 50 } as const;
  test.each([
    [
      { by: 'apparentDewPoint', apparentDewPoint: 25, bypassFactor: 0.1 },
      ['coil.apparentDewPoint'],
      /below the entering dew point|entering dew point \(18\.\d+ °C\)/,
    ],
    [
      { by: 'apparentDewPoint', apparentDewPoint: 10, bypassFactor: 1 },
      ['coil.bypassFactor'],
      /below 1/,
    ],
    [
      { by: 'apparentDewPoint', apparentDewPoint: 10, bypassFactor: -0.2 },
      ['coil.bypassFactor'],
      /between 0 and 1/,
    ],
    [
      {
        by: 'leavingState',
        leaving: { by: 'relativeHumidity', dryBulb: 35, relativeHumidity: 20 },
      },
      ['coil.leaving'],
      /below the entering dry bulb/,
    ],
    [
      {
        by: 'leavingState',
        leaving: { by: 'relativeHumidity', dryBulb: 25, relativeHumidity: 90 },
      },
      ['coil.leaving'],
      /cannot add moisture/,
    ],
    [
      { by: 'leavingState', leaving: { by: 'humidityRatio', dryBulb: 29, humidityRatio: 0.002 } },
      ['coil'],
      /does not reach the saturation curve/,
    ],
  ] as const)('rejects coil %o on %o', (coil, path, message) => {
    const result = CoolingCoilInputSchema.safeParse({
      unitSystem: 'Metric',
      entering,
      airflow: 1000,
      coil,
    } satisfies CoolingCoilInput);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path.flatMap((p) => p.split('.')));
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
});
