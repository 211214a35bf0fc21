import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILDING_LOAD_LIMITS,
  BuildingLoadInputSchema,
  convertBuildingLoadInput,
} from './building-file.js';
import type {
  BuildingLoadInput,
  BuildingLoadInputDraft,
  BuildingWindow,
  BuildingWindowType,
} from './building-file.js';
import { calculateBuildingLoad } from './calculate-building-load.js';
import { defaultBuildingLoadInput } from './default-building-input.js';
import { GLAZING_IDS } from './glazing-shgc.js';
import { windowArea } from './window-placement.js';
import {
  detachedFromWindowType,
  resolvedDraftWindow,
  UNSHADED_WINDOW,
  windowTypeUseCount,
} from './window-types.js';
import { resolvedWindow } from './resolved-window.js';

/**
 * The window library (issue 40 §5): a window naming a type takes the type's size, U-factor, SHGC,
 * glazing type and interior shade, and nothing else changes, so a file with a library gives exactly
 * the figures of the same file with the type's values typed onto each window. The default office:
 * a west wall of 130 ft² (net), a roof of 215 ft², a 6.5 ft × 5 ft west window, U 0.49, SHGC 0.4.
 */
type UnitSystem = BuildingLoadInput['unitSystem'];
type DraftWindow = BuildingLoadInputDraft['rooms'][number]['windows'][number];

function office(system: UnitSystem = 'Imperial'): BuildingLoadInputDraft {
  return defaultBuildingLoadInput(system);
}

function messages(draft: unknown): { path: string; message: string }[] {
  const parsed = BuildingLoadInputSchema.safeParse(draft);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const W1: BuildingWindowType = {
  id: 'W1',
  name: 'Storefront',
  width: 6.5,
  height: 5,
  uFactor: 0.49,
  shgc: 0.4,
};

/** The office with its window naming a type (its own size, U, SHGC and shade removed). */
function typedOffice(type: BuildingWindowType = W1): BuildingLoadInputDraft {
  const draft = office();
  const room = draft.rooms[0]!;
  const { width: _w, height: _h, uFactor: _u, shgc: _s, iac: _i, ...own } = room.windows[0]!;
  return {
    ...draft,
    windowTypes: [type],
    rooms: [{ ...room, windows: [{ ...own, windowTypeId: type.id }] }],
  };
}

/** The same file with each window's type copied onto it by hand (not through the resolver). */
function copiedOntoWindows(draft: BuildingLoadInputDraft): BuildingLoadInputDraft {
  const { windowTypes = [], ...rest } = draft;
  return {
    ...rest,
    rooms: draft.rooms.map((room) => ({
      ...room,
      windows: room.windows.map((window) => {
        const type = windowTypes.find((t) => t.id === window.windowTypeId);
        if (type === undefined) return window;
        const {
          windowTypeId: _type,
          glazingId: _glazing,
          iac: _iac,
          shadeRadiantFraction: _fraction,
          ...own
        } = window;
        return {
          ...own,
          width: type.width,
          height: type.height,
          uFactor: type.uFactor,
          shgc: type.shgc,
          iac: type.iac ?? 1,
          shadeRadiantFraction: type.shadeRadiantFraction ?? 0.5,
          ...(type.glazingId === undefined ? {} : { glazingId: type.glazingId }),
        };
      }),
    })),
  };
}

const calculate = (draft: BuildingLoadInputDraft) =>
  calculateBuildingLoad(BuildingLoadInputSchema.parse(draft));

describe('the window library', () => {
  it('gives a typed window the figures of the same window typed out', () => {
    const typed = typedOffice();
    expect(messages(typed)).toEqual([]);
    expect(calculate(typed)).toEqual(calculate(office()));
  });

  it('property: a file with a library gives exactly the figures of its values copied onto each window', () => {
    const typeArb = fc.record(
      {
        width: fc.double({ min: 0.5, max: 20, noNaN: true }),
        height: fc.double({ min: 0.5, max: 12, noNaN: true }),
        uFactor: fc.double({ min: 0.05, max: 1.5, noNaN: true }),
        shgc: fc.double({ min: 0, max: 1, noNaN: true }),
        glazingId: fc.constantFrom(...GLAZING_IDS),
        iac: fc.double({ min: 0, max: 1, noNaN: true }),
        shadeRadiantFraction: fc.double({ min: 0, max: 1, noNaN: true }),
      },
      { requiredKeys: ['width', 'height', 'uFactor', 'shgc'] },
    );
    const windowArb = fc.record({
      type: fc.nat({ max: 2 }),
      count: fc.integer({ min: 1, max: 3 }),
      orientation: fc.constantFrom('N', 'E', 'S', 'W', 'horizontal' as const),
      placed: fc.constantFrom(undefined, 's1', 's2'),
      overhangProjection: fc.constantFrom(0, 2),
    });
    fc.assert(
      fc.property(
        fc.array(typeArb, { minLength: 3, maxLength: 3 }),
        fc.array(windowArb, { minLength: 1, maxLength: 4 }),
        (types, windows) => {
          const draft = office();
          const room = draft.rooms[0]!;
          const template = room.windows[0]!;
          const withLibrary: BuildingLoadInputDraft = {
            ...draft,
            windowTypes: types.map((t, i) => ({ ...t, id: `W${i + 1}`, name: `Type ${i + 1}` })),
            rooms: [
              {
                ...room,
                // Gross walls large enough for any windows placed on them.
                surfaces: room.surfaces.map((s) => ({ ...s, area: 5000 })),
                windows: windows.map((w, i) => ({
                  ...template,
                  id: `w${i + 1}`,
                  windowTypeId: `W${w.type + 1}`,
                  count: w.count,
                  orientation: w.orientation,
                  overhangProjection: w.overhangProjection,
                  overhangGap: 1,
                  ...(w.placed === undefined ? {} : { surfaceId: w.placed }),
                })),
              },
            ],
          };
          const copied = copiedOntoWindows(withLibrary);
          expect(messages(withLibrary)).toEqual([]);
          expect(calculate(withLibrary)).toEqual(calculate(copied));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps a file saved before exactly: no windowTypes after parsing or converting', () => {
    const saved = office();
    const parsed = BuildingLoadInputSchema.parse(saved);
    expect('windowTypes' in parsed).toBe(false);
    expect('windowTypes' in convertBuildingLoadInput(saved, 'Metric')).toBe(false);
    expect(calculate(saved)).toEqual(calculate({ ...saved, windowTypes: [] }));
    const blank = office();
    blank.rooms[0]!.windows[0] = { ...blank.rooms[0]!.windows[0]!, windowTypeId: '' };
    expect(calculate(blank)).toEqual(calculate(saved));
  });

  it('refuses a window naming a type that is not in the library, on that field', () => {
    const draft = typedOffice();
    draft.rooms[0]!.windows[0] = { ...draft.rooms[0]!.windows[0]!, windowTypeId: 'W9' };
    expect(messages(draft)).toEqual([
      {
        path: 'rooms.0.windows.0.windowTypeId',
        message: 'Room 1 (Office 101) window 1 names a window type that is not in the library.',
      },
    ]);
    expect(messages({ ...draft, windowTypes: undefined })).toEqual(messages(draft));
  });

  it('still asks a window of no type for its own values, as before the library', () => {
    const draft = office();
    const { width: _w, shgc: _s, ...own } = draft.rooms[0]!.windows[0]!;
    draft.rooms[0]!.windows[0] = own as DraftWindow;
    expect(messages(draft)).toEqual([
      { path: 'rooms.0.windows.0.width', message: 'Window width is required.' },
      { path: 'rooms.0.windows.0.shgc', message: 'Window SHGC is required.' },
    ]);
  });

  it('does not read (or check) a typed window’s own size, U-factor, SHGC or shade', () => {
    const draft = typedOffice();
    draft.rooms[0]!.windows[0] = {
      ...draft.rooms[0]!.windows[0]!,
      width: 500,
      uFactor: 99,
      shgc: 3,
      iac: 0.2,
      glazingId: '1a',
    };
    expect(messages(draft)).toEqual([]);
    expect(calculate(draft)).toEqual(calculate(office()));
  });

  it('checks a type’s numbers with a window’s ranges, naming the type', () => {
    const draft = typedOffice({ ...W1, shgc: 1.2, width: 0 });
    expect(messages(draft)).toEqual([
      {
        path: 'windowTypes.0.width',
        message: 'Window type 1 (Storefront) width must be greater than 0 ft and at most 328.1 ft.',
      },
      {
        path: 'windowTypes.0.shgc',
        message: 'Window type 1 (Storefront) SHGC must be between 0 and 1.',
      },
    ]);
    const noName = typedOffice({ ...W1, name: '', uFactor: '' as unknown as number });
    expect(messages(noName).map((m) => m.message)).toEqual([
      'Window type name is required.',
      'Window type U-factor is required.',
    ]);
    const twice = typedOffice();
    twice.windowTypes = [W1, { ...W1, name: 'Again' }];
    expect(messages(twice)).toEqual([
      { path: 'windowTypes.1.id', message: 'Window type 2 repeats the id "W1".' },
    ]);
  });

  it(`holds at most ${BUILDING_LOAD_LIMITS.windowTypes} types`, () => {
    const draft = typedOffice();
    draft.windowTypes = Array.from({ length: BUILDING_LOAD_LIMITS.windowTypes + 1 }, (_, i) => ({
      ...W1,
      id: i === 0 ? 'W1' : `T${i}`,
    }));
    expect(messages(draft).map((m) => m.message)).toContain(
      `A building has at most ${BUILDING_LOAD_LIMITS.windowTypes} window types.`,
    );
    expect(messages({ ...draft, windowTypes: 'W1' })).toContainEqual({
      path: 'windowTypes',
      message: 'Window types must be a list.',
    });
  });

  it('places a typed window by its type’s size: 10 × 12 ft of glass does not fit 100 ft²', () => {
    const draft = typedOffice({ ...W1, width: 10, height: 12 });
    const room = draft.rooms[0]!;
    draft.rooms[0] = {
      ...room,
      surfaces: room.surfaces.map((s) => (s.id === 's1' ? { ...s, area: 100 } : s)),
      windows: [{ ...room.windows[0]!, surfaceId: 's1' }],
    };
    expect(messages(draft)).toEqual([
      {
        path: 'rooms.0.surfaces.0.area',
        message:
          'Room 1 (Office 101) surface 1 (W): its windows, 120 ft², exceed its gross area, 100 ft².',
      },
    ]);
  });

  it('converts the types between unit systems, the same physical load either way, and back', () => {
    const typed = typedOffice({ ...W1, iac: 0.6, shadeRadiantFraction: 0.4, glazingId: '5d' });
    const metric = convertBuildingLoadInput(typed, 'Metric');
    const type = metric.windowTypes?.[0];
    expect(type?.width).toBeCloseTo(6.5 * 0.3048, 12);
    expect(type?.uFactor).toBeCloseTo(0.49 * 5.678263, 5);
    expect(type).toMatchObject({ shgc: 0.4, iac: 0.6, shadeRadiantFraction: 0.4, glazingId: '5d' });
    expect(messages(metric)).toEqual([]);
    const imperial = calculate(typed).rooms[0]!;
    const si = calculate(metric).rooms[0]!;
    expect(si.peak.totalW).toBeCloseTo(imperial.peak.totalW, 6);
    expect(si.heatingW).toBeCloseTo(imperial.heatingW, 6);
    const back = convertBuildingLoadInput(metric, 'Imperial').windowTypes?.[0];
    for (const key of ['width', 'height', 'uFactor'] as const)
      expect(back?.[key]).toBeCloseTo(W1[key], 9);
  });

  it('never throws on junk in the library or the reference', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (types, ref) => {
        const draft = typedOffice();
        const junk = {
          ...draft,
          windowTypes: types,
          rooms: [
            {
              ...draft.rooms[0]!,
              windows: [{ ...draft.rooms[0]!.windows[0]!, windowTypeId: ref }],
            },
          ],
        };
        const parsed = BuildingLoadInputSchema.safeParse(junk);
        if (!parsed.success)
          for (const issue of parsed.error.issues) expect(issue.message).not.toBe('');
      }),
      { numRuns: 200 },
    );
  });
});

describe('resolvedDraftWindow', () => {
  it('takes the type’s fields, and the unshaded IAC and fraction when the type has none', () => {
    const window = { id: 'w1', windowTypeId: ' W1 ', count: 2, width: 1, glazingId: '1a' };
    expect(resolvedDraftWindow(window, [W1])).toEqual({
      id: 'w1',
      windowTypeId: ' W1 ',
      count: 2,
      width: 6.5,
      height: 5,
      uFactor: 0.49,
      shgc: 0.4,
      iac: UNSHADED_WINDOW.iac,
      shadeRadiantFraction: UNSHADED_WINDOW.shadeRadiantFraction,
    });
    expect(windowArea(window, [W1])).toBeCloseTo(65, 12);
  });

  it('leaves a window of no type as it is, and drops the own values of one naming no known type', () => {
    const window = { id: 'w1', width: 2, height: 3 };
    expect(resolvedDraftWindow(window, [W1])).toBe(window);
    expect(resolvedDraftWindow({ ...window, windowTypeId: 'W9' }, [W1])).toEqual({
      id: 'w1',
      windowTypeId: 'W9',
    });
    expect(windowArea({ ...window, windowTypeId: 'W9' }, [W1])).toBeUndefined();
  });
});

describe('resolvedWindow', () => {
  it('throws for a window the schema would refuse (never for parsed input)', () => {
    const window = { id: 'w1', windowTypeId: 'W9', count: 1 } as BuildingWindow;
    expect(() => resolvedWindow(window, [W1])).toThrow(
      'Window w1 names a window type that is not in the library.',
    );
  });
});

describe('detachedFromWindowType', () => {
  it('copies the type’s values onto the window and drops the reference', () => {
    const window = { id: 'w1', windowTypeId: 'W1', count: 2, orientation: 'S' as const };
    expect(detachedFromWindowType(window, [{ ...W1, glazingId: '5d' }])).toEqual({
      id: 'w1',
      count: 2,
      orientation: 'S',
      width: 6.5,
      height: 5,
      uFactor: 0.49,
      shgc: 0.4,
      glazingId: '5d',
      iac: 1,
      shadeRadiantFraction: 0.5,
    });
  });

  it('counts the windows that name a type', () => {
    const rooms = [
      { windows: [{ windowTypeId: 'W1' }, {}, { windowTypeId: 'W2' }] },
      { windows: [{ windowTypeId: 'W1' }] },
    ];
    expect(windowTypeUseCount('W1', rooms)).toBe(2);
    expect(windowTypeUseCount('W3', rooms)).toBe(0);
  });
});
