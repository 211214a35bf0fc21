import { caseId } from '../validation/case-id.js';
import type { ValidationTable } from '../validation/types.js';
import type { RefrigerantId } from './refrigerants.js';
import { saturationProperties } from './saturation.js';

/**
 * Published saturation pressures the refrigerant tables are checked against: independent of the
 * CoolProp tables the engine reads, from the same reference equations of state. Its tests run this
 * table and the validation page shows it, so both read one source.
 */

const ROWS: readonly (readonly [
  refrigerant: RefrigerantId,
  temperatureC: number,
  pressurePa: number,
  equation: string,
])[] = [
  ['R134a', 25, 665_380, 'Tillner-Roth and Baehr'],
  ['R22', 0, 497_600, 'Kamei et al.'],
  ['R717', 0, 429_380, 'ammonia reference equation'],
  ['R744', 0, 3_485_100, 'Span–Wagner'],
  ['R32', 0, 813_100, 'R-32 reference equation'],
  ['R290', 0, 474_500, 'propane reference equation'],
];

export const REFRIGERANT_SATURATION_CASES: ValidationTable = {
  id: 'refrigerant-saturation-pressure',
  title: 'Saturation (bubble-point) pressure of refrigerants',
  quantity: 'Saturated liquid pressure at a temperature',
  implementation: 'refrigerant/saturation.ts#saturationProperties',
  reference: { kind: 'table', id: 'refrigerants' },
  cases: ROWS.map(([refrigerant, temperatureC, pressurePa, equation]) => ({
    id: caseId(refrigerant, temperatureC, 'c'),
    title: `${refrigerant} at ${temperatureC} °C`,
    source: {
      book: 'NIST Chemistry WebBook, SRD 69 / REFPROP 10, as printed in ASHRAE Handbook—Fundamentals',
      edition: '2021',
      location: `ch. 30, ${refrigerant} (${equation})`,
    },
    inputs: [
      { label: 'Refrigerant', value: refrigerant },
      { label: 'Saturation temperature', value: `${temperatureC} °C` },
    ],
    expected: pressurePa / 1000,
    unit: 'kPa',
    tolerance: { kind: 'relative', value: 0.003 },
    toleranceNote: 'The engine interpolates CoolProp 8.0.0 tables stored to 7 digits.',
    compute: () => saturationProperties(refrigerant, temperatureC).bubblePressurePa / 1000,
  })),
};
