import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { BuildingLoadInputSchema, convertBuildingLoadInput } from './building-file.js';
import type { BuildingLoadInput, BuildingRoom } from './building-file.js';
import {
  calculateBuildingLoad,
  calculateBuildingLoadInput,
  roomSchedule,
} from './calculate-building-load.js';
import { readWeatherFixture, WEATHER_FIXTURES } from '../weather/_testing/fixtures.js';
import { fromSi } from '../units/index.js';
import { buildingSiteFromDdy } from './building-site-import.js';
import { defaultBuildingLoadInput } from './default-building-input.js';

function parse(draft: unknown): BuildingLoadInput {
  return BuildingLoadInputSchema.parse(draft);
}

/** A building file and its first room (the default building has one). */
function withFirstRoom(input: BuildingLoadInput): { input: BuildingLoadInput; room: BuildingRoom } {
  const room = input.rooms[0];
  if (room === undefined) throw new Error('no room');
  return { input, room };
}

describe('building load file', () => {
  it('computes the default office in both unit systems with the same physical answer', () => {
    const metric = calculateBuildingLoad(defaultBuildingLoadInput('Metric'));
    const imperial = calculateBuildingLoad(
      convertBuildingLoadInput(defaultBuildingLoadInput('Metric'), 'Imperial'),
    );
    const room = metric.rooms[0];
    expect(room?.peak.totalW).toBeGreaterThan(0);
    expect(imperial.rooms[0]?.peak.totalW).toBeCloseTo(room?.peak.totalW ?? 0, 6);
    expect(imperial.systems[0]?.coil?.totalW).toBeCloseTo(metric.systems[0]?.coil?.totalW ?? 0, 6);
    expect(metric.rooms[0]?.peak.month).toBe(7);
  });

  it('sums the components at the peak hour to the room sensible peak', () => {
    const result = calculateBuildingLoad(defaultBuildingLoadInput('Metric'));
    const room = result.rooms[0];
    const sum = Object.values(room?.components ?? {}).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(room?.peak.sensibleW ?? 0, 6);
  });

  it('a room copied twice doubles the zone load (block and heating)', () => {
    const { input, room } = withFirstRoom(parse(defaultBuildingLoadInput('Metric')));
    const doubled = parse({ ...input, rooms: [room, { ...room, id: 'r2', name: 'Copy' }] });
    const one = calculateBuildingLoadInput(input).zones[0];
    const two = calculateBuildingLoadInput(doubled).zones[0];
    expect(two?.blockPeak?.totalW).toBeCloseTo(2 * (one?.blockPeak?.totalW ?? 0), 6);
    expect(two?.heatingW).toBeCloseTo(2 * (one?.heatingW ?? 0), 6);
    expect(two?.blockPeak?.hour).toBe(one?.blockPeak?.hour);
  });

  it('keeps the zone block peak at or below the sum of its rooms’ peaks', () => {
    const { input, room } = withFirstRoom(parse(defaultBuildingLoadInput('Metric')));
    const east = {
      ...room,
      id: 'r2',
      name: 'East office',
      surfaces: room.surfaces.map((s) =>
        s.orientation === 'W' ? { ...s, orientation: 'E' as const } : s,
      ),
      windows: room.windows.map((w) => ({ ...w, orientation: 'E' as const })),
    };
    const result = calculateBuildingLoadInput(parse({ ...input, rooms: [room, east] }));
    const zone = result.zones[0];
    expect(zone?.blockPeak?.sensibleW).toBeLessThanOrEqual((zone?.sumOfPeaksSensibleW ?? 0) + 1e-9);
    expect(result.rooms[0]?.peak.hour).not.toBe(result.rooms[1]?.peak.hour);
  });

  it('names the field of an out-of-range or dangling value', () => {
    const { input, room } = withFirstRoom(defaultBuildingLoadInput('Imperial'));
    const parsed = BuildingLoadInputSchema.safeParse({
      ...input,
      rooms: [{ ...room, floorArea: -5, zoneId: 'nowhere' }],
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages).toContain(
      'rooms.0.floorArea: Room 1 (Office 101) floor area must be greater than 0 ft² and at most 1,076,000 ft².',
    );
    expect(messages).toContain(
      'rooms.0.zoneId: Room 1 (Office 101) is in a zone that does not exist.',
    );
  });

  it('refuses more than 200 rooms', () => {
    const { input, room } = withFirstRoom(defaultBuildingLoadInput('Metric'));
    const rooms = Array.from({ length: 201 }, (_, i) => ({ ...room, id: `r${i}` }));
    const parsed = BuildingLoadInputSchema.safeParse({ ...input, rooms });
    expect(parsed.error?.issues.map((i) => i.message)).toContain(
      'A building has at most 200 rooms.',
    );
  });

  it('computes a saved file without conduction time series or glazing types without time lag and with the default glazing’s angular SHGC', () => {
    // A file saved before new files took library constructions: no ctsId, no layers.
    const saved = defaultBuildingLoadInput('Imperial');
    const input = parse({
      ...saved,
      constructions: saved.constructions.map(({ ctsId: _library, ...rest }) => rest),
    });
    expect(input.constructions.every((c) => c.ctsId === undefined && c.layers === undefined)).toBe(
      true,
    );
    const explicit = parse({
      ...input,
      rooms: input.rooms.map((r) => ({
        ...r,
        windows: r.windows.map((w) => ({ ...w, glazingId: undefined })),
      })),
    });
    expect(calculateBuildingLoadInput(explicit)).toEqual(calculateBuildingLoadInput(input));
  });

  it('delays a heavy wall’s conduction by its library CTS and keeps the day’s conduction', () => {
    const input = parse(defaultBuildingLoadInput('Metric'));
    const heavy = parse({
      ...input,
      constructions: input.constructions.map((c) =>
        c.id === 'c1' ? { ...c, ctsId: 'wall-37' } : c,
      ),
    });
    const day = (file: BuildingLoadInput): readonly number[] => {
      const room = calculateBuildingLoadInput(file).rooms[0];
      return room?.peakDay.sensibleW ?? [];
    };
    const walls = (file: BuildingLoadInput): number =>
      calculateBuildingLoadInput(file).rooms[0]?.components.walls ?? 0;
    const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
    // CTS sums to 1: the day's sensible load is the same, spread differently over the hours.
    expect(sum(day(heavy))).toBeCloseTo(sum(day(input)), 6);
    expect(walls(heavy)).not.toBeCloseTo(walls(input), 3);
  });

  it('refuses a conduction time series or glazing type outside the tables', () => {
    const { input, room } = withFirstRoom(defaultBuildingLoadInput('Metric'));
    const parsed = BuildingLoadInputSchema.safeParse({
      ...input,
      constructions: input.constructions.map((c) => ({ ...c, ctsId: 'wall-99' })),
      rooms: [{ ...room, windows: room.windows.map((w) => ({ ...w, glazingId: '99z' })) }],
    });
    const messages = parsed.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(
      'Construction conduction time series must be one of the listed walls or roofs.',
    );
    expect(messages).toContain('Window glazing type must be one of the listed glazing types.');
  });

  it('computes a window without a glazing type as glazing 5b, clear double glazing (ch. 15 table 10; issue 40 §1), and a named one by its own curve', () => {
    const input = parse(defaultBuildingLoadInput('Metric'));
    const glazed = (glazingId: string): BuildingLoadInput =>
      parse({
        ...input,
        rooms: input.rooms.map((r) => ({
          ...r,
          windows: r.windows.map((w) => ({ ...w, glazingId })),
        })),
      });
    const solar = (file: BuildingLoadInput): number =>
      calculateBuildingLoadInput(file).rooms[0]?.components.windowSolar ?? 0;
    expect(solar(input)).toBe(solar(glazed('5b')));
    expect(solar(glazed('5a'))).not.toBeCloseTo(solar(input), 3);
    expect(solar(glazed('5a'))).toBeGreaterThan(0);
  });

  it.each([
    [
      8,
      18,
      10,
      [
        0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0.1, 0.1, 0.1, 0.1,
        0.1, 0.1,
      ],
    ],
    [0, 24, 0, new Array<number>(24).fill(1)],
    [22, 6, 0, [1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1]],
  ])('schedule %i–%i h with %i %% unoccupied', (start, end, off, expected) => {
    expect(roomSchedule(start, end, off)).toEqual(expected);
  });
});

describe('building load file: heating (issue 40)', () => {
  // The example office: 40 cfm | 20 L/s of outdoor air on AHU-1, warmed from the heating design dry
  // bulb to the room, q_s = C_s·Q·Δt with C_s = 1.08 Btu/h·cfm·°F = 1.2072 W/(L/s·K) at sea level
  // (ASHRAE Handbook—Fundamentals 2021, ch. 18, "Infiltration and Ventilation Heat Gain"), times
  // ρ/ρ_std = p/101.325 kPa at the site's 659.4 ft | 201 m (ch. 1, eq. 3: 98.934 kPa, 0.97640):
  // 40 × 1.08 × 0.97640 × (70 − (−4)) = 3121.4 Btu/h; 20 × 1.2072 × 0.97640 × (21 − (−20)) = 966.5 W
  // (3196.8 Btu/h and 989.9 W with the sea-level factor before issue 40 §2).
  test.each([
    { unitSystem: 'Imperial', outdoorAir: 3121.4 },
    { unitSystem: 'Metric', outdoorAir: 966.5 },
  ] as const)(
    'a system’s and the building’s heating load add the outdoor air, $outdoorAir ($unitSystem)',
    ({ unitSystem, outdoorAir }) => {
      const result = calculateBuildingLoad(defaultBuildingLoadInput(unitSystem));
      const system = result.systems[0];
      const zone = result.zones[0];
      if (!system || !zone) throw new Error('The example building has AHU-1 and Zone 1.');
      const roomsW = result.rooms.reduce((sum, room) => sum + room.heatingW, 0);
      expect(fromSi(system.outdoorAirHeatingW, 'heatRate', unitSystem)).toBeCloseTo(outdoorAir, 1);
      expect(fromSi(system.heatingW - roomsW, 'heatRate', unitSystem)).toBeCloseTo(outdoorAir, 1);
      expect(result.building.heatingW).toBeCloseTo(system.heatingW, 9);
      expect(result.building.outdoorAirHeatingW).toBeCloseTo(system.outdoorAirHeatingW, 9);
      // The outdoor air is the system's load, not the zone's.
      expect([zone.heatingW, zone.outdoorAirHeatingW]).toEqual([roomsW, 0]);
    },
  );

  it('counts a room in no system once, without outdoor air', () => {
    const { input, room } = withFirstRoom(parse(defaultBuildingLoadInput('Metric')));
    const result = calculateBuildingLoadInput(
      parse({
        ...input,
        rooms: [room, { ...room, id: 'r2', name: 'Store', zoneId: 'z2' }],
        zones: [...input.zones, { id: 'z2', name: 'Stores', systemId: '' }],
      }),
    );
    const [office, store] = result.rooms;
    const system = result.systems[0];
    if (!office || !store || !system) throw new Error('two rooms and AHU-1');
    expect(result.building.heatingW).toBeCloseTo(
      office.heatingW + store.heatingW + system.outdoorAirHeatingW,
      9,
    );
  });

  it('warns, as the room calculator does, when the heating design dry bulb is above a room’s heating temperature', () => {
    const input = defaultBuildingLoadInput('Imperial');
    expect(
      calculateBuildingLoad(input).warnings.filter((w) => w.startsWith('Heating design dry bulb')),
    ).toEqual([]);
    const hot = calculateBuildingLoad({ ...input, site: { ...input.site, heatingDryBulb: 80 } });
    expect(hot.rooms[0]?.heatingW).toBeLessThan(0);
    expect(hot.warnings).toContain(
      "Heating design dry bulb (80 °F) is above the heating indoor temperature of Office 101 (70 °F): conduction and infiltration are heat gains and reduce the heating load, below zero here; check the site's heating design dry bulb and the rooms' heating temperatures.",
    );
    // The outdoor air, warmer than the room, adds nothing rather than a negative load.
    expect(hot.systems[0]?.outdoorAirHeatingW).toBe(0);
  });
});

describe('building load file: an air system’s sizing summary (issue 40 §5)', () => {
  test.each(['Imperial', 'Metric'] as const)(
    'the coil is its rooms’ block at the coil’s hour plus outdoor air plus fan heat, with room-based check figures beside the coil’s (%s)',
    (unitSystem) => {
      const result = calculateBuildingLoad(defaultBuildingLoadInput(unitSystem));
      const system = result.systems[0];
      const zone = result.zones[0];
      const coil = system?.coil;
      if (!system || !zone || !coil) throw new Error('The example building has AHU-1 and a coil.');
      const hour = zone.peakDay.month === coil.month ? coil.hour - 1 : -1;
      // The example's coil peaks at 16:00, an hour before its rooms' block (17:00): the room side of
      // the coil is the block at the coil's hour, not the block peak.
      expect(coil.roomSensibleW).toBeCloseTo(zone.peakDay.sensibleW[hour] ?? NaN, 9);
      expect(coil.roomLatentW).toBeCloseTo(zone.peakDay.latentW[hour] ?? NaN, 9);
      expect(coil.roomSensibleW + coil.outdoorAirSensibleW + system.fanHeatW).toBeCloseTo(
        coil.sensibleW,
        9,
      );
      expect(coil.roomLatentW + coil.outdoorAirLatentW).toBeCloseTo(coil.latentW, 9);
      expect(system.roomsHeatingW + system.outdoorAirHeatingW).toBeCloseTo(system.heatingW, 9);
      expect(system.roomsHeatingW).toBeCloseTo(zone.heatingW, 9);
      // Room-based: the block peak over the floor area; coil-based: the coil's total.
      expect(system.roomCheck?.coolingWm2).toBeCloseTo(
        (system.blockPeak?.totalW ?? NaN) / system.floorAreaM2,
        9,
      );
      expect(system.check?.coolingWm2).toBeCloseTo(coil.totalW / system.floorAreaM2, 9);
      // The office's heating indoor temperature, 70 °F | 21 °C.
      expect(fromSi(system.heatingIndoorC ?? NaN, 'temperature', unitSystem)).toBeCloseTo(
        unitSystem === 'Imperial' ? 70 : 21,
        6,
      );
    },
  );
});

describe('building load file: a dry climate (issue 40)', () => {
  // Golden, Colorado (NREL, 1829 m): 0.4 % cooling 33 °C with 15.7 °C mean coincident wet bulb
  // (USA_CO_Golden-NREL.724666_TMY3.ddy), humidity ratio about 0.0068 at the site's pressure,
  // against 0.0116 in the office at 75 °F and 50 %: its outdoor air takes up more moisture than
  // the office gives off. A cooling coil does not add moisture (ASHRAE Handbook—Fundamentals 2021,
  // ch. 1, "Moist-Air Cooling and Dehumidification"): its latent load is 0, never negative.
  function goldenOffice(): BuildingLoadInput {
    const input = parse(defaultBuildingLoadInput('Imperial'));
    const imported = buildingSiteFromDdy(
      readWeatherFixture(WEATHER_FIXTURES.goldenDdy),
      WEATHER_FIXTURES.goldenDdy,
      'Imperial',
    );
    if (!imported.ok) throw new Error('Golden .ddy did not import');
    return parse({ ...input, site: imported.site });
  }

  it('never gives a negative coil latent or a coil total below its sensible, and says why', () => {
    const result = calculateBuildingLoadInput(goldenOffice());
    const coil = result.systems[0]?.coil;
    if (!coil) throw new Error('Golden sizes AHU-1');
    expect(coil.outdoorAirLatentW).toBeLessThan(0);
    expect(coil.netLatentW).toBeLessThan(0);
    expect(coil.latentW).toBe(0);
    expect(coil.totalW).toBe(coil.sensibleW);
    expect(result.warnings).toContain(
      `AHU-1: at the coil's peak (Jul ${String(coil.hour).padStart(2, '0')}:00) the outdoor air is drier than the room and takes up more moisture than the rooms give off, so the coil's latent load is 0, not negative (a cooling coil does not add moisture), its total is its sensible load, and the rooms dry below their design humidity.`,
    );
  });

  it('gives no such warning where the outdoor air is humid (the example office, Chicago)', () => {
    const result = calculateBuildingLoad(defaultBuildingLoadInput('Imperial'));
    expect(result.systems[0]?.coil?.latentW).toBeGreaterThan(0);
    expect(result.warnings.filter((w) => w.includes('drier than the room'))).toEqual([]);
  });
});

/** The default Metric office with its room's loads and envelope varied within the form's ranges. */
const variedOfficeArb = fc
  .record({
    floorArea: fc.double({ min: 5, max: 500, noNaN: true }),
    people: fc.integer({ min: 0, max: 60 }),
    lightingDensity: fc.double({ min: 0, max: 30, noNaN: true }),
    equipmentDensity: fc.double({ min: 0, max: 50, noNaN: true }),
    infiltration: fc.double({ min: 0, max: 200, noNaN: true }),
    ventilation: fc.double({ min: 0, max: 400, noNaN: true }),
    indoorRhPercent: fc.double({ min: 30, max: 60, noNaN: true }),
    wallArea: fc.double({ min: 1, max: 200, noNaN: true }),
    windowWidth: fc.double({ min: 0.3, max: 5, noNaN: true }),
  })
  .map((v) => {
    const { input, room } = withFirstRoom(defaultBuildingLoadInput('Metric'));
    return {
      ...input,
      rooms: [
        {
          ...room,
          ...v,
          surfaces: room.surfaces.map((s) =>
            s.orientation === 'W' ? { ...s, area: v.wallArea } : s,
          ),
          windows: room.windows.map((w) => ({ ...w, width: v.windowWidth })),
        },
      ],
    };
  });

describe('building load file: properties (issue 19, point 9)', () => {
  it('gives sensible + latent = total at the peak of every room, zone and system coil', () => {
    fc.assert(
      fc.property(variedOfficeArb, (draft) => {
        const result = calculateBuildingLoadInput(parse(draft));
        for (const room of result.rooms) {
          expect(room.peak.totalW).toBeCloseTo(room.peak.sensibleW + room.peak.latentW, 6);
        }
        for (const zone of result.zones) {
          const peak = zone.blockPeak;
          if (peak) expect(peak.totalW).toBeCloseTo(peak.sensibleW + peak.latentW, 6);
        }
        for (const system of result.systems) {
          const coil = system.coil;
          if (coil) expect(coil.totalW).toBeCloseTo(coil.sensibleW + coil.latentW, 6);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('gives the same physical answer when the file is switched to Imperial units', () => {
    fc.assert(
      fc.property(variedOfficeArb, (draft) => {
        const metric = calculateBuildingLoad(draft);
        const imperial = calculateBuildingLoad(convertBuildingLoadInput(draft, 'Imperial'));
        const close = (a: number | undefined, b: number | undefined) =>
          expect(Math.abs((a ?? 0) - (b ?? 0))).toBeLessThanOrEqual(
            1e-6 * Math.max(1, Math.abs(b ?? 0)),
          );
        close(imperial.rooms[0]?.peak.totalW, metric.rooms[0]?.peak.totalW);
        close(imperial.rooms[0]?.heatingW, metric.rooms[0]?.heatingW);
        close(imperial.systems[0]?.coil?.totalW, metric.systems[0]?.coil?.totalW);
        expect(imperial.rooms[0]?.peak.hour).toBe(metric.rooms[0]?.peak.hour);
      }),
      { numRuns: 40 },
    );
  });
});

describe('building load file: altitude (issue 40 §2)', () => {
  /** The example office (Metric) with no infiltration and no outdoor air at an elevation. */
  function officeAt(elevationM: number, airflowLs = 0): BuildingLoadInput {
    const { input, room } = withFirstRoom(parse(defaultBuildingLoadInput('Metric')));
    return parse({
      ...input,
      site: { ...input.site, elevation: elevationM },
      rooms: [room, { ...room, id: 'r2', name: 'Office 102', people: 6, windows: [] }].map((r) => ({
        ...r,
        infiltration: airflowLs,
        ventilation: airflowLs,
      })),
    });
  }

  /** Relative difference, for figures of any size. */
  const relative = (a: number, b: number): number => Math.abs(a - b) / Math.max(1, Math.abs(b));

  it('computes every airflow with the air of the site’s elevation: 201 m is 98.93 kPa', () => {
    // ASHRAE Handbook—Fundamentals (2021), ch. 1, eq. 3: 101.325 (1 − 2.25577e-5 × 201)^5.2559.
    const result = calculateBuildingLoadInput(officeAt(201, 10));
    expect(result.air.pressurePa).toBeCloseTo(98_933.5, 0);
    expect(result.air.densityRatio).toBeCloseTo(0.976398, 6);
  });

  it('gives the same room the same loads in W at sea level and at any elevation, and supply volumes in the ratio of the densities (property)', () => {
    // Issue 40 §2: a load in W is mass-flow based (ch. 18, eqs. 9–11), so the same rooms (no
    // infiltration or outdoor air, whose volumes carry less mass at altitude, and whose humidity
    // ratios from the same wet bulb and relative humidity depend on the pressure, ch. 1) have the
    // same loads at every elevation, and every supply volume is ρ_sea/ρ_site times the sea-level one.
    const sea = calculateBuildingLoadInput(officeAt(0));
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(1600), fc.double({ min: -400, max: 4500, noNaN: true })),
        (elevationM) => {
          const site = calculateBuildingLoadInput(officeAt(elevationM));
          const volumeRatio = sea.air.densityKgM3 / site.air.densityKgM3;
          const groups = (r: typeof sea) => [...r.rooms, ...r.zones, ...r.systems, r.building];
          const seaGroups = groups(sea);
          groups(site).forEach((group, index) => {
            const other = seaGroups[index];
            if (other === undefined) throw new Error('the same groups');
            const peak = 'peak' in group ? group.peak : group.blockPeak;
            const otherPeak = 'peak' in other ? other.peak : other.blockPeak;
            expect(relative(peak?.totalW ?? 0, otherPeak?.totalW ?? 0)).toBeLessThan(1e-9);
            expect(relative(peak?.latentW ?? 0, otherPeak?.latentW ?? 0)).toBeLessThan(1e-9);
            expect(relative(group.heatingW, other.heatingW)).toBeLessThan(1e-9);
            if (other.supplyAirflowM3s !== null) {
              expect(
                relative(group.supplyAirflowM3s ?? 0, other.supplyAirflowM3s * volumeRatio),
              ).toBeLessThan(1e-9);
            }
          });
          const coil = site.systems[0]?.coil;
          const seaCoil = sea.systems[0]?.coil;
          if (!coil || !seaCoil) throw new Error('AHU-1 is sized');
          expect(relative(coil.totalW, seaCoil.totalW)).toBeLessThan(1e-9);
          expect(
            relative(coil.supplyAirflowM3s, seaCoil.supplyAirflowM3s * volumeRatio),
          ).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 25 },
    );
    // At 1,600 m: 1/0.82431 = 1.2131 times the supply volume (83.52 kPa, ch. 1, eq. 3).
    const high = calculateBuildingLoadInput(officeAt(1600));
    expect(
      (high.systems[0]?.supplyAirflowM3s ?? 0) / (sea.systems[0]?.supplyAirflowM3s ?? 1),
    ).toBeCloseTo(1.2131, 4);
  });

  it('takes infiltration and outdoor air, volumes at the site, at its density: less heat at 1,600 m', () => {
    // The same 10 L/s of infiltration and of outdoor air carry 0.82431 times the sensible heat at
    // 1,600 m (ch. 18, eqs. 9–11): the heating loads of the air differ by that ratio.
    const sea = calculateBuildingLoadInput(officeAt(0, 10));
    const high = calculateBuildingLoadInput(officeAt(1600, 10));
    const bare = calculateBuildingLoadInput(officeAt(0));
    const airHeating = (r: typeof sea) => r.building.heatingW - bare.building.heatingW;
    expect(airHeating(high) / airHeating(sea)).toBeCloseTo(0.82431, 5);
    expect(high.systems[0]?.outdoorAirHeatingW).toBeCloseTo(
      1.2071898 * 0.824312 * 20 * (21 - -20),
      0,
    );
  });
});

describe('building load file: daylight saving time (issue 40 §1)', () => {
  const peopleDay = (file: unknown): readonly number[] => {
    const result = calculateBuildingLoad(file);
    const room = result.rooms[0];
    return room?.peakDay.sensibleW ?? [];
  };

  it('opens a file saved without it as standard time, and a new file as its example .ddy says', () => {
    const {
      daylightSaving: _on,
      daylightSavingMonths: _months,
      ...site
    } = defaultBuildingLoadInput('Metric').site;
    const saved = parse({ ...defaultBuildingLoadInput('Metric'), site });
    expect(saved.site.daylightSaving).toBe(false);
    expect(saved.site.daylightSavingMonths).toBeUndefined();
    expect(defaultBuildingLoadInput('Metric').site.daylightSaving).toBe(true);
  });

  it('moves the loads of the schedules an hour earlier in standard time, and nothing else', () => {
    const input = parse(defaultBuildingLoadInput('Metric'));
    const off = { ...input, site: { ...input.site, daylightSaving: false } };
    const on = { ...input, site: { ...input.site, daylightSaving: true } };
    const noGains = (file: BuildingLoadInput): BuildingLoadInput => ({
      ...file,
      rooms: file.rooms.map((r) => ({ ...r, people: 0, lightingDensity: 0, equipmentDensity: 0 })),
    });
    expect(peopleDay(noGains(on))).toEqual(peopleDay(noGains(off)));
    const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
    expect(sum(peopleDay(on))).toBeCloseTo(sum(peopleDay(off)), 6);
    expect(peopleDay(on)).not.toEqual(peopleDay(off));
    // Months left blank take the hemisphere's (north: March–October), so July is shifted.
    const blank = { ...on, site: { ...on.site, daylightSavingMonths: undefined } };
    expect(peopleDay(blank)).toEqual(peopleDay(on));
    const january = { ...on, site: { ...on.site, daylightSavingMonths: [1] } };
    expect(peopleDay(january)).toEqual(peopleDay(off));
  });

  it('refuses a month outside 1–12', () => {
    const input = defaultBuildingLoadInput('Metric');
    const parsed = BuildingLoadInputSchema.safeParse({
      ...input,
      site: { ...input.site, daylightSavingMonths: [7, 13] },
    });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Daylight saving months must be 1 to 12.',
    ]);
  });
});
