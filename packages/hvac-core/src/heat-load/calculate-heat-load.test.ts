import { describe, expect, it, test } from 'vitest';
import { ZodError } from 'zod';
import { seededRandom } from '../_testing/fuzz.js';
import { STANDARD_ATMOSPHERE_PA } from '../constants.js';
import { humidityRatioFromRelativeHumidity } from '../psychrometrics/index.js';
import { fromSi, toSi } from '../units/index.js';
import { calculateHeatLoad } from './calculate-heat-load.js';
import type { HeatLoadResult } from './calculate-heat-load.js';
import { convertHeatLoadInput } from './convert-input.js';
import { defaultHeatLoadInput } from './default-input.js';
import { HEAT_LOAD_FIELDS, HEAT_LOAD_NUMERIC_FIELDS, heatLoadFieldRange } from './fields.js';
import type { HeatLoadNumericField } from './fields.js';
import type { HeatLoadInput, HeatLoadInputDraft } from './schema.js';

/** 1 W in Btu/h (IT Btu): 3.412142. */
const BTUH_PER_W = 1 / toSi(1, 'heatRate', 'Imperial');

/** A room with no loads at all, to switch on one component at a time. */
function emptyRoom(
  unitSystem: 'Imperial' | 'Metric',
  changes: Partial<HeatLoadInput> = {},
): HeatLoadInput {
  return {
    unitSystem,
    calculationMode: 'Cooling',
    roomName: '',
    outdoorTemp: unitSystem === 'Imperial' ? 95 : 35,
    indoorTemp: unitSystem === 'Imperial' ? 75 : 24,
    wallArea: 0,
    wallUValue: 0,
    additionalWindows: [],
    windowArea: 0,
    windowUValue: 0,
    roofArea: 0,
    roofUValue: 0,
    numPeople: 0,
    lightingLoad: 0,
    equipmentLoad: 0,
    ventilationRate: 0,
    activityLevel: 'moderatelyActiveOfficeWork',
    ventilationSpaceType: 'officeSpace',
    windowOrientation: 'S',
    infiltrationAch: 0,
    safetyFactorPercent: 0,
    creditInternalGainsInHeating: false,
    ...changes,
  };
}

/** The office of the hand checks: default Imperial office without humidity or SHGC. */
const office: HeatLoadInput = {
  ...defaultHeatLoadInput('Imperial'),
  outdoorRelativeHumidity: undefined,
  indoorRelativeHumidity: undefined,
  windowShgc: undefined,
};

const HEAT_FIELDS = [
  'wallLoad',
  'windowLoad',
  'roofLoad',
  'windowSolarLoad',
  'ventilationLoad',
  'ventilationSensibleLoad',
  'ventilationLatentLoad',
  'infiltrationLoad',
  'infiltrationSensibleLoad',
  'infiltrationLatentLoad',
  'internalLoad',
  'peopleSensibleLoad',
  'peopleLatentLoad',
  'lightingGain',
  'equipmentGain',
  'sensibleLoad',
  'latentLoad',
  'safetyFactorLoad',
  'totalLoad',
] as const satisfies readonly (keyof HeatLoadResult)[];

/** Result fields that hold a number (or null). */
type NumberField = {
  [K in keyof HeatLoadResult]-?: HeatLoadResult[K] extends number | null ? K : never;
}[keyof HeatLoadResult];

/** A numeric result field; fails the test when it is null. */
function numberAt(result: HeatLoadResult, field: NumberField): number {
  const value = result[field];
  if (value === null) throw new Error(`${field} is null`);
  return value;
}

function expectAllFinite(value: unknown, path = 'result'): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} is ${value}`).toBe(true);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => expectAllFinite(item, `${path}[${index}]`));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) expectAllFinite(item, `${path}.${key}`);
  }
}

function expectRelativelyClose(actual: number, expected: number, relative = 1e-9): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(
    relative * Math.max(Math.abs(expected), 1e-6),
  );
}

describe('calculateHeatLoad: hand checks, Imperial', () => {
  const result = calculateHeatLoad(office);

  test.each<[NumberField, number, string]>([
    ['deltaT', 20, '95 − 75 °F'],
    ['wallLoad', 640, '400 ft² × 0.08 × 20 °F'],
    ['windowLoad', 800, '80 ft² × 0.5 × 20 °F'],
    ['roofLoad', 300, '300 ft² × 0.05 × 20 °F'],
    ['peopleSensibleLoad', 750, '3 × 250 Btu/h'],
    ['peopleLatentLoad', 600, '3 × 200 Btu/h'],
    ['lightingGain', 1023.6425, '300 W × 3.4121416'],
    ['equipmentGain', 1535.4637, '450 W × 3.4121416'],
    ['internalLoad', 3909.1062, '750 + 600 + 1023.6425 + 1535.4637'],
    ['ventilationSensibleLoad', 756, '1.08 × 35 cfm × 20 °F'],
    ['ventilationLatentLoad', 0, 'no relative humidities given'],
    ['ventilationLoad', 756, '756 + 0'],
    ['windowSolarLoad', 0, 'no SHGC given'],
    ['infiltrationLoad', 0, '0 ACH'],
    ['sensibleLoad', 5805.1062, '640 + 800 + 300 + 750 + 1023.6425 + 1535.4637 + 756'],
    ['latentLoad', 600, 'people only'],
    ['totalLoad', 6405.1062, '5805.1062 + 600'],
    ['sensibleHeatRatio', 0.906325, '5805.1062 / 6405.1062'],
  ])('%s = %d (%s)', (field, expected) => {
    expect(numberAt(result, field)).toBeCloseTo(expected, 3);
  });

  it('reports the total in W, kW, Btu/h and tons', () => {
    expect(result.totals.btuPerHour).toBeCloseTo(6405.1062, 4);
    expect(result.totals.watts).toBeCloseTo(6405.1062 / BTUH_PER_W, 4);
    expect(result.totals.kilowatts).toBeCloseTo(6405.1062 / BTUH_PER_W / 1000, 7);
    expect(result.totals.tons).toBeCloseTo(6405.1062 / 12_000, 7);
  });

  it('adds window solar gain: 80 ft² × 109 Btu/h·ft² (S, 40° N, July) × 0.4/0.87 = 4009.20 Btu/h', () => {
    const withSolar = calculateHeatLoad({ ...office, windowShgc: 0.4 });
    expect(withSolar.windowSolarLoad).toBeCloseTo(4009.1954, 4);
    expect(withSolar.totalLoad).toBeCloseTo(6405.1062 + 4009.1954, 4);
    expect(withSolar.notes.map((note) => note.code)).toContain('solarDesignAssumption');
    expect(withSolar.notes[0]?.message).toContain('109 Btu/h·ft²');
  });

  it('adds infiltration: 0.5 ACH × (300 ft² × 9 ft) / 60 = 22.5 cfm; 1.08 × 22.5 × 20 = 486 Btu/h', () => {
    expect(
      calculateHeatLoad({ ...office, infiltrationAch: 0.5 }).infiltrationSensibleLoad,
    ).toBeCloseTo(486, 9);
  });

  it('applies the safety factor once to the sum: 10 % of 6405.1062 = 640.51 Btu/h', () => {
    const withMargin = calculateHeatLoad({ ...office, safetyFactorPercent: 10 });
    expect(withMargin.safetyFactorLoad).toBeCloseTo(640.51062, 4);
    expect(withMargin.totalLoad).toBeCloseTo(7045.61685, 4);
    expect(withMargin.sensibleHeatRatio).toBeCloseTo(0.906325, 5);
  });

  it('computes the latent load of the outdoor air from the humidity ratios (4840 × Q × ΔW)', () => {
    const humid = calculateHeatLoad({
      ...office,
      outdoorRelativeHumidity: 40,
      indoorRelativeHumidity: 50,
      infiltrationAch: 0.5,
    });
    const outdoorW = humidityRatioFromRelativeHumidity(35, 0.4, STANDARD_ATMOSPHERE_PA);
    const indoorW = humidityRatioFromRelativeHumidity((75 - 32) / 1.8, 0.5, STANDARD_ATMOSPHERE_PA);
    // Hand check with ASHRAE F ch. 1 table 3 (pws 5.6291 kPa at 35 °C): W_o = 0.621945 × 2.2516 / (101.325 − 2.2516) = 0.014135.
    expect(outdoorW).toBeCloseTo(0.014135, 5);
    expect(humid.ventilationLatentLoad).toBeCloseTo(4840 * 35 * (outdoorW - indoorW), 8);
    expect(humid.infiltrationLatentLoad).toBeCloseTo(4840 * 22.5 * (outdoorW - indoorW), 8);
    expect(humid.ventilationLoad).toBeCloseTo(
      humid.ventilationSensibleLoad + humid.ventilationLatentLoad,
      9,
    );
    expect(humid.warnings.map((warning) => warning.code)).toEqual(['solarNotComputed']);
  });
});

describe('calculateHeatLoad: hand checks, Metric', () => {
  const metricOffice: HeatLoadInput = {
    ...defaultHeatLoadInput('Metric'),
    outdoorRelativeHumidity: undefined,
    indoorRelativeHumidity: undefined,
    windowShgc: undefined,
  };
  const result = calculateHeatLoad(metricOffice);

  test.each<[NumberField, number, string]>([
    ['deltaT', 11, '35 − 24 °C'],
    ['wallLoad', 183.15, '37 m² × 0.45 × 11 K'],
    ['windowLoad', 231, '7.5 m² × 2.8 × 11 K'],
    ['roofLoad', 86.24, '28 m² × 0.28 × 11 K'],
    ['peopleSensibleLoad', 219.8033, '3 × 250 Btu/h × 0.2930711 = 3 × 73.2678 W'],
    ['peopleLatentLoad', 175.8426, '3 × 200 Btu/h × 0.2930711 = 3 × 58.6142 W'],
    ['lightingGain', 300, '300 W'],
    ['equipmentGain', 450, '450 W'],
    ['ventilationSensibleLoad', 225.7445, '17 L/s × 1.207192 W/(L/s·K) × 11 K'],
    ['totalLoad', 1871.7804, '183.15 + 231 + 86.24 + 219.8033 + 175.8426 + 300 + 450 + 225.7445'],
  ])('%s = %d W (%s)', (field, expected) => {
    expect(numberAt(result, field)).toBeCloseTo(expected, 3);
  });

  it('reports Btu/h and tons beside the watts', () => {
    expect(result.totals.watts).toBeCloseTo(1871.7804, 3);
    expect(result.totals.btuPerHour).toBeCloseTo(6386.78, 3); // 1871.7804 W × 3.4121416
    expect(result.totals.tons).toBeCloseTo(0.532232, 6); // 6386.78 / 12 000
  });
});

describe('calculateHeatLoad: textbook values, one component at a time', () => {
  test.each<[string, Partial<HeatLoadInput>, NumberField, number, string]>([
    [
      'people, office work, sensible',
      { numPeople: 1 },
      'peopleSensibleLoad',
      250,
      'ASHRAE F (2021) ch. 18 table 1: 250 Btu/h',
    ],
    [
      'people, office work, latent',
      { numPeople: 1 },
      'peopleLatentLoad',
      200,
      'ASHRAE F (2021) ch. 18 table 1: 200 Btu/h',
    ],
    [
      'people, athletics, sensible',
      { numPeople: 1, activityLevel: 'athletics' },
      'peopleSensibleLoad',
      710,
      'ASHRAE F (2021) ch. 18 table 1: 710 Btu/h',
    ],
    [
      'people, athletics, latent',
      { numPeople: 1, activityLevel: 'athletics' },
      'peopleLatentLoad',
      1090,
      'ASHRAE F (2021) ch. 18 table 1: 1090 Btu/h',
    ],
    [
      'people, theater, total',
      { numPeople: 100, activityLevel: 'seatedAtTheater' },
      'internalLoad',
      33_000,
      'ASHRAE F (2021) ch. 18 table 1: 100 × 330 Btu/h',
    ],
    [
      'sensible air factor',
      { ventilationRate: 1, outdoorTemp: 76 },
      'ventilationSensibleLoad',
      1.08,
      '1.08 Btu/h per cfm·°F (60 × 0.075 × 0.24)',
    ],
    [
      'lighting, 1 W',
      { lightingLoad: 1 },
      'lightingGain',
      3.4121416,
      '1 W = 3.412 Btu/h (NIST SP 811, B.9)',
    ],
    [
      'equipment, 1000 W',
      { equipmentLoad: 1000 },
      'equipmentGain',
      3412.1416,
      '1000 W = 3412.14 Btu/h',
    ],
    [
      'one ton',
      { equipmentLoad: 3516.852842067 },
      'totalLoad',
      12_000,
      '1 ton = 12 000 Btu/h = 3516.85 W',
    ],
    [
      'solar, west, clear glass',
      {
        windowArea: 100,
        windowUValue: 1,
        outdoorTemp: 75,
        windowShgc: 0.87,
        windowOrientation: 'W',
      },
      'windowSolarLoad',
      21_600,
      '100 ft² × 216 Btu/h·ft² (40° N, July)',
    ],
  ])('%s', (_name, changes, field, expected) => {
    const result = calculateHeatLoad(emptyRoom('Imperial', changes));
    expect(numberAt(result, field)).toBeCloseTo(expected, 3);
  });

  it('gives one ton as 3516.85 W', () => {
    expect(
      calculateHeatLoad(emptyRoom('Imperial', { equipmentLoad: 3516.852842 })).totals.tons,
    ).toBeCloseTo(1, 8);
  });
});

describe('calculateHeatLoad: heating', () => {
  const heating: HeatLoadInput = {
    ...office,
    calculationMode: 'Heating',
    outdoorTemp: 10,
    indoorTemp: 70,
  };

  it('computes losses over ΔT = t_i − t_o and leaves internal gains out', () => {
    const result = calculateHeatLoad(heating);
    expect(result.deltaT).toBe(60);
    expect(result.wallLoad).toBeCloseTo(1920, 9); // 400 × 0.08 × 60
    expect(result.windowLoad).toBeCloseTo(2400, 9); // 80 × 0.5 × 60
    expect(result.roofLoad).toBeCloseTo(900, 9); // 300 × 0.05 × 60
    expect(result.ventilationLoad).toBeCloseTo(2268, 9); // 1.08 × 35 × 60
    expect(result.internalLoad).toBe(0);
    expect(result.peopleSensibleLoad).toBe(0);
    expect(result.peopleLatentLoad).toBe(0);
    expect(result.lightingGain).toBe(0);
    expect(result.totalLoad).toBeCloseTo(7488, 9); // 1920 + 2400 + 900 + 2268
    expect(result.latentLoad).toBe(0);
    expect(result.sensibleHeatRatio).toBeNull();
    expect(result.notes.map((note) => note.code)).toContain('internalGainsNotCredited');
  });

  it('credits the sensible internal gains against the loss when asked', () => {
    const result = calculateHeatLoad({ ...heating, creditInternalGainsInHeating: true });
    // −(750 + 1023.6425 + 1535.4637) = −3309.1062; people's latent gain is not credited.
    expect(result.internalLoad).toBeCloseTo(-3309.1062, 3);
    expect(result.peopleLatentLoad).toBe(0);
    expect(result.totalLoad).toBeCloseTo(7488 - 3309.1062, 3);
  });

  it('ignores solar gain and humidity in heating', () => {
    const result = calculateHeatLoad({
      ...heating,
      windowShgc: 0.6,
      outdoorRelativeHumidity: 80,
      indoorRelativeHumidity: 30,
    });
    expect(result.windowSolarLoad).toBe(0);
    expect(result.ventilationLatentLoad).toBe(0);
  });

  it('adds infiltration: 0.5 ACH × 2700 ft³ / 60 = 22.5 cfm; 1.08 × 22.5 × 60 = 1458 Btu/h', () => {
    expect(calculateHeatLoad({ ...heating, infiltrationAch: 0.5 }).infiltrationLoad).toBeCloseTo(
      1458,
      9,
    );
  });
});

describe('calculateHeatLoad: warnings', () => {
  const codes = (result: HeatLoadResult): string[] =>
    result.warnings.map((warning) => warning.code);

  it('keeps negative loads and warns when cooling on a day cooler than the room', () => {
    const result = calculateHeatLoad({ ...office, outdoorTemp: 70 });
    expect(result.wallLoad).toBeCloseTo(-160, 9); // 400 × 0.08 × (70 − 75)
    expect(result.ventilationSensibleLoad).toBeCloseTo(-189, 9); // 1.08 × 35 × (−5)
    expect(
      result.warnings.find((warning) => warning.code === 'coolingOutdoorBelowIndoor'),
    ).toMatchObject({
      field: 'outdoorTemp',
      message: expect.stringContaining('check the mode'),
    });
  });

  it('warns when heating on a day warmer than the room', () => {
    const result = calculateHeatLoad({
      ...office,
      calculationMode: 'Heating',
      outdoorTemp: 80,
      indoorTemp: 70,
    });
    expect(result.wallLoad).toBeCloseTo(-320, 9);
    expect(codes(result)).toEqual(
      expect.arrayContaining(['heatingOutdoorAboveIndoor', 'nonPositiveTotal']),
    );
  });

  it('warns on a zero temperature difference and a zero total', () => {
    const result = calculateHeatLoad(emptyRoom('Metric', { outdoorTemp: 24 }));
    expect(codes(result)).toEqual(['zeroTemperatureDifference', 'nonPositiveTotal']);
    expect(result.totalLoad).toBe(0);
    expect(result.sensibleHeatRatio).toBeNull();
    expect(Object.is(result.safetyFactorLoad, -0)).toBe(false);
  });

  it('warns when the outdoor air is drier than the room and keeps the negative latent load', () => {
    const result = calculateHeatLoad({
      ...office,
      outdoorTemp: 80,
      outdoorRelativeHumidity: 20,
      indoorRelativeHumidity: 60,
    });
    expect(result.ventilationLatentLoad).toBeLessThan(0);
    expect(result.sensibleHeatRatio).toBeNull();
    expect(result.warnings.find((warning) => warning.code === 'negativeLatent')?.field).toBe(
      'outdoorRelativeHumidity',
    );
  });

  it('warns about U-values unusual for the surface, in the input units', () => {
    const result = calculateHeatLoad({ ...office, wallUValue: 0.8, windowUValue: 1.5 });
    const high = result.warnings.filter((warning) => warning.code === 'highUValue');
    expect(high.map((warning) => warning.field)).toEqual(['wallUValue', 'windowUValue']);
    expect(high[0]?.message).toContain('above 0.5 Btu/h·ft²·°F');
    const metric = calculateHeatLoad({ ...defaultHeatLoadInput('Metric'), roofUValue: 4 });
    expect(metric.warnings.find((warning) => warning.code === 'highUValue')?.message).toContain(
      'above 2.84 W/m²·K',
    );
  });

  it('says when the latent or solar gain is left out for want of an input', () => {
    expect(codes(calculateHeatLoad(office))).toEqual(['latentNotComputed', 'solarNotComputed']);
  });

  it('checks the ventilation rate against ASHRAE 62.1 Table 6-1 for the chosen space type', () => {
    // Office space: 10 × 5 + 300 × 0.06 = 68 cfm > 35 cfm.
    const result = calculateHeatLoad({ ...defaultHeatLoadInput('Imperial'), numPeople: 10 });
    expect(
      result.warnings.find((warning) => warning.code === 'ventilationBelowAshrae62_1')?.message,
    ).toContain('for office space (5 cfm per person + 0.06 cfm per ft² of floor = 68 cfm)');
    // The same table converted exactly (not the SI edition's rounded 2.5 and 0.3): 10 × 2.36 +
    // 28 × 0.305 = 32.13 L/s > 17 L/s.
    const metric = calculateHeatLoad({ ...defaultHeatLoadInput('Metric'), numPeople: 10 });
    expect(
      metric.warnings.find((warning) => warning.code === 'ventilationBelowAshrae62_1')?.message,
    ).toContain('= 32.13 L/s');
    // Classrooms (ages 9 plus): 10 × 10 + 300 × 0.12 = 136 cfm.
    const classroom = calculateHeatLoad({
      ...defaultHeatLoadInput('Imperial'),
      numPeople: 10,
      ventilationSpaceType: 'classroomAge9Plus',
    });
    expect(
      classroom.warnings.find((warning) => warning.code === 'ventilationBelowAshrae62_1')?.message,
    ).toContain('= 136 cfm');
  });

  it('does not hold a dwelling to 62.1 (ASHRAE 62.2 covers it)', () => {
    const house = calculateHeatLoad({
      ...defaultHeatLoadInput('Imperial'),
      numPeople: 10,
      ventilationSpaceType: 'dwelling',
    });
    expect(codes(house)).not.toContain('ventilationBelowAshrae62_1');
  });

  it('gives the same ventilation verdict in both unit systems (issue 22: 28 cfm vs 13.21 L/s)', () => {
    // A house checked as an office in Imperial passed at 28 cfm and failed in Metric at 13.21 L/s.
    const imperial: HeatLoadInputDraft = {
      ...defaultHeatLoadInput('Imperial'),
      numPeople: 3,
      floorArea: 220,
      ventilationRate: 28,
    };
    const verdict = (input: HeatLoadInputDraft) =>
      codes(calculateHeatLoad(input)).includes('ventilationBelowAshrae62_1');
    expect(verdict(imperial)).toBe(verdict(convertHeatLoadInput(imperial, 'Metric')));
    for (let people = 0; people <= 40; people += 4) {
      for (const rate of [10, 20, 27.9, 28, 28.2, 40, 80, 150, 250]) {
        for (const area of [100, 220, 300, 1500]) {
          const draft = {
            ...defaultHeatLoadInput('Imperial'),
            numPeople: people,
            floorArea: area,
            ventilationRate: rate,
          };
          expect(verdict(draft), `${people} people, ${area} ft², ${rate} cfm`).toBe(
            verdict(convertHeatLoadInput(draft, 'Metric')),
          );
        }
      }
    }
  });
});

describe('calculateHeatLoad: invariants', () => {
  /** A random valid room in Imperial units. */
  function randomRoom(next: () => number): HeatLoadInput {
    const between = (min: number, max: number): number => min + (max - min) * next();
    return {
      ...defaultHeatLoadInput('Imperial'),
      calculationMode: next() < 0.5 ? 'Cooling' : 'Heating',
      outdoorTemp: between(-20, 115),
      indoorTemp: between(60, 80),
      wallArea: between(0, 5000),
      wallUValue: between(0.02, 0.6),
      windowArea: between(0, 1000),
      windowUValue: between(0.2, 1.2),
      roofArea: between(0, 5000),
      roofUValue: between(0.02, 0.5),
      numPeople: Math.floor(between(0, 200)),
      lightingLoad: between(0, 20_000),
      equipmentLoad: between(0, 50_000),
      ventilationRate: between(0, 5000),
      outdoorRelativeHumidity: between(5, 100),
      indoorRelativeHumidity: between(20, 70),
      windowShgc: between(0.1, 0.87),
      windowOrientation:
        (['N', 'E', 'S', 'W', 'Horizontal'] as const)[Math.floor(next() * 5)] ?? 'S',
      floorArea: between(50, 5000),
      ceilingHeight: between(7, 30),
      infiltrationAch: between(0, 3),
      safetyFactorPercent: between(0, 25),
      creditInternalGainsInHeating: next() < 0.5,
    };
  }

  it('gives the same answer in Imperial and Metric after conversion (1e-9 relative)', () => {
    const next = seededRandom(1);
    const rooms = [
      office,
      defaultHeatLoadInput('Imperial'),
      ...Array.from({ length: 200 }, () => randomRoom(next)),
    ];
    for (const room of rooms) {
      const imperial = calculateHeatLoad(room);
      const metric = calculateHeatLoad(convertHeatLoadInput(room, 'Metric'));
      expectRelativelyClose(metric.totals.watts, imperial.totals.watts);
      for (const field of HEAT_FIELDS) {
        expectRelativelyClose(
          toSi(metric[field], 'heatRate', 'Metric'),
          toSi(imperial[field], 'heatRate', 'Imperial'),
          1e-8,
        );
      }
      expectRelativelyClose(
        fromSi(
          toSi(metric.deltaT, 'temperatureDifference', 'Metric'),
          'temperatureDifference',
          'Imperial',
        ),
        imperial.deltaT,
        1e-9,
      );
    }
  });

  it('adds up: total = components + safety = sensible + latent + safety', () => {
    const next = seededRandom(2);
    for (let i = 0; i < 200; i++) {
      const r = calculateHeatLoad(randomRoom(next));
      const components =
        r.wallLoad +
        r.windowLoad +
        r.roofLoad +
        r.windowSolarLoad +
        r.ventilationLoad +
        r.infiltrationLoad +
        r.internalLoad;
      expectRelativelyClose(components + r.safetyFactorLoad, r.totalLoad, 1e-9);
      expectRelativelyClose(r.sensibleLoad + r.latentLoad + r.safetyFactorLoad, r.totalLoad, 1e-9);
      expectRelativelyClose(
        r.peopleSensibleLoad + r.peopleLatentLoad + r.lightingGain + r.equipmentGain,
        r.internalLoad,
        1e-9,
      );
      expect(r.totals.btuPerHour).toBeCloseTo(r.totalLoad, 6);
      if (r.sensibleHeatRatio !== null) {
        expect(r.sensibleHeatRatio).toBeGreaterThanOrEqual(0);
        expect(r.sensibleHeatRatio).toBeLessThanOrEqual(1);
      }
    }
  });

  test.each<[HeatLoadNumericField, NumberField]>([
    ['wallArea', 'wallLoad'],
    ['wallUValue', 'wallLoad'],
    ['windowArea', 'windowLoad'],
    ['windowUValue', 'windowLoad'],
    ['windowArea', 'windowSolarLoad'],
    ['windowShgc', 'windowSolarLoad'],
    ['roofArea', 'roofLoad'],
    ['roofUValue', 'roofLoad'],
    ['outdoorTemp', 'wallLoad'],
    ['outdoorTemp', 'ventilationSensibleLoad'],
    ['ventilationRate', 'ventilationLoad'],
    ['infiltrationAch', 'infiltrationLoad'],
    ['ceilingHeight', 'infiltrationLoad'],
    ['numPeople', 'internalLoad'],
    ['lightingLoad', 'lightingGain'],
    ['equipmentLoad', 'equipmentGain'],
    ['outdoorRelativeHumidity', 'ventilationLatentLoad'],
    ['safetyFactorPercent', 'totalLoad'],
  ])('cooling: %s raises %s', (field, load) => {
    const base: HeatLoadInput = {
      ...defaultHeatLoadInput('Imperial'),
      infiltrationAch: 0.5,
      windowShgc: 0.5,
    };
    const value = base[field] ?? 0;
    const step =
      field === 'numPeople' ? 1 : field === 'windowShgc' ? 0.1 : Math.max(Math.abs(value) * 0.1, 1);
    const lower = calculateHeatLoad(base);
    const higher = calculateHeatLoad({ ...base, [field]: value + step });
    expect(numberAt(higher, load)).toBeGreaterThan(numberAt(lower, load));
    expect(higher.totalLoad).toBeGreaterThan(lower.totalLoad);
  });

  test.each<[HeatLoadNumericField, NumberField]>([
    ['wallUValue', 'wallLoad'],
    ['windowArea', 'windowLoad'],
    ['roofArea', 'roofLoad'],
    ['indoorTemp', 'wallLoad'],
    ['ventilationRate', 'ventilationLoad'],
  ])('heating: %s raises %s', (field, load) => {
    const base: HeatLoadInput = {
      ...defaultHeatLoadInput('Imperial'),
      calculationMode: 'Heating',
      outdoorTemp: 10,
      indoorTemp: 70,
    };
    const value = base[field] ?? 0;
    const lower = calculateHeatLoad(base);
    const higher = calculateHeatLoad({ ...base, [field]: value + Math.max(value * 0.1, 0.01) });
    expect(numberAt(higher, load)).toBeGreaterThan(numberAt(lower, load));
  });

  it('never returns a non-finite number: bad input throws a ZodError naming a field', () => {
    const next = seededRandom(3);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const wild: readonly unknown[] = [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -1,
      -1e9,
      0,
      1e-300,
      1e308,
      Number.MAX_VALUE,
      '',
      ' ',
      'abc',
      '12',
      '1e400',
      null,
      undefined,
      true,
      {},
      [],
    ];
    let thrown = 0;
    let returned = 0;
    for (let i = 0; i < 2000; i++) {
      const draft: Record<string, unknown> = {
        ...randomRoom(next),
        unitSystem: next() < 0.5 ? 'Imperial' : 'Metric',
      };
      const changes = 1 + Math.floor(next() * 4);
      for (let c = 0; c < changes; c++) {
        const field = pick(HEAT_LOAD_FIELDS);
        if (next() < 0.5) {
          draft[field] = pick(wild);
        } else if ((HEAT_LOAD_NUMERIC_FIELDS as readonly string[]).includes(field)) {
          const range = heatLoadFieldRange(
            field as HeatLoadNumericField,
            draft['unitSystem'] === 'Metric' ? 'Metric' : 'Imperial',
          );
          draft[field] = range.min - 10 + (range.max - range.min + 20) * next();
        }
      }
      try {
        const result = calculateHeatLoad(draft as HeatLoadInputDraft);
        expectAllFinite(result);
        returned++;
      } catch (error) {
        expect(error).toBeInstanceOf(ZodError);
        if (error instanceof ZodError) {
          for (const issue of error.issues) {
            expect(HEAT_LOAD_FIELDS as readonly PropertyKey[]).toContain(issue.path[0]);
            expect(issue.message.length).toBeGreaterThan(0);
          }
        }
        thrown++;
      }
    }
    expect(thrown).toBeGreaterThan(100);
    expect(returned).toBeGreaterThan(100);
  }, 60_000);

  it('returns finite numbers at the corners of every range', () => {
    for (const system of ['Imperial', 'Metric'] as const) {
      for (const corner of ['min', 'max'] as const) {
        const draft: Record<string, number | string | boolean> = {
          calculationMode: 'Cooling',
          unitSystem: system,
        };
        for (const field of HEAT_LOAD_NUMERIC_FIELDS)
          draft[field] = heatLoadFieldRange(field, system)[corner];
        if (corner === 'min') draft['infiltrationAch'] = 0;
        for (const mode of ['Cooling', 'Heating']) {
          expectAllFinite(
            calculateHeatLoad({ ...draft, calculationMode: mode } as HeatLoadInputDraft),
          );
        }
      }
    }
  });
});
