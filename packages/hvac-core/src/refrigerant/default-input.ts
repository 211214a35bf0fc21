import type { UnitSystem } from '../units/unit-system.js';
import type { RefrigerantLineInput } from './schema.js';

/**
 * A typical first case for a form: the horizontal suction line of a 5-ton (17.5 kW) R-410A split
 * system, 40 °F (5 °C) evaporating and 105 °F (40 °C) condensing, 10 °F (5 K) superheat and
 * subcooling, 60 ft (18 m) of drawn ACR tube with four standard elbows, allowed penalty 2 °F (1 K).
 * Metric values are round numbers of their own, not conversions of the Imperial ones.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 * @example defaultRefrigerantLineInput('Metric').capacity //=> 17500
 */
export function defaultRefrigerantLineInput(unitSystem: UnitSystem): RefrigerantLineInput {
  const common = {
    calculationName: 'Suction line',
    refrigerant: 'R410A',
    lineType: 'suction',
    orientation: 'horizontal',
    tubeSeries: 'acrDrawn',
    verticalRise: 0,
    additionalEquivalentLength: 0,
    fittings: [{ id: 'elbows', type: 'elbow90Standard', quantity: 4 }],
  } as const;
  if (unitSystem === 'Metric') {
    return {
      ...common,
      fittings: [...common.fittings],
      unitSystem,
      capacity: 17_500,
      evaporatingTemperature: 5,
      condensingTemperature: 40,
      superheat: 5,
      subcooling: 5,
      straightLength: 18,
      allowedTemperaturePenalty: 1,
    };
  }
  return {
    ...common,
    fittings: [...common.fittings],
    unitSystem,
    capacity: 60_000,
    evaporatingTemperature: 40,
    condensingTemperature: 105,
    superheat: 10,
    subcooling: 10,
    straightLength: 60,
    allowedTemperaturePenalty: 2,
  };
}
