import { Stack } from '@mantine/core';
import type { NumberFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { getAt, setAt } from './draft-path';
import { Fragment, type ReactNode } from 'react';
import { ChoiceSelect } from './ChoiceSelect';
import { FormSection } from './FormSection';
import { SegmentedChoice, type ChoiceOption } from './SegmentedChoice';
import {
  groupLegend,
  isChoiceItem,
  isFormPiece,
  isNumberItem,
  layoutItem,
  type FieldTable,
  type FormLayout,
  type LayoutFormState,
  type LayoutItem,
} from './form-layout';
import type { FieldErrors } from './evaluate';
import { NumberField } from './NumberField';
import classes from './calculator-form.module.css';

export interface LayoutFormProps<Fields extends FieldTable, Draft, Input, Field extends string> {
  /** The draft; required. */
  value: Draft;
  /** Called with the edited draft; required. */
  onChange: (next: Draft) => void;
  /** The messages to show now, by field; default none. */
  errors?: FieldErrors;
  /** Reveals a field's message once it is edited or left; default none. */
  onFieldTouch?: (field: Field) => void;
  /** The form as data: its groups, fields and choices; required. */
  layout: FormLayout<Fields, Draft, Input>;
  /** Help under a number instead of the table's, by field (where its value was taken from). */
  descriptions?: Readonly<Partial<Record<string, string>>>;
}

/** One item of a group: a number, a choice, or the layout's own piece. */
function renderItem<Fields extends FieldTable, Draft, Input>(
  layout: FormLayout<Fields, Draft, Input>,
  item: LayoutItem<Fields, Draft, Input>,
  form: LayoutFormState<Draft>,
  descriptions: Readonly<Partial<Record<string, string>>>,
): ReactNode {
  if (item.shown && !item.shown(form.draft)) return null;
  if (isNumberItem(item)) {
    const description = descriptions[item.number] ?? item.description;
    return (
      <NumberField
        {...form.field(item.number)}
        blankValue={
          typeof item.blankValue === 'function' ? item.blankValue(form.draft) : item.blankValue
        }
        {...(item.range && { range: item.range(form.draft) })}
        {...(description !== undefined && { description })}
      />
    );
  }
  if (isChoiceItem(item)) {
    const { draft } = form;
    const value = (draft as Readonly<Record<string, unknown>>)[item.choice];
    const options = typeof item.options === 'function' ? item.options(draft) : item.options;
    if (item.segmented) {
      const control = (
        <SegmentedChoice
          labelId={`${form.idOf(item.choice)}-label`}
          label={layout.fields[item.choice]?.label ?? item.choice}
          data={options as readonly ChoiceOption<string>[]}
          value={typeof value === 'string' ? value : (item.fallback ?? '')}
          onChange={(next) => {
            if (item.schema.safeParse(next).success) form.set(item.choice, next);
          }}
          stacked
        />
      );
      return item.wide ? <div className={classes.fullRow}>{control}</div> : control;
    }
    return (
      <ChoiceSelect
        id={form.idOf(item.choice)}
        label={layout.fields[item.choice]?.label}
        className={item.wide ? classes.fullRow : undefined}
        description={
          typeof item.description === 'function' ? item.description(draft) : item.description
        }
        value={value}
        fallback={item.fallback}
        schema={item.schema}
        data={options}
        onChange={(next) => form.set(item.choice, next)}
        error={form.errors[item.choice]}
      />
    );
  }
  const piece = item.render(form);
  // A piece that draws nothing for this draft leaves no empty row in the grid.
  if (piece === null || item.wide === false) return piece;
  return <div className={classes.fullRow}>{piece}</div>;
}

/** A calculator form drawn from its layout: each group that applies to the draft, its fields in a grid, and its pieces. */
export function LayoutForm<Fields extends FieldTable, Draft, Input, Field extends string>({
  layout,
  descriptions = {},
  ...props
}: LayoutFormProps<Fields, Draft, Input, Field>) {
  const { value, onChange, errors = {} } = props;
  // The layout names the draft's fields (Field) as strings.
  const touch = props.onFieldTouch as ((field: string) => void) | undefined;
  // A field's name is its path in the draft: 'airflow', or 'suction.npshRequired' in a part of it.
  const set = (name: string, fieldValue: unknown): void => {
    touch?.(name);
    onChange(setAt(value, name.split('.'), fieldValue));
  };
  const unitSystem = (value as { readonly unitSystem?: UnitSystem }).unitSystem ?? 'Imperial';
  const state: LayoutFormState<Draft> = {
    draft: value,
    errors,
    idOf: layout.idOf,
    set,
    touch,
    unitSystem,
    change: onChange,
    field: (name) => ({
      // The layout's number items name only the table's numeric fields.
      spec: layout.fields[name] as NumberFieldSpec,
      id: layout.idOf(name),
      name,
      unitSystem,
      value: getAt(value, name.split('.')),
      // A cleared number is left out of the draft where the layout says so (the schema's default).
      onChange: (next) => set(name, next === '' && layout.blankIsMissing ? undefined : next),
      onBlur: () => touch?.(name),
      error: errors[name],
    }),
  };

  return (
    <Stack gap="md">
      {layout.groups.map((part, index) => {
        if (isFormPiece(part)) return <Fragment key={index}>{part.piece(state)}</Fragment>;
        if (part.shown && !part.shown(value)) return null;
        return (
          <FormSection key={index} legend={groupLegend(part, value)} columns={part.columns ?? 2}>
            {part.items.map((item, itemIndex) => (
              <Fragment key={itemIndex}>
                {renderItem(layout, layoutItem(item), state, descriptions)}
              </Fragment>
            ))}
          </FormSection>
        );
      })}
    </Stack>
  );
}
