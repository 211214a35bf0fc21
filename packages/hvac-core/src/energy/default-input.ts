import type { UnitSystem } from '../units/unit-system.js';
import { fieldFromSi, fieldToSi } from '../units/field-quantities.js';
import type { CoolingRating, HeatingRating } from './efficiency.js';
import { ENERGY_LIMITS_SI, type EnergyCostInputDraft } from './schema.js';

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
        // Oil and propane are sold by the litre where the metric system is used.
        oilUnit: 'litre',
        propaneUnit: 'litre',
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

/**
 * Monthly normals of Champaign–Urbana, Illinois (NOAA NCEI 1981–2010 Climate Normals, base 65 °F,
 * °F·day, January to December; 5878 heating and 1016 cooling in the year), as published by the
 * Illinois State Climatologist (isws.illinois.edu, Urbana monthly summaries, "NORMALS" columns).
 * A cold-winter, warm-summer Midwestern climate: the shape a month-by-month table starts from.
 */
export const CHAMPAIGN_URBANA_NORMALS_F = {
  heating: [1256, 1009, 777, 402, 146, 17, 1, 5, 79, 358, 711, 1117],
  cooling: [0, 0, 1, 10, 69, 233, 309, 265, 115, 14, 0, 0],
} as const;

/**
 * Whole numbers in proportion to `shape` that sum exactly to `total` rounded (largest remainder),
 * so a spread never changes the total the user typed. No month exceeds `monthCap`: a month the
 * shape would push over it is held at the cap and the rest is shared among the other months by
 * the shape (a colder climate than the shape's has flatter months, not impossible ones).
 */
function spreadByShape(total: number, shape: readonly number[], monthCap: number): number[] {
  const cap = Math.floor(monthCap);
  const target = Math.min(Math.round(total), cap * shape.length);
  const capped = new Set<number>();
  const shareOut = (): number[] => {
    const freeShape = shape.reduce((sum, value, i) => sum + (capped.has(i) ? 0 : value), 0);
    const freeTotal = target - capped.size * cap;
    return shape.map((value, i) =>
      capped.has(i) ? cap : freeShape > 0 ? (value / freeShape) * freeTotal : 0,
    );
  };
  const firstOver = (values: number[]): number =>
    values.findIndex((value, i) => !capped.has(i) && value > cap);
  let exact = shareOut();
  for (let over = firstOver(exact); over !== -1; over = firstOver(exact)) {
    capped.add(over);
    exact = shareOut();
  }
  const whole = exact.map((value) => Math.floor(value));
  let missing = target - whole.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    missing -= 1;
  }
  return whole;
}

/**
 * Monthly degree-days to start a month-by-month table from. Heating: the annual heating degree-days
 * the user gave, spread over the months in the shape of the Champaign–Urbana normals (so the year's
 * total, and so the annual cost, do not change when months are switched on); without an annual
 * value, those normals themselves. Cooling: the Champaign–Urbana normals (cooling energy comes from
 * full-load hours; the months only share it out). Replace them with the site's values (NOAA climate
 * normals, or degreedays.net for any base). Metric values are K·day rounded to whole numbers.
 *
 * @param unitSystem - The unit system of the numbers.
 * @param annualHeatingDegreeDays - The year's heating degree-days in that unit system, if known.
 * @returns Twelve heating and twelve cooling degree-day values.
 * @example defaultMonthlyDegreeDays('Imperial').heating[0] //=> 1256
 */
export function defaultMonthlyDegreeDays(
  unitSystem: UnitSystem,
  annualHeatingDegreeDays?: number,
): {
  heating: number[];
  cooling: number[];
} {
  const inUnitSystem = (values: readonly number[]): number[] =>
    unitSystem === 'Metric'
      ? values.map((v) =>
          Math.round(fieldFromSi(fieldToSi(v, 'degreeDays', 'Imperial'), 'degreeDays', 'Metric')),
        )
      : [...values];
  const heatingShape = CHAMPAIGN_URBANA_NORMALS_F.heating;
  const monthlyCap = fieldFromSi(ENERGY_LIMITS_SI.monthlyDegreeDays.max, 'degreeDays', unitSystem);
  const heating =
    annualHeatingDegreeDays !== undefined &&
    Number.isFinite(annualHeatingDegreeDays) &&
    annualHeatingDegreeDays > 0
      ? spreadByShape(annualHeatingDegreeDays, heatingShape, monthlyCap)
      : inUnitSystem(heatingShape);
  return { heating, cooling: inUnitSystem(CHAMPAIGN_URBANA_NORMALS_F.cooling) };
}
