import type { UnitSystem } from '../units/index.js';
import type { AdditionalWindow, HeatLoadInput } from './schema.js';

/**
 * A typical small office, for a form's initial values: three people at moderately active office
 * work in about 300 ft² (28 m²), a 9 ft (2.7 m) ceiling, an insulated wall with a south window, a
 * roof above, summer design conditions of 95 °F / 40 % outdoors and 75 °F / 50 % indoors
 * (35 °C and 24 °C in Metric), lighting about 1 W/ft² (10 W/m²) and ventilation to ASHRAE 62.1
 * office rates. Metric values are round numbers of their own, not conversions of the Imperial ones.
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input in Cooling mode.
 * @example defaultHeatLoadInput('Metric').indoorTemp //=> 24
 */
export function defaultHeatLoadInput(unitSystem: UnitSystem): HeatLoadInput {
  const common = {
    calculationMode: 'Cooling',
    roomName: 'Office',
    numPeople: 3,
    lightingLoad: 300,
    equipmentLoad: 450,
    activityLevel: 'moderatelyActiveOfficeWork',
    ventilationSpaceType: 'officeSpace',
    outdoorRelativeHumidity: 40,
    indoorRelativeHumidity: 50,
    windowShgc: 0.4,
    windowOrientation: 'S',
    additionalWindows: [] as AdditionalWindow[],
    infiltrationAch: 0,
    safetyFactorPercent: 0,
    creditInternalGainsInHeating: false,
  } as const;
  if (unitSystem === 'Metric') {
    return {
      ...common,
      unitSystem,
      outdoorTemp: 35,
      indoorTemp: 24,
      wallArea: 37,
      wallUValue: 0.45,
      windowArea: 7.5,
      windowUValue: 2.8,
      roofArea: 28,
      roofUValue: 0.28,
      ventilationRate: 17,
      floorArea: 28,
      ceilingHeight: 2.7,
    };
  }
  return {
    ...common,
    unitSystem,
    outdoorTemp: 95,
    indoorTemp: 75,
    wallArea: 400,
    wallUValue: 0.08,
    windowArea: 80,
    windowUValue: 0.5,
    roofArea: 300,
    roofUValue: 0.05,
    ventilationRate: 35,
    floorArea: 300,
    ceilingHeight: 9,
  };
}
