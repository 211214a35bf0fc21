import type { UnitSystem } from '../units/index.js';
import type { EquipmentScheduleInput } from './schema.js';

/** The name a new schedule starts with. */
export const DEFAULT_SCHEDULE_NAME = 'Equipment schedule';

/**
 * A new, empty equipment schedule: a name and no rows, in the given unit system.
 *
 * @param unitSystem - The unit system of the schedule's numbers.
 * @returns A complete, valid schedule.
 * @example defaultEquipmentScheduleInput('Metric') //=> { calculationName: 'Equipment schedule', unitSystem: 'Metric', rows: [] }
 */
export function defaultEquipmentScheduleInput(unitSystem: UnitSystem): EquipmentScheduleInput {
  return { calculationName: DEFAULT_SCHEDULE_NAME, unitSystem, rows: [] };
}
