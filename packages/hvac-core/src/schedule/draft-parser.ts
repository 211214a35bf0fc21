import { z } from 'zod';
import { isRecord } from '../_lib/draft-convert.js';
import type { UnitSystem } from '../units/index.js';
import {
  EquipmentScheduleInputSchema,
  EquipmentScheduleRowSchema,
  MAX_SCHEDULE_ROWS,
  ScheduleHeadSchema,
  rowFindings,
  scheduleIssues,
} from './schema.js';
import type { EquipmentScheduleInput, EquipmentScheduleRow, RowFindings } from './schema.js';

/** Parses a schedule draft: `EquipmentScheduleInputSchema.safeParse`'s answer. */
export type EquipmentScheduleParser = (
  draft: unknown,
) => z.ZodSafeParseResult<EquipmentScheduleInput>;

/** What a parser keeps of a row it has seen: its parse and its own findings per unit system. */
interface KeptRow {
  readonly parsed: z.ZodSafeParseResult<EquipmentScheduleRow>;
  readonly findings: Partial<Record<UnitSystem, RowFindings>>;
}

/**
 * A parser for a schedule being edited: it gives exactly what
 * `EquipmentScheduleInputSchema.safeParse` gives (the same data; the same issues, worded and
 * ordered the same), but keeps the work done on each row object it has seen, so that parsing the
 * schedule again after an edit of one cell parses and checks that one row, plus the checks across
 * rows (unique tags and ids). On a schedule of 500 rows that is the difference between a keystroke
 * that parses 500 rows and one that parses one.
 *
 * Rows are taken as values, as an editor that replaces a row on each edit holds them: a row object
 * must not be changed after it was parsed (give the parser a new object instead). A draft whose
 * fields or rows do not parse at all (not a list, a row that is not an object, a missing tag, an
 * unknown type), or with more than {@link MAX_SCHEDULE_ROWS} rows, is parsed by the schema itself.
 *
 * @returns A parse function with its own store of rows, which it holds weakly (a row no longer
 *   referenced elsewhere is let go).
 * @see EquipmentScheduleInputSchema, whose answer this is
 * @example createEquipmentScheduleParser()({ calculationName: 'L2', unitSystem: 'Metric', rows: [] }).success //=> true
 */
export function createEquipmentScheduleParser(): EquipmentScheduleParser {
  const kept = new WeakMap<object, KeptRow>();

  return (draft) => {
    const rows = isRecord(draft) ? draft['rows'] : undefined;
    if (!isRecord(draft) || !Array.isArray(rows) || rows.length > MAX_SCHEDULE_ROWS)
      return EquipmentScheduleInputSchema.safeParse(draft);
    const head = ScheduleHeadSchema.safeParse(draft);
    if (!head.success) return EquipmentScheduleInputSchema.safeParse(draft);

    const parsedRows: EquipmentScheduleRow[] = [];
    const keptRows: KeptRow[] = [];
    for (const row of rows) {
      if (!isRecord(row)) return EquipmentScheduleInputSchema.safeParse(draft);
      let known = kept.get(row);
      if (known === undefined) {
        known = { parsed: EquipmentScheduleRowSchema.safeParse(row), findings: {} };
        kept.set(row, known);
      }
      if (!known.parsed.success) return EquipmentScheduleInputSchema.safeParse(draft);
      parsedRows.push(known.parsed.data);
      keptRows.push(known);
    }

    const { calculationName, unitSystem } = head.data;
    const issues = scheduleIssues(parsedRows, (row, index) => {
      const known = keptRows[index];
      if (known === undefined) return rowFindings(row, unitSystem);
      return (known.findings[unitSystem] ??= rowFindings(row, unitSystem));
    });
    if (issues.length === 0)
      return { success: true, data: { calculationName, unitSystem, rows: parsedRows } };
    // The issues zod's refinement would give (`finalizeIssue` keeps code, path and message); the
    // constructor is not generic, the error's type parameter only names the schema's output.
    const error = new z.ZodError(
      issues.map(({ path, message }) => ({ code: 'custom' as const, path, message })),
    ) as z.ZodError<EquipmentScheduleInput>;
    return { success: false, error };
  };
}
