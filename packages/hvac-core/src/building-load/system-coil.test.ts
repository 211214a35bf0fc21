import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fanShaftPowerW } from '../fan/fan-power.js';
import { saturationHumidityRatio } from '../psychrometrics/humidity-ratio.js';
import { humidityRatioFromWetBulb } from '../psychrometrics/wet-bulb.js';
import { moistAirState } from '../psychrometrics/moist-air-state.js';
import { airFactorsAtElevation, SEA_LEVEL_AIR_FACTORS } from './air-factors.js';
import {
  fanHeatAirflow,
  fanHeatPerAirflowWPerM3s,
  systemCoilProcess,
  zoneReheat,
} from './system-coil.js';
import type { CoilProcessInput } from './system-coil.js';

const P = 101_325;
const base: CoilProcessInput = {
  pressurePa: P,
  outdoorC: 34,
  outdoorHumidityRatio: humidityRatioFromWetBulb(34, 24, P),
  roomC: 24,
  roomHumidityRatio: 0.0093,
  supplyAirflowM3s: 2,
  outdoorAirM3s: 0.4,
  supplyAirC: 13,
  roomsLatentW: 6000,
  fanTemperatureRiseK: 1.2,
  fanPosition: 'drawThrough',
  air: SEA_LEVEL_AIR_FACTORS,
};

describe('fanHeatAirflow', () => {
  it('adds the fan shaft power of the fan engine to the sensible load and solves the airflow', () => {
    const fan = {
      totalPressurePa: 1000,
      totalEfficiencyPercent: 65,
      motorInAirstreamEfficiencyPercent: null,
    };
    const result = fanHeatAirflow(10_000, 24, 13, fan, SEA_LEVEL_AIR_FACTORS);
    expect(result).not.toBeNull();
    const v = result?.supplyAirflowM3s ?? 0;
    // The fan engine's shaft power at that airflow is the fan heat, and the airflow carries both.
    expect(result?.fanHeatW).toBeCloseTo(fanShaftPowerW(v, 1000, 65), 9);
    expect(SEA_LEVEL_AIR_FACTORS.sensibleWPerM3sK * v * 11).toBeCloseTo(
      10_000 + (result?.fanHeatW ?? 0),
      6,
    );
    // 1000 Pa / 0.65 = 1538.5 W per m³/s: a rise of 1.27 K in standard air.
    expect(result?.fanTemperatureRiseK).toBeCloseTo(1538.46 / 1207.2, 2);
  });

  it('adds the motor losses when the motor is in the airstream', () => {
    const outside = fanHeatPerAirflowWPerM3s({
      totalPressurePa: 500,
      totalEfficiencyPercent: 50,
      motorInAirstreamEfficiencyPercent: null,
    });
    const inside = fanHeatPerAirflowWPerM3s({
      totalPressurePa: 500,
      totalEfficiencyPercent: 50,
      motorInAirstreamEfficiencyPercent: 90,
    });
    expect(outside).toBeCloseTo(1000, 9);
    expect(inside).toBeCloseTo(1000 / 0.9, 9);
  });

  it('gives no airflow when the fan alone would use up the supply-to-room difference', () => {
    expect(
      fanHeatAirflow(
        1000,
        24,
        23,
        {
          totalPressurePa: 2000,
          totalEfficiencyPercent: 50,
          motorInAirstreamEfficiencyPercent: null,
        },
        SEA_LEVEL_AIR_FACTORS,
      ),
    ).toBeNull();
  });
});

describe('systemCoilProcess', () => {
  it('leaves a state whose enthalpy and humidity ratio the psychrometrics engine recomputes', () => {
    const process = systemCoilProcess(base);
    const leaving = moistAirState({
      unitSystem: 'Metric',
      pressure: P / 1000,
      by: 'humidityRatio',
      dryBulb: process.coilLeaving.dryBulbC,
      humidityRatio: process.coilLeaving.humidityRatio,
    });
    expect(leaving.enthalpy * 1000).toBeCloseTo(process.coilLeaving.enthalpyJKg, 3);
    expect(leaving.relativeHumidity).toBeCloseTo(process.coilLeaving.relativeHumidity, 9);
    expect(leaving.wetBulb).toBeCloseTo(process.coilLeaving.wetBulbC, 6);
    // Draw-through: the coil leaves 1.2 K below the 13 °C supply.
    expect(process.coilLeaving.dryBulbC).toBeCloseTo(11.8, 12);
    expect(process.supply.dryBulbC).toBeCloseTo(13, 12);
    // W_s = W_r − q_l/(C_l V): 6000 W over 2 m³/s of standard air.
    expect(process.coilLeaving.humidityRatio).toBeCloseTo(
      0.0093 - 6000 / (SEA_LEVEL_AIR_FACTORS.latentWPerM3s * 2),
      12,
    );
  });

  it('mixes by mass: enthalpy and humidity ratio at the outdoor air’s share, as the psychrometrics engine', () => {
    const process = systemCoilProcess(base);
    const mixed = moistAirState({
      unitSystem: 'Metric',
      pressure: P / 1000,
      by: 'enthalpyAndHumidityRatio',
      enthalpy: (0.8 * process.room.enthalpyJKg + 0.2 * process.outdoor.enthalpyJKg) / 1000,
      humidityRatio: 0.8 * process.room.humidityRatio + 0.2 * process.outdoor.humidityRatio,
    });
    expect(process.outdoorAirFraction).toBeCloseTo(0.2, 12);
    expect(process.mixed.dryBulbC).toBeCloseTo(mixed.dryBulb, 6);
    expect(process.mixed.humidityRatio).toBeCloseTo(mixed.humidityRatio, 12);
  });

  it('finds the ADP on the saturation curve and on the line through the coil’s states', () => {
    const process = systemCoilProcess(base);
    const adp = process.apparatusDewPointC ?? NaN;
    const bf = process.bypassFactor ?? NaN;
    expect(process.note).toBeNull();
    expect(bf).toBeGreaterThan(0);
    expect(bf).toBeLessThan(1);
    const wAdp = saturationHumidityRatio(adp, P);
    const { coilEntering: e, coilLeaving: l } = process;
    // The leaving state lies BF of the way from the ADP to the entering state, in t and in W.
    expect(l.dryBulbC).toBeCloseTo(adp + bf * (e.dryBulbC - adp), 9);
    expect(l.humidityRatio).toBeCloseTo(wAdp + bf * (e.humidityRatio - wAdp), 7);
  });

  it('moves the fan’s rise before the coil when it blows through', () => {
    const process = systemCoilProcess({ ...base, fanPosition: 'blowThrough' });
    expect(process.coilEntering.dryBulbC).toBeCloseTo(process.mixed.dryBulbC + 1.2, 9);
    expect(process.coilLeaving.dryBulbC).toBe(13);
  });

  it('calls a coil that removes no moisture dry, with no ADP', () => {
    const process = systemCoilProcess({
      ...base,
      outdoorHumidityRatio: 0.004,
      roomHumidityRatio: 0.006,
      roomsLatentW: 0,
    });
    expect(process.note).toBe('dryCoil');
    expect(process.apparatusDewPointC).toBeNull();
  });

  it('keeps every state finite and the bypass factor in [0, 1) for any design hour', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 48, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 20, max: 28, noNaN: true }),
        fc.double({ min: 0.2, max: 0.7, noNaN: true }),
        fc.double({ min: 8, max: 18, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 30_000, noNaN: true }),
        fc.constantFrom('drawThrough' as const, 'blowThrough' as const),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        (to, rhoFraction, tr, rhr, ts, oaFraction, latentW, position, elevation) => {
          const air = airFactorsAtElevation(elevation);
          const wo = rhoFraction * saturationHumidityRatio(to, air.pressurePa);
          const wr = rhr * saturationHumidityRatio(tr, air.pressurePa);
          const process = systemCoilProcess({
            ...base,
            pressurePa: air.pressurePa,
            air,
            outdoorC: to,
            outdoorHumidityRatio: wo,
            roomC: tr,
            roomHumidityRatio: wr,
            supplyAirC: ts,
            outdoorAirM3s: 2 * oaFraction,
            roomsLatentW: latentW,
            fanPosition: position,
          });
          for (const s of [
            process.mixed,
            process.coilEntering,
            process.coilLeaving,
            process.supply,
          ]) {
            for (const value of Object.values(s)) expect(Number.isFinite(value)).toBe(true);
          }
          expect(process.coilLeaving.humidityRatio).toBeLessThanOrEqual(
            process.coilEntering.humidityRatio,
          );
          if (process.bypassFactor !== null) {
            expect(process.bypassFactor).toBeGreaterThanOrEqual(0);
            expect(process.bypassFactor).toBeLessThan(1);
            expect(process.apparatusDewPointC ?? Infinity).toBeLessThanOrEqual(
              process.coilLeaving.dryBulbC,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('zoneReheat', () => {
  it('reheats a zone whose load is below what its minimum airflow removes', () => {
    // 0.1 m³/s at 11 K removes 1327.9 W in standard air; a 500 W load leaves 827.9 W of reheat.
    const reheat = zoneReheat(500, 24, 13, 0.1, SEA_LEVEL_AIR_FACTORS);
    expect(reheat.reheatW).toBeCloseTo(SEA_LEVEL_AIR_FACTORS.sensibleWPerM3sK * 0.1 * 11 - 500, 9);
    expect(reheat.neededSupplyC).toBeCloseTo(
      24 - 500 / (SEA_LEVEL_AIR_FACTORS.sensibleWPerM3sK * 0.1),
      9,
    );
  });

  it('needs none when the load takes more than the minimum airflow', () => {
    expect(zoneReheat(5000, 24, 13, 0.1, SEA_LEVEL_AIR_FACTORS).reheatW).toBe(0);
  });

  it('heats a zone that loses heat at the hour beyond the room temperature', () => {
    expect(zoneReheat(-500, 24, 13, 0.1, SEA_LEVEL_AIR_FACTORS).neededSupplyC).toBeGreaterThan(24);
  });
});
