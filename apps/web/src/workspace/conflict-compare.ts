import { FILE_NAME_MAX } from '@org/data';
import { evaluateDraft } from '../calculator-kit/evaluate';
import { canonicalJson } from './same-draft';
import { readFileData } from '../calculator-kit/stored-file';
import type { AnyCalculatorDefinition } from '../calculator-kit/types';
import type { ReportSection } from '../report/types';

/** One input that differs between this tab's draft and the stored version. */
export interface InputDifference {
  /** The report section the input is listed under, when the calculator's report lists it. */
  readonly section: string | null;
  /** The calculator's own label of the input (its report's), or the stored field name. */
  readonly label: string;
  /** This tab's value with its unit; '' when this version does not have the input. */
  readonly mine: string;
  /** The stored version's value with its unit; '' when that version does not have the input. */
  readonly theirs: string;
}

/** The inputs as a saved file's data would open in the editor (its raw inputs when damaged). */
export function storedDraft(
  module: AnyCalculatorDefinition,
  data: unknown,
): Record<string, unknown> {
  const opened = readFileData(module, data);
  return opened.status === 'ok' ? opened.draft : opened.rawInputs;
}

function reportInputs(
  module: AnyCalculatorDefinition,
  draft: Record<string, unknown>,
): readonly ReportSection[] | null {
  const evaluation = evaluateDraft(module, draft);
  if (evaluation.input === null || evaluation.result === null) return null;
  try {
    return module.report(evaluation.input, evaluation.result).inputs;
  } catch (error) {
    console.error('Building the report inputs failed.', error);
    return null;
  }
}

interface Row {
  readonly section: string;
  readonly label: string;
  readonly text: string;
}

/** Every report row by section, label and occurrence, in report order. */
function rowsOf(sections: readonly ReportSection[]): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const section of sections) {
    for (const row of section.rows) {
      let key = `${section.title}\u0000${row.label}`;
      for (let n = 2; rows.has(key); n += 1) key = `${section.title}\u0000${row.label}\u0000${n}`;
      rows.set(key, {
        section: section.title,
        label: row.label,
        text: row.unit ? `${row.value} ${row.unit}` : row.value,
      });
    }
  }
  return rows;
}

/** A stored field's value as text: strings and numbers as they are, anything else as JSON. */
function rawText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return canonicalJson(value);
}

function rawDifferences(
  module: AnyCalculatorDefinition,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): InputDifference[] {
  const fields = new Set([...module.inputFields, ...Object.keys(mine), ...Object.keys(theirs)]);
  const differences: InputDifference[] = [];
  for (const field of fields) {
    if (!module.inputFields.includes(field) && !(field in theirs)) continue;
    if (canonicalJson(mine[field]) === canonicalJson(theirs[field])) continue;
    differences.push({
      section: null,
      label: field,
      mine: rawText(mine[field]),
      theirs: rawText(theirs[field]),
    });
  }
  return differences;
}

/**
 * The inputs that differ between this tab's draft and a stored version's data, labelled and
 * formatted as the calculator's report shows them (values with units). Where either version cannot
 * be computed (a damaged stored file) or the report does not list what differs, the stored fields
 * that differ, by name.
 */
export function compareInputs(
  module: AnyCalculatorDefinition,
  mine: Record<string, unknown>,
  theirsData: unknown,
): InputDifference[] {
  const theirs = storedDraft(module, theirsData);
  const mineSections = reportInputs(module, mine);
  const theirSections = reportInputs(module, theirs);
  if (mineSections && theirSections) {
    const mineRows = rowsOf(mineSections);
    const theirRows = rowsOf(theirSections);
    const differences: InputDifference[] = [];
    for (const key of new Set([...mineRows.keys(), ...theirRows.keys()])) {
      const a = mineRows.get(key);
      const b = theirRows.get(key);
      const row = a ?? b;
      if (!row || a?.text === b?.text) continue;
      differences.push({
        section: row.section,
        label: row.label,
        mine: a?.text ?? '',
        theirs: b?.text ?? '',
      });
    }
    if (differences.length > 0) return differences;
  }
  return rawDifferences(module, storedDraft(module, mine), theirs);
}

const MY_COPY_SUFFIX = ' (my copy)';

/** The name of "save mine as a copy": "{name} (my copy)", the name cut so the whole fits a file name. */
export function myCopyName(name: string): string {
  return `${name.slice(0, FILE_NAME_MAX - MY_COPY_SUFFIX.length).trimEnd()}${MY_COPY_SUFFIX}`;
}
