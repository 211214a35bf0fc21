import type { NumberFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { Fragment, type ReactNode } from 'react';
import {
  DraftNumberField,
  type DraftNumberFieldProps,
} from '../../calculator-kit/DraftNumberField';
import type { DraftPath } from '../../calculator-kit/draft-path';
import { BUILDING_ID_PREFIX } from './field-id';

/** What `rowFieldProps` reads: one row of the draft, where it sits, its field table and its setter. */
export interface BuildingRowFieldsContext<Field extends string> {
  /** The engine's field table of the row (`BUILDING_ROOM_FIELD_SPECS`, …). */
  readonly fields: Readonly<Record<Field, NumberFieldSpec>>;
  /** The row being edited: a room, a window, the site… */
  readonly row: { readonly [Name in NoInfer<Field>]?: unknown };
  /** The draft path of the row (['rooms', 0]). */
  readonly path: DraftPath;
  readonly unitSystem: UnitSystem;
  /** The engine's messages by path key, each shown at once (the building form reveals no later). */
  readonly errors: Readonly<Record<string, string>>;
  /** Sets one field of the row: a number, '' when cleared, or the text typed when not a number. */
  readonly set: (field: Field, value: number | string) => void;
}

/**
 * The kit's `DraftNumberField` props of each numeric field of a row, from the engine's field table:
 * `<DraftNumberField {...field('floorArea')} />` (a later prop, such as a numbered label, overrides).
 * Ids are `bl-` and the path (`bl-rooms-0-floorArea`), names and message keys the path joined by ".".
 */
export function rowFieldProps<Field extends string>({
  fields,
  row,
  path,
  unitSystem,
  errors,
  set,
}: BuildingRowFieldsContext<Field>): (field: Field) => DraftNumberFieldProps {
  const context = { idPrefix: BUILDING_ID_PREFIX, unitSystem, errors };
  return (field) => ({
    context,
    path: [...path, field],
    spec: fields[field],
    value: row[field],
    onChange: (next) => set(field, next),
  });
}

/**
 * A row's numeric fields in order, each after the controls `before` puts ahead of it (a preset
 * before the value it sets), as separate children: a `Group` with `grow` sizes them by their count.
 */
export function rowFieldList<Field extends string>(
  field: (name: Field) => DraftNumberFieldProps,
  names: readonly Field[],
  before: Partial<Record<Field, ReactNode>> = {},
): ReactNode[] {
  return names.map((name) =>
    before[name] === undefined ? (
      <DraftNumberField key={name} {...field(name)} />
    ) : (
      <Fragment key={name}>
        {before[name]}
        <DraftNumberField {...field(name)} />
      </Fragment>
    ),
  );
}
