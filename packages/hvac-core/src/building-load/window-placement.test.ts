import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BuildingLoadInputSchema, convertBuildingLoadInput } from './building-file.js';
import type { BuildingLoadInput, BuildingRoom, BuildingWindow } from './building-file.js';
import { calculateBuildingLoad } from './calculate-building-load.js';
import { defaultBuildingLoadInput } from './default-building-input.js';
import {
  detachWindowsFromSurface,
  effectiveWindowOrientation,
  surfaceNetArea,
  windowArea,
  windowsFit,
} from './window-placement.js';

/**
 * Windows placed on their wall: the wall is entered gross and its opaque area is gross − glass,
 * ASHRAE Handbook—Fundamentals (2021), ch. 18, "Exterior surfaces" and "Fenestration". The default
 * office: a west wall of 130 ft² (net) with a 6.5 ft × 5 ft west window (32.5 ft²), a roof of 215 ft².
 */
type UnitSystem = BuildingLoadInput['unitSystem'];

function office(system: UnitSystem = 'Imperial'): {
  input: BuildingLoadInput;
  room: BuildingRoom;
} {
  const input = BuildingLoadInputSchema.parse(defaultBuildingLoadInput(system));
  const room = input.rooms[0];
  if (room === undefined) throw new Error('no room');
  return { input, room };
}

function withRoom(input: BuildingLoadInput, room: BuildingRoom): BuildingLoadInput {
  return { ...input, rooms: [room] };
}

/** The first room's peak, heating and components: what conduction and solar gains change. */
function figures(input: BuildingLoadInput) {
  const room = calculateBuildingLoad(BuildingLoadInputSchema.parse(input)).rooms[0];
  if (room === undefined) throw new Error('no result');
  return {
    totalW: room.peak.totalW,
    sensibleW: room.peak.sensibleW,
    month: room.peak.month,
    hour: room.peak.hour,
    heatingW: room.heatingW,
    components: room.components,
  };
}

function expectSameFigures(a: ReturnType<typeof figures>, b: ReturnType<typeof figures>): void {
  expect(a.month).toBe(b.month);
  expect(a.hour).toBe(b.hour);
  expect(a.totalW).toBeCloseTo(b.totalW, 6);
  expect(a.sensibleW).toBeCloseTo(b.sensibleW, 6);
  expect(a.heatingW).toBeCloseTo(b.heatingW, 6);
  for (const [key, value] of Object.entries(b.components))
    expect(a.components[key as keyof typeof a.components]).toBeCloseTo(value, 6);
}

function messages(draft: unknown): { path: string; message: string }[] {
  const parsed = BuildingLoadInputSchema.safeParse(draft);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('a window placed on its wall', () => {
  it('gives the same loads from the gross wall as from the net wall typed (130 + 32.5 = 162.5 ft²)', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    expect(windowArea(window, undefined)).toBeCloseTo(32.5, 12);
    const placed = withRoom(input, {
      ...room,
      surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 162.5 } : s)),
      windows: [{ ...window, surfaceId: 's1' }],
    });
    expect(surfaceNetArea(placed.rooms[0]!.surfaces[0]!, placed.rooms[0]!.windows, undefined)).toBe(
      130,
    );
    expectSameFigures(figures(placed), figures(input));
  });

  it('takes its wall’s orientation, whatever its own says', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    const placed = withRoom(input, {
      ...room,
      surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 162.5 } : s)),
      windows: [{ ...window, orientation: 'N', surfaceId: 's1' }],
    });
    expect(
      effectiveWindowOrientation(placed.rooms[0]!.windows[0]!, placed.rooms[0]!.surfaces),
    ).toBe('W');
    expectSameFigures(figures(placed), figures(input));
    const north = withRoom(input, { ...room, windows: [{ ...window, orientation: 'N' }] });
    expect(figures(placed).totalW).not.toBeCloseTo(figures(north).totalW, 0);
  });

  it('is a skylight on a roof: horizontal, tilt 0, the roof’s area gross', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    const skylight = withRoom(input, {
      ...room,
      surfaces: room.surfaces.map((s) => (s.id === 's2' ? { ...s, area: 215 + 32.5 } : s)),
      windows: [{ ...window, orientation: 'W', surfaceId: 's2' }],
    });
    const typed = withRoom(input, { ...room, windows: [{ ...window, orientation: 'horizontal' }] });
    expect(effectiveWindowOrientation(skylight.rooms[0]!.windows[0]!, room.surfaces)).toBe(
      'horizontal',
    );
    expectSameFigures(figures(skylight), figures(typed));
  });

  it('subtracts every window on the wall, each width × height × count', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    // Two windows of 3 × 4 ft × 2 and 6.5 × 5 ft: 24 + 32.5 = 56.5 ft² out of 186.5 ft² gross.
    const pair = [
      { ...window, id: 'w1', width: 3, height: 4, count: 2 },
      { ...window, id: 'w2' },
    ];
    const placed = withRoom(input, {
      ...room,
      surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 186.5 } : s)),
      windows: pair.map((w) => ({ ...w, surfaceId: 's1' })),
    });
    const typed = withRoom(input, { ...room, windows: pair });
    expectSameFigures(figures(placed), figures(typed));
  });

  it('keeps a file saved before (no surfaceId) exactly: areas net, orientation as typed', () => {
    const { input, room } = office();
    expect('surfaceId' in (room.windows[0] as object)).toBe(false);
    expect(surfaceNetArea(room.surfaces[0]!, room.windows, undefined)).toBe(130);
    const blank = withRoom(input, {
      ...room,
      windows: room.windows.map((w) => ({ ...w, surfaceId: '' })),
    });
    expectSameFigures(figures(blank), figures(input));
    expect(calculateBuildingLoad(input)).toEqual(
      calculateBuildingLoad(BuildingLoadInputSchema.parse(defaultBuildingLoadInput('Imperial'))),
    );
  });

  it('refuses glass that does not fit its wall, naming the room, the wall and both areas (Imperial)', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    const draft = withRoom(input, {
      ...room,
      surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 100 } : s)),
      windows: [{ ...window, width: 10, height: 12, surfaceId: 's1' }],
    });
    expect(messages(draft)).toEqual([
      {
        path: 'rooms.0.surfaces.0.area',
        message:
          'Room 1 (Office 101) surface 1 (W): its windows, 120 ft², exceed its gross area, 100 ft².',
      },
    ]);
  });

  it('refuses glass that does not fit its wall in Metric units too (12 m² on 10 m²)', () => {
    const { input, room } = office('Metric');
    const window = room.windows[0] as BuildingWindow;
    const draft = withRoom(input, {
      ...room,
      surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 10 } : s)),
      windows: [{ ...window, width: 3, height: 4, surfaceId: 's1' }],
    });
    expect(messages(draft)).toEqual([
      {
        path: 'rooms.0.surfaces.0.area',
        message:
          'Room 1 (Office 101) surface 1 (W): its windows, 12 m², exceed its gross area, 10 m².',
      },
    ]);
  });

  it('accepts a wall all glass (gross = windows, within a floating-point tolerance)', () => {
    const { input, room } = office('Metric');
    const window = room.windows[0] as BuildingWindow;
    const draft = withRoom(input, {
      ...room,
      surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 0.03 } : s)),
      windows: [{ ...window, width: 0.1, height: 0.3, surfaceId: 's1' }],
    });
    expect(messages(draft)).toEqual([]);
    expect(windowsFit(0.1 * 0.3, 0.03)).toBe(true);
    expect(windowsFit(0.031, 0.03)).toBe(false);
  });

  it('names the window whose wall is not in the room, and never throws on junk references', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    const withRef = (surfaceId: unknown): unknown =>
      withRoom(input, { ...room, windows: [{ ...window, surfaceId } as BuildingWindow] });
    expect(messages(withRef('s9'))).toEqual([
      {
        path: 'rooms.0.windows.0.surfaceId',
        message:
          'Room 1 (Office 101) window 1 is placed on a wall or roof that is not in the room.',
      },
    ]);
    for (const junk of [42, null, {}, [], true, 'x'.repeat(10_000), '  ', NaN, { id: 's1' }]) {
      expect(() => BuildingLoadInputSchema.safeParse(withRef(junk))).not.toThrow();
    }
    expect(messages(withRef(42))[0]?.message).toBe('Window wall must be text.');
    expect(messages(withRef('  '))).toEqual([]);
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const parsed = BuildingLoadInputSchema.safeParse(withRef(junk));
        if (!parsed.success)
          for (const issue of parsed.error.issues) expect(issue.message).not.toBe('');
      }),
      { numRuns: 200 },
    );
  });

  it('refuses two surfaces of one id when a window is placed on that id', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    const wall = room.surfaces[0]!;
    const draft = withRoom(input, {
      ...room,
      surfaces: [...room.surfaces, { ...wall, orientation: 'E' }],
      windows: [{ ...window, surfaceId: 's1' }],
    });
    expect(messages(draft)).toEqual([
      {
        path: 'rooms.0.surfaces.2.id',
        message:
          'Room 1 (Office 101) surface 3 (E) repeats the id of another surface that a window is placed on.',
      },
    ]);
  });

  it('carries the placement through a unit conversion with the same physical load', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    const placed = withRoom(input, {
      ...room,
      surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 162.5 } : s)),
      windows: [{ ...window, surfaceId: 's1' }],
    });
    const metric = convertBuildingLoadInput(placed, 'Metric');
    expect(metric.rooms[0]?.windows[0]?.surfaceId).toBe('s1');
    expectSameFigures(figures(metric), figures(placed));
    expect(messages(metric)).toEqual([]);
  });

  it('leaves the windows of a deleted wall free-standing with their area and orientation', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    const placed = [{ ...window, orientation: 'N' as const, surfaceId: 's1' }];
    const wall = room.surfaces[0]!;
    const freed = detachWindowsFromSurface(wall, placed);
    expect(freed).toEqual([{ ...window, orientation: 'W' }]);
    expect('surfaceId' in freed[0]!).toBe(false);
    const roof = room.surfaces[1]!;
    expect(detachWindowsFromSurface(roof, [{ ...window, surfaceId: 's2' }])[0]?.orientation).toBe(
      'horizontal',
    );
    // Deleting the wall keeps the window's solar gain: the same as the typed west window, less the wall.
    const afterDelete = withRoom(input, { ...room, surfaces: [roof], windows: freed });
    const typed = withRoom(input, { ...room, surfaces: [roof] });
    expectSameFigures(figures(afterDelete), figures(typed));
  });

  it('load(placed on a gross wall) = load(typed net, typed orientation) for any glass that fits', () => {
    const { input, room } = office();
    const window = room.windows[0] as BuildingWindow;
    const orientations = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW', 'roof'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...orientations),
        fc.array(
          fc.record({
            width: fc.double({ min: 0.5, max: 8, noNaN: true }),
            height: fc.double({ min: 0.5, max: 8, noNaN: true }),
            count: fc.integer({ min: 1, max: 3 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.double({ min: 0, max: 300, noNaN: true }),
        (orientation, sizes, opaque) => {
          const windows = sizes.map((size, i) => ({ ...window, ...size, id: `w${i + 1}` }));
          const glass = windows.reduce((sum, w) => sum + (windowArea(w, undefined) ?? 0), 0);
          const wall = { ...room.surfaces[0]!, orientation, area: opaque + glass };
          const net = surfaceNetArea(
            wall,
            windows.map((w) => ({ ...w, surfaceId: 's1' })),
            undefined,
          );
          const placed = withRoom(input, {
            ...room,
            surfaces: [wall],
            windows: windows.map((w) => ({ ...w, orientation: 'N' as const, surfaceId: 's1' })),
          });
          const typed = withRoom(input, {
            ...room,
            surfaces: [{ ...wall, area: net ?? Number.NaN }],
            windows: windows.map((w) => ({
              ...w,
              orientation: orientation === 'roof' ? ('horizontal' as const) : orientation,
            })),
          });
          expect(net).toBeCloseTo(opaque, 6);
          expect(messages(placed)).toEqual([]);
          expectSameFigures(figures(placed), figures(typed));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('a placed window at its ranges’ ends and the extreme doubles (issue 44)', () => {
  it('computes finite figures or is refused naming its field, in both unit systems', () => {
    // Window width and height (0, 100] ft | m exclusive of 0, count 1–1000; the wall's area 0–100,000.
    const sizes = [5e-324, 1e-9, 100, 100.000_000_1, Number.MAX_VALUE];
    fc.assert(
      fc.property(
        fc.constantFrom('Imperial' as const, 'Metric' as const),
        fc.constantFrom(...sizes),
        fc.constantFrom(...sizes),
        fc.constantFrom(1, 1000, 1001),
        fc.constantFrom(5e-324, 0, 100_000, 100_000.1, Number.MAX_VALUE),
        (system, width, height, count, wallArea) => {
          const { input, room } = office(system);
          const wall = room.surfaces[0];
          const window = room.windows[0];
          if (wall === undefined || window === undefined) throw new Error('no wall or window');
          const draft = withRoom(input, {
            ...room,
            surfaces: [{ ...wall, area: wallArea }, ...room.surfaces.slice(1)],
            windows: [{ ...window, width, height, count, surfaceId: wall.id }],
          });
          const parsed = BuildingLoadInputSchema.safeParse(draft);
          if (!parsed.success) {
            expect(parsed.error.issues[0]?.path[0]).toBe('rooms');
            expect(parsed.error.issues[0]?.message).toMatch(/Room 1/);
            return;
          }
          const result = calculateBuildingLoad(parsed.data);
          const first = result.rooms[0];
          expect(Number.isFinite(first?.peak.totalW)).toBe(true);
          expect(Number.isFinite(first?.heatingW)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
