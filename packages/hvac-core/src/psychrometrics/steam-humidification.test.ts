import { describe, expect, it } from 'vitest';
import { expectWaterBalance } from './_testing/balances.js';
import { moistAirState } from './moist-air-state.js';
import { SteamHumidificationInputSchema, steamHumidification } from './steam-humidification.js';

describe('steamHumidification', () => {
  // ASHRAE F 2017 ch. 1 example 5: air at 20 °C db / 8 °C wb is brought to a dew point of 13 °C by
  // saturated steam at 110 °C, mda = 2 kg/s. The handbook (steam table hg = 2691 kJ/kg) gets t2 ≈ 21 °C
  // and W2 = 9.28 g/kg; eq. 30's vapour term gives hg = 2705.6 kJ/kg, 0.1 K warmer.
  const entering = moistAirState({ unitSystem: 'Metric', by: 'wetBulb', dryBulb: 20, wetBulb: 8 });
  const example = steamHumidification({
    unitSystem: 'Metric',
    entering: { by: 'wetBulb', dryBulb: 20, wetBulb: 8 },
    airflow: 2 * entering.specificVolume * 1000,
    leaving: { by: 'dewPoint', dewPoint: 13 },
    steamTemperature: 110,
  });

  it('matches ASHRAE F 2017 ch. 1 example 5', () => {
    expect(example.enteringFlow.dryAirMassFlow).toBeCloseTo(2, 9);
    expect(Math.abs(example.leaving.dryBulb - 21)).toBeLessThan(0.3);
    expect(Math.abs(example.leaving.humidityRatioDisplay - 9.3)).toBeLessThan(0.1);
    expect(example.leaving.dewPoint).toBeCloseTo(13, 9);
    expect(example.steamEnthalpy).toBeCloseTo(2705.6, 6);
  });

  it('conserves water and energy: steam flow mda ΔW, air-side total = steam flow × hg', () => {
    expectWaterBalance(example, example.steam);
    expect(example.loads.si.totalW).toBeCloseTo(
      example.steam.kgPerSecond * example.steamEnthalpy * 1000,
      4,
    );
    expect(example.loads.latent).toBeGreaterThan(example.loads.sensible);
  });

  it('reaches a relative humidity target, in I-P with the 212 °F default steam', () => {
    const result = steamHumidification({
      unitSystem: 'Imperial',
      entering: { by: 'relativeHumidity', dryBulb: 70, relativeHumidity: 20 },
      airflow: 1000,
      leaving: { by: 'relativeHumidity', relativeHumidity: 45 },
    });
    expect(result.leaving.relativeHumidityPercent).toBeCloseTo(45, 8);
    expect(result.steamEnthalpy).toBeCloseTo(1061 + 0.444 * 212, 9);
    expect(result.leaving.dryBulb).toBeGreaterThan(70);
    expect(result.loads.total).toBeCloseTo(result.steam.poundsPerHour * result.steamEnthalpy, 3);
  });

  it('rejects a drier target and a supersaturating one', () => {
    const entering = { by: 'relativeHumidity', dryBulb: 20, relativeHumidity: 50 } as const;
    const base = { unitSystem: 'Metric', entering, airflow: 500 } as const;
    const drier = SteamHumidificationInputSchema.safeParse({
      ...base,
      leaving: { by: 'humidityRatio', humidityRatio: 0.001 },
    });
    expect(drier.error?.issues[0]?.message).toMatch(/cannot dry the air/);
    const wet = SteamHumidificationInputSchema.safeParse({
      ...base,
      leaving: { by: 'humidityRatio', humidityRatio: 0.03 },
    });
    expect(wet.error?.issues[0]?.message).toMatch(/supersaturated/);
    expect(wet.error?.issues[0]?.path).toEqual(['leaving', 'humidityRatio']);
  });
});
