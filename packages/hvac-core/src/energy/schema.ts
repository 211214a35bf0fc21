import { z } from 'zod';
import { customIssue } from '../_lib/custom-issue.js';
import { checkFieldRange } from '../_lib/range-issue.js';
import { groupError, readNumber } from '../_lib/form-number.js';
import { asRecord, recordRows } from '../_lib/draft-convert.js';
import { UnitSystemSchema } from '../units/unit-system.js';
import type { UnitSystem } from '../units/unit-system.js';
import { finiteOrUndefined, numberOr, requiredNumber } from '../_lib/form-number.js';
import { enumField, nameField } from '../_lib/schema-fields.js';
import { DEFAULT_EMISSION_FACTORS_KG_PER_KWH, MONTHS } from './constants.js';
import { ENERGY_LIMITS } from './limits.js';
import {
  ENERGY_BIN_FIELD_SPECS as BIN,
  ENERGY_COOLING_FIELD_SPECS as COOLING,
  ENERGY_EMISSION_FACTOR_FIELD_SPECS as EMISSION,
  ENERGY_HEATING_FIELD_SPECS as HEATING,
  ENERGY_MONTHLY_FIELD_SPECS as MONTHLY,
  ENERGY_OPTION_FIELD_SPECS as OPTION,
  ENERGY_PERFORMANCE_FIELD_SPECS as PERFORMANCE,
  ENERGY_PERFORMANCE_POINT_FIELD_SPECS as POINT,
  ENERGY_TARIFF_FIELD_SPECS as TARIFF,
  energyEfficiencyFieldSpec,
} from './number-fields.js';
import type { EnergyFieldSpec } from './number-fields.js';
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

/** How the messages name a field of the tables (its form label unless they say otherwise). */
const named = (spec: EnergyFieldSpec): string => spec.messageLabel ?? spec.label;

function monthlyField(spec: EnergyFieldSpec) {
  const label = named(spec);
  return z
    .array(requiredNumber(label), { error: `${label} must be a list of 12 monthly values.` })
    .length(MONTHS, { error: `${label} must hold 12 monthly values (January to December).` });
}

/** The building's heating need. */
export const HeatingDemandSchema = z.object(
  {
    method: enumField('Heating method', HEATING_METHODS).default('degreeDays'),
    /** Btu/h | W. */
    designHeatLoss: requiredNumber(named(HEATING.designHeatLoss)),
    /** °F | °C. */
    indoorDesignTemperature: requiredNumber(named(HEATING.indoorDesignTemperature)),
    outdoorDesignTemperature: requiredNumber(named(HEATING.outdoorDesignTemperature)),
    /** Annual heating degree-days, °F·day | K·day (base 65 °F / 18.3 °C unless C_D says otherwise). */
    heatingDegreeDays: numberOr(named(HEATING.heatingDegreeDays), undefined).optional(),
    /** C_D, default 1. */
    degreeDayCorrection: numberOr(named(HEATING.degreeDayCorrection), 1).default(1),
    /** Equivalent full-load heating hours per year (method fullLoadHours). */
    fullLoadHours: numberOr(named(HEATING.fullLoadHours), undefined).optional(),
    /** Monthly heating degree-days, °F·day | K·day; replaces the annual value (their sum) and gives a monthly table. */
    monthlyHeatingDegreeDays: monthlyField(MONTHLY.monthlyHeatingDegreeDays).optional(),
    /** Method 'bin': outdoor temperature at which the heating load reaches zero, °F | °C. */
    balancePointTemperature: numberOr(named(HEATING.balancePointTemperature), undefined).optional(),
    /** Method 'bin': hours of the year in each outdoor-temperature bin (midpoint °F | °C). */
    bins: z
      .array(
        z.object({
          temperature: requiredNumber(named(BIN.temperature)),
          hours: requiredNumber(named(BIN.hours)),
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
    capacity: requiredNumber(named(COOLING.capacity)),
    /** Equivalent full-load cooling hours per year. */
    equivalentFullLoadHours: requiredNumber(named(COOLING.equivalentFullLoadHours)),
    /** Monthly cooling degree-days (any base), used only to spread the annual energy over the months. */
    monthlyCoolingDegreeDays: monthlyField(MONTHLY.monthlyCoolingDegreeDays).optional(),
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
    electricityPrice: requiredNumber(named(TARIFF.electricityPrice)),
    naturalGasPrice: numberOr(named(TARIFF.naturalGasPrice), 0).default(0),
    naturalGasUnit: enumField('Natural gas price unit', PRICE_UNITS.naturalGas).default('therm'),
    oilPrice: numberOr(named(TARIFF.oilPrice), 0).default(0),
    oilUnit: enumField('Oil price unit', PRICE_UNITS.oil).default('gallon'),
    propanePrice: numberOr(named(TARIFF.propanePrice), 0).default(0),
    propaneUnit: enumField('Propane price unit', PRICE_UNITS.propane).default('gallon'),
    /** Fixed monthly charge of the electricity account. */
    electricityFixedMonthly: numberOr(named(TARIFF.electricityFixedMonthly), 0).default(0),
    /** Fixed monthly charge of the gas account (charged only to options that burn gas). */
    naturalGasFixedMonthly: numberOr(named(TARIFF.naturalGasFixedMonthly), 0).default(0),
    /** Demand charge per kW of monthly peak (0 for none). */
    demandChargePerKw: numberOr(named(TARIFF.demandChargePerKw), 0).default(0),
  },
  { error: groupError('Tariffs') },
);

/** A fuel's emission factor: blank is the default (EPA, eGRID). */
const emissionFactor = (fuel: keyof typeof EMISSION) =>
  numberOr(named(EMISSION[fuel]), DEFAULT_EMISSION_FACTORS_KG_PER_KWH[fuel]).default(
    DEFAULT_EMISSION_FACTORS_KG_PER_KWH[fuel],
  );

/** CO₂ factors, kg per kWh of fuel energy (HHV) or of electricity. */
export const EmissionFactorsSchema = z.object(
  {
    electricity: emissionFactor('electricity'),
    naturalGas: emissionFactor('naturalGas'),
    oil: emissionFactor('oil'),
    propane: emissionFactor('propane'),
  },
  { error: groupError('Emission factors') },
);

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
    for (const key of Object.keys(POINT) as (keyof typeof POINT)[]) {
      const read = readNumber(row[key]);
      if (read.ok) values[key] = read.value;
      else
        customIssue(
          ctx,
          [index, key],
          `Performance point ${index + 1} ${named(POINT[key])} ${read.empty ? 'is required' : 'must be a number'}.`,
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
    heatingEfficiency: numberOr(named(OPTION.heatingEfficiency), undefined).optional(),
    coolingRating: enumField('Cooling efficiency rating', COOLING_RATINGS).default('seer2'),
    coolingEfficiency: numberOr(named(OPTION.coolingEfficiency), undefined).optional(),
    /** Installed cost, for simple payback against the first option. */
    installedCost: numberOr(named(OPTION.installedCost), 0).default(0),
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
        cyclingDegradation: numberOr(named(PERFORMANCE.cyclingDegradation), 0).default(0),
      })
      .optional(),
  },
  { error: groupError('Each option') },
);
export type EnergyOption = z.output<typeof EnergyOptionSchema>;

/** The valid range of each kind of input, SI (K·day for degree-days); the form's defaults stay inside it. */
export const ENERGY_LIMITS_SI = ENERGY_LIMITS;

type Path = readonly PropertyKey[];

/** The range of one field of the tables, named in its message after `prefix` (its row). */
function checkField(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  value: unknown,
  path: Path,
  spec: EnergyFieldSpec,
  prefix = '',
): void {
  const label = `${prefix}${spec.rangeMessageLabel ?? named(spec)}`;
  checkFieldRange(ctx, u, value, path, spec, label, spec.messageUnit);
}

/** The range of each field of a table in a record of the input at `path`, in the table's order. */
function checkFields(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  record: Record<string, unknown>,
  table: Readonly<Record<string, EnergyFieldSpec>>,
  path: Path,
  prefix = '',
): void {
  for (const [field, spec] of Object.entries(table)) {
    checkField(ctx, u, record[field], [...path, field], spec, prefix);
  }
}

/** A heat pump's bin-method performance points: ranges and distinct temperatures. */
function checkBinPerformance(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  performance: unknown,
  p: readonly (string | number)[],
): void {
  if (typeof performance !== 'object' || performance === null) return;
  const data = performance as Record<string, unknown>;
  checkFields(ctx, u, data, PERFORMANCE, p);
  const points = Array.isArray(data['points']) ? (data['points'] as unknown[]) : [];
  const temperatures = new Set<number>();
  points.forEach((point, i) => {
    if (typeof point !== 'object' || point === null) return;
    const row = point as Record<string, unknown>;
    const path = [...p, 'points', i];
    checkFields(ctx, u, row, POINT, path, `Performance point ${i + 1} `);
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
      checkFields(ctx, u, row, BIN, [...p, 'bins', i]);
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
  checkField(ctx, u, balance, [...p, 'balancePointTemperature'], HEATING.balancePointTemperature);
  const balanceValue = finiteOrUndefined(balance);
  if (balanceValue !== undefined && outdoor !== undefined && !(balanceValue > outdoor)) {
    customIssue(
      ctx,
      [...p, 'balancePointTemperature'],
      'Balance-point temperature must be above the outdoor design temperature.',
    );
  }
}

/** Each month of a demand's degree-day list within the monthly range. */
function checkMonthly(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  demand: Record<string, unknown>,
  group: 'heating' | 'cooling',
  field: keyof typeof MONTHLY,
): void {
  const monthly = demand[field];
  if (!Array.isArray(monthly)) return;
  monthly.forEach((value, i) => checkField(ctx, u, value, [group, field, i], MONTHLY[field]));
}

// The balance point is the bin method's: checkBins holds it to its range under that method only.
const { balancePointTemperature: _binMethodOnly, ...HEATING_DEMAND } = HEATING;

/**
 * An option's heating or cooling efficiency: required, and within its rating's range when the
 * rating is known and fits (`rating` undefined: required only).
 */
function checkEfficiency(
  ctx: z.RefinementCtx,
  u: UnitSystem,
  option: Record<string, unknown>,
  p: Path,
  kind: 'heating' | 'cooling',
  rating: string | undefined,
): void {
  const field = `${kind}Efficiency` as const;
  const value = option[field];
  if (value === undefined) {
    customIssue(ctx, [...p, field], `${named(OPTION[field])} is required.`);
    return;
  }
  const spec = rating === undefined ? undefined : energyEfficiencyFieldSpec(kind, rating);
  if (spec !== undefined) checkField(ctx, u, value, [...p, field], spec);
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
    checkFields(ctx, u, heating, HEATING_DEMAND, p);
    const monthly = heating['monthlyHeatingDegreeDays'];
    checkMonthly(ctx, u, heating, 'heating', 'monthlyHeatingDegreeDays');
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
    checkFields(ctx, u, cooling, COOLING, p);
    const monthly = cooling['monthlyCoolingDegreeDays'];
    checkMonthly(ctx, u, cooling, 'cooling', 'monthlyCoolingDegreeDays');
    if (Array.isArray(monthly) && monthly.every((v) => v === 0)) {
      customIssue(
        ctx,
        [...p, 'monthlyCoolingDegreeDays'],
        'Monthly cooling degree-days must not all be 0.',
      );
    }
  }
  checkFields(ctx, u, asRecord(data['tariffs']) ?? {}, TARIFF, ['tariffs']);
  checkFields(ctx, u, asRecord(data['emissionFactors']) ?? {}, EMISSION, ['emissionFactors']);
  const ids = new Set<string>();
  recordRows(data['options']).forEach(([option, index]) => {
    const p = ['options', index];
    checkBinPerformance(ctx, u, option['binPerformance'], [...p, 'binPerformance']);
    checkField(ctx, u, option['installedCost'], [...p, 'installedCost'], OPTION.installedCost);
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
      checkEfficiency(ctx, u, option, p, 'heating', ratingFits ? heatingRating : undefined);
    }
    if (cooling !== undefined) {
      const rating = String(option['coolingRating'] ?? 'seer2');
      checkEfficiency(ctx, u, option, p, 'cooling', rating);
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
