import type { EqualFrictionSchedule } from '../duct/equal-friction.js';
import { defaultFanInput } from './default-input.js';
import type { FanInput } from './schema.js';

/** What to add to a duct schedule to make a fan duty. */
export interface FanFromDuctOptions {
  /**
   * Pressure drops outside the sized ducts (coil, filter, return path, terminals), in. wg | Pa, added
   * to the critical path. Default: the component losses of the schedule's Manual D worksheet, or 0.
   */
  readonly componentPressureLoss?: number;
  /** Fan total efficiency, %; default that of {@link defaultFanInput}. */
  readonly fanEfficiencyPercent?: number;
}

/**
 * A fan input for the duct system an equal-friction schedule sizes: the airflow of its first
 * sections (those without an upstream section; each section's airflow is its velocity × area) and,
 * as the fan static pressure, the critical path's pressure loss plus the losses outside the ducts.
 * Feed it to `calculateFan` for the brake power and the motor.
 *
 * @param schedule - The result of `equalFrictionSchedule`.
 * @param options - Pressure drops to add and the fan efficiency.
 * @returns A complete fan input in the schedule's unit system (no outlet area, so total = static).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21, "HVAC duct design procedures" (the critical path sets the fan pressure); ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans"
 * @example fanInputFromDuctSchedule(equalFrictionSchedule({ targetFriction: 0.1, sections: [{ id: 'A', airflow: 2000, ductLength: 100 }] })).airflow //=> 2000
 */
export function fanInputFromDuctSchedule(
  schedule: EqualFrictionSchedule,
  options: FanFromDuctOptions = {},
): FanInput {
  const base = defaultFanInput(schedule.unitSystem);
  const litresPerCubicMetre = schedule.unitSystem === 'Metric' ? 1000 : 1;
  const airflow = schedule.sections
    .filter((section) => section.parentId === undefined)
    .reduce(
      (sum, section) => sum + section.result.velocity * section.result.area * litresPerCubicMetre,
      0,
    );
  const components =
    options.componentPressureLoss ?? schedule.frictionRateDesign?.totalComponentLosses ?? 0;
  const { outletArea: _outletArea, ...rest } = base;
  return {
    ...rest,
    airflow,
    fanStaticPressure: schedule.criticalPathPressureLoss + components,
    fanEfficiencyPercent: options.fanEfficiencyPercent ?? base.fanEfficiencyPercent,
  };
}
