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
