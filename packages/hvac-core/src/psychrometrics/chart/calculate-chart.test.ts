import { describe, expect, it } from 'vitest';
import { fromSi } from '../../units/index.js';
import { coolingCoil } from '../cooling-coil.js';
import { mixAirStreams } from '../mixing.js';
import { moistAirState } from '../moist-air-state.js';
import { calculatePsychrometricChart } from './calculate-chart.js';
import { convertPsychrometricChartInput } from './convert-input.js';
import { examplePsychrometricChartInput } from './default-input.js';
import { PsychrometricChartInputSchema } from './schema.js';
import type { PsychrometricChartInput } from './schema.js';

const imperial = examplePsychrometricChartInput('Imperial');

function stateOf(result: ReturnType<typeof calculatePsychrometricChart>, id: string) {
  const found = result.states.find((s) => s.id === id);
  if (!found) throw new Error(`no state ${id}`);
  return found.state;
}

describe('calculatePsychrometricChart', () => {
  it('matches ASHRAE F 2017 ch. 1 example 4 (mixing) and example 3 (coil) through the chart', () => {
    // Example 4: 2 m³/s at 4 °C db / 2 °C wb with 6.25 m³/s at 25 °C / 50 %: t3 = 19.5 °C, t*3 = 14.6 °C.
    // Example 3: 5 m³/s at 30 °C / 50 % leaving saturated at 10 °C: 198 kW, condensate 0.0325 kg/s.
    const input: PsychrometricChartInput = {
      calculationName: 'ASHRAE examples',
      unitSystem: 'Metric',
      states: [
        { id: 'OA', label: 'Outdoor', spec: { by: 'wetBulb', dryBulb: 4, wetBulb: 2 } },
        {
          id: 'RA',
          label: 'Return',
          spec: { by: 'relativeHumidity', dryBulb: 25, relativeHumidity: 50 },
        },
        {
          id: 'E3',
          label: 'Coil in',
          spec: { by: 'relativeHumidity', dryBulb: 30, relativeHumidity: 50 },
        },
      ],
      processes: [
        {
          id: 'MA',
          label: 'Mixed',
          type: 'mixing',
          streamA: 'OA',
          airflowA: 2000,
          streamB: 'RA',
          airflowB: 6250,
        },
        {
          id: 'L3',
          label: 'Coil out',
          type: 'coolingCoil',
          from: 'E3',
          airflow: 5000,
          coil: {
            by: 'leavingState',
            leaving: { by: 'relativeHumidity', dryBulb: 10, relativeHumidity: 100 },
          },
        },
      ],
      showComfortZone: false,
    };
    const result = calculatePsychrometricChart(input);
    const mixed = stateOf(result, 'MA');
    expect(Math.abs(mixed.dryBulb - 19.5)).toBeLessThan(0.2);
    expect(Math.abs(mixed.wetBulb - 14.6)).toBeLessThan(0.1);
    const coil = result.processes[1];
    expect(Math.abs((coil?.coil?.coilLoad ?? 0) / 1000 - 198.18)).toBeLessThan(1.5);
    expect(Math.abs((coil?.water?.flow.kgPerSecond ?? 0) - 0.0325)).toBeLessThan(0.0003);
    expect(coil?.water?.kind).toBe('condensate');
  });

  it('gives exactly the numbers of the engine’s process functions', () => {
    const result = calculatePsychrometricChart(imperial);
    const mixed = mixAirStreams({
      unitSystem: 'Imperial',
      altitude: 0,
      streams: [
        { state: { by: 'wetBulb', dryBulb: 95, wetBulb: 75 }, airflow: 2000 },
        { state: { by: 'relativeHumidity', dryBulb: 75, relativeHumidity: 50 }, airflow: 8000 },
      ],
    }).mixed;
    expect(stateOf(result, 'MA').dryBulb).toBeCloseTo(mixed.dryBulb, 9);
    expect(stateOf(result, 'MA').humidityRatio).toBeCloseTo(mixed.humidityRatio, 12);
    const coil = coolingCoil({
      unitSystem: 'Imperial',
      altitude: 0,
      entering: { by: 'humidityRatio', dryBulb: mixed.dryBulb, humidityRatio: mixed.humidityRatio },
      airflow: 10000,
      coil: { by: 'apparentDewPoint', apparentDewPoint: 50, bypassFactor: 0.15 },
    });
    const process = result.processes[1];
    expect(process?.loads?.total).toBeCloseTo(coil.loads.total, 6);
    expect(process?.coil?.coilLoad).toBeCloseTo(coil.coilLoad, 6);
  });

  it('hand check of the summer example: 95/75 °F outdoor and 75 °F/50 % return, mixed and cooled', () => {
    const result = calculatePsychrometricChart(imperial);
    const oa = stateOf(result, 'OA');
    const ra = stateOf(result, 'RA');
    const ma = stateOf(result, 'MA');
    const sa = stateOf(result, 'SA');
    // ASHRAE chart No. 1 reads 95/75 °F: W ≈ 0.0141 lb/lb, h ≈ 38.3 Btu/lb; 75 °F/50 %: W ≈ 0.0092, h ≈ 28.1.
    expect(oa.humidityRatio).toBeCloseTo(0.01407, 4);
    expect(oa.enthalpy).toBeCloseTo(38.32, 1);
    expect(ra.humidityRatio).toBeCloseTo(0.00924, 4);
    expect(ra.enthalpy).toBeCloseTo(28.11, 1);
    // Mixing by dry-air mass: 20 % outdoor air by volume, less by mass (vOA = 14.30 > vRA = 13.68
    // ft³/lb): 2000/14.30 = 139.9 and 8000/13.68 = 584.8 lb/min, 139.9 / 724.7 = 0.193.
    const mix = result.processes[0]?.mixing;
    expect(oa.specificVolume).toBeCloseTo(14.3, 2);
    expect(ra.specificVolume).toBeCloseTo(13.68, 2);
    expect(mix?.fractionA).toBeCloseTo(0.193, 3);
    expect(ma.enthalpy).toBeCloseTo(
      mix ? mix.fractionA * oa.enthalpy + (1 - mix.fractionA) * ra.enthalpy : 0,
      9,
    );
    // Coil: t2 = 50 + 0.15 (78.89 − 50) = 54.33 °F; q = mda (h2 − h1) = 43,482 lb/h × (21.73 − 30.08) = −362,800 Btu/h.
    expect(sa.dryBulb).toBeCloseTo(54.333, 2);
    const loads = result.processes[1]?.loads;
    expect(loads?.total).toBeCloseTo(-362_833, -1);
    expect(loads?.sensibleHeatRatio).toBeCloseTo(0.717, 3);
    expect((loads?.sensible ?? 0) + (loads?.latent ?? 0)).toBeCloseTo(loads?.total ?? 1, 6);
  });

  it('conserves dry air, water and energy in mixing', () => {
    const result = calculatePsychrometricChart(imperial);
    const process = result.processes[0];
    const [a, b] = process?.entering ?? [];
    const f = process?.mixing?.fractionA ?? 0;
    expect(process?.leaving.humidityRatio).toBeCloseTo(
      f * (a?.humidityRatio ?? 0) + (1 - f) * (b?.humidityRatio ?? 0),
      12,
    );
    expect(process?.leaving.enthalpy).toBeCloseTo(
      f * (a?.enthalpy ?? 0) + (1 - f) * (b?.enthalpy ?? 0),
      9,
    );
    const coil = result.processes[1];
    expect(coil?.leavingFlow.dryAirMassFlow).toBeCloseTo(
      process?.leavingFlow.dryAirMassFlow ?? 0,
      0,
    );
  });

  it('agrees in Imperial and Metric after converting the input', () => {
    const ip = calculatePsychrometricChart(imperial);
    const si = calculatePsychrometricChart(convertPsychrometricChartInput(imperial, 'Metric'));
    for (const [i, state] of ip.states.entries()) {
      const other = si.states[i]?.state;
      expect(other?.si.dryBulbC).toBeCloseTo(state.state.si.dryBulbC, 2);
      // The I-P and SI editions' coefficients are rounded separately: agreement to about 0.05 %.
      expect(
        Math.abs((other?.si.humidityRatio ?? 0) / state.state.si.humidityRatio - 1),
      ).toBeLessThan(5e-4);
      expect(Math.abs((other?.si.enthalpyJKg ?? 0) - state.state.si.enthalpyJKg)).toBeLessThan(100);
    }
    const ipTotal = ip.processes[1]?.loads?.si.totalW ?? 0;
    const siTotal = si.processes[1]?.loads?.total ?? 0;
    expect(Math.abs(siTotal / ipTotal - 1)).toBeLessThan(0.002);
    expect(fromSi(siTotal, 'heatRate', 'Imperial')).toBeCloseTo(
      ip.processes[1]?.loads?.total ?? 0,
      -3,
    );
  });

  it('computes steam, adiabatic and sensible processes with their water flows', () => {
    const result = calculatePsychrometricChart({
      ...imperial,
      processes: [
        ...imperial.processes,
        {
          id: 'RH',
          label: 'Reheat',
          type: 'sensible',
          from: 'SA',
          airflow: 10000,
          leavingDryBulb: 60,
        },
        {
          id: 'ST',
          label: 'Steam',
          type: 'steamHumidification',
          from: 'RH',
          airflow: 10000,
          leaving: { by: 'relativeHumidity', relativeHumidity: 80 },
        },
        {
          id: 'EV',
          label: 'Evap',
          type: 'adiabaticHumidification',
          from: 'OA',
          airflow: 5000,
          leaving: { by: 'effectiveness', effectiveness: 0.8 },
        },
      ],
    });
    const [, , reheat, steam, evap] = result.processes;
    expect(reheat?.loads?.latent).toBe(0);
    expect(reheat?.loads?.sensibleHeatRatio).toBe(1);
    expect(steam?.leaving.relativeHumidityPercent).toBeCloseTo(80, 6);
    expect(steam?.water?.kind).toBe('steam');
    expect(steam?.water?.flow.poundsPerHour).toBeGreaterThan(0);
    expect(evap?.leaving.wetBulb).toBeCloseTo(75, 6);
    expect(evap?.leaving.dryBulb).toBeCloseTo(95 - 0.8 * 20, 9);
    expect(evap?.water?.kind).toBe('water');
  });

  it('warns when the mix forms fog', () => {
    const result = calculatePsychrometricChart({
      calculationName: '',
      unitSystem: 'Metric',
      states: [
        {
          id: 'C',
          label: 'Cold',
          spec: { by: 'relativeHumidity', dryBulb: -10, relativeHumidity: 100 },
        },
        {
          id: 'H',
          label: 'Warm',
          spec: { by: 'relativeHumidity', dryBulb: 35, relativeHumidity: 100 },
        },
      ],
      processes: [
        {
          id: 'M',
          label: 'Mix',
          type: 'mixing',
          streamA: 'C',
          airflowA: 1000,
          streamB: 'H',
          airflowB: 1000,
        },
      ],
      showComfortZone: false,
    });
    expect(result.warnings[0]).toMatch(/fog/);
    expect(result.processes[0]?.leaving.relativeHumidity).toBeCloseTo(1, 9);
  });
});

describe('PsychrometricChartInputSchema', () => {
  const issues = (input: unknown) =>
    (PsychrometricChartInputSchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it('accepts the example and fills the defaults', () => {
    const parsed = PsychrometricChartInputSchema.parse({
      ...imperial,
      processes: undefined,
      showComfortZone: undefined,
    });
    expect(parsed.processes).toEqual([]);
    expect(parsed.showComfortZone).toBe(false);
  });

  /** The example with the coil (its second process) set as given. */
  const withCoil = (coil: unknown) => ({
    processes: [imperial.processes[0], { ...imperial.processes[1], coil }],
  });

  it.each([
    [
      'a blank dry bulb',
      { states: [{ id: 'A', label: 'A', spec: { by: 'relativeHumidity', relativeHumidity: 50 } }] },
      'states.0.spec.dryBulb',
      /Dry bulb is required/,
    ],
    [
      'a wet bulb above the dry bulb',
      { states: [{ id: 'A', label: 'A', spec: { by: 'wetBulb', dryBulb: 70, wetBulb: 80 } }] },
      'states.0.spec.wetBulb',
      /must not be above the dry bulb/,
    ],
    [
      'a repeated id',
      { states: [imperial.states[0], { ...imperial.states[1], id: 'OA' }], processes: [] },
      'states.1.id',
      /used twice/,
    ],
    [
      'a process before its state',
      { processes: [{ ...imperial.processes[1] }, imperial.processes[0]] },
      'processes.0.from',
      /No state "MA"/,
    ],
    [
      'a bypass factor of 1.5',
      withCoil({ by: 'apparentDewPoint', apparentDewPoint: 50, bypassFactor: 1.5 }),
      'processes.1.coil.bypassFactor',
      /Bypass factor must be between 0 and 1/,
    ],
    [
      'an airflow of 0 for stream B',
      { processes: [{ ...imperial.processes[0], airflowB: 0 }] },
      'processes.0.airflowB',
      /Airflow must be greater than 0 cfm/,
    ],
    [
      'an ADP above the entering dew point',
      withCoil({ by: 'apparentDewPoint', apparentDewPoint: 70, bypassFactor: 0.1 }),
      'processes.1.coil.apparentDewPoint',
      /entering dew point/,
    ],
    [
      'a pressure of 5 psia',
      { altitude: undefined, pressure: 5 },
      'pressure',
      /between 8.702 psia and 15.95 psia/,
    ],
  ])('names the field of %s', (_, change, path, message) => {
    const found = issues({ ...imperial, ...change });
    expect(found[0]?.[0]).toBe(path);
    expect(found[0]?.[1]).toMatch(message);
  });

  it('never gives NaN for extreme states', () => {
    const result = calculatePsychrometricChart({
      calculationName: '',
      unitSystem: 'Metric',
      altitude: 3000,
      states: [
        { id: 'A', label: 'Frost', spec: { by: 'wetBulb', dryBulb: -40, wetBulb: -40 } },
        {
          id: 'B',
          label: 'Hot dry',
          spec: { by: 'relativeHumidity', dryBulb: 60, relativeHumidity: 0 },
        },
      ],
      processes: [
        {
          id: 'M',
          label: 'M',
          type: 'mixing',
          streamA: 'A',
          airflowA: 1,
          streamB: 'B',
          airflowB: 1,
        },
      ],
      showComfortZone: true,
    });
    for (const { state } of result.states) {
      for (const value of Object.values(state.si)) expect(Number.isFinite(value)).toBe(true);
    }
    expect(
      moistAirState({
        unitSystem: 'Metric',
        altitude: 3000,
        by: 'relativeHumidity',
        dryBulb: 60,
        relativeHumidity: 0,
      }).pressure,
    ).toBeCloseTo(result.pressure, 9);
  });

  describe('a chart away from sea-level pressure', () => {
    const at = (change: Partial<PsychrometricChartInput>, system: 'Imperial' | 'Metric') =>
      calculatePsychrometricChart({ ...examplePsychrometricChartInput(system), ...change });

    it.each([
      // Standard atmosphere, ASHRAE F (2017) I-P ch. 1 table 1: 10,000 ft is 10.108 psia.
      [
        '10,000 ft',
        { altitude: 10_000 },
        'Imperial',
        /at 10\.1 psia, not the 14\.7 psia of a sea-level chart.* 31 % less dense/,
      ],
      // SI table 1: 3,000 m is 70.12 kPa, 30.8 % below 101.325 kPa.
      [
        '3,000 m',
        { altitude: 3000 },
        'Metric',
        /at 70\.1 kPa, not the 101 kPa of a sea-level chart.* 31 % less dense/,
      ],
      [
        '15.5 psia',
        { altitude: undefined, pressure: 15.5 },
        'Imperial',
        /at 15\.5 psia.* 5\.5 % more dense/,
      ],
    ] as const)('says what changes at %s', (_, change, system, message) => {
      expect(at(change, system).warnings[0]).toMatch(message);
    });

    it.each([
      ['sea level', { altitude: 0 }],
      ['250 ft (0.9 % below standard)', { altitude: 250 }],
    ] as const)('says nothing at %s', (_, change) => {
      expect(at(change, 'Imperial').warnings.filter((w) => /sea-level chart/.test(w))).toEqual([]);
    });
  });
});
