import {
  CTS_GROUP_LABELS,
  CTS_LIBRARY,
  CTS_TABLES_SOURCE,
  GLAZING_SHGC_ANGLES_DEG,
  GLAZING_SHGC_SOURCE,
  GLAZING_SHGC_TABLE,
  LUMINAIRE_RADIANT_FRACTIONS,
  luminaireRadiantFraction,
  RADIANT_FRACTIONS,
  RTS_TABLES_SOURCE,
  nonsolarRts,
  solarRts,
} from '../../building-load/index.js';
import type { RtsConstructionClass, RtsGlassPercent } from '../../building-load/index.js';
import { DAILY_RANGE_FRACTIONS } from '../../weather/index.js';
import { fromSiBoth, row, units } from '../build.js';
import { numberColumn, quantityColumn, textColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';

const CLASSES: readonly RtsConstructionClass[] = ['light', 'medium', 'heavy'];
const GLASS: readonly RtsGlassPercent[] = [10, 50, 90];
const HOURS = Array.from({ length: 24 }, (_, j) => j);

const hourColumns = HOURS.map((j) => numberColumn(`h${j}`, `Hour ${j}`, { unit: '%' }));

function percentCells(series: readonly number[]): Record<string, number> {
  return Object.fromEntries(HOURS.map((j) => [`h${j}`, Math.round((series[j] ?? 0) * 1000) / 10]));
}

/** The radiant time series of every construction class, carpet and glass percentage. */
function rtsTable(kind: 'nonsolar' | 'solar', description: string): TableEntry {
  // Only the nonsolar series has a row for interior rooms (no exterior wall, hence no glass).
  const glasses = kind === 'solar' ? GLASS : [...GLASS, 'interior' as const];
  return {
    id: `rts-${kind}`,
    title: `Radiant time series, ${kind}`,
    description,
    columns: [
      textColumn('construction', 'Construction'),
      textColumn('carpet', 'Carpet'),
      textColumn('glass', 'Glass'),
      ...hourColumns,
    ],
    rows: CLASSES.flatMap((construction) =>
      [true, false].flatMap((carpet) =>
        glasses.map((glass) => {
          const interior = glass === 'interior';
          const room = { construction, carpet, glassPercent: interior ? 50 : glass, interior };
          return row(`${construction}-${carpet ? 'carpet' : 'no-carpet'}-${glass}`, {
            construction,
            carpet: carpet ? 'yes' : 'no',
            glass: interior ? glass : `${glass} %`,
            ...percentCells(kind === 'solar' ? solarRts(room) : nonsolarRts(room)),
          });
        }),
      ),
    ),
    source: RTS_TABLES_SOURCE,
    notes: [
      'Hour 0 is the share of a radiant gain that becomes cooling load in the hour it occurs; hours 1 to 23 the shares in the hours after. Each series sums to 100 %.',
      'The values were taken from a public transcription of the Handbook tables and were not checked against the printed Handbook (see the source). They were cross-checked against the RTS computed by the heat-balance procedure for the Handbook’s representative rooms (table 21): hour 0 within 7.6 percentage points (nonsolar) and 11.9 (solar), the cumulative series within 8.8 and 14.2.',
    ],
  };
}

function ctsTable(kind: 'wall' | 'roof'): TableEntry {
  const walls = kind === 'wall';
  return {
    id: `cts-${kind}s`,
    title: `Conduction time series, ${kind}s`,
    description: `The representative ${kind}s a building-load construction can take its conduction time series from: the share of the hourly heat input U·A·(t_e − t_rc) that reaches the room in that hour (hour 0) and in each of the 23 hours after.`,
    columns: [
      numberColumn('number', walls ? 'Wall' : 'Roof'),
      ...(walls ? [textColumn('group', 'Kind')] : []),
      textColumn('layers', 'Layers, outside to inside'),
      quantityColumn('u', 'U-factor', 'uValue', 3),
      ...hourColumns,
    ],
    rows: CTS_LIBRARY.filter((c) => c.kind === kind).map((c) =>
      row(c.id, {
        number: c.number,
        ...(walls ? { group: CTS_GROUP_LABELS[c.group] } : {}),
        layers: c.layers,
        u: fromSiBoth(c.uWm2K, 'uValue'),
        ...Object.fromEntries(HOURS.map((j) => [`h${j}`, c.ctsPercent[j] ?? 0])),
      }),
    ),
    source: CTS_TABLES_SOURCE,
    notes: [
      'Factors as printed, to 0.1 %: a series sums to 100 % within the rounding (± 0.5 %); the calculator divides each by its sum. Insulation R-values in m²·K/W; LW lightweight, HW heavyweight, CMU concrete masonry unit, EIFS exterior insulation and finish system.',
      'The values were taken from a public transcription of the Handbook chapter and were not checked against the printed Handbook (see the source). A construction with no series chosen conducts without time lag.',
    ],
  };
}

const glazingTable: TableEntry = {
  id: 'glazing-angular-shgc',
  title: 'Solar heat gain coefficient by incidence angle',
  description:
    'Center-of-glass SHGC of the glazing types at incidence angles 0° to 80° and hemispherical (for diffuse light). A building-load window with a glazing type takes the shape of this curve, scaled to its own SHGC at normal incidence.',
  columns: [
    textColumn('id', 'ID'),
    textColumn('glazing', 'Glazing'),
    ...GLAZING_SHGC_ANGLES_DEG.map((angle) => numberColumn(`a${angle}`, `${angle}°`)),
    numberColumn('hemispherical', 'Hemispherical'),
  ],
  rows: GLAZING_SHGC_TABLE.map((g) =>
    row(`glazing-${g.id}`, {
      id: g.id,
      glazing: g.glazing,
      ...Object.fromEntries(
        GLAZING_SHGC_ANGLES_DEG.map((angle, i) => [`a${angle}`, g.shgcByAngle[i] ?? 0]),
      ),
      hemispherical: g.hemispherical,
    }),
  ),
  source: GLAZING_SHGC_SOURCE,
  notes: [
    'SS stainless-steel and TI titanium reflective coatings; low-e coatings with their emittance and the surface they are on (1 outermost).',
    'The values were taken from a public transcription of the Handbook table and were not checked against the printed Handbook (see the source).',
  ],
};

const rangeText = ([low, high]: readonly [number, number]): string =>
  low === high ? String(low) : `${low} to ${high}`;

const luminaireTable: TableEntry = {
  id: 'lighting-heat-gain-parameters',
  title: 'Lighting heat gain parameters by luminaire',
  description:
    'The share of lighting heat that reaches the room (space fraction; the rest goes to the ceiling plenum) and the radiative part of it, by luminaire category, for typical operating conditions. The building-load form offers the middle of each radiative range.',
  columns: [
    textColumn('luminaire', 'Luminaire'),
    textColumn('space', 'Space fraction'),
    textColumn('radiative', 'Radiative fraction'),
    numberColumn('middle', 'Middle radiative fraction'),
  ],
  rows: LUMINAIRE_RADIANT_FRACTIONS.map((l) =>
    row(l.id, {
      luminaire: l.luminaire,
      space: rangeText(l.spaceFraction),
      radiative: rangeText(l.radiativeFraction),
      middle: luminaireRadiantFraction(l),
    }),
  ),
  source:
    'ASHRAE Handbook—Fundamentals (2021), ch. 18, table 3 "Lighting Heat Gain Parameters for Typical Operating Conditions" (from a public transcription of the chapter, not checked against the printed table)',
  notes: [
    'Typical conditions: supply airflow about 5 L/s per m² of floor, supply air 15 to 16.7 °C, room 22 to 24 °C, lighting 9.7 to 28 W/m². The Handbook advises the middle of each range in most situations.',
  ],
};

const RADIANT_LABELS: Record<keyof typeof RADIANT_FRACTIONS, string> = {
  people: 'Occupants, typical office conditions',
  wallConduction: 'Conduction through walls and floors',
  roofConduction: 'Conduction through roofs',
  windowConductionHighShgc: 'Conduction through windows, SHGC > 0.5',
  windowConductionLowShgc: 'Conduction through windows, SHGC < 0.5',
  solarWithoutInteriorShading: 'Solar gain through windows without interior shading',
  infiltration: 'Infiltration',
};

const radiantTable: TableEntry = {
  id: 'radiant-convective-splits',
  title: 'Radiant fractions of heat gains',
  description:
    'The radiant part of each heat gain, which the radiant time series turns into cooling load over the following hours; the rest is convective and is load at once. Lighting and equipment fractions are entered per room.',
  columns: [textColumn('gain', 'Heat gain'), numberColumn('radiant', 'Radiant', { unit: '%' })],
  rows: (Object.keys(RADIANT_FRACTIONS) as (keyof typeof RADIANT_FRACTIONS)[]).map((key) =>
    row(key, { gain: RADIANT_LABELS[key], radiant: RADIANT_FRACTIONS[key] * 100 }),
  ),
  source:
    'ASHRAE Handbook—Fundamentals (2021), ch. 18, table 14 "Recommended Radiative/Convective Splits for Internal Heat Gains"',
};

const dailyRangeTable: TableEntry = {
  id: 'daily-range-fractions',
  title: 'Fraction of the daily temperature range',
  description:
    'The share of the daily dry-bulb range subtracted from the design dry bulb at each hour of the design day: t = t_max − f·DR. The coolest hour is 5, the warmest 14 and 15.',
  columns: [numberColumn('hour', 'Hour'), numberColumn('fraction', 'Fraction f')],
  rows: DAILY_RANGE_FRACTIONS.map((fraction, index) =>
    row(`hour-${index + 1}`, { hour: index + 1, fraction }),
  ),
  source:
    'ASHRAE Handbook—Fundamentals (2021), ch. 14, table 6 "Fraction of Daily Temperature Range"',
  notes: [
    'The table of the 2009 and later editions, as printed in 2021; the older editions’ percentage of daily range (0.87, 0.92, 0.96 … with hour 15 alone the warmest) is not used.',
  ],
};

const formulas: readonly FormulaEntry[] = [
  {
    id: 'solar-declination',
    title: 'Solar declination',
    tex: '\\delta = 23.45^\\circ \\sin\\left[ \\frac{360^\\circ (n + 284)}{365} \\right]',
    symbols: [
      symbol('\\delta', 'Declination of the sun, north positive', units('°')),
      symbol('n', 'Day of the year (1 on January 1; 202 on July 21)'),
    ],
    validRange:
      'Any day of the year; the design days are the 21st of each month. Within 1.4° of Spencer’s Fourier series (1971), which the engine keeps as a named option.',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 14, eq. 10 ("Declination")',
    implementation: 'weather/sun-position.ts#declinationDeg',
  },
  {
    id: 'diffuse-vertical-ratio',
    title: 'Sky diffuse on a vertical surface',
    tex: 'Y = \\max\\left(0.45, \\; 0.55 + 0.437 \\cos\\theta + 0.313 \\cos^2\\theta\\right), \\qquad E_{t,d} = E_d \\, Y',
    symbols: [
      symbol('Y', 'Ratio of sky diffuse on the vertical surface to that on the horizontal'),
      symbol('\\theta', 'Angle of incidence of the sun’s beam on the surface', units('°')),
      symbol(
        'E_d, E_{t,d}',
        'Diffuse horizontal and diffuse on the surface',
        units('Btu/h·ft²', 'W/m²'),
      ),
    ],
    validRange:
      'Clear sky, every angle of incidence: the parabola down to the 0.45 floor it meets at cos θ = −0.288 (sun behind the wall). A surface tilted Σ ≤ 90° takes E_d (Y sin Σ + cos Σ), beyond 90° E_d Y sin Σ.',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 14, eq. 28 (Threlkeld 1963)',
    implementation: 'weather/surface-irradiance.ts#diffuseVerticalRatio',
  },
  {
    id: 'sol-air-temperature',
    title: 'Sol-air temperature',
    tex: 't_e = t_o + \\frac{\\alpha}{h_o} E_t - \\frac{\\varepsilon \\, \\Delta R}{h_o}',
    symbols: [
      symbol('t_e', 'Sol-air temperature', units('°F', '°C')),
      symbol('t_o', 'Outdoor dry bulb', units('°F', '°C')),
      symbol(
        '\\alpha / h_o',
        'Absorptance over outside surface coefficient: 0.026 light, 0.052 dark',
        units('h·ft²·°F/Btu', 'm²·K/W'),
      ),
      symbol('E_t', 'Total solar irradiance on the surface', units('Btu/h·ft²', 'W/m²')),
      symbol(
        '\\varepsilon \\Delta R / h_o',
        'Long-wave correction: 3.9 K (7 °F) horizontal, 0 vertical',
        units('°F', 'K'),
      ),
    ],
    validRange: 'Walls and roofs exposed to the sky; hour by hour on the design day.',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 18, "Sol-Air Temperature" (eq. for te)',
    implementation: 'building-load/sol-air.ts#solAirTemperatureC',
  },
  {
    id: 'radiant-time-series',
    title: 'Conduction and radiant time series',
    tex: 'Q_\\theta = \\sum_{j=0}^{23} r_j \\, q_{\\theta - j\\delta}, \\qquad \\sum_{j=0}^{23} r_j = 1',
    symbols: [
      symbol('Q_\\theta', 'Cooling load (or conduction gain) at hour θ', units('Btu/h', 'W')),
      symbol('q_{\\theta - j\\delta}', 'Heat gain j hours earlier', units('Btu/h', 'W')),
      symbol('r_j', 'Radiant (or conduction) time series factor j'),
    ],
    validRange:
      'A periodic design day (the 24 hours repeat). A construction takes its CTS from the library (tables 16 and 17), from its layers (below), or none (conduction without delay, a one-term series).',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 18, eq. for conduction time series and for radiant time series',
    implementation: 'building-load/time-series.ts#applyTimeSeries',
  },
  {
    id: 'periodic-response-factors',
    title: 'Conduction time series from a construction’s layers',
    tex: 'q_\\theta = \\sum_{j=0}^{23} Y_{Pj} \\, (t_{e,\\theta - j\\delta} - t_{rc}), \\qquad c_j = \\frac{Y_{Pj}}{U}, \\qquad \\frac{1}{U} = R_o + \\sum_k \\frac{L_k}{k_k} + R_i',
    symbols: [
      symbol(
        'q_\\theta',
        'Conduction heat gain per unit area at hour θ',
        units('Btu/h·ft²', 'W/m²'),
      ),
      symbol(
        'Y_{Pj}',
        'Periodic response factor j: the inside flux from a unit triangular outdoor pulse repeating every 24 h, from each layer’s transfer matrix at the harmonics of the day',
        units('Btu/h·ft²·°F', 'W/m²·K'),
      ),
      symbol(
        't_{e}, t_{rc}',
        'Sol-air temperature and constant room air temperature',
        units('°F', '°C'),
      ),
      symbol('c_j', 'Conduction time series factor j (the 24 sum to 1)'),
      symbol(
        'L_k, k_k',
        'Thickness and conductivity of layer k (with its density and specific heat)',
        units('in, Btu·in/h·ft²·°F', 'mm, W/m·K'),
      ),
      symbol(
        'R_o, R_i',
        'Outside and inside surface film resistances (table 18: 0.04 and 0.12 m²·K/W)',
        units('h·ft²·°F/Btu', 'm²·K/W'),
      ),
    ],
    validRange:
      'Plane layers in series, one-dimensional conduction. Against tables 16 and 17 built from the same layers: U within 0.6 %, each factor within 1 point for heavy and 2.5 points for light constructions.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 18, eq. 31 and "Conductive Heat Gain Using Conduction Time Series" (CTS = Y_Pj/U); tables 16–18',
    implementation: 'building-load/periodic-response.ts#periodicResponse',
  },
  {
    id: 'exterior-shading-sunlit-fraction',
    title: 'Sunlit fraction under an overhang and side fins',
    tex: 'S_H = P_h \\tan \\Omega, \\; \\tan \\Omega = \\frac{\\tan \\beta}{\\cos \\gamma}, \\qquad S_W = P_f \\, |\\tan \\gamma|, \\qquad F = \\frac{(W - (S_W - R_f))(H - (S_H - R_h))}{W H}',
    symbols: [
      symbol('S_H, S_W', 'Shadow height and width', units('ft', 'm')),
      symbol('P_h, P_f', 'Overhang and fin projection', units('ft', 'm')),
      symbol('R_h, R_f', 'Overhang gap above the glass and fin gap', units('ft', 'm')),
      symbol('\\Omega, \\beta, \\gamma', 'Profile angle, solar altitude, surface-solar azimuth'),
      symbol('W, H', 'Window width and height', units('ft', 'm')),
    ],
    validRange:
      'Overhang and fins long enough to shade the whole width (height); each factor kept within 0…W and 0…H.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 15, "Exterior Shading" (shadows of overhangs and fins: SW, SH, profile angle)',
    implementation: 'building-load/exterior-shading.ts#sunlitFraction',
  },
  {
    id: 'block-load',
    title: 'Zone and system block (coincident) load',
    tex: 'Q_{block} = \\max_{m,h} \\sum_{rooms} Q(m, h) \\; \\le \\; \\sum_{rooms} \\max_{m,h} Q(m, h)',
    symbols: [symbol('Q(m, h)', 'A room’s cooling load in month m, hour h', units('Btu/h', 'W'))],
    validRange: 'Rooms computed on the same site design hours.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 18, "Zoning" and block loads ("coincident" peak)',
    implementation: 'building-load/zone-system.ts#combineLoads',
  },
  {
    id: 'air-factors-altitude',
    title: 'Air’s sensible and latent factors at the site’s altitude',
    tex: 'C_s = C_{s,std} \\frac{\\rho}{\\rho_{std}}, \\quad C_l = C_{l,std} \\frac{\\rho}{\\rho_{std}}, \\quad \\frac{\\rho}{\\rho_{std}} = \\frac{p}{101.325 \\; \\mathrm{kPa}}, \\quad p = 101.325 \\, (1 - 2.25577 \\times 10^{-5} Z)^{5.2559} \\; \\mathrm{kPa}',
    symbols: [
      symbol(
        'C_{s,std}, C_{l,std}',
        'Standard-air factors: 1.08 Btu/h·cfm·°F and 4840 Btu/h·cfm (1.2072 W/(L/s)·K and 3005.6 W/(L/s))',
      ),
      symbol(
        '\\rho, \\rho_{std}',
        'Density of air at the site’s pressure and at sea level (same temperature)',
        units('lb/ft³', 'kg/m³'),
      ),
      symbol('p', 'Standard barometric pressure of the site’s elevation, kPa'),
      symbol('Z', 'Elevation of the site, m (the equation in SI)'),
    ],
    validRange:
      'Every airflow (infiltration, outdoor air, supply) is a volume at the site’s pressure; at the same temperature the density ratio is the pressure ratio (0.8243 at 1,600 m).',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11, "Infiltration and Ventilation Heat Gain" (q_s = C_s·Q·Δt, q_l = C_l·Q·ΔW; the constants are for standard air and are adjusted by density at other altitudes); ch. 1, eqs. 11 and 28 (density of moist air at a pressure)',
    implementation: 'building-load/air-factors.ts#airFactorsAtPressure',
  },
  {
    id: 'supply-airflow',
    title: 'Supply airflow from the sensible load',
    tex: 'V = \\frac{q_s}{C_s (t_r - t_s)}, \\qquad C_s = 1.08 \\, \\frac{\\rho}{\\rho_{std}} \\; \\mathrm{Btu/h \\cdot cfm \\cdot {}^\\circ F} \\; \\left(1.207 \\, \\frac{\\rho}{\\rho_{std}} \\; \\mathrm{W/(L/s) \\cdot K}\\right)',
    symbols: [
      symbol('V', 'Supply airflow, a volume at the site’s pressure', units('cfm', 'L/s')),
      symbol('q_s', 'Sensible cooling load', units('Btu/h', 'W')),
      symbol('t_r, t_s', 'Room and supply-air temperature', units('°F', '°C')),
      symbol('\\rho/\\rho_{std}', 'Density of air at the site over that at sea level'),
    ],
    validRange:
      'Supply air colder than the room; the same load needs 1/(ρ/ρ_std) times the volume (1.213 times at 1,600 m).',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11, "Infiltration and Ventilation Heat Gain" (qs = Cs·Q·Δt; the constants adjusted by density at other altitudes)',
    implementation: 'building-load/zone-system.ts#supplyAirflowM3s',
  },
  {
    id: 'coil-load',
    title: 'Cooling-coil load with outdoor air and fan heat',
    tex: 'q_{coil} = Q_{block} + C_s V_{oa} (t_o - t_r) + C_l V_{oa} (W_o - W_r) + q_{fan}, \\qquad t_{mix} = t_r + \\frac{V_{oa}}{V}(t_o - t_r), \\quad W_{mix} = W_r + \\frac{V_{oa}}{V}(W_o - W_r)',
    symbols: [
      symbol('V_{oa}', 'Outdoor air, a volume at the site’s pressure', units('cfm', 'L/s')),
      symbol('W_o, W_r', 'Outdoor and room humidity ratio', units('lb/lb', 'kg/kg')),
      symbol(
        'C_s, C_l',
        'Air factors at the site’s pressure: 1.08 Btu/h·cfm·°F and 4840 Btu/h·cfm (1.2072 and 3005.6 W/(L/s)) at sea level, times ρ/ρ_std',
      ),
      symbol('q_{fan}', 'Supply fan heat', units('Btu/h', 'W')),
    ],
    validRange:
      'Outdoor air at most the supply airflow; the peak is the highest hour of the coil load; the mixed air’s wet bulb at the site’s pressure.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11, "Infiltration and Ventilation Heat Gain" and coil loads (outdoor air, fan heat); ch. 1, "Moist-Air Cooling and Dehumidification" (a cooling coil\'s leaving humidity ratio is at most its entering one), eqs. 43–45 (adiabatic mixing) and 35 (wet bulb at a pressure)',
    implementation: 'building-load/zone-system.ts#coilLoad',
  },
];

/** The building-load method: radiant time series, radiant fractions, design-day profile, peaks. */
export const buildingLoadReference = referenceDomain(
  'building-load',
  'Building loads (RTS)',
  ['building-load'],
  [
    rtsTable(
      'nonsolar',
      'The representative nonsolar radiant time series the building-load calculator applies to the radiant parts of people, lighting, equipment and conduction gains, by construction class, carpet and glass percentage of the exterior wall (interior rooms: the interior series).',
    ),
    rtsTable(
      'solar',
      'The representative solar radiant time series the building-load calculator applies to solar heat gain transmitted through windows without an interior shade, by construction class, carpet and glass percentage.',
    ),
    ctsTable('wall'),
    ctsTable('roof'),
    glazingTable,
    radiantTable,
    luminaireTable,
    dailyRangeTable,
  ],
  formulas,
);
