import { UnitInput, type UnitInputProps } from '@org/ui';
import { draftNumber } from '../../workspace/field-ui';
import type { FieldErrors } from '../../workspace/evaluate';
import { energyFieldId } from './field-ui';

export interface EnergyNumberInputProps extends Omit<
  UnitInputProps,
  'id' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  /** The field's path in the draft ('heating.designHeatLoss'): its id, message and touch; required. */
  path: string;
  /** The draft's raw value (number, numeric string, blank); required. */
  value: unknown;
  /** Called with the new number, or '' when the field is cleared or not a number; required. */
  onChange: (next: number | '') => void;
  /** Messages to show under fields, by path; default none. */
  errors?: FieldErrors;
  /** Called with the path when the field is left, to reveal its message; default none. */
  onFieldTouch?: (path: string) => void;
}

/** A numeric field of the energy draft at a path, with its message under it. */
export function EnergyNumberInput({
  path,
  value,
  onChange,
  errors = {},
  onFieldTouch,
  ...input
}: EnergyNumberInputProps) {
  return (
    <UnitInput
      id={energyFieldId(path)}
      value={draftNumber(value)}
      onChange={(next) => onChange(next ?? '')}
      onBlur={() => onFieldTouch?.(path)}
      error={errors[path]}
      {...input}
    />
  );
}
