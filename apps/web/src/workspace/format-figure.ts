import type { UnitSystem } from '@org/hvac-core/units';
import { formatResultNumber, type ResultFields } from './result-rows';

/**
 * A formatter of result numbers bound to one result table and unit system, for the figures a
 * calculator writes into tables and sentences at its fields' decimals:
 * `const figure = figureFor(PIPE_RESULT_SPECS, system); figure('velocity', 3.0612) //=> '3.06'`.
 * `fixed` keeps the trailing zeros ("2.50").
 */
export function figureFor<Fields extends ResultFields>(fields: Fields, unitSystem: UnitSystem) {
  return (key: keyof Fields & string, value: number, fixed = false): string =>
    // The key names a field of the table.
    formatResultNumber(fields[key] as Fields[string], value, unitSystem, fixed);
}
