import fc from 'fast-check';
import { afterEach, describe, expect, it, test, vi } from 'vitest';
import { createEquipmentScheduleParser } from './draft-parser.js';
import { EquipmentScheduleInputSchema, EquipmentScheduleRowSchema } from './schema.js';

const ahu = {
  id: 'r1',
  type: 'airHandlingUnit',
  tag: 'AHU-1',
  servingArea: ' Level 2 offices ',
  coolingCapacity: 120_000,
  airflow: '4000',
  externalStaticPressure: 1.5,
  voltage: 460,
  phase: 3,
  frequency: 60,
  minimumCircuitAmpacity: 30,
  maximumOvercurrentProtection: 45,
};
const pump = { id: 'r2', type: 'pump', tag: 'P-1', waterFlow: 24, pumpHead: 60 };
const fan = { id: 'r3', type: 'fan', tag: 'EF-1', airflow: 1000, electricalPower: 1.5 };

const schedule = (rows: unknown, unitSystem: unknown = 'Imperial', extra = {}) => ({
  calculationName: ' Level 2 ',
  unitSystem,
  rows,
  ...extra,
});

/** The schema's answer and the parser's, as plain data (success, data, issues). */
function answers(parse: (draft: unknown) => unknown, draft: unknown) {
  const plain = (result: unknown) => {
    const { success, data, error } = result as {
      success: boolean;
      data?: unknown;
      error?: { issues: unknown[] };
    };
    return { success, data, issues: error?.issues };
  };
  return {
    schema: plain(EquipmentScheduleInputSchema.safeParse(draft)),
    parser: plain(parse(draft)),
  };
}

describe('createEquipmentScheduleParser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // Each row: a draft, what it exercises. The parser's answer must be the schema's, to the issue.
  test.each([
    ['a valid schedule, text trimmed and numeric text read', schedule([ahu, pump, fan])],
    ['an empty schedule', schedule([])],
    [
      'a Metric schedule (ranges in Metric units)',
      schedule([{ ...fan, airflow: 600_000 }], 'Metric'),
    ],
    ['a value out of range', schedule([{ ...fan, airflow: 2_000_000 }])],
    ['text that is not a number', schedule([{ ...fan, airflow: 'ten' }])],
    ['a blank number', schedule([{ ...fan, airflow: '' }])],
    ['a column not of the type', schedule([{ ...fan, pumpHead: 40, refrigerant: 'R-410A' }])],
    ['a tag off the type’s pattern', schedule([{ ...fan, tag: 'AHU-9' }])],
    ['a blank tag (the row named by its place)', schedule([pump, { ...fan, tag: '  ' }])],
    ['a repeated tag, ignoring case', schedule([fan, { ...fan, id: 'r4', tag: 'ef-1' }])],
    ['a repeated id', schedule([fan, { ...pump, id: 'r3' }])],
    ['MOCP below MCA', schedule([{ ...ahu, maximumOvercurrentProtection: 20 }])],
    ['text too long', schedule([{ ...fan, notes: 'x'.repeat(501) }])],
    [
      'several issues in several rows',
      schedule([
        { ...fan, airflow: -1 },
        { ...fan, tag: 'ef-1' },
      ]),
    ],
    [
      'fields the schema drops',
      schedule([{ ...fan, extra: 1 }], 'Imperial', { results: { a: 1 } }),
    ],
    ['defaults filled in', { rows: [fan] }],
    ['an unknown unit system', schedule([fan], 'SI')],
    ['a name that is not text', { ...schedule([fan]), calculationName: 12 }],
    ['rows that are not a list', schedule('none')],
    ['no rows', { calculationName: 'x' }],
    ['a row that is not an object', schedule([fan, 7])],
    ['a row without a tag', schedule([{ id: 'r5', type: 'fan' }])],
    ['a row of an unknown type', schedule([{ ...fan, type: 'boiler-ish' }])],
    ['a row without an id', schedule([{ ...fan, id: undefined }])],
    ['a row with a text field that is not text', schedule([{ ...fan, model: 12 }])],
    [
      'too many rows',
      schedule(
        Array.from({ length: 501 }, (_, i) => ({ ...fan, id: `r${i}`, tag: `EF-${i + 1}` })),
      ),
    ],
    ['not an object', 'schedule'],
  ])('answers as the schema does: %s', (_what, draft) => {
    const { schema, parser } = answers(createEquipmentScheduleParser(), draft);
    expect(parser).toEqual(schema);
  });

  it('parses again only the row that changed', () => {
    const parse = createEquipmentScheduleParser();
    const rows = Array.from({ length: 50 }, (_, i) => ({
      ...fan,
      id: `r${i}`,
      tag: `EF-${i + 1}`,
    }));
    parse(schedule(rows));
    const rowParse = vi.spyOn(EquipmentScheduleRowSchema, 'safeParse');
    const edited = rows.map((row, i) => (i === 7 ? { ...row, airflow: '12' } : row));
    const result = parse(schedule(edited));
    expect(rowParse).toHaveBeenCalledTimes(1);
    expect(result).toEqual(EquipmentScheduleInputSchema.safeParse(schedule(edited)));
  });

  it('checks kept rows again for the uniqueness of tags and ids across rows', () => {
    const parse = createEquipmentScheduleParser();
    const other = { ...fan, id: 'r4', tag: 'EF-2' };
    expect(parse(schedule([fan, other])).success).toBe(true);
    const clash = { ...other, tag: 'EF-1' };
    const draft = schedule([fan, clash]);
    expect(answers(parse, draft).parser).toEqual(answers(parse, draft).schema);
    expect(parse(draft).success).toBe(false);
  });

  it('checks kept rows in the other unit system after a unit switch', () => {
    const parse = createEquipmentScheduleParser();
    const big = { ...fan, airflow: 600_000 };
    expect(parse(schedule([big], 'Imperial')).success).toBe(true);
    const metric = schedule([big], 'Metric');
    expect(answers(parse, metric).parser).toEqual(answers(parse, metric).schema);
    expect(parse(metric).success).toBe(false);
  });

  // Invariant: through any sequence of edits (each a new row object, as an editor makes them), a
  // parser that keeps rows answers as the schema parsing each draft afresh.
  it('answers as the schema through any sequence of edits', () => {
    const column = fc.constantFrom(
      'tag',
      'id',
      'airflow',
      'electricalPower',
      'pumpHead',
      'servingArea',
      'minimumCircuitAmpacity',
      'maximumOvercurrentProtection',
    );
    const value = fc.oneof(
      fc.constantFrom('EF-1', 'EF-2', 'ef-2', 'P-1', 'AHU-3', '', ' ', 'r1', 'r2', 'x'),
      fc.constantFrom(0, -1, 1.5, 40, 2_000_000, Number.NaN),
      fc.constantFrom('12', '1e3', 'ten', undefined, null),
    );
    const edit = fc.record({
      row: fc.nat({ max: 3 }),
      column,
      value,
      unitSystem: fc.constantFrom('Imperial', 'Metric'),
    });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        const parse = createEquipmentScheduleParser();
        let rows: Record<string, unknown>[] = [
          fan,
          { ...fan, id: 'r4', tag: 'EF-2' },
          pump,
          { ...ahu, servingArea: 'Roof' },
        ];
        for (const step of edits) {
          rows = rows.map((row, index) =>
            index === step.row ? { ...row, [step.column]: step.value } : row,
          );
          const draft = schedule(rows, step.unitSystem);
          const { schema, parser } = answers(parse, draft);
          expect(parser).toEqual(schema);
        }
      }),
      { numRuns: 200 },
    );
  });
});
