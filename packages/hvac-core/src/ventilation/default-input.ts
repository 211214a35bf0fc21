import type { UnitSystem } from '../units/index.js';
import type { VentilationInput } from './schema.js';

/**
 * A typical private office, for a form's initial values: 12 × 15 ft with a 9 ft ceiling (3.6 × 4.5 m,
 * 2.7 m in Metric) at 6 air changes per hour, the low end of the usual office range; the 62.1 fields
 * start at office space with ceiling supply of cool air (Ez = 1.0) and the default occupant density;
 * the hood fields at a 10 ft (3 m) wall-mounted canopy over medium-duty appliances.
 * Metric values are round numbers of their own, not conversions of the Imperial ones.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input in mode `airChanges`.
 * @example defaultVentilationInput('Metric').roomHeight //=> 2.7
 */
export function defaultVentilationInput(unitSystem: UnitSystem): VentilationInput {
  const common = {
    calculationName: '',
    mode: 'airChanges',
    airChangesPerHour: 6,
    occupancyCategory: 'officeSpace',
    airDistributionConfiguration: 'ceilingSupplyCool',
    spaceType: 'office',
    hoodStyle: 'wallCanopy',
    applianceDuty: 'medium',
  } as const;
  if (unitSystem === 'Metric') {
    return {
      ...common,
      unitSystem,
      roomWidth: 3.6,
      roomLength: 4.5,
      roomHeight: 2.7,
      hoodLength: 3,
    };
  }
  return { ...common, unitSystem, roomWidth: 12, roomLength: 15, roomHeight: 9, hoodLength: 10 };
}
