import { defaultFanInput } from '../fan/default-input.js';
import type { FanInput } from '../fan/schema.js';
import type { DuctSystemResult } from './calculate-duct-system.js';

/**
 * A fan input for a duct system's result: its fan airflow and, as the fan pressure, the fan total
 * pressure with the safety factor (no outlet area, so the fan calculator takes total = static).
 * Feed it to `calculateFan` for the shaft power and the motor.
 *
 * @param result - The result of `calculateDuctSystem`.
 * @param options - The fan total efficiency, %; default that of `defaultFanInput`.
 * @returns A complete fan input in the result's unit system.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "HVAC duct design procedures"; ASHRAE
 *   Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans"
 */
export function fanInputFromDuctSystem(
  result: DuctSystemResult,
  options: { readonly fanEfficiencyPercent?: number } = {},
): FanInput {
  const base = defaultFanInput(result.unitSystem);
  const { outletArea: _outletArea, ...rest } = base;
  return {
    ...rest,
    airflow: result.fan.airflow,
    fanStaticPressure: result.fan.fanTotalPressure,
    fanEfficiencyPercent: options.fanEfficiencyPercent ?? base.fanEfficiencyPercent,
  };
}
