import type { NumberFieldSpec } from '../_lib/field-spec.js';
import type { LimitSi } from '../_lib/limits.js';
import { ENERGY_EFFICIENCY_RANGES, ENERGY_LIMITS, efficiencyEnvelope } from './limits.js';
import type { EfficiencyRange } from './limits.js';

/*
 * The energy input's numeric fields, described once, one table per part of the input (heating,
 * cooling, monthly degree-days, bins, tariffs, emission factors, options, a heat pump's
 * performance and its points), each keyed by the input's own field names: the form's label, unit,
 * range (ENERGY_LIMITS, ENERGY_EFFICIENCY_RANGES), arrow-key step, decimals and help, as every calculator describes its
 * fields (`NumberFieldSpec`), and the words the schema's messages name the field by. The schema
 * reads its ranges and messages from these tables, the converter its quantities, and the form
 * draws its fields from them.
 */

/**
 * A numeric field of the energy input: the kit's description with its message wording. A range
 * is checked in SI (a value valid in one unit system stays valid after conversion), but for an
 * efficiency's, which is a rating's and the same in both.
 */
export interface EnergyFieldSpec extends NumberFieldSpec {
  /**
   * The field as the schema's messages name it (after its row's "Performance point 2 " where it
   * has one), where that differs from the form's label; default the label.
   */
  readonly messageLabel?: string;
  /** The field as its range message names it, where that differs from its other messages; default `messageLabel`. */
  readonly rangeMessageLabel?: string;
  /** The unit its range message gives, where it differs from the form's ('' for none); default the form's. */
  readonly messageUnit?: string;
}

const NONE = { fixed: '' } as const;
const HOURS = { fixed: 'h' } as const;
const KG_CO2_PER_KWH = { fixed: 'kg CO₂/kWh' } as const;
const si = ({ min, max }: LimitSi) => ({ si: [min, max] }) as const;

/**
 * The building's heating demand, whatever its method. The balance point is the bin method's (the
 * schema checks it under that method only); the degree-days and full-load hours are checked
 * whenever they are given.
 */
export const ENERGY_HEATING_FIELD_SPECS = {
  designHeatLoss: {
    label: 'Design heat loss',
    unit: 'heatRate',
    range: si(ENERGY_LIMITS.load),
    step: 1,
    decimals: 0,
    help: 'From the heat-load calculation',
  },
  indoorDesignTemperature: {
    label: 'Indoor design temperature',
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 2,
  },
  outdoorDesignTemperature: {
    label: 'Outdoor design temperature',
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 2,
    help: '99 % heating design',
  },
  heatingDegreeDays: {
    label: 'Heating degree-days',
    unit: 'degreeDays',
    range: si(ENERGY_LIMITS.degreeDays),
    step: 1,
    decimals: 1,
    help: { Imperial: 'Base 65 °F, annual', Metric: 'Base 18.3 °C, annual' },
  },
  degreeDayCorrection: {
    label: 'Degree-day correction factor',
    unit: NONE,
    range: si(ENERGY_LIMITS.correction),
    step: 1,
    decimals: 2,
    help: 'C_D, ASHRAE Fundamentals (1989) ch. 28 fig. 1: about 0.6–0.8 for a house with base-65 °F degree-days; 1 with balance-point degree-days',
  },
  fullLoadHours: {
    label: 'Heating full-load hours',
    unit: HOURS,
    messageUnit: '',
    range: si(ENERGY_LIMITS.hours),
    step: 1,
    decimals: 0,
    help: 'Equivalent full-load heating hours per year',
  },
  balancePointTemperature: {
    label: 'Balance-point temperature',
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 1,
    help: 'Outdoor temperature at which the heating load reaches zero: the load line runs from the design heat loss at the outdoor design temperature to zero here',
  },
} as const satisfies Record<string, EnergyFieldSpec>;

/** The building's cooling demand. */
export const ENERGY_COOLING_FIELD_SPECS = {
  capacity: {
    label: 'Cooling capacity',
    unit: 'heatRate',
    range: si(ENERGY_LIMITS.load),
    step: 1,
    decimals: 0,
    help: 'Design cooling load or capacity',
  },
  equivalentFullLoadHours: {
    label: 'Cooling full-load hours',
    unit: HOURS,
    messageUnit: '',
    range: si(ENERGY_LIMITS.hours),
    step: 1,
    decimals: 0,
    help: 'EFLH per year (AHRI 210/240 hours, or local data)',
  },
} as const satisfies Record<string, EnergyFieldSpec>;

const MONTHLY_DEGREE_DAYS = {
  unit: 'degreeDays',
  range: si(ENERGY_LIMITS.monthlyDegreeDays),
  step: 1,
  decimals: 1,
} as const;

/**
 * Each month of the monthly degree-day lists (`heating.monthlyHeatingDegreeDays`,
 * `cooling.monthlyCoolingDegreeDays`); the form names each month's field.
 */
export const ENERGY_MONTHLY_FIELD_SPECS = {
  monthlyHeatingDegreeDays: { label: 'Monthly heating degree-days', ...MONTHLY_DEGREE_DAYS },
  monthlyCoolingDegreeDays: { label: 'Monthly cooling degree-days', ...MONTHLY_DEGREE_DAYS },
} as const satisfies Record<string, EnergyFieldSpec>;

/** A temperature bin of the bin method (`heating.bins`); the form numbers each row's fields. */
export const ENERGY_BIN_FIELD_SPECS = {
  temperature: {
    label: 'Midpoint',
    messageLabel: 'Bin temperature',
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 2,
  },
  hours: {
    label: 'Hours',
    messageLabel: 'Bin hours',
    unit: HOURS,
    messageUnit: '',
    range: si(ENERGY_LIMITS.hours),
    step: 1,
    decimals: 1,
  },
} as const satisfies Record<string, EnergyFieldSpec>;

/**
 * The tariffs, in the order the schema checks them. Prices and charges are money: their unit is
 * the input's currency, which the form writes in (`/kWh`, `/month`).
 */
export const ENERGY_TARIFF_FIELD_SPECS = {
  electricityPrice: {
    label: 'Electricity price',
    unit: NONE,
    range: si(ENERGY_LIMITS.price),
    step: 0.01,
    decimals: 4,
  },
  naturalGasPrice: {
    label: 'Natural gas price',
    unit: NONE,
    range: si(ENERGY_LIMITS.price),
    step: 0.01,
    decimals: 4,
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
  electricityFixedMonthly: {
    label: 'Electricity fixed charge',
    messageLabel: 'Electricity fixed monthly charge',
    unit: NONE,
    range: si(ENERGY_LIMITS.fixed),
    step: 1,
    decimals: 2,
  },
  naturalGasFixedMonthly: {
    label: 'Gas fixed charge',
    messageLabel: 'Natural gas fixed monthly charge',
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
} as const satisfies Record<string, EnergyFieldSpec>;

// A factor's range message names its unit in the label and gives none after the number.
const EMISSION_FACTOR = {
  rangeMessageLabel: 'Emission factor (kg CO₂/kWh)',
  unit: KG_CO2_PER_KWH,
  messageUnit: '',
  range: si(ENERGY_LIMITS.emission),
  step: 0.01,
  decimals: 4,
} as const;

/** CO₂ emission factors, kg per kWh of fuel energy (HHV) or of electricity. */
export const ENERGY_EMISSION_FACTOR_FIELD_SPECS = {
  electricity: {
    label: 'Electricity',
    messageLabel: 'Electricity emission factor',
    ...EMISSION_FACTOR,
  },
  naturalGas: {
    label: 'Natural gas',
    messageLabel: 'Natural gas emission factor',
    ...EMISSION_FACTOR,
  },
  oil: { label: 'Heating oil', messageLabel: 'Oil emission factor', ...EMISSION_FACTOR },
  propane: { label: 'Propane', messageLabel: 'Propane emission factor', ...EMISSION_FACTOR },
} as const satisfies Record<string, EnergyFieldSpec>;

/**
 * A system option's numbers. An efficiency's range here is the widest its ratings allow together,
 * the field's before its rating is known; the schema holds each value to its own rating's range
 * ({@link energyEfficiencyFieldSpec}). The installed cost is money in the input's currency.
 */
export const ENERGY_OPTION_FIELD_SPECS = {
  heatingEfficiency: {
    label: 'Heating rating',
    messageLabel: 'Heating efficiency',
    unit: NONE,
    range: efficiencyEnvelope(['afue', 'cop', 'hspf', 'hspf2']),
    step: 0.1,
    decimals: 2,
  },
  coolingEfficiency: {
    label: 'Cooling rating',
    messageLabel: 'Cooling efficiency',
    unit: NONE,
    range: efficiencyEnvelope(['seer', 'seer2', 'eer', 'eer2', 'coolingCop']),
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
} as const satisfies Record<string, EnergyFieldSpec>;

/** A heat pump's bin-method performance (`binPerformance`) besides its points. */
export const ENERGY_PERFORMANCE_FIELD_SPECS = {
  cyclingDegradation: {
    label: 'Cycling degradation C_D',
    messageLabel: 'Cycling degradation coefficient',
    unit: NONE,
    range: si(ENERGY_LIMITS.cyclingDegradation),
    step: 0.05,
    decimals: 3,
    help: 'Part-load factor PLF = 1 − C_D (1 − PLR); 0 for no cycling loss',
  },
} as const satisfies Record<string, EnergyFieldSpec>;

/**
 * A catalogue performance point of a heat pump (`binPerformance.points`); messages name it after
 * its point ("Performance point 2 COP …").
 */
export const ENERGY_PERFORMANCE_POINT_FIELD_SPECS = {
  temperature: {
    label: 'Outdoor temperature',
    messageLabel: 'outdoor temperature',
    unit: 'temperature',
    range: si(ENERGY_LIMITS.temperature),
    step: 1,
    decimals: 2,
  },
  capacity: {
    label: 'Capacity',
    messageLabel: 'capacity',
    unit: 'heatRate',
    range: si(ENERGY_LIMITS.load),
    step: 1,
    decimals: 0,
  },
  cop: {
    label: 'COP',
    unit: NONE,
    range: si(ENERGY_LIMITS.binCop),
    step: 0.1,
    decimals: 2,
  },
} as const satisfies Record<string, EnergyFieldSpec>;

/**
 * An option's heating or cooling efficiency once its rating is known: the rating's unit and range,
 * its messages naming the rating ("Heating efficiency (AFUE) must be between 50 and 100%."); none
 * for a rating the engine does not know (the schema's choice check names it).
 *
 * @example energyEfficiencyFieldSpec('heating', 'afue')?.unit //=> { fixed: '%' }
 */
export function energyEfficiencyFieldSpec(
  kind: 'heating' | 'cooling',
  rating: string,
): EnergyFieldSpec | undefined {
  const spec: EnergyFieldSpec = ENERGY_OPTION_FIELD_SPECS[`${kind}Efficiency`];
  const key = kind === 'cooling' && rating === 'cop' ? 'coolingCop' : rating;
  if (!Object.hasOwn(ENERGY_EFFICIENCY_RANGES, key)) return undefined;
  const { unit, range } = ENERGY_EFFICIENCY_RANGES[key as EfficiencyRange];
  const label = spec.messageLabel ?? spec.label;
  return { ...spec, unit, range, messageLabel: `${label} (${rating.toUpperCase()})` };
}
