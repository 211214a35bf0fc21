import type {
  CalculatorValidation,
  ReferenceEntryLink,
  ValidationCase,
  ValidationTable,
} from '@org/hvac-core/validation';
import { checkCase } from '@org/hvac-core/validation';
import { formatEngine, formatPublished, formatSignificant, withUnit } from './validation-format';

/**
 * The validation page as data: every calculator's published cases with the engine's value and the
 * verdict, computed when the site is built from the tables the engine's tests run. The Astro page
 * only lays this out, so a test can build the page from a changed table and see what changes.
 */

export type Verdict = 'pass' | 'fail' | 'error';

export interface CaseRow {
  /** Fragment of the row: `case-{table}-{case}`. */
  readonly anchor: string;
  readonly title: string;
  /** 'ASHRAE Handbook—Fundamentals, 2017 (SI), ch. 1, table 3'. */
  readonly source: string;
  readonly inputs: readonly { readonly label: string; readonly value: string }[];
  readonly published: string;
  /** The engine's value with its unit, or the engine's error message. */
  readonly engine: string;
  readonly tolerance: string;
  readonly toleranceNote?: string;
  /** How far the engine is from the published value, measured as the tolerance is; '' on an error. */
  readonly deviation: string;
  readonly verdict: Verdict;
}

export interface ReferenceLink {
  /** Same-origin path of the app's reference entry. */
  readonly href: string;
  /** The entry's title in the reference library. */
  readonly title: string;
  readonly kind: ReferenceEntryLink['kind'];
}

export interface TableSection {
  readonly anchor: string;
  readonly title: string;
  readonly quantity: string;
  /** The engine function that is compared: 'saturationVaporPressurePa (psychrometrics/saturation-pressure.ts)'. */
  readonly implementation: string;
  readonly reference: ReferenceLink;
  readonly rows: readonly CaseRow[];
  readonly passed: number;
  /** The source, when every case of the table has the same one: said once, above the table. */
  readonly commonSource?: string;
  /** Why the tolerance is what it is, when every case of the table gives the same reason. */
  readonly commonToleranceNote?: string;
}

export interface MethodStepText {
  readonly title: string;
  readonly formula: string;
  readonly notes?: string;
  readonly reference: string;
}

export interface CalculatorSection {
  readonly anchor: string;
  readonly title: string;
  readonly tables: readonly TableSection[];
  readonly properties: readonly string[];
  readonly limits: readonly string[];
  readonly steps: readonly MethodStepText[];
  readonly cases: number;
  readonly passed: number;
}

export interface ValidationPageModel {
  readonly engineVersion: string;
  readonly builtAt: Date;
  readonly calculators: readonly CalculatorSection[];
  readonly cases: number;
  readonly passed: number;
  /** Every case that does not pass, in page order, so the summary can list them. */
  readonly failures: readonly { readonly calculator: string; readonly row: CaseRow }[];
}

export interface ValidationPageInput {
  readonly calculators: readonly CalculatorValidation[];
  readonly engineVersion: string;
  readonly builtAt: Date;
  /** The reference library's title of an entry, or undefined if it has none (the link is then refused). */
  readonly referenceTitle: (link: ReferenceEntryLink) => string | undefined;
}

/** The app's reference page of a formula (on the formula sheet) or of a data table. */
export function referenceHref(link: ReferenceEntryLink): string {
  return link.kind === 'formula'
    ? `/reference/formulas#formula-${link.id}`
    : `/reference/${link.id}`;
}

function toleranceText(testCase: ValidationCase): string {
  const { kind, value } = testCase.tolerance;
  if (value === 0) return 'exact';
  return kind === 'relative'
    ? `± ${formatSignificant(value * 100, 3)} %`
    : `± ${withUnit(formatSignificant(value, 3), testCase.unit)}`;
}

function deviationText(testCase: ValidationCase, deviation: number): string {
  if (Number.isNaN(deviation)) return 'not a number';
  return testCase.tolerance.kind === 'relative'
    ? `${formatSignificant(deviation * 100, 2)} %`
    : withUnit(formatSignificant(deviation, 2), testCase.unit);
}

function sourceText({ source }: ValidationCase): string {
  return [source.book, source.edition, source.location].filter((part) => part !== '').join(', ');
}

function caseRow(table: ValidationTable, testCase: ValidationCase): CaseRow {
  const check = checkCase(testCase);
  const source = sourceText(testCase);
  const common = {
    anchor: `case-${table.id}-${testCase.id}`,
    title: testCase.title,
    source,
    inputs: testCase.inputs,
    published: withUnit(formatPublished(testCase.expected), testCase.unit),
    tolerance: toleranceText(testCase),
    ...(testCase.toleranceNote === undefined ? {} : { toleranceNote: testCase.toleranceNote }),
  };
  if (check.status === 'error')
    return { ...common, engine: `Error: ${check.message}`, deviation: '', verdict: 'error' };
  return {
    ...common,
    engine: withUnit(formatEngine(check.engine, testCase.expected), testCase.unit),
    deviation: deviationText(testCase, check.deviation),
    verdict: check.status,
  };
}

/** The one value every item has, or undefined when they differ (or none has one). */
function shared(values: readonly (string | undefined)[]): string | undefined {
  const [first] = values;
  return first !== undefined && values.every((value) => value === first) ? first : undefined;
}

function tableSection(
  table: ValidationTable,
  referenceTitle: ValidationPageInput['referenceTitle'],
): TableSection {
  const title = referenceTitle(table.reference);
  if (title === undefined)
    throw new Error(
      `Validation table ${table.id} links to ${table.reference.kind} ${table.reference.id}, which the reference library does not have.`,
    );
  const rows = table.cases.map((testCase) => caseRow(table, testCase));
  const commonSource = shared(rows.map((row) => row.source));
  const commonToleranceNote = shared(rows.map((row) => row.toleranceNote));
  const [file = '', names = ''] = table.implementation.split('#');
  return {
    anchor: `table-${table.id}`,
    title: table.title,
    quantity: table.quantity,
    implementation: `${names} (${file})`,
    reference: { href: referenceHref(table.reference), title, kind: table.reference.kind },
    rows,
    passed: rows.filter((row) => row.verdict === 'pass').length,
    ...(commonSource === undefined ? {} : { commonSource }),
    ...(commonToleranceNote === undefined ? {} : { commonToleranceNote }),
  };
}

/** Builds the page from the registry: runs every case through the engine and gives its verdict. */
export function buildValidationPage(input: ValidationPageInput): ValidationPageModel {
  const calculators = input.calculators.map((entry): CalculatorSection => {
    const tables = entry.tables.map((table) => tableSection(table, input.referenceTitle));
    return {
      anchor: `calculator-${entry.calculator}`,
      title: entry.title,
      tables,
      properties: entry.properties,
      limits: entry.method.limits,
      steps: entry.method.steps.map(({ title, formula, notes, reference }) => ({
        title,
        formula,
        reference,
        ...(notes === undefined ? {} : { notes }),
      })),
      cases: tables.reduce((sum, table) => sum + table.rows.length, 0),
      passed: tables.reduce((sum, table) => sum + table.passed, 0),
    };
  });
  return {
    engineVersion: input.engineVersion,
    builtAt: input.builtAt,
    calculators,
    cases: calculators.reduce((sum, entry) => sum + entry.cases, 0),
    passed: calculators.reduce((sum, entry) => sum + entry.passed, 0),
    failures: calculators.flatMap((entry) =>
      entry.tables.flatMap((table) =>
        table.rows
          .filter((row) => row.verdict !== 'pass')
          .map((row) => ({ calculator: entry.title, row })),
      ),
    ),
  };
}
