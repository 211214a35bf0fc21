import { describe, expect, it, test } from 'vitest';
import { ZodError } from 'zod';
import { degreeDayHeatingEnergyKwh, fullLoadHoursEnergyKwh } from './annual-energy.js';
import { calculateEnergyCost } from './calculate-energy-cost.js';
import { DEFAULT_EMISSION_FACTORS_KG_PER_KWH } from './constants.js';
import { convertEnergyCostInput } from './convert-input.js';
import {
  TYPICAL_COOLING_EFFICIENCY,
  TYPICAL_HEATING_EFFICIENCY,
  defaultEnergyCostInput,
  defaultEnergyOption,
  defaultMonthlyDegreeDays,
} from './default-input.js';
import { coolingCop, eerFromSeer, seasonalHeatingEfficiency } from './efficiency.js';
import { heatingRatingsFor } from './fields.js';
import { fieldUnitLabel } from '../_lib/field-spec.js';
import { ENERGY_COOLING_FIELD_SPECS, ENERGY_HEATING_FIELD_SPECS } from './number-fields.js';
import { EnergyCostInputSchema, type EnergyCostInputDraft } from './schema.js';
import { ENERGY_CONTENT_CASES, ENERGY_PROPERTIES } from './validation-cases.js';
import { expectCaseWithinTolerance } from '../_testing/validation-case.js';

const KWH_PER_BTU = 1055.05585262 / 3.6e6;

describe('unit and rating conversions', () => {
  // U.S. EIA, "Energy units and calculators explained" (heat contents): validation-cases.ts.
  test.each(ENERGY_CONTENT_CASES.cases)('$title holds the EIA heat content', (testCase) => {
    expectCaseWithinTolerance(testCase);
  });

  // HSPF, SEER and EER are Btu of heat per Wh of electricity: COP = rating / 3.412 (AHRI 210/240).
  test.each([
    ['hspf', 8.5, 2.491],
    ['hspf2', 7.5, 2.198],
    ['cop', 3.2, 3.2],
  ] as const)('a heat pump rated %s %f has a seasonal COP of %f', (rating, value, cop) => {
    expect(seasonalHeatingEfficiency('heatPump', rating, value)).toBeCloseTo(cop, 3);
  });

  it('turns AFUE % into a fraction and fixes resistance heat at 1', () => {
    expect(seasonalHeatingEfficiency('naturalGas', 'afue', 95)).toBeCloseTo(0.95, 12);
    expect(seasonalHeatingEfficiency('electricResistance', 'afue', 0)).toBe(1);
    expect(() => seasonalHeatingEfficiency('heatPump', 'afue', 95)).toThrow(RangeError);
  });

  it('converts SEER and EER to COP and estimates EER from SEER (NREL/TP-5500-56354)', () => {
    expect(coolingCop('seer', 14)).toBeCloseTo(4.103, 3);
    expect(coolingCop('eer', 12)).toBeCloseTo(3.517, 3);
    expect(eerFromSeer(14)).toBeCloseTo(11.76, 10);
    expect(eerFromSeer(13)).toBeCloseTo(11.18, 10);
  });

  it('defaults emission factors to EPA per-MMBtu values (53.06, 73.96, 62.87 kg) and eGRID2022 (823.1 lb/MWh)', () => {
    expect(DEFAULT_EMISSION_FACTORS_KG_PER_KWH.naturalGas * 1e6 * KWH_PER_BTU).toBeCloseTo(
      53.06,
      10,
    );
    expect(DEFAULT_EMISSION_FACTORS_KG_PER_KWH.electricity).toBeCloseTo(0.373352, 6);
  });
});

describe('degreeDayHeatingEnergyKwh', () => {
  it('gives 24·DD·q/Δt·C_D (ASHRAE Fundamentals 2021, ch. 19)', () => {
    // 60 000 Btu/h at 65 °F design ΔT, 5000 °F·day: 24 × 5000 × 60 000/65 = 110.77 MMBtu = 32 463 kWh.
    const kwh = degreeDayHeatingEnergyKwh((60_000 * 1055.05585262) / 3600, 65 / 1.8, 5000 / 1.8, 1);
    expect(kwh / KWH_PER_BTU / 1e6).toBeCloseTo(110.769, 3);
    expect(degreeDayHeatingEnergyKwh(10_000, 30, 3000, 0.7)).toBeCloseTo(16_800, 9);
  });

  it(ENERGY_PROPERTIES.degreeDayEnergyProportional, () => {
    const base = degreeDayHeatingEnergyKwh(10_000, 30, 2000, 1);
    expect(degreeDayHeatingEnergyKwh(10_000, 30, 4000, 1)).toBeCloseTo(2 * base, 9);
    expect(degreeDayHeatingEnergyKwh(10_000, 30, 2000, 0.5)).toBeCloseTo(base / 2, 9);
  });
});

describe('fullLoadHoursEnergyKwh', () => {
  it('multiplies capacity by hours', () => {
    expect(fullLoadHoursEnergyKwh(10_000, 1000)).toBe(10_000);
    expect(() => fullLoadHoursEnergyKwh(10_000, 9000)).toThrow(RangeError);
  });
});

describe('calculateEnergyCost', () => {
  const imperial = defaultEnergyCostInput('Imperial');

  it('costs a 95 % furnace and a SEER2 14.3 air conditioner (worked example)', () => {
    const r = calculateEnergyCost(imperial);
    const furnace = r.options[0]!;
    // Heat: 110.77 MMBtu; gas: 110.77/0.95 = 116.60 MMBtu = 1166.0 therms × $1.40 = $1632.4.
    expect(r.heating?.annualHeatMMBtu).toBeCloseTo(110.769, 3);
    expect(furnace.heatingFuelQuantity?.unit).toBe('therm');
    expect(furnace.heatingFuelQuantity?.amount).toBeCloseTo(1166.0, 1);
    expect(furnace.heatingCost).toBeCloseTo(1632.4, 1);
    // Cooling: 36 000 Btu/h × 1000 h / 14.3 Btu/Wh = 2517.5 kWh × $0.16 = $402.8.
    expect(furnace.coolingElectricityKwh).toBeCloseTo(2517.48, 2);
    expect(furnace.coolingCost).toBeCloseTo(402.8, 1);
    expect(furnace.totalCost).toBeCloseTo(furnace.heatingCost + furnace.coolingCost, 9);
  });

  it('costs a heat pump by HSPF2 and gives the simple payback against the first option', () => {
    const r = calculateEnergyCost(imperial);
    const [furnace, heatPump] = r.options;
    // 110.77 MMBtu / 7.5 Btu/Wh = 14 769 kWh; cooling 36 000 × 1000 / 15.2 = 2368.4 kWh.
    expect(heatPump?.heatingElectricityKwh).toBeCloseTo(14_769.2, 0);
    expect(heatPump?.coolingElectricityKwh).toBeCloseTo(2368.42, 1);
    const savings = furnace!.totalCost - heatPump!.totalCost;
    expect(heatPump?.simplePaybackYears).toBe(savings > 0 ? 3000 / savings : null);
    expect(furnace?.simplePaybackYears).toBeNull();
  });

  it('adds CO₂ from each source with the editable factors', () => {
    const r = calculateEnergyCost({
      ...imperial,
      emissionFactors: { electricity: 0.5, naturalGas: 0.2, oil: 0.25, propane: 0.21 },
    });
    const furnace = r.options[0]!;
    const kg = furnace.heatingFuelKwh * 0.2 + furnace.coolingElectricityKwh * 0.5;
    expect(furnace.co2).toBeCloseTo(kg / 0.45359237, 6);
    expect(r.units.co2).toBe('lb');
  });

  it('adds fixed charges only for the accounts an option uses, and a demand charge on the peak', () => {
    const r = calculateEnergyCost({
      ...imperial,
      tariffs: {
        ...imperial.tariffs,
        electricityFixedMonthly: 10,
        naturalGasFixedMonthly: 20,
        demandChargePerKw: 5,
      },
    });
    expect(r.options[0]?.fixedCost).toBe(360);
    expect(r.options[1]?.fixedCost).toBe(120);
    // Heat pump peak: 60 000 Btu/h / COP 2.198 = 8.0 kW > cooling peak; × $5 × 12.
    expect(r.options[1]?.demandCost).toBeCloseTo(r.options[1]!.peakDemandKw * 60, 9);
    expect(r.options[1]?.peakDemandKw).toBeCloseTo(60_000 / 3412.14 / 2.198, 1);
  });

  it('gives the same costs in Imperial and Metric after conversion', () => {
    const draft = imperial as EnergyCostInputDraft & {
      heating: NonNullable<EnergyCostInputDraft['heating']>;
      cooling: NonNullable<EnergyCostInputDraft['cooling']>;
    };
    const metric: EnergyCostInputDraft = {
      ...draft,
      unitSystem: 'Metric',
      heating: {
        ...draft.heating,
        designHeatLoss: (60_000 * 1055.05585262) / 3600,
        indoorDesignTemperature: (70 - 32) / 1.8,
        outdoorDesignTemperature: (5 - 32) / 1.8,
        heatingDegreeDays: 5000 / 1.8,
      },
      cooling: { ...draft.cooling, capacity: (36_000 * 1055.05585262) / 3600 },
    };
    const a = calculateEnergyCost(imperial);
    const b = calculateEnergyCost(metric);
    a.options.forEach((option, index) => {
      expect(b.options[index]?.totalCost).toBeCloseTo(option.totalCost, 6);
      expect(b.options[index]!.co2 / 0.45359237).toBeCloseTo(option.co2, 6);
    });
  });

  it('spreads the year over months by degree-days', () => {
    const hdd = [1000, 800, 600, 300, 100, 0, 0, 0, 100, 400, 700, 1000];
    const cdd = [0, 0, 0, 10, 80, 250, 350, 300, 120, 20, 0, 0];
    const r = calculateEnergyCost({
      ...imperial,
      heating: {
        ...imperial.heating!,
        heatingDegreeDays: undefined,
        monthlyHeatingDegreeDays: hdd,
      },
      cooling: { ...imperial.cooling!, monthlyCoolingDegreeDays: cdd },
    });
    const furnace = r.options[0]!;
    expect(r.heating?.heatingDegreeDays).toBe(5000);
    expect(furnace.monthly).toHaveLength(12);
    expect(furnace.monthly!.reduce((s, m) => s + m.totalCost, 0)).toBeCloseTo(furnace.totalCost, 6);
    expect(furnace.monthly![0]!.heatingCost).toBeCloseTo(furnace.heatingCost * 0.2, 9);
    expect(furnace.monthly![6]!.heatingCost).toBe(0);
  });

  it('lowers cost monotonically as efficiency rises', () => {
    let previous = Infinity;
    for (const afue of [80, 85, 90, 95, 98]) {
      const cost = calculateEnergyCost({
        ...imperial,
        options: [{ ...imperial.options[0]!, heatingEfficiency: afue }],
      }).options[0]!.totalCost;
      expect(cost).toBeLessThan(previous);
      previous = cost;
    }
  });

  it('names the field and its range in its messages', () => {
    try {
      calculateEnergyCost({
        ...imperial,
        heating: { ...imperial.heating!, outdoorDesignTemperature: 80, heatingDegreeDays: 30_000 },
        options: [{ ...imperial.options[0]!, heatingEfficiency: 120 }],
      });
      throw new Error('expected a ZodError');
    } catch (error) {
      expect(error).toBeInstanceOf(ZodError);
      const messages = (error as ZodError).issues.map((i) => i.message);
      expect(messages).toContain('Heating degree-days must be between 0 and 20,000 °F·day.');
      expect(messages).toContain(
        'Outdoor design temperature must be below the indoor design temperature.',
      );
      expect(messages).toContain('Heating efficiency (AFUE) must be between 50 and 100%.');
    }
  });

  it('returns finite numbers only, even with zero loads and prices', () => {
    const r = calculateEnergyCost({
      ...imperial,
      heating: { ...imperial.heating!, designHeatLoss: 0, heatingDegreeDays: 0 },
      cooling: { capacity: 0, equivalentFullLoadHours: 0 },
      tariffs: { electricityPrice: 0 },
    });
    const finite = (v: unknown): boolean =>
      typeof v === 'number'
        ? Number.isFinite(v)
        : Array.isArray(v)
          ? v.every(finite)
          : v !== null && typeof v === 'object'
            ? Object.values(v).every(finite)
            : true;
    expect(finite(r)).toBe(true);
  });
});

describe('convertEnergyCostInput', () => {
  it('round-trips and gives the same costs in the other unit system', () => {
    const imperial = defaultEnergyCostInput('Imperial');
    const metric = convertEnergyCostInput(imperial, 'Metric');
    expect(metric.heating?.heatingDegreeDays).toBeCloseTo(5000 / 1.8, 9);
    const back = convertEnergyCostInput(metric, 'Imperial');
    expect(back.heating?.designHeatLoss).toBeCloseTo(60_000, 6);
    const a = calculateEnergyCost(imperial).options.map((o) => o.totalCost);
    const b = calculateEnergyCost(metric).options.map((o) => o.totalCost);
    b.forEach((cost, i) => expect(cost).toBeCloseTo(a[i]!, 6));
  });
});

describe('ratings used, warnings and purchased energy', () => {
  const imperial = defaultEnergyCostInput('Imperial');

  it('states that SEER2 is seasonal and EER one point, with the COP each gives (AHRI 210/240)', () => {
    const r = calculateEnergyCost({
      ...imperial,
      options: [
        imperial.options[0]!,
        { ...imperial.options[1]!, coolingRating: 'eer', coolingEfficiency: 12 },
      ],
    });
    expect(r.options[0]?.coolingRatingUsed).toMatch(/^SEER2 14\.3 Btu\/Wh → COP 4\.19: seasonal/);
    // EER 12 / 3.412 = COP 3.52.
    expect(r.options[1]?.coolingRatingUsed).toMatch(
      /^EER 12 Btu\/Wh → COP 3\.52: one rating point/,
    );
    expect(r.options[0]?.heatingRatingUsed).toMatch(/^AFUE 95%/);
    expect(r.options[1]?.heatingRatingUsed).toMatch(/seasonal COP 2\.2\.$/);
    expect(r.warnings.some((w) => w.includes("'Heat pump' is costed with EER"))).toBe(true);
  });

  it('warns when an option burns a fuel priced at 0', () => {
    const r = calculateEnergyCost({
      ...imperial,
      tariffs: { ...imperial.tariffs, naturalGasPrice: 0 },
    });
    expect(r.warnings).toContain(
      "Natural gas price is 0: the heating of 'Gas furnace + AC' costs nothing. Enter the tariff's price.",
    );
    expect(calculateEnergyCost(imperial).warnings).toEqual([]);
  });

  it('warns when monthly degree-days are given for heating but not for cooling', () => {
    const r = calculateEnergyCost({
      ...imperial,
      heating: {
        ...imperial.heating!,
        monthlyHeatingDegreeDays: [1000, 800, 600, 300, 100, 0, 0, 0, 100, 400, 700, 1000],
      },
    });
    expect(r.options[0]?.monthly).toBeNull();
    expect(r.warnings.some((w) => w.startsWith('Monthly figures need'))).toBe(true);
  });

  it('adds fuel and electricity into the purchased energy (1 MMBtu = 293.07 kWh)', () => {
    const furnace = calculateEnergyCost(imperial).options[0]!;
    expect(furnace.purchasedEnergyKwh).toBeCloseTo(
      furnace.heatingFuelKwh + furnace.heatingElectricityKwh + furnace.coolingElectricityKwh,
      9,
    );
    expect(furnace.purchasedEnergyMMBtu * 293.07107).toBeCloseTo(furnace.purchasedEnergyKwh, 3);
  });

  it('offers the ratings that fit each fuel and labels demand units in both systems', () => {
    expect(heatingRatingsFor('naturalGas')).toEqual(['afue']);
    expect(heatingRatingsFor('heatPump')).toEqual(['hspf2', 'hspf', 'cop']);
    expect(heatingRatingsFor('electricResistance')).toEqual([]);
    const heating = ENERGY_HEATING_FIELD_SPECS;
    expect(fieldUnitLabel(heating.heatingDegreeDays.unit, 'Imperial')).toBe('°F·day');
    expect(fieldUnitLabel(heating.heatingDegreeDays.unit, 'Metric')).toBe('K·day');
    expect(fieldUnitLabel(heating.designHeatLoss.unit, 'Imperial')).toBe('Btu/h');
    expect(fieldUnitLabel(ENERGY_COOLING_FIELD_SPECS.capacity.unit, 'Metric')).toBe('W');
    expect(fieldUnitLabel(heating.fullLoadHours.unit, 'Metric')).toBe('h');
  });
});

describe('form defaults', () => {
  it('gives a valid new option and monthly degree-days that sum to the annual profile', () => {
    const imperial = defaultEnergyCostInput('Imperial');
    const r = calculateEnergyCost({
      ...imperial,
      options: [...imperial.options!, defaultEnergyOption('option3', 'Option 3')],
    });
    expect(r.options).toHaveLength(3);
    // Without an annual value: the NOAA 1981–2010 normals of Champaign–Urbana, IL as the
    // Illinois State Climatologist publishes them (annual 5878 HDD65, 1016 CDD65).
    const normals = defaultMonthlyDegreeDays('Imperial');
    expect(normals.heating).toEqual([1256, 1009, 777, 402, 146, 17, 1, 5, 79, 358, 711, 1117]);
    expect(normals.heating.reduce((s, v) => s + v, 0)).toBe(5878);
    expect(normals.cooling.reduce((s, v) => s + v, 0)).toBe(1016);
    // 1256 °F·day / 1.8 = 697.8 → 698 K·day.
    expect(defaultMonthlyDegreeDays('Metric').heating[0]).toBe(698);
  });

  it('spreads the annual heating degree-days the user gave, keeping the year exact', () => {
    const months = defaultMonthlyDegreeDays('Imperial', 5000).heating;
    expect(months.reduce((s, v) => s + v, 0)).toBe(5000);
    // January: 5000 × 1256 / 5878 = 1068.4 → 1068.
    expect(months[0]).toBe(1068);
    const metric = defaultMonthlyDegreeDays('Metric', 2777.8).heating;
    expect(metric.reduce((s, v) => s + v, 0)).toBe(2778);
    const imperial = defaultEnergyCostInput('Imperial');
    const withMonths = calculateEnergyCost({
      ...imperial,
      heating: { ...imperial.heating!, monthlyHeatingDegreeDays: months },
      cooling: { ...imperial.cooling!, monthlyCoolingDegreeDays: normalsCooling() },
    });
    const annualOnly = calculateEnergyCost(imperial);
    expect(withMonths.options[0]?.totalCost).toBeCloseTo(annualOnly.options[0]?.totalCost ?? 0, 6);
  });

  it('never starts a month above the monthly limit, even for an arctic year', () => {
    // 19 000 °F·day (about Utqiagvik, Alaska): Urbana's January share would be 4060, over the
    // 3000 °F·day a month can hold; the cold months are held at 3000 and the rest shared out.
    const months = defaultMonthlyDegreeDays('Imperial', 19_000).heating;
    expect(Math.max(...months)).toBeLessThanOrEqual(3000);
    expect(months.reduce((s, v) => s + v, 0)).toBe(19_000);
    const imperial = defaultEnergyCostInput('Imperial');
    const parsed = EnergyCostInputSchema.safeParse({
      ...imperial,
      heating: {
        ...imperial.heating!,
        heatingDegreeDays: 19_000,
        monthlyHeatingDegreeDays: months,
      },
    });
    expect(parsed.success).toBe(true);
  });

  test.each(Object.entries(TYPICAL_HEATING_EFFICIENCY))(
    'the typical %s value is accepted by the schema',
    (rating, value) => {
      const fuel = rating === 'afue' ? 'naturalGas' : 'heatPump';
      expect(() => seasonalHeatingEfficiency(fuel, rating as 'afue', value)).not.toThrow();
    },
  );

  test.each(Object.entries(TYPICAL_COOLING_EFFICIENCY))(
    'the typical cooling %s value is accepted',
    (rating, value) => {
      expect(() => coolingCop(rating as 'seer', value)).not.toThrow();
    },
  );
});

function normalsCooling(): number[] {
  return defaultMonthlyDegreeDays('Imperial').cooling;
}
