import type { UnitSystem } from '@org/hvac-core/units';
import { errorKey, type DraftPath } from './draft-path';
import { fieldElementId } from './field-element-id';
import { NumberField, type NumberFieldProps } from './NumberField';

/** What every number of a nested draft reads: where its id comes from, the units, its messages. */
export interface DraftFieldContext {
  /** The calculator's id prefix: 'duct-system' gives `duct-system-sections-2-length`. */
  readonly idPrefix: string;
  readonly unitSystem: UnitSystem;
  /** Messages to show now, by error key ('sections.2.length'). */
  readonly errors: Readonly<Partial<Record<string, string>>>;
  /** Reveals the message of an error key once its field is edited or left; default none. */
  readonly touch?: (key: string) => void;
}

export interface DraftNumberFieldProps extends Omit<
  NumberFieldProps,
  'id' | 'name' | 'unitSystem' | 'error' | 'onBlur'
> {
  /** Id prefix, unit system, messages and touch; required. */
  context: DraftFieldContext;
  /** The field's path in the draft (['sections', 2, 'length']): its id, name and message; required. */
  path: DraftPath;
}

/** The message to show now under the field at `path` of a nested draft, if any. */
export function draftFieldError(context: DraftFieldContext, path: DraftPath): string | undefined {
  return context.errors[errorKey(path)];
}

/** Reveals the message of the field at `path` (once it is edited or left). */
export function touchDraftField(context: DraftFieldContext, path: DraftPath): void {
  context.touch?.(errorKey(path));
}

/**
 * One number of a nested draft at a path, as the engine's field table describes it: its id is the
 * calculator's prefix and the path joined by "-" (`fieldElementId`), its name and error key the path
 * joined by ".", and editing or leaving it reveals its message.
 */
export function DraftNumberField({ context, path, onChange, ...field }: DraftNumberFieldProps) {
  const key = errorKey(path);
  return (
    <NumberField
      {...field}
      id={fieldElementId(context.idPrefix, path)}
      name={key}
      unitSystem={context.unitSystem}
      onChange={(next) => {
        touchDraftField(context, path);
        onChange(next);
      }}
      onBlur={() => touchDraftField(context, path)}
      error={draftFieldError(context, path)}
    />
  );
}
