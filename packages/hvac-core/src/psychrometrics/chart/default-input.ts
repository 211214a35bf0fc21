import type { UnitSystem } from '../../units/index.js';
import type { PsychrometricChartInput } from './schema.js';

/**
 * A new, empty chart at sea level: no states or processes yet (the user types them or clicks the
 * chart), comfort zone off.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 * @example defaultPsychrometricChartInput('Metric').states //=> []
 */
export function defaultPsychrometricChartInput(unitSystem: UnitSystem): PsychrometricChartInput {
  return {
    calculationName: '',
    unitSystem,
    altitude: 0,
    states: [],
    processes: [],
    showComfortZone: false,
  };
}

/**
 * A worked summer example: outdoor air 95 °F db / 75 °F wb and return air 75 °F / 50 % RH mixed
 * 2,000 + 8,000 cfm, then cooled by a coil with a 50 °F apparent dew point and a 0.15 bypass factor
 * (Metric: 35 °C db / 24 °C wb, 24 °C / 50 %, 1,000 + 4,000 L/s, ADP 10 °C). Round numbers in each
 * system, not conversions of each other.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input with two states and two processes.
 * @example examplePsychrometricChartInput('Imperial').processes.length //=> 2
 */
export function examplePsychrometricChartInput(unitSystem: UnitSystem): PsychrometricChartInput {
  const metric = unitSystem === 'Metric';
  return {
    calculationName: 'Summer design: mixing and cooling coil',
    unitSystem,
    altitude: 0,
    states: [
      {
        id: 'OA',
        label: 'OA',
        spec: metric
          ? { by: 'wetBulb', dryBulb: 35, wetBulb: 24 }
          : { by: 'wetBulb', dryBulb: 95, wetBulb: 75 },
      },
      {
        id: 'RA',
        label: 'RA',
        spec: metric
          ? { by: 'relativeHumidity', dryBulb: 24, relativeHumidity: 50 }
          : { by: 'relativeHumidity', dryBulb: 75, relativeHumidity: 50 },
      },
    ],
    processes: [
      {
        id: 'MA',
        label: 'MA',
        type: 'mixing',
        streamA: 'OA',
        airflowA: metric ? 1000 : 2000,
        streamB: 'RA',
        airflowB: metric ? 4000 : 8000,
      },
      {
        id: 'SA',
        label: 'SA',
        type: 'coolingCoil',
        from: 'MA',
        airflow: metric ? 5000 : 10000,
        coil: { by: 'apparentDewPoint', apparentDewPoint: metric ? 10 : 50, bypassFactor: 0.15 },
      },
    ],
    showComfortZone: false,
  };
}
