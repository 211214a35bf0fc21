import {
  ACTIVITY_LEVELS,
  AIR_LATENT_FACTOR_BTUH_PER_CFM,
  AIR_LATENT_FACTOR_W_PER_M3S,
  AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F,
  AIR_SENSIBLE_FACTOR_W_PER_M3S_K,
  REFERENCE_GLASS_SHGC,
  SOLAR_DESIGN_ASSUMPTION,
  WINDOW_ORIENTATIONS,
} from '../../heat-load/index.js';
import {
  HIGH_U_VALUE_W_M2K,
  PEOPLE_HEAT_GAIN_SOURCE,
  SOLAR_HEAT_GAIN_FACTOR_SOURCE,
} from '../../heat-load/constants.js';
import { PER_ROW_UNIT, both, fromSiBoth, row, units } from '../build.js';
import { measureColumn, numberColumn, quantityColumn, textColumn } from '../columns.js';
import {
  AIR_CHANGES_TEX,
  airChangeSymbols,
  referenceDomain,
  symbol,
  type FormulaEntry,
  type TableEntry,
} from '../formulas.js';

const peopleHeatGains: TableEntry = {
  id: 'people-heat-gains',
  title: 'People heat gains by activity',
  description:
    'Sensible and latent heat given off per occupant for each activity level the heat-load calculator offers. The calculator uses the inch-pound values in both unit systems (converted exactly to watts); the SI edition prints them rounded to 5 W.',
  columns: [
    textColumn('activity', 'Activity'),
    textColumn('location', 'Typical application'),
    quantityColumn('sensible', 'Sensible per person', 'heatRate'),
    quantityColumn('latent', 'Latent per person', 'heatRate'),
    quantityColumn('total', 'Total per person', 'heatRate'),
    numberColumn('siSensible', 'SI edition sensible', { unit: 'W' }),
    numberColumn('siLatent', 'SI edition latent', { unit: 'W' }),
    textColumn('note', 'Note'),
  ],
  rows: ACTIVITY_LEVELS.map((level) =>
    row(level.id, {
      activity: level.label,
      location: level.location,
      sensible: both(level.sensibleBtuPerHour, level.sensibleW),
      latent: both(level.latentBtuPerHour, level.latentW),
      total: both(
        level.sensibleBtuPerHour + level.latentBtuPerHour,
        level.sensibleW + level.latentW,
      ),
      siSensible: level.siEditionSensibleW,
      siLatent: level.siEditionLatentW,
      note: level.note ?? null,
    }),
  ),
  source: PEOPLE_HEAT_GAIN_SOURCE,
  notes: [
    'Adjusted values: a normal mix of men, women and children for the application.',
    'At a room dry bulb of 80 °F (27 °C) the sensible gain falls by about 20 % and the latent gain rises to keep the same total.',
  ],
};

const windowSolarFactors: TableEntry = {
  id: 'window-solar-heat-gain-factors',
  title: 'Peak solar heat gain factors by window orientation',
  description: `Maximum solar heat gain factor (SHGF) of sunlit glass for each orientation the heat-load calculator offers: ${SOLAR_DESIGN_ASSUMPTION}. The window gain is q = A × SHGF × SC with SC = SHGC / ${REFERENCE_GLASS_SHGC}.`,
  columns: [
    textColumn('orientation', 'Glass faces'),
    measureColumn('shgf', 'Peak SHGF', { Imperial: 'Btu/h·ft²', Metric: 'W/m²' }),
  ],
  rows: WINDOW_ORIENTATIONS.map((orientation) =>
    row(orientation.id, {
      orientation: orientation.label,
      shgf: both(
        orientation.peakSolarHeatGainFactorBtuPerHourFt2,
        orientation.peakSolarHeatGainFactorWm2,
      ),
    }),
  ),
  source: SOLAR_HEAT_GAIN_FACTOR_SOURCE,
  notes: [
    'South glass peaks in winter at 40° N; the July value is the one that coincides with the summer cooling design day.',
  ],
};

const airFactors: TableEntry = {
  id: 'outdoor-air-heat-factors',
  title: 'Standard-air heat factors for ventilation and infiltration',
  description:
    'The factors the heat-load calculator multiplies an outdoor airflow by: sensible q = C_s·Q·Δt, latent q = C_l·Q·ΔW. The SI factors are derived from the inch-pound ones with exact unit factors, so both systems give the same watts.',
  columns: [
    textColumn('factor', 'Factor'),
    measureColumn('value', 'Value', PER_ROW_UNIT, 5),
    textColumn('basis', 'Basis'),
  ],
  rows: [
    row('sensible', {
      factor: 'Sensible heat factor C_s',
      value: both(AIR_SENSIBLE_FACTOR_BTUH_PER_CFM_F, AIR_SENSIBLE_FACTOR_W_PER_M3S_K / 1000, {
        Imperial: 'Btu/h per cfm·°F',
        Metric: 'W per L/s·K',
      }),
      basis: '60 min/h × 0.075 lb/ft³ × 0.24 Btu/lb·°F (standard dry air)',
    }),
    row('latent', {
      factor: 'Latent heat factor C_l',
      value: both(AIR_LATENT_FACTOR_BTUH_PER_CFM, AIR_LATENT_FACTOR_W_PER_M3S / 1000, {
        Imperial: 'Btu/h per cfm·(lb/lb)',
        Metric: 'W per L/s·(kg/kg)',
      }),
      basis: '60 min/h × 0.075 lb/ft³ × 1076 Btu/lb',
    }),
  ],
  source:
    'ASHRAE Handbook—Fundamentals (2021), ch. 18, "Infiltration and Ventilation Heat Gain"; standard air, ch. 1',
  notes: [
    'ASHRAE ch. 18 prints 1.10 Btu/h·cfm·°F (1.23 W per L/s·K) with the moist-air specific heat, 1.8 % higher; the SI edition rounds C_l to 3010 W per L/s.',
  ],
};

const uValueChecks: TableEntry = {
  id: 'u-value-warning-thresholds',
  title: 'U-values the heat-load calculator flags as unusual',
  description:
    'The calculator warns (it does not refuse) when a surface’s U-factor is above these values: uninsulated masonry and frame walls and roofs fall below 0.5 Btu/h·ft²·°F, and single glazing in an aluminium frame without a thermal break is about 1.2–1.3.',
  columns: [textColumn('surface', 'Surface'), quantityColumn('max', 'Flagged above', 'uValue', 3)],
  rows: (Object.keys(HIGH_U_VALUE_W_M2K) as (keyof typeof HIGH_U_VALUE_W_M2K)[]).map((surface) =>
    row(surface, {
      surface: { wall: 'Wall', window: 'Window', roof: 'Roof' }[surface],
      max: fromSiBoth(HIGH_U_VALUE_W_M2K[surface], 'uValue'),
    }),
  ),
  source:
    'ASHRAE Handbook—Fundamentals (2021), ch. 15, table 4 (fenestration U-factors) and ch. 27 (U-factors of typical wall and roof assemblies)',
  notes: ['These are plausibility limits, not design U-values: use the assembly’s own U-factor.'],
};

const W_BTUH = units('Btu/h', 'W');

const formulas: readonly FormulaEntry[] = [
  {
    id: 'conduction',
    title: 'Conduction through walls, windows and roof',
    tex: 'q = U \\, A \\, \\Delta T',
    symbols: [
      symbol('q', 'Heat flow through the surface', W_BTUH),
      symbol('U', 'Overall heat-transfer coefficient (U-factor)', units('Btu/h·ft²·°F', 'W/m²·K')),
      symbol('A', 'Surface area', units('ft²', 'm²')),
      symbol(
        '\\Delta T',
        'Design temperature difference (cooling t_o − t_i, heating t_i − t_o)',
        units('°F', 'K'),
      ),
    ],
    validRange:
      'Steady state, air-to-air ΔT; leaves out sol-air temperature and the time lag of heavy constructions. U from above 0 to 2 Btu/h·ft²·°F (11.36 W/m²·K).',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 25, "Heat Transfer" (q = U·A·Δt with the overall coefficient U) and ch. 18, "Heating Load Calculations" (transmission loss q = U·A·(t_i − t_o)).',
    implementation: 'heat-load/conduction.ts#conductionHeatRateW',
  },
  {
    id: 'window-solar-gain',
    title: 'Window solar heat gain',
    tex: 'q = A \\, \\mathrm{SHGF}_{\\mathrm{max}} \\, SC, \\qquad SC = \\frac{\\mathrm{SHGC}}{0.87}',
    symbols: [
      symbol('q', 'Solar heat gain', W_BTUH),
      symbol('A', 'Glazing area', units('ft²', 'm²')),
      symbol(
        '\\mathrm{SHGF}_{\\mathrm{max}}',
        'Peak solar heat gain factor of the orientation',
        units('Btu/h·ft²', 'W/m²'),
      ),
      symbol('SC', 'Shading coefficient'),
      symbol('\\mathrm{SHGC}', 'Solar heat gain coefficient of the window, 0 to 1'),
    ],
    validRange: `Cooling only; ${SOLAR_DESIGN_ASSUMPTION}. Instantaneous peak gain, not delayed by the room's thermal mass.`,
    reference:
      'ASHRAE Handbook—Fundamentals (1997), ch. 28 (maximum SHGF, 40° N, July) and ch. 29 (SC = SHGC/0.87).',
    implementation: 'heat-load/window-solar.ts#windowSolarHeatGainW',
  },
  {
    id: 'people-heat-gain',
    title: 'People',
    tex: 'q_s = N \\, q_{s,\\mathrm{person}}, \\qquad q_l = N \\, q_{l,\\mathrm{person}}',
    symbols: [
      symbol('q_s, q_l', 'Sensible and latent heat gain', W_BTUH),
      symbol('N', 'Number of occupants'),
      symbol(
        'q_{s,\\mathrm{person}}, q_{l,\\mathrm{person}}',
        'Gains per person for the activity (table "People heat gains by activity")',
        W_BTUH,
      ),
    ],
    validRange:
      'Room at 75 °F (24 °C); 0 to 10 000 people. In heating only the sensible gain can be credited.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 18, table 1 (adjusted heat gains at 75 °F room).',
    implementation: 'heat-load/people.ts#peopleHeatGainW',
  },
  {
    id: 'outdoor-air-sensible',
    title: 'Ventilation and infiltration, sensible',
    tex: 'q_s = C_s \\, Q \\, \\Delta T',
    symbols: [
      symbol('q_s', 'Sensible heat rate', W_BTUH),
      symbol(
        'C_s',
        'Standard-air sensible factor: 1.08 (Btu/h per cfm·°F) or 1.2072 (W per L/s·K)',
      ),
      symbol('Q', 'Outdoor airflow', units('cfm', 'L/s')),
      symbol('\\Delta T', 'Outdoor − indoor temperature', units('°F', 'K')),
    ],
    validRange: 'Standard air (0.075 lb/ft³, 1.204 kg/m³); near sea level.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 18, "Infiltration and Ventilation Heat Gain" (q_s = C_s·Q·Δt); C_s = 60 × 0.075 × 0.24 = 1.08 Btu/h·cfm·°F for standard dry air.',
    implementation: 'heat-load/air-heat-transfer.ts#airSensibleHeatRateW',
  },
  {
    id: 'outdoor-air-latent',
    title: 'Ventilation and infiltration, latent',
    tex: 'q_l = C_l \\, Q \\, (W_o - W_i)',
    symbols: [
      symbol('q_l', 'Latent heat rate', W_BTUH),
      symbol('C_l', 'Standard-air latent factor: 4840 (Btu/h per cfm) or 3005.6 (W per L/s)'),
      symbol('Q', 'Outdoor airflow', units('cfm', 'L/s')),
      symbol('W_o, W_i', 'Outdoor and indoor humidity ratios', units('lb/lb', 'kg/kg')),
    ],
    validRange:
      'Cooling, with both relative humidities given; negative when the outdoor air is drier.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 18, "Infiltration and Ventilation Heat Gain" (q_l = C_l·Q·ΔW, C_l = 4840 Btu/h·cfm).',
    implementation: 'heat-load/air-heat-transfer.ts#airLatentHeatRateW',
  },
  {
    id: 'infiltration-airflow',
    title: 'Infiltration airflow from air changes',
    tex: AIR_CHANGES_TEX,
    symbols: airChangeSymbols('Room volume (floor area × ceiling height)'),
    validRange: '0 to 50 air changes per hour.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 16, "Ventilation and Infiltration" (air change rate I = Q/V).',
    implementation: 'heat-load/infiltration.ts#infiltrationAirflowM3s',
  },
];

/** Heat load: people, solar and outdoor-air data and the load formulas. */
export const heatLoadReference = referenceDomain(
  'heat-load',
  'Heat load',
  ['heat-load'],
  [peopleHeatGains, windowSolarFactors, airFactors, uValueChecks],
  formulas,
);
