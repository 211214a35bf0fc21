import { caseId } from '../validation/case-id.js';
import type { ValidationTable } from '../validation/types.js';
import { BALANCED_FLOW_TOLERANCE } from './calculate-hydronic-system.js';
import { craneTeeK } from './losses.js';
import { controlValveKvForAuthority } from './valves.js';

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
