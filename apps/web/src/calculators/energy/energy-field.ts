import type { EnergyFieldSpec } from '@org/hvac-core/energy';
import type { UnitSystem } from '@org/hvac-core/units';
import type { FieldErrors } from '../../calculator-kit/evaluate';
import type { NumberFieldProps } from '../../calculator-kit/NumberField';

/** The id of a field's input from its path: 'heating.designHeatLoss' → 'energy-heating-designHeatLoss'. */
export function energyFieldId(path: string): string {
  return `energy-${path.replace(/\./g, '-')}`;
}

/** What every numeric field of the energy forms reads: the unit system and the messages by path. */
export interface EnergyFieldContext {
  readonly unitSystem: UnitSystem;
  /** Messages to show under fields, by path; default none. */
  readonly errors?: FieldErrors;
  /** Called with a field's path when it is left, to reveal its message; default none. */
  readonly onFieldTouch?: (path: string) => void;
}

/** What one field adds to its table entry: a numbered label, a unit in the currency, a help of its own. */
export interface EnergyFieldWording {
  readonly label?: string;
  readonly unit?: string;
  readonly step?: number;
  readonly description?: string;
  readonly blankValue?: number | string;
}

/**
 * The props of a `NumberField` of the energy draft at `path`, described by `spec` of the engine's
 * field tables; `set` stores the new number, or '' when the field is cleared or not a number.
 */
export function energyField(
  context: EnergyFieldContext,
  { helpByUnitSystem, ...spec }: EnergyFieldSpec,
  path: string,
  value: unknown,
  set: (next: number | '') => void,
  { unit, step, ...wording }: EnergyFieldWording = {},
): NumberFieldProps {
  const help = helpByUnitSystem?.[context.unitSystem] ?? spec.help;
  return {
    spec: {
      ...spec,
      ...(help === undefined ? {} : { help }),
      ...(unit === undefined ? {} : { unit: { fixed: unit } }),
      ...(step === undefined ? {} : { step }),
    },
    id: energyFieldId(path),
    name: path,
    unitSystem: context.unitSystem,
    value,
    onChange: (next) => set(typeof next === 'number' ? next : ''),
    onBlur: () => context.onFieldTouch?.(path),
    error: context.errors?.[path],
    ...wording,
  };
}
