import type { UnitSystem } from '../units/unit-system.js';
import type { EnergyCostInputDraft } from './schema.js';

/**
 * A typical first comparison for a form: a house with a 60 000 Btu/h (17.6 kW) design heat loss at
 * 70 °F indoors and 5 °F outdoors (21 °C / −15 °C), 5000 °F·day (2800 K·day) of heating, a 3-ton
 * (10.5 kW) cooling load for 1000 full-load hours; a 95 % AFUE gas furnace with a SEER2 14.3 air
 * conditioner against an HSPF2 7.5 / SEER2 15.2 heat pump. Prices are placeholders to edit: $0.16/kWh,
 * $1.40/therm (Imperial) or €0.30/kWh, €0.10/kWh of gas (Metric).
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns A complete, valid input.
 * @example defaultEnergyCostInput('Metric').heating?.designHeatLoss //=> 17600
 */
export function defaultEnergyCostInput(unitSystem: UnitSystem): EnergyCostInputDraft {
  const options = [
    {
      id: 'furnace',
      name: 'Gas furnace + AC',
      heatingFuel: 'naturalGas',
      heatingRating: 'afue',
      heatingEfficiency: 95,
      coolingRating: 'seer2',
      coolingEfficiency: 14.3,
      installedCost: 9000,
    },
    {
      id: 'heatPump',
      name: 'Heat pump',
      heatingFuel: 'heatPump',
      heatingRating: 'hspf2',
      heatingEfficiency: 7.5,
      coolingRating: 'seer2',
      coolingEfficiency: 15.2,
      installedCost: 12_000,
    },
  ] as const;
  if (unitSystem === 'Metric') {
    return {
      calculationName: 'Furnace vs heat pump',
      unitSystem,
      heating: {
        method: 'degreeDays',
        designHeatLoss: 17_600,
        indoorDesignTemperature: 21,
        outdoorDesignTemperature: -15,
        heatingDegreeDays: 2800,
        degreeDayCorrection: 1,
      },
      cooling: { capacity: 10_500, equivalentFullLoadHours: 1000 },
      tariffs: {
        currency: '€',
        electricityPrice: 0.3,
        naturalGasPrice: 0.1,
        naturalGasUnit: 'kWh',
      },
      options: options.map((o) => ({ ...o })),
    };
  }
  return {
    calculationName: 'Furnace vs heat pump',
    unitSystem,
    heating: {
      method: 'degreeDays',
      designHeatLoss: 60_000,
      indoorDesignTemperature: 70,
      outdoorDesignTemperature: 5,
      heatingDegreeDays: 5000,
      degreeDayCorrection: 1,
    },
    cooling: { capacity: 36_000, equivalentFullLoadHours: 1000 },
    tariffs: {
      currency: '$',
      electricityPrice: 0.16,
      naturalGasPrice: 1.4,
      naturalGasUnit: 'therm',
    },
    options: options.map((o) => ({ ...o })),
  };
}
