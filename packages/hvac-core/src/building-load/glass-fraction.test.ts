import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultBuildingLoadInput } from './default-building-input.js';
import { suggestedGlassPercent } from './glass-fraction.js';

// ASHRAE Handbook—Fundamentals (2021), ch. 18, tables 19 and 20: the radiant time series are
// tabulated for 10, 50 and 90 % glass in the exterior wall; the suggestion is the nearest column.
describe('suggestedGlassPercent', () => {
  it('takes a placed window off its gross wall: 32.5 ft² of glass in 130 ft² is 25 %, the 10 % column', () => {
    const suggestion = suggestedGlassPercent(
      {
        surfaces: [
          { id: 's1', orientation: 'W', area: 130 },
          { id: 's2', orientation: 'roof', area: 215 },
        ],
        windows: [{ orientation: 'W', width: 6.5, height: 5, count: 1, surfaceId: 's1' }],
      },
      undefined,
    );
    expect(suggestion).toEqual({ glassFraction: 0.25, glassPercent: 10 });
  });

  it('adds a free-standing window to its net wall: 32.5 in 130 + 32.5 ft² is 20 % (a new file’s office)', () => {
    const room = defaultBuildingLoadInput('Imperial').rooms[0];
    if (room === undefined) throw new Error('no room');
    expect(suggestedGlassPercent(room, undefined)).toEqual({
      glassFraction: 0.2,
      glassPercent: 10,
    });
  });

  it('takes the nearest column at the midpoints: 30 % → 50, 70 % → 90, 29.9 % → 10', () => {
    const withGlass = (percent: number) =>
      suggestedGlassPercent(
        {
          surfaces: [{ id: 's1', orientation: 'S', area: 100 }],
          windows: [{ orientation: 'S', width: percent, height: 1, surfaceId: 's1' }],
        },
        undefined,
      )?.glassPercent;
    expect(withGlass(29.9)).toBe(10);
    expect(withGlass(30)).toBe(50);
    expect(withGlass(69.9)).toBe(50);
    expect(withGlass(70)).toBe(90);
    expect(withGlass(100)).toBe(90);
  });

  it('leaves skylights and roofs out, and suggests nothing for a room without exterior wall', () => {
    expect(
      suggestedGlassPercent(
        {
          surfaces: [{ id: 'r', orientation: 'roof', area: 200 }],
          windows: [{ orientation: 'horizontal', width: 2, height: 2, surfaceId: 'r' }],
        },
        undefined,
      ),
    ).toBeNull();
    expect(
      suggestedGlassPercent(
        {
          surfaces: [
            { id: 'w', orientation: 'N', area: 100 },
            { id: 'r', orientation: 'roof', area: 200 },
          ],
          windows: [{ orientation: 'horizontal', width: 4, height: 4, surfaceId: 'r' }],
        },
        undefined,
      ),
    ).toEqual({ glassFraction: 0, glassPercent: 10 });
  });

  it('suggests nothing while a size is not yet a number', () => {
    expect(
      suggestedGlassPercent(
        {
          surfaces: [{ id: 's1', orientation: 'S', area: '' }],
          windows: [],
        },
        undefined,
      ),
    ).toBeNull();
    expect(
      suggestedGlassPercent(
        {
          surfaces: [{ id: 's1', orientation: 'S', area: 100 }],
          windows: [{ orientation: 'S', width: 'abc', height: 1 }],
        },
        undefined,
      ),
    ).toBeNull();
  });

  it('gives a fraction in [0, 1] and one of the three columns for any sizes (property)', () => {
    const size = fc.oneof(
      fc.double({ min: 0, max: 1e6, noNaN: true }),
      fc.constantFrom(Number.MAX_VALUE, 5e-324, -1, Infinity, '', 'x'),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ orientation: fc.constantFrom('N', 'S', 'roof' as const), area: size }),
          {
            maxLength: 4,
          },
        ),
        fc.array(
          fc.record({
            orientation: fc.constantFrom('E', 'horizontal' as const),
            width: size,
            height: size,
            placedOn: fc.option(fc.nat({ max: 3 }), { nil: undefined }),
          }),
          { maxLength: 4 },
        ),
        (surfaces, windows) => {
          const room = {
            surfaces: surfaces.map((s, i) => ({ ...s, id: `s${i}` })),
            windows: windows.map(({ placedOn, ...w }) => ({
              ...w,
              surfaceId: placedOn === undefined ? undefined : `s${placedOn}`,
            })),
          };
          const suggestion = suggestedGlassPercent(room, undefined);
          if (suggestion === null) return;
          expect(suggestion.glassFraction).toBeGreaterThanOrEqual(0);
          expect(suggestion.glassFraction).toBeLessThanOrEqual(1);
          expect([10, 50, 90]).toContain(suggestion.glassPercent);
        },
      ),
    );
  });
});
