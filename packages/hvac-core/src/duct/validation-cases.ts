import { caseId } from '../validation/case-id.js';
import type { ValidationTable } from '../validation/types.js';
import { rectangularEquivalentDiameterM } from './equivalent-diameter.js';

/**
 * Published equivalent diameters the engine is checked against: its tests run this table and the
 * validation page shows it, so both read one source. Huebscher's formula has no dimensional constant,
 * so the sides go in and the diameter comes out in the table's own unit.
 */

const ROWS: readonly (readonly [
  width: number,
  height: number,
  diameter: number,
  unit: 'in' | 'mm',
  location: string,
])[] = [
  [12, 12, 13.1, 'in', 'ch. 21, table 2 (I-P), 12 × 12 in'],
  [24, 12, 18.3, 'in', 'ch. 21, table 2 (I-P), 24 × 12 in'],
  [350, 200, 286.4, 'mm', 'ch. 21, duct-design worked example, 350 × 200 mm'],
];

export const EQUIVALENT_DIAMETER_CASES: ValidationTable = {
  id: 'duct-equivalent-diameter',
  title: 'Equivalent round diameter of a rectangular duct (Huebscher)',
  quantity: 'Round duct of equal friction rate at equal airflow',
  implementation: 'duct/equivalent-diameter.ts#rectangularEquivalentDiameterM',
  reference: { kind: 'formula', id: 'rectangular-equivalent-diameter' },
  cases: ROWS.map(([width, height, diameter, unit, location]) => ({
    id: caseId(width, 'x', height, unit),
    title: `${width} × ${height} ${unit}`,
    source: { book: 'ASHRAE Handbook—Fundamentals', edition: '2021', location },
    inputs: [
      { label: 'Width', value: `${width} ${unit}` },
      { label: 'Height', value: `${height} ${unit}` },
    ],
    expected: diameter,
    unit,
    tolerance: { kind: 'absolute', value: 0.05 },
    toleranceNote: 'The table prints the diameter to 0.1.',
    compute: () => rectangularEquivalentDiameterM(width, height),
  })),
};

/** What the duct property tests hold for every input they try. */
export const DUCT_PROPERTIES = {
  equivalentDiameterSymmetric: 'The equivalent diameter is the same with the sides swapped.',
  equivalentDiameterOfSquare:
    'The equivalent diameter of a square duct is 1.093 times its side (1.30 · 2^−0.25).',
  equivalentDiameterBelowEqualArea:
    'A flattened duct’s equivalent diameter is smaller than that of the round duct of equal area.',
} as const satisfies Record<string, string>;
