import { savedInputsOfDomain } from '../saved-inputs-of-domain';
import {
  DuctSystemInputSchema,
  calculateDuctSystemInput,
  fanInputFromDuctSystem,
} from '@org/hvac-core/duct-system';
import { convertFanInput } from '@org/hvac-core/fan';
import type { UnitSystem } from '@org/hvac-core/units';

/** The fields a duct system's duty fills in the fan calculator. */
export const DUCT_SYSTEM_DUTY_FIELDS = ['airflow', 'fanStaticPressure'] as const;

/**
 * The fan duty of a saved duct system in the fan calculator's units: its fan airflow, and as the fan
 * pressure its fan total pressure with the safety factor, as hvac-core's `fanInputFromDuctSystem`
 * makes them (to be used with no outlet area, so that the calculator takes total = static). The
 * system is recomputed from the saved inputs.
 *
 * @throws {ZodError} If the saved inputs are not a valid duct system.
 * @throws {RangeError} If the system carries no air.
 */
export function fanDutyFromDuctSystem(
  data: unknown,
  unitSystem: UnitSystem,
): { airflow: number; fanStaticPressure: number } {
  const result = calculateDuctSystemInput(DuctSystemInputSchema.parse(data));
  if (!(result.fan.airflow > 0 && result.fan.fanTotalPressure > 0))
    throw new RangeError('the duct system has no airflow or no pressure to give a fan duty');
  const fan = convertFanInput(fanInputFromDuctSystem(result), unitSystem);
  return { airflow: fan.airflow, fanStaticPressure: fan.fanStaticPressure };
}

/** The project's duct-system files with the inputs they store. */
export const ductSystemFilesOf = savedInputsOfDomain('duct-system');
