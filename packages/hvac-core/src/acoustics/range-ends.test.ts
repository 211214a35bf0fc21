import { nonFiniteNumbers } from '../_testing/fuzz.js';
import { describe, expect, it } from 'vitest';
import { fieldRange } from '../_lib/field-spec.js';
import { toSi } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import { calculateDuctNoisePathInput } from './calculate-duct-noise-path.js';
import { defaultDuctNoisePathInput } from './default-input.js';
import {
  ELEMENT_RANGES,
  FAN_SOURCE_RANGES,
  ROOM_RANGES,
  type AcousticFieldRange,
} from './field-ranges.js';
import { DUCT_NOISE_PATH_NUMBER_SPECS } from './number-fields.js';
import { DuctNoisePathInputSchema } from './schema.js';

/*
 * Standing check (issues 39 and 44): every number a range check holds, one at a time, at each end
 * of its range in each unit system (the ends as the form's min and max give them, exact
 * conversions) and a millionth of the span inside: the schema accepts it and the calculation gives
 * finite numbers. The path: a fan source, the default elements plus a silencer and a terminal, and
 * the default room.
 */
type Row = Record<string, unknown>;

function pathWithEveryRow(unitSystem: UnitSystem): Row {
  const imperial = unitSystem === 'Imperial';
  const inch = (value: number) =>
    imperial ? value : toSi(value, 'ductDimension', 'Imperial') * 1000;
  const base = defaultDuctNoisePathInput(unitSystem) as unknown as Row;
  return {
    ...base,
    sourceSoundPower: undefined,
    source: {
      kind: 'fan',
      fanType: 'backwardCurved',
      airflow: imperial ? 4000 : 1900,
      staticPressure: imperial ? 2 : 500,
      blades: 12,
      speed: 1200,
    },
    elements: [
      ...(base['elements'] as Row[]),
      {
        id: 's',
        type: 'silencer',
        label: 'Silencer',
        insertionLoss: [4, 6, 10, 18, 22, 20, 15, 12],
        airflow: imperial ? 4000 : 1900,
        width: inch(24),
        height: inch(24),
        passages: 4,
        freeAreaPercent: 50,
      },
      {
        id: 't',
        type: 'terminal',
        label: 'Diffuser',
        service: 'supply',
        terminalShape: 'rectangular',
        width: inch(24),
        height: inch(24),
        airflow: imperial ? 300 : 140,
        pressureDrop: imperial ? 0.05 : 12,
        count: 1,
      },
    ],
  };
}

/** Each row of the path with its range checks: [where it is, its checks]. */
function checkedRows(input: Row): [(string | number)[], readonly AcousticFieldRange[]][] {
  const elements = input['elements'] as Row[];
  return [
    [['source'], FAN_SOURCE_RANGES],
    [['room'], ROOM_RANGES],
    ...elements.map((element, index): [(string | number)[], readonly AcousticFieldRange[]] => [
      ['elements', index],
      ELEMENT_RANGES[element['type'] as keyof typeof ELEMENT_RANGES],
    ]),
  ];
}

function rowAt(input: Row, path: (string | number)[]): Row {
  return path.reduce<Row>((row, key) => row[key] as Row, input);
}

describe('duct-noise path at the ends of every range', () => {
  for (const unitSystem of ['Imperial', 'Metric'] as UnitSystem[]) {
    it(`accepts each end and computes finite numbers (${unitSystem})`, () => {
      let checked = 0;
      const input = pathWithEveryRow(unitSystem);
      for (const [rowPath, checks] of checkedRows(input)) {
        for (const check of checks) {
          if (check.when && !check.when(rowAt(input, rowPath))) continue;
          const range = fieldRange(DUCT_NOISE_PATH_NUMBER_SPECS[check.spec], unitSystem);
          const inside = 1e-6 * (range.max - range.min);
          const ends = [range.minExclusive ? range.min + inside : range.min, range.max];
          for (const end of [...ends, range.min + inside, range.max - inside]) {
            const draft = structuredClone(input);
            const row = rowAt(draft, rowPath);
            row[check.field] = check.bands ? (row[check.field] as unknown[]).map(() => end) : end;
            // A branch carries at most the whole junction (the schema's one rule across fields).
            if (check.field === 'branchArea') {
              row['totalArea'] = Math.max(end, row['totalArea'] as number);
            }
            if (check.field === 'totalArea') {
              row['branchArea'] = Math.min(end, row['branchArea'] as number);
            }
            const where = `${[...rowPath, check.field].join('.')} = ${end}`;
            const parsed = DuctNoisePathInputSchema.safeParse(draft);
            expect(parsed.error?.issues.map((issue) => issue.message) ?? [], where).toEqual([]);
            if (!parsed.success) continue;
            expect(nonFiniteNumbers(calculateDuctNoisePathInput(parsed.data)), where).toEqual([]);
            checked += 1;
          }
        }
      }
      expect(checked).toBeGreaterThan(80);
    });
  }
});
