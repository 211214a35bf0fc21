import { caseId } from '../validation/case-id.js';
import type { ValidationTable } from '../validation/types.js';
import { hydraulicPowerW } from './power.js';

/**
 * The published water-horsepower formula the engine is checked against: its tests run this table and
 * the validation page shows it, so both read one source.
 */

const GPM = 3.785411784e-3 / 60;
const FT = 0.3048;
const HP = 745.6998716;

const ROWS: readonly (readonly [gpm: number, headFt: number])[] = [
  [100, 50],
  [500, 80],
  [1200, 120],
];

export const HYDRAULIC_POWER_CASES: ValidationTable = {
  id: 'pump-hydraulic-power',
  title: 'Water horsepower, whp = gpm × ft / 3960',
  quantity: 'Power given to the water',
  implementation: 'pump/power.ts#hydraulicPowerW',
  reference: { kind: 'formula', id: 'hydraulic-power' },
  cases: ROWS.map(([gpm, headFt]) => ({
    id: caseId('gpm', gpm, 'ft', headFt),
    title: `${gpm} gpm at ${headFt} ft`,
    source: {
      book: 'ASHRAE Handbook—HVAC Systems and Equipment; Hydraulic Institute',
      edition: '2020',
      location: 'ch. 44 “Centrifugal pumps”, water horsepower whp = gpm × ft × SG / 3960',
    },
    inputs: [
      { label: 'Flow', value: `${gpm} gpm` },
      { label: 'Head', value: `${headFt} ft of water` },
      { label: 'Water', value: '998.2 kg/m³ (the 8.33 lb/gal of the 3960)' },
    ],
    expected: (gpm * headFt) / 3960,
    unit: 'hp',
    tolerance: { kind: 'relative', value: 1e-3 },
    toleranceNote: 'The divisor 3960 is itself rounded.',
    compute: () => hydraulicPowerW(gpm * GPM, 998.2 * 9.80665 * headFt * FT) / HP,
  })),
};
