import type { UnitSystem } from '@org/hvac-core/units';
import type { ResultRow } from '@org/ui';
import { reportRow, resultRow, type ResultFields } from './result-rows';
import type { ReportRow } from './types';

/**
 * `resultRow` bound to one result table and unit system, for a results card that lists many rows:
 * `const row = resultRowFor(FAN_RESULT_SPECS, system); row('shaftPower', result.shaftPower)`.
 */
export function resultRowFor<Fields extends ResultFields>(fields: Fields, unitSystem: UnitSystem) {
  return (
    key: keyof Fields & string,
    value: number | null,
    row?: Parameters<typeof resultRow>[4],
  ): ResultRow => resultRow(fields, key, value, unitSystem, row);
}

/** `reportRow` bound to one result table and unit system, for a report's result sections. */
export function reportRowFor<Fields extends ResultFields>(fields: Fields, unitSystem: UnitSystem) {
  return (
    key: keyof Fields & string,
    value: number | null,
    row?: Parameters<typeof reportRow>[4],
  ): ReportRow => reportRow(fields, key, value, unitSystem, row);
}
