import {
  AIR_CHANGE_GUIDANCE,
  AIR_CHANGE_GUIDANCE_SOURCE,
  AIR_DISTRIBUTION_CONFIGURATIONS,
  AIR_DISTRIBUTION_EFFECTIVENESS_SOURCE,
  OCCUPANCY_CATEGORIES,
  VENTILATION_RATE_TABLE_SOURCE,
} from '../../ventilation/index.js';
import { METRES_PER_FOOT } from '../../units/index.js';
import { both, row, units } from '../build.js';
import { measureColumn, numberColumn, textColumn } from '../columns.js';
import {
  AIR_CHANGES_TEX,
  airChangeSymbols,
  referenceDomain,
  symbol,
  type FormulaEntry,
  type TableEntry,
} from '../formulas.js';

const M2_PER_1000_FT2 = 1000 * METRES_PER_FOOT ** 2;

const outdoorAirRates: TableEntry = {
  id: 'ashrae-62-1-outdoor-air-rates',
  title: 'ASHRAE 62.1 outdoor-air rates by occupancy category',
  description:
    'Minimum breathing-zone outdoor-air rates of the Ventilation Rate Procedure, Vbz = Rp·Pz + Ra·Az, with the default occupant density used when the population is not known. The calculator uses the inch-pound rates, converted exactly for Metric.',
  columns: [
    textColumn('category', 'Occupancy category'),
    textColumn('group', 'Group'),
    measureColumn('rp', 'People rate Rp', units('cfm/person', 'L/s·person')),
    measureColumn('ra', 'Area rate Ra', units('cfm/ft²', 'L/s·m²')),
    measureColumn('density', 'Default occupant density', units('people/1000 ft²', 'people/100 m²')),
    numberColumn('siRp', 'SI edition Rp', { unit: 'L/s·person' }),
    numberColumn('siRa', 'SI edition Ra', { unit: 'L/s·m²' }),
  ],
  rows: OCCUPANCY_CATEGORIES.map((category) => {
    const density = category.defaultOccupantDensityPer1000Ft2;
    return row(category.id, {
      group: category.group,
      category: category.label,
      rp: both(category.peopleRateCfmPerPerson, category.peopleRateM3sPerPerson * 1000),
      ra: both(category.areaRateCfmPerFt2, category.areaRateM3sPerM2 * 1000),
      density: density === null ? null : both(density, (density * 100) / M2_PER_1000_FT2),
      siRp: category.siEditionPeopleRateLsPerPerson,
      siRa: category.siEditionAreaRateLsPerM2,
    });
  }),
  source: VENTILATION_RATE_TABLE_SOURCE,
  notes: [
    'The SI edition prints rounded conversions (and the same density number per 100 m²); the Metric columns here are exact conversions of the inch-pound values, as the calculator uses them.',
  ],
};

const airDistribution: TableEntry = {
  id: 'zone-air-distribution-effectiveness',
  title: 'Zone air distribution effectiveness Ez',
  description: 'Ez by air distribution configuration; the zone outdoor airflow is Voz = Vbz / Ez.',
  columns: [
    textColumn('configuration', 'Configuration'),
    numberColumn('ez', 'Ez', { significantDigits: 2 }),
  ],
  rows: AIR_DISTRIBUTION_CONFIGURATIONS.map((configuration) =>
    row(configuration.id, { configuration: configuration.label, ez: configuration.effectiveness }),
  ),
  source: AIR_DISTRIBUTION_EFFECTIVENESS_SOURCE,
};

const airChanges: TableEntry = {
  id: 'recommended-air-changes',
  title: 'Recommended air changes per hour by space type',
  description:
    'Rule-of-thumb air-change ranges for a first check or a fan selection; never a substitute for the ASHRAE 62.1 outdoor-air minimums or code exhaust rates.',
  columns: [
    textColumn('space', 'Space'),
    numberColumn('min', 'Minimum', { unit: 'ACH' }),
    numberColumn('max', 'Maximum', { unit: 'ACH' }),
    textColumn('note', 'Note'),
    textColumn('source', 'Source'),
  ],
  rows: AIR_CHANGE_GUIDANCE.map((guidance) =>
    row(guidance.id, {
      space: guidance.label,
      min: guidance.minAch,
      max: guidance.maxAch,
      note: guidance.note ?? null,
      source: guidance.source,
    }),
  ),
  source: AIR_CHANGE_GUIDANCE_SOURCE,
};

const AIRFLOW = units('cfm', 'L/s');

const formulas: readonly FormulaEntry[] = [
  {
    id: 'breathing-zone-outdoor-airflow',
    title: 'Breathing-zone outdoor airflow (Ventilation Rate Procedure)',
    tex: 'V_{bz} = R_p \\, P_z + R_a \\, A_z',
    symbols: [
      symbol('V_{bz}', 'Breathing-zone outdoor airflow', AIRFLOW),
      symbol('R_p', 'People outdoor-air rate', units('cfm/person', 'L/s·person')),
      symbol('P_z', 'Zone population'),
      symbol('R_a', 'Area outdoor-air rate', units('cfm/ft²', 'L/s·m²')),
      symbol('A_z', 'Zone floor area', units('ft²', 'm²')),
    ],
    validRange:
      'Occupancy categories of Table 6-1; Pz from the design population or the default density.',
    reference:
      'ANSI/ASHRAE Standard 62.1-2022, section 6.2.1.1, equation 6-1 (eq. 6.2.2.1 in the 2016 edition)',
    implementation: 'ventilation/ventilation-rate-procedure.ts#breathingZoneOutdoorAirflowM3s',
  },
  {
    id: 'zone-outdoor-airflow',
    title: 'Zone outdoor airflow',
    tex: 'V_{oz} = \\frac{V_{bz}}{E_z}',
    symbols: [
      symbol('V_{oz}', 'Zone outdoor airflow', AIRFLOW),
      symbol('V_{bz}', 'Breathing-zone outdoor airflow', AIRFLOW),
      symbol('E_z', 'Zone air distribution effectiveness'),
    ],
    validRange: 'Ez from the configuration table, 0.5 to 1.2.',
    reference:
      'ANSI/ASHRAE Standard 62.1-2022, section 6.2.1.3, equation 6-2 (eq. 6.2.2.3 in the 2016 edition)',
    implementation: 'ventilation/ventilation-rate-procedure.ts#zoneOutdoorAirflowM3s',
  },
  {
    id: 'airflow-from-air-changes',
    title: 'Airflow from air changes per hour',
    tex: AIR_CHANGES_TEX,
    symbols: airChangeSymbols('Room volume'),
    validRange: 'Any room; the inverse gives ACH = 3600·Q/V.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 16 "Ventilation and Infiltration", air change rate (I = Q/V, air changes per hour)',
    implementation: 'ventilation/air-changes.ts#airflowFromAirChangesM3s',
  },
];

/** Ventilation: ASHRAE 62.1 rates, Ez and air-change guidance. */
export const ventilationReference = referenceDomain(
  'ventilation',
  'Ventilation',
  ['ventilation'],
  [outdoorAirRates, airDistribution, airChanges],
  formulas,
);
