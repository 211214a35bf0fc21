import { describe, expect, it, test } from 'vitest';
import { parseEpw } from '../weather/epw.js';
import { readWeatherFixture, WEATHER_FIXTURES } from '../weather/_testing/fixtures.js';
import {
  degreeDaysFromDailyExtremes,
  degreeDaysFromHourly,
  monthlyDegreeDaysFromDaily,
  monthlyDegreeDaysFromDailyMeans,
  monthlyDegreeDaysFromHourly,
  monthlyDegreeDaysFromMeanAndSd,
  standardNormalCdf,
  ukMetOfficeDegreeDays,
} from './degree-days-from-temperatures.js';

const toC = (f: number): number => (f - 32) / 1.8;

describe('degreeDaysFromDailyExtremes, mean method', () => {
  it('matches the NWS example: high 75 °F, low 65 °F → 5 cooling degree-days', () => {
    // NOAA/NWS definition as quoted by the Lawrence Journal-World (3 Aug 2003).
    expect(degreeDaysFromDailyExtremes([{ maximum: 75, minimum: 65 }], 65)).toEqual({
      heating: 0,
      cooling: 5,
    });
  });

  it('is the same in °C at 18.3 °C, × 1.8', () => {
    const daysF = [
      { maximum: 40, minimum: 22 },
      { maximum: 70, minimum: 52 },
      { maximum: 88, minimum: 70 },
    ];
    const f = degreeDaysFromDailyExtremes(daysF, 65);
    const c = degreeDaysFromDailyExtremes(
      daysF.map((d) => ({ maximum: toC(d.maximum), minimum: toC(d.minimum) })),
      toC(65),
    );
    expect(c.heating * 1.8).toBeCloseTo(f.heating, 9);
    expect(c.cooling * 1.8).toBeCloseTo(f.cooling, 9);
  });
});

describe('ukMetOfficeDegreeDays', () => {
  // The four cases of the UK Met Office equations (CIBSE TM41 ch. 2; Met Éireann "Degree days";
  // Degree Days Direct), each worked by hand at the UK base of 15.5 °C.
  test.each([
    // Case: the whole day below the base, HDD = Tb − mean.
    { maximum: 10, minimum: 2, heating: 9.5, cooling: 0 },
    // Max above, mean below: HDD = (Tb − Tmin)/2 − (Tmax − Tb)/4; CDD = (Tmax − Tb)/4.
    { maximum: 18, minimum: 8, heating: 3.75 - 0.625, cooling: 0.625 },
    // Mean above, min below: HDD = (Tb − Tmin)/4; CDD = (Tmax − Tb)/2 − (Tb − Tmin)/4.
    { maximum: 24, minimum: 12, heating: 0.875, cooling: 4.25 - 0.875 },
    // The whole day above the base, CDD = mean − Tb.
    { maximum: 28, minimum: 17, heating: 0, cooling: 7 },
  ])(
    'max $maximum, min $minimum → HDD $heating, CDD $cooling',
    ({ maximum, minimum, heating, cooling }) => {
      const r = ukMetOfficeDegreeDays({ maximum, minimum }, 15.5);
      expect(r.heating).toBeCloseTo(heating, 12);
      expect(r.cooling).toBeCloseTo(cooling, 12);
    },
  );

  it('agrees with the mean method on days that do not cross the base', () => {
    for (const day of [
      { maximum: 10, minimum: 2 },
      { maximum: 28, minimum: 17 },
    ]) {
      expect(ukMetOfficeDegreeDays(day, 15.5)).toEqual(degreeDaysFromDailyExtremes([day], 15.5));
    }
  });

  it('keeps HDD − CDD = Tb − mean for every day, and is continuous where the mean meets the base', () => {
    for (let max = -5; max <= 35; max += 1.5) {
      for (let min = max - 16; min <= max; min += 2) {
        const r = ukMetOfficeDegreeDays({ maximum: max, minimum: min }, 15.5);
        expect(r.heating - r.cooling).toBeCloseTo(15.5 - (max + min) / 2, 10);
        expect(r.heating).toBeGreaterThanOrEqual(0);
        expect(r.cooling).toBeGreaterThanOrEqual(0);
      }
    }
    // Met Éireann: with the mean equal to the base, cases III and IV give the same result.
    const atBase = ukMetOfficeDegreeDays({ maximum: 20.5, minimum: 10.5 }, 15.5);
    expect(atBase.heating).toBeCloseTo(5 / 4, 12);
    expect(atBase.cooling).toBeCloseTo(5 / 4, 12);
  });

  it('sums over days with degreeDaysFromDailyExtremes', () => {
    const days = [
      { maximum: 18, minimum: 8 },
      { maximum: 24, minimum: 12 },
    ];
    expect(degreeDaysFromDailyExtremes(days, 15.5, 'ukMetOffice').heating).toBeCloseTo(
      3.125 + 0.875,
      12,
    );
  });
});

describe('degreeDaysFromHourly', () => {
  it('counts the hours that cross the base, which the daily mean hides', () => {
    // 12 h at 60 °F and 12 h at 70 °F: mean 65 °F gives 0 by the mean method; integration gives
    // 12 × 5 / 24 = 2.5 on each side (TM41 ch. 2: degree-hours / 24).
    const hours = [...Array<number>(12).fill(60), ...Array<number>(12).fill(70)];
    expect(degreeDaysFromHourly(hours, 65)).toEqual({ heating: 2.5, cooling: 2.5 });
    expect(degreeDaysFromDailyExtremes([{ maximum: 70, minimum: 60 }], 65)).toEqual({
      heating: 0,
      cooling: 0,
    });
  });

  it('equals the daily method for a day held at one temperature', () => {
    expect(degreeDaysFromHourly(Array<number>(24).fill(30), 65).heating).toBeCloseTo(35, 12);
  });

  it('rejects a temperature that is not a number', () => {
    expect(() => degreeDaysFromHourly([10, Number.NaN], 18)).toThrow(/hourly\[1\]/);
  });
});

describe('monthlyDegreeDaysFromDailyMeans', () => {
  const chicago = parseEpw(
    readWeatherFixture(WEATHER_FIXTURES.chicagoEpw),
    WEATHER_FIXTURES.chicagoEpw,
  );
  if (!chicago.ok) throw new Error('The Chicago .epw parses.');
  const { month, dayOfMonth, dryBulbC } = chicago.value.hours;
  const hours = Array.from(dryBulbC, (temperature, i) => ({
    month: month[i] ?? 0,
    day: dayOfMonth[i] ?? 0,
    temperature,
  }));
  const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);

  // The file's own statistics: USA_IL_Chicago-OHare.Intl.AP.725300_TMY3.stat (EnergyPlus weather
  // converter; test-fixtures/weather, see SOURCES.md), "Monthly Weather File Heating/Cooling Degree
  // Days/Hours", lines 507–511 (monthly, whole K·day, January first) and 517–521 (annual).
  test.each([
    {
      base: 10,
      heating: [454, 352, 197, 89, 3, 0, 0, 0, 0, 30, 199, 424],
      cooling: [0, 2, 5, 87, 168, 333, 438, 365, 244, 60, 41, 0],
      annualHeating: 1748,
      annualCooling: 1743,
    },
    {
      base: 18,
      heating: [702, 575, 439, 268, 104, 12, 1, 2, 38, 218, 398, 672],
      cooling: [0, 0, 0, 27, 21, 105, 191, 119, 42, 1, 0, 0],
      annualHeating: 3430,
      annualCooling: 506,
    },
  ])(
    'reproduces the Chicago TMY3 .stat’s degree-days at base $base °C from its .epw',
    ({ base, heating, cooling, annualHeating, annualCooling }) => {
      const months = monthlyDegreeDaysFromDailyMeans(hours, base);
      // The .stat prints whole degree-days: each within the rounding.
      months.heating.forEach((value, m) => {
        expect(Math.abs(value - (heating[m] ?? Number.NaN))).toBeLessThanOrEqual(0.5);
      });
      months.cooling.forEach((value, m) => {
        expect(Math.abs(value - (cooling[m] ?? Number.NaN))).toBeLessThanOrEqual(0.5);
      });
      expect(Math.abs(sum(months.heating) - annualHeating)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(sum(months.cooling) - annualCooling)).toBeLessThanOrEqual(0.5);
    },
  );

  it('counts a day whose mean is on the base as nothing, however its hours swing', () => {
    // 12 h at 60 °F and 12 h at 70 °F: mean 65 °F (AMS Glossary, "Heating degree-day": degree-days
    // from the daily mean); integration gives 2.5 each way.
    const day = [...Array<number>(12).fill(60), ...Array<number>(12).fill(70)].map(
      (temperature) => ({ month: 5, day: 1, temperature }),
    );
    const months = monthlyDegreeDaysFromDailyMeans(day, 65);
    expect([months.heating[4], months.cooling[4]]).toEqual([0, 0]);
    expect(
      degreeDaysFromHourly(
        day.map((h) => h.temperature),
        65,
      ),
    ).toEqual({
      heating: 2.5,
      cooling: 2.5,
    });
  });

  it('keeps integration’s HDD − CDD and never counts more degree-days than it', () => {
    // Per day both give HDD − CDD = T_b − T̄; max(0, T_b − T̄) ≤ mean of max(0, T_b − T_h) (Jensen).
    const integrated = monthlyDegreeDaysFromHourly(hours, 10);
    const daily = monthlyDegreeDaysFromDailyMeans(hours, 10);
    for (let m = 0; m < 12; m++) {
      expect((daily.heating[m] ?? 0) - (daily.cooling[m] ?? 0)).toBeCloseTo(
        (integrated.heating[m] ?? 0) - (integrated.cooling[m] ?? 0),
        6,
      );
      expect(daily.cooling[m] ?? 0).toBeLessThanOrEqual((integrated.cooling[m] ?? 0) + 1e-9);
      expect(daily.heating[m] ?? 0).toBeLessThanOrEqual((integrated.heating[m] ?? 0) + 1e-9);
    }
  });

  it('names an hour whose month or temperature is not valid', () => {
    expect(() =>
      monthlyDegreeDaysFromDailyMeans([{ month: 13, day: 1, temperature: 5 }], 18),
    ).toThrow(/readings\[0\]\.month/);
    expect(() =>
      monthlyDegreeDaysFromDailyMeans([{ month: 1, day: 1, temperature: Number.NaN }], 18),
    ).toThrow(/readings\[0\]\.temperature/);
  });
});

describe('monthlyDegreeDaysFromMeanAndSd', () => {
  it('matches Krarti’s Denver May example at base 60 °F (156.5 and 69.7 °F·day)', () => {
    // Krarti, Energy Audit of Building Systems, 2nd ed., ch. 6 example (holooly.com solution):
    // T̄ = 57.2 °F, σ = 8.7 °F, N = 31: HDD(60) = 156.5, CDD(60) = 69.7 °F·day (normal tables to 3 digits).
    const r = monthlyDegreeDaysFromMeanAndSd(57.2, 8.7, 31, 60);
    expect(r.heating).toBeCloseTo(156.5, 1);
    expect(r.cooling).toBeCloseTo(69.7, 1);
  });

  it('keeps HDD − CDD = N (Tb − T̄) and tends to the mean method far from the base', () => {
    const r = monthlyDegreeDaysFromMeanAndSd(30, 6, 31, 65);
    expect(r.heating - r.cooling).toBeCloseTo(31 * 35, 6);
    expect(r.heating).toBeCloseTo(31 * 35, 3);
    expect(r.cooling).toBeLessThan(1e-3);
  });

  it('is monotonic in the base', () => {
    let previous = -Infinity;
    for (let base = 40; base <= 80; base += 2) {
      const heating = monthlyDegreeDaysFromMeanAndSd(57.2, 8.7, 31, base).heating;
      expect(heating).toBeGreaterThan(previous);
      previous = heating;
    }
  });
});

describe('standardNormalCdf', () => {
  test.each([
    // Standard normal table values (Abramowitz and Stegun, table 26.1).
    [0, 0.5],
    [1, 0.8413447],
    [1.96, 0.9750021],
    [-1, 0.1586553],
    // Krarti's example: F(0.321) = 0.626.
    [0.321, 0.6259],
  ])('Φ(%d) = %d', (z, p) => {
    expect(standardNormalCdf(z)).toBeCloseTo(p, 4);
  });
});

describe('monthly degree-days for the energy calculator', () => {
  it('puts daily and hourly readings in their months', () => {
    const daily = monthlyDegreeDaysFromDaily(
      [
        { month: 1, maximum: 40, minimum: 20 },
        { month: 1, maximum: 50, minimum: 30 },
        { month: 7, maximum: 90, minimum: 70 },
      ],
      65,
    );
    expect(daily.heating).toHaveLength(12);
    expect(daily.heating[0]).toBe(35 + 25);
    expect(daily.cooling[6]).toBe(15);
    expect(daily.heating[1]).toBe(0);
    const hourly = monthlyDegreeDaysFromHourly([{ month: 2, temperature: 41 }], 65);
    expect(hourly.heating[1]).toBe(1);
    expect(() => monthlyDegreeDaysFromHourly([{ month: 13, temperature: 41 }], 65)).toThrow(
      /month/,
    );
  });
});
