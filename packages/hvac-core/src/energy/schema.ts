import { z } from 'zod';
import { customIssue } from '../_lib/custom-issue.js';
import { checkRange } from '../_lib/range-issue.js';
import { groupError, readNumber } from '../_lib/form-number.js';
import { asRecord, recordRows } from '../_lib/draft-convert.js';
import { UnitSystemSchema } from '../units/unit-system.js';
import type { UnitSystem } from '../units/unit-system.js';
import { finiteOrUndefined, numberOr, requiredNumber } from '../_lib/form-number.js';
import { enumField, nameField } from '../_lib/schema-fields.js';
import { DEFAULT_EMISSION_FACTORS_KG_PER_KWH, MONTHS } from './constants.js';
import { DEMAND_FIELD_SPECS as DEMAND, demandFieldsOf } from './demand-fields.js';
import { ENERGY_EFFICIENCY_RANGES, ENERGY_LIMITS as LIMITS } from './limits.js';
import { COOLING_RATINGS, HEATING_FUELS, HEATING_RATINGS } from './efficiency.js';
import { PRICE_UNITS } from './fuel-prices.js';

/**
 * The ways annual heating energy is estimated: degree-days, equivalent full-load hours, or the
 * temperature-bin method (hours per outdoor-temperature bin and the building's load line).
 */
export const HEATING_METHODS = ['degreeDays', 'fullLoadHours', 'bin'] as const;
export type HeatingMethod = (typeof HEATING_METHODS)[number];

/** Most temperature bins in a bin-method input (1 °C bins from −60 to 60 °C fit). */
export const MAX_TEMPERATURE_BINS = 150;

/** Most options compared side by side. */
export const MAX_ENERGY_OPTIONS = 4;

function monthlyField(label: string) {
  return z
    .array(requiredNumber(label), { error: `${label} must be a list of 12 monthly values.` })
    .length(MONTHS, { error: `${label} must hold 12 monthly values (January to December).` });
}

/** The building's heating need. */
export const HeatingDemandSchema = z.object(
  {
    method: enumField('Heating method', HEATING_METHODS).default('degreeDays'),
    /** Btu/h | W. */
    designHeatLoss: requiredNumber(DEMAND.designHeatLoss.label),
    /** °F | °C. */
    indoorDesignTemperature: requiredNumber(DEMAND.indoorDesignTemperature.label),
    outdoorDesignTemperature: requiredNumber(DEMAND.outdoorDesignTemperature.label),
    /** Annual heating degree-days, °F·day | K·day (base 65 °F / 18.3 °C unless C_D says otherwise). */
    heatingDegreeDays: numberOr(DEMAND.heatingDegreeDays.label, undefined).optional(),
    /** C_D, default 1. */
    degreeDayCorrection: numberOr(DEMAND.degreeDayCorrection.label, 1).default(1),
    /** Equivalent full-load heating hours per year (method fullLoadHours). */
    fullLoadHours: numberOr(DEMAND.fullLoadHours.label, undefined).optional(),
    /** Monthly heating degree-days, °F·day | K·day; replaces the annual value (their sum) and gives a monthly table. */
    monthlyHeatingDegreeDays: monthlyField('Monthly heating degree-days').optional(),
    /** Method 'bin': outdoor temperature at which the heating load reaches zero, °F | °C. */
    balancePointTemperature: numberOr('Balance-point temperature', undefined).optional(),
    /** Method 'bin': hours of the year in each outdoor-temperature bin (midpoint °F | °C). */
    bins: z
      .array(
        z.object({
          temperature: requiredNumber('Bin temperature'),
          hours: requiredNumber('Bin hours'),
        }),
        { error: 'Temperature bins must be a list of bins.' },
      )
      .max(MAX_TEMPERATURE_BINS, {
        error: `Temperature bins may hold at most ${MAX_TEMPERATURE_BINS} bins.`,
      })
      .optional(),
  },
  { error: groupError('Heating demand') },
);

/** The building's cooling need. */
export const CoolingDemandSchema = z.object(
  {
    /** Design cooling capacity (load), Btu/h | W. */
    capacity: requiredNumber(DEMAND.capacity.label),
    /** Equivalent full-load cooling hours per year. */
    equivalentFullLoadHours: requiredNumber(DEMAND.equivalentFullLoadHours.label),
    /** Monthly cooling degree-days (any base), used only to spread the annual energy over the months. */
    monthlyCoolingDegreeDays: monthlyField('Monthly cooling degree-days').optional(),
  },
  { error: groupError('Cooling demand') },
);

/** Prices. Currency is a label only (no exchange). */
export const TariffSchema = z.object(
  {
    currency: z
      .string({ error: 'Currency must be text.' })
      .trim()
      .max(8, 'Currency must be at most 8 characters.')
      .default('$'),
    electricityPrice: requiredNumber('Electricity price'),
    naturalGasPrice: numberOr('Natural gas price', 0).default(0),
    naturalGasUnit: enumField('Natural gas price unit', PRICE_UNITS.naturalGas).default('therm'),
    oilPrice: numberOr('Oil price', 0).default(0),
    oilUnit: enumField('Oil price unit', PRICE_UNITS.oil).default('gallon'),
    propanePrice: numberOr('Propane price', 0).default(0),
    propaneUnit: enumField('Propane price unit', PRICE_UNITS.propane).default('gallon'),
    /** Fixed monthly charge of the electricity account. */
    electricityFixedMonthly: numberOr('Electricity fixed monthly charge', 0).default(0),
    /** Fixed monthly charge of the gas account (charged only to options that burn gas). */
    naturalGasFixedMonthly: numberOr('Natural gas fixed monthly charge', 0).default(0),
    /** Demand charge per kW of monthly peak (0 for none). */
    demandChargePerKw: numberOr('Demand charge', 0).default(0),
  },
  { error: groupError('Tariffs') },
);

/** CO₂ factors, kg per kWh of fuel energy (HHV) or of electricity. */
export const EmissionFactorsSchema = z.object(
  {
    electricity: numberOr(
      'Electricity emission factor',
      DEFAULT_EMISSION_FACTORS_KG_PER_KWH.electricity,
    ).default(DEFAULT_EMISSION_FACTORS_KG_PER_KWH.electricity),
    naturalGas: numberOr(
      'Natural gas emission factor',
      DEFAULT_EMISSION_FACTORS_KG_PER_KWH.naturalGas,
    ).default(DEFAULT_EMISSION_FACTORS_KG_PER_KWH.naturalGas),
    oil: numberOr('Oil emission factor', DEFAULT_EMISSION_FACTORS_KG_PER_KWH.oil).default(
      DEFAULT_EMISSION_FACTORS_KG_PER_KWH.oil,
    ),
    propane: numberOr(
      'Propane emission factor',
      DEFAULT_EMISSION_FACTORS_KG_PER_KWH.propane,
    ).default(DEFAULT_EMISSION_FACTORS_KG_PER_KWH.propane),
  },
  { error: groupError('Emission factors') },
);

/** The fields of a heat pump's performance point: as its messages name them, range and quantity. */
const PERFORMANCE_POINT_FIELDS = [
  ['temperature', 'outdoor temperature', LIMITS.temperature, 'temperature'],
  ['capacity', 'capacity', LIMITS.load, 'heatRate'],
  ['cop', 'COP', LIMITS.binCop, 'count'],
] as const;

/**
 * The performance points as numbers; a blank or non-numeric field is refused with a message naming
 * its point and field ("Performance point 2 COP is required.").
 */
function performancePoints(
  rows: readonly { temperature: unknown; capacity: unknown; cop: unknown }[],
  ctx: z.RefinementCtx,
): { temperature: number; capacity: number; cop: number }[] {
  return rows.map((row, index) => {
    const values = { temperature: NaN, capacity: NaN, cop: NaN };
    for (const [key, label] of PERFORMANCE_POINT_FIELDS) {
      const read = readNumber(row[key]);
      if (read.ok) values[key] = read.value;
      else
        customIssue(
          ctx,
          [index, key],
          `Performance point ${index + 1} ${label} ${read.empty ? 'is required' : 'must be a number'}.`,
        );
    }
    return values;
  });
}

/** One system option (e.g. "Gas furnace 95 % + SEER2 15 AC"). */
export const EnergyOptionSchema = z.object(
  {
    id: z
      .string({ error: 'Option id must be text.' })
      .trim()
      .min(1, 'Option id must not be empty.')
      .max(64, 'Option id must be at most 64 characters.'),
    name: nameField('Option name', 80),
    heatingFuel: enumField('Heating fuel', HEATING_FUELS).default('naturalGas'),
    /** 'afue' (%) for gas, oil and propane; 'cop', 'hspf' or 'hspf2' for heat pumps; ignored for electric resistance. */
    heatingRating: enumField('Heating efficiency rating', HEATING_RATINGS).default('afue'),
    heatingEfficiency: numberOr('Heating efficiency', undefined).optional(),
    coolingRating: enumField('Cooling efficiency rating', COOLING_RATINGS).default('seer2'),
    coolingEfficiency: numberOr('Cooling efficiency', undefined).optional(),
    /** Installed cost, for simple payback against the first option. */
    installedCost: numberOr('Installed cost', 0).default(0),
    /**
     * Heat pumps under the bin method: catalogue capacity (Btu/h | W) and COP at two or more outdoor
     * temperatures (°F | °C), and the cycling degradation coefficient C_D (default 0). Without it a
     * heat pump takes its seasonal efficiency in every bin.
     */
    binPerformance: z
      .object({
        points: z
          .array(
            z.object({
              temperature: z.custom<number | string>(),
              capacity: z.custom<number | string>(),
              cop: z.custom<number | string>(),
            }),
          )
          .min(2, { error: 'Heat pump performance needs at least two outdoor temperatures.' })
          .max(20, { error: 'Heat pump performance may hold at most 20 points.' })
          .transform(performancePoints),
        cyclingDegradation: numberOr('Cycling degradation coefficient', 0).default(0),
      })
      .optional(),
  },
  { error: groupError('Each option') },
);
export type EnergyOption = z.output<typeof EnergyOptionSchema>;

/** The valid range of each kind of input, SI (K·day for degree-days); the form's defaults stay inside it. */
export const ENERGY_LIMITS_SI = LIMITS;

type Path = readonly PropertyKey[];

/** A heat pump's bin-method performance points: ranges and distinct temperatures. */
function checkBinPerformance(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  performance: unknown,
  p: readonly (string | number)[],
): void {
  if (typeof performance !== 'object' || performance === null) return;
  const data = performance as Record<string, unknown>;
  checkRange(
    ctx,
    u,
    data['cyclingDegradation'],
    [...p, 'cyclingDegradation'],
    'Cycling degradation coefficient',
    LIMITS.cyclingDegradation,
    'count',
  );
  const points = Array.isArray(data['points']) ? (data['points'] as unknown[]) : [];
  const temperatures = new Set<number>();
  points.forEach((point, i) => {
    if (typeof point !== 'object' || point === null) return;
    const row = point as Record<string, unknown>;
    const path = [...p, 'points', i];
    for (const [key, label, limit, quantity] of PERFORMANCE_POINT_FIELDS) {
      const name = `Performance point ${i + 1} ${label}`;
      checkRange(ctx, u, row[key], [...path, key], name, limit, quantity);
    }
    const temperature = finiteOrUndefined(row['temperature']);
    if (temperature !== undefined && temperatures.has(temperature)) {
      customIssue(
        ctx,
        [...path, 'temperature'],
        `Performance point ${i + 1} outdoor temperature repeats another point's: the temperatures must differ.`,
      );
    }
    if (temperature !== undefined) temperatures.add(temperature);
  });
}

/** The bin method's own fields: the bins (each temperature and hours in range), the balance point. */
function checkBins(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  heating: Record<string, unknown>,
  p: readonly string[],
  outdoor: number | undefined,
): void {
  const bins = heating['bins'];
  if (!Array.isArray(bins) || bins.length === 0) {
    customIssue(
      ctx,
      [...p, 'bins'],
      'Temperature bins are required by the bin method (hours in each outdoor temperature bin).',
    );
  } else {
    let totalHours = 0;
    bins.forEach((bin: unknown, i) => {
      if (typeof bin !== 'object' || bin === null) return;
      const row = bin as Record<string, unknown>;
      checkRange(
        ctx,
        u,
        row['temperature'],
        [...p, 'bins', i, 'temperature'],
        'Bin temperature',
        LIMITS.temperature,
        'temperature',
      );
      checkRange(
        ctx,
        u,
        row['hours'],
        [...p, 'bins', i, 'hours'],
        'Bin hours',
        LIMITS.hours,
        'count',
      );
      totalHours += finiteOrUndefined(row['hours']) ?? 0;
    });
    if (totalHours > 8784) {
      customIssue(
        ctx,
        [...p, 'bins'],
        `The bins hold ${Math.round(totalHours)} hours, more than a year (8784 h in a leap year).`,
      );
    }
  }
  const balance = heating['balancePointTemperature'];
  if (balance === undefined) {
    customIssue(
      ctx,
      [...p, 'balancePointTemperature'],
      'Balance-point temperature is required by the bin method.',
    );
    return;
  }
  checkRange(
    ctx,
    u,
    balance,
    [...p, 'balancePointTemperature'],
    'Balance-point temperature',
    LIMITS.temperature,
    'temperature',
  );
  const balanceValue = finiteOrUndefined(balance);
  if (balanceValue !== undefined && outdoor !== undefined && !(balanceValue > outdoor)) {
    customIssue(
      ctx,
      [...p, 'balancePointTemperature'],
      'Balance-point temperature must be above the outdoor design temperature.',
    );
  }
}

/** Each month of a degree-day list within the monthly range. */
function checkMonthly(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  monthly: unknown,
  path: Path,
  kind: 'Monthly heating' | 'Monthly cooling',
): void {
  if (!Array.isArray(monthly)) return;
  monthly.forEach((value, i) =>
    checkRange(
      ctx,
      u,
      value,
      [...path, i],
      `${kind} degree-days`,
      LIMITS.monthlyDegreeDays,
      'degreeDays',
    ),
  );
}

/** The range of each demand field of a group, in form order. */
function checkDemand(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  demand: Record<string, unknown>,
  group: 'heating' | 'cooling',
): void {
  for (const [field, { label, limit, quantity }] of demandFieldsOf(group)) {
    checkRange(ctx, u, demand[field], [group, field], label, limit, quantity);
  }
}

function checkRanges(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const parsed = UnitSystemSchema.safeParse(data['unitSystem']);
  if (!parsed.success) return;
  const u = parsed.data;
  const heating = asRecord(data['heating']);
  const cooling = asRecord(data['cooling']);
  if (data['heating'] === undefined && data['cooling'] === undefined) {
    customIssue(ctx, ['heating'], 'Give a heating demand, a cooling demand, or both.');
  }
  if (heating !== undefined) {
    const p = ['heating'];
    checkDemand(ctx, u, heating, 'heating');
    const monthly = heating['monthlyHeatingDegreeDays'];
    checkMonthly(ctx, u, monthly, [...p, 'monthlyHeatingDegreeDays'], 'Monthly heating');
    const indoor = finiteOrUndefined(heating['indoorDesignTemperature']);
    const outdoor = finiteOrUndefined(heating['outdoorDesignTemperature']);
    if (indoor !== undefined && outdoor !== undefined && !(indoor > outdoor)) {
      customIssue(
        ctx,
        [...p, 'outdoorDesignTemperature'],
        'Outdoor design temperature must be below the indoor design temperature.',
      );
    }
    const method = heating['method'] ?? 'degreeDays';
    if (
      method === 'degreeDays' &&
      heating['heatingDegreeDays'] === undefined &&
      monthly === undefined
    ) {
      customIssue(
        ctx,
        [...p, 'heatingDegreeDays'],
        'Heating degree-days are required by the degree-day method (or give monthly degree-days).',
      );
    }
    if (method === 'bin') checkBins(ctx, u, heating, p, outdoor);
    if (method === 'fullLoadHours' && heating['fullLoadHours'] === undefined) {
      customIssue(
        ctx,
        [...p, 'fullLoadHours'],
        'Heating full-load hours are required by the full-load-hours method.',
      );
    }
  }
  if (cooling !== undefined) {
    const p = ['cooling'];
    checkDemand(ctx, u, cooling, 'cooling');
    const monthly = cooling['monthlyCoolingDegreeDays'];
    checkMonthly(ctx, u, monthly, [...p, 'monthlyCoolingDegreeDays'], 'Monthly cooling');
    if (Array.isArray(monthly) && monthly.every((v) => v === 0)) {
      customIssue(
        ctx,
        [...p, 'monthlyCoolingDegreeDays'],
        'Monthly cooling degree-days must not all be 0.',
      );
    }
  }
  const tariffs = asRecord(data['tariffs']) ?? {};
  for (const [key, label, limit] of [
    ['electricityPrice', 'Electricity price', LIMITS.price],
    ['naturalGasPrice', 'Natural gas price', LIMITS.price],
    ['oilPrice', 'Oil price', LIMITS.price],
    ['propanePrice', 'Propane price', LIMITS.price],
    ['electricityFixedMonthly', 'Electricity fixed monthly charge', LIMITS.fixed],
    ['naturalGasFixedMonthly', 'Natural gas fixed monthly charge', LIMITS.fixed],
    ['demandChargePerKw', 'Demand charge', LIMITS.price],
  ] as const) {
    checkRange(ctx, u, tariffs[key], ['tariffs', key], label, limit, 'count');
  }
  const factors = asRecord(data['emissionFactors']) ?? {};
  for (const key of ['electricity', 'naturalGas', 'oil', 'propane'] as const) {
    checkRange(
      ctx,
      u,
      factors[key],
      ['emissionFactors', key],
      'Emission factor (kg CO₂/kWh)',
      LIMITS.emission,
      'count',
    );
  }
  const ids = new Set<string>();
  recordRows(data['options']).forEach(([option, index]) => {
    const p = ['options', index];
    checkBinPerformance(ctx, u, option['binPerformance'], [...p, 'binPerformance']);
    checkRange(
      ctx,
      u,
      option['installedCost'],
      [...p, 'installedCost'],
      'Installed cost',
      LIMITS.cost,
      'count',
    );
    const fuel = option['heatingFuel'] ?? 'naturalGas';
    const heatingRating = String(option['heatingRating'] ?? 'afue');
    if (heating !== undefined && fuel !== 'electricResistance') {
      const isHeatPump = fuel === 'heatPump';
      const ratingFits = isHeatPump ? heatingRating !== 'afue' : heatingRating === 'afue';
      if (!ratingFits) {
        customIssue(
          ctx,
          [...p, 'heatingRating'],
          isHeatPump
            ? 'A heat pump is rated by seasonal COP, HSPF or HSPF2.'
            : 'A fuel-fired system is rated by AFUE (%).',
        );
      }
      const efficiency = finiteOrUndefined(option['heatingEfficiency']);
      const range = ENERGY_EFFICIENCY_RANGES[heatingRating];
      if (option['heatingEfficiency'] === undefined) {
        customIssue(ctx, [...p, 'heatingEfficiency'], 'Heating efficiency is required.');
      } else if (
        ratingFits &&
        range !== undefined &&
        efficiency !== undefined &&
        (efficiency < range[0] || efficiency > range[1])
      ) {
        customIssue(
          ctx,
          [...p, 'heatingEfficiency'],
          `Heating efficiency (${heatingRating.toUpperCase()}) must be between ${range[0]} and ${range[1]}${range[2] === '%' ? '%' : range[2] === '' ? '' : ` ${range[2]}`}.`,
        );
      }
    }
    if (cooling !== undefined) {
      const rating = String(option['coolingRating'] ?? 'seer2');
      const efficiency = finiteOrUndefined(option['coolingEfficiency']);
      const range = ENERGY_EFFICIENCY_RANGES[rating === 'cop' ? 'coolingCop' : rating];
      if (option['coolingEfficiency'] === undefined) {
        customIssue(ctx, [...p, 'coolingEfficiency'], 'Cooling efficiency is required.');
      } else if (
        range !== undefined &&
        efficiency !== undefined &&
        (efficiency < range[0] || efficiency > range[1])
      ) {
        customIssue(
          ctx,
          [...p, 'coolingEfficiency'],
          `Cooling efficiency (${rating.toUpperCase()}) must be between ${range[0]} and ${range[1]}${range[2] === '' ? '' : ` ${range[2]}`}.`,
        );
      }
    }
    const id = option['id'];
    if (typeof id === 'string') {
      if (ids.has(id))
        customIssue(ctx, [...p, 'id'], `Option id '${id}' is used twice; ids must be unique.`);
      ids.add(id);
    }
  });
}

/**
 * Input of the annual energy-cost comparison: the building's heating and/or cooling demand (design
 * loads with degree-days or full-load hours), tariffs, CO₂ factors and one to four system options.
 * Loads Btu/h | W, temperatures °F | °C, degree-days °F·day | K·day; prices in the tariff's currency
 * per priced unit; efficiencies as rated (AFUE %, COP, HSPF/HSPF2, SEER/SEER2/EER/EER2 in Btu/Wh).
 */
export const EnergyCostInputSchema = z
  .object(
    {
      calculationName: nameField('Calculation name'),
      unitSystem: z
        .enum(UnitSystemSchema.options, { error: 'Unit system must be Imperial or Metric.' })
        .default('Imperial'),
      heating: HeatingDemandSchema.optional(),
      cooling: CoolingDemandSchema.optional(),
      tariffs: TariffSchema,
      emissionFactors: EmissionFactorsSchema.default({
        electricity: DEFAULT_EMISSION_FACTORS_KG_PER_KWH.electricity,
        naturalGas: DEFAULT_EMISSION_FACTORS_KG_PER_KWH.naturalGas,
        oil: DEFAULT_EMISSION_FACTORS_KG_PER_KWH.oil,
        propane: DEFAULT_EMISSION_FACTORS_KG_PER_KWH.propane,
      }),
      options: z
        .array(EnergyOptionSchema, { error: 'Options must be a list.' })
        .min(1, 'Give at least one option to cost.')
        .max(MAX_ENERGY_OPTIONS, `Compare at most ${MAX_ENERGY_OPTIONS} options.`),
    },
    { error: groupError('The energy-cost file') },
  )
  .superRefine((data, ctx) => checkRanges(asRecord(data) ?? {}, ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export type EnergyCostInput = z.output<typeof EnergyCostInputSchema>;
export type EnergyCostInputDraft = z.input<typeof EnergyCostInputSchema>;
