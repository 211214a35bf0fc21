import { UnitInput, type UnitInputProps } from '@org/ui';
import { draftNumber } from '../../workspace/field-ui';
import { acousticFieldId, pathKey, type DraftPath } from './field-ui';

export interface AcousticNumberInputProps extends Omit<
  UnitInputProps,
  'id' | 'value' | 'onChange' | 'error'
> {
  /** The field's draft path (['room', 'distance']): its id and its message; required. */
  path: DraftPath;
  /** The draft's raw value (number, numeric string, blank); required. */
  value: unknown;
  /** Called with the new number, or '' when cleared (the text as typed with `keepText`); required. */
  onChange: (next: number | string) => void;
  /** Messages by path key; required. */
  errors: Readonly<Record<string, string>>;
  /** Keeps text that is not a number, so that the schema says why ("must be a number"); default false. */
  keepText?: boolean;
}

/** A numeric field of the duct-noise draft at a path, with its message under it. */
export function AcousticNumberInput({
  path,
  value,
  onChange,
  errors,
  keepText = false,
  ...input
}: AcousticNumberInputProps) {
  return (
    <UnitInput
      id={acousticFieldId(path)}
      value={draftNumber(value)}
      onChange={(next, text) => onChange(next ?? (keepText ? text.trim() : ''))}
      error={errors[pathKey(path)]}
      {...input}
    />
  );
}
