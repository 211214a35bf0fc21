import { describe, expect, it } from 'vitest';
import { moistAirState } from '../moist-air-state.js';
import { ashrae55ComfortZones } from './comfort-zone.js';
import {
  chartPointState,
  chartRangeFor,
  clipPolyline,
  defaultChartRange,
  psychrometricChartGeometry,
  ticks,
} from './geometry.js';
import type { ChartGeometry, ChartLine } from './geometry.js';

const SYSTEMS = ['Imperial', 'Metric'] as const;

/** The state at a chart point, in the chart's units. */
function stateAt(geometry: ChartGeometry, t: number, w: number) {
  const state = chartPointState(geometry, { t, w });
  if (!state) throw new Error(`no state at ${t}, ${w}`);
  return state;
}

/** Interior points of a line (the clipped ends may sit on the saturation curve by a hair). */
function samples(line: ChartLine) {
  return line.points.filter((_, i) => i > 0 && i < line.points.length - 1);
}

describe('psychrometricChartGeometry', () => {
  const charts = SYSTEMS.map((unitSystem) => psychrometricChartGeometry({ unitSystem }));

  it.each([
    // ASHRAE F 2017 ch. 1 table 2 (SI): Ws at 20 °C = 0.014758 kg/kg; I-P table 2: Ws at 70 °F =
    // 0.015832 lb/lb. Table 2 includes the enhancement factor (eq. 21 does not): within 0.5 %.
    ['Metric', 20, 14.758],
    ['Imperial', 70, 0.015832 * 7000],
  ] as const)('puts the %s saturation curve on the table value at %s°', (unitSystem, t, w) => {
    const geometry = psychrometricChartGeometry({ unitSystem });
    const points = geometry.saturation.points;
    const i = points.findIndex((p) => p.t >= t);
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) throw new Error('curve too short');
    const at = a.w + ((t - a.t) / (b.t - a.t)) * (b.w - a.w);
    expect(Math.abs(at / w - 1)).toBeLessThan(0.005);
  });

  it.each(SYSTEMS.map((s, i) => [s, charts[i] as ChartGeometry]))(
    'draws %s lines whose points have the line’s own property',
    (_, geometry) => {
      expect(geometry.relativeHumidity.map((l) => l.value)).toEqual([
        10, 20, 30, 40, 50, 60, 70, 80, 90,
      ]);
      for (const line of geometry.relativeHumidity) {
        for (const p of samples(line)) {
          expect(stateAt(geometry, p.t, p.w).relativeHumidityPercent).toBeCloseTo(line.value, 6);
        }
      }
      for (const line of geometry.wetBulb) {
        for (const p of samples(line))
          expect(stateAt(geometry, p.t, p.w).wetBulb).toBeCloseTo(line.value, 6);
      }
      for (const line of geometry.enthalpy) {
        for (const p of samples(line))
          expect(stateAt(geometry, p.t, p.w).enthalpy).toBeCloseTo(line.value, 6);
      }
      for (const line of geometry.specificVolume) {
        for (const p of samples(line)) {
          expect(stateAt(geometry, p.t, p.w).specificVolume).toBeCloseTo(line.value, 9);
        }
      }
      expect(geometry.wetBulb.length).toBeGreaterThan(8);
      expect(geometry.enthalpy.length).toBeGreaterThan(8);
      expect(geometry.specificVolume.length).toBeGreaterThan(4);
    },
  );

  it('keeps every line inside the window', () => {
    for (const geometry of charts) {
      const { range } = geometry;
      const lines = [
        geometry.saturation,
        ...geometry.relativeHumidity,
        ...geometry.wetBulb,
        ...geometry.enthalpy,
        ...geometry.specificVolume,
        ...geometry.dryBulbGrid,
        ...geometry.humidityRatioGrid,
      ];
      for (const line of lines) {
        for (const p of line.points) {
          expect(p.t).toBeGreaterThanOrEqual(range.dryBulbMin - 1e-9);
          expect(p.t).toBeLessThanOrEqual(range.dryBulbMax + 1e-9);
          expect(p.w).toBeGreaterThanOrEqual(-1e-9);
          expect(p.w).toBeLessThanOrEqual(range.humidityRatioMax + 1e-9);
        }
      }
    }
  });

  it('gives round ticks in the unit system’s steps', () => {
    const [ip, si] = charts;
    expect(ip?.dryBulbTicks).toEqual(ticks(20, 120, 5));
    expect(ip?.humidityRatioTicks.slice(0, 3)).toEqual([0, 20, 40]);
    expect(si?.dryBulbTicks[0]).toBe(-10);
    expect(si?.humidityRatioTicks.at(-1)).toBe(30);
    expect(ticks(0.76, 0.9, 0.02)).toEqual([0.76, 0.78, 0.8, 0.82, 0.84, 0.86, 0.88, 0.9]);
    expect(ip?.units).toMatchObject({
      temperature: '°F',
      humidityRatio: 'gr/lb',
      enthalpy: 'Btu/lb',
    });
  });

  it('moves the saturation curve up at altitude (lower pressure, more water per kg of dry air)', () => {
    const sea = psychrometricChartGeometry({ unitSystem: 'Metric' });
    const high = psychrometricChartGeometry({ unitSystem: 'Metric', altitude: 1500 });
    // Standard atmosphere, ASHRAE F 2017 ch. 1 eq. 3 / table 1: 1500 m → 84.556 kPa.
    expect(high.pressure).toBeCloseTo(84.556, 2);
    const at = (g: ChartGeometry) => g.saturation.points.find((p) => p.t >= 10)?.w ?? 0;
    expect(at(high)).toBeGreaterThan(at(sea) * 1.19);
  });

  it('reads the state under a point, or null beyond saturation', () => {
    const [ip] = charts;
    if (!ip) throw new Error('no chart');
    const room = moistAirState({
      unitSystem: 'Imperial',
      altitude: 0,
      by: 'relativeHumidity',
      dryBulb: 75,
      relativeHumidity: 50,
    });
    expect(stateAt(ip, 75, room.humidityRatioDisplay).relativeHumidityPercent).toBeCloseTo(50, 6);
    expect(chartPointState(ip, { t: 40, w: 150 })).toBeNull();
    expect(chartPointState(ip, { t: 40, w: -1 })).toBeNull();
  });

  it('widens the window to show far states', () => {
    expect(chartRangeFor('Metric', [{ t: 55, w: 10 }]).dryBulbMax).toBe(60);
    expect(chartRangeFor('Metric', [{ t: -23, w: 0.1 }]).dryBulbMin).toBe(-30);
    expect(chartRangeFor('Imperial', [{ t: 70, w: 250 }]).humidityRatioMax).toBe(260);
    expect(chartRangeFor('Imperial', [])).toEqual(defaultChartRange('Imperial'));
  });

  it('rejects a window outside the engine’s range', () => {
    expect(() =>
      psychrometricChartGeometry({
        unitSystem: 'Metric',
        range: { dryBulbMin: -100, dryBulbMax: 50, humidityRatioMax: 30 },
      }),
    ).toThrow(/chart window/);
  });
});

describe('clipPolyline', () => {
  it('cuts a segment at the window’s edges', () => {
    const range = { dryBulbMin: 0, dryBulbMax: 10, humidityRatioMax: 10 };
    expect(
      clipPolyline(
        [
          { t: -5, w: 5 },
          { t: 15, w: 5 },
        ],
        range,
      ),
    ).toEqual([
      { t: 0, w: 5 },
      { t: 10, w: 5 },
    ]);
    expect(
      clipPolyline(
        [
          { t: 5, w: 5 },
          { t: 5, w: 20 },
        ],
        range,
      ),
    ).toEqual([
      { t: 5, w: 5 },
      { t: 5, w: 10 },
    ]);
    expect(
      clipPolyline(
        [
          { t: 20, w: 5 },
          { t: 30, w: 5 },
        ],
        range,
      ),
    ).toEqual([]);
  });
});

describe('ashrae55ComfortZones', () => {
  it('gives the simplified zones of ASHRAE 55-2004 in both unit systems', () => {
    const [summer, winter] = ashrae55ComfortZones('Metric');
    expect(summer?.polygon).toEqual([
      { t: 25.1, w: 0 },
      { t: 28.3, w: 0 },
      { t: 26.8, w: 12 },
      { t: 23.6, w: 12 },
    ]);
    expect(winter?.label).toBe('Winter, 1.0 clo');
    const ipSummer = ashrae55ComfortZones('Imperial')[0];
    // 23.6 °C = 74.48 °F; 0.012 lb/lb = 84 gr/lb.
    expect(ipSummer?.polygon[3]?.t).toBeCloseTo(74.48, 9);
    expect(ipSummer?.polygon[3]?.w).toBeCloseTo(84, 9);
  });
});

describe('psychrometricChartGeometry: windows it cannot draw (issue 44)', () => {
  // Each must be refused with a range error at once, never loop: a dry-bulb top of 1e300 once
  // spun the boiling-point cutback forever (1e300 − 5 is 1e300), and a humidity-ratio top of
  // 1e300 asked for enthalpy lines without end.
  it.each([
    { dryBulbMin: 20, dryBulbMax: 1e300, humidityRatioMax: 210 },
    { dryBulbMin: -1e300, dryBulbMax: 120, humidityRatioMax: 210 },
    { dryBulbMin: 20, dryBulbMax: Number.MAX_VALUE, humidityRatioMax: 210 },
    { dryBulbMin: 20, dryBulbMax: 120, humidityRatioMax: 1e300 },
    { dryBulbMin: 20, dryBulbMax: 120, humidityRatioMax: 7001 },
    { dryBulbMin: 20, dryBulbMax: 120, humidityRatioMax: Number.NaN },
    { dryBulbMin: 120, dryBulbMax: 20, humidityRatioMax: 210 },
  ])('refuses the Imperial window %j', (range) => {
    expect(() => psychrometricChartGeometry({ unitSystem: 'Imperial', range })).toThrow(
      /^The chart window must lie within .* with a humidity-ratio top above 0 and at most 7000 gr\/lb\.$/,
    );
  });

  it('still draws the tallest window it allows: 1 lb/lb (7000 gr/lb)', () => {
    const geometry = psychrometricChartGeometry({
      unitSystem: 'Imperial',
      range: { dryBulbMin: 20, dryBulbMax: 120, humidityRatioMax: 7000 },
    });
    expect(geometry.range.humidityRatioMax).toBe(7000);
    expect(geometry.humidityRatioTicks.length).toBeLessThanOrEqual(61);
  });
});
