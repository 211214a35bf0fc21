import { z } from 'zod';
import { isRecord } from '../_lib/draft-convert.js';
import { UnitSystemSchema } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { numericValue, readNumber } from '../_lib/form-number.js';
import { fieldUnitLabel } from '../_lib/field-spec.js';
import {
  SCHEDULE_COLUMN_FIELD_SPECS,
  isValidScheduleColumnValue,
  scheduleColumnRangeMessage,
} from './column-fields.js';
import type { ScheduleNumericColumn } from './column-fields.js';
import {
  SCHEDULE_COLUMN_INFO,
  EQUIPMENT_TYPES,
  SCHEDULE_NUMERIC_COLUMNS,
  SCHEDULE_TEXT_COLUMNS,
  equipmentHasColumn,
  equipmentTypeInfo,
} from './equipment-types.js';
import type { ScheduleTextColumn } from './equipment-types.js';
import { ScheduleSourceLinkSchema } from './source-link.js';
import { tagKey, tagMatchesType, tagPatternText } from './tags.js';

/** Maximum length of a schedule's name, characters. */
export const SCHEDULE_NAME_MAX_LENGTH = 120;
/** Maximum number of rows in one schedule. */
export const MAX_SCHEDULE_ROWS = 500;
/** Maximum length of a row id, characters. */
export const ROW_ID_MAX_LENGTH = 64;

/**
 * A form's number: numbers and numeric strings parse, blanks become undefined. Anything else
 * becomes NaN, which `checkSchedule` reports as "must be a number" naming the row, so a parsed
 * schedule never holds it.
 */
const numberColumn = z
  .custom<number | string | null | undefined>()
  .transform((value): number | undefined => {
    const read = readNumber(value);
    if (read.ok) return read.value;
    return read.empty ? undefined : Number.NaN;
  })
  .optional();

/** A form's text: trimmed, blank becomes undefined (length checked in `checkSchedule`). */
const textColumn = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .nullish()
    .transform((value): string | undefined => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? undefined : trimmed;
    })
    .optional();

const numberShape = Object.fromEntries(
  SCHEDULE_NUMERIC_COLUMNS.map((column) => [column, numberColumn]),
) as {
  [Column in ScheduleNumericColumn]: typeof numberColumn;
};
const textShape = Object.fromEntries(
  SCHEDULE_TEXT_COLUMNS.map((column) => [column, textColumn(SCHEDULE_COLUMN_INFO[column].label)]),
) as { [Column in ScheduleTextColumn]: ReturnType<typeof textColumn> };

export const EquipmentTypeSchema = z.enum(EQUIPMENT_TYPES, {
  error: 'Equipment type must be one of the listed types.',
});

/**
 * One row of an equipment schedule. Numbers are in the schedule's unit system (see
 * `SCHEDULE_COLUMN_FIELD_SPECS` for each column's unit); every column but the tag is optional, and
 * only the columns of the row's type (`EQUIPMENT_TYPE_INFO[type].columns`) may hold a value.
 */
export const EquipmentScheduleRowSchema = z.object(
  {
    id: z
      .string({ error: 'Row id must be text.' })
      .trim()
      .min(1, { error: 'Row id is required.' })
      .max(ROW_ID_MAX_LENGTH, { error: `Row id must be at most ${ROW_ID_MAX_LENGTH} characters.` }),
    type: EquipmentTypeSchema,
    tag: z
      .custom<string>((value) => value !== undefined, { error: 'Tag is required.' })
      .transform((value) => (typeof value === 'string' ? value.trim() : '')),
    ...textShape,
    ...numberShape,
    source: ScheduleSourceLinkSchema.optional(),
  },
  { error: 'Each schedule row must be an object of named columns.' },
);

export type EquipmentScheduleRow = z.output<typeof EquipmentScheduleRowSchema>;
export type EquipmentScheduleRowDraft = z.input<typeof EquipmentScheduleRowSchema>;

/** A message of one row's own checks: its column and its text, without the row's name. */
type RowIssue = readonly [column: string, message: string];

/**
 * What the checks find in one row on its own, and what the checks across rows need of it. A
 * function of the row and the unit system only, so a parser may keep it for a row it has seen.
 * @internal
 */
export interface RowFindings {
  /** Issues of the tag (text, present, length, the type's pattern), before its uniqueness. */
  readonly tag: readonly RowIssue[];
  /** The tag's key for uniqueness, when the tag is non-blank text. */
  readonly tagKey: string | undefined;
  /** The id, trimmed, when it is text. */
  readonly id: string | undefined;
  /** Issues of the other columns: text lengths, numbers, MOCP ≥ MCA, in that order. */
  readonly columns: readonly RowIssue[];
}

/** One row's own findings (see `checkSchedule`). @internal */
export function rowFindings(row: Record<string, unknown>, unitSystem: UnitSystem): RowFindings {
  const tagIssues: RowIssue[] = [];
  const columns: RowIssue[] = [];
  const type = EquipmentTypeSchema.safeParse(row['type']).data;
  let key: string | undefined;

  const tag = row['tag'];
  if (tag !== undefined && tag !== null && typeof tag !== 'string') {
    tagIssues.push(['tag', 'Tag must be text.']);
  } else if (typeof tag !== 'string' || tag.trim() === '') {
    tagIssues.push([
      'tag',
      `Tag is required${type ? ` (for example ${tagPatternText(type).split(',')[0] ?? ''})` : ''}.`,
    ]);
  } else {
    const trimmed = tag.trim();
    if (trimmed.length > SCHEDULE_COLUMN_INFO.tag.maxLength)
      tagIssues.push([
        'tag',
        `Tag must be at most ${SCHEDULE_COLUMN_INFO.tag.maxLength} characters.`,
      ]);
    if (type && !tagMatchesType(type, trimmed))
      tagIssues.push([
        'tag',
        `Tag must follow the ${equipmentTypeInfo(type).label} pattern (${tagPatternText(type)}).`,
      ]);
    key = tagKey(trimmed);
  }

  const id = row['id'];

  for (const column of SCHEDULE_TEXT_COLUMNS) {
    const { label, maxLength } = SCHEDULE_COLUMN_INFO[column];
    const value = row[column];
    if (typeof value !== 'string') continue;
    if (value.trim().length > maxLength)
      columns.push([column, `${label} must be at most ${maxLength} characters.`]);
    else if (value.trim() !== '' && type && !equipmentHasColumn(type, column))
      columns.push([
        column,
        `${label} is not a column of the ${equipmentTypeInfo(type).label} schedule.`,
      ]);
  }

  for (const column of SCHEDULE_NUMERIC_COLUMNS) {
    const { label } = SCHEDULE_COLUMN_FIELD_SPECS[column];
    const read = readNumber(row[column]);
    if (!read.ok) {
      if (!read.empty) columns.push([column, `${label} must be a number.`]);
      continue;
    }
    if (type && !equipmentHasColumn(type, column)) {
      columns.push([
        column,
        `${label} is not a column of the ${equipmentTypeInfo(type).label} schedule.`,
      ]);
    } else if (!isValidScheduleColumnValue(column, read.value, unitSystem)) {
      columns.push([column, scheduleColumnRangeMessage(column, unitSystem)]);
    }
  }

  const mca = numericValue(row['minimumCircuitAmpacity']);
  const mocp = numericValue(row['maximumOvercurrentProtection']);
  if (mca !== undefined && mocp !== undefined && mca > 0 && mocp > 0 && mocp < mca) {
    const mocpSpec = SCHEDULE_COLUMN_FIELD_SPECS.maximumOvercurrentProtection;
    columns.push([
      'maximumOvercurrentProtection',
      `${mocpSpec.label} must be at least the minimum circuit ampacity, ${mca} ${fieldUnitLabel(mocpSpec.unit, unitSystem)}.`,
    ]);
  }

  return {
    tag: tagIssues,
    tagKey: key,
    id: typeof id === 'string' ? id.trim() : undefined,
    columns,
  };
}

/** An issue of the checks, before zod words it. @internal */
export interface ScheduleIssue {
  readonly path: (string | number)[];
  readonly message: string;
}

/**
 * The issues of a schedule's rows, in order: per row, its tag's, the tag's and the id's uniqueness,
 * then its columns'. Each message starts with the row's name (its tag, or "Row n").
 * `findingsOf` gives a row's own findings (`rowFindings`, or a kept copy of them).
 * @internal
 */
export function scheduleIssues(
  rows: readonly unknown[],
  findingsOf: (row: Record<string, unknown>, index: number) => RowFindings,
): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const firstRowOfTag = new Map<string, number>();
  const firstRowOfId = new Map<string, number>();

  rows.forEach((row: unknown, index) => {
    if (!isRecord(row)) return;
    const tag = row['tag'];
    const name = typeof tag === 'string' && tag.trim() !== '' ? tag.trim() : `Row ${index + 1}`;
    const issue = (column: string, message: string): void => {
      issues.push({ path: ['rows', index, column], message: `${name}: ${message}` });
    };
    const found = findingsOf(row, index);
    for (const [column, message] of found.tag) issue(column, message);
    if (found.tagKey !== undefined) {
      const first = firstRowOfTag.get(found.tagKey);
      if (first === undefined) firstRowOfTag.set(found.tagKey, index);
      else
        issue(
          'tag',
          `Tag is also used by row ${first + 1}: tags must be unique within the schedule (ignoring case).`,
        );
    }
    if (found.id !== undefined) {
      const first = firstRowOfId.get(found.id);
      if (first === undefined) firstRowOfId.set(found.id, index);
      else issue('id', `Row id is also used by row ${first + 1}: row ids must be unique.`);
    }
    for (const [column, message] of found.columns) issue(column, message);
  });
  return issues;
}

/**
 * The checks that name a row: tags (present, following the type's pattern, unique ignoring case),
 * text lengths, numbers (finite, in range, in a column of the row's type) and MOCP ≥ MCA. They run on the raw rows even when another field failed to parse, so that a form
 * shows every message at once; each issue's path is `['rows', index, column]`.
 */
function checkSchedule(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const unitSystemRead = UnitSystemSchema.safeParse(data['unitSystem'] ?? 'Imperial');
  const rows = data['rows'];
  if (!unitSystemRead.success || !Array.isArray(rows)) return;
  const unitSystem: UnitSystem = unitSystemRead.data;
  for (const { path, message } of scheduleIssues(rows, (row) => rowFindings(row, unitSystem)))
    ctx.addIssue({ code: 'custom', path, message });
}

/** The fields of a schedule besides its rows. */
const scheduleHeadShape = {
  calculationName: z
    .string({ error: 'Schedule name must be text.' })
    .trim()
    .max(SCHEDULE_NAME_MAX_LENGTH, {
      error: `Schedule name must be at most ${SCHEDULE_NAME_MAX_LENGTH} characters.`,
    })
    .default(''),
  unitSystem: z
    .enum(UnitSystemSchema.options, { error: 'Unit system must be Imperial or Metric.' })
    .default('Imperial'),
};

/** A schedule's fields besides its rows, parsed as `EquipmentScheduleInputSchema` parses them. @internal */
export const ScheduleHeadSchema = z.object(scheduleHeadShape);

/**
 * Input of the equipment scheduler: the saved `data` of a schedule file (see the
 * module comment in `index.ts`). Numbers are in the units of `unitSystem`; a form may hold them as
 * numeric strings, and blanks count as not given. Messages name the row by its tag (or "Row n"
 * when it has none) and the column by its label, and give ranges in the schedule's units.
 */
export const EquipmentScheduleInputSchema = z
  .object(
    {
      ...scheduleHeadShape,
      rows: z
        .array(EquipmentScheduleRowSchema, { error: 'Rows must be a list.' })
        .max(MAX_SCHEDULE_ROWS, { error: `A schedule may hold at most ${MAX_SCHEDULE_ROWS} rows.` })
        .default([]),
    },
    { error: 'The equipment schedule must be an object of named fields.' },
  )
  .superRefine(checkSchedule, {
    when: (payload) => isRecord(payload.value),
  });

/** A valid equipment schedule, after parsing: numbers, trimmed text, defaults filled in. */
export type EquipmentScheduleInput = z.output<typeof EquipmentScheduleInputSchema>;

/** An equipment schedule as a form or a saved document holds it, before parsing. */
export type EquipmentScheduleInputDraft = z.input<typeof EquipmentScheduleInputSchema>;
