import type { UnitSystem } from '../units/index.js';
import type { FanInput } from './schema.js';

/**
 * A typical air-handler supply fan, for a form's initial values: 10,000 cfm at 2 in. wg fan static
 * pressure (5000 L/s at 500 Pa in Metric) with a 65 % total efficiency, a 4 ft² (0.4 m²) outlet,
 * direct drive, a 90 % motor and no sizing margin. Metric values are round numbers of their own, not
 * conversions of the Imperial ones. No speed or diameter change is entered.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 * @example defaultFanInput('Metric').airflow //=> 5000
 */
export function defaultFanInput(unitSystem: UnitSystem): FanInput {
  const common = {
    calculationName: '',
    efficiencyBasis: 'total',
    fanEfficiencyPercent: 65,
    driveEfficiencyPercent: 100,
    motorEfficiencyPercent: 90,
    motorSizingMarginPercent: 0,
  } as const;
  return unitSystem === 'Metric'
    ? { ...common, unitSystem, airflow: 5000, fanStaticPressure: 500, outletArea: 0.4 }
    : { ...common, unitSystem, airflow: 10_000, fanStaticPressure: 2, outletArea: 4 };
}
