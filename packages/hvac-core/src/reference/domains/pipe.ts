import {
  CRANE_FRICTION_FACTORS,
  MAX_VELOCITY_LARGE_PIPE_M_S,
  MAX_VELOCITY_SMALL_PIPE_M_S,
  PIPE_FITTINGS,
  PIPE_FITTING_TYPES,
  PIPE_MATERIALS,
  SMALL_PIPE_MAX_NOMINAL_IN,
  WATER_RULE_BTUH_PER_GPM_F,
  WATER_RULE_KW_PER_L_S_K,
  craneFrictionFactor,
  pipeMaterial,
  recommendedMaxVelocityMS,
  type PipeMaterial,
} from '../../pipe/index.js';
import { METRES_PER_FOOT, METRES_PER_INCH } from '../../units/index.js';
import { PER_ROW_UNIT, both, fromSiBoth, row, slug, units } from '../build.js';
import { measureColumn, numberColumn, quantityColumn, textColumn } from '../columns.js';
import { referenceDomain, symbol, type FormulaEntry, type TableEntry } from '../formulas.js';

const PIPE_AND_PUMP = ['pipe', 'pump'] as const;
const MM_PER_IN = METRES_PER_INCH * 1000;

function sizeTable(material: PipeMaterial): TableEntry {
  return {
    id: `pipe-sizes-${slug(material.id.replace(/([A-Z0-9]+)/g, '-$1'))}`,
    title: `Pipe sizes: ${material.label}`,
    description: `Standard sizes of ${material.label} (${material.standard}) with the inside diameter the pipe sizer computes flow with: ${material.insideDiameterBasis}.`,
    columns: [
      textColumn('nominal', 'Nominal size, in'),
      numberColumn('dn', 'DN'),
      quantityColumn('od', 'Outside diameter', 'pipeDiameter'),
      quantityColumn('wall', 'Wall thickness', 'pipeDiameter', 3),
      quantityColumn('id', 'Inside diameter', 'pipeDiameter'),
    ],
    rows: material.sizes.map((size) =>
      row(slug(size.nominalSize.replace('/', 'of')), {
        nominal: size.nominalSize,
        dn: size.dn,
        od: both(size.outsideDiameterIn, size.outsideDiameterIn * MM_PER_IN),
        wall: both(size.wallThicknessIn, size.wallThicknessIn * MM_PER_IN),
        id: fromSiBoth(size.insideDiameterM, 'pipeDiameter'),
      }),
    ),
    source: material.standard,
    notes: [
      material.sizeSystem === 'IPS'
        ? 'Iron pipe size: the outside diameter of steel pipe; DN per ISO 6708.'
        : 'Copper tube size: outside diameter = nominal size + 1/8 in.',
    ],
    usedBy: PIPE_AND_PUMP,
  };
}

const materials = PIPE_MATERIALS.map(pipeMaterial);

const materialTable: TableEntry = {
  id: 'pipe-materials',
  title: 'Pipe materials: roughness and Hazen–Williams C',
  description:
    'The pipe and tube materials of the pipe sizer, with the absolute roughness used by Darcy–Weisbach and the C used by Hazen–Williams.',
  columns: [
    textColumn('material', 'Material'),
    textColumn('standard', 'Dimension standard'),
    textColumn('sizeSystem', 'Size system'),
    measureColumn('roughness', 'Absolute roughness ε', { Imperial: 'ft', Metric: 'mm' }, 3),
    numberColumn('c', 'Hazen–Williams C'),
    textColumn('roughnessSource', 'Roughness source'),
  ],
  rows: materials.map((material) =>
    row(material.id, {
      material: material.label,
      standard: material.standard,
      sizeSystem: material.sizeSystem,
      roughness: both(material.roughnessM / METRES_PER_FOOT, material.roughnessM * 1000),
      c: material.hazenWilliamsC,
      roughnessSource: material.roughnessSource,
    }),
  ),
  source:
    'ASHRAE Handbook—Fundamentals (2021), ch. 3, table 1 (roughness); NFPA 13 (2019), ch. 28 (Hazen–Williams C)',
};

const velocityLimits: TableEntry = {
  id: 'pipe-velocity-limits',
  title: 'Hydronic pipe velocity limits',
  description:
    'The upper velocities the pipe sizer selects against: a noise limit for small pipe and an erosion limit above it.',
  columns: [
    textColumn('sizes', 'Nominal sizes'),
    quantityColumn('max', 'Maximum velocity', 'waterVelocity', 3),
    textColumn('reason', 'Reason'),
  ],
  rows: [
    row('small', {
      sizes: `${SMALL_PIPE_MAX_NOMINAL_IN} in and smaller`,
      max: fromSiBoth(recommendedMaxVelocityMS(SMALL_PIPE_MAX_NOMINAL_IN), 'waterVelocity'),
      reason: 'Noise',
    }),
    row('large', {
      sizes: `Larger than ${SMALL_PIPE_MAX_NOMINAL_IN} in`,
      max: fromSiBoth(MAX_VELOCITY_LARGE_PIPE_M_S, 'waterVelocity'),
      reason: 'Erosion, up to 1500 operating hours a year (hold lower for longer hours)',
    }),
  ],
  source:
    'ASHRAE Handbook—Fundamentals (2021), ch. 22 "Pipe design", flow rate limitations and table "Maximum water velocity to minimize erosion"',
  notes: [
    `The small-pipe limit is ${MAX_VELOCITY_SMALL_PIPE_M_S.toFixed(4)} m/s exactly (4 ft/s).`,
  ],
};

const K_SIZES_IN = [0.5, 1, 2, 4, 8, 12] as const;

const fittingK: TableEntry = {
  id: 'pipe-fitting-k-values',
  title: 'Pipe fitting and valve resistance coefficients K',
  description:
    'K of each fitting type the pipe sizer offers: K = n·fT with Crane’s friction factor fT of clean commercial steel pipe of the nominal size, or a fixed K. K is referred to the velocity pressure in the pipe.',
  columns: [
    textColumn('fitting', 'Fitting'),
    textColumn('basis', 'Basis'),
    numberColumn('n', 'n (K = n·fT)'),
    ...K_SIZES_IN.map((size) =>
      numberColumn(`k${size}`, `K at ${size} in`, { significantDigits: 3 }),
    ),
    textColumn('source', 'Source'),
  ],
  rows: PIPE_FITTING_TYPES.filter((type) => type !== 'custom').map((type) => {
    const fitting = PIPE_FITTINGS[type];
    const kAt = (size: number): number | null => {
      if (fitting.basis === 'fixed') return fitting.fixedK ?? null;
      if (fitting.basis === 'crane' && fitting.craneMultiplier)
        return fitting.craneMultiplier(size) * craneFrictionFactor(size);
      return null;
    };
    const n =
      fitting.basis === 'crane' && fitting.craneMultiplier ? fitting.craneMultiplier(2) : null;
    return row(type, {
      fitting: fitting.label,
      basis:
        fitting.basis === 'crane'
          ? 'Crane n·fT'
          : fitting.basis === 'fixed'
            ? 'Fixed K'
            : 'Manufacturer data',
      n: type === 'butterflyValve' ? null : n,
      ...Object.fromEntries(K_SIZES_IN.map((size) => [`k${size}`, kAt(size)])),
      source: fitting.source,
    });
  }),
  source:
    'Crane Co., Technical Paper No. 410, Flow of Fluids Through Valves, Fittings and Pipe, "Representative resistance coefficients (K)"',
  notes: [
    'Butterfly valves: n = 45 for 2–8 in, 35 for 10–14 in, 25 for 16–24 in.',
    'Crane’s coefficients are for steel pipe; for copper and plastic the engine uses the steel fT of the same nominal size and the actual tube velocity.',
  ],
  usedBy: PIPE_AND_PUMP,
};

const craneFactors: TableEntry = {
  id: 'crane-friction-factors',
  title: 'Crane friction factors fT by nominal size',
  description:
    'Friction factor of clean commercial steel pipe in complete turbulence, the fT of K = n·fT, for the band of nominal sizes up to each listed size.',
  columns: [
    numberColumn('upTo', 'Up to nominal size', { unit: 'in' }),
    numberColumn('ft', 'fT', { significantDigits: 3 }),
  ],
  rows: CRANE_FRICTION_FACTORS.map(([maxNominalInches, frictionFactor]) =>
    row(`nps-${slug(String(maxNominalInches))}`, { upTo: maxNominalInches, ft: frictionFactor }),
  ),
  source:
    'Crane TP-410, p. A-26, "Friction factors for clean commercial steel pipe with flow in zone of complete turbulence"',
  usedBy: PIPE_AND_PUMP,
};

const waterRule: TableEntry = {
  id: 'hydronic-flow-rule',
  title: 'Hydronic heat-carrying factors (water rule of thumb)',
  description:
    'The factor of q = factor · Q · Δt for water that the pipe sizer shows beside the exact flow from the liquid’s own density and specific heat.',
  columns: [
    textColumn('rule', 'Rule'),
    measureColumn('factor', 'Factor', PER_ROW_UNIT, 4),
    textColumn('basis', 'Basis'),
  ],
  rows: [
    row('water-rule', {
      rule: 'q = factor × Q × Δt',
      factor: both(WATER_RULE_BTUH_PER_GPM_F, WATER_RULE_KW_PER_L_S_K, {
        Imperial: 'Btu/h per gpm·°F',
        Metric: 'kW per L/s·K',
      }),
      basis: '8.33 lb/gal × 60 min/h × 1.0 Btu/lb·°F; 1.0 kg/L × 4.19 kJ/kg·K',
    }),
  ],
  source:
    'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 "Hydronic heating and cooling"; ASHRAE Handbook—Fundamentals (2021), ch. 22',
};

const formulas: readonly FormulaEntry[] = [
  {
    id: 'hazen-williams',
    title: 'Friction of water (Hazen–Williams)',
    tex: 'V = 1.318 \\, C \\, R^{0.63} S^{0.54} \\;(\\text{US}), \\qquad V = 0.849 \\, C \\, R^{0.63} S^{0.54} \\;(\\text{SI}), \\qquad R = \\frac{D}{4}',
    symbols: [
      symbol('V', 'Mean velocity', units('ft/s', 'm/s')),
      symbol('C', 'Hazen–Williams roughness coefficient'),
      symbol('R', 'Hydraulic radius', units('ft', 'm')),
      symbol('S', 'Head loss per length', units('ft/ft', 'm/m')),
      symbol('D', 'Inside diameter', units('ft', 'm')),
    ],
    validRange:
      'Water at ordinary temperatures (fitted near 60 °F / 15 °C), turbulent flow; not for glycol or water far from that temperature (use Darcy–Weisbach).',
    reference:
      'Williams, G. S. and Hazen, A. (1920), Hydraulic Tables, 3rd ed., Wiley (V = 1.318 C R^0.63 S^0.54, US units); NFPA 13 (2019), ch. 28 (the same formula, p = 4.52 Q^1.85 / (C^1.85 d^4.87) psi/ft)',
    implementation: 'pipe/hazen-williams.ts#hazenWilliamsHeadGradient',
  },
  {
    id: 'flow-from-load',
    title: 'Flow that carries a heat load',
    tex: 'Q = \\frac{q}{\\rho \\, c_p \\, \\Delta t}, \\qquad \\text{gpm} = \\frac{\\text{Btu/h}}{500 \\, \\Delta t}',
    symbols: [
      symbol('Q', 'Liquid flow', units('gpm', 'L/s')),
      symbol('q', 'Heat load', units('Btu/h', 'W')),
      symbol('\\rho', 'Density at the mean temperature', units('lb/ft³', 'kg/m³')),
      symbol('c_p', 'Specific heat at the mean temperature', units('Btu/lb·°F', 'J/kg·K')),
      symbol('\\Delta t', 'Supply–return temperature difference', units('°F', 'K')),
    ],
    validRange:
      'Water and glycol within their property tables; the 500 rule holds for water near 60 °F.',
    reference:
      'ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 (q = 500 Q Δt for water); ASHRAE Handbook—Fundamentals (2021), ch. 22; CoolProp 8.0.0 for ρ and cp',
    implementation: 'pipe/flow-from-load.ts#flowFromLoad',
  },
  {
    id: 'pipe-velocity-limit',
    title: 'Recommended maximum water velocity',
    tex: 'V_{\\mathrm{max}} = \\begin{cases} 4 \\ \\text{ft/s} & \\text{NPS} \\le 2 \\ \\text{in} \\\\ 10 \\ \\text{ft/s} & \\text{NPS} > 2 \\ \\text{in} \\end{cases}',
    symbols: [
      symbol('V_{\\mathrm{max}}', 'Velocity limit', units('ft/s', 'm/s')),
      symbol('\\text{NPS}', 'Nominal pipe size', units('in')),
    ],
    validRange:
      'Closed-loop hydronic piping, up to 1500 operating hours a year for the erosion limit.',
    reference:
      'ASHRAE Handbook—Fundamentals (2021), ch. 22: 4 ft/s for 2 in. and smaller pipe; table "Maximum water velocity to minimize erosion" (10 ft/s at 1500 h/yr)',
    implementation: 'pipe/velocity-limits.ts#recommendedMaxVelocityMS',
  },
];

/** Hydronic piping: sizes by standard, materials, velocity limits and fitting K values. */
export const pipeReference = referenceDomain(
  'pipe',
  'Hydronic piping',
  ['pipe'],
  [materialTable, velocityLimits, fittingK, craneFactors, waterRule, ...materials.map(sizeTable)],
  formulas,
);
