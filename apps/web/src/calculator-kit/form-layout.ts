import type { NativeSelectProps } from '@mantine/core';
import type { InputFieldSpec, NumberFieldOf } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { ReportRow, ReportSection } from '../report/types';
import type { FieldErrors } from './evaluate';
import type { NumberFieldProps } from './NumberField';

/** An engine field table (`X_FIELD_SPECS`). */
export type FieldTable = Readonly<Record<string, InputFieldSpec>>;

/** A choice's options as the select takes them: values and words, or under group headings. */
export type LayoutOptions = NonNullable<NativeSelectProps['data']>;

/** When an item applies, the same for the draft and its parsed input (a shape's own field). */
interface ItemCondition<Draft, Input> {
  /** Whether the form shows the item and the report lists it; default always. */
  readonly shown?: (values: Draft | Input) => boolean;
}

/** A number of the field table, drawn by `NumberField` and reported with its unit. */
export interface NumberItem<Fields extends FieldTable, Draft, Input> extends ItemCondition<
  Draft,
  Input
> {
  readonly number: NumberFieldOf<Fields> & string;
  /** What the calculation uses while the field is empty, under it ("from the efficiency"). */
  readonly blankValue?: string | number | ((draft: Draft) => string | number);
  /** The report's words for the field left out; default the layout's `reportBlank`. */
  readonly reportBlank?: string | ((input: Input) => string);
  /** Whether the report lists the field for this input; default always. */
  readonly reported?: (input: Input) => boolean;
  /** Help under the field instead of the table's; default the table's. */
  readonly description?: string;
  /** The valid range where it depends on other fields (a fluid's temperatures); default the table's. */
  readonly range?: (draft: Draft) => { readonly min: number; readonly max: number };
}

/** A choice among the engine's options, drawn by `ChoiceSelect` under the table's label. */
export interface ChoiceItem<Fields extends FieldTable, Draft, Input> extends ItemCondition<
  Draft,
  Input
> {
  readonly choice: keyof Fields & string;
  /** Help under the select, or from the draft (the chosen row's details); default none. */
  readonly description?: string | ((draft: Draft) => string | undefined);
  /** The engine's schema of the choice: only what it accepts reaches the draft. */
  readonly schema: ZodType<string>;
  /** The options, or from the draft (a duty's rate under the chosen hood). */
  readonly options: LayoutOptions | ((draft: Draft) => LayoutOptions);
  /** The option shown while the draft holds none; default '' (none chosen). */
  readonly fallback?: string;
  /** Takes the whole row of the group's grid; default one cell. */
  readonly wide?: boolean;
  /** Drawn as a segmented control (a few short options, no groups); default a select. */
  readonly segmented?: boolean;
  /** The choice as the report words it. */
  readonly report: (input: Input) => string;
  /** Whether the report lists the choice for this input; default always. */
  readonly reported?: (input: Input) => boolean;
}

/** What a piece of a form's own (a checkbox, a list, a note) is drawn from. */
export interface LayoutFormState<Draft> {
  readonly draft: Draft;
  readonly unitSystem: UnitSystem;
  readonly errors: FieldErrors;
  /** Replaces the whole draft (a choice that sets two fields). */
  readonly change: (next: Draft) => void;
  /** Writes one field of the draft and reveals its message. */
  readonly set: (field: string, value: unknown) => void;
  readonly touch?: (field: string) => void;
  readonly idOf: (field: string) => string;
  /** The props of a numeric field of the table, as the layout's number items get them. */
  readonly field: (field: string) => NumberFieldProps;
}

/** A piece a field table cannot describe, with the rows it adds to the report. */
export interface CustomItem<Draft, Input> extends ItemCondition<Draft, Input> {
  readonly render: (form: LayoutFormState<Draft>) => ReactNode;
  /** Its rows on the report; default none. */
  readonly reportRows?: (input: Input) => readonly ReportRow[];
  /** Takes the whole row of the group's grid; default true. */
  readonly wide?: boolean;
}

export type LayoutItem<Fields extends FieldTable, Draft, Input> =
  NumberItem<Fields, Draft, Input> | ChoiceItem<Fields, Draft, Input> | CustomItem<Draft, Input>;

/** An item of a group as written: a number field's name alone stands for its plain item. */
export type WrittenItem<Fields extends FieldTable, Draft, Input> =
  (NumberFieldOf<Fields> & string) | LayoutItem<Fields, Draft, Input>;

/** The item a written one stands for. */
export function layoutItem<Fields extends FieldTable, Draft, Input>(
  written: WrittenItem<Fields, Draft, Input>,
): LayoutItem<Fields, Draft, Input> {
  return typeof written === 'string' ? { number: written } : written;
}

/** One fieldset of the form and the report section of the same title. */
export interface FormGroup<Fields extends FieldTable, Draft, Input> {
  /** The legend, the same for the draft and its parsed input (a mode's wording). */
  readonly legend: string | ((values: Draft | Input) => string);
  /** Columns of the group's grid from the xs breakpoint up; default 2. */
  readonly columns?: number;
  /** Whether the group applies (a mode's own fields); default always. */
  readonly shown?: (values: Draft | Input) => boolean;
  readonly items: readonly WrittenItem<Fields, Draft, Input>[];
}

/** A part of the form outside the groups (a helper panel, a list of rows), with its own report sections. */
export interface FormPiece<Draft, Input> {
  readonly piece: (form: LayoutFormState<Draft>) => ReactNode;
  /** Its sections on the report; default none. */
  readonly reportSections?: (input: Input) => readonly ReportSection[];
}

/** A group of fields or a piece of the form's own, in the form's order. */
export type FormPart<Fields extends FieldTable, Draft, Input> =
  FormGroup<Fields, Draft, Input> | FormPiece<Draft, Input>;

/** Whether a part of the form is a piece of its own rather than a group of fields. */
export function isFormPiece<Fields extends FieldTable, Draft, Input>(
  part: FormPart<Fields, Draft, Input>,
): part is FormPiece<Draft, Input> {
  return 'piece' in part;
}

/**
 * A calculator form written once as data: its groups of fields in order, from which `LayoutForm`
 * draws the form and `layoutInputSections` writes the report's inputs (issue 39, step 4).
 */
export interface FormLayout<Fields extends FieldTable, Draft, Input> {
  /** The engine's field table: labels, units, ranges. */
  readonly fields: Fields;
  /** The id of a field's input, for labels, focus links and tests. */
  readonly idOf: (field: string) => string;
  readonly groups: readonly FormPart<Fields, Draft, Input>[];
  /** The report's words for a number left out; default '—'. */
  readonly reportBlank?: string;
  /** A cleared number is left out of the draft, so the schema's default applies; default kept as ''. */
  readonly blankIsMissing?: boolean;
}

/** Whether an item is a number of the table, a choice, or a piece of its own. */
export function isNumberItem<Fields extends FieldTable, Draft, Input>(
  item: LayoutItem<Fields, Draft, Input>,
): item is NumberItem<Fields, Draft, Input> {
  return 'number' in item;
}

export function isChoiceItem<Fields extends FieldTable, Draft, Input>(
  item: LayoutItem<Fields, Draft, Input>,
): item is ChoiceItem<Fields, Draft, Input> {
  return 'choice' in item;
}

/** A group's legend for these values. */
export function groupLegend<Fields extends FieldTable, Draft, Input>(
  group: FormGroup<Fields, Draft, Input>,
  values: Draft | Input,
): string {
  return typeof group.legend === 'string' ? group.legend : group.legend(values);
}
