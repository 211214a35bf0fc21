import {
  MOTOR_LOAD_DESIGN_BAND_PERCENT,
  MOTOR_LOAD_DESIGN_BAND_SOURCE,
  fanLaws,
} from '../../fan/index.js';
import type { FanLawRatios } from '../../fan/index.js';
import { row, units } from '../build.js';
import { numberColumn, textColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';

const SE2020_CH21_EFFICIENCY =
  'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans" (fan total and static efficiency); ANSI/AMCA 210-16 (air power)';
const FAN_LAWS_SOURCE =
  'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans", fan laws; AMCA Publication 201-02 (R2011), Fans and Systems (fan laws)';

/** The exponent of a ratio in the fan laws, read back from the engine: scaled by 2, log₂ of the result. */
function exponent(ratio: keyof FanLawRatios, of: 'flow' | 'pressure' | 'power'): number {
  const scaled = fanLaws({ flow: 1, pressure: 1, power: 1 }, { [ratio]: 2 });
  return Math.log2(scaled[of] ?? NaN);
}

const VARIABLES = [
  { id: 'speed', label: 'Speed N', ratio: 'speedRatio' },
  { id: 'diameter', label: 'Impeller diameter D', ratio: 'diameterRatio' },
  { id: 'density', label: 'Air density ρ', ratio: 'densityRatio' },
] as const;

const fanLawExponents: TableEntry = {
  id: 'fan-law-exponents',
  title: 'Fan laws: exponents of speed, diameter and density',
  description:
    'How airflow, pressure and shaft power of geometrically similar fans scale with each variable at the same point of rating: Q ∝ N·D³, p ∝ ρ·N²·D², P ∝ ρ·N³·D⁵. The fan calculator applies them to a change of speed and impeller diameter.',
  columns: [
    textColumn('variable', 'Variable changed'),
    numberColumn('flow', 'Airflow exponent', { significantDigits: 3 }),
    numberColumn('pressure', 'Pressure exponent', { significantDigits: 3 }),
    numberColumn('power', 'Power exponent', { significantDigits: 3 }),
  ],
  rows: VARIABLES.map((variable) =>
    row(variable.id, {
      variable: variable.label,
      flow: exponent(variable.ratio, 'flow'),
      pressure: exponent(variable.ratio, 'pressure'),
      power: exponent(variable.ratio, 'power'),
    }),
  ),
  source: FAN_LAWS_SOURCE,
  notes: [
    'Efficiency is taken as unchanged; the laws do not hold across changes that move the fan to another point of rating (a changed system curve).',
  ],
};

const motorLoadBand: TableEntry = {
  id: 'motor-load-design-band',
  title: 'Motor load band',
  description:
    'The share of its rating an induction motor is designed to run at; the fan calculator warns when the suggested motor would run below the lower end.',
  columns: [textColumn('limit', 'Limit'), numberColumn('load', 'Load', { unit: '%' })],
  rows: [
    row('min', { limit: 'Lowest design load', load: MOTOR_LOAD_DESIGN_BAND_PERCENT.min }),
    row('max', { limit: 'Rated load', load: MOTOR_LOAD_DESIGN_BAND_PERCENT.max }),
  ],
  source: MOTOR_LOAD_DESIGN_BAND_SOURCE,
  notes: ['Maximum efficiency is usually near 75 % of rated load (same source).'],
};

const formulas: readonly FormulaEntry[] = [
  {
    id: 'fan-air-power',
    title: 'Fan air power',
    tex: 'P_{air} = Q \\, p, \\qquad \\mathrm{air\\,hp} = \\frac{\\mathrm{cfm} \\cdot \\mathrm{in.\\,wg}}{6356}',
    symbols: [
      symbol('P_{air}', 'Power given to the air', units('hp', 'W')),
      symbol('Q', 'Airflow', units('cfm', 'm³/s')),
      symbol(
        'p',
        'Fan total pressure (total air power) or static pressure (static air power)',
        units('in. wg', 'Pa'),
      ),
    ],
    validRange:
      'Any duty. The 6356 divisor rests on water at about 68 °F; the engine uses the conventional inch of water (249.09 Pa), a divisor of 6343.',
    reference: SE2020_CH21_EFFICIENCY,
    implementation: 'fan/fan-power.ts#fanAirPowerW',
  },
  {
    id: 'fan-efficiency',
    title: 'Fan static and total efficiency',
    tex: '\\eta_t = \\frac{Q \\, p_t}{P_{shaft}}, \\qquad \\eta_s = \\frac{Q \\, p_s}{P_{shaft}}, \\qquad p_t = p_s + \\frac{\\rho V^2}{2}',
    symbols: [
      symbol('\\eta_t, \\eta_s', 'Fan total and static efficiency'),
      symbol('p_t, p_s', 'Fan total and static pressure', units('in. wg', 'Pa')),
      symbol('P_{shaft}', 'Shaft (brake) power', units('hp', 'W')),
      symbol('V', 'Mean outlet velocity', units('fpm', 'm/s')),
    ],
    validRange: 'Shaft power above the total air power (efficiency below 100 %).',
    reference: SE2020_CH21_EFFICIENCY,
    implementation: 'fan/fan-power.ts#fanEfficiency',
  },
  {
    id: 'fan-brake-power',
    title: 'Fan shaft (brake) power',
    tex: 'P_{shaft} = \\frac{Q \\, p}{\\eta}, \\qquad \\mathrm{bhp} = \\frac{\\mathrm{cfm} \\cdot \\mathrm{in.\\,wg}}{6356 \\, \\eta}',
    symbols: [
      symbol('P_{shaft}', 'Shaft (brake) power', units('hp', 'W')),
      symbol('Q', 'Airflow', units('cfm', 'm³/s')),
      symbol('p', 'Fan pressure on the efficiency’s basis', units('in. wg', 'Pa')),
      symbol('\\eta', 'Fan total (or static) efficiency'),
    ],
    validRange: 'Efficiency 1 to 100 %; total pressure with total efficiency, static with static.',
    reference: SE2020_CH21_EFFICIENCY,
    implementation: 'fan/fan-power.ts#fanShaftPowerW',
  },
  {
    id: 'fan-laws',
    title: 'Fan laws (speed, diameter, density)',
    tex: '\\frac{Q_2}{Q_1} = \\frac{N_2}{N_1}\\left(\\frac{D_2}{D_1}\\right)^3, \\quad \\frac{p_2}{p_1} = \\frac{\\rho_2}{\\rho_1}\\left(\\frac{N_2}{N_1}\\right)^2\\left(\\frac{D_2}{D_1}\\right)^2, \\quad \\frac{P_2}{P_1} = \\frac{\\rho_2}{\\rho_1}\\left(\\frac{N_2}{N_1}\\right)^3\\left(\\frac{D_2}{D_1}\\right)^5',
    symbols: [
      symbol('Q', 'Airflow', units('cfm', 'L/s')),
      symbol('p', 'Fan pressure', units('in. wg', 'Pa')),
      symbol('P', 'Shaft power', units('hp', 'kW')),
      symbol('N', 'Speed', units('rpm')),
      symbol('D', 'Impeller diameter', units('in', 'mm')),
      symbol('\\rho', 'Air density', units('lb/ft³', 'kg/m³')),
    ],
    validRange:
      'Geometrically similar fans at the same point of rating; efficiency taken as unchanged.',
    reference: FAN_LAWS_SOURCE,
    implementation: 'fan/fan-laws.ts#fanLaws',
  },
];

/** Fans: the fan laws, the motor-load band and the fan power formulas. */
export const fanReference = referenceDomain(
  'fan',
  'Fans',
  ['fan'],
  [fanLawExponents, motorLoadBand],
  formulas,
);
