import type { FileCollectionName } from '@org/data';
import type { FileRouteSegment } from '../calculators/catalog';
import type { UnitSystem } from '@org/hvac-core/units';
import type { MethodStep } from '@org/ui';
import type { ComponentType } from 'react';
import type { CalculatorEngine } from './evaluate';
import type { Evaluation } from './use-evaluation';

/**
 * The plug-in contract: everything the shared workspace needs from one calculator, written once in
 * its folder's `definition.tsx`. Its name, route segment and collection are not here: they are its
 * record in `calculators/catalog.ts`. The workspace does the rest (routes, save / save as / rename,
 * drafts, unsaved-changes guard, snapshot check, damaged files, method, PDF report, print). See
 * README.md in this folder.
 *
 * `Draft` is the input as the form holds it (numbers may be blank while typing); `Input` is what the
 * engine's zod schema outputs; `Result` is what the engine returns.
 */
export interface CalculatorDefinition<
  Draft extends Record<string, unknown>,
  Input,
  Result,
> extends CalculatorEngine<Input, Result> {
  /** One paragraph under the heading: what it computes and after which method. */
  readonly intro: string;
  /**
   * The input fields a saved file stores at the top level of `data`, exactly as the spec names
   * them (plus any documented extra fields). Anything else in a draft is not saved.
   */
  readonly inputFields: readonly string[];
  /** A new calculation's input in a unit system (hvac-core's defaults). */
  createDraft(unitSystem: UnitSystem): Draft;
  /** Re-expresses a draft in another unit system, converting the values (hvac-core's convert). */
  convert(draft: Draft, unitSystem: UnitSystem): Draft;
  /**
   * The parsed input as a file stores it, when that differs from the parse (a bill's item totals
   * as the engine computes them); default the parsed input itself.
   */
  toStoredInput?(input: Input): Input;
  /**
   * The numbers of a result worth keeping in a saved file (`data.results`), by name: the spec's
   * result fields first. Compared on open to tell the user when the engine now gives other numbers.
   */
  snapshot(result: Result): ResultSnapshot;
  /** Labels and units of snapshot keys, for the "numbers changed" message; unknown keys show as is. */
  describeSnapshotKey(key: string, input: Input): { label: string; unit: string };
  /**
   * The snapshot keys of the key results, pinned at the bottom of a phone's screen (one or two);
   * default the snapshot's first key.
   */
  readonly summaryKeys?: readonly string[];
  /**
   * A name to suggest when saving, from the draft (its calculation or room name); '' when it has
   * none, and the workspace suggests the calculator's one name (its catalog title).
   */
  suggestFileName(draft: Draft): string;
  /** The report's inputs, results, warnings and notes (the PDF); the workspace adds the method. */
  report(input: Input, result: Result): ReportBody;
  /** The method, step by step with its references: under the editor and at the end of the report. */
  readonly method: readonly MethodStep[];
  /** The calculator's form and live results, controlled; it shows its own inline messages. */
  readonly Editor: ComponentType<CalculatorEditorProps<Draft, Input, Result>>;
}

/** A calculator as the workspace runs it: its definition with its identity from the catalog. */
export interface CalculatorModule<
  Draft extends Record<string, unknown>,
  Input,
  Result,
> extends CalculatorDefinition<Draft, Input, Result> {
  /** Route segment under /calculators and /projects/{id}/, from the calculator catalog. */
  readonly route: FileRouteSegment;
  /** The collection the calculator's files are saved in, from COLLECTIONS. */
  readonly collection: FileCollectionName;
  /** Its one name (the catalog's title): the page heading, menus, file lists. */
  readonly title: string;
}

/** Props the workspace passes to a calculator's editor. */
export interface CalculatorEditorProps<Draft, Input = unknown, Result = unknown> {
  /** The draft being edited; required. */
  value: Draft;
  /** Called with the whole new draft on every edit or unit switch; required. */
  onChange: (next: Draft) => void;
  /** The draft's one evaluation (parse and engine run), shared with save and report; required. */
  evaluation: Evaluation<Input, Result>;
}

/** Any calculator module (the catalog holds several kinds, each with its own types). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCalculatorModule = CalculatorModule<any, any, any>;

/** Loads one calculator's module: each is its own chunk, fetched when its page opens. */
export type CalculatorLoader = () => Promise<AnyCalculatorModule>;

/** Any calculator definition. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCalculatorDefinition = CalculatorDefinition<any, any, any>;

/** A validation message, with the field it belongs to when there is one. */
export interface WorkspaceIssue {
  readonly field?: string;
  readonly message: string;
}

/** Named numbers of a result, stored with a saved file. */
export type ResultSnapshot = Record<string, number>;

/** One labelled value of a report table. */
export interface ReportRow {
  readonly label: string;
  /** Already formatted ("1,234", "Cooling"); the report never formats engineering numbers itself. */
  readonly value: string;
  /** Unit after the value; '' for none. */
  readonly unit: string;
  /** Bold row (a total). */
  readonly emphasis?: boolean;
  /** A part of the row above (the lighting gain of the internal load): its label is indented. */
  readonly indent?: boolean;
}

/** A titled table of the report. */
export interface ReportSection {
  readonly title: string;
  readonly rows: readonly ReportRow[];
}

/** A column of a report table. */
export interface ReportTableColumn {
  /** Header text, unit included: "Airflow (cfm)". */
  readonly header: string;
  /** Right for numbers; default left. */
  readonly align?: 'left' | 'right';
  /** pdfmake width: '*' shares the free width, 'auto' fits the content, a number is pt; default '*'. */
  readonly width?: '*' | 'auto' | number;
}

/** A table with a header row (a schedule's equipment table): every cell already formatted. */
export interface ReportTable {
  readonly title: string;
  readonly columns: readonly ReportTableColumn[];
  /** One array of cells per row, in column order. */
  readonly rows: readonly (readonly string[])[];
  /** Rows printed bold after the others, such as a subtotal; default none. */
  readonly totalRows?: readonly (readonly string[])[];
}

/**
 * What a calculator puts in its report; the workspace adds its method and its heading, the
 * calculator's one name from the catalog (`reportContent`), so no report names itself differently
 * from the menu.
 */
export type ReportBody = Omit<ReportContent, 'method' | 'heading'> & {
  /** Said after the name in the heading, e.g. "cooling" for "Heat load (cooling)"; default none. */
  readonly headingDetail?: string;
};

/** Everything a report prints. */
export interface ReportContent {
  /** The calculator's one name (its catalog title), e.g. "Heat load (cooling)". */
  readonly heading: string;
  /** Unit system of every number in the report. */
  readonly unitSystem: UnitSystem;
  readonly inputs: readonly ReportSection[];
  readonly results: readonly ReportSection[];
  readonly warnings: readonly string[];
  /** Assumptions the result rests on. */
  readonly notes: readonly string[];
  readonly method: readonly MethodStep[];
  /** Page orientation of the PDF; default 'portrait'. Landscape suits wide tables. */
  readonly pageOrientation?: 'portrait' | 'landscape';
  /** Tables with a header row, printed after the results under `tablesHeading`; default none. */
  readonly tables?: readonly ReportTable[];
  /** Heading over `tables`; default 'Tables'. */
  readonly tablesHeading?: string;
  /**
   * Where `tables` print: after the results, before them (a bill's items, with the totals as the
   * results), or first, straight after the title (an equipment schedule, which is the deliverable
   * itself: its summary follows); default 'afterResults'.
   */
  readonly tablesPosition?: 'first' | 'beforeResults' | 'afterResults';
}
