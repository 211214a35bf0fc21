import { describe, expect, it, test } from 'vitest';
import { calculateVentilation } from './calculate-ventilation.js';
import type { VentilationResult } from './calculate-ventilation.js';
import { convertVentilationInput } from './convert-input.js';
import { defaultVentilationInput } from './default-input.js';
import { AIR_DISTRIBUTION_CONFIGURATION_IDS } from './air-distribution.js';
import { OCCUPANCY_CATEGORY_IDS } from './occupancy-categories.js';
import type { VentilationInput, VentilationInputDraft } from './schema.js';
import { KITCHEN_TEMPLATE } from './_testing/kitchen.js';

const KITCHEN = KITCHEN_TEMPLATE;

/** A 1000 ft² (92.90304 m²) office zone with a 9 ft ceiling, ASHRAE 62.1 mode. */
const OFFICE_ZONE_IMPERIAL: VentilationInputDraft = {
  calculationName: 'Office zone',
  unitSystem: 'Imperial',
  roomWidth: 40,
  roomLength: 25,
  roomHeight: 9,
  mode: 'ventilationRateProcedure',
  occupancyCategory: 'officeSpace',
  airDistributionConfiguration: 'ceilingSupplyCool',
};

function allNumbers(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const item of value) allNumbers(item, out);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) allNumbers(item, out);
  return out;
}

describe('calculateVentilation, air changes (the spec calculator)', () => {
  it('gives 48 ft³ and 240 cfm for the kitchen template (300 ACH on 12 × 4 × 1 ft)', () => {
    const result = calculateVentilation(KITCHEN);
    expect(result.roomVolume).toBe(48);
    expect(result.requiredAirflow).toBe(240);
    expect(result.airChangesPerHour).toBe(300);
    expect(result.airflows.litresPerSecond).toBeCloseTo(113.267386368, 9);
  });

  // Q = ACH × V / 60 (cfm, ft³) or ACH × V / 3.6 (L/s, m³); ASHRAE Handbook—Fundamentals (2021), ch. 16.
  test.each<[string, VentilationInputDraft, number, number, number]>([
    [
      'Metric 5 × 4 × 3 m at 6 ACH → 60 m³, 100 L/s, 360 m³/h',
      { unitSystem: 'Metric', roomWidth: 5, roomLength: 4, roomHeight: 3, airChangesPerHour: 6 },
      60,
      100,
      360,
    ],
    [
      'Imperial 20 × 30 × 10 ft at 4 ACH → 6000 ft³, 400 cfm',
      {
        unitSystem: 'Imperial',
        roomWidth: 20,
        roomLength: 30,
        roomHeight: 10,
        airChangesPerHour: 4,
      },
      6000,
      400,
      679.604318208,
    ],
  ])('%s', (_case, input, volume, airflow, m3h) => {
    const result = calculateVentilation(input);
    expect(result.roomVolume).toBeCloseTo(volume, 9);
    expect(result.requiredAirflow).toBeCloseTo(airflow, 9);
    expect(result.requiredAirflowM3PerHour).toBeCloseTo(m3h, 6);
  });

  it('is linear in the air changes', () => {
    const one = calculateVentilation({ ...KITCHEN, airChangesPerHour: 1 }).requiredAirflow;
    for (const ach of [0.5, 2, 6, 12.5, 300, 1000]) {
      expect(
        calculateVentilation({ ...KITCHEN, airChangesPerHour: ach }).requiredAirflow,
      ).toBeCloseTo(one * ach, 8);
    }
  });

  it('warns when the airflow is zero', () => {
    const result = calculateVentilation({ ...KITCHEN, airChangesPerHour: 0 });
    expect(result.requiredAirflow).toBe(0);
    expect(result.warnings.map((warning) => warning.code)).toEqual(['zeroAirflow']);
  });

  it('compares with the recommended range of the space type', () => {
    const kitchen = calculateVentilation({ ...KITCHEN, spaceType: 'commercialKitchen' });
    expect(kitchen.guidance?.minAch).toBe(20);
    expect(kitchen.warnings.map((warning) => warning.code)).toEqual(['airChangesAboveGuidance']);
    const toilet = calculateVentilation({ ...KITCHEN, airChangesPerHour: 3, spaceType: 'toilet' });
    expect(toilet.warnings[0]?.message).toMatch(
      /^3 ACH is below the 6–10 ACH usually recommended for toilets/,
    );
    const office = calculateVentilation(defaultVentilationInput('Imperial'));
    expect(office.warnings).toEqual([]);
  });

  it('gives no range warning for an air change rate that reads as the range’s edge', () => {
    // 5.996 ACH reads "6 ACH": not "6 ACH is below the 6–10 ACH" (issue 44).
    const edge = { ...KITCHEN, spaceType: 'toilet' as const };
    expect(calculateVentilation({ ...edge, airChangesPerHour: 5.996 }).warnings).toEqual([]);
    expect(calculateVentilation({ ...edge, airChangesPerHour: 10.004 }).warnings).toEqual([]);
    expect(
      calculateVentilation({ ...edge, airChangesPerHour: 5.99 }).warnings.map((w) => w.message),
    ).toEqual([expect.stringMatching(/^5\.99 ACH is below the 6–10 ACH/)]);
  });
});

describe('calculateVentilation, outdoor air against total-air guidance (issue 22)', () => {
  it('does not judge outdoor-air ACH against the total-air ACH range, and says why', () => {
    const result = calculateVentilation({ ...OFFICE_ZONE_IMPERIAL, spaceType: 'office' });
    const codes = result.warnings.map((warning) => warning.code);
    expect(codes).not.toContain('airChangesBelowGuidance');
    expect(codes).not.toContain('airChangesAboveGuidance');
    expect(
      result.notes.find((note) => note.code === 'outdoorAirChangesNotJudged')?.message,
    ).toMatch(
      /is the outdoor air alone; the 6–10 ACH usually recommended for offices is total supply air/,
    );
  });
});

describe('calculateVentilation, air changes from airflow (inverse)', () => {
  it('gives 300 ACH for 240 cfm in the kitchen template', () => {
    const result = calculateVentilation({
      ...KITCHEN,
      mode: 'airChangesFromAirflow',
      airflow: 240,
    });
    expect(result.airChangesPerHour).toBe(300);
    expect(result.requiredAirflow).toBe(240);
  });

  it('round-trips with the air-change mode in Metric', () => {
    const forward = calculateVentilation({
      unitSystem: 'Metric',
      roomWidth: 3.6,
      roomLength: 4.5,
      roomHeight: 2.7,
      airChangesPerHour: 7.5,
    });
    const back = calculateVentilation({
      unitSystem: 'Metric',
      roomWidth: 3.6,
      roomLength: 4.5,
      roomHeight: 2.7,
      mode: 'airChangesFromAirflow',
      airflow: forward.requiredAirflow,
    });
    expect(back.airChangesPerHour).toBeCloseTo(7.5, 9);
  });
});

describe('calculateVentilation, ASHRAE 62.1 Ventilation Rate Procedure', () => {
  /**
   * Worked office zone: ANSI/ASHRAE 62.1-2022 eq. 6-1 and 6-2 with Table 6-1 office space (Rp = 5
   * cfm/person, Ra = 0.06 cfm/ft², default density 5 per 1000 ft²). 1000 ft² → Pz = 5,
   * Vbz = 5 × 5 + 0.06 × 1000 = 25 + 60 = 85 cfm, which is the table's combined rate of 17
   * cfm/person × 5. Ez = 1.0 (ceiling supply of cool air) → Voz = 85 cfm; Ez = 0.8 (ceiling supply of
   * warm air ≥ 15 °F above the space) → Voz = 106.25 cfm.
   */
  it('computes the worked office zone in Imperial', () => {
    const result = calculateVentilation(OFFICE_ZONE_IMPERIAL);
    const vrp = result.ventilationRateProcedure;
    expect(vrp?.zoneFloorArea).toBe(1000);
    expect(vrp?.zonePopulation).toBe(5);
    expect(vrp?.populationFromDefaultDensity).toBe(true);
    expect(vrp?.peopleOutdoorAirflow).toBe(25);
    expect(vrp?.areaOutdoorAirflow).toBe(60);
    expect(vrp?.breathingZoneOutdoorAirflow).toBe(85);
    expect(vrp?.zoneOutdoorAirflow).toBe(85);
    expect(result.requiredAirflow).toBe(85);
    expect(result.airChangesPerHour).toBeCloseTo((85 * 60) / 9000, 10);
    expect(result.notes.map((note) => note.code)).toEqual([
      'defaultOccupantDensity',
      'zoneLevelOnly',
    ]);

    const warm = calculateVentilation({
      ...OFFICE_ZONE_IMPERIAL,
      airDistributionConfiguration: 'ceilingSupplyWarm15FAboveCeilingReturn',
    });
    expect(warm.ventilationRateProcedure?.zoneAirDistributionEffectiveness).toBe(0.8);
    expect(warm.requiredAirflow).toBe(106.25);
  });

  it('computes the worked office zone with 10 people: 50 + 60 = 110 cfm', () => {
    const result = calculateVentilation({ ...OFFICE_ZONE_IMPERIAL, zonePopulation: 10 });
    expect(result.requiredAirflow).toBe(110);
    expect(result.ventilationRateProcedure?.populationFromDefaultDensity).toBe(false);
  });

  /**
   * The same zone in Metric: 12.192 × 7.62 m = 92.90304 m² (1000 ft²), 2.7432 m high. The engine uses
   * the I-P rates converted exactly (2.3597 L/s·person, 0.3048 L/s·m²), so it gives 85 cfm =
   * 40.1155 L/s. The SI edition's rounded rates (2.5 L/s·person, 0.3 L/s·m², density 5 per 100 m²)
   * would give 2.5 × 4.645 + 0.3 × 92.9 = 39.5 L/s for this area: within 2 %.
   */
  it('gives the same physical answer in Metric', () => {
    const metric = calculateVentilation(convertVentilationInput(OFFICE_ZONE_IMPERIAL, 'Metric'));
    expect(metric.unitSystem).toBe('Metric');
    expect(metric.ventilationRateProcedure?.zoneFloorArea).toBeCloseTo(92.90304, 9);
    expect(metric.ventilationRateProcedure?.peopleRate).toBeCloseTo(2.359737216, 9);
    expect(metric.ventilationRateProcedure?.areaRate).toBeCloseTo(0.3048, 12);
    expect(metric.requiredAirflow).toBeCloseTo(40.11553267, 7);
    const siEdition = 2.5 * ((5 * 92.90304) / 100) + 0.3 * 92.90304;
    expect(Math.abs(metric.requiredAirflow - siEdition) / siEdition).toBeLessThan(0.02);
    expect(metric.notes.map((note) => note.code)).toContain('ratesFromIpEdition');
  });

  it('uses the zone floor area when it is given, and warns when it exceeds the room', () => {
    const result = calculateVentilation({ ...OFFICE_ZONE_IMPERIAL, zoneFloorArea: 1200 });
    expect(result.ventilationRateProcedure?.areaOutdoorAirflow).toBe(72);
    expect(result.warnings.map((warning) => warning.code)).toEqual(['zoneAreaExceedsRoom']);
  });

  it('needs no population for a corridor (Rp = 0)', () => {
    const result = calculateVentilation({
      ...OFFICE_ZONE_IMPERIAL,
      occupancyCategory: 'corridor',
      roomWidth: 5,
      roomLength: 100,
    });
    expect(result.requiredAirflow).toBe(30);
  });
});

describe('calculateVentilation invariants', () => {
  const MODES: VentilationInputDraft[] = [
    KITCHEN,
    { ...KITCHEN, mode: 'airChangesFromAirflow', airflow: 123.4 },
    {
      ...OFFICE_ZONE_IMPERIAL,
      zonePopulation: 7,
      airDistributionConfiguration: 'floorSupplyWarmCeilingReturn',
    },
    { ...OFFICE_ZONE_IMPERIAL, occupancyCategory: 'classroomAge9Plus', zoneFloorArea: 800 },
  ];

  test.each(MODES.map((input, index) => [index, input] as const))(
    'Imperial and Metric agree after conversion (case %i)',
    (_index, input) => {
      const imperial = calculateVentilation(input);
      const metric = calculateVentilation(convertVentilationInput(input, 'Metric'));
      expect(metric.airflows.cubicMetresPerSecond).toBeCloseTo(
        imperial.airflows.cubicMetresPerSecond,
        12,
      );
      expect(metric.airChangesPerHour).toBeCloseTo(imperial.airChangesPerHour, 9);
      expect(metric.roomVolume).toBeCloseTo(imperial.roomVolume * 0.3048 ** 3, 9);
      expect(metric.requiredAirflow).toBeCloseTo(imperial.airflows.litresPerSecond, 9);
    },
  );

  it('never returns NaN or Infinity across the valid ranges, every category and configuration', () => {
    const results: VentilationResult[] = [];
    for (const occupancyCategory of OCCUPANCY_CATEGORY_IDS) {
      for (const airDistributionConfiguration of AIR_DISTRIBUTION_CONFIGURATION_IDS) {
        results.push(
          calculateVentilation({
            ...OFFICE_ZONE_IMPERIAL,
            occupancyCategory,
            airDistributionConfiguration,
            zonePopulation: occupancyCategory === 'warehouse' ? 0 : undefined,
          }),
        );
      }
    }
    for (const [w, l, h] of [
      [1e-9, 1e-9, 1e-9],
      [1000, 1000, 200],
    ] as const) {
      for (const input of [
        { ...KITCHEN, roomWidth: w, roomLength: l, roomHeight: h, airChangesPerHour: 1000 },
        {
          ...KITCHEN,
          roomWidth: w,
          roomLength: l,
          roomHeight: h,
          mode: 'airChangesFromAirflow',
          airflow: 1e6,
        },
        {
          ...OFFICE_ZONE_IMPERIAL,
          roomWidth: w,
          roomLength: l,
          roomHeight: h,
          zonePopulation: 100_000,
        },
      ] as VentilationInputDraft[]) {
        results.push(calculateVentilation(input));
      }
    }
    for (const result of results) {
      for (const value of allNumbers(result)) expect(Number.isFinite(value)).toBe(true);
    }
  });

  it('throws a ZodError naming the field for invalid input', () => {
    expect(() => calculateVentilation({ ...KITCHEN, roomHeight: -1 })).toThrow(
      /Room height must be greater than 0 and at most 200 ft/,
    );
  });
});

describe('convertVentilationInput', () => {
  it('converts sizes, airflow and area and keeps ACH and population', () => {
    const input: VentilationInput = {
      ...defaultVentilationInput('Imperial'),
      airflow: 100,
      zoneFloorArea: 1000,
      zonePopulation: 5,
    };
    const metric = convertVentilationInput(input, 'Metric');
    expect(metric.unitSystem).toBe('Metric');
    expect(metric.roomWidth).toBeCloseTo(3.6576, 12);
    expect(metric.airflow).toBeCloseTo(47.1947443, 6);
    expect(metric.zoneFloorArea).toBeCloseTo(92.90304, 9);
    expect(metric.airChangesPerHour).toBe(6);
    expect(metric.zonePopulation).toBe(5);
    const back = convertVentilationInput(metric, 'Imperial');
    expect(back.roomWidth).toBeCloseTo(12, 12);
    expect(back.airflow).toBeCloseTo(100, 10);
  });

  it("keeps a draft's strings as strings and leaves blanks alone", () => {
    const draft = convertVentilationInput(
      { unitSystem: 'Imperial', roomWidth: '10', roomLength: '', roomHeight: 'abc' },
      'Metric',
    );
    expect(draft).toEqual({
      unitSystem: 'Metric',
      roomWidth: '3.048',
      roomLength: '',
      roomHeight: 'abc',
    });
  });
});

describe('defaultVentilationInput', () => {
  it('is a typical office at 6 ACH in both systems', () => {
    expect(calculateVentilation(defaultVentilationInput('Imperial')).requiredAirflow).toBe(162);
    expect(
      calculateVentilation(defaultVentilationInput('Metric')).requiredAirflowM3PerHour,
    ).toBeCloseTo(262.44, 9);
  });
});
