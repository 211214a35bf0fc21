import { caseId } from '../validation/case-id.js';
import { signed } from '../validation/format-input.js';
import type { ValidationSource, ValidationTable } from '../validation/types.js';
import { moistAirEnthalpyJKg } from './enthalpy.js';
import { saturationHumidityRatio } from './humidity-ratio.js';
import { saturationVaporPressurePa } from './saturation-pressure.js';

/**
 * Published psychrometric values the engine is checked against: its tests run these tables and the
 * validation page shows them, so both read one source.
 */

const HANDBOOK = 'ASHRAE Handbook—Fundamentals';

const handbook2017 = (location: string): ValidationSource => ({
  book: HANDBOOK,
  edition: '2017 (SI)',
  location,
});

const TABLE_3 = handbook2017('ch. 1, table 3 (thermodynamic properties of water at saturation)');
const TABLE_2 = handbook2017('ch. 1, table 2 (thermodynamic properties of moist air, 101.325 kPa)');

// ASHRAE claims eq. 5/6 are within 300 ppm of the IAPWS values it tabulates, except at −60 °C.
const SATURATION_PRESSURE_ROWS: readonly (readonly [
  dryBulbC: number,
  pwsPa: number,
  relative: number,
])[] = [
  [-20, 103.24, 3e-4],
  [-5, 401.74, 3e-4],
  [5, 872.6, 3e-4],
  [25, 3169.7, 3e-4],
  [50, 12351.3, 3e-4],
  [100, 101418.0, 3e-4],
  [150, 476101.4, 3e-4],
  [-60, 1.08, 1e-2],
];

export const SATURATION_PRESSURE_CASES: ValidationTable = {
  id: 'psychrometrics-saturation-pressure',
  title: 'Saturation pressure of water vapour (Hyland–Wexler)',
  quantity: 'Saturation pressure over ice below 0.01 °C, over liquid water above',
  implementation: 'psychrometrics/saturation-pressure.ts#saturationVaporPressurePa',
  reference: { kind: 'formula', id: 'saturation-pressure' },
  cases: SATURATION_PRESSURE_ROWS.map(([dryBulbC, pwsPa, relative]) => ({
    id: caseId(dryBulbC, 'c'),
    title: `${signed(dryBulbC)} °C`,
    source: TABLE_3,
    inputs: [{ label: 'Temperature', value: `${signed(dryBulbC)} °C` }],
    expected: pwsPa,
    unit: 'Pa',
    tolerance: { kind: 'relative', value: relative },
    ...(dryBulbC === -60
      ? {
          toleranceNote:
            'The Handbook states its eq. 5 is about 1 % from the IAPWS value at −60 °C.',
        }
      : {
          toleranceNote:
            'The Handbook states eqs. 5 and 6 are within 300 ppm of the tabulated IAPWS values.',
        }),
    compute: () => saturationVaporPressurePa(dryBulbC),
  })),
};

// ASHRAE table 2 includes the enhancement factor fs, which eq. 21 leaves out: agreement is 0.5–2 %.
const SATURATION_HUMIDITY_RATIO_ROWS: readonly (readonly [
  dryBulbC: number,
  ws: number,
  relative: number,
])[] = [
  [-50, 0.0000243, 0.01],
  [-20, 0.0006373, 0.01],
  [-5, 0.0024863, 0.005],
  [5, 0.005425, 0.005],
  [25, 0.020173, 0.005],
  [50, 0.086863, 0.01],
  [85, 0.838105, 0.02],
];

export const SATURATION_HUMIDITY_RATIO_CASES: ValidationTable = {
  id: 'psychrometrics-saturation-humidity-ratio',
  title: 'Humidity ratio of saturated air',
  quantity: 'Humidity ratio at saturation, 101.325 kPa',
  implementation: 'psychrometrics/humidity-ratio.ts#saturationHumidityRatio',
  reference: { kind: 'formula', id: 'humidity-ratio' },
  cases: SATURATION_HUMIDITY_RATIO_ROWS.map(([dryBulbC, ws, relative]) => ({
    id: caseId(dryBulbC, 'c'),
    title: `${signed(dryBulbC)} °C, 101.325 kPa`,
    source: TABLE_2,
    inputs: [
      { label: 'Dry bulb', value: `${signed(dryBulbC)} °C` },
      { label: 'Pressure', value: '101.325 kPa' },
    ],
    expected: ws,
    unit: 'kg/kg',
    tolerance: { kind: 'relative', value: relative },
    toleranceNote:
      'The table includes the enhancement factor fs, which eq. 21 leaves out: they agree to 0.5–2 %.',
    compute: () => saturationHumidityRatio(dryBulbC, 101_325),
  })),
};

const ENTHALPY_ROWS: readonly {
  readonly id: string;
  readonly dryBulbC: number;
  readonly humidityRatio: number;
  readonly enthalpyJKg: number;
  readonly relative: number;
  readonly source: ValidationSource;
  readonly toleranceNote?: string;
}[] = [
  {
    id: 'dry-air-25c',
    dryBulbC: 25,
    humidityRatio: 0,
    enthalpyJKg: 25_148,
    relative: 3e-4,
    source: handbook2017('ch. 1, table 2, dry-air enthalpy hda at 25 °C (25.148 kJ/kg)'),
  },
  {
    id: 'psychrolib-30c',
    dryBulbC: 30,
    humidityRatio: 0.02,
    enthalpyJKg: 81_316,
    relative: 3e-4,
    source: {
      book: 'PsychroLib test suite',
      edition: '2.5',
      location: 'eq. 30 of the Handbook by hand',
    },
  },
  {
    id: 'example-1',
    dryBulbC: 40,
    humidityRatio: 0.0065,
    enthalpyJKg: 56_700,
    relative: 6e-3,
    source: handbook2017('ch. 1, example 1 (56.7 kJ/kg)'),
    toleranceNote: 'The example prints W rounded to 6.5 g/kg and h to 0.1 kJ/kg.',
  },
  {
    id: 'example-2-state-1',
    dryBulbC: 2,
    humidityRatio: 0.00438,
    enthalpyJKg: 13_000,
    relative: 1e-2,
    source: handbook2017('ch. 1, example 2, state 1 (13.0 kJ/kg)'),
    toleranceNote: 'The example prints h rounded to 0.1 kJ/kg (13.0 kJ/kg).',
  },
];

export const ENTHALPY_CASES: ValidationTable = {
  id: 'psychrometrics-enthalpy',
  title: 'Enthalpy of moist air',
  quantity: 'Specific enthalpy per kg of dry air',
  implementation: 'psychrometrics/enthalpy.ts#moistAirEnthalpyJKg',
  reference: { kind: 'formula', id: 'moist-air-enthalpy' },
  cases: ENTHALPY_ROWS.map(
    ({ id, dryBulbC, humidityRatio, enthalpyJKg, relative, source, toleranceNote }) => ({
      id,
      title: `${dryBulbC} °C, W = ${humidityRatio}`,
      source,
      inputs: [
        { label: 'Dry bulb', value: `${dryBulbC} °C` },
        { label: 'Humidity ratio', value: `${humidityRatio} kg/kg` },
      ],
      expected: enthalpyJKg,
      unit: 'J/kg',
      tolerance: { kind: 'relative', value: relative },
      ...(toleranceNote === undefined ? {} : { toleranceNote }),
      compute: () => moistAirEnthalpyJKg(dryBulbC, humidityRatio),
    }),
  ),
};

/** What the psychrometric property tests hold for every input they try. */
export const PSYCHROMETRIC_PROPERTIES = {
  saturationPressureRises:
    'The saturation pressure rises monotonically with temperature from −100 to 200 °C.',
  saturationPressureContinuous:
    'The saturation pressure is continuous at the triple point, where ice gives way to water.',
  saturationPressureMatchesPsychroLib:
    'The saturation pressure agrees with PsychroLib (SI) to 1e-12 from −100 to 200 °C.',
  enthalpyRoundTrips:
    'Enthalpy round-trips: the dry bulb and humidity ratio found from it are the ones it was computed from.',
} as const satisfies Record<string, string>;
