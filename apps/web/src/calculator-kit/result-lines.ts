import { fieldUnitLabel, inUnitSystem, type ResultFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ResultRow } from '@org/ui';
import { formatNumber, withUnit } from '@org/ui/format';
import type { ReportRow, ReportSection } from '../report/types';
import type { SummaryItem } from './types';

/**
 * One result as the results card and the report both show it, so the screen and the PDF word and
 * round it the same way. The card reads every field; the report ignores the card-only ones.
 */
export interface ResultLine {
  readonly key: string;
  readonly label: string;
  /** null when it does not apply: "—" on the card, `blank` in the report. */
  readonly value: number | null;
  /** '' for none. */
  readonly unit: string;
  /** Digits after the point; undefined: chosen from the magnitude (240 cfm, 15.3 cfm). */
  readonly decimals: number | undefined;
  /** 'total' and 'subtotal' are bold in both; a total also has a rule above it on the card. */
  readonly emphasis?: 'total' | 'subtotal';
  /** Indents the label, for a part of the line above: so a reader does not add it twice. */
  readonly indent?: boolean;
  /** Card only: data-testid of the value. */
  readonly valueTestId?: string;
  /** Card only: announces changes to screen readers. */
  readonly live?: boolean;
  /** Card only: badges beside the label. */
  readonly warnings?: string[];
  /** Report text of a null value; default "—". */
  readonly blank?: string;
  /** Report only: keeps the trailing zeros ("2.50"). */
  readonly fixed?: boolean;
}

/** A titled list of result lines: one results card, one report section. */
export interface ResultTable {
  readonly title: string;
  readonly lines: readonly ResultLine[];
}

/** A table of result fields, as the engine describes them (`X_RESULT_SPECS`). */
export type ResultFields = Readonly<Record<string, ResultFieldSpec>>;

/** What a line adds to its field's description. */
type LineWording = Partial<Omit<ResultLine, 'value'>> & {
  /** Follows the field's label as written (" (implied)", ", as entered"); ignored with `label`. */
  readonly suffix?: string;
};

/**
 * A line maker bound to one result table and unit system: label, unit and decimals from the field's
 * description, then the line's own wording:
 * `const line = lineFor(FAN_RESULT_SPECS, system); line('shaftPower', result.shaftPower)`.
 */
export function lineFor<Fields extends ResultFields>(fields: Fields, unitSystem: UnitSystem) {
  return (
    key: keyof Fields & string,
    value: number | null,
    wording: LineWording = {},
  ): ResultLine => {
    const spec = fields[key] as ResultFieldSpec;
    const { suffix = '', ...rest } = wording;
    return {
      key,
      label: `${spec.label}${suffix}`,
      value,
      unit: fieldUnitLabel(spec.unit, unitSystem),
      decimals: inUnitSystem(spec.decimals, unitSystem),
      ...rest,
    };
  };
}

/** Significant digits a measured HVAC quantity carries when it has a fraction ("0.0753", "23.9"). */
const MEASURED_DIGITS = 4;

/**
 * A field's decimals for one value, cut so the number keeps at most four significant digits: a
 * field written to 2 decimals prints 1.25 kPa but 141.5 kPa, not 141.47, and 2,419 kg/h, not
 * 2,418.6. The whole part is never cut.
 */
export function measuredDecimals(value: number, decimals: number): number {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(magnitude) || magnitude < 1) return decimals;
  const wholeDigits = Math.floor(Math.log10(magnitude)) + 1;
  return Math.max(0, Math.min(decimals, MEASURED_DIGITS - wholeDigits));
}

/** The digits after the point a line shows; undefined: chosen from the magnitude. */
function lineDecimals(line: ResultLine): number | undefined {
  if (line.decimals === undefined || line.value === null) return line.decimals;
  return measuredDecimals(line.value, line.decimals);
}

/** A line's number as both show it, at its decimals; `fixed` keeps the trailing zeros. */
function formatLineValue(line: ResultLine): string {
  if (line.value === null) return '—';
  const decimals = lineDecimals(line);
  if (decimals === undefined) return formatNumber(line.value);
  return formatNumber(line.value, {
    maximumFractionDigits: decimals,
    ...(line.fixed === true ? { minimumFractionDigits: decimals } : {}),
  });
}

/** The results card's rows of some lines. */
export function cardRows(lines: readonly ResultLine[]): ResultRow[] {
  return lines.map((line) => {
    const { blank: _blank, fixed: _fixed, decimals: _decimals, unit, ...shown } = line;
    const decimals = lineDecimals(line);
    return {
      ...shown,
      ...(unit === '' ? {} : { unit }),
      ...(decimals === undefined ? {} : { maximumFractionDigits: decimals }),
    };
  });
}

/** The report's row of a line: the number formatted, or its `blank` text without a unit. */
export function reportLine(line: ResultLine): ReportRow {
  const marks = {
    ...(line.emphasis === undefined ? {} : { emphasis: true }),
    ...(line.indent === true ? { indent: true } : {}),
  };
  if (line.value === null)
    return { label: line.label, value: line.blank ?? '—', unit: '', ...marks };
  return { label: line.label, value: formatLineValue(line), unit: line.unit, ...marks };
}

/** A line's number as the report and the tables print it, or its blank text: "362,833". */
export function lineValue(line: ResultLine): string {
  return reportLine(line).value;
}

/** A line's number with its unit, as a sentence writes it: "362,833 Btu/h", "0.77 hp". */
export function lineMeasure(line: ResultLine): string {
  const { value, unit } = reportLine(line);
  return withUnit(value, unit);
}

/**
 * The summary bar's items of the lines with `keys`, in that order, rounded as the card shows them
 * and labelled as the card does or by `shortLabels` (a narrow bar has no room for "NC rating
 * (Beranek 1957 curves), set by 1000 Hz"); a key with no line, or a line that does not apply, is
 * left out.
 */
export function summaryOfLines(
  lines: readonly ResultLine[],
  keys: readonly string[],
  shortLabels: Readonly<Record<string, string>> = {},
): SummaryItem[] {
  return keys.flatMap((key) => {
    const line = lines.find((candidate) => candidate.key === key);
    if (!line || line.value === null) return [];
    return [{ key, label: shortLabels[key] ?? line.label, value: lineMeasure(line) }];
  });
}

/** The report's sections of some result tables, each table a section of the same title. */
export function reportSections(tables: readonly ResultTable[]): ReportSection[] {
  return tables.map((table) => ({ title: table.title, rows: table.lines.map(reportLine) }));
}

/**
 * A formatter of result numbers bound to one result table and unit system, for the figures a
 * calculator writes into tables and sentences, at its fields' decimals and four significant digits
 * as a line shows them:
 * `const figure = figureFor(PIPE_RESULT_SPECS, system); figure('velocity', 3.0612) //=> '3.06'`.
 * `fixed` keeps the trailing zeros ("2.50").
 */
export function figureFor<Fields extends ResultFields>(fields: Fields, unitSystem: UnitSystem) {
  return (key: keyof Fields & string, value: number, fixed = false): string =>
    formatLineValue(lineFor(fields, unitSystem)(key, value, { fixed }));
}

/**
 * The label and unit of a snapshot key that names a described result field, for the workspace's
 * `describeSnapshotKey`; any other key reads as itself, without a unit.
 */
export function describeResultKey(
  fields: ResultFields,
): (key: string, input: { readonly unitSystem: UnitSystem }) => { label: string; unit: string } {
  return (key, input) => {
    const spec = fields[key];
    return spec === undefined
      ? { label: key, unit: '' }
      : { label: spec.label, unit: fieldUnitLabel(spec.unit, input.unitSystem) };
  };
}
