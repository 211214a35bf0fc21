import { toSi } from '../units/index.js';
import { caseId } from '../validation/case-id.js';
import { signed } from '../validation/format-input.js';
import type { ValidationSource, ValidationTable } from '../validation/types.js';
import { airLatentHeatRateW, airSensibleHeatRateW } from './air-heat-transfer.js';

/**
 * The Handbook's standard-air heat rates the engine is checked against: its tests run these tables
 * and the validation page shows them, so both read one source.
 */

const WATTS_PER_BTUH = toSi(1, 'heatRate', 'Imperial');
const cfm = (value: number): number => toSi(value, 'airflow', 'Imperial');
const deltaF = (value: number): number => toSi(value, 'temperatureDifference', 'Imperial');

const CHAPTER_18: ValidationSource = {
  book: 'ASHRAE Handbook—Fundamentals',
  edition: '2021 (I-P)',
  location: 'ch. 18, “Infiltration and ventilation heat gain”',
};

const SENSIBLE_ROWS: readonly (readonly [flowCfm: number, deltaTF: number, btuh: number])[] = [
  [100, 20, 2160],
  [35, 20, 756],
  [1000, 70, 75_600],
  [250, -10, -2700],
];

export const AIR_SENSIBLE_CASES: ValidationTable = {
  id: 'heat-load-air-sensible',
  title: 'Sensible heat of outdoor air, q = 1.08 × cfm × ΔT',
  quantity: 'Sensible heat rate of standard air',
  implementation: 'heat-load/air-heat-transfer.ts#airSensibleHeatRateW',
  reference: { kind: 'formula', id: 'outdoor-air-sensible' },
  cases: SENSIBLE_ROWS.map(([flowCfm, deltaTF, btuh]) => ({
    id: caseId('cfm', flowCfm, 'dt', deltaTF),
    title: `${flowCfm} cfm over ${signed(deltaTF)} °F`,
    source: { ...CHAPTER_18, location: `${CHAPTER_18.location}, eq. 9: C_s = 1.08 Btu/h·cfm·°F` },
    inputs: [
      { label: 'Airflow', value: `${flowCfm} cfm` },
      { label: 'ΔT', value: `${signed(deltaTF)} °F` },
    ],
    expected: btuh,
    unit: 'Btu/h',
    tolerance: { kind: 'absolute', value: 5e-9 },
    toleranceNote:
      'Exact arithmetic with the Handbook’s factor; the tolerance only absorbs rounding.',
    compute: () => airSensibleHeatRateW(cfm(flowCfm), deltaF(deltaTF)) / WATTS_PER_BTUH,
  })),
};

const LATENT_ROWS: readonly (readonly [flowCfm: number, deltaW: number, btuh: number])[] = [
  [100, 0.005, 2420],
  [1000, 0.0042, 20_328],
  [50, -0.002, -484],
];

export const AIR_LATENT_CASES: ValidationTable = {
  id: 'heat-load-air-latent',
  title: 'Latent heat of outdoor air, q = 4840 × cfm × ΔW',
  quantity: 'Latent heat rate of standard air',
  implementation: 'heat-load/air-heat-transfer.ts#airLatentHeatRateW',
  reference: { kind: 'formula', id: 'outdoor-air-latent' },
  cases: LATENT_ROWS.map(([flowCfm, deltaW, btuh]) => ({
    id: caseId('cfm', flowCfm, 'dw', deltaW),
    title: `${flowCfm} cfm at ΔW ${signed(deltaW)}`,
    source: { ...CHAPTER_18, location: `${CHAPTER_18.location}, eq. 10: C_l = 4840 Btu/h·cfm` },
    inputs: [
      { label: 'Airflow', value: `${flowCfm} cfm` },
      { label: 'ΔW', value: `${signed(deltaW)} lb/lb` },
    ],
    expected: btuh,
    unit: 'Btu/h',
    tolerance: { kind: 'absolute', value: 5e-9 },
    toleranceNote:
      'Exact arithmetic with the Handbook’s factor; the tolerance only absorbs rounding.',
    compute: () => airLatentHeatRateW(cfm(flowCfm), deltaW) / WATTS_PER_BTUH,
  })),
};

/** What the heat-load property tests hold for every input they try. */
export const HEAT_LOAD_PROPERTIES = {
  sensibleFactorNearRhoCp:
    'The sensible factor is within 0.5 % of ρ·cp of standard air computed in SI (1.204 kg/m³ × 1.006 kJ/kg·K).',
} as const satisfies Record<string, string>;
