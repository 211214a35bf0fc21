import type { EnergyFieldSpec } from '@org/hvac-core/energy';
import type { NumberFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import type { DraftFieldContext } from '../../calculator-kit/DraftNumberField';
import type { FieldErrors } from '../../calculator-kit/evaluate';
import { fieldElementId } from '../../calculator-kit/field-element-id';

const ENERGY_ID_PREFIX = 'energy';

/** The id of a field's input from its path: 'heating.designHeatLoss' → 'energy-heating-designHeatLoss'. */
export function energyFieldId(path: string): string {
  return fieldElementId(ENERGY_ID_PREFIX, path);
}

/** What every numeric field of the energy forms reads: the unit system and the messages by path. */
export interface EnergyFieldContext {
  readonly unitSystem: UnitSystem;
  /** Messages to show under fields, by path; default none. */
  readonly errors?: FieldErrors;
  /** Called with a field's path when it is edited or left, to reveal its message; default none. */
  readonly onFieldTouch?: (path: string) => void;
}

/** The kit's context of the energy form's numbers (`DraftNumberField`): `energy-` ids by path. */
export function energyDraftContext({
  unitSystem,
  errors = {},
  onFieldTouch,
}: EnergyFieldContext): DraftFieldContext {
  return { idPrefix: ENERGY_ID_PREFIX, unitSystem, errors, touch: onFieldTouch };
}

/**
 * A field's description with the form's own unit (a price in the input's currency) or arrow-key
 * step (whole AFUE percent), where it gives one.
 */
export function withFormUnit(
  spec: EnergyFieldSpec,
  { unit, step }: { readonly unit?: string; readonly step?: number },
): NumberFieldSpec {
  return {
    ...spec,
    ...(unit === undefined ? {} : { unit: { fixed: unit } }),
    ...(step === undefined ? {} : { step }),
  };
}
