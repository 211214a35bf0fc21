import {
  IEC_MOTOR_RATINGS_KW,
  MIN_NPSH_MARGIN_RATIO,
  NEMA_MOTOR_RATINGS_HP,
} from '../../pump/index.js';
import { WATTS_PER_HORSEPOWER } from '../../units/index.js';
import { row, slug, units } from '../build.js';
import { numberColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';

const nema: TableEntry = {
  id: 'nema-motor-ratings',
  title: 'Standard motor ratings, NEMA (hp)',
  description: 'The horsepower ratings the pump calculator picks the next motor from in Imperial.',
  columns: [
    numberColumn('hp', 'Rating', { unit: 'hp' }),
    numberColumn('kw', 'Equivalent', { unit: 'kW' }),
  ],
  rows: NEMA_MOTOR_RATINGS_HP.map((hp) =>
    row(`hp-${slug(hp.toFixed(4))}`, { hp, kw: (hp * WATTS_PER_HORSEPOWER) / 1000 }),
  ),
  source: 'NEMA MG 1 (2021), Motors and Generators, Part 10 "Ratings"',
};

const iec: TableEntry = {
  id: 'iec-motor-ratings',
  title: 'Standard motor ratings, IEC (kW)',
  description: 'The rated outputs the pump calculator picks the next motor from in Metric.',
  columns: [
    numberColumn('kw', 'Rating', { unit: 'kW' }),
    numberColumn('hp', 'Equivalent', { unit: 'hp' }),
  ],
  rows: IEC_MOTOR_RATINGS_KW.map((kw) =>
    row(`kw-${slug(String(kw))}`, { kw, hp: (kw * 1000) / WATTS_PER_HORSEPOWER }),
  ),
  source:
    'IEC 60072-1, Dimensions and output series for rotating electrical machines, rated outputs',
};

const formulas: readonly FormulaEntry[] = [
  {
    id: 'hydraulic-power',
    title: 'Hydraulic (water) power',
    tex: 'P_w = Q \\, \\Delta p = \\rho \\, g \\, Q \\, H, \\qquad \\mathrm{whp} = \\frac{\\mathrm{gpm} \\cdot \\mathrm{ft} \\cdot SG}{3960}',
    symbols: [
      symbol('P_w', 'Power given to the liquid', units('hp', 'W')),
      symbol('Q', 'Flow', units('gpm', 'm³/s')),
      symbol('H', 'Total dynamic head', units('ft', 'm')),
      symbol('\\rho, g', 'Liquid density and gravity', units('lb/ft³, ft/s²', 'kg/m³, m/s²')),
      symbol('SG', 'Specific gravity of the liquid'),
    ],
    validRange: 'Any duty point.',
    reference:
      'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal pumps" (water power Pw = Q·H/3960 in I-P units); Hydraulic Institute, ANSI/HI 1.3 (pump power)',
    implementation: 'pump/power.ts#hydraulicPowerW',
  },
  {
    id: 'shaft-power',
    title: 'Shaft and motor input power',
    tex: 'P_{in} = \\frac{P_{\\mathrm{out}}}{\\eta}',
    symbols: [
      symbol('P_{in}', 'Power required (shaft, or motor input)', units('hp', 'kW')),
      symbol('P_{\\mathrm{out}}', 'Power delivered (hydraulic, or shaft)', units('hp', 'kW')),
      symbol('\\eta', 'Pump or motor efficiency', units('%')),
    ],
    validRange: 'Efficiency 1 to 100 %.',
    reference:
      'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 (brake horsepower = water power / ηp)',
    implementation: 'pump/power.ts#inputPowerW',
  },
  {
    id: 'affinity-laws',
    title: 'Pump affinity laws (speed change)',
    tex: '\\frac{Q_2}{Q_1} = \\frac{N_2}{N_1}, \\qquad \\frac{H_2}{H_1} = \\left(\\frac{N_2}{N_1}\\right)^2, \\qquad \\frac{P_2}{P_1} = \\left(\\frac{N_2}{N_1}\\right)^3',
    symbols: [
      symbol('Q', 'Flow', units('gpm', 'L/s')),
      symbol('H', 'Head', units('ft', 'm')),
      symbol('P', 'Power', units('hp', 'kW')),
      symbol('N', 'Speed', units('rpm')),
    ],
    validRange:
      'Constant impeller diameter; efficiency taken as unchanged (moderate speed changes).',
    reference:
      'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal pumps", table of pump affinity laws; Hydraulic Institute, ANSI/HI 1.3',
    implementation: 'pump/affinity.ts#affinityLaws',
  },
  {
    id: 'npsh-available',
    title: 'Net positive suction head available',
    tex: '\\mathrm{NPSH}_a = \\frac{p_{\\mathrm{surface}} - p_{\\mathrm{vapour}}}{\\rho g} + z_s - h_{f,s}',
    symbols: [
      symbol('\\mathrm{NPSH}_a', 'NPSH available, column of the pumped liquid', units('ft', 'm')),
      symbol(
        'p_{\\mathrm{surface}}',
        'Absolute pressure on the liquid surface',
        units('psia', 'kPa'),
      ),
      symbol(
        'p_{\\mathrm{vapour}}',
        'Vapour pressure at the liquid temperature',
        units('psia', 'kPa'),
      ),
      symbol('z_s', 'Liquid level above the pump inlet (negative for a lift)', units('ft', 'm')),
      symbol('h_{f,s}', 'Suction line losses', units('ft', 'm')),
    ],
    validRange: `The engine warns when NPSHa/NPSHr is below ${MIN_NPSH_MARGIN_RATIO}.`,
    reference:
      'ANSI/HI 9.6.1, Rotodynamic Pumps—Guideline for NPSH Margin; ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal pumps" (net positive suction)',
    implementation: 'pump/npsh.ts#npshAvailableM',
  },
  {
    id: 'system-curve',
    title: 'System curve through the design point',
    tex: 'H = H_{\\mathrm{static}} + k \\, Q^2, \\qquad k = \\frac{H_{\\mathrm{design}} - H_{\\mathrm{static}}}{Q_{\\mathrm{design}}^2}',
    symbols: [
      symbol('H', 'System head at flow Q', units('ft', 'm')),
      symbol('H_{\\mathrm{static}}', 'Static head (0 for a closed loop)', units('ft', 'm')),
      symbol('Q', 'Flow', units('gpm', 'L/s')),
    ],
    validRange: 'Fully turbulent flow (losses grow with Q²).',
    reference:
      'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 "Centrifugal pumps" (system curves)',
    implementation: 'pump/system-curve.ts#systemCurveCoefficient',
  },
];

/** Pumps: standard motor ratings and the pump formulas. */
export const pumpReference = referenceDomain('pump', 'Pumps', ['pump'], [nema, iec], formulas);
