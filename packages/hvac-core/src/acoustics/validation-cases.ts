import { caseId } from '../validation/case-id.js';
import type { ValidationTable } from '../validation/types.js';
import { addDecibels } from './decibels.js';

/**
 * Published rules for combining sound levels the engine is checked against: its tests run this table
 * and the validation page shows it, so both read one source.
 */

const ROWS: readonly (readonly [levelsDb: readonly number[], totalDb: number, rule: string])[] = [
  [[90, 90], 93.01, 'two equal levels add 3 dB'],
  [[80, 80, 80], 84.77, 'three equal levels add 4.8 dB'],
  [[70, 60], 70.41, 'a level 10 dB lower adds 0.4 dB'],
  [[50], 50, 'one level is itself'],
  [[40, 43, 45], 47.89, 'three unequal levels, by 10 log10 Σ 10^(L/10)'],
];

export const DECIBEL_ADDITION_CASES: ValidationTable = {
  id: 'acoustics-decibel-addition',
  title: 'Combining sound levels',
  quantity: 'Total level of incoherent sources',
  implementation: 'acoustics/decibels.ts#addDecibels',
  reference: { kind: 'formula', id: 'decibel-addition' },
  cases: ROWS.map(([levelsDb, totalDb, rule]) => ({
    id: caseId(...levelsDb),
    title: `${levelsDb.join(' + ')} dB`,
    source: {
      book: 'ASHRAE Handbook—Fundamentals',
      edition: '2021',
      location: `ch. 8, “Combining sound levels”: ${rule}`,
    },
    inputs: [{ label: 'Levels', value: `${levelsDb.join(', ')} dB` }],
    expected: totalDb,
    unit: 'dB',
    tolerance: { kind: 'absolute', value: 0.005 },
    toleranceNote: 'The published total is given to 0.01 dB.',
    compute: () => addDecibels(levelsDb),
  })),
};

/** What the acoustics property tests hold for every input they try. */
export const ACOUSTICS_PROPERTIES = {
  decibelAdditionSymmetric:
    'Adding decibels does not overflow with very high levels and does not depend on the order of the levels.',
  ncCurvesOrdered:
    'The NC curves rise with NC in every band and fall with frequency along every curve.',
} as const satisfies Record<string, string>;
