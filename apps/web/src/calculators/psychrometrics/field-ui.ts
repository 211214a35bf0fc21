import { fieldElementId } from '../../calculator-kit/field-element-id';

/** The id of the input at a draft path, e.g. ['states', 0, 'spec', 'dryBulb'] → "psychrometric-states-0-spec-dryBulb". */
export function psychrometricFieldId(path: readonly (string | number)[]): string {
  return fieldElementId('psychrometric', path);
}
