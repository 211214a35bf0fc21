import { describe, expect, it } from 'vitest';
import { expectWaterBalance } from './_testing/balances.js';
import {
  EvaporativeHumidificationInputSchema,
  evaporativeHumidification,
} from './evaporative-humidification.js';

describe('evaporativeHumidification', () => {
  /** Hot dry air at 35 °C db / 20 °C wb, 1000 L/s: the targets below move it along its wet bulb. */
  const HOT_DRY = {
    unitSystem: 'Metric',
    entering: { by: 'wetBulb', dryBulb: 35, wetBulb: 20 },
    airflow: 1000,
  } as const;

  const desert = evaporativeHumidification({
    unitSystem: 'Imperial',
    entering: { by: 'wetBulb', dryBulb: 95, wetBulb: 65 },
    airflow: 10_000,
    leaving: { by: 'effectiveness', effectiveness: 0.85 },
  });

  it('follows the line of constant wet bulb: t2 = t1 − ε (t1 − t*)', () => {
    expect(desert.leaving.dryBulb).toBeCloseTo(95 - 0.85 * 30, 9);
    expect(desert.leaving.wetBulb).toBeCloseTo(65, 9);
    expect(desert.effectiveness).toBeCloseTo(0.85, 12);
  });

  it('balances energy: air-side total = water evaporated × its enthalpy at the wet bulb (eq. 33)', () => {
    expectWaterBalance(desert, desert.water);
    // I-P water enthalpy at 65 °F: 65 − 32 = 33 Btu/lb.
    expect(desert.loads.total).toBeCloseTo(desert.water.poundsPerHour * 33, 3);
    expect(desert.loads.sensible).toBeLessThan(0);
    expect(desert.loads.latent).toBeGreaterThan(0);
  });

  it('reaches a leaving relative humidity or dry bulb target', () => {
    const byRh = evaporativeHumidification({
      ...HOT_DRY,
      leaving: { by: 'relativeHumidity', relativeHumidity: 80 },
    });
    expect(byRh.leaving.relativeHumidityPercent).toBeCloseTo(80, 8);
    expect(byRh.leaving.wetBulb).toBeCloseTo(20, 9);
    const byDryBulb = evaporativeHumidification({
      ...HOT_DRY,
      leaving: { by: 'dryBulb', dryBulb: byRh.leaving.dryBulb },
    });
    expect(byDryBulb.leaving.humidityRatio).toBeCloseTo(byRh.leaving.humidityRatio, 12);
    const saturated = evaporativeHumidification({
      ...HOT_DRY,
      leaving: { by: 'effectiveness', effectiveness: 1 },
    });
    expect(saturated.leaving.relativeHumidity).toBeCloseTo(1, 9);
  });

  it('rejects targets off the line from the entering state to saturation', () => {
    const tooCold = EvaporativeHumidificationInputSchema.safeParse({
      ...HOT_DRY,
      leaving: { by: 'dryBulb', dryBulb: 15 },
    });
    expect(tooCold.error?.issues[0]?.message).toMatch(
      /between the entering wet bulb \(20 °C\) and the entering dry bulb \(35 °C\)/,
    );
    const tooEffective = EvaporativeHumidificationInputSchema.safeParse({
      ...HOT_DRY,
      leaving: { by: 'effectiveness', effectiveness: 1.2 },
    });
    expect(tooEffective.error?.issues[0]?.path).toEqual(['leaving', 'effectiveness']);
    const drier = EvaporativeHumidificationInputSchema.safeParse({
      ...HOT_DRY,
      leaving: { by: 'relativeHumidity', relativeHumidity: 5 },
    });
    expect(drier.error?.issues[0]?.message).toMatch(
      /Leaving relative humidity must be between 2\d\.\d+% and 100%/,
    );
  });
});
