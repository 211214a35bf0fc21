import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { defaultHeatLoadInput } from '../heat-load/default-input.js';
import type { UnitSystem } from '../units/index.js';
import { BuildingLoadInputSchema, buildingValueToSi } from './building-file.js';
import { defaultBuildingLoadInput } from './default-building-input.js';
import { roomFromHeatLoad } from './from-heat-load.js';
import type { RoomFromHeatLoadOptions } from './from-heat-load.js';

function options(unitSystem: UnitSystem): RoomFromHeatLoadOptions {
  const building = defaultBuildingLoadInput(unitSystem);
  const template = building.rooms[0];
  if (template === undefined) throw new Error('the default building has a room');
  return {
    unitSystem,
    roomId: 'r2',
    zoneId: 'z1',
    constructionIds: building.constructions.map((c) => c.id),
    fileName: 'Office heat load',
    template,
  };
}

function imported(data: unknown, unitSystem: UnitSystem) {
  const outcome = roomFromHeatLoad(data, options(unitSystem));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome;
}

describe('roomFromHeatLoad', () => {
  // The heat-load calculator's Imperial example (default-input.ts): 300 ft² floor, 9 ft ceiling,
  // 400 ft² wall U 0.08, 80 ft² south window U 0.5 SHGC 0.4, 300 ft² roof U 0.05, 3 people,
  // lighting 300 W, equipment 450 W, 35 cfm outdoor air.
  // Conversions by the exact definitions 1 ft = 0.3048 m, 1 cfm = 0.3048³ m³/min = 0.471947 L/s and
  // 1 Btu/h·ft²·°F = 5.678263 W/m²·K (ASHRAE Handbook—Fundamentals 2021, ch. 38, table 2).
  test.each([
    // unit system, floor area, lighting (W/ft² | W/m²), equipment, outdoor air (cfm | L/s), wall U
    ['Imperial', 300, 1, 1.5, 35, 0.08],
    ['Metric', 27.870912, 10.7639, 16.1458, 16.51816, 0.454261],
  ] as const)(
    'carries the Imperial example into a %s building (floor %s, lighting %s, equipment %s, OA %s, wall U %s)',
    (unitSystem, floorArea, lighting, equipment, outdoorAir, wallU) => {
      const { room, constructions } = imported(defaultHeatLoadInput('Imperial'), unitSystem);
      expect(room.floorArea).toBeCloseTo(floorArea, 4);
      expect(room.lightingDensity).toBeCloseTo(lighting, 3);
      expect(room.equipmentDensity).toBeCloseTo(equipment, 3);
      expect(room.ventilation).toBeCloseTo(outdoorAir, 3);
      expect(room.people).toBe(3);
      expect(room.activity).toBe('moderatelyActiveOfficeWork');
      const wall = room.surfaces.find((s) => s.orientation !== 'roof');
      expect(wall?.orientation).toBe('S');
      expect(constructions.find((c) => c.id === wall?.constructionId)?.uFactor).toBeCloseTo(
        wallU,
        5,
      );
    },
  );

  test.each([
    // ACH·V/3600 (ASHRAE F 2021, ch. 16, I = Q/V): 0.5 ACH × 300 ft² × 9 ft = 22.5 cfm;
    // 0.5 ACH × 28 m² × 2.7 m = 37.8 m³/h = 10.5 L/s.
    ['Imperial', 22.5],
    ['Metric', 10.5],
  ] as const)('turns 0.5 ACH of the %s example into %s of infiltration', (unitSystem, expected) => {
    const data = { ...defaultHeatLoadInput(unitSystem), infiltrationAch: 0.5 };
    expect(imported(data, unitSystem).room.infiltration).toBeCloseTo(expected, 6);
  });

  it('keeps every window with its orientation, area, U-factor and SHGC', () => {
    const data = {
      ...defaultHeatLoadInput('Metric'),
      additionalWindows: [
        { orientation: 'E', area: 4 },
        { orientation: 'Horizontal', area: 2, shgc: 0.3 },
      ],
    };
    const { room } = imported(data, 'Metric');
    expect(
      room.windows.map((w) => [w.orientation, w.width! * w.height! * w.count, w.uFactor, w.shgc]),
    ).toEqual([
      ['S', expect.closeTo(7.5, 9), 2.8, 0.4],
      ['E', expect.closeTo(4, 9), 2.8, 0.4],
      ['horizontal', expect.closeTo(2, 9), 2.8, 0.3],
    ]);
  });

  it('gives new construction ids beside the building’s and a room the building schema accepts', () => {
    const building = defaultBuildingLoadInput('Imperial');
    const { room, constructions } = imported(defaultHeatLoadInput('Metric'), 'Imperial');
    expect(constructions.map((c) => c.id)).toEqual(['c3', 'c4']);
    const parsed = BuildingLoadInputSchema.safeParse({
      ...building,
      constructions: [...building.constructions, ...constructions],
      rooms: [...building.rooms, room],
    });
    expect(parsed.success).toBe(true);
  });

  it('puts a heating file’s indoor temperature in the heating field and lists what it leaves out', () => {
    const data = {
      ...defaultHeatLoadInput('Imperial'),
      calculationMode: 'Heating',
      indoorTemp: 68,
      safetyFactorPercent: 10,
    };
    const { room, notCarried } = imported(data, 'Imperial');
    expect(room.heatingIndoorTemp).toBe(68);
    expect(room.indoorTemp).toBe(75);
    expect(notCarried.join('\n')).toMatch(/Safety factor \(10 %\)/);
    expect(notCarried.join('\n')).toMatch(/Outdoor design conditions \(95 °F, 40 % RH\)/);
  });

  it('says why a file without a floor area or with invalid inputs cannot become a room', () => {
    const { floorArea: _floor, ...noFloor } = defaultHeatLoadInput('Imperial');
    const outcome = roomFromHeatLoad(noFloor, options('Imperial'));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.reason).toMatch(/no floor area/);
    const invalid = roomFromHeatLoad({ wallArea: 'lots' }, options('Imperial'));
    expect(invalid.ok).toBe(false);
  });

  // Issue 44 (fuzzing): 5e-324 ft² and 1e-323 ft² are 0 m² in double precision, so the example's
  // 300 W of lighting became Infinity W/m².
  test.each([
    ['Imperial', 5e-324],
    ['Metric', 5e-324],
    ['Metric', 1e-323],
  ] as const)(
    'refuses a heat-load file whose floor area underflows (%s building, %s ft²), never an infinite density',
    (unitSystem, floorArea) => {
      const outcome = roomFromHeatLoad(
        { ...defaultHeatLoadInput('Imperial'), floorArea },
        options(unitSystem),
      );
      if (outcome.ok) {
        expect(Number.isFinite(outcome.room.lightingDensity)).toBe(true);
        expect(Number.isFinite(outcome.room.equipmentDensity)).toBe(true);
      }
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) {
        expect(outcome.reason).toContain(`its floor area (${floorArea} ft²) is too small`);
        expect(outcome.reason).toContain(
          unitSystem === 'Metric'
            ? 'lighting power density must be between 0 W/m² and 100 W/m²'
            : 'lighting power density must be between 0 W/ft² and 9.29 W/ft²',
        );
      }
    },
  );

  it('property: a room it carries has a finite lighting, equipment and infiltration', () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e6, noNaN: true }), (floorArea) => {
        const outcome = roomFromHeatLoad(
          { ...defaultHeatLoadInput('Imperial'), floorArea },
          options('Metric'),
        );
        if (!outcome.ok) return;
        expect(Number.isFinite(outcome.room.lightingDensity)).toBe(true);
        expect(Number.isFinite(outcome.room.equipmentDensity)).toBe(true);
        expect(Number.isFinite(outcome.room.infiltration)).toBe(true);
      }),
    );
  });

  it('gives the same physical room from an Imperial or a Metric building', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 50, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (floorArea, lightingW, ventilation) => {
          const data = {
            ...defaultHeatLoadInput('Imperial'),
            floorArea,
            lightingLoad: lightingW,
            ventilationRate: ventilation,
          };
          const imperial = imported(data, 'Imperial').room;
          const metric = imported(data, 'Metric').room;
          const si = (room: typeof imperial, system: UnitSystem) => [
            buildingValueToSi(room.floorArea, 'area', system),
            buildingValueToSi(room.lightingDensity, 'powerDensity', system),
            buildingValueToSi(room.ventilation, 'airflow', system),
          ];
          const a = si(imperial, 'Imperial');
          const b = si(metric, 'Metric');
          a.forEach((value, i) =>
            expect(Math.abs(value - (b[i] ?? Number.NaN))).toBeLessThanOrEqual(
              1e-3 * Math.max(1, Math.abs(value)),
            ),
          );
        },
      ),
    );
  });
});
