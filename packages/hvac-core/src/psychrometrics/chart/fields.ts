import type { FieldUnit, NumberFieldSpec, ResultFieldSpec } from '../../_lib/field-spec.js';
import { equationSetFor } from '../equation-set.js';
import type { MoistAirUnits } from '../equation-set.js';
import type { MoistAirStateSpec } from '../state-input.js';
import type { ChartProcessType } from './schema.js';

/*
 * The chart's fields described once, as data: the numbers a state, a process and a humidifier's
 * target are typed in (label, unit, decimals), and the numbers of a state and a process shown in
 * the tables and the report (label, unit, decimals). The engine checks every value against the
 * state's own limits (which depend on the pressure), so the typed fields carry no range of their
 * own and step by 1, as a plain number field does.
 */

/** A unit of the moist-air equations, in each unit system's edition (°F | °C, lb/lb | kg/kg, ...). */
const moistAir = (key: keyof MoistAirUnits): FieldUnit => ({
  fixed: {
    Imperial: equationSetFor('Imperial').units[key],
    Metric: equationSetFor('Metric').units[key],
  },
});
const TEMPERATURE = moistAir('temperature');
const HUMIDITY_RATIO = moistAir('humidityRatio');
const PERCENT: FieldUnit = { fixed: '%' };
const RATIO: FieldUnit = { fixed: '' };
const ANY_VALUE = { si: [-Infinity, Infinity] } as const;

/** A typed number: any value (the engine checks it), step 1, at most `decimals` decimals. */
const typed = (label: string, unit: FieldUnit, decimals: number): NumberFieldSpec => ({
  label,
  unit,
  range: ANY_VALUE,
  step: 1,
  decimals,
});

/** The chart's own numbers: the barometric pressure or the altitude it is drawn at. */
export const PSYCHROMETRIC_CHART_FIELD_SPECS = {
  pressure: typed('Barometric pressure', moistAir('pressure'), 4),
  altitude: typed('Altitude', moistAir('altitude'), 1),
} as const;

/** The numbers that fix a state (two of them, as its `by` pair says), in a state or a coil's leaving air. */
export const STATE_SPEC_FIELD_SPECS = {
  dryBulb: typed('Dry bulb', moistAir('temperature'), 2),
  wetBulb: typed('Wet bulb', moistAir('temperature'), 2),
  dewPoint: typed('Dew point', moistAir('temperature'), 2),
  relativeHumidity: typed('Relative humidity', PERCENT, 2),
  humidityRatio: typed('Humidity ratio', HUMIDITY_RATIO, 6),
  enthalpy: typed('Enthalpy', moistAir('enthalpy'), 3),
} as const;
export type StateSpecField = keyof typeof STATE_SPEC_FIELD_SPECS;

/** The two numbers of each way of fixing a state (`spec.by`), in menu order. */
export const STATE_SPEC_PAIRS: Readonly<
  Record<MoistAirStateSpec['by'], readonly [StateSpecField, StateSpecField]>
> = {
  relativeHumidity: ['dryBulb', 'relativeHumidity'],
  wetBulb: ['dryBulb', 'wetBulb'],
  dewPoint: ['dryBulb', 'dewPoint'],
  humidityRatio: ['dryBulb', 'humidityRatio'],
  enthalpy: ['dryBulb', 'enthalpy'],
  enthalpyAndHumidityRatio: ['enthalpy', 'humidityRatio'],
  dewPointAndRelativeHumidity: ['dewPoint', 'relativeHumidity'],
};

/**
 * A way of fixing a state as menus name it.
 *
 * @example stateSpecPairLabel('wetBulb') //=> 'Dry bulb + wet bulb'
 */
export function stateSpecPairLabel(by: MoistAirStateSpec['by']): string {
  const [a, b] = STATE_SPEC_PAIRS[by].map((field) => STATE_SPEC_FIELD_SPECS[field].label);
  return `${a} + ${b?.toLowerCase()}`;
}

/** The kinds of process as menus, tables and the report name them. */
export const CHART_PROCESS_TYPE_LABELS: Readonly<Record<ChartProcessType, string>> = {
  mixing: 'Mixing',
  sensible: 'Sensible heating or cooling',
  coolingCoil: 'Cooling coil',
  steamHumidification: 'Steam humidifier',
  adiabaticHumidification: 'Adiabatic humidifier',
};

/** The ways of defining a cooling coil (`coil.by`), in menu order. */
export const COOLING_COIL_BY_LABELS = {
  apparentDewPoint: 'Apparent dew point + bypass factor',
  leavingState: 'Leaving air state',
} as const;

/** A process's own numbers: its airflows, a sensible process's leaving dry bulb, a coil's ADP and BF, the steam's temperature. */
export const CHART_PROCESS_FIELD_SPECS = {
  airflow: typed('Airflow', 'airflow', 1),
  airflowA: typed('Airflow A', 'airflow', 1),
  airflowB: typed('Airflow B', 'airflow', 1),
  leavingDryBulb: typed('Leaving dry bulb', moistAir('temperature'), 2),
  apparentDewPoint: typed('Apparent dew point', moistAir('temperature'), 2),
  bypassFactor: typed('Bypass factor', RATIO, 3),
  steamTemperature: typed('Steam temperature', moistAir('temperature'), 2),
} as const;

/** One way a humidifier's leaving air is given (`leaving.by`): its menu option, report word and number. */
export interface HumidifierTargetOption {
  readonly by: string;
  readonly option: string;
  /** How the report names the value ("dew point 55 °F"). */
  readonly word: string;
  readonly spec: NumberFieldSpec;
}

/** A humidifier's targets, by `by`: menu option, report word, and the field's label, unit and decimals. */
function targets(
  rows: Readonly<Record<string, readonly [string, string, string, FieldUnit, number]>>,
): readonly HumidifierTargetOption[] {
  return Object.entries(rows).map(([by, [option, word, label, unit, decimals]]) => ({
    by,
    option,
    word,
    spec: typed(label, unit, decimals),
  }));
}

/** The ways a steam humidifier's leaving air is given, in menu order. */
export const STEAM_TARGETS = targets({
  relativeHumidity: ['Relative humidity', 'RH', 'Leaving relative humidity', PERCENT, 2],
  dewPoint: ['Dew point', 'dew point', 'Leaving dew point', TEMPERATURE, 2],
  humidityRatio: ['Humidity ratio', 'humidity ratio', 'Leaving humidity ratio', HUMIDITY_RATIO, 6],
});

/** The ways an adiabatic humidifier's leaving air is given, in menu order. */
export const ADIABATIC_TARGETS = targets({
  effectiveness: [
    'Saturation effectiveness',
    'effectiveness',
    'Saturation effectiveness',
    RATIO,
    3,
  ],
  dryBulb: ['Leaving dry bulb', 'dry bulb', 'Leaving dry bulb', TEMPERATURE, 2],
  relativeHumidity: ['Leaving relative humidity', 'RH', 'Leaving relative humidity', PERCENT, 2],
});

const result = (
  label: string,
  unit: FieldUnit,
  decimals: ResultFieldSpec['decimals'],
): ResultFieldSpec => ({ label, unit, decimals });

/**
 * Every property of a computed state, in table order, each shown with all its decimals ("50.0").
 * The keys name the tables' columns; `humidityRatio` is the small unit (gr/lb, g/kg) and
 * `humidityRatioMass` the mass ratio (lb/lb, kg/kg).
 */
export const CHART_STATE_RESULT_SPECS = {
  dryBulb: result('Dry bulb', moistAir('temperature'), 1),
  wetBulb: result('Wet bulb', moistAir('temperature'), 1),
  dewPoint: result('Dew point', moistAir('temperature'), 1),
  relativeHumidity: result('Relative humidity', PERCENT, 1),
  humidityRatio: result('Humidity ratio', moistAir('humidityRatioDisplay'), {
    Imperial: 1,
    Metric: 2,
  }),
  humidityRatioMass: result('Humidity ratio', moistAir('humidityRatio'), 5),
  enthalpy: result('Enthalpy', moistAir('enthalpy'), 2),
  specificVolume: result('Specific volume', moistAir('specificVolume'), {
    Imperial: 2,
    Metric: 3,
  }),
  density: result('Density', moistAir('density'), 4),
  vaporPressure: result('Vapour pressure', moistAir('pressure'), { Imperial: 4, Metric: 3 }),
  degreeOfSaturation: result('Degree of saturation', RATIO, 3),
} as const;
export type ChartStateResultField = keyof typeof CHART_STATE_RESULT_SPECS;

/** The numbers of a computed process, as the report lists them (heat added to the air is positive). */
export const CHART_PROCESS_RESULT_SPECS = {
  enteringAirflow: result('Airflow entering', 'airflow', 0),
  dryAirMassFlow: result(
    'Dry-air mass flow',
    { fixed: { Imperial: 'lb/h', Metric: 'kg/s' } },
    { Imperial: 0, Metric: 3 },
  ),
  sensible: result('Sensible heat added to the air', 'heatRate', 0),
  latent: result('Latent heat added to the air', 'heatRate', 0),
  total: result('Total heat added to the air', 'heatRate', 0),
  sensibleHeatRatio: result('Sensible heat ratio', RATIO, 2),
  dryAirFractionA: result('Dry air from stream A', PERCENT, 1),
  coilLoad: result('Coil load (refrigeration)', 'heatRate', 0),
  coilLoadTons: result('Coil load', { fixed: 'tons' }, 2),
  apparentDewPoint: result('Apparent dew point', moistAir('temperature'), 1),
  bypassFactor: result('Bypass factor', RATIO, 3),
} as const;
export type ChartProcessResultField = keyof typeof CHART_PROCESS_RESULT_SPECS;
