import {
  DEGREE_DAY_BASE_C,
  DEGREE_DAY_BASE_F,
  DEGREE_DAY_NORMALS_SOURCE,
  REFERENCE_STATION_DEGREE_DAY_NORMALS,
} from '../../energy/degree-days.js';
import { CHAMPAIGN_URBANA_NORMALS_F } from '../../energy/default-input.js';
import { ENERGY_LIMITS_SI } from '../../energy/schema.js';
import {
  ASHRAE_90_1_2007_BUILDING_AREA_LPD,
  ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD,
  ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS,
  BUILDING_AREA_LPD_SOURCE,
  CENTER_OF_GLASS_U_FACTORS,
  CENTER_OF_GLASS_U_FACTOR_SOURCE,
  OPAQUE_U_FACTOR_SOURCE,
  SPACE_BY_SPACE_LPD_SOURCE,
  lpdWPerFt2FromWPerM2,
  lpdWPerM2FromWPerFt2,
  uFactorSiFromInchPound,
  type EnvelopeElement,
  type SpaceTypeKind,
} from '../../envelope/index.js';
import { fieldFromSi, fieldToSi } from '../../units/field-quantities.js';
import { PER_ROW_UNIT, both, fromSiBoth, row, units } from '../build.js';
import { measureColumn, numberColumn, quantityColumn, textColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';
import type { SystemValues, UnitLabels } from '../types.js';

const HEAT_LOAD = ['heat-load'] as const;

const DEGREE_DAYS: UnitLabels = units('°F·day', 'K·day');
const LPD_UNITS: UnitLabels = units('W/ft²', 'W/m²');
const TEMPERATURE: UnitLabels = units('°F', '°C');

/** A U-factor given in Btu/(h·ft²·°F), in both systems. */
function uValue(uBtu: number): SystemValues {
  return fromSiBoth(uFactorSiFromInchPound(uBtu), 'uValue');
}

/** Degree-days given in °F·day, in both systems (the energy engine's own conversion). */
function degreeDays(valueF: number, unit?: UnitLabels): SystemValues {
  const metric = fieldFromSi(fieldToSi(valueF, 'degreeDays', 'Imperial'), 'degreeDays', 'Metric');
  return both(valueF, metric, unit);
}

/** Degree-days given in K·day (the engine's SI), in both systems. */
function degreeDaysFromSi(valueKDay: number, unit?: UnitLabels): SystemValues {
  return both(
    fieldFromSi(valueKDay, 'degreeDays', 'Imperial'),
    fieldFromSi(valueKDay, 'degreeDays', 'Metric'),
    unit,
  );
}

const ELEMENT_LABELS: Readonly<Record<EnvelopeElement, string>> = {
  roof: 'Roof',
  wall: 'Wall',
  floor: 'Floor',
  door: 'Door',
};

const opaqueUFactors: TableEntry = {
  id: 'typical-u-factors-walls-roofs',
  title: 'U-factors of walls, roofs, floors and doors (90.1-2019 limits, climate zone 5)',
  description:
    'Largest U-factor a new opaque assembly may have in ASHRAE climate zone 5 (e.g. Chicago, Boston, Denver) under the prescriptive path of ASHRAE 90.1-2019: a realistic value for new, code-minimum construction when the assembly’s own U-factor is not yet known. Air-to-air values, films included.',
  columns: [
    textColumn('assembly', 'Assembly class'),
    textColumn('element', 'Element'),
    quantityColumn('nonresidential', 'Nonresidential', 'uValue', 3),
    quantityColumn('residential', 'Residential', 'uValue', 3),
    quantityColumn('semiheated', 'Semiheated', 'uValue', 3),
  ],
  rows: ASHRAE_90_1_2019_CZ5_OPAQUE_U_FACTORS.map((assembly) =>
    row(assembly.id, {
      assembly: assembly.assembly,
      element: ELEMENT_LABELS[assembly.element],
      nonresidential: uValue(assembly.nonresidentialBtu),
      residential: uValue(assembly.residentialBtu),
      semiheated: uValue(assembly.semiheatedBtu),
    }),
  ),
  source: OPAQUE_U_FACTOR_SOURCE,
  notes: [
    'These are upper limits for climate zone 5; warmer zones allow higher U-factors and colder zones require lower ones. Existing and older buildings are often well above them.',
    'The standard states the limits in Btu/h·ft²·°F; the W/m²·K values are exact conversions (× 5.678263).',
    'Floors are floors over outdoor air or unconditioned space; slabs on grade use F-factors, not U-factors.',
  ],
  usedBy: HEAT_LOAD,
};

const PANES: Readonly<Record<1 | 2 | 3, string>> = { 1: 'Single', 2: 'Double', 3: 'Triple' };

const glazingUFactors: TableEntry = {
  id: 'glazing-u-factors',
  title: 'Center-of-glass U-factors of common glazing',
  description:
    'U-factor through the middle of the glass for single, double and triple glazing with air or argon fill and low-emissivity (low-e) coatings, vertical, winter design conditions. The frame and the glass edge are not included.',
  columns: [
    textColumn('glazing', 'Glazing'),
    textColumn('panes', 'Panes'),
    quantityColumn('u', 'Center-of-glass U-factor', 'uValue', 3),
    textColumn('sourceRow', 'Source row'),
  ],
  rows: CENTER_OF_GLASS_U_FACTORS.map((glazing) =>
    row(glazing.id, {
      glazing: glazing.glazing,
      panes: PANES[glazing.panes],
      u: fromSiBoth(glazing.centerOfGlassWm2K, 'uValue'),
      sourceRow: glazing.sourceRow,
    }),
  ),
  source: CENTER_OF_GLASS_U_FACTOR_SOURCE,
  notes: [
    'Values as the SI edition gives them (W/m²·K); the Btu/h·ft²·°F values are exact conversions (÷ 5.678263).',
    'For a window’s heat loss use the whole product’s rated U-factor (NFRC label) when it is known: it includes the frame.',
    'ε is the emittance of the low-e coating; “12 mm” is the width of each gas gap.',
  ],
  usedBy: HEAT_LOAD,
};

const SPACE_KINDS: Readonly<Record<SpaceTypeKind, string>> = {
  common: 'Common',
  buildingSpecific: 'Building-specific',
};

const spaceTypeLightingPowerDensities: TableEntry = {
  id: 'lighting-power-densities-space-types',
  title: 'Lighting power densities by space type (90.1-2013 space-by-space)',
  description:
    'The lighting power density a load calculation uses for a space when its fixtures are not yet known: the interior lighting power ASHRAE 90.1-2013 allows per unit floor area by the Space-by-Space Method, as the ASHRAE Handbook—Fundamentals gives it for the lighting heat gain. Multiplied by the space’s floor area it gives the lighting load for the heat-load calculator.',
  columns: [
    textColumn('spaceType', 'Space type'),
    textColumn('kind', 'Listed as'),
    measureColumn('lpd', 'Lighting power density', LPD_UNITS, 3),
  ],
  rows: ASHRAE_90_1_2013_SPACE_BY_SPACE_LPD.map((space) =>
    row(space.id, {
      spaceType: space.spaceType,
      kind: SPACE_KINDS[space.kind],
      lpd: both(lpdWPerFt2FromWPerM2(space.lpdWPerM2), space.lpdWPerM2),
    }),
  ),
  source: SPACE_BY_SPACE_LPD_SOURCE,
  notes: [
    'A selection of the Handbook’s table: the common space types and some building-specific ones; the rest of the table, the atrium allowances and the facilities for the visually impaired are left out.',
    'Where a building-specific space type is listed, it applies instead of the common one (e.g. a lounge in a health care facility, not “all other” lounges).',
    'Values as the SI source prints them (W/m²); the W/ft² values are conversions (÷ 10.7639), not the inch-pound edition’s own rounding.',
    'Allowances of the standard, not measured installations: LED lighting often uses less. Extra allowances (narrow corridors, accent lighting of sales areas, separately controlled lighting of electrical rooms) are not included.',
  ],
  usedBy: HEAT_LOAD,
};

const lightingPowerDensities: TableEntry = {
  id: 'lighting-power-densities',
  title: 'Lighting power densities by building type (90.1-2004/2007)',
  description:
    'Interior lighting power allowed per unit floor area by the Building Area Method of ASHRAE 90.1-2004 and 90.1-2007 (the two editions list the same values): one density for a whole building of the type. For the lighting load of one space, use the table “Lighting power densities by space type”.',
  columns: [
    textColumn('buildingType', 'Building area type'),
    measureColumn('lpd', 'Lighting power density', LPD_UNITS, 4),
    numberColumn('siEdition', 'SI edition', { unit: 'W/m²' }),
  ],
  rows: ASHRAE_90_1_2007_BUILDING_AREA_LPD.map((type) =>
    row(type.id, {
      buildingType: type.buildingType,
      lpd: both(type.lpdWPerFt2, lpdWPerM2FromWPerFt2(type.lpdWPerFt2)),
      siEdition: type.siEditionWPerM2,
    }),
  ),
  source: BUILDING_AREA_LPD_SOURCE,
  notes: [
    'Later editions of 90.1 lower most of these densities (LED lighting); use the edition the project’s energy code adopts.',
    'The W/m² column converts the W/ft² value exactly (× 10.7639); the SI edition of the standard prints it rounded to whole W/m².',
    'Allowance = LPD × gross lighted floor area, summed over the building area types (formula “Lighting power allowance”).',
  ],
  usedBy: HEAT_LOAD,
};

/** The months' names, January first. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2001, month, 15)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const monthlyNormals: TableEntry = {
  id: 'degree-day-monthly-normals',
  title: 'Monthly degree-day normals the energy calculator starts from',
  description:
    'Heating and cooling degree-days at base 65 °F (18.3 °C) of Champaign–Urbana, Illinois, month by month: the shape in which the energy calculator spreads a year’s degree-days over the months. Replace them with the site’s own normals.',
  columns: [
    textColumn('month', 'Month'),
    measureColumn('heating', 'Heating degree-days', DEGREE_DAYS, 4),
    measureColumn('cooling', 'Cooling degree-days', DEGREE_DAYS, 4),
  ],
  rows: [
    ...MONTHS.map((month, index) =>
      row(month.toLowerCase(), {
        month,
        heating: degreeDays(CHAMPAIGN_URBANA_NORMALS_F.heating[index] ?? 0),
        cooling: degreeDays(CHAMPAIGN_URBANA_NORMALS_F.cooling[index] ?? 0),
      }),
    ),
    row('year', {
      month: 'Year',
      heating: degreeDays(sum(CHAMPAIGN_URBANA_NORMALS_F.heating)),
      cooling: degreeDays(sum(CHAMPAIGN_URBANA_NORMALS_F.cooling)),
    }),
  ],
  source:
    'NOAA NCEI 1981–2010 Climate Normals for Champaign–Urbana, Illinois, as published by the Illinois State Climatologist (isws.illinois.edu, Urbana monthly summaries, “NORMALS” columns)',
  notes: ['K·day = °F·day ÷ 1.8.'],
};

const stationNormals: TableEntry = {
  id: 'degree-day-station-normals',
  title: 'Annual degree-day normals of reference stations',
  description:
    'Heating and cooling degree-days of a normal year at base 65 °F (18.3 °C) for a few Illinois weather stations: published values to compare a site with, or to enter in the energy calculator for a building near one of them.',
  columns: [
    textColumn('station', 'Station'),
    textColumn('period', 'Normal period'),
    measureColumn('heating', 'Heating degree-days', DEGREE_DAYS, 4),
    measureColumn('cooling', 'Cooling degree-days', DEGREE_DAYS, 4),
    textColumn('source', 'Published at'),
  ],
  rows: REFERENCE_STATION_DEGREE_DAY_NORMALS.map((normal) =>
    row(normal.id, {
      station: `${normal.station} (${normal.stationId})`,
      period: normal.period,
      heating: degreeDays(normal.heatingF),
      cooling: degreeDays(normal.coolingF),
      source: normal.source,
    }),
  ),
  source: DEGREE_DAY_NORMALS_SOURCE,
  notes: [
    'Annual values as the station reports give them; the monthly normals are rounded, so the twelve months may sum one degree-day off.',
    'K·day = °F·day ÷ 1.8: 6339 °F·day = 3522 K·day.',
    'The month-by-month normals of Champaign–Urbana are in the table “Monthly degree-day normals the energy calculator starts from”.',
  ],
};

const degreeDayBasics: TableEntry = {
  id: 'degree-day-basics',
  title: 'Degree-day basics',
  description:
    'The base temperature and the degree-day inputs the energy calculator accepts, including its degree-day correction factor C_D. Published normals to compare a site with are in the table “Annual degree-day normals of reference stations”.',
  columns: [
    textColumn('item', 'Item'),
    measureColumn('value', 'Value', PER_ROW_UNIT, 5),
    textColumn('source', 'Source'),
  ],
  rows: [
    row('base-temperature', {
      item: 'Base temperature (U.S. practice)',
      value: both(DEGREE_DAY_BASE_F, DEGREE_DAY_BASE_C, TEMPERATURE),
      source: 'AMS Glossary of Meteorology, “Heating degree-day”',
    }),
    row('annual-limit', {
      item: 'Annual heating degree-days the energy calculator accepts, at most',
      value: degreeDaysFromSi(ENERGY_LIMITS_SI.degreeDays.max, DEGREE_DAYS),
      source: 'Energy calculator input limits',
    }),
    row('monthly-limit', {
      item: 'Monthly degree-days the energy calculator accepts, at most',
      value: degreeDaysFromSi(ENERGY_LIMITS_SI.monthlyDegreeDays.max, DEGREE_DAYS),
      source: 'Energy calculator input limits',
    }),
    ...(['min', 'max'] as const).map((end) => {
      const factor = ENERGY_LIMITS_SI.correction[end];
      return row(`correction-${end}`, {
        item: `Degree-day correction factor C_D, ${end === 'min' ? 'lowest' : 'highest'} accepted`,
        value: both(factor, factor, units('')),
        source: 'Energy calculator input limits',
      });
    }),
  ],
  source:
    'AMS Glossary of Meteorology, “Heating degree-day” (base 65 °F); energy calculator input limits (hvac-core ENERGY_LIMITS_SI)',
  notes: [
    'A degree-day in K·day is 1.8 times smaller in number than the same degree-day in °F·day: 6339 °F·day (Chicago O’Hare, 1981–2010 normal) = 3522 K·day.',
    'C_D = 1 uses base-65 °F degree-days as they are; C_D below 1 accounts for internal and solar gains that lower the building’s balance point (see the formula “Annual heating energy by degree-days”).',
  ],
};

const formulas: readonly FormulaEntry[] = [
  {
    id: 'heating-degree-days',
    title: 'Heating degree-days',
    tex: '\\mathrm{HDD} = \\sum_{d} \\max\\left(0,\\; T_b - \\bar{T}_d\\right), \\qquad \\bar{T}_d = \\frac{T_{\\max,d} + T_{\\min,d}}{2}',
    symbols: [
      symbol('\\mathrm{HDD}', 'Heating degree-days of the period', DEGREE_DAYS),
      symbol('T_b', 'Base temperature, 65 °F (18.3 °C)', TEMPERATURE),
      symbol('\\bar{T}_d', 'Mean outdoor temperature of day d', TEMPERATURE),
      symbol('T_{\\max,d}, T_{\\min,d}', 'Highest and lowest temperature of day d', TEMPERATURE),
    ],
    validRange:
      'Days warmer than the base count zero. °F with a 65 °F base gives °F·day; °C with 18.3 °C gives K·day (°F·day = 1.8 × K·day).',
    reference:
      'AMS Glossary of Meteorology, "Heating degree-day" (one degree-day for each degree the daily mean temperature departs below the 65 °F base; warmer days are ignored)',
    implementation: 'energy/degree-days.ts#heatingDegreeDays',
  },
  {
    id: 'cooling-degree-days',
    title: 'Cooling degree-days',
    tex: '\\mathrm{CDD} = \\sum_{d} \\max\\left(0,\\; \\bar{T}_d - T_b\\right)',
    symbols: [
      symbol('\\mathrm{CDD}', 'Cooling degree-days of the period', DEGREE_DAYS),
      symbol('\\bar{T}_d', 'Mean outdoor temperature of day d', TEMPERATURE),
      symbol('T_b', 'Base temperature, 65 °F (18.3 °C)', TEMPERATURE),
    ],
    validRange:
      'Days colder than the base count zero. °F with a 65 °F base gives °F·day; °C with 18.3 °C gives K·day.',
    reference:
      'NOAA/NWS definition as quoted by the Lawrence Journal-World, "Season cooling degree days" (a day with a high of 75 °F and a low of 65 °F averages 70 °F and gives five cooling degree days)',
    implementation: 'energy/degree-days.ts#coolingDegreeDays',
  },
  {
    id: 'lighting-power-allowance',
    title: 'Lighting power allowance',
    tex: 'P = \\sum_i \\mathrm{LPD}_i \\, A_i',
    symbols: [
      symbol('P', 'Interior lighting power allowance', units('W')),
      symbol(
        '\\mathrm{LPD}_i',
        'Lighting power density of space type or building area type i (tables “Lighting power densities by space type” and “… by building type”)',
        LPD_UNITS,
      ),
      symbol(
        'A_i',
        'Floor area of space i, or gross lighted floor area of building area type i',
        units('ft²', 'm²'),
      ),
    ],
    validRange:
      'Space-by-Space Method (one density per space) or Building Area Method (one per building type); an allowance (upper limit), not the installed lighting. Area and density at least 0.',
    reference:
      'ANSI/ASHRAE/IESNA Standard 90.1-2007, section 9.5.1 (Building Area Method: allowance = LPD × gross lighted floor area)',
    implementation: 'envelope/lighting-power-density.ts#lightingPowerAllowanceW',
    usedBy: HEAT_LOAD,
  },
];

/** Envelope U-factors, lighting power densities and degree-days. */
export const envelopeReference = referenceDomain(
  'envelope-lighting-climate',
  'Envelope, lighting and degree-days',
  ['energy'],
  [
    opaqueUFactors,
    glazingUFactors,
    spaceTypeLightingPowerDensities,
    lightingPowerDensities,
    stationNormals,
    degreeDayBasics,
    monthlyNormals,
  ],
  formulas,
);
