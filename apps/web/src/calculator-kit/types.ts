import type { FileCollectionName } from '@org/data';
import type { UnitSystem } from '@org/hvac-core/units';
import type { MethodStep } from '@org/ui';
import type { ComponentType } from 'react';
import type { ReportBody } from '../report/types';
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
   * The key results pinned at the bottom of a phone's screen, worded, rounded and in the units of
   * the results card; default the snapshot's `summaryKeys`, for a calculator whose snapshot is in
   * the page's units. One whose snapshot is in SI (building load, energy) or exact where the card
   * rounds (the NC rating) gives its own, so the bar never says what the card does not.
   */
  summary?(input: Input, result: Result): readonly SummaryItem[];
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
  readonly route: string;
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

/** One key result as the phone's summary bar shows it: "Building block peak" "18,316 Btu/h". */
export interface SummaryItem {
  readonly key: string;
  readonly label: string;
  /** The number with its unit, as the results card shows it. */
  readonly value: string;
}

/** Named numbers of a result, stored with a saved file. */
export type ResultSnapshot = Record<string, number>;
