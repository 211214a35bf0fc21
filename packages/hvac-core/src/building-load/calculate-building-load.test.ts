import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BuildingLoadInputSchema, convertBuildingLoadInput } from './building-file.js';
import type { BuildingLoadInput, BuildingRoom } from './building-file.js';
import {
  calculateBuildingLoad,
  calculateBuildingLoadInput,
  roomSchedule,
} from './calculate-building-load.js';
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

  it('computes a saved file without conduction time series or glazing types exactly as before (no time lag, SHGC at every angle)', () => {
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

  it('lowers a clear window’s solar gain with the angular SHGC of its glazing type', () => {
    const input = parse(defaultBuildingLoadInput('Metric'));
    const withGlazing = parse({
      ...input,
      rooms: input.rooms.map((r) => ({
        ...r,
        windows: r.windows.map((w) => ({ ...w, glazingId: '5a' })),
      })),
    });
    const solar = (file: BuildingLoadInput): number =>
      calculateBuildingLoadInput(file).rooms[0]?.components.windowSolar ?? 0;
    expect(solar(withGlazing)).toBeLessThan(solar(input));
    expect(solar(withGlazing)).toBeGreaterThan(0);
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
