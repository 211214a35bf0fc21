import {
  GAS_CONSTANT_DRY_AIR_J_KGK,
  KELVIN_OFFSET,
  LATENT_HEAT_WATER_0C_J_KG,
  SPECIFIC_HEAT_DRY_AIR_J_KGK,
  SPECIFIC_HEAT_WATER_VAPOUR_J_KGK,
  STANDARD_AIR_DENSITY_KG_M3,
  STANDARD_ATMOSPHERE_PA,
  STANDARD_GRAVITY_M_S2,
} from '../../constants.js';
import {
  ENTHALPY_IP,
  GAS_CONSTANT_DRY_AIR_FT_LBF_LBR,
  HYLAND_WEXLER_MAX_C,
  HYLAND_WEXLER_MIN_C,
  MOLAR_MASS_RATIO_WATER_DRY_AIR,
  STANDARD_ATMOSPHERE_IP,
} from '../../psychrometrics/constants.js';
import {
  enthalpyBtuLbFromJKg,
  moistAirEnthalpyJKg,
  saturationHumidityRatio,
  saturationVaporPressurePa,
  standardAtmosphericPressurePa,
  standardAtmosphericTemperatureC,
} from '../../psychrometrics/index.js';
import { KILOGRAMS_PER_POUND, METRES_PER_FOOT, PASCALS_PER_PSI } from '../../units/index.js';
import { PER_ROW_UNIT, both, fromSiBoth, roundRows, row, units } from '../build.js';
import { measureColumn, quantityColumn, textColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';

const F2017 = 'ASHRAE Handbook—Fundamentals (2017), ch. 1 "Psychrometrics"';

const constants: TableEntry = {
  id: 'psychrometric-constants',
  title: 'Psychrometric constants',
  description:
    'The constants of the moist-air equations, as the SI and inch-pound editions each state them (the I-P coefficients are rounded separately, so the two sets agree to about 0.1 %).',
  columns: [
    textColumn('constant', 'Constant'),
    measureColumn('value', 'Value', PER_ROW_UNIT, 7),
    textColumn('where', 'Used in'),
  ],
  rows: [
    row('standard-pressure', {
      constant: 'Standard atmospheric pressure at sea level',
      value: both(STANDARD_ATMOSPHERE_IP.seaLevelPressure, STANDARD_ATMOSPHERE_PA / 1000, {
        Imperial: 'psia',
        Metric: 'kPa',
      }),
      where: 'Eq. 3; default barometric pressure',
    }),
    row('molar-mass-ratio', {
      constant: 'Molar mass ratio water/dry air Mw/Mda',
      value: both(MOLAR_MASS_RATIO_WATER_DRY_AIR, MOLAR_MASS_RATIO_WATER_DRY_AIR, {
        Imperial: '—',
        Metric: '—',
      }),
      where: 'Eq. 20: W = 0.621945 pw/(p − pw)',
    }),
    row('gas-constant', {
      constant: 'Gas constant of dry air Rda',
      value: both(GAS_CONSTANT_DRY_AIR_FT_LBF_LBR, GAS_CONSTANT_DRY_AIR_J_KGK, {
        Imperial: 'ft·lbf/lb·°R',
        Metric: 'J/kg·K',
      }),
      where: 'Eq. 26 and 28 (specific volume)',
    }),
    row('cp-dry-air', {
      constant: 'Specific heat of dry air cpa',
      value: both(ENTHALPY_IP.dryAir, SPECIFIC_HEAT_DRY_AIR_J_KGK / 1000, {
        Imperial: 'Btu/lb·°F',
        Metric: 'kJ/kg·K',
      }),
      where: 'Eq. 30 (enthalpy)',
    }),
    row('hg0', {
      constant: 'Enthalpy of water vapour at the datum',
      value: both(ENTHALPY_IP.vapourAtDatum, LATENT_HEAT_WATER_0C_J_KG / 1000, {
        Imperial: 'Btu/lb',
        Metric: 'kJ/kg',
      }),
      where: 'Eq. 30 (datum 0 °C; I-P: 0 °F dry air, 32 °F water)',
    }),
    row('cp-vapour', {
      constant: 'Specific heat of water vapour cpv',
      value: both(ENTHALPY_IP.vapour, SPECIFIC_HEAT_WATER_VAPOUR_J_KGK / 1000, {
        Imperial: 'Btu/lb·°F',
        Metric: 'kJ/kg·K',
      }),
      where: 'Eq. 30 (enthalpy)',
    }),
    row('standard-air-density', {
      constant: 'Density of standard air',
      value: both(
        (STANDARD_AIR_DENSITY_KG_M3 * METRES_PER_FOOT ** 3) / KILOGRAMS_PER_POUND,
        STANDARD_AIR_DENSITY_KG_M3,
        { Imperial: 'lb/ft³', Metric: 'kg/m³' },
      ),
      where: 'Duct air properties; standard-air factors',
    }),
    row('gravity', {
      constant: 'Standard acceleration of gravity',
      value: both(STANDARD_GRAVITY_M_S2 / METRES_PER_FOOT, STANDARD_GRAVITY_M_S2, {
        Imperial: 'ft/s²',
        Metric: 'm/s²',
      }),
      where: 'Water-column units; pump head',
    }),
    row('kelvin', {
      constant: 'Absolute zero offset',
      value: both(459.67, KELVIN_OFFSET, { Imperial: '°R = °F +', Metric: 'K = °C +' }),
      where: 'Absolute temperatures',
    }),
  ],
  source: `${F2017}, SI and I-P editions; NIST SP 811 (2008), appendix B.8 (gravity)`,
};

// To 95 °C (200 °F): at 100 °C water boils at standard pressure and air cannot be saturated.
const saturationRows = roundRows(
  'temperature',
  { minSi: -40, maxSi: 95 },
  { Imperial: 10, Metric: 5 },
  ({ valueSi: temperatureC, cell, key }) => {
    const pws = saturationVaporPressurePa(temperatureC);
    const ws = saturationHumidityRatio(temperatureC, STANDARD_ATMOSPHERE_PA);
    const hs = moistAirEnthalpyJKg(temperatureC, ws);
    return row(`t-${key}`, {
      t: cell,
      pws: both(pws / PASCALS_PER_PSI, pws / 1000),
      ws: both(ws * 7000, ws * 1000),
      hs: both(enthalpyBtuLbFromJKg(hs), hs / 1000),
    });
  },
);

const saturation: TableEntry = {
  id: 'saturated-air-properties',
  title: 'Saturated air at standard pressure',
  description:
    'Saturation vapour pressure (Hyland–Wexler, over ice below 0.01 °C), humidity ratio and enthalpy of saturated air at 101.325 kPa, computed by the engine’s own psychrometric functions every 10 °F (every 5 °C in Metric).',
  columns: [
    quantityColumn('t', 'Temperature', 'temperature', 4),
    measureColumn('pws', 'Saturation pressure', { Imperial: 'psia', Metric: 'kPa' }, 5),
    measureColumn('ws', 'Humidity ratio at saturation', { Imperial: 'gr/lb', Metric: 'g/kg' }, 5),
    measureColumn('hs', 'Enthalpy at saturation', { Imperial: 'Btu/lb', Metric: 'kJ/kg' }, 5),
  ],
  rows: saturationRows.Metric,
  rowsBySystem: saturationRows,
  source: `${F2017}, eq. 5–6 (saturation pressure), 20 (humidity ratio), 30 (enthalpy)`,
  notes: [
    'Inch-pound enthalpies here are the SI values converted (datum 0 °C); the I-P edition’s own datum (0 °F dry air) gives different numbers for the same state.',
  ],
};

// To 10,000 ft (3,048 m): every 1,000 ft, every 250 m.
const atmosphereRows = roundRows(
  'length',
  { minSi: 0, maxSi: 10_000 * METRES_PER_FOOT },
  { Imperial: 1000, Metric: 250 },
  ({ valueSi: altitudeM, cell, key }) => {
    const p = standardAtmosphericPressurePa(altitudeM);
    return row(`z-${key}`, {
      z: cell,
      p: both(p / PASCALS_PER_PSI, p / 1000),
      t: fromSiBoth(standardAtmosphericTemperatureC(altitudeM), 'temperature'),
    });
  },
);

const atmosphere: TableEntry = {
  id: 'standard-atmosphere',
  title: 'Standard atmosphere by altitude',
  description:
    'Barometric pressure and temperature of the standard atmosphere, which the calculators use for a site altitude, every 1,000 ft (every 250 m in Metric).',
  columns: [
    quantityColumn('z', 'Altitude', 'length', 5),
    measureColumn('p', 'Pressure', { Imperial: 'psia', Metric: 'kPa' }, 5),
    quantityColumn('t', 'Temperature', 'temperature', 4),
  ],
  rows: atmosphereRows.Metric,
  rowsBySystem: atmosphereRows,
  source: `${F2017}, eq. 3 and 4 (U.S. Standard Atmosphere, 1976)`,
};

const formulas: readonly FormulaEntry[] = [
  {
    id: 'saturation-pressure',
    title: 'Saturation pressure of water vapour (Hyland–Wexler)',
    tex: '\\ln p_{ws} = \\frac{C_8}{T} + C_9 + C_{10} T + C_{11} T^2 + C_{12} T^3 + C_{13} \\ln T',
    symbols: [
      symbol('p_{ws}', 'Saturation vapour pressure', units('psia', 'Pa')),
      symbol('T', 'Absolute temperature', units('°R', 'K')),
      symbol('C_8 \\ldots C_{13}', 'Coefficients over liquid water (eq. 5 with C1…C7 over ice)'),
    ],
    validRange: `${HYLAND_WEXLER_MIN_C} to ${HYLAND_WEXLER_MAX_C} °C; over ice at or below the triple point (0.01 °C).`,
    reference:
      'ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 5 (over ice) and eq. 6 (over water); Hyland and Wexler (1983), ASHRAE Transactions 89(2A).',
    implementation: 'psychrometrics/saturation-pressure.ts#saturationVaporPressurePa',
  },
  {
    id: 'humidity-ratio',
    title: 'Humidity ratio',
    tex: 'W = 0.621945 \\, \\frac{p_w}{p - p_w}',
    symbols: [
      symbol('W', 'Humidity ratio', units('lb/lb', 'kg/kg')),
      symbol('p_w', 'Partial pressure of water vapour', units('psia', 'Pa')),
      symbol('p', 'Total (barometric) pressure', units('psia', 'Pa')),
    ],
    validRange: '0 ≤ pw < p.',
    reference: 'ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 20: W = 0.621945 pw / (p − pw).',
    implementation: 'psychrometrics/humidity-ratio.ts#humidityRatioFromVaporPressurePa',
  },
  {
    id: 'relative-humidity',
    title: 'Relative humidity',
    tex: '\\varphi = \\frac{p_w}{p_{ws}(t)}',
    symbols: [
      symbol('\\varphi', 'Relative humidity, fraction'),
      symbol('p_w', 'Partial pressure of water vapour', units('psia', 'Pa')),
      symbol('p_{ws}(t)', 'Saturation pressure at the dry bulb', units('psia', 'Pa')),
    ],
    validRange: 'Dry bulb −100 to 200 °C; above 1 means a supersaturated state.',
    reference:
      'ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 22 (φ = pw/pws) with eq. 20 for pw.',
    implementation: 'psychrometrics/relative-humidity.ts#relativeHumidityFromHumidityRatio',
  },
  {
    id: 'moist-air-enthalpy',
    title: 'Enthalpy of moist air',
    tex: 'h = 1.006 \\, t + W \\, (2501 + 1.86 \\, t) \\quad \\text{(SI)}, \\qquad h = 0.240 \\, t + W \\, (1061 + 0.444 \\, t) \\quad \\text{(I-P)}',
    symbols: [
      symbol('h', 'Enthalpy per unit mass of dry air', units('Btu/lb', 'kJ/kg')),
      symbol('t', 'Dry-bulb temperature', units('°F', '°C')),
      symbol('W', 'Humidity ratio', units('lb/lb', 'kg/kg')),
    ],
    validRange: 'Datum: dry air and liquid water at 0 °C (I-P: dry air at 0 °F, water at 32 °F).',
    reference:
      'ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 30: h = 1.006 t + W (2501 + 1.86 t) kJ/kg.',
    implementation: 'psychrometrics/enthalpy.ts#moistAirEnthalpyJKg',
  },
  {
    id: 'moist-air-specific-volume',
    title: 'Specific volume of moist air',
    tex: 'v = \\frac{R_{da} \\, T \\, (1 + 1.607858 \\, W)}{p}',
    symbols: [
      symbol('v', 'Specific volume per unit mass of dry air', units('ft³/lb', 'm³/kg')),
      symbol('R_{da}', 'Gas constant of dry air (table "Psychrometric constants")'),
      symbol('T', 'Absolute temperature', units('°R', 'K')),
      symbol('W', 'Humidity ratio', units('lb/lb', 'kg/kg')),
      symbol('p', 'Total pressure', units('psia', 'Pa')),
    ],
    validRange: 'Perfect-gas mixture; any pressure above 0.',
    reference:
      'ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 26 and 28: v = Rda T (1 + 1.607858 W) / p.',
    implementation: 'psychrometrics/specific-volume.ts#moistAirSpecificVolumeM3Kg',
  },
  {
    id: 'standard-atmosphere-pressure',
    title: 'Barometric pressure at altitude',
    tex: 'p = 101.325 \\, (1 - 2.25577 \\times 10^{-5} \\, Z)^{5.2559}',
    symbols: [
      symbol('p', 'Barometric pressure', units('psia', 'kPa')),
      symbol('Z', 'Altitude above sea level', units('ft', 'm')),
    ],
    validRange: 'Troposphere; in I-P p = 14.696 (1 − 6.8754×10⁻⁶ Z)^5.2559.',
    reference:
      'ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 3: p = 101.325 (1 − 2.25577e-5 Z)^5.2559 kPa.',
    implementation: 'psychrometrics/standard-atmosphere.ts#standardAtmosphericPressurePa',
  },
  {
    id: 'adiabatic-mixing',
    title: 'Adiabatic mixing of air streams',
    tex: 'W_3 = \\frac{\\sum \\dot m_{da,i} W_i}{\\sum \\dot m_{da,i}}, \\qquad h_3 = \\frac{\\sum \\dot m_{da,i} h_i}{\\sum \\dot m_{da,i}}',
    symbols: [
      symbol('W_3, h_3', 'Humidity ratio and enthalpy of the mixture'),
      symbol('\\dot m_{da,i}', 'Dry-air mass flow of stream i', units('lb/min', 'kg/s')),
      symbol('W_i, h_i', 'Humidity ratio and enthalpy of stream i'),
    ],
    validRange: 'Two or more streams; a mixture beyond saturation forms fog, reported separately.',
    reference:
      'ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 43–45 (adiabatic mixing of two streams).',
    implementation: 'psychrometrics/mixing.ts#mixAirStreams',
    usedBy: ['psychrometrics'],
  },
];

/** Psychrometrics: constants, saturated air, standard atmosphere and the moist-air equations. */
export const psychrometricsReference = referenceDomain(
  'psychrometrics',
  'Psychrometrics',
  ['psychrometrics', 'heat-load'],
  [constants, saturation, atmosphere],
  formulas,
);
