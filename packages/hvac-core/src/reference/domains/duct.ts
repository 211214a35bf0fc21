import {
  DUCT_FITTINGS,
  DUCT_MATERIALS,
  HIGH_ASPECT_RATIO,
  LOW_VELOCITY_MS,
  MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT,
  MANUAL_D_FRICTION_RATE_SOURCE,
  REYNOLDS_CORRECTION,
  USUAL_FRICTION_RATE_PA_PER_M,
  VELOCITY_LIMITS,
  type DuctApplication,
  type DuctFitting,
} from '../../duct/index.js';
import {
  GALVANIZED_SHEETS,
  GALVANIZED_SHEET_SOURCE,
  IMC_MINIMUM_THICKNESS_IN,
  MAX_TABULATED_PRESSURE_CLASS_IN_WG,
  SHEET_DENSITY_KG_M3,
  SMACNA_GAUGE_SOURCE,
  SMACNA_MINIMUM_GAUGE_STEPS,
} from '../../boq/index.js';
import { KILOGRAMS_PER_POUND, METRES_PER_FOOT, toSi } from '../../units/index.js';
import { PER_ROW_UNIT, both, fromSiBoth, fromSiWithUnit, row, units } from '../build.js';
import { measureColumn, numberColumn, quantityColumn, textColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';
import type { ReferenceCell } from '../types.js';

const CATEGORY_LABELS = {
  smooth: 'Smooth',
  mediumSmooth: 'Medium smooth',
  average: 'Average',
  mediumRough: 'Medium rough',
  rough: 'Rough',
} as const;

const roughness: TableEntry = {
  id: 'duct-material-roughness',
  title: 'Duct material roughness',
  description:
    'Absolute roughness ε of the duct materials the duct sizer offers, by ASHRAE roughness category; it enters the Colebrook friction factor as ε/D.',
  columns: [
    textColumn('material', 'Material'),
    textColumn('category', 'Roughness category'),
    measureColumn('roughness', 'Absolute roughness ε', units('ft', 'mm'), 3),
    textColumn('note', 'Note'),
    textColumn('source', 'Source'),
  ],
  rows: Object.entries(DUCT_MATERIALS).map(([id, material]) =>
    row(id, {
      material: material.name,
      category: CATEGORY_LABELS[material.category],
      roughness: both(material.roughnessM / METRES_PER_FOOT, material.roughnessM * 1000),
      note: material.note,
      source: material.source,
    }),
  ),
  source: 'ASHRAE Handbook—Fundamentals (2021), ch. 21, table 1 "Duct material roughness factors"',
};

/** Names of the duct applications (the engine's ids are camelCase). */
const APPLICATION_LABELS: Readonly<Record<DuctApplication, string>> = {
  main: 'Supply main',
  branch: 'Branch',
  runout: 'Final runout',
  return: 'Return main',
  noiseCritical: 'Noise-critical main',
  residential: 'Residential main',
  kitchenExhaust: 'Kitchen grease exhaust',
  exhaust: 'General exhaust',
};

function velocityCell(valueMS: number): ReferenceCell {
  return Number.isFinite(valueMS) && valueMS > 0 ? fromSiBoth(valueMS, 'airVelocity') : null;
}

const velocities: TableEntry = {
  id: 'duct-velocity-limits',
  title: 'Recommended duct velocities by application',
  description:
    'The velocity limits the duct sizer checks against: acoustic maxima for ducts above a suspended ceiling, a residential range and the grease-duct minimum. An empty cell means no limit.',
  columns: [
    textColumn('application', 'Application'),
    textColumn('basis', 'Basis'),
    quantityColumn('maxRectangular', 'Maximum, rectangular', 'airVelocity'),
    quantityColumn('maxRound', 'Maximum, round', 'airVelocity'),
    quantityColumn('min', 'Minimum', 'airVelocity'),
    textColumn('source', 'Source'),
  ],
  rows: (Object.keys(VELOCITY_LIMITS) as DuctApplication[]).map((id) => {
    const limit = VELOCITY_LIMITS[id];
    return row(id, {
      application: APPLICATION_LABELS[id],
      basis: limit.basis,
      maxRectangular: velocityCell(limit.maxRectangularMS),
      maxRound: velocityCell(limit.maxRoundMS),
      min: velocityCell(limit.minMS),
      source: limit.source,
    });
  }),
  source:
    'ASHRAE Handbook—HVAC Applications (2015), ch. 48, table 8; ASHRAE (1993), Air-Conditioning Systems Design Manual, table 5-2; NFPA 96 (2021), 8.2.1.1',
};

const designLimits: TableEntry = {
  id: 'duct-friction-rates',
  title: 'Duct design friction rates and limits',
  description:
    'The friction-rate range the duct sizer treats as usual for low-pressure design, and the velocity and aspect ratio past which it warns.',
  columns: [
    textColumn('limit', 'Limit'),
    measureColumn('value', 'Value', PER_ROW_UNIT, 3),
    textColumn('meaning', 'Meaning'),
  ],
  rows: [
    row('friction-min', {
      limit: 'Usual friction rate, low end',
      value: fromSiWithUnit(USUAL_FRICTION_RATE_PA_PER_M.min, 'ductFrictionRate'),
      meaning: 'Below it the duct is probably oversized (cost).',
    }),
    row('friction-max', {
      limit: 'Usual friction rate, high end',
      value: fromSiWithUnit(USUAL_FRICTION_RATE_PA_PER_M.max, 'ductFrictionRate'),
      meaning: 'Above it the duct is probably undersized (noise, fan energy).',
    }),
    row('low-velocity', {
      limit: 'Low velocity',
      value: fromSiWithUnit(LOW_VELOCITY_MS, 'airVelocity'),
      meaning: 'Below it a comfort duct is larger than it needs to be.',
    }),
    row('aspect-ratio', {
      limit: 'High aspect ratio',
      value: both(HIGH_ASPECT_RATIO, HIGH_ASPECT_RATIO, units(': 1')),
      meaning: 'Above it a rectangular duct costs more sheet metal and friction for its airflow.',
    }),
  ],
  source:
    'Engine conventions bracketing common equal-friction design values; aspect ratio: ASHRAE Handbook—Fundamentals (2021), ch. 21, "Noncircular ducts"; SMACNA HVAC Systems Duct Design, 4th ed. (2006)',
};

const manualDBand: TableEntry = {
  id: 'manual-d-friction-rate-design-area',
  title: 'Manual D friction rate design area',
  description:
    'The design friction rates ACCA Manual D’s friction rate chart accepts. The duct sizer works out a design friction rate from the blower’s available static pressure and the total effective length, and warns when it falls outside this band.',
  columns: [
    textColumn('limit', 'Limit'),
    quantityColumn('rate', 'Friction rate', 'ductFrictionRate', 3),
  ],
  rows: (['min', 'max'] as const).map((end) =>
    row(end, {
      limit: `${end === 'min' ? 'Lowest' : 'Highest'} design friction rate`,
      rate: fromSiBoth(
        toSi(MANUAL_D_FRICTION_RATE_BAND_IN_WG_PER_100FT[end], 'ductFrictionRate', 'Imperial'),
        'ductFrictionRate',
      ),
    }),
  ),
  source: `${MANUAL_D_FRICTION_RATE_SOURCE}, friction rate chart design area`,
  notes: [
    'Manual D is a residential method; the band is the chart’s design area for low-pressure residential systems.',
  ],
};

const galvanizedGauges: TableEntry = {
  id: 'galvanized-sheet-gauges',
  title: 'Galvanized steel sheet: thickness and weight by gauge',
  description:
    'Nominal coated thickness and weight of galvanized duct sheet by gauge, from which the bill of quantities weighs duct sections (surface × weight × (1 + waste)).',
  columns: [
    numberColumn('gauge', 'Gauge'),
    measureColumn('thickness', 'Thickness', units('in', 'mm'), 3),
    measureColumn('weight', 'Weight', units('lb/ft²', 'kg/m²'), 4),
  ],
  rows: GALVANIZED_SHEETS.map((sheet) =>
    row(`ga-${sheet.gauge}`, {
      gauge: sheet.gauge,
      thickness: both(sheet.thicknessIn, sheet.thicknessMm),
      weight: both(sheet.poundsPerFt2, sheet.kilogramsPerM2),
    }),
  ),
  source: GALVANIZED_SHEET_SOURCE,
  notes: ['Nominal values; real sheets vary within the tolerances of the table.'],
};

const smacnaMinimumGauge: TableEntry = {
  id: 'smacna-minimum-duct-gauge',
  title: 'Minimum galvanized duct gauge by size (SMACNA, up to 2 in. wg)',
  description: `The gauge the bill of quantities weighs a duct at when it is chosen from the duct's size: rectangular duct by its longest side, round spiral-seam duct by its diameter, for static pressure classes up to ${MAX_TABULATED_PRESSURE_CLASS_IN_WG} in. wg (500 Pa). A size between two rows takes the heavier gauge of the row above; beyond the last row, or above ${MAX_TABULATED_PRESSURE_CLASS_IN_WG} in. wg, no gauge is suggested.`,
  columns: [
    textColumn('shape', 'Duct'),
    measureColumn('from', 'Size over', units('in', 'mm'), 4),
    measureColumn('upTo', 'Size up to', units('in', 'mm'), 4),
    numberColumn('gauge', 'Minimum gauge'),
  ],
  rows: (['rectangular', 'round'] as const).flatMap((shape) =>
    SMACNA_MINIMUM_GAUGE_STEPS[shape].map(([upToIn, gauge], index, steps) => {
      const fromIn = index === 0 ? null : (steps[index - 1]?.[0] ?? null);
      return row(`${shape}-${upToIn}`, {
        shape: shape === 'round' ? 'Round spiral-seam (diameter)' : 'Rectangular (longest side)',
        from: fromIn === null ? null : both(fromIn, fromIn * 25.4),
        upTo: both(upToIn, upToIn * 25.4),
        gauge,
      });
    }),
  ),
  source: SMACNA_GAUGE_SOURCE,
  notes: [
    'The gauge is then weighed with the galvanized sheet table (weight per area by gauge).',
    'Confirm the final gauge, reinforcement and joints with the full SMACNA tables of the pressure class.',
  ],
};

const SHEET_DENSITY_SOURCE =
  'Stainless steel 304: 304stainlesssteel.org, "Weight and density of stainless steel 304" (7930 kg/m³, 0.286 lb/in³); aluminium: 2.70 g/cm³ (0.0975 lb/in³), as compiled at innovationspace.com.tw "density of aluminum lb/in3"';

const sheetDensities: TableEntry = {
  id: 'duct-sheet-densities',
  title: 'Densities of aluminium and stainless duct sheet',
  description:
    'Aluminium and stainless steel sheet are weighed by thickness: mass per area = thickness × density.',
  columns: [
    textColumn('material', 'Sheet'),
    measureColumn('density', 'Density', units('lb/ft³', 'kg/m³'), 4),
  ],
  rows: (['aluminium', 'stainlessSteel'] as const).map((material) =>
    row(material, {
      material: material === 'aluminium' ? 'Aluminium' : 'Stainless steel (type 304)',
      density: both(
        (SHEET_DENSITY_KG_M3[material] / KILOGRAMS_PER_POUND) * METRES_PER_FOOT ** 3,
        SHEET_DENSITY_KG_M3[material],
      ),
    }),
  ),
  source: SHEET_DENSITY_SOURCE,
};

const IMC_SOURCE =
  'International Mechanical Code (2015 and later), Table 603.4 "Duct construction minimum sheet metal thicknesses for single dwelling units", as published at up.codes/s/duct-construction-and-installation; SMACNA, "Are you up-to-date on the latest International Mechanical Code changes?" (2017)';

const imcMinimumThickness: TableEntry = {
  id: 'imc-residential-duct-minimum-thickness',
  title: 'Minimum duct sheet thickness, single dwelling units (IMC Table 603.4)',
  description:
    'The thinnest galvanized and aluminium sheet the code allows for ducts up to 20 in at ½ and 1 in. wg; larger ducts and higher pressures follow the SMACNA HVAC Duct Construction Standards.',
  columns: [
    textColumn('shape', 'Duct'),
    textColumn('size', 'Size (in)'),
    measureColumn('galvanizedHalf', 'Galvanized, ½ in. wg', units('in', 'mm'), 3),
    measureColumn('galvanizedOne', 'Galvanized, 1 in. wg', units('in', 'mm'), 3),
    measureColumn('aluminiumHalf', 'Aluminium, ½ in. wg', units('in', 'mm'), 3),
    measureColumn('aluminiumOne', 'Aluminium, 1 in. wg', units('in', 'mm'), 3),
  ],
  rows: (['round', 'rectangular'] as const).flatMap((shape) =>
    IMC_MINIMUM_THICKNESS_IN[shape].map((r) =>
      row(`${shape}-${r.maxDimensionIn}${r.below === true ? '-below' : ''}`, {
        shape: shape === 'round' ? 'Round (diameter)' : 'Rectangular (largest side)',
        size: r.below === true ? `under ${r.maxDimensionIn}` : `up to ${r.maxDimensionIn}`,
        galvanizedHalf: both(r.galvanized[0.5], r.galvanized[0.5] * 25.4),
        galvanizedOne: both(r.galvanized[1], r.galvanized[1] * 25.4),
        aluminiumHalf: both(r.aluminium[0.5], r.aluminium[0.5] * 25.4),
        aluminiumOne: both(r.aluminium[1], r.aluminium[1] * 25.4),
      }),
    ),
  ),
  source: IMC_SOURCE,
};

const fittings: TableEntry = {
  id: 'duct-fitting-coefficients',
  title: 'Duct fitting loss coefficients',
  description:
    'Representative loss coefficients C of the fitting library (Δp = C·pv) with the condition each holds for. Where C depends on the size or velocity, the duct sizer interpolates the table "Duct fitting coefficients by size or velocity".',
  columns: [
    textColumn('code', 'Id'),
    textColumn('fitting', 'Fitting'),
    textColumn('category', 'Category'),
    textColumn('shapes', 'Shapes'),
    numberColumn('c', 'C', { significantDigits: 3 }),
    textColumn('condition', 'Condition'),
    textColumn('source', 'Source'),
  ],
  rows: DUCT_FITTINGS.map((fitting: DuctFitting) =>
    row(fitting.id, {
      code: fitting.id,
      fitting: fitting.name,
      category: fitting.category,
      shapes: fitting.shapes.join(', '),
      c: fitting.lossCoefficient,
      condition: fitting.condition,
      source: fitting.source,
    }),
  ),
  source:
    'ASHRAE Handbook—Fundamentals, ch. 21 "Fitting loss coefficients" (ASHRAE Duct Fitting Database); SMACNA HVAC Systems Duct Design, 4th ed. (2006), appendix A',
};

const sizedFittings: TableEntry = {
  id: 'duct-fitting-coefficients-by-size',
  title: 'Duct fitting coefficients by size or velocity',
  description:
    'The fittings whose C the source tabulates against the duct diameter or the velocity; the duct sizer interpolates linearly between these points and holds the end values beyond them.',
  columns: [
    textColumn('fitting', 'Fitting'),
    measureColumn('at', 'Diameter or velocity', PER_ROW_UNIT, 3),
    numberColumn('c', 'C', { significantDigits: 3 }),
  ],
  rows: DUCT_FITTINGS.flatMap((fitting: DuctFitting) => {
    const table = fitting.table;
    if (!table) return [];
    return table.x.map((x, index) =>
      row(`${fitting.id}-${index}`, {
        fitting: fitting.name,
        at:
          table.variable === 'diameterMm'
            ? fromSiWithUnit(x / 1000, 'ductDimension')
            : fromSiWithUnit(x, 'airVelocity'),
        c: table.lossCoefficient[index] ?? null,
      }),
    );
  }),
  source:
    'ASHRAE Handbook—Fundamentals, ch. 21 (CD3-x round elbows); SMACNA HVAC Systems Duct Design (2006), table A-7H',
};

const reynoldsCorrection: TableEntry = {
  id: 'duct-elbow-reynolds-correction',
  title: 'Reynolds-number correction K_Re for elbows',
  description:
    'Factors the duct sizer multiplies an elbow coefficient by at low Reynolds numbers: "sharp" for mitred elbows and r/W ≤ 0.5, "radius" for r/W ≥ 0.75.',
  columns: [
    numberColumn('re', 'Re', { significantDigits: 3 }),
    numberColumn('sharp', 'K_Re, sharp', { significantDigits: 3 }),
    numberColumn('radius', 'K_Re, radius', { significantDigits: 3 }),
  ],
  rows: REYNOLDS_CORRECTION.reynoldsE4.map((reE4, index) =>
    row(`re-${reE4}`, {
      re: reE4 * 1e4,
      sharp: REYNOLDS_CORRECTION.sharp[index] ?? null,
      radius: REYNOLDS_CORRECTION.radius[index] ?? null,
    }),
  ),
  source: 'SMACNA HVAC Systems Duct Design, 4th ed. (2006), table A-7, note 2',
};

const LENGTH_IN_MM = units('in', 'mm');

const formulas: readonly FormulaEntry[] = [
  {
    id: 'duct-sheet-metal-mass',
    title: 'Sheet-metal mass of a duct section',
    tex: 'm = P \\, L \\, w \\, (1 + f_{waste}), \\qquad P = \\pi D \\text{ or } 2 (W + H), \\qquad w = w_{gauge} \\text{ or } t \\, \\rho',
    symbols: [
      symbol('m', 'Mass to price', units('lb', 'kg')),
      symbol('P, L', 'Perimeter and length of the section', units('ft', 'm')),
      symbol(
        'w',
        'Sheet weight per area (gauge table, or thickness × density)',
        units('lb/ft²', 'kg/m²'),
      ),
      symbol('f_{waste}', 'Waste allowance for seams, joints, cut-offs and fittings'),
    ],
    validRange:
      'Galvanized gauges 28 to 16 (the sheet table); aluminium 2700 kg/m³ and 304 stainless 7930 kg/m³ by thickness. In a bill of quantities the waste allowance is the section’s.',
    reference: GALVANIZED_SHEET_SOURCE,
    implementation: 'boq/sheet-metal.ts#ductSheetMetal',
  },
  {
    id: 'manual-d-design-friction-rate',
    title: 'Design friction rate from available static pressure (ACCA Manual D)',
    tex: '\\mathrm{ASP} = \\mathrm{ESP} - \\sum \\Delta p_{\\mathrm{components}}, \\qquad \\mathrm{FR} = \\frac{\\mathrm{ASP} \\times 100}{\\mathrm{TEL}}',
    symbols: [
      symbol(
        '\\mathrm{ESP}',
        'Blower external static pressure at design airflow',
        units('in. wg', 'Pa'),
      ),
      symbol(
        '\\Delta p_{\\mathrm{components}}',
        'Coil, filter, outlets, grilles, dampers outside the blower',
        units('in. wg', 'Pa'),
      ),
      symbol(
        '\\mathrm{TEL}',
        'Longest supply + longest return run, straight length plus fittings’ equivalent lengths',
        units('ft', 'm'),
      ),
      symbol(
        '\\mathrm{FR}',
        'Design friction rate (in SI, ASP / TEL without the 100)',
        units('in. wg/100 ft', 'Pa/m'),
      ),
    ],
    validRange: 'ASP above 0 and TEL above 0; the design area is 0.06–0.18 in. wg/100 ft.',
    reference: MANUAL_D_FRICTION_RATE_SOURCE,
    implementation: 'duct/friction-rate-design.ts#designFrictionRatePaPerM',
  },
  {
    id: 'rectangular-equivalent-diameter',
    title: 'Equivalent diameter of a rectangular duct (Huebscher)',
    tex: 'D_e = \\frac{1.30 \\, (a b)^{0.625}}{(a + b)^{0.25}}',
    symbols: [
      symbol('D_e', 'Round diameter with the same friction and airflow', LENGTH_IN_MM),
      symbol('a, b', 'Inside width and height', LENGTH_IN_MM),
    ],
    validRange:
      'Any consistent length unit (the equation is homogeneous); aspect ratios up to about 8:1.',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 25 (Huebscher 1948) and table 2',
    implementation: 'duct/equivalent-diameter.ts#rectangularEquivalentDiameterM',
  },
  {
    id: 'flat-oval-equivalent-diameter',
    title: 'Equivalent diameter of a flat oval duct',
    tex: 'D_e = \\frac{1.55 \\, A_R^{0.625}}{P^{0.25}}, \\quad A_R = \\frac{\\pi a^2}{4} + a (A - a), \\quad P = \\pi a + 2 (A - a)',
    symbols: [
      symbol('D_e', 'Equivalent round diameter', LENGTH_IN_MM),
      symbol('A, a', 'Major and minor axes', LENGTH_IN_MM),
      symbol('A_R', 'Cross-sectional area', units('in²', 'mm²')),
      symbol('P', 'Perimeter', LENGTH_IN_MM),
    ],
    validRange: 'Major axis at least the minor axis.',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 21, eq. 26–28 (Heyt and Diaz 1975)',
    implementation: 'duct/equivalent-diameter.ts#flatOvalEquivalentDiameterM',
  },
  {
    id: 'round-diameter-for-velocity',
    title: 'Round duct diameter for a velocity (continuity)',
    tex: 'A = \\frac{Q}{V}, \\qquad D = \\sqrt{\\frac{4 A}{\\pi}}',
    symbols: [
      symbol('Q', 'Airflow', units('ft³/min', 'm³/s')),
      symbol('V', 'Target velocity', units('fpm', 'm/s')),
      symbol('A', 'Cross-sectional area', units('ft²', 'm²')),
      symbol('D', 'Diameter', units('ft', 'm')),
    ],
    validRange: 'Velocity above 0; the sizer then rounds up to a standard size.',
    reference: 'ASHRAE Handbook—Fundamentals (2021), ch. 21, "Velocity method" / continuity Q = AV',
    implementation: 'duct/sizing.ts#roundDiameterForVelocityM',
  },
];

/** Duct design: roughness, velocities, friction rates and fitting coefficients. */
export const ductReference = referenceDomain(
  'duct',
  'Duct design',
  ['duct'],
  [
    roughness,
    velocities,
    designLimits,
    manualDBand,
    galvanizedGauges,
    smacnaMinimumGauge,
    sheetDensities,
    imcMinimumThickness,
    fittings,
    sizedFittings,
    reynoldsCorrection,
  ],
  formulas,
);
