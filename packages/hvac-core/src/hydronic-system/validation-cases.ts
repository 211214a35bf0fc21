import { darcyPressureDropPa } from '../fluid-flow/darcy-weisbach.js';
import { colebrookFrictionFactor } from '../fluid-flow/friction-factor.js';
import { caseId } from '../validation/case-id.js';
import { fromSi, toSi } from '../units/quantities.js';
import type { ValidationCase, ValidationSource, ValidationTable } from '../validation/types.js';
import { BALANCED_FLOW_TOLERANCE, calculateHydronicSystem } from './calculate-hydronic-system.js';
import type { HydronicSystemResult } from './calculate-hydronic-system.js';
import { HydronicSystemInputSchema } from './schema.js';
import type { HydronicSystemInputDraft } from './schema.js';
import { defaultHydronicSystemInput } from './default-input.js';
import { craneTeeK } from './losses.js';
import { buildHydronicNetwork } from './network.js';
import { controlValveKvForAuthority } from './valves.js';
import { fitPolynomial } from './curve-fit.js';
import { dutyPoint } from './pump-duty.js';

/**
 * Published worked examples the hydronic system's losses and valves are checked against. Its tests
 * run these tables and the validation page shows them, so both read one source.
 */

/**
 * Crane TP-410 (2009), examples 7-35 and 7-36: a DN 100 Schedule 40 tee, 1135 L/min through the
 * straight leg and 380 L/min converging from the 90° branch; a DN 150 Schedule 80 45° wye, 1515 L/min
 * leaving the straight leg and 950 L/min the branch. K on the combined flow's velocity.
 */
const TEE_ROWS = [
  {
    example: '7-35',
    flow: 'converging',
    leg: 'branch',
    branchFlowRatio: 380 / 1515,
    angleDeg: 90,
    flows: '1135 L/min straight, 380 L/min branch (300 and 100 gpm)',
    published: -0.04026,
  },
  {
    example: '7-35',
    flow: 'converging',
    leg: 'run',
    branchFlowRatio: 380 / 1515,
    angleDeg: 90,
    flows: '1135 L/min straight, 380 L/min branch (300 and 100 gpm)',
    published: 0.3258,
  },
  {
    example: '7-36',
    flow: 'diverging',
    leg: 'branch',
    branchFlowRatio: 950 / 2465,
    angleDeg: 45,
    flows: '1515 L/min straight, 950 L/min branch (400 and 250 gpm)',
    published: 0.464,
  },
  {
    example: '7-36',
    flow: 'diverging',
    leg: 'run',
    branchFlowRatio: 950 / 2465,
    angleDeg: 45,
    flows: '1515 L/min straight, 950 L/min branch (400 and 250 gpm)',
    published: -0.06809,
  },
] as const;

export const HYDRONIC_TEE_CASES: ValidationTable = {
  id: 'hydronic-tee-k',
  title: 'Tees and wyes by flow ratio',
  quantity: 'Resistance coefficient K of a tee’s branch or run leg (Crane TP-410, G and H factors)',
  implementation: 'hydronic-system/losses.ts#craneTeeK',
  reference: { kind: 'formula', id: 'hydronic-tee-k' },
  cases: TEE_ROWS.map((row) => ({
    id: caseId(row.example, row.flow, row.leg),
    title: `${row.flow === 'converging' ? 'Converging' : 'Diverging'} ${row.angleDeg}°, ${row.leg} leg`,
    source: {
      book: 'Crane Co., Technical Paper No. 410, Flow of Fluids',
      edition: '2009',
      location: `example ${row.example}`,
    },
    inputs: [
      { label: 'Flows', value: row.flows },
      { label: 'Branch angle', value: `${row.angleDeg}°` },
      { label: 'Diameter ratio β', value: '1' },
    ],
    expected: row.published,
    unit: '',
    tolerance: { kind: 'absolute', value: 0.0005 },
    toleranceNote: 'Crane prints K to four significant figures.',
    compute: () =>
      craneTeeK({
        flow: row.flow,
        leg: row.leg,
        branchFlowRatio: row.branchFlowRatio,
        diameterRatio: 1,
        angleDeg: row.angleDeg,
      }),
  })),
};

export const VALVE_AUTHORITY_CASES: ValidationTable = {
  id: 'hydronic-valve-authority',
  title: 'Control valve sized for an authority',
  quantity: 'Drop across a control valve for an authority N on a circuit: Δpv = N·Δpc / (1 − N)',
  implementation: 'hydronic-system/valves.ts#controlValveKvForAuthority',
  reference: { kind: 'formula', id: 'control-valve-kv-for-authority' },
  cases: [
    {
      id: caseId('n', 0.8, 'circuit-kpa', 15),
      title: 'N = 0.8 on a 15 kPa circuit',
      source: {
        book: 'The Engineering ToolBox, “Valve Authority”',
        edition: 'online',
        location: 'worked example, heating circuit',
      },
      inputs: [
        { label: 'Circuit drop without the valve', value: '15 kPa' },
        { label: 'Authority wanted', value: '0.8' },
      ],
      expected: 60,
      unit: 'kPa',
      tolerance: { kind: 'relative', value: 1e-9 },
      compute: () => controlValveKvForAuthority(1.4e-3, 15_000, 0.8, 1000).pressureDropPa / 1000,
    },
  ],
};

/** What the hydronic system's property tests hold for every random network they try. */
export const HYDRONIC_SYSTEM_PROPERTIES = {
  continuity: 'sums the flows at every node (continuity), at design and at part load',
  balancedFlows: `gives every circuit of a balanced design its design flow within ${BALANCED_FLOW_TOLERANCE} when solved as a network`,
  indexValveOpen:
    'leaves the index circuit’s balancing valve fully open and presets every other at or below its Kvs',
  unitSystems: 'gives the same physical answer in Imperial and Metric',
  squareLaw: 'multiplies every turbulent loss by about 4 when every flow doubles at fixed presets',
} as const satisfies Record<string, string>;

/**
 * A whole hydronic network from a published worked example: Caleffi, pre-assembled distribution
 * manifolds for radiant panel systems (663 series), technical brochure, "Example of preregulating the
 * valve" (page 6 of the English brochure, stored at
 * http://38.142.81.21:8001/manual/caleffi/6637i5a/brochure-english/page-6.html).
 *
 * Published inputs (as printed): three panel circuits on one manifold,
 * - circuit 1: loop ΔP 1.13 psi at G1 = 0.7 gpm, shut-off valve ΔP_SV = 0.7²/3.3²;
 * - circuit 2: loop ΔP 6.9 psi at G2 = 1.3 gpm, motorised valve ΔP_MV = 1.30²/1.33², shut-off
 *   valve ΔP_SV = 1.30²/3.3²;
 * - circuit 3: loop ΔP 4.32 psi at G3 = 1.0 gpm, shut-off valve ΔP_SV = 1²/3.3².
 * That is, shut-off valves of Cv 3.3 and a motorised valve of Cv 1.33, Δp = (G/Cv)² psi.
 *
 * Published results: ΔP_MV = 0.96 psi; ΔP_SV = 0.16, 0.04, 0.09 psi; circuit drops 8.02 (2), 1.17
 * (1) and 4.41 psi (3); circuit 2 has the greatest loss and its balancing valve stays completely
 * open; the pump head H ≥ 8.02 psi; the balancing valves take ΔP_BV1 = 8.02 − 1.17 = 6.85 psi and
 * ΔP_BV3 = 8.02 − 4.41 = 3.61 psi. (The brochure then reads adjustment positions, ~3 and ~6, off
 * its valve chart, whose numbers are not in the stored text: they are not checked.)
 *
 * Modelling: the manifold is the plant's supply and return node (the example has no header piping);
 * each loop's published drop is a component rated at the loop's flow; the shut-off valves are
 * components of Cv 3.3; circuit 2's motorised valve is its control valve of Cv 1.33. The micrometric
 * balancing valves' open Cv is not published and the example counts no drop for the open index
 * valve, so they are entered with Cv 100 (open drop ≤ 0.0002 psi) and a minimum open drop of 0.
 * Water at 60 °F, where Cv is defined (specific gravity 1).
 */
const PA_PER_PSI = 6894.757; // NIST SP 811 (2008), appendix B.8
/** ft of water (the engine's Imperial pressure) to psi, through the engine's own unit table. */
const psiOfFtWater = (ft: number): number => toSi(ft, 'pipeHeadLoss', 'Imperial') / PA_PER_PSI;
const ftWaterOfPsi = (psi: number): number => psi / psiOfFtWater(1);

const manifoldCircuit = (
  id: string,
  flowGpm: number,
  loopPsi: number,
  motorisedValve: boolean,
): NonNullable<HydronicSystemInputDraft['terminals']>[number] => ({
  id,
  name: `Panel circuit ${id.slice(1)}`,
  supplyNode: 'M-S',
  returnNode: 'M-R',
  flowRate: flowGpm,
  components: [
    { name: 'Panel loop', kind: 'other', pressureDrop: ftWaterOfPsi(loopPsi) },
    { name: 'Shut-off valve', kind: 'other', flowCoefficient: 3.3 },
  ],
  ...(motorisedValve ? { controlValve: { flowCoefficient: 1.33 } } : {}),
  balancingValve: { flowCoefficient: 100 },
});

export const HYDRONIC_WORKED_EXAMPLE: HydronicSystemInputDraft = {
  calculationName: 'Caleffi 663 manifold: example of preregulating the valve',
  unitSystem: 'Imperial',
  systemType: 'hotWater',
  fluid: 'water',
  fluidTemperature: 60,
  designDeltaT: 10,
  balancingValveMinimumPressureDrop: 0,
  plant: { supplyNode: 'M-S', returnNode: 'M-R', components: [] },
  sections: [],
  terminals: [
    manifoldCircuit('C1', 0.7, 1.13, false),
    manifoldCircuit('C2', 1.3, 6.9, true),
    manifoldCircuit('C3', 1.0, 4.32, false),
  ],
};

let workedExampleResult: HydronicSystemResult | undefined;
/** The engine's result for the worked example, calculated once. */
export function hydronicWorkedExampleResult(): HydronicSystemResult {
  workedExampleResult ??= calculateHydronicSystem(HYDRONIC_WORKED_EXAMPLE);
  return workedExampleResult;
}

const circuitOf = (terminalId: string) => {
  const found = hydronicWorkedExampleResult().circuits.find((c) => c.terminalId === terminalId);
  if (found === undefined) throw new Error(`No circuit ${terminalId} in the worked example.`);
  return found;
};

const CALEFFI: ValidationSource = {
  book: 'Caleffi, pre-assembled distribution manifolds for radiant panel systems, 663 series',
  edition: 'technical brochure (English)',
  location: 'p. 6, example of preregulating the valve',
};
const CIRCUIT_INPUTS = {
  C1: { label: 'Circuit 1', value: 'loop 1.13 psi at 0.7 gpm, shut-off valve Cv 3.3' },
  C2: {
    label: 'Circuit 2',
    value: 'loop 6.9 psi at 1.3 gpm, motorised valve Cv 1.33, shut-off valve Cv 3.3',
  },
  C3: { label: 'Circuit 3', value: 'loop 4.32 psi at 1.0 gpm, shut-off valve Cv 3.3' },
} as const;
const ALL_CIRCUITS = [CIRCUIT_INPUTS.C1, CIRCUIT_INPUTS.C2, CIRCUIT_INPUTS.C3];

const caleffiCase = (
  id: string,
  title: string,
  inputs: ValidationCase['inputs'],
  expected: number,
  compute: () => number,
): ValidationCase => ({
  id,
  title,
  source: CALEFFI,
  inputs,
  expected,
  unit: 'psi',
  tolerance: { kind: 'absolute', value: 0.02 },
  toleranceNote:
    'Each figure is a sum of terms printed to 0.01 psi (8.02 = 6.9 + 0.96 + 0.16, whose unrounded terms give 8.011): up to 0.015 psi of rounding, and 0.1 % for the density of water.',
  compute,
});

export const HYDRONIC_WORKED_EXAMPLE_CASES: ValidationTable = {
  id: 'hydronic-worked-example',
  title: 'A whole manifold: three radiant circuits balanced by presetting',
  quantity:
    'Valve and circuit drops, the index circuit’s drop (the pump head) and the balancing valves’ drops of a published worked example, by the whole calculation',
  implementation: 'hydronic-system/calculate-hydronic-system.ts#calculateHydronicSystem',
  reference: { kind: 'formula', id: 'index-circuit' },
  cases: [
    caleffiCase('mv-circuit-2', 'Motorised valve, circuit 2', [CIRCUIT_INPUTS.C2], 0.96, () =>
      psiOfFtWater(circuitOf('C2').controlValveLoss),
    ),
    ...(
      [
        ['C1', 1.17],
        ['C2', 8.02],
        ['C3', 4.41],
      ] as const
    ).map(([id, published]) =>
      caleffiCase(
        caseId('circuit', id),
        `Circuit ${id.slice(1)} with its balancing valve open`,
        [CIRCUIT_INPUTS[id]],
        published,
        () => psiOfFtWater(circuitOf(id).openLoss),
      ),
    ),
    caleffiCase('pump-head', 'Pump head: the index circuit (circuit 2)', ALL_CIRCUITS, 8.02, () =>
      psiOfFtWater(hydronicWorkedExampleResult().pump.design.pressure),
    ),
    ...(
      [
        ['C1', 6.85],
        ['C3', 3.61],
      ] as const
    ).map(([id, published]) =>
      caleffiCase(
        caseId('balancing-valve', id),
        `Balancing valve of circuit ${id.slice(1)}: the index drop less its own`,
        ALL_CIRCUITS,
        published,
        () => psiOfFtWater(circuitOf(id).excess),
      ),
    ),
  ],
};

/**
 * A pump's operating point from a published worked example: Maurer, E., "Hydraulics Vignette" of the
 * hydraulics R package (version 0.7.2, vignette dated 2025-10-09), § 6.0 "Pump Curve and Operating
 * Points" (https://edm44.github.io/hydraulics/articles/hydraulics_vignette.html; source
 * github.com/EdM44/hydraulics, articles/hydraulics_vignette.html).
 *
 * Published inputs (as printed): three points read off a Goulds 3409 pump chart, 0, 5000 and
 * 7850 gpm at 81, 60 and 20 ft, fitted by least squares to h = a + c·Q² (its "poly2"); a system curve
 * h = hs + K·Q² with static head hs = 30 ft and K from Darcy–Weisbach at Q = 1 ft³/s for 3884 ft of
 * 20 in pipe, ks = 0.0005 ft, ν = 1.23 × 10⁻⁵ ft²/s (printed "Coefficient K: 0.160").
 * Published result: "Operating Point: Q = 12.051, h = 53.285" (ft³/s and ft).
 *
 * Modelling: the points and heads go to SI through the units module (ft of water at 1000 kg/m³ and
 * standard gravity, so the heads and the system's Darcy–Weisbach drop share one density); the
 * least-squares fit of h = a + c·Q² is fitPolynomial of order 1 in Q²; K is the engine's Colebrook
 * friction factor at 1 ft³/s, unrounded (the printed 0.160 is rounded: it alone would move Q by
 * 0.006 ft³/s). The engine's closed-loop duty point solves pump = k·Q², so the static head is taken
 * off the pump curve's constant term (a − hs = k·Q² is the same crossing) and added back to the head.
 */
const GOULDS_POINTS = [
  { gpm: 0, ft: 81 },
  { gpm: 5000, ft: 60 },
  { gpm: 7850, ft: 20 },
] as const;
const OPERATING_POINT_STATIC_HEAD_FT = 30;
/** The vignette's pipe: 3884 ft of 20 in, ks 0.0005 ft, ν 1.23e-5 ft²/s; K taken at Q = 1 ft³/s. */
const OPERATING_POINT_PIPE = {
  lengthFt: 3884,
  diameterIn: 20,
  roughnessFt: 0.0005,
  nuFt2S: 1.23e-5,
};
/** Water for the system's drop: the engine's conventional foot of water is 1000 kg/m³. */
const FOOT_OF_WATER_DENSITY_KG_M3 = 1000;

/** The system coefficient k, Pa/(m³/s)², of the vignette's pipe, by the engine's Darcy–Weisbach. */
function maurerSystemK(): number {
  const pipe = OPERATING_POINT_PIPE;
  const diameterM = toSi(pipe.diameterIn, 'pipeDiameter', 'Imperial');
  const lengthM = toSi(pipe.lengthFt, 'length', 'Imperial');
  const nuM2S = toSi(pipe.nuFt2S, 'area', 'Imperial'); // ft²/s → m²/s
  const flowM3S = toSi(1, 'volume', 'Imperial'); // 1 ft³/s, where the vignette evaluates K
  const velocityMS = flowM3S / ((Math.PI * diameterM * diameterM) / 4);
  const friction = colebrookFrictionFactor(
    (velocityMS * diameterM) / nuM2S,
    toSi(pipe.roughnessFt, 'length', 'Imperial') / diameterM,
  );
  const dropPa = darcyPressureDropPa(
    friction,
    lengthM,
    diameterM,
    FOOT_OF_WATER_DENSITY_KG_M3,
    velocityMS,
  );
  return dropPa / (flowM3S * flowM3S);
}

/** The engine's operating point of the vignette's example: flow ft³/s and head ft. */
export function maurerOperatingPoint(): { readonly flowFt3S: number; readonly headFt: number } {
  const points = GOULDS_POINTS.map((p) => ({
    flowM3S: toSi(p.gpm, 'waterFlow', 'Imperial'),
    pressurePa: toSi(p.ft, 'pipeHeadLoss', 'Imperial'),
  }));
  // h = a + c·Q² by least squares: a straight line in Q².
  const [a = Number.NaN, c = Number.NaN] = fitPolynomial(
    points.map((p) => ({ flow: p.flowM3S ** 2, head: p.pressurePa })),
    1,
  ).coefficients;
  const staticPa = toSi(OPERATING_POINT_STATIC_HEAD_FT, 'pipeHeadLoss', 'Imperial');
  const maxFlowM3S = Math.max(...points.map((p) => p.flowM3S));
  const duty = dutyPoint([a - staticPa, 0, c], maurerSystemK(), maxFlowM3S);
  if (duty === null) throw new Error('The vignette’s pump curve does not cross its system curve.');
  return {
    flowFt3S: fromSi(duty.flowM3S, 'volume', 'Imperial'),
    headFt: fromSi(duty.pressurePa + staticPa, 'pipeHeadLoss', 'Imperial'),
  };
}

const MAURER_SOURCE: ValidationSource = {
  book: 'Maurer, E., Hydraulics Vignette (hydraulics R package)',
  edition: 'version 0.7.2, 2025-10-09',
  location: '§ 6.0 Pump Curve and Operating Points',
};
const OPERATING_POINT_INPUTS: ValidationCase['inputs'] = [
  { label: 'Pump points (Goulds 3409 chart)', value: '0, 5000, 7850 gpm at 81, 60, 20 ft' },
  { label: 'Pump curve', value: 'h = a + c·Q², least squares' },
  {
    label: 'System curve',
    value:
      'h = 30 ft + K·Q², K by Darcy–Weisbach: 3884 ft of 20 in pipe, ks 0.0005 ft, ν 1.23e-5 ft²/s',
  },
];
const OPERATING_POINT_TOLERANCE_NOTE =
  'The vignette prints Q and h to 0.001 and solves with R’s uniroot (default tolerance 1.2e-4 ft³/s on Q, about 0.0005 ft on h): up to 0.0006 ft³/s and 0.001 ft between the printed and the exact crossing, so 0.001 ft³/s and 0.002 ft.';

export const PUMP_OPERATING_POINT_CASES: ValidationTable = {
  id: 'pump-operating-point',
  title: 'Pump operating point: a fitted pump curve against a system curve',
  quantity:
    'Flow and head where a least-squares pump curve crosses a system curve (static head + K·Q²), by the duty-point solver',
  implementation: 'hydronic-system/pump-duty.ts#dutyPoint',
  reference: { kind: 'formula', id: 'pump-duty-point' },
  cases: [
    {
      id: 'flow',
      title: 'Operating flow',
      source: MAURER_SOURCE,
      inputs: OPERATING_POINT_INPUTS,
      expected: 12.051,
      unit: 'ft³/s',
      tolerance: { kind: 'absolute', value: 0.001 },
      toleranceNote: OPERATING_POINT_TOLERANCE_NOTE,
      compute: () => maurerOperatingPoint().flowFt3S,
    },
    {
      id: 'head',
      title: 'Operating head',
      source: MAURER_SOURCE,
      inputs: OPERATING_POINT_INPUTS,
      expected: 53.285,
      unit: 'ft',
      tolerance: { kind: 'absolute', value: 0.002 },
      toleranceNote: OPERATING_POINT_TOLERANCE_NOTE,
      compute: () => maurerOperatingPoint().headFt,
    },
  ],
};

/**
 * The flow a terminal's load needs, Q = q / (ρ·cp·Δt), against a published use of the hydronics rule
 * q = 500 · gpm · ΔT: Siegenthaler, J., "Calculated versus measured", PM Engineer (pmengineer.com,
 * article 94833), "Formula 1" example: 3.5 gpm of water in at 119 °F and out at 103.5 °F carries
 * 500 × 3.5 × 15.5 = 27,125 Btu/h. Turned round: 27,125 Btu/h at a 15.5 °F drop is 3.5 gpm. The engine
 * takes the water's own ρ and cp at the mean 111.25 °F.
 */
export function siegenthalerTerminalFlowGpm(): number {
  const base = defaultHydronicSystemInput('Imperial');
  const network = buildHydronicNetwork(
    HydronicSystemInputSchema.parse({
      ...base,
      fluidTemperature: 111.25,
      designDeltaT: 15.5,
      terminals: base.terminals.map((terminal, i) =>
        i === 0 ? { ...terminal, flowRate: undefined, load: 27_125, deltaT: 15.5 } : terminal,
      ),
    }),
  );
  return fromSi(network.designFlowsM3S[0] ?? Number.NaN, 'waterFlow', 'Imperial');
}

export const HYDRONIC_FLOW_FROM_LOAD_CASES: ValidationTable = {
  id: 'hydronic-flow-from-load',
  title: 'Flow a terminal’s load needs',
  quantity:
    'Design flow of a terminal from its heat load and temperature drop, Q = q / (ρ·cp·Δt), against the water rule q = 500·Q·Δt',
  implementation: 'hydronic-system/network.ts#buildHydronicNetwork',
  reference: { kind: 'table', id: 'hydronic-flow-rule' },
  cases: [
    {
      id: caseId('btuh', 27125, 'dt', 15.5),
      title: '27,125 Btu/h at a 15.5 °F drop (119 °F in, 103.5 °F out)',
      source: {
        book: 'Siegenthaler, J., “Calculated versus measured”, PM Engineer',
        edition: 'online (pmengineer.com, article 94833)',
        location: 'Formula 1 example: 3.5 gpm, 119 °F supply, 103.5 °F return',
      },
      inputs: [
        { label: 'Heat load', value: '27,125 Btu/h' },
        { label: 'Temperature drop', value: '15.5 °F (119 → 103.5 °F)' },
        { label: 'Fluid', value: 'water at 111.25 °F mean' },
      ],
      expected: 3.5,
      unit: 'gpm',
      tolerance: { kind: 'relative', value: 0.015 },
      toleranceNote:
        'The rule’s 500 is 8.33 lb/gal × 60 × 1 Btu/lb·°F, water near 60 °F; at 111 °F the water’s ρ·cp is about 1 % lower, so the engine needs 3.534 gpm. The article rounds its own answer to 27,000 Btu/h (0.5 %).',
      compute: siegenthalerTerminalFlowGpm,
    },
  ],
};
