import { PASCALS_PER_PSI, convertValue } from '../../units/index.js';
import type { Quantity, UnitSystem } from '../../units/index.js';
import { enthalpyBtuLbFromJKg, enthalpyJKgFromBtuLb } from '../enthalpy.js';
import type { PsychrometricChartDraft } from './schema.js';
import { convertDraftNumber, draftConversion } from '../../_lib/draft-convert.js';

type Converter = (value: number) => number;

/** Fields holding a temperature, wherever they sit in a state, process or target. */
const TEMPERATURE_KEYS = new Set([
  'dryBulb',
  'wetBulb',
  'dewPoint',
  'leavingDryBulb',
  'apparentDewPoint',
  'steamTemperature',
]);
/** Fields holding an airflow. */
const AIRFLOW_KEYS = new Set(['airflow', 'airflowA', 'airflowB']);

function quantityConverter(quantity: Quantity, from: UnitSystem, to: UnitSystem): Converter {
  return (value) => convertValue(value, quantity, from, to);
}

/** Converts every number of a nested draft whose key has a unit; others (RH, W, BF) are kept. */
function convertTree(value: unknown, converters: ReadonlyMap<string, Converter>): unknown {
  if (Array.isArray(value)) return value.map((item) => convertTree(item, converters));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const convert = converters.get(key);
    out[key] =
      convert && typeof child === 'number'
        ? convertDraftNumber(child, convert)
        : convertTree(child, converters);
  }
  return out;
}

/**
 * A chart input re-expressed in another unit system: temperatures, airflows, pressure, altitude
 * and enthalpies are converted (enthalpy with the change of datum, 0 °F dry air to 0 °C, ASHRAE F
 * ch. 1 eq. 30); relative humidity, humidity ratio (lb/lb = kg/kg), bypass factor and
 * effectiveness are kept. Values are not rounded, so converting back gives the original numbers
 * to round-off. Blank fields stay blank.
 *
 * @param input - A parsed input or a form's draft.
 * @param toUnitSystem - The unit system to express it in.
 * @returns A new object; the input is not changed.
 * @example convertPsychrometricChartInput(example, 'Metric').states[0].spec.dryBulb //=> 35 (from 95 °F)
 */
export function convertPsychrometricChartInput<T extends PsychrometricChartDraft>(
  input: T,
  toUnitSystem: UnitSystem,
): T {
  const units = draftConversion(input, toUnitSystem);
  if (units === undefined) return input;
  const { from } = units;
  if (from === toUnitSystem) return input;
  const converters = new Map<string, Converter>();
  const temperature = quantityConverter('temperature', from, toUnitSystem);
  for (const key of TEMPERATURE_KEYS) converters.set(key, temperature);
  const airflow = quantityConverter('airflow', from, toUnitSystem);
  for (const key of AIRFLOW_KEYS) converters.set(key, airflow);
  converters.set(
    'enthalpy',
    toUnitSystem === 'Metric'
      ? (h) => enthalpyJKgFromBtuLb(h) / 1000
      : (h) => enthalpyBtuLbFromJKg(h * 1000),
  );
  const converted = convertTree(
    { states: input.states, processes: input.processes },
    converters,
  ) as Pick<T, 'states' | 'processes'>;
  const kpaPerPsia = PASCALS_PER_PSI / 1000;
  return {
    ...input,
    unitSystem: toUnitSystem,
    ...(input.pressure === undefined
      ? {}
      : {
          pressure: convertDraftNumber(input.pressure, (p) =>
            toUnitSystem === 'Metric' ? p * kpaPerPsia : p / kpaPerPsia,
          ) as T['pressure'],
        }),
    ...(input.altitude === undefined
      ? {}
      : {
          altitude: convertDraftNumber(input.altitude, (z) =>
            convertValue(z, 'length', from, toUnitSystem),
          ) as T['altitude'],
        }),
    states: converted.states,
    processes: converted.processes,
  };
}
