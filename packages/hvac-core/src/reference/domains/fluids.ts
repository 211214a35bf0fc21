import {
  GLYCOL_CONCENTRATIONS_PERCENT,
  fluidLabel,
  fluidProperties,
  fluidTemperatureRangeC,
  waterVapourPressurePa,
  type FluidName,
} from '../../fluids/index.js';
import {
  JOULES_PER_BTU,
  KILOGRAMS_PER_POUND,
  METRES_PER_FOOT,
  PASCALS_PER_PSI,
} from '../../units/index.js';
import { both, fromSiBoth, roundRows, row, units } from '../build.js';
import { measureColumn, numberColumn, quantityColumn, textColumn } from '../columns.js';
import { referenceDomain, type TableEntry } from '../formulas.js';
import type { ReferenceRow, SystemValues } from '../types.js';

const FT3_PER_M3 = 1 / METRES_PER_FOOT ** 3;
/** Btu/lb·°F per J/kg·K. */
const BTU_LB_F_PER_J_KG_K = (KILOGRAMS_PER_POUND * (1 / 1.8)) / JOULES_PER_BTU;
/** Btu/h·ft·°F per W/m·K. */
const BTUH_FT_F_PER_W_M_K = (3600 / JOULES_PER_BTU) * METRES_PER_FOOT * (1 / 1.8);

const density = (kgM3: number): SystemValues =>
  both((kgM3 * KILOGRAMS_PER_POUND ** -1) / FT3_PER_M3, kgM3);
const viscosity = (paS: number): SystemValues => both(paS * 1000, paS * 1000);
const kinematic = (m2s: number): SystemValues => both(m2s / METRES_PER_FOOT ** 2, m2s * 1e6);
const specificHeat = (jKgK: number): SystemValues => both(jKgK * BTU_LB_F_PER_J_KG_K, jKgK / 1000);
const conductivity = (wMK: number): SystemValues => both(wMK * BTUH_FT_F_PER_W_M_K, wMK);

const PROPERTY_COLUMNS = [
  quantityColumn('temperature', 'Temperature', 'temperature', 4),
  measureColumn('density', 'Density', units('lb/ft³', 'kg/m³'), 5),
  measureColumn('viscosity', 'Dynamic viscosity', units('cP', 'mPa·s')),
  measureColumn('kinematic', 'Kinematic viscosity', units('ft²/s', 'mm²/s')),
  measureColumn('cp', 'Specific heat', units('Btu/lb·°F', 'kJ/kg·K')),
  measureColumn('k', 'Thermal conductivity', units('Btu/h·ft·°F', 'W/m·K')),
] as const;

function propertyRow(
  fluid: FluidName,
  concentrationPercent: number | undefined,
  temperatureC: number,
  id: string,
  temperature: SystemValues,
): ReferenceRow {
  const p = fluidProperties({ fluid, concentrationPercent, temperatureC });
  return row(id, {
    ...(concentrationPercent === undefined ? {} : { concentration: concentrationPercent }),
    temperature,
    density: density(p.densityKgM3),
    viscosity: viscosity(p.dynamicViscosityPaS),
    kinematic: kinematic(p.kinematicViscosityM2S),
    cp: specificHeat(p.specificHeatJKgK),
    k: conductivity(p.thermalConductivityWMK),
  });
}

const waterRange = fluidTemperatureRangeC('water');
const waterRows = roundRows(
  'temperature',
  { minSi: waterRange.minC, maxSi: waterRange.maxC },
  { Imperial: 10, Metric: 5 },
  ({ valueSi: temperatureC, cell, key }) => {
    const base = propertyRow('water', undefined, temperatureC, `t-${key}`, cell);
    const pv = waterVapourPressurePa(temperatureC);
    return row(base.id, { ...base.cells, pv: both(pv / PASCALS_PER_PSI, pv / 1000) });
  },
);

const water: TableEntry = {
  id: 'water-properties',
  title: 'Water properties',
  description:
    'Properties of water the pipe and pump calculators use, with the vapour pressure that sets the NPSH available. The engine interpolates linearly between 1 K rows; these rows are every 10 °F (every 5 °C in Metric), from the first round value above freezing.',
  columns: [...PROPERTY_COLUMNS, measureColumn('pv', 'Vapour pressure', units('psia', 'kPa'), 4)],
  rows: waterRows.Metric,
  rowsBySystem: waterRows,
  source:
    'CoolProp 8.0.0 (Bell et al. 2014), HEOS::Water (IAPWS-95), liquid at 101 325 Pa to 99 °C and saturated liquid above; vapour pressure IAPWS R7-97(2012)',
};

function glycolTable(
  fluid: 'ethyleneGlycol' | 'propyleneGlycol',
  id: string,
  title: string,
  model: string,
): TableEntry {
  const bySystem = GLYCOL_CONCENTRATIONS_PERCENT.map((percent) => {
    const range = fluidTemperatureRangeC(fluid, percent);
    return roundRows(
      'temperature',
      { minSi: range.minC, maxSi: range.maxC },
      { Imperial: 20, Metric: 10 },
      ({ valueSi: temperatureC, cell, key }) =>
        propertyRow(fluid, percent, temperatureC, `c${percent}-t${key}`, cell),
    );
  });
  const rowsBySystem = {
    Imperial: bySystem.flatMap((rows) => rows.Imperial),
    Metric: bySystem.flatMap((rows) => rows.Metric),
  };
  return {
    id,
    title,
    description: `Properties of aqueous ${title.toLowerCase().replace(' properties', '')} at the concentrations the calculators offer, every 20 °F (every 10 °C in Metric) from the first round value above freezing; the freezing points table gives each table's lowest temperature.`,
    columns: [
      numberColumn('concentration', 'Concentration', { unit: '% by mass' }),
      ...PROPERTY_COLUMNS,
    ],
    rows: rowsBySystem.Metric,
    rowsBySystem,
    source: `CoolProp 8.0.0 (Bell et al. 2014), ${model}`,
  };
}

const freezingPoints: TableEntry = {
  id: 'glycol-freezing-points',
  title: 'Freezing points of glycol solutions',
  description:
    'Freezing point of each liquid the calculators offer, and the temperature range of its property table.',
  columns: [
    textColumn('fluid', 'Liquid'),
    quantityColumn('freezing', 'Freezing point', 'temperature', 3),
    quantityColumn('min', 'Table from', 'temperature', 3),
    quantityColumn('max', 'Table to', 'temperature', 3),
  ],
  rows: [
    ['water', undefined] as const,
    ...GLYCOL_CONCENTRATIONS_PERCENT.map((p) => ['ethyleneGlycol', p] as const),
    ...GLYCOL_CONCENTRATIONS_PERCENT.map((p) => ['propyleneGlycol', p] as const),
  ].map(([fluid, percent]) => {
    const range = fluidTemperatureRangeC(fluid, percent);
    return row(`${fluid}${percent ?? ''}`, {
      fluid: fluidLabel(fluid, percent),
      freezing: fromSiBoth(range.freezingPointC, 'temperature'),
      min: fromSiBoth(range.minC, 'temperature'),
      max: fromSiBoth(range.maxC, 'temperature'),
    });
  }),
  source: 'CoolProp 8.0.0 incompressible mixtures INCOMP::MEG and INCOMP::MPG; water IAPWS-95',
};

/** Heat-transfer liquids: water and glycol properties. */
export const fluidsReference = referenceDomain(
  'fluids',
  'Water and glycol',
  ['pipe', 'pump'],
  [
    water,
    glycolTable(
      'ethyleneGlycol',
      'ethylene-glycol-properties',
      'Ethylene glycol properties',
      'INCOMP::MEG',
    ),
    glycolTable(
      'propyleneGlycol',
      'propylene-glycol-properties',
      'Propylene glycol properties',
      'INCOMP::MPG',
    ),
    freezingPoints,
  ],
  [],
);
