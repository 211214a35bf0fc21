import { describe, expect, it } from 'vitest';
import { calculatePsychrometricChart } from '../psychrometrics/chart/calculate-chart.js';
import { PsychrometricChartInputSchema } from '../psychrometrics/chart/schema.js';
import { humidityRatioFromWetBulb } from '../psychrometrics/wet-bulb.js';
import { airFactorsAtElevation } from './air-factors.js';
import { systemCoilProcess } from './system-coil.js';
import type { CoilProcessInput } from './system-coil.js';
import { systemPsychrometricChart } from './system-psychrometric-chart.js';

const air = airFactorsAtElevation(300);
const input: CoilProcessInput = {
  pressurePa: air.pressurePa,
  outdoorC: 34,
  outdoorHumidityRatio: humidityRatioFromWetBulb(34, 24, air.pressurePa),
  roomC: 24,
  roomHumidityRatio: 0.0093,
  supplyAirflowM3s: 2,
  outdoorAirM3s: 0.4,
  supplyAirC: 13,
  roomsLatentW: 6000,
  fanTemperatureRiseK: 1.2,
  fanPosition: 'drawThrough',
  air,
};

describe('systemPsychrometricChart', () => {
  it.each(['drawThrough', 'blowThrough'] as const)(
    'draws a %s system that the psychrometric chart recomputes to the same states',
    (fanPosition) => {
      const process = systemCoilProcess({ ...input, fanPosition });
      const chart = systemPsychrometricChart(
        { name: 'AHU-1', process, supplyAirflowM3s: 2, outdoorAirM3s: 0.4, fanPosition },
        air,
        'Metric',
      );
      expect(PsychrometricChartInputSchema.safeParse(chart).success).toBe(true);
      const result = calculatePsychrometricChart(chart);
      const byId = new Map(result.processes.map((p) => [p.id, p]));
      // Mixed by the same masses: the chart's mix is the building load's mix.
      expect(byId.get('MA')?.leaving.dryBulb).toBeCloseTo(process.mixed.dryBulbC, 6);
      expect(byId.get('MA')?.leaving.humidityRatio).toBeCloseTo(process.mixed.humidityRatio, 9);
      const coil = byId.get('CC');
      expect(coil?.leaving.dryBulb).toBeCloseTo(process.coilLeaving.dryBulbC, 9);
      expect(coil?.leaving.enthalpy).toBeCloseTo(process.coilLeaving.enthalpyJKg / 1000, 6);
      expect(coil?.coil?.apparentDewPoint).toBeCloseTo(process.apparatusDewPointC ?? NaN, 6);
      expect(coil?.coil?.bypassFactor).toBeCloseTo(process.bypassFactor ?? NaN, 6);
      const last = result.processes.at(-1);
      expect(last?.leaving.dryBulb).toBeCloseTo(process.supply.dryBulbC, 9);
    },
  );

  it('draws each zone’s reheat from the supply to the temperature it needs, its load the reheat', () => {
    const process = systemCoilProcess(input);
    const reheat = [
      { name: 'Zone 1', minimumAirflowM3s: 0.3, neededSupplyC: 18, reheatW: 1779.5 },
      { name: 'Zone 2', minimumAirflowM3s: 0.2, neededSupplyC: 14, reheatW: 0 },
    ];
    const chart = systemPsychrometricChart(
      {
        name: 'AHU-1',
        process,
        supplyAirflowM3s: 2,
        outdoorAirM3s: 0.4,
        fanPosition: 'drawThrough',
        reheat,
      },
      air,
      'Metric',
    );
    expect(PsychrometricChartInputSchema.safeParse(chart).success).toBe(true);
    // Zone 2 needs no reheat: one reheat process, from the supply.
    expect(chart.processes.filter((p) => p.id.startsWith('RH')).map((p) => p.label)).toEqual([
      'Reheat Zone 1',
    ]);
    const result = calculatePsychrometricChart(chart);
    const rh = result.processes.find((p) => p.id === 'RH1');
    expect(rh?.fromIds).toEqual(['SA']);
    expect(rh?.entering[0]?.dryBulb).toBeCloseTo(process.supply.dryBulbC, 9);
    expect(rh?.leaving.dryBulb).toBeCloseTo(18, 9);
    // The same mass the building load heats: ρ·V·cp·Δt with moist air's cp at the supply's
    // humidity ratio (ch. 1, eq. 32), within 1 % of the sensible factor's figure.
    const airMassKgS = 0.3 * air.densityKgM3;
    const cpJKgK = 1006 + 1860 * process.supply.humidityRatio;
    expect(rh?.loads?.sensible).toBeCloseTo(
      airMassKgS * cpJKgK * (18 - process.supply.dryBulbC),
      -1,
    );
  });

  it('holds at most the chart’s 16 processes, the largest reheats kept', () => {
    const process = systemCoilProcess(input);
    const reheat = Array.from({ length: 20 }, (_, i) => ({
      name: `Zone ${i + 1}`,
      minimumAirflowM3s: 0.1,
      neededSupplyC: 15 + i * 0.1,
      reheatW: 100 + i,
    }));
    const chart = systemPsychrometricChart(
      {
        name: 'AHU-1',
        process,
        supplyAirflowM3s: 2,
        outdoorAirM3s: 0.4,
        fanPosition: 'drawThrough',
        reheat,
      },
      air,
      'Metric',
    );
    expect(PsychrometricChartInputSchema.safeParse(chart).success).toBe(true);
    expect(chart.processes).toHaveLength(16);
    expect(chart.processes.map((p) => p.id).slice(0, 4)).toEqual(['MA', 'CC', 'SA', 'RH1']);
    expect(chart.processes.at(3)?.label).toBe('Reheat Zone 20');
    expect(chart.processes.at(-1)?.label).toBe('Reheat Zone 8');
  });

  it('writes an Imperial file the chart accepts', () => {
    const process = systemCoilProcess(input);
    const chart = systemPsychrometricChart(
      {
        name: 'AHU-1',
        process,
        supplyAirflowM3s: 2,
        outdoorAirM3s: 0.4,
        fanPosition: 'drawThrough',
      },
      air,
      'Imperial',
    );
    expect(PsychrometricChartInputSchema.safeParse(chart).success).toBe(true);
    const supply = calculatePsychrometricChart(chart).processes.at(-1)?.leaving.dryBulb ?? NaN;
    expect(supply).toBeCloseTo(13 * 1.8 + 32, 9);
  });
});
