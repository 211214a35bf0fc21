import type { UnitSystem } from '../units/unit-system.js';
import { fieldFromSi, fieldQuantityUnitLabel, fieldToSi } from '../units/field-quantities.js';
import { formatNumberForMessage } from '../_lib/message-number.js';
import { degreeDayHeatingEnergyKwh, fullLoadHoursEnergyKwh } from './annual-energy.js';
import { binMethodEnergy } from './bin-method.js';
import { KWH_PER_THERM, MONTHS, SEER2_PER_SEER } from './constants.js';
import { coolingCop, eerFromSeer, seasonalHeatingEfficiency } from './efficiency.js';
import type { CoolingRating, HeatingFuel, HeatingRating } from './efficiency.js';
import { kwhPerPriceUnit } from './fuel-prices.js';
import type { EnergySource, PriceUnit } from './fuel-prices.js';
import { EnergyCostInputSchema } from './schema.js';
import type {
  EnergyCostInput,
  EnergyCostInputDraft,
  EnergyOption,
  HeatingMethod,
} from './schema.js';
import { parseInput } from '../_lib/parse-input.js';

/** One month of an option's costs (when monthly degree-days are given). */
export interface EnergyMonth {
  readonly month: number;
  readonly heatingCost: number;
  readonly coolingCost: number;
  readonly fixedCost: number;
  readonly demandCost: number;
  readonly totalCost: number;
  /** Electricity bought that month, kWh. */
  readonly electricityKwh: number;
  /** Fuel bought that month for heating, kWh (HHV); 0 for electric heating. */
  readonly fuelKwh: number;
}

/** The annual figures of one option. */
export interface EnergyOptionResult {
  readonly id: string;
  readonly name: string;
  readonly heatingFuel: HeatingFuel;
  /** Heat delivered per unit of purchased energy (AFUE fraction, or COP); null without a heating demand. */
  readonly heatingEfficiency: number | null;
  /** Cooling COP used; null without a cooling demand. */
  readonly coolingCop: number | null;
  /** Fuel bought for heating, kWh (HHV); 0 for electric heating. */
  readonly heatingFuelKwh: number;
  /** The same fuel in its priced unit (therms, m³, gallons, litres), with the unit. */
  readonly heatingFuelQuantity: {
    readonly amount: number;
    readonly unit: PriceUnit | 'kWh';
  } | null;
  readonly heatingElectricityKwh: number;
  readonly coolingElectricityKwh: number;
  /** All energy bought in a year (fuel HHV + electricity), kWh. */
  readonly purchasedEnergyKwh: number;
  /** The same, MMBtu. */
  readonly purchasedEnergyMMBtu: number;
  /** Which heating rating is used and what it means; null without a heating demand. */
  readonly heatingRatingUsed: string | null;
  /** Which cooling rating is used and why it suits (or not) an annual estimate; null without a cooling demand. */
  readonly coolingRatingUsed: string | null;
  /** Estimated monthly peak electric demand, kW. */
  readonly peakDemandKw: number;
  readonly heatingCost: number;
  readonly coolingCost: number;
  readonly fixedCost: number;
  readonly demandCost: number;
  readonly totalCost: number;
  /** CO₂ from the energy bought, lb | kg. */
  readonly co2: number;
  readonly installedCost: number;
  /** Years to recover the extra installed cost over the first option from its lower annual cost; 0 when it costs less on both; null when it never pays back (or for the first option). */
  readonly simplePaybackYears: number | null;
  readonly monthly: readonly EnergyMonth[] | null;
}

/** Result of {@link calculateEnergyCost}. */
export interface EnergyCostResult {
  readonly calculationName: string;
  readonly unitSystem: UnitSystem;
  readonly currency: string;
  readonly heating: {
    readonly method: HeatingMethod;
    /** Indoor − outdoor design temperature, °F | K. */
    readonly designTemperatureDifference: number;
    /** Degree-days used, °F·day | K·day (null with full-load hours). */
    readonly heatingDegreeDays: number | null;
    readonly degreeDayCorrection: number;
    /** Heat delivered to the building per year, kWh and MMBtu. */
    readonly annualHeatKwh: number;
    readonly annualHeatMMBtu: number;
    /**
     * The bin method's table, coldest bin first: each bin's midpoint (°F | °C), its hours, the
     * building load on the load line (Btu/h | W) and the heat delivered in the bin, kWh and MMBtu
     * (the annual heat's two units). Present only under the bin method, so the other methods'
     * results keep their shape.
     */
    readonly bins?: readonly {
      readonly temperature: number;
      readonly hours: number;
      readonly load: number;
      readonly heatKwh: number;
      readonly heatMMBtu: number;
    }[];
  } | null;
  readonly cooling: {
    /** Heat removed per year, kWh and ton-hours. */
    readonly annualCoolingKwh: number;
    readonly annualCoolingTonHours: number;
  } | null;
  readonly options: readonly EnergyOptionResult[];
  readonly cheapestOptionId: string;
  readonly units: {
    readonly co2: string;
    readonly heatingDegreeDays: string;
    readonly temperatureDifference: string;
  };
  /** Inputs that make a figure doubtful, by option where it applies. */
  readonly warnings: readonly string[];
  readonly notes: readonly string[];
}

const FUEL_LABELS: Readonly<Record<EnergySource, string>> = {
  electricity: 'Electricity',
  naturalGas: 'Natural gas',
  oil: 'Oil',
  propane: 'Propane',
};

const n = formatNumberForMessage;

/**
 * What a heating rating means for the annual estimate, e.g. "HSPF2 7.5 Btu/Wh (seasonal, AHRI
 * 210/240-2023) → seasonal COP 2.2".
 */
function describeHeatingRating(
  fuel: HeatingFuel,
  rating: HeatingRating,
  value: number,
  efficiency: number,
): string {
  if (fuel === 'electricResistance')
    return 'Electric resistance: every kWh bought is a kWh of heat (COP 1).';
  if (rating === 'afue')
    return `AFUE ${n(value)}% (seasonal, 10 CFR 430 appendix N): ${n(value)}% of the fuel's heat reaches the building.`;
  if (rating === 'cop')
    return `Seasonal COP ${n(value)} as entered (use a seasonal figure: the COP at one rating point overstates a heat pump's year).`;
  return `${rating.toUpperCase()} ${n(value)} Btu/Wh (seasonal, AHRI 210/240${rating === 'hspf2' ? '-2023' : ''}) → seasonal COP ${n(efficiency)}.`;
}

/**
 * Which cooling rating is used and why: SEER and SEER2 are seasonal (weighted over part-load hours,
 * made for annual energy); EER and EER2 are one point (95 °F outdoors, full load).
 */
function describeCoolingRating(rating: CoolingRating, value: number, cop: number): string {
  if (rating === 'seer' || rating === 'seer2')
    return `${rating.toUpperCase()} ${n(value)} Btu/Wh → COP ${n(cop)}: seasonal, weighted over the part-load hours of a cooling season (AHRI 210/240${rating === 'seer2' ? '-2023' : ''}), the rating meant for annual energy.`;
  if (rating === 'eer' || rating === 'eer2')
    return `${rating.toUpperCase()} ${n(value)} Btu/Wh → COP ${n(cop)}: one rating point (95 °F / 35 °C outdoors, full load), so the annual energy is conservative; prefer SEER/SEER2 when known.`;
  return `COP ${n(value)} as entered: treated as a seasonal average; a single-point COP makes the annual energy conservative.`;
}

function sourceOf(fuel: HeatingFuel): EnergySource {
  return fuel === 'electricResistance' || fuel === 'heatPump' ? 'electricity' : fuel;
}

function shares(values: readonly number[] | undefined): number[] | null {
  if (values === undefined) return null;
  const total = values.reduce((sum, value) => sum + value, 0);
  return total > 0 ? values.map((value) => value / total) : values.map(() => 0);
}

interface Demand {
  readonly heatKwh: number;
  readonly coolKwh: number;
  readonly heatShares: number[] | null;
  readonly coolShares: number[] | null;
}

function priceOf(
  input: EnergyCostInput,
  source: EnergySource,
): { price: number; unit: PriceUnit | 'kWh' } {
  const t = input.tariffs;
  switch (source) {
    case 'electricity':
      return { price: t.electricityPrice, unit: 'kWh' };
    case 'naturalGas':
      return { price: t.naturalGasPrice, unit: t.naturalGasUnit };
    case 'oil':
      return { price: t.oilPrice, unit: t.oilUnit };
    case 'propane':
      return { price: t.propanePrice, unit: t.propaneUnit };
  }
}

function pricePerKwh(input: EnergyCostInput, source: EnergySource): number {
  const { price, unit } = priceOf(input, source);
  return price / (unit === 'kWh' ? 1 : kwhPerPriceUnit(source, unit));
}

function costOption(
  input: EnergyCostInput,
  option: EnergyOption,
  demand: Demand,
  notes: Set<string>,
  warnings: string[],
) {
  const heating = input.heating;
  const cooling = input.cooling;
  const source = sourceOf(option.heatingFuel);
  const seasonalEfficiency =
    heating === undefined
      ? null
      : seasonalHeatingEfficiency(
          option.heatingFuel,
          option.heatingRating,
          option.heatingEfficiency ?? 1,
        );
  const cop =
    cooling === undefined ? null : coolingCop(option.coolingRating, option.coolingEfficiency ?? 1);
  const binned = heatPumpBinEnergy(input, option);
  if (binned !== null) {
    notes.add(
      'Heat pumps with catalogue performance points are costed bin by bin (capacity and COP at each bin temperature, PLF = 1 − C_D (1 − PLR), electric backup above capacity).',
    );
  }
  const heatingEfficiency =
    binned === null ? seasonalEfficiency : (binned.seasonalEfficiency ?? seasonalEfficiency);
  const heatingPurchasedKwh =
    binned !== null
      ? binned.energyKwh
      : heatingEfficiency === null
        ? 0
        : demand.heatKwh / heatingEfficiency;
  const heatingFuelKwh = source === 'electricity' ? 0 : heatingPurchasedKwh;
  const heatingElectricityKwh = source === 'electricity' ? heatingPurchasedKwh : 0;
  const coolingElectricityKwh = cop === null ? 0 : demand.coolKwh / cop;

  let coolingPeakKw = 0;
  if (cooling !== undefined && option.coolingEfficiency !== undefined) {
    const capacityW = fieldToSi(cooling.capacity, 'heatRate', input.unitSystem);
    let peakCop: number;
    if (option.coolingRating === 'seer' || option.coolingRating === 'seer2') {
      // Times the reciprocal, not divided: saved results were computed so, to the last bit.
      const seer =
        option.coolingRating === 'seer'
          ? option.coolingEfficiency
          : option.coolingEfficiency * (1 / SEER2_PER_SEER);
      peakCop = coolingCop('eer', Math.min(Math.max(eerFromSeer(seer), 5), 45));
      notes.add(
        `Peak cooling demand from a SEER rating uses EER ≈ −0.02·SEER² + 1.12·SEER (Cutler et al. 2013, NREL/TP-5500-56354); SEER2 is first divided by ${SEER2_PER_SEER}.`,
      );
    } else {
      peakCop = cop ?? 1;
    }
    coolingPeakKw = capacityW / peakCop / 1000;
  }
  let heatingPeakKw = 0;
  if (heating !== undefined && source === 'electricity' && heatingEfficiency !== null) {
    heatingPeakKw =
      fieldToSi(heating.designHeatLoss, 'heatRate', input.unitSystem) / heatingEfficiency / 1000;
    if (option.heatingFuel === 'heatPump') {
      notes.add(
        'Heat-pump peak demand uses the seasonal COP; at the design temperature the COP is lower and backup heat may run, so the real peak is higher.',
      );
    }
  }
  const peakDemandKw = Math.max(coolingPeakKw, heatingPeakKw);

  const usesElectricity = heatingElectricityKwh + coolingElectricityKwh > 0;
  const usesGas = option.heatingFuel === 'naturalGas' && heatingFuelKwh > 0;
  const fixedMonthly =
    (usesElectricity ? input.tariffs.electricityFixedMonthly : 0) +
    (usesGas ? input.tariffs.naturalGasFixedMonthly : 0);
  const heatingPrice = pricePerKwh(input, source);
  const electricityPrice = pricePerKwh(input, 'electricity');

  const monthlyAvailable =
    (heating === undefined || demand.heatShares !== null) &&
    (cooling === undefined || demand.coolShares !== null);
  const monthly: EnergyMonth[] | null = monthlyAvailable
    ? Array.from({ length: MONTHS }, (_, index): EnergyMonth => {
        const heatShare = demand.heatShares?.[index] ?? 0;
        const coolShare = demand.coolShares?.[index] ?? 0;
        const heatingCost = heatingPurchasedKwh * heatShare * heatingPrice;
        const coolingCost = coolingElectricityKwh * coolShare * electricityPrice;
        const monthPeak = Math.max(
          heatShare > 0 ? heatingPeakKw : 0,
          coolShare > 0 ? coolingPeakKw : 0,
        );
        const demandCost = monthPeak * input.tariffs.demandChargePerKw;
        return {
          month: index + 1,
          heatingCost,
          coolingCost,
          fixedCost: fixedMonthly,
          demandCost,
          totalCost: heatingCost + coolingCost + fixedMonthly + demandCost,
          electricityKwh: heatingElectricityKwh * heatShare + coolingElectricityKwh * coolShare,
          fuelKwh: heatingFuelKwh * heatShare,
        };
      })
    : null;

  const heatingCost = heatingPurchasedKwh * heatingPrice;
  const coolingCost = coolingElectricityKwh * electricityPrice;
  const fixedCost = fixedMonthly * MONTHS;
  const demandCost =
    monthly === null
      ? peakDemandKw * input.tariffs.demandChargePerKw * MONTHS
      : monthly.reduce((sum, month) => sum + month.demandCost, 0);
  if (monthly === null && input.tariffs.demandChargePerKw > 0) {
    notes.add(
      'Without monthly degree-days the demand charge applies the annual peak to all 12 months.',
    );
  }
  const label = option.name || option.id;
  if (heatingPurchasedKwh > 0 && heatingPrice === 0) {
    warnings.push(
      `${FUEL_LABELS[source]} price is 0: the heating of '${label}' costs nothing. Enter the tariff's price.`,
    );
  }
  if (coolingElectricityKwh > 0 && electricityPrice === 0 && source !== 'electricity') {
    warnings.push(
      `Electricity price is 0: the cooling of '${label}' costs nothing. Enter the tariff's price.`,
    );
  }
  if (
    cooling !== undefined &&
    (option.coolingRating === 'eer' || option.coolingRating === 'eer2')
  ) {
    warnings.push(
      `'${label}' is costed with ${option.coolingRating.toUpperCase()}, a one-point rating: its annual cooling energy is conservative. Use SEER/SEER2 for annual estimates when known.`,
    );
  }
  const factors = input.emissionFactors;
  const co2Kg =
    (heatingElectricityKwh + coolingElectricityKwh) * factors.electricity +
    (source === 'electricity' ? 0 : heatingFuelKwh * factors[source]);
  const { unit } = priceOf(input, source);

  return {
    id: option.id,
    name: option.name,
    heatingFuel: option.heatingFuel,
    heatingEfficiency,
    coolingCop: cop,
    heatingFuelKwh,
    heatingFuelQuantity:
      heating === undefined || source === 'electricity'
        ? null
        : { amount: heatingFuelKwh / kwhPerPriceUnit(source, unit), unit },
    heatingElectricityKwh,
    coolingElectricityKwh,
    purchasedEnergyKwh: heatingPurchasedKwh + coolingElectricityKwh,
    purchasedEnergyMMBtu: (heatingPurchasedKwh + coolingElectricityKwh) / KWH_PER_THERM / 10,
    heatingRatingUsed:
      heatingEfficiency === null
        ? null
        : describeHeatingRating(
            option.heatingFuel,
            option.heatingRating,
            option.heatingEfficiency ?? 1,
            heatingEfficiency,
          ),
    coolingRatingUsed:
      cop === null
        ? null
        : describeCoolingRating(option.coolingRating, option.coolingEfficiency ?? 1, cop),
    peakDemandKw,
    heatingCost,
    coolingCost,
    fixedCost,
    demandCost,
    totalCost: heatingCost + coolingCost + fixedCost + demandCost,
    co2: fieldFromSi(co2Kg, 'mass', input.unitSystem),
    installedCost: option.installedCost,
    monthly,
  };
}

/** The load line of the bin method in SI: design loss at the outdoor design temperature, zero at the balance point. */
function binLine(
  h: NonNullable<EnergyCostInput['heating']>,
  designLossW: number,
  unitSystem: UnitSystem,
) {
  return {
    designLoadW: designLossW,
    designTemperatureC: fieldToSi(h.outdoorDesignTemperature, 'temperature', unitSystem),
    balancePointC: fieldToSi(h.balancePointTemperature ?? 0, 'temperature', unitSystem),
  };
}

function binsSi(h: NonNullable<EnergyCostInput['heating']>, unitSystem: UnitSystem) {
  return (h.bins ?? []).map((bin) => ({
    temperatureC: fieldToSi(bin.temperature, 'temperature', unitSystem),
    hours: bin.hours,
  }));
}

/**
 * A heat pump's heating energy bin by bin, when the heating method is 'bin' and the option gives its
 * catalogue performance points; null otherwise.
 */
function heatPumpBinEnergy(input: EnergyCostInput, option: EnergyOption) {
  const h = input.heating;
  if (h === undefined || h.method !== 'bin' || option.heatingFuel !== 'heatPump') return null;
  if (option.binPerformance === undefined) return null;
  const { unitSystem } = input;
  return binMethodEnergy(
    binsSi(h, unitSystem),
    binLine(h, fieldToSi(h.designHeatLoss, 'heatRate', unitSystem), unitSystem),
    'heating',
    {
      kind: 'temperatureDependent',
      points: option.binPerformance.points.map((point) => ({
        temperatureC: fieldToSi(point.temperature, 'temperature', unitSystem),
        capacityW: fieldToSi(point.capacity, 'heatRate', unitSystem),
        cop: point.cop,
      })),
      cyclingDegradation: option.binPerformance.cyclingDegradation,
    },
    {},
  );
}

/**
 * Annual heat by the bin method: the load line through the design heat loss at the outdoor design
 * temperature and zero at the balance point, times the hours of each bin.
 */
function binHeat(
  h: NonNullable<EnergyCostInput['heating']>,
  designLossW: number,
  unitSystem: UnitSystem,
) {
  return binMethodEnergy(
    binsSi(h, unitSystem),
    binLine(h, designLossW, unitSystem),
    'heating',
    { kind: 'constant', efficiency: 1, source: 'electricity' },
    {},
  );
}

/**
 * Annual energy, cost and CO₂ of one to four heating/cooling options for the same building, with
 * simple payback against the first option.
 *
 * Heating: heat delivered by the degree-day method (E = 24·DD·q/Δt·C_D), by full-load hours
 * (E = q·FLH) or by the bin method (E = Σ hours × load on the line from the design loss to the balance point), divided by the seasonal efficiency (AFUE, or COP from HSPF/HSPF2 ÷ 3.412, or 1 for
 * resistance). Cooling: E = capacity·EFLH divided by the COP from SEER/SEER2 (seasonal, the right
 * rating for annual energy) or EER/EER2 (one rating point, 95 °F outdoors: used as given, it
 * overstates annual use of a variable-speed unit). Costs: energy at the tariff's price per kWh, therm,
 * m³, gallon or litre; fixed monthly charges of each account the option uses; a demand charge on the
 * estimated monthly peak kW. Monthly degree-days spread the year over months.
 *
 * @param draft - The input as entered (see {@link EnergyCostInputSchema}).
 * @returns Per option: energy by source, cost breakdown, CO₂, payback, and a monthly table when monthly degree-days are given.
 * @throws {ZodError} If the input is invalid; each issue's path is the field.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 19 "Energy estimating and modeling methods"; AHRI
 *   210/240-2023 (SEER2, EER2, HSPF2); U.S. EIA heat contents; EPA GHG Emission Factors Hub and eGRID
 * @example calculateEnergyCost(defaultEnergyCostInput('Imperial')).options.length //=> 2
 */
export function calculateEnergyCost(draft: EnergyCostInputDraft): EnergyCostResult {
  return calculateEnergyCostInput(parseInput(EnergyCostInputSchema, draft, 'energy cost input'));
}

/**
 * calculateEnergyCost of an input its schema has already parsed (`EnergyCostInputSchema.safeParse`), without
 * parsing it again: the web app validates each draft once and calls this.
 */
export function calculateEnergyCostInput(input: EnergyCostInput): EnergyCostResult {
  const { unitSystem } = input;
  const notes = new Set<string>();
  const warnings: string[] = [];

  let heatKwh = 0;
  let heatShares: number[] | null = null;
  let heatingSummary: EnergyCostResult['heating'] = null;
  let binTable: NonNullable<EnergyCostResult['heating']>['bins'];
  if (input.heating !== undefined) {
    const h = input.heating;
    const designLossW = fieldToSi(h.designHeatLoss, 'heatRate', unitSystem);
    const deltaK =
      fieldToSi(h.indoorDesignTemperature, 'temperature', unitSystem) -
      fieldToSi(h.outdoorDesignTemperature, 'temperature', unitSystem);
    heatShares = shares(h.monthlyHeatingDegreeDays);
    const degreeDays =
      h.monthlyHeatingDegreeDays === undefined
        ? h.heatingDegreeDays
        : h.monthlyHeatingDegreeDays.reduce((sum, value) => sum + value, 0);
    if (h.method === 'degreeDays') {
      heatKwh = degreeDayHeatingEnergyKwh(
        designLossW,
        deltaK,
        fieldToSi(degreeDays ?? 0, 'degreeDays', unitSystem),
        h.degreeDayCorrection,
      );
      if (h.degreeDayCorrection === 1) {
        notes.add(
          'C_D = 1: with base-65 °F (18.3 °C) degree-days this overstates the heating of a building whose internal and solar gains lower its balance point; enter C_D (ASHRAE Fundamentals 1989, ch. 28, fig. 1) or balance-point degree-days.',
        );
      }
    } else if (h.method === 'bin') {
      const binned = binHeat(h, designLossW, unitSystem);
      heatKwh = binned.deliveredKwh;
      binTable = [...binned.rows]
        .sort((a, b) => a.temperatureC - b.temperatureC)
        .map((row) => {
          const binHeatKwh = (row.unitOutputW * row.hours) / 1000;
          return {
            temperature: fieldFromSi(row.temperatureC, 'temperature', unitSystem),
            hours: row.hours,
            load: fieldFromSi(row.loadW, 'heatRate', unitSystem),
            heatKwh: binHeatKwh,
            heatMMBtu: binHeatKwh / KWH_PER_THERM / 10,
          };
        });
    } else {
      heatKwh = fullLoadHoursEnergyKwh(designLossW, h.fullLoadHours ?? 0);
    }
    heatingSummary = {
      method: h.method,
      designTemperatureDifference: fieldFromSi(deltaK, 'temperatureDifference', unitSystem),
      heatingDegreeDays: h.method === 'degreeDays' ? (degreeDays ?? 0) : null,
      degreeDayCorrection: h.degreeDayCorrection,
      annualHeatKwh: heatKwh,
      annualHeatMMBtu: heatKwh / KWH_PER_THERM / 10,
      ...(binTable === undefined ? {} : { bins: binTable }),
    };
  }

  let coolKwh = 0;
  let coolShares: number[] | null = null;
  let coolingSummary: EnergyCostResult['cooling'] = null;
  if (input.cooling !== undefined) {
    const c = input.cooling;
    coolKwh = fullLoadHoursEnergyKwh(
      fieldToSi(c.capacity, 'heatRate', unitSystem),
      c.equivalentFullLoadHours,
    );
    coolShares = shares(c.monthlyCoolingDegreeDays);
    coolingSummary = {
      annualCoolingKwh: coolKwh,
      annualCoolingTonHours: (coolKwh * 1000) / 3516.8528420667,
    };
  }
  if (
    input.heating !== undefined &&
    input.cooling !== undefined &&
    (heatShares === null) !== (coolShares === null)
  ) {
    warnings.push(
      'Monthly figures need monthly degree-days for both heating and cooling; none are shown.',
    );
  }

  const demand: Demand = { heatKwh, coolKwh, heatShares, coolShares };
  const costed = input.options.map((option) => costOption(input, option, demand, notes, warnings));
  const baseline = costed[0];
  const options: EnergyOptionResult[] = costed.map((option, index) => {
    let simplePaybackYears: number | null = null;
    if (index > 0 && baseline !== undefined) {
      const extraCost = option.installedCost - baseline.installedCost;
      const savings = baseline.totalCost - option.totalCost;
      if (savings > 0) simplePaybackYears = extraCost <= 0 ? 0 : extraCost / savings;
    }
    return { ...option, simplePaybackYears };
  });
  const cheapest = options.reduce((best, option) =>
    option.totalCost < best.totalCost ? option : best,
  );

  return {
    calculationName: input.calculationName,
    unitSystem,
    currency: input.tariffs.currency,
    heating: heatingSummary,
    cooling: coolingSummary,
    options,
    cheapestOptionId: cheapest.id,
    units: {
      co2: fieldQuantityUnitLabel('mass', unitSystem),
      heatingDegreeDays: fieldQuantityUnitLabel('degreeDays', unitSystem),
      temperatureDifference: fieldQuantityUnitLabel('temperatureDifference', unitSystem),
    },
    warnings: [...new Set(warnings)],
    notes: [...notes],
  };
}
