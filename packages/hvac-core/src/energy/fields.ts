import type { UnitSystem } from '../units/unit-system.js';
import { fieldQuantityUnitLabel } from '../units/field-quantities.js';
import type { CoolingRating, HeatingFuel, HeatingRating } from './efficiency.js';
import type { HeatingMethod } from './schema.js';
import type { ResultFieldSpec } from '../_lib/field-spec.js';

/** The unit label of degree-days (°F·day | K·day), for monthly degree-day fields. */
export function degreeDayUnitLabel(unitSystem: UnitSystem): string {
  return fieldQuantityUnitLabel('degreeDays', unitSystem);
}

/** Names of the heating methods. */
export const HEATING_METHOD_LABELS: Readonly<Record<HeatingMethod, string>> = {
  degreeDays: 'Heating degree-days',
  fullLoadHours: 'Full-load hours',
  bin: 'Temperature bins',
};

/** Names of the heating fuels and systems. */
export const HEATING_FUEL_LABELS: Readonly<Record<HeatingFuel, string>> = {
  naturalGas: 'Natural gas',
  oil: 'Heating oil',
  propane: 'Propane',
  electricResistance: 'Electric resistance',
  heatPump: 'Heat pump (electric)',
};

/** Names and units of the heating ratings. */
export const HEATING_RATING_LABELS: Readonly<
  Record<HeatingRating, { label: string; unit: string }>
> = {
  afue: { label: 'AFUE', unit: '%' },
  cop: { label: 'Seasonal COP', unit: '' },
  hspf: { label: 'HSPF', unit: 'Btu/Wh' },
  hspf2: { label: 'HSPF2', unit: 'Btu/Wh' },
};

/** Names and units of the cooling ratings. */
export const COOLING_RATING_LABELS: Readonly<
  Record<CoolingRating, { label: string; unit: string }>
> = {
  seer: { label: 'SEER (seasonal)', unit: 'Btu/Wh' },
  seer2: { label: 'SEER2 (seasonal)', unit: 'Btu/Wh' },
  eer: { label: 'EER (one point)', unit: 'Btu/Wh' },
  eer2: { label: 'EER2 (one point)', unit: 'Btu/Wh' },
  cop: { label: 'COP', unit: '' },
};

/**
 * The heating ratings that fit a fuel: AFUE for fuel-fired systems, seasonal COP, HSPF or HSPF2 for
 * a heat pump, none for electric resistance (COP 1).
 *
 * @param fuel - The heating fuel.
 * @returns The ratings in the order a form offers them.
 * @example heatingRatingsFor('heatPump') //=> ['hspf2', 'hspf', 'cop']
 */
export function heatingRatingsFor(fuel: HeatingFuel): readonly HeatingRating[] {
  if (fuel === 'heatPump') return ['hspf2', 'hspf', 'cop'];
  if (fuel === 'electricResistance') return [];
  return ['afue'];
}

/** A unit label per unit system, for results the engine gives in each system's unit already. */
const perSystem = (imperial: string, metric: string) =>
  ({ fixed: { Imperial: imperial, Metric: metric } }) as const;

/**
 * The energy results shown as numbers, with their labels, units and the decimals a report shows:
 * the building's annual demand and each option's energy, peak and CO₂. Costs are not listed: they
 * are money in the input's currency.
 */
export const ENERGY_RESULT_SPECS = {
  designTemperatureDifference: {
    label: 'Design temperature difference',
    unit: 'temperatureDifference',
    decimals: 1,
  },
  heatingDegreeDays: {
    label: 'Heating degree-days used',
    unit: perSystem('°F·day', 'K·day'),
    decimals: 0,
  },
  annualHeat: {
    label: 'Annual heat to the building',
    unit: perSystem('MMBtu', 'kWh'),
    decimals: { Imperial: 1, Metric: 0 },
  },
  annualCooling: {
    label: 'Annual heat removed (cooling)',
    unit: perSystem('ton·h', 'kWh'),
    decimals: 0,
  },
  heatingElectricity: { label: 'Electricity for heating', unit: { fixed: 'kWh' }, decimals: 0 },
  coolingElectricity: { label: 'Electricity for cooling', unit: { fixed: 'kWh' }, decimals: 0 },
  purchasedEnergy: {
    label: 'Annual energy bought',
    unit: perSystem('MMBtu', 'kWh'),
    decimals: { Imperial: 1, Metric: 0 },
  },
  peakDemand: { label: 'Estimated peak demand', unit: { fixed: 'kW' }, decimals: 1 },
  co2: { label: 'CO₂ emissions', unit: perSystem('lb', 'kg'), decimals: 0 },
} as const satisfies Record<string, ResultFieldSpec>;
