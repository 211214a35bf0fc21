import { readFileSync } from 'node:fs';
import { describe, expect, it, test } from 'vitest';
import { ZodError } from 'zod';
import { binLoadW, binMethodEnergy, binsFromHourly } from './bin-method.js';
import type { BinEquipment, LoadLine } from './bin-method.js';
import { calculateEnergyCost } from './calculate-energy-cost.js';
import { convertEnergyCostInput } from './convert-input.js';
import { degreeDaysFromHourly } from './degree-days-from-temperatures.js';
import { defaultEnergyCostInput } from './default-input.js';
import { EnergyCostInputSchema } from './schema.js';
import type { EnergyCostInputDraft } from './schema.js';

const fToC = (f: number): number => (f - 32) / 1.8;
const LINE: LoadLine = { designLoadW: 10_000, designTemperatureC: -15, balancePointC: 15 };
const GAS: BinEquipment = { kind: 'constant', efficiency: 0.95, source: 'naturalGas' };

describe('binLoadW', () => {
  it('falls linearly from the design load to zero at the balance point', () => {
    expect(binLoadW(LINE, 'heating', -15)).toBeCloseTo(10_000, 9);
    expect(binLoadW(LINE, 'heating', 0)).toBeCloseTo(5000, 9);
    expect(binLoadW(LINE, 'heating', 15)).toBe(0);
    expect(binLoadW(LINE, 'heating', 20)).toBe(0);
    // Extended beyond the design temperature.
    expect(binLoadW(LINE, 'heating', -21)).toBeCloseTo(12_000, 9);
  });

  it('skips bins above the balance point and uses the bin centre below it', () => {
    // civilengineeringhandbook.tk, "The Temperature Bin Method": with a 50 °F balance temperature the
    // 50–54 °F bin is not counted, and the 45–49 °F bin (centre 47 °F) takes a 3 °F difference.
    const line = { designLoadW: 1000, designTemperatureC: fToC(0), balancePointC: fToC(50) };
    expect(binLoadW(line, 'heating', fToC(52))).toBe(0);
    expect(binLoadW(line, 'heating', fToC(47))).toBeCloseTo((1000 * 3) / 50, 9);
  });

  it('mirrors for cooling and refuses a line on the wrong side', () => {
    const cooling = { designLoadW: 8000, designTemperatureC: 35, balancePointC: 18 };
    expect(binLoadW(cooling, 'cooling', 26.5)).toBeCloseTo(4000, 9);
    expect(binLoadW(cooling, 'cooling', 10)).toBe(0);
    expect(() => binLoadW(cooling, 'heating', 0)).toThrow(RangeError);
    expect(() => binLoadW(LINE, 'cooling', 0)).toThrow(RangeError);
  });
});

describe('binMethodEnergy, constant efficiency', () => {
  it('equals the variable-base degree-day method at the balance point (ASHRAE F ch. 19)', () => {
    // ASHRAE Fundamentals ch. 19: with a constant efficiency, Σ hours × UA (t_bal − t) is the
    // degree-day method with degree-days at the balance-point base, E = 24 · UA · DD(t_bal).
    const hourly = Array.from(
      { length: 8760 },
      (_, h) => 5 + 15 * Math.sin((2 * Math.PI * h) / 8760) + 6 * Math.sin((2 * Math.PI * h) / 24),
    );
    const bins = hourly.map((temperatureC) => ({ temperatureC, hours: 1 }));
    const r = binMethodEnergy(bins, LINE, 'heating', GAS, { naturalGas: 0.05 });
    const ua = LINE.designLoadW / (LINE.balancePointC - LINE.designTemperatureC);
    const degreeDays = degreeDaysFromHourly(hourly, LINE.balancePointC).heating;
    expect(r.deliveredKwh).toBeCloseTo((24 * ua * degreeDays) / 1000, 6);
    expect(r.energyKwh).toBeCloseTo(r.deliveredKwh / 0.95, 6);
    expect(r.energyKwhBySource.naturalGas).toBeCloseTo(r.energyKwh, 9);
    expect(r.cost).toBeCloseTo(r.energyKwh * 0.05, 6);
    expect(r.seasonalEfficiency).toBeCloseTo(0.95, 12);
  });
});

describe('binMethodEnergy, heat pump', () => {
  // Catalogue points at the AHRI 210/240 heating rating temperatures 47 °F and 17 °F.
  const heatPump: BinEquipment = {
    kind: 'temperatureDependent',
    points: [
      { temperatureC: fToC(47), capacityW: 10_000, cop: 3.5 },
      { temperatureC: fToC(17), capacityW: 6000, cop: 2.2 },
    ],
    cyclingDegradation: 0.25,
  };

  it('interpolates capacity and COP, adds backup heat below the balance point of the heat pump', () => {
    // At −10 °C: f = (−10 − (−8.33))/(16.67) = −0.1 beyond 17 °F: capacity 5.6 kW, COP 2.07.
    // Load 10 kW × 25/30 = 8.333 kW: the unit runs flat out (PLR 1, PLF 1), backup 2.733 kW.
    const r = binMethodEnergy([{ temperatureC: -10, hours: 100 }], LINE, 'heating', heatPump, {
      electricity: 0.2,
    });
    const row = r.rows[0]!;
    expect(row.loadW).toBeCloseTo(8333.333, 2);
    expect(row.unitOutputW).toBeCloseTo(5600, 6);
    expect(row.backupOutputW).toBeCloseTo(2733.333, 2);
    expect(row.partLoadRatio).toBeCloseTo(1, 12);
    expect(row.energyKwh).toBeCloseTo((100 * 5600) / 2.07 / 1000 + (100 * 2733.333) / 1000, 2);
    expect(r.cost).toBeCloseTo(r.energyKwh * 0.2, 9);
  });

  it('applies the part-load factor PLF = 1 − C_D (1 − PLR) (AHRI 210/240)', () => {
    // At 8.33 °C (47 °F): capacity 10 kW, COP 3.5; load 10 kW × 6.67/30 = 2.222 kW, PLR 0.2222,
    // PLF = 1 − 0.25 × 0.7778 = 0.8056.
    const r = binMethodEnergy(
      [{ temperatureC: fToC(47), hours: 10 }],
      LINE,
      'heating',
      heatPump,
      {},
    );
    const row = r.rows[0]!;
    const plr = row.loadW / 10_000;
    expect(row.partLoadRatio).toBeCloseTo(plr, 12);
    expect(row.energyKwh).toBeCloseTo((10 * row.loadW) / (3.5 * (1 - 0.25 * (1 - plr))) / 1000, 9);
    expect(row.backupOutputW).toBe(0);
  });

  it('reports cooling above capacity as unmet, not as backup', () => {
    const ac: BinEquipment = {
      kind: 'temperatureDependent',
      points: [
        { temperatureC: 27.8, capacityW: 10_000, cop: 4 },
        { temperatureC: 35, capacityW: 9000, cop: 3 },
      ],
    };
    const line = { designLoadW: 12_000, designTemperatureC: 35, balancePointC: 18 };
    const r = binMethodEnergy([{ temperatureC: 35, hours: 50 }], line, 'cooling', ac, {});
    expect(r.unmetKwh).toBeCloseTo((50 * 3000) / 1000, 9);
    expect(r.rows[0]?.backupOutputW).toBe(0);
  });

  it('refuses fewer than two points or repeated temperatures', () => {
    const one: BinEquipment = {
      kind: 'temperatureDependent',
      points: [{ temperatureC: 8, capacityW: 1, cop: 3 }],
    };
    expect(() => binMethodEnergy([], LINE, 'heating', one, {})).toThrow(/two/);
  });
});

describe('binsFromHourly', () => {
  it('counts every hour once, at its bin’s midpoint', () => {
    const hourly = [0.4, 0.6, 1.4, 3, -0.9, -1.1];
    const bins = binsFromHourly(hourly, 2);
    expect(bins).toEqual([
      { temperatureC: -2, hours: 1 },
      { temperatureC: 0, hours: 3 },
      { temperatureC: 2, hours: 1 },
      { temperatureC: 4, hours: 1 },
    ]);
    expect(bins.reduce((sum, bin) => sum + bin.hours, 0)).toBe(hourly.length);
  });
});

describe('the energy calculator’s bin method', () => {
  const fixture = JSON.parse(
    readFileSync(new URL('./fixtures/energy-before-bin-method.json', import.meta.url), 'utf8'),
  ) as Record<string, { input: EnergyCostInputDraft; result: unknown }>;

  test.each(Object.keys(fixture))('leaves saved inputs computing exactly as before (%s)', (key) => {
    const entry = fixture[key]!;
    expect(JSON.parse(JSON.stringify(calculateEnergyCost(entry.input)))).toEqual(entry.result);
  });

  const imperial = defaultEnergyCostInput('Imperial');
  // Bins of the Imperial input, midpoints in °F.
  const binsF = [
    { temperature: 2, hours: 2000 },
    { temperature: 7, hours: 1500 },
    { temperature: 12, hours: 1200 },
    { temperature: 17, hours: 1000 },
    { temperature: 42, hours: 900 },
    { temperature: 62, hours: 1000 },
  ];
  const binDraft = {
    ...imperial,
    heating: {
      ...imperial.heating!,
      method: 'bin',
      balancePointTemperature: 60,
      bins: binsF,
    },
  } satisfies EnergyCostInputDraft;

  it('takes the annual heat from the bins and the load line', () => {
    const r = calculateEnergyCost(binDraft);
    // 60,000 Btu/h at 5 °F falling to 0 at 60 °F: Σ hours × 60,000 (60 − t)/55 Btu/h, in kWh.
    const btu = [2, 7, 12, 17, 42].reduce(
      (sum, t, i) => sum + [2000, 1500, 1200, 1000, 900][i]! * 60_000 * ((60 - t) / 55),
      0,
    );
    expect(r.heating?.method).toBe('bin');
    expect(r.heating?.heatingDegreeDays).toBeNull();
    expect(r.heating?.annualHeatKwh).toBeCloseTo(btu / 3412.14163, 3);
  });

  it('reports each bin in the input units, the bins summing to the annual heat', () => {
    const r = calculateEnergyCost(binDraft);
    const bins = r.heating?.bins ?? [];
    expect(bins.map((bin) => bin.temperature)).toEqual(
      [2, 7, 12, 17, 42, 62].map((t) => expect.closeTo(t, 9)),
    );
    // 60,000 Btu/h at 5 °F, 0 at 60 °F: at 42 °F the load is 60,000 × 18/55 Btu/h.
    expect(bins[4]?.load).toBeCloseTo((60_000 * 18) / 55, 6);
    expect(bins[5]?.load).toBe(0);
    const total = bins.reduce((sum, bin) => sum + bin.heatKwh, 0);
    expect(total).toBeCloseTo(r.heating?.annualHeatKwh ?? NaN, 6);
    // The same heat in MMBtu, the annual heat's Imperial unit (1 MMBtu = 293.07107 kWh).
    const totalMMBtu = bins.reduce((sum, bin) => sum + bin.heatMMBtu, 0);
    expect(totalMMBtu).toBeCloseTo(r.heating?.annualHeatMMBtu ?? NaN, 9);
    expect(totalMMBtu * 293.07107).toBeCloseTo(total, 3);
    expect(calculateEnergyCost(imperial).heating).not.toHaveProperty('bins');
  });

  it('gives the same heat in Metric after conversion', () => {
    const imperialResult = calculateEnergyCost(binDraft);
    const metricResult = calculateEnergyCost(convertEnergyCostInput(binDraft, 'Metric'));
    expect(metricResult.heating?.annualHeatKwh).toBeCloseTo(
      imperialResult.heating?.annualHeatKwh ?? NaN,
      6,
    );
    expect(metricResult.options[0]?.totalCost).toBeCloseTo(
      imperialResult.options[0]?.totalCost ?? NaN,
      6,
    );
  });

  it('asks for the bins and the balance point, naming the fields', () => {
    const draft = {
      ...imperial,
      heating: { ...imperial.heating!, method: 'bin' },
    } satisfies EnergyCostInputDraft;
    let issues: { path: string; message: string }[] = [];
    try {
      EnergyCostInputSchema.parse(draft);
    } catch (error) {
      if (error instanceof ZodError)
        issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    }
    expect(issues).toContainEqual({
      path: 'heating.bins',
      message:
        'Temperature bins are required by the bin method (hours in each outdoor temperature bin).',
    });
    expect(issues).toContainEqual({
      path: 'heating.balancePointTemperature',
      message: 'Balance-point temperature is required by the bin method.',
    });
  });
});

describe('the energy calculator’s bin method with heat-pump performance points', () => {
  const imperial = defaultEnergyCostInput('Imperial');
  const options = (imperial.options ?? []).map((option) =>
    option.heatingFuel === 'heatPump'
      ? {
          ...option,
          binPerformance: {
            // Catalogue points at the AHRI 210/240 rating temperatures 47 °F and 17 °F.
            points: [
              { temperature: 47, capacity: 36_000, cop: 3.6 },
              { temperature: 17, capacity: 22_000, cop: 2.3 },
            ],
            cyclingDegradation: 0.25,
          },
        }
      : option,
  );
  const draft = {
    ...imperial,
    heating: {
      ...imperial.heating!,
      method: 'bin',
      balancePointTemperature: 60,
      bins: [
        { temperature: 2, hours: 300 },
        { temperature: 17, hours: 900 },
        { temperature: 32, hours: 1500 },
        { temperature: 47, hours: 1400 },
        { temperature: 57, hours: 1100 },
      ],
    },
    options,
  } satisfies EnergyCostInputDraft;

  it('costs the heat pump bin by bin, as binMethodEnergy does', () => {
    const r = calculateEnergyCost(draft);
    const heatPump = r.options.find((o) => o.heatingFuel === 'heatPump')!;
    const direct = binMethodEnergy(
      draft.heating.bins.map((bin) => ({ temperatureC: fToC(bin.temperature), hours: bin.hours })),
      {
        designLoadW: 60_000 / 3.41214163,
        designTemperatureC: fToC(5),
        balancePointC: fToC(60),
      },
      'heating',
      {
        kind: 'temperatureDependent',
        points: [
          { temperatureC: fToC(47), capacityW: 36_000 / 3.41214163, cop: 3.6 },
          { temperatureC: fToC(17), capacityW: 22_000 / 3.41214163, cop: 2.3 },
        ],
        cyclingDegradation: 0.25,
      },
      {},
    );
    expect(heatPump.heatingElectricityKwh).toBeCloseTo(direct.energyKwh, 3);
    expect(heatPump.heatingEfficiency).toBeCloseTo(direct.seasonalEfficiency ?? NaN, 9);
    // Backup heat runs at 2 °F, where the load exceeds the heat pump's extrapolated capacity.
    expect(direct.rows[0]?.backupOutputW).toBeGreaterThan(0);
    // The furnace keeps its AFUE in every bin.
    const furnace = r.options.find((o) => o.heatingFuel === 'naturalGas')!;
    expect(furnace.heatingFuelKwh).toBeCloseTo(
      (r.heating?.annualHeatKwh ?? NaN) / (furnace.heatingEfficiency ?? NaN),
      6,
    );
  });

  it('gives the same energy in Metric after conversion', () => {
    const a = calculateEnergyCost(draft);
    const b = calculateEnergyCost(convertEnergyCostInput(draft, 'Metric'));
    a.options.forEach((option, i) => {
      expect(b.options[i]?.heatingElectricityKwh).toBeCloseTo(option.heatingElectricityKwh, 6);
      expect(b.options[i]?.totalCost).toBeCloseTo(option.totalCost, 6);
    });
  });

  it('refuses repeated performance temperatures, naming the point', () => {
    const bad = {
      ...draft,
      options: draft.options.map((option) =>
        'binPerformance' in option
          ? {
              ...option,
              binPerformance: {
                points: [
                  { temperature: 47, capacity: 36_000, cop: 3.6 },
                  { temperature: 47, capacity: 22_000, cop: 2.3 },
                ],
              },
            }
          : option,
      ),
    } satisfies EnergyCostInputDraft;
    const result = EnergyCostInputSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(
      "Performance point 2 outdoor temperature repeats another point's: the temperatures must differ.",
    );
  });

  it('names the point and the field of a blank, non-numeric or out-of-range value', () => {
    const withPoints = (points: unknown[]) =>
      ({
        ...draft,
        options: draft.options.map((option) =>
          'binPerformance' in option ? { ...option, binPerformance: { points } } : option,
        ),
      }) as EnergyCostInputDraft;
    const issues = (points: unknown[]) =>
      (EnergyCostInputSchema.safeParse(withPoints(points)).error?.issues ?? []).map((i) => ({
        path: i.path.join('.'),
        message: i.message,
      }));
    const index = draft.options.findIndex((option) => 'binPerformance' in option);
    const at = `options.${index}.binPerformance.points`;
    expect(
      issues([
        { temperature: 47, capacity: 36_000, cop: 3.6 },
        { temperature: 17, capacity: '', cop: 'abc' },
      ]),
    ).toEqual([
      { path: `${at}.1.capacity`, message: 'Performance point 2 capacity is required.' },
      { path: `${at}.1.cop`, message: 'Performance point 2 COP must be a number.' },
    ]);
    expect(
      issues([
        { temperature: 47, capacity: 36_000, cop: 3.6 },
        { temperature: 17, capacity: 22_000, cop: 9 },
      ]),
    ).toEqual([
      { path: `${at}.1.cop`, message: 'Performance point 2 COP must be between 1 and 8.' },
    ]);
  });
});
