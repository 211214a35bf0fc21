import { describe, expect, it, test } from 'vitest';
import { toSi } from '../units/index.js';
import { calculateHeatLoad } from './calculate-heat-load.js';
import { convertHeatLoadInput } from './convert-input.js';
import { defaultHeatLoadInput } from './default-input.js';
import { HeatLoadInputSchema } from './schema.js';
import type { HeatLoadInputDraft } from './schema.js';

const BTUH_PER_W = 1 / toSi(1, 'heatRate', 'Imperial');

/**
 * A room whose only load is window solar gain (no ΔT, no people): 80 ft² facing south and windows
 * on other orientations. Peak SHGF, Btu/h·ft², 40° N, July: ASHRAE Handbook—Fundamentals (1997),
 * ch. 28 (S 109, W 216, E 216, N 38); q = A × SHGF × SHGC / 0.87 (ch. 29).
 */
const SOUTH_ONLY: HeatLoadInputDraft = {
  ...defaultHeatLoadInput('Imperial'),
  outdoorTemp: 75,
  indoorTemp: 75,
  numPeople: 0,
  lightingLoad: 0,
  equipmentLoad: 0,
  ventilationRate: 0,
  outdoorRelativeHumidity: undefined,
  indoorRelativeHumidity: undefined,
  windowArea: 80,
  windowShgc: 0.4,
  windowOrientation: 'S',
  additionalWindows: [],
};

describe('calculateHeatLoad with windows on several orientations', () => {
  test.each([
    ['W', 40, 0.4, 40 * 216 * (0.4 / 0.87), '40 × 216 × 0.4/0.87'],
    ['E', 20, 0.87, 20 * 216, '20 × 216 × 0.87/0.87'],
    ['N', 50, 0.6, 50 * 38 * (0.6 / 0.87), '50 × 38 × 0.6/0.87'],
  ] as const)(
    'adds a %s window of %d ft² at SHGC %d to the south window (%s)',
    (orientation, area, shgc, extraBtuh, _check) => {
      const south = calculateHeatLoad(SOUTH_ONLY).windowSolarLoad;
      expect(south).toBeCloseTo(80 * 109 * (0.4 / 0.87), 4);
      const both = calculateHeatLoad({
        ...SOUTH_ONLY,
        additionalWindows: [{ orientation, area, shgc }],
      });
      expect(both.windowSolarLoad).toBeCloseTo(south + extraBtuh, 4);
    },
  );

  it('conducts through every window at the one window U-value', () => {
    const cooling = { ...SOUTH_ONLY, outdoorTemp: 95, windowUValue: 0.5, windowShgc: undefined };
    const one = calculateHeatLoad(cooling);
    const two = calculateHeatLoad({
      ...cooling,
      additionalWindows: [{ orientation: 'W', area: 40 }],
    });
    // 0.5 × (80 + 40) ft² × 20 °F = 1200 Btu/h.
    expect(one.windowLoad).toBeCloseTo(800, 6);
    expect(two.windowLoad).toBeCloseTo(1200, 6);
  });

  it('uses the first window’s SHGC for a window whose SHGC is blank', () => {
    const result = calculateHeatLoad({
      ...SOUTH_ONLY,
      additionalWindows: [{ orientation: 'S', area: 80, shgc: '' }],
    });
    expect(result.windowSolarLoad).toBeCloseTo(2 * 80 * 109 * (0.4 / 0.87), 4);
    expect(result.notes.find((note) => note.code === 'solarDesignAssumption')?.message).toContain(
      'south 109 Btu/h·ft²',
    );
  });

  it('computes a saved file with one window exactly as before (no list: none added)', () => {
    const saved: Record<string, unknown> = { ...SOUTH_ONLY };
    delete saved['additionalWindows'];
    const parsed = HeatLoadInputSchema.parse(saved);
    expect(parsed.additionalWindows).toEqual([]);
    expect(calculateHeatLoad(parsed).totalLoad).toBe(calculateHeatLoad(SOUTH_ONLY).totalLoad);
  });

  it('gives the same load in Metric after converting the windows', () => {
    const imperial = {
      ...SOUTH_ONLY,
      additionalWindows: [{ orientation: 'W', area: 40, shgc: 0.3 }],
    };
    const metric = convertHeatLoadInput(imperial as HeatLoadInputDraft, 'Metric');
    expect(metric.additionalWindows?.[0]?.area).toBeCloseTo(40 * 0.09290304, 9);
    expect(calculateHeatLoad(metric).totalLoad).toBeCloseTo(
      calculateHeatLoad(imperial as HeatLoadInputDraft).totalLoad / BTUH_PER_W,
      6,
    );
  });

  it('names the window in a range message, at the window’s path', () => {
    const parsed = HeatLoadInputSchema.safeParse({
      ...SOUTH_ONLY,
      additionalWindows: [{ orientation: 'W', area: 40, shgc: 1.5 }],
    });
    expect(parsed.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['additionalWindows', 0, 'shgc'],
        message: expect.stringMatching(/^Window 2: Window SHGC must be/) as unknown,
      }),
    );
  });
});
