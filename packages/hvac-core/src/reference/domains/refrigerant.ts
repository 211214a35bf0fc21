import {
  REFRIGERANTS,
  refrigerantInfo,
  saturationProperties,
  saturationTemperatureRangeC,
  type RefrigerantId,
} from '../../refrigerant/index.js';
import { refrigerantGwp100 } from '../../refrigerant/gwp.js';
import { KILOGRAMS_PER_POUND, METRES_PER_FOOT, PASCALS_PER_PSI } from '../../units/index.js';
import { both, fromSiBoth, roundRows, row, slug, units } from '../build.js';
import { measureColumn, numberColumn, quantityColumn, textColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';

const KIND_LABELS = {
  pure: 'Pure fluid',
  nearAzeotrope: 'Near-azeotropic blend',
  zeotrope: 'Zeotropic blend',
} as const;
/** Btu/lb per J/kg (1 Btu/lb = 2326 J/kg exactly). */
const BTU_LB_PER_J_KG = 1 / 2326;
/** lb/ft³ per kg/m³. */
const LB_FT3_PER_KG_M3 = METRES_PER_FOOT ** 3 / KILOGRAMS_PER_POUND;

const overview: TableEntry = {
  id: 'refrigerants',
  title: 'Refrigerants: safety group, GWP and data range',
  description:
    'The refrigerants of the line sizer with their ASHRAE 34 safety group (toxicity A/B, flammability 1, 2L, 2, 3), 100-year global warming potential (IPCC AR4 basis, blends by mass-weighted composition) and the saturation range its tables cover.',
  columns: [
    textColumn('refrigerant', 'Refrigerant'),
    textColumn('safety', 'Safety group'),
    numberColumn('gwp', 'GWP100 (AR4)'),
    textColumn('kind', 'Kind'),
    quantityColumn('min', 'Table from', 'temperature', 3),
    quantityColumn('max', 'Table to', 'temperature', 3),
    textColumn('note', 'Note'),
  ],
  rows: REFRIGERANTS.map((id) => {
    const info = refrigerantInfo(id);
    const range = saturationTemperatureRangeC(id);
    return row(slug(id), {
      refrigerant: info.label,
      safety: info.safetyGroup,
      gwp: refrigerantGwp100(id),
      kind: KIND_LABELS[info.kind],
      min: fromSiBoth(range.minC, 'temperature'),
      max: fromSiBoth(range.maxC, 'temperature'),
      note: info.note ?? null,
    });
  }),
  source:
    'ANSI/ASHRAE Standard 34-2022, Designation and Safety Classification of Refrigerants, tables 4-1 and 4-2; GWP100: IPCC AR4 (2007) WG I table 2.14 and EN 378-1:2016+A1:2020 Annex E; saturation data CoolProp 8.0.0',
  notes: [
    'GWP100 on the AR4 basis that nameplates and EN 378 quote; AR5 and AR6 values differ (for example R-32: 677 in AR5, 771 in AR6).',
  ],
};

function saturationTable(id: RefrigerantId): TableEntry {
  const info = refrigerantInfo(id);
  const range = saturationTemperatureRangeC(id);
  const rowsBySystem = roundRows(
    'temperature',
    { minSi: range.minC, maxSi: range.maxC },
    { Imperial: 10, Metric: 5 },
    ({ valueSi: temperatureC, cell, key }) => {
      const state = saturationProperties(id, temperatureC);
      const hfg = state.vapourEnthalpyJKg - state.liquidEnthalpyJKg;
      return row(`t-${key}`, {
        t: cell,
        bubble: both(state.bubblePressurePa / PASCALS_PER_PSI, state.bubblePressurePa / 1000),
        dew: both(state.dewPressurePa / PASCALS_PER_PSI, state.dewPressurePa / 1000),
        rhoL: both(state.liquidDensityKgM3 * LB_FT3_PER_KG_M3, state.liquidDensityKgM3),
        rhoV: both(state.vapourDensityKgM3 * LB_FT3_PER_KG_M3, state.vapourDensityKgM3),
        hfg: both(hfg * BTU_LB_PER_J_KG, hfg / 1000),
      });
    },
  );
  return {
    id: `saturation-${slug(id)}`,
    title: `${info.label} saturation table`,
    description: `Pressure–temperature and saturation properties of ${info.label} every 10 °F (every 5 °C in Metric), computed at each temperature from the table the line sizer interpolates.${
      info.kind === 'pure' ? '' : ' Bubble and dew pressures differ by the blend’s glide.'
    }`,
    columns: [
      quantityColumn('t', 'Saturation temperature', 'temperature', 4),
      measureColumn('bubble', 'Bubble pressure (abs.)', units('psia', 'kPa'), 5),
      measureColumn('dew', 'Dew pressure (abs.)', units('psia', 'kPa'), 5),
      measureColumn('rhoL', 'Liquid density', units('lb/ft³', 'kg/m³'), 5),
      measureColumn('rhoV', 'Vapour density', units('lb/ft³', 'kg/m³'), 4),
      measureColumn('hfg', 'Latent heat h_v − h_l', units('Btu/lb', 'kJ/kg'), 4),
    ],
    rows: rowsBySystem.Metric,
    rowsBySystem,
    source: info.table.fluidModel,
  };
}

const formulas: readonly FormulaEntry[] = [
  {
    id: 'saturation-temperature-penalty',
    title: 'Line pressure drop as a saturation-temperature penalty',
    tex: '\\begin{aligned} \\Delta t_{\\mathrm{suction}} &= t_{\\mathrm{dew}}(p_e) - t_{\\mathrm{dew}}(p_e - \\Delta p) \\\\ \\Delta t_{\\mathrm{discharge}} &= t_{\\mathrm{dew}}(p_c + \\Delta p) - t_{\\mathrm{dew}}(p_c) \\\\ \\Delta t_{\\mathrm{liquid}} &= t_{\\mathrm{bubble}}(p_c) - t_{\\mathrm{bubble}}(p_c - \\Delta p) \\end{aligned}',
    symbols: [
      symbol('\\Delta t', 'Temperature penalty of the line', units('°F', 'K')),
      symbol('p_e, p_c', 'Evaporating and condensing pressures (absolute)', units('psia', 'kPa')),
      symbol('\\Delta p', 'Frictional pressure drop of the line', units('psi', 'kPa')),
      symbol(
        't_{\\mathrm{dew}}, t_{\\mathrm{bubble}}',
        'Saturation temperature at a pressure',
        units('°F', '°C'),
      ),
    ],
    validRange:
      'Within the refrigerant’s saturation table; none when the far-end pressure leaves it.',
    reference:
      'ASHRAE Handbook—Refrigeration (2018), ch. 1, "Refrigerant line sizing" (pressure drop expressed as the corresponding change in saturation temperature, Δt)',
    implementation: 'refrigerant/temperature-penalty.ts#saturationTemperaturePenaltyK',
  },
  {
    id: 'superheated-vapour-properties',
    title: 'Suction and discharge gas: superheated vapour density and viscosity',
    tex: '\\begin{aligned} \\ln \\rho &= (1-u)(1-v)\\ln\\rho_{i,j} + (1-u)\\,v\\ln\\rho_{i,j+1} + u(1-v)\\ln\\rho_{i+1,j} + u\\,v\\ln\\rho_{i+1,j+1} \\\\ u &= \\frac{t_{\\mathrm{dew}} - t_i}{t_{i+1} - t_i}, \\quad v = \\frac{\\Delta t_{\\mathrm{sh}} - s_j}{s_{j+1} - s_j} \\end{aligned}',
    symbols: [
      symbol(
        '\\rho',
        'Density of the gas in the line (viscosity μ interpolated the same way)',
        units('lb/ft³', 'kg/m³'),
      ),
      symbol(
        't_{\\mathrm{dew}}',
        'Dew temperature at the line pressure: the evaporating temperature (suction) or the condensing temperature (discharge)',
        units('°F', '°C'),
      ),
      symbol(
        '\\Delta t_{\\mathrm{sh}}',
        'Superheat of the gas above its dew temperature (suction or discharge superheat)',
        units('°F', 'K'),
      ),
      symbol(
        't_i, s_j, \\rho_{i,j}',
        'Grid of the CoolProp table around the state: dew temperatures every 1 K, superheats every 1 K to 9 K then every 5 K to 100 K, and the tabulated density there',
      ),
    ],
    validRange:
      'Dew temperatures −50 to 70 °C (R-744: to 30 °C) and superheats 0 to 100 K. Within 0.25 % of CoolProp’s density up to 60 °C dew (R-744: 0.3 % up to 25 °C), within 1.4 % nearer the critical point, where the sizer warns. It replaces the ideal-gas ratio ρ_g·T_sat/T, which is 15–20 % high near condensing pressure with a hot discharge (R-22 at 52 °C dew, 40 K superheat: about 80 kg/m³ against 69.36).',
    reference:
      'CoolProp 8.0.0 superheated-vapour tables (Bell, Wronski, Quoilin and Lemort 2014, Ind. Eng. Chem. Res. 53(6):2498–2508), generated on a 1 K dew × 1–5 K superheat grid; R-454B viscosity by Wilke’s rule from R-32 and R-1234yf (Poling, Prausnitz and O’Connell 2001, eq. 9-5.13)',
    implementation: 'refrigerant/superheated.ts#superheatedVapourState',
  },
];

/** Refrigerants: safety groups and saturation tables. */
export const refrigerantReference = referenceDomain(
  'refrigerant',
  'Refrigerants',
  ['refrigerant'],
  [overview, ...REFRIGERANTS.map(saturationTable)],
  formulas,
);
