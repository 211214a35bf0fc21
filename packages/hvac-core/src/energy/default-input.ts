import type { UnitSystem } from '../units/unit-system.js';
import { fieldFromSi, fieldToSi } from '../refrigerant/form-input.js';
import type { CoolingRating, HeatingRating } from './efficiency.js';
import type { EnergyCostInputDraft } from './schema.js';

/** One option as a form holds it. */
export type EnergyOptionDraft = NonNullable<EnergyCostInputDraft['options']>[number];

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

/**
 * Starting values offered when a form switches an option's rating, typical of new equipment sold in
 * the U.S. around the 2023 minimums (10 CFR 430.32: gas furnace AFUE 80–95 %, split heat pump HSPF2
 * 7.5 / SEER2 14.3, EER2 11.7); a value to edit, not a recommendation.
 */
export const TYPICAL_HEATING_EFFICIENCY: Readonly<Record<HeatingRating, number>> = {
  afue: 95,
  cop: 3,
  hspf: 8.8,
  hspf2: 7.5,
};

/** Starting values for cooling ratings (see {@link TYPICAL_HEATING_EFFICIENCY}). */
export const TYPICAL_COOLING_EFFICIENCY: Readonly<Record<CoolingRating, number>> = {
  seer: 15,
  seer2: 14.3,
  eer: 12.2,
  eer2: 11.7,
  cop: 3.5,
};

/**
 * A new option for a form: a heat pump at the typical ratings, no installed cost.
 *
 * @param id - Unique option id.
 * @param name - Option name.
 * @returns A valid option draft.
 * @example defaultEnergyOption('option3', 'Option 3').heatingRating //=> 'hspf2'
 */
export function defaultEnergyOption(id: string, name: string): EnergyOptionDraft {
  return {
    id,
    name,
    heatingFuel: 'heatPump',
    heatingRating: 'hspf2',
    heatingEfficiency: TYPICAL_HEATING_EFFICIENCY.hspf2,
    coolingRating: 'seer2',
    coolingEfficiency: TYPICAL_COOLING_EFFICIENCY.seer2,
    installedCost: 0,
  };
}

/** An illustrative heating profile, °F·day, January to December (5000 in the year). */
const MONTHLY_HDD_F = [1000, 800, 600, 300, 100, 0, 0, 0, 100, 400, 700, 1000] as const;
/** An illustrative cooling profile, °F·day (1130 in the year). */
const MONTHLY_CDD_F = [0, 0, 0, 10, 80, 250, 350, 300, 120, 20, 0, 0] as const;

/**
 * Monthly degree-days to start a month-by-month table from: an illustrative cold-winter climate
 * (5000 °F·day heating, 1130 °F·day cooling; in K·day rounded to whole numbers). Replace them with
 * the site's values (NOAA climate normals, or degreedays.net for any base).
 *
 * @param unitSystem - The unit system of the numbers.
 * @returns Twelve heating and twelve cooling degree-day values.
 * @example defaultMonthlyDegreeDays('Imperial').heating[0] //=> 1000
 */
export function defaultMonthlyDegreeDays(unitSystem: UnitSystem): {
  heating: number[];
  cooling: number[];
} {
  const to = (values: readonly number[]): number[] =>
    unitSystem === 'Metric'
      ? values.map((v) =>
          Math.round(fieldFromSi(fieldToSi(v, 'degreeDays', 'Imperial'), 'degreeDays', 'Metric')),
        )
      : [...values];
  return { heating: to(MONTHLY_HDD_F), cooling: to(MONTHLY_CDD_F) };
}
