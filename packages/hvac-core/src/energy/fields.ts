import type { UnitSystem } from '../units/unit-system.js';
import { fieldQuantityUnitLabel } from '../units/field-quantities.js';
import { DEMAND_FIELD_SPECS } from './demand-fields.js';
import type { DemandField, DemandFieldSpec } from './demand-fields.js';
import type { CoolingRating, HeatingFuel, HeatingRating } from './efficiency.js';
import type { HeatingMethod } from './schema.js';
import type { NumberFieldSpec, PerUnitSystem, ResultFieldSpec } from '../_lib/field-spec.js';
import { ENERGY_LIMITS, efficiencyEnvelope } from './limits.js';

/** The numeric fields of the building's demand (`heating.*` and `cooling.*`), in form order. */
export const ENERGY_DEMAND_FIELDS: readonly DemandField[] = Object.keys(
  DEMAND_FIELD_SPECS,
) as DemandField[];
export type EnergyDemandField = DemandField;

/** Labels of the demand fields as a user reads them; validation messages start with these. */
export const ENERGY_DEMAND_FIELD_LABELS = Object.fromEntries(
  ENERGY_DEMAND_FIELDS.map((field) => [field, DEMAND_FIELD_SPECS[field].label]),
) as Readonly<Record<EnergyDemandField, string>>;

/**
 * The unit label of a demand field in a unit system ('h' for full-load hours, '' for C_D).
 *
 * @param field - A demand field.
 * @param unitSystem - The unit system of the input.
 * @returns The label to show beside the field's number.
 * @example energyDemandFieldUnitLabel('heatingDegreeDays', 'Metric') //=> 'K·day'
 */
export function energyDemandFieldUnitLabel(
  field: EnergyDemandField,
  unitSystem: UnitSystem,
): string {
  const spec: DemandFieldSpec = DEMAND_FIELD_SPECS[field];
  return spec.fixedUnit ?? fieldQuantityUnitLabel(spec.quantity, unitSystem);
}

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

const DEGREE_DAYS = perSystem('°F·day', 'K·day');
const NONE = { fixed: '' } as const;
const HOURS = { fixed: 'h' } as const;
const KG_CO2_PER_KWH = { fixed: 'kg CO₂/kWh' } as const;
/** Degree-days' range in each system's unit (°F·day | K·day), from the SI limit. */
const degreeDayRange = ({ max }: { max: number }) =>
  ({ display: { Imperial: [0, max * 1.8], Metric: [0, max] } }) as const;
const si = ({ min, max }: { min: number; max: number }) => ({ si: [min, max] }) as const;

/**
 * Every numeric field of the energy form, described once: label, unit, valid range (the engine's
 * `ENERGY_LIMITS`), arrow-key step, decimals typed and help. Tariff and cost fields are money: their
 * unit is the input's currency, which the form writes in (`/kWh`, `/month`). List fields (bins,
 * performance points, monthly degree-days) are described once for every row; the form numbers
 * their labels.
 */
export const ENERGY_FIELD_SPECS = {
  designHeatLoss: {
    label: DEMAND_FIELD_SPECS.designHeatLoss.label,
    unit: 'heatRate',
    range: si(ENERGY_LIMITS.load),
    step: 1,
    decimals: 0,
    help: 'From the heat-load calculation',
  },
  indoorDesignTemperature: {
    label: DEMAND_FIELD_SPECS.indoorDesignTemperature.label,
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 2,
  },
  outdoorDesignTemperature: {
    label: DEMAND_FIELD_SPECS.outdoorDesignTemperature.label,
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 2,
    help: '99 % heating design',
  },
  heatingDegreeDays: {
    label: DEMAND_FIELD_SPECS.heatingDegreeDays.label,
    unit: DEGREE_DAYS,
    range: degreeDayRange(ENERGY_LIMITS.degreeDays),
    step: 1,
    decimals: 1,
    help: { Imperial: 'Base 65 °F, annual', Metric: 'Base 18.3 °C, annual' },
  },
  degreeDayCorrection: {
    label: DEMAND_FIELD_SPECS.degreeDayCorrection.label,
    unit: NONE,
    range: si(ENERGY_LIMITS.correction),
    step: 1,
    decimals: 2,
    help: 'C_D, ASHRAE Fundamentals (1989) ch. 28 fig. 1: about 0.6–0.8 for a house with base-65 °F degree-days; 1 with balance-point degree-days',
  },
  fullLoadHours: {
    label: DEMAND_FIELD_SPECS.fullLoadHours.label,
    unit: HOURS,
    range: si(ENERGY_LIMITS.hours),
    step: 1,
    decimals: 0,
    help: 'Equivalent full-load heating hours per year',
  },
  capacity: {
    label: DEMAND_FIELD_SPECS.capacity.label,
    unit: 'heatRate',
    range: si(ENERGY_LIMITS.load),
    step: 1,
    decimals: 0,
    help: 'Design cooling load or capacity',
  },
  equivalentFullLoadHours: {
    label: DEMAND_FIELD_SPECS.equivalentFullLoadHours.label,
    unit: HOURS,
    range: si(ENERGY_LIMITS.hours),
    step: 1,
    decimals: 0,
    help: 'EFLH per year (AHRI 210/240 hours, or local data)',
  },
  balancePointTemperature: {
    label: 'Balance-point temperature',
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 1,
    help: 'Outdoor temperature at which the heating load reaches zero: the load line runs from the design heat loss at the outdoor design temperature to zero here',
  },
  monthlyDegreeDays: {
    label: 'Monthly degree-days',
    unit: DEGREE_DAYS,
    range: degreeDayRange(ENERGY_LIMITS.monthlyDegreeDays),
    step: 1,
    decimals: 1,
  },
  electricityPrice: {
    label: 'Electricity price',
    unit: NONE,
    range: si(ENERGY_LIMITS.price),
    step: 0.01,
    decimals: 4,
  },
  electricityFixedMonthly: {
    label: 'Electricity fixed charge',
    unit: NONE,
    range: si(ENERGY_LIMITS.fixed),
    step: 1,
    decimals: 2,
  },
  demandChargePerKw: {
    label: 'Demand charge',
    unit: NONE,
    range: si(ENERGY_LIMITS.price),
    step: 1,
    decimals: 2,
    help: 'On the estimated monthly peak; 0 for none',
  },
  naturalGasPrice: {
    label: 'Natural gas price',
    unit: NONE,
    range: si(ENERGY_LIMITS.price),
    step: 0.01,
    decimals: 4,
  },
  naturalGasFixedMonthly: {
    label: 'Gas fixed charge',
    unit: NONE,
    range: si(ENERGY_LIMITS.fixed),
    step: 1,
    decimals: 2,
  },
  oilPrice: {
    label: 'Oil price',
    unit: NONE,
    range: si(ENERGY_LIMITS.price),
    step: 0.01,
    decimals: 4,
  },
  propanePrice: {
    label: 'Propane price',
    unit: NONE,
    range: si(ENERGY_LIMITS.price),
    step: 0.01,
    decimals: 4,
  },
  electricity: {
    label: 'Electricity',
    unit: KG_CO2_PER_KWH,
    range: si(ENERGY_LIMITS.emission),
    step: 0.01,
    decimals: 4,
  },
  naturalGas: {
    label: 'Natural gas',
    unit: KG_CO2_PER_KWH,
    range: si(ENERGY_LIMITS.emission),
    step: 0.01,
    decimals: 4,
  },
  oil: {
    label: 'Heating oil',
    unit: KG_CO2_PER_KWH,
    range: si(ENERGY_LIMITS.emission),
    step: 0.01,
    decimals: 4,
  },
  propane: {
    label: 'Propane',
    unit: KG_CO2_PER_KWH,
    range: si(ENERGY_LIMITS.emission),
    step: 0.01,
    decimals: 4,
  },
  // The field's range before its rating is known: the widest its ratings allow together (the
  // schema holds each value to its own rating's range, ENERGY_EFFICIENCY_RANGES).
  heatingEfficiency: {
    label: 'Heating rating',
    unit: NONE,
    range: si(efficiencyEnvelope(['afue', 'cop', 'hspf', 'hspf2'])),
    step: 0.1,
    decimals: 2,
  },
  coolingEfficiency: {
    label: 'Cooling rating',
    unit: NONE,
    range: si(efficiencyEnvelope(['seer', 'seer2', 'eer', 'eer2', 'coolingCop'])),
    step: 0.1,
    decimals: 2,
  },
  installedCost: {
    label: 'Installed cost',
    unit: NONE,
    range: si(ENERGY_LIMITS.cost),
    step: 100,
    decimals: 0,
    help: 'For simple payback against option 1',
  },
  cyclingDegradation: {
    label: 'Cycling degradation C_D',
    unit: NONE,
    range: si(ENERGY_LIMITS.cyclingDegradation),
    step: 0.05,
    decimals: 3,
    help: 'Part-load factor PLF = 1 − C_D (1 − PLR); 0 for no cycling loss',
  },
  binTemperature: {
    label: 'Midpoint',
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 2,
  },
  binHours: { label: 'Hours', unit: HOURS, range: si(ENERGY_LIMITS.hours), step: 1, decimals: 1 },
  pointTemperature: {
    label: 'Outdoor temperature',
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 2,
  },
  pointCapacity: {
    label: 'Capacity',
    unit: 'heatRate',
    range: si(ENERGY_LIMITS.load),
    step: 1,
    decimals: 0,
  },
  pointCop: { label: 'COP', unit: NONE, range: si(ENERGY_LIMITS.binCop), step: 0.1, decimals: 2 },
} as const satisfies Record<string, EnergyNumberFieldSpec>;

/** A numeric field of the energy form: its help may differ by unit system (degree-day bases). */
export type EnergyNumberFieldSpec = Omit<NumberFieldSpec, 'help'> & {
  readonly help?: PerUnitSystem<string>;
};

export type EnergyNumericField = keyof typeof ENERGY_FIELD_SPECS;
