import type { UnitSystem } from '../../units/index.js';
import { solveBrent } from '../../_lib/solve.js';
import { MOLAR_MASS_RATIO_WATER_DRY_AIR } from '../constants.js';
import { invertSaturationCurve } from '../dew-point.js';
import { equationSetFor } from '../equation-set.js';
import type { EquationSet } from '../equation-set.js';
import { PsychrometricRangeError } from '../errors.js';
import { moistAirState, resolvePressure } from '../moist-air-state.js';
import type { MoistAirState } from '../moist-air-state.js';
import { humidityRatioAtWetBulb } from '../wet-bulb.js';

/**
 * A point of the chart: dry bulb `t` (°F or °C) and humidity ratio `w` in the chart's display unit
 * (grains per lb or g per kg), the two axes.
 */
export interface ChartPoint {
  readonly t: number;
  readonly w: number;
}

/** The window of the chart: dry-bulb span (°F or °C) and the top of the humidity-ratio axis (gr/lb or g/kg). */
export interface ChartRange {
  readonly dryBulbMin: number;
  readonly dryBulbMax: number;
  readonly humidityRatioMax: number;
}

/** The families of lines a chart draws. */
export type ChartLineKind =
  | 'saturation'
  | 'relativeHumidity'
  | 'wetBulb'
  | 'enthalpy'
  | 'specificVolume'
  | 'dryBulb'
  | 'humidityRatio';

/** One line of the chart, already clipped to the chart's window. */
export interface ChartLine {
  readonly kind: ChartLineKind;
  /** The constant the line is drawn for (RH in %, °F/°C, Btu/lb or kJ/kg, ft³/lb or m³/kg, ...). */
  readonly value: number;
  /** Text of its label, e.g. "50 %" or "65". */
  readonly label: string;
  /** Polyline in chart coordinates, in order along the line. */
  readonly points: readonly ChartPoint[];
  /**
   * Where its label belongs and the line's direction there (chart units), or null when the line has
   * no label. The app turns the direction into an angle once it knows the drawing's scale.
   */
  readonly labelAnchor: { readonly point: ChartPoint; readonly direction: ChartPoint } | null;
}

/** Everything needed to draw the chart's background for one unit system, pressure and window. */
export interface ChartGeometry {
  readonly unitSystem: UnitSystem;
  /** Barometric pressure of the chart, psia or kPa. */
  readonly pressure: number;
  readonly range: ChartRange;
  readonly units: {
    readonly temperature: '°F' | '°C';
    readonly humidityRatio: 'gr/lb' | 'g/kg';
    readonly enthalpy: 'Btu/lb' | 'kJ/kg';
    readonly specificVolume: 'ft³/lb' | 'm³/kg';
    readonly pressure: 'psia' | 'kPa';
  };
  readonly saturation: ChartLine;
  /** Every 10 %, 10 to 90 %. */
  readonly relativeHumidity: readonly ChartLine[];
  readonly wetBulb: readonly ChartLine[];
  readonly enthalpy: readonly ChartLine[];
  readonly specificVolume: readonly ChartLine[];
  /** Vertical lines at the dry-bulb ticks, from the axis to the saturation curve. */
  readonly dryBulbGrid: readonly ChartLine[];
  /** Horizontal lines at the humidity-ratio ticks, from the saturation curve to the right edge. */
  readonly humidityRatioGrid: readonly ChartLine[];
  readonly dryBulbTicks: readonly number[];
  readonly humidityRatioTicks: readonly number[];
}

/** Steps of the line families in each unit system (ASHRAE charts No. 1 use the same spacings). */
const STEPS = {
  Imperial: { wetBulb: 5, enthalpy: 5, specificVolume: 0.5, dryBulb: 5, humidityRatio: 20 },
  Metric: { wetBulb: 2, enthalpy: 10, specificVolume: 0.02, dryBulb: 5, humidityRatio: 2 },
} as const;

/** A draft's unit system for drawing: an unknown one (validation reports it) draws as Imperial, the default. */
function chartUnitSystem(unitSystem: unknown): UnitSystem {
  return unitSystem === 'Metric' ? 'Metric' : 'Imperial';
}

/**
 * The usual window of a comfort-air-conditioning chart: 20–120 °F and 0–210 gr/lb (0.030 lb/lb),
 * or −10–50 °C and 0–30 g/kg, as ASHRAE psychrometric chart No. 1.
 *
 * @param unitSystem - The chart's unit system.
 * @returns The window.
 * @example defaultChartRange('Metric') //=> { dryBulbMin: -10, dryBulbMax: 50, humidityRatioMax: 30 }
 */
export function defaultChartRange(unitSystem: UnitSystem): ChartRange {
  return unitSystem !== 'Metric'
    ? { dryBulbMin: 20, dryBulbMax: 120, humidityRatioMax: 210 }
    : { dryBulbMin: -10, dryBulbMax: 50, humidityRatioMax: 30 };
}

/**
 * The default window widened, in whole tick steps, to show every given point (within the engine's
 * dry-bulb range), so states far from comfort conditions stay on the chart.
 *
 * @param unitSystem - The chart's unit system (an unknown one, from a draft, draws as Imperial).
 * @param points - States to show, in chart coordinates (non-finite ones are ignored).
 * @returns A window containing the default one and the points.
 * @example chartRangeFor('Metric', [{ t: 55, w: 10 }]).dryBulbMax //=> 60
 */
export function chartRangeFor(unitSystem: UnitSystem, points: readonly ChartPoint[]): ChartRange {
  const system = chartUnitSystem(unitSystem);
  const eq = equationSetFor(system);
  const step = STEPS[system];
  let { dryBulbMin, dryBulbMax, humidityRatioMax } = defaultChartRange(system);
  for (const { t, w } of points) {
    if (!Number.isFinite(t) || !Number.isFinite(w)) continue;
    if (t < dryBulbMin) dryBulbMin = Math.floor(t / (2 * step.dryBulb)) * 2 * step.dryBulb;
    if (t > dryBulbMax) dryBulbMax = Math.ceil(t / (2 * step.dryBulb)) * 2 * step.dryBulb;
    if (w > humidityRatioMax)
      humidityRatioMax = Math.ceil(w / step.humidityRatio) * step.humidityRatio;
  }
  // Air within a few degrees of boiling may hold any amount of water; the window stops at 1 lb/lb
  // (7000 gr/lb) or 1 kg/kg (1000 g/kg), far above any HVAC process, and clips wetter states.
  humidityRatioMax = Math.min(humidityRatioMax, eq.humidityRatioDisplayPerUnit);
  return {
    dryBulbMin: Math.max(dryBulbMin, eq.dryBulbMin),
    dryBulbMax: Math.min(dryBulbMax, eq.dryBulbMax),
    humidityRatioMax,
  };
}

/** Most humidity-ratio ticks (and grid lines) drawn; a taller axis takes a step 10, 100, ... times coarser. */
const MAX_HUMIDITY_RATIO_TICKS = 60;

function tickStep(step: number, span: number): number {
  let s = step;
  while (span / s > MAX_HUMIDITY_RATIO_TICKS) s *= 10;
  return s;
}

/**
 * Evenly spaced round values covering [min, max]: multiples of `step` from the first at or above
 * `min` to the last at or below `max`, free of floating-point drift (0.1 + 0.2 stays 0.3).
 *
 * @example ticks(-10, 50, 5) //=> [-10, -5, 0, ..., 50]
 */
export function ticks(min: number, max: number, step: number): number[] {
  if (!(step > 0) || !Number.isFinite(min) || !Number.isFinite(max) || max < min) return [];
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const out: number[] = [];
  for (let k = Math.ceil(min / step - 1e-9); k * step <= max + step * 1e-9; k++) {
    out.push(Number((k * step).toFixed(decimals)));
  }
  return out;
}

/** Cuts a polyline to the chart window (Liang–Barsky on each segment); the lines drawn are monotonic, so one piece remains. */
export function clipPolyline(points: readonly ChartPoint[], range: ChartRange): ChartPoint[] {
  const out: ChartPoint[] = [];
  const push = (p: ChartPoint): void => {
    const last = out[out.length - 1];
    if (!last || Math.abs(last.t - p.t) > 1e-12 || Math.abs(last.w - p.w) > 1e-12) out.push(p);
  };
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as ChartPoint;
    const b = points[i] as ChartPoint;
    const dt = b.t - a.t;
    const dw = b.w - a.w;
    let u0 = 0;
    let u1 = 1;
    const edges: [number, number][] = [
      [-dt, a.t - range.dryBulbMin],
      [dt, range.dryBulbMax - a.t],
      [-dw, a.w],
      [dw, range.humidityRatioMax - a.w],
    ];
    let visible = true;
    for (const [p, q] of edges) {
      if (p === 0) {
        if (q < 0) visible = false;
        continue;
      }
      const r = q / p;
      if (p < 0) u0 = Math.max(u0, r);
      else u1 = Math.min(u1, r);
    }
    if (!visible || u0 > u1) continue;
    push({ t: a.t + u0 * dt, w: a.w + u0 * dw });
    push({ t: a.t + u1 * dt, w: a.w + u1 * dw });
  }
  return out;
}

/** The point a fraction of the way along a polyline's dry-bulb extent, with the direction there. */
function anchorAt(points: readonly ChartPoint[], fraction: number): ChartLine['labelAnchor'] {
  if (points.length < 2) return null;
  const first = points[0] as ChartPoint;
  const last = points[points.length - 1] as ChartPoint;
  const target = first.t + fraction * (last.t - first.t);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as ChartPoint;
    const b = points[i] as ChartPoint;
    const within = (a.t - target) * (b.t - target) <= 0;
    if (within && b.t !== a.t) {
      const u = (target - a.t) / (b.t - a.t);
      return {
        point: { t: a.t + u * (b.t - a.t), w: a.w + u * (b.w - a.w) },
        direction: { t: b.t - a.t, w: b.w - a.w },
      };
    }
  }
  const a = points[points.length - 2] as ChartPoint;
  return { point: last, direction: { t: last.t - a.t, w: last.w - a.w } };
}

function line(
  kind: ChartLineKind,
  value: number,
  label: string,
  points: ChartPoint[],
  labelAnchor: ChartLine['labelAnchor'],
): ChartLine {
  return { kind, value, label, points, labelAnchor };
}

/** A number for a line label: at most `decimals` decimals, no trailing zeros. */
function labelOf(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

interface Context {
  readonly eq: EquationSet;
  /** Native pressure, psia or Pa. */
  readonly p: number;
  /** Display humidity-ratio unit per lb/lb or kg/kg. */
  readonly k: number;
  readonly range: ChartRange;
}

/** Saturation humidity ratio in display units, or Infinity at or above the boiling point. */
function saturationW(c: Context, t: number): number {
  const pws = c.eq.saturationPressure(t);
  return pws < c.p ? (c.k * MOLAR_MASS_RATIO_WATER_DRY_AIR * pws) / (c.p - pws) : Infinity;
}

/** Dew point (°F/°C) of a display humidity ratio. */
function dewPointOf(c: Context, w: number): number {
  const ratio = w / c.k;
  return invertSaturationCurve(
    c.eq.wetBulb.curve,
    (c.p * ratio) / (MOLAR_MASS_RATIO_WATER_DRY_AIR + ratio),
  );
}

function saturationAndRelativeHumidity(c: Context): {
  saturation: ChartLine;
  relativeHumidity: ChartLine[];
} {
  const { range } = c;
  const n = 120;
  const temperatures: number[] = [];
  const pws: number[] = [];
  for (let i = 0; i <= n; i++) {
    const t = range.dryBulbMin + ((range.dryBulbMax - range.dryBulbMin) * i) / n;
    temperatures.push(t);
    pws.push(c.eq.saturationPressure(t));
  }
  const curve = (phi: number): ChartPoint[] => {
    const points: ChartPoint[] = [];
    for (let i = 0; i <= n; i++) {
      const pw = phi * (pws[i] as number);
      if (pw >= c.p) break;
      points.push({
        t: temperatures[i] as number,
        w: (c.k * MOLAR_MASS_RATIO_WATER_DRY_AIR * pw) / (c.p - pw),
      });
    }
    return clipPolyline(points, range);
  };
  const saturation = line('saturation', 100, '100 %', curve(1), null);
  const relativeHumidity: ChartLine[] = [];
  for (let percent = 10; percent <= 90; percent += 10) {
    const points = curve(percent / 100);
    relativeHumidity.push(
      line('relativeHumidity', percent, `${percent} %`, points, anchorAt(points, 0.86)),
    );
  }
  return { saturation, relativeHumidity };
}

function wetBulbLines(c: Context, step: number): ChartLine[] {
  const { eq, range } = c;
  const out: ChartLine[] = [];
  for (const wetBulb of ticks(range.dryBulbMin, range.dryBulbMax, step)) {
    if (saturationW(c, wetBulb) > range.humidityRatioMax) break;
    const points: ChartPoint[] = [];
    const n = 8;
    for (let i = 0; i <= n; i++) {
      const t = wetBulb + ((range.dryBulbMax - wetBulb) * i) / n;
      const w = c.k * humidityRatioAtWetBulb(eq.wetBulb, t, wetBulb, c.p);
      points.push({ t, w });
      if (w < 0) break;
    }
    const clipped = clipPolyline(points, range);
    if (clipped.length < 2) continue;
    out.push(line('wetBulb', wetBulb, labelOf(wetBulb, 1), clipped, anchorAt(clipped, 0)));
  }
  return out;
}

function enthalpyLines(c: Context, step: number): ChartLine[] {
  const { eq, range } = c;
  const d = eq.enthalpyDisplayPerNative;
  const lowest = eq.enthalpy(range.dryBulbMin, 0) * d;
  const topW = saturationW(c, range.dryBulbMax);
  const highest = Number.isFinite(topW) ? eq.enthalpy(range.dryBulbMax, topW / c.k) * d : Infinity;
  const out: ChartLine[] = [];
  for (const h of ticks(lowest, Number.isFinite(highest) ? highest : lowest, step)) {
    const native = h / d;
    const dryEnd = eq.dryBulbFromEnthalpy(native, 0);
    const gap = (t: number): number => {
      const w = saturationW(c, t);
      return Number.isFinite(w) ? eq.enthalpy(t, w / c.k) - native : Infinity;
    };
    const low = Math.max(range.dryBulbMin, eq.wetBulb.curve.minTemperature);
    const high = Math.min(dryEnd, range.dryBulbMax);
    if (!(high > low)) continue;
    const start = gap(low) >= 0 ? low : gap(high) <= 0 ? high : solveBrent(gap, low, high);
    const points: ChartPoint[] = [];
    const n = 6;
    for (let i = 0; i <= n; i++) {
      const t = start + ((dryEnd - start) * i) / n;
      points.push({ t, w: c.k * eq.humidityRatioFromEnthalpy(native, t) });
    }
    const clipped = clipPolyline(points, range);
    if (clipped.length < 2) continue;
    const first = clipped[0] as ChartPoint;
    const onSaturation = Math.abs(first.t - start) < 1e-9 && start > low;
    out.push(
      line('enthalpy', h, labelOf(h, 1), clipped, onSaturation ? anchorAt(clipped, 0) : null),
    );
  }
  return out;
}

function specificVolumeLines(c: Context, step: number): ChartLine[] {
  const { eq, range } = c;
  const volumeAt = (t: number, w: number): number => eq.specificVolume(t, w / c.k, c.p);
  const lowest = volumeAt(range.dryBulbMin, 0);
  const tTop = Math.min(range.dryBulbMax, dewPointOf(c, range.humidityRatioMax));
  const highest = Math.max(
    volumeAt(range.dryBulbMax, 0),
    volumeAt(tTop, Math.min(saturationW(c, tTop), range.humidityRatioMax)),
  );
  const out: ChartLine[] = [];
  for (const v of ticks(lowest, highest, step)) {
    // v is linear in t at a fixed W (eq. 28), so two evaluations invert it exactly.
    const dryBulbAt = (w: number): number => {
      const v0 = volumeAt(0, w);
      return (v - v0) / (volumeAt(1, w) - v0);
    };
    const gap = (w: number): number => saturationW(c, dryBulbAt(w)) - w;
    const wMax = range.humidityRatioMax;
    let top = wMax;
    if (gap(0) <= 0) continue;
    if (gap(wMax) < 0) top = solveBrent(gap, 0, wMax);
    const points: ChartPoint[] = [];
    const n = 6;
    for (let i = 0; i <= n; i++) {
      const w = (top * i) / n;
      points.push({ t: dryBulbAt(w), w });
    }
    const clipped = clipPolyline(points, range);
    if (clipped.length < 2) continue;
    const first = clipped[0] as ChartPoint;
    out.push(
      line(
        'specificVolume',
        v,
        labelOf(v, 3),
        clipped,
        first.w === 0 ? anchorAt(clipped, 0) : null,
      ),
    );
  }
  return out;
}

function gridLines(c: Context, dryBulbTicks: number[], humidityRatioTicks: number[]) {
  const { range } = c;
  const dryBulbGrid = dryBulbTicks.map((t) =>
    line(
      'dryBulb',
      t,
      labelOf(t, 1),
      [
        { t, w: 0 },
        { t, w: Math.min(saturationW(c, t), range.humidityRatioMax) },
      ],
      null,
    ),
  );
  const humidityRatioGrid = humidityRatioTicks
    .filter((w) => w > 0)
    .map((w) => {
      const start = Math.max(dewPointOf(c, w), range.dryBulbMin);
      return line(
        'humidityRatio',
        w,
        labelOf(w, 1),
        start < range.dryBulbMax
          ? [
              { t: start, w },
              { t: range.dryBulbMax, w },
            ]
          : [],
        null,
      );
    })
    .filter((l) => l.points.length === 2);
  return { dryBulbGrid, humidityRatioGrid };
}

/**
 * A family of guide lines, or none when a window far from comfort air (humidity ratios near 1 lb/lb,
 * dry bulbs near boiling) takes its solvers outside their range: the chart still draws, without it.
 */
function linesOrNone(draw: () => ChartLine[]): ChartLine[] {
  try {
    return draw();
  } catch (error) {
    if (error instanceof PsychrometricRangeError) return [];
    throw error;
  }
}

/**
 * The lines of a psychrometric chart for one unit system and pressure: the saturation curve,
 * relative humidity every 10 %, thermodynamic wet bulb (every 5 °F or 2 °C), enthalpy (every 5 Btu/lb
 * or 10 kJ/kg), specific volume (every 0.5 ft³/lb or 0.02 m³/kg), the dry-bulb and humidity-ratio
 * grid and the axis ticks, all clipped to the window. Coordinates are dry bulb (°F/°C) and humidity
 * ratio in grains per lb or g per kg. Pure and fast (well under 10 ms for a redraw).
 *
 * @param options - Unit system, barometric pressure (psia or kPa) or altitude (ft or m; sea level if
 *   neither), and the window (default `defaultChartRange`).
 * @returns Every line with its label and label anchor, ticks and units.
 * @throws {PsychrometricRangeError} If the pressure, altitude or window is outside the engine's range.
 * @see ASHRAE Handbook—Fundamentals (2017), ch. 1, eq. 5–6 and 20–22 (saturation and RH curves),
 *   28 (volume), 30 (enthalpy), 33 and 35 (wet bulb); ASHRAE psychrometric chart No. 1 for the layout.
 * @example psychrometricChartGeometry({ unitSystem: 'Imperial' }).relativeHumidity.length //=> 9
 */
export function psychrometricChartGeometry(options: {
  readonly unitSystem: UnitSystem;
  readonly pressure?: number | undefined;
  readonly altitude?: number | undefined;
  readonly range?: ChartRange | undefined;
}): ChartGeometry {
  options = { ...options, unitSystem: chartUnitSystem(options.unitSystem) };
  const eq = equationSetFor(options.unitSystem);
  const p = resolvePressure(eq, {
    unitSystem: options.unitSystem,
    ...(options.pressure === undefined ? {} : { pressure: options.pressure }),
    ...(options.altitude === undefined ? {} : { altitude: options.altitude }),
  });
  let range = options.range ?? defaultChartRange(options.unitSystem);
  // Checked before anything is drawn, so that no step below runs on a window it cannot finish:
  // within the engine's dry-bulb range, and a humidity-ratio top up to 1 lb/lb (7000 gr/lb) or
  // 1 kg/kg (1000 g/kg), as chartRangeFor caps it; a larger one would ask for lines without end.
  if (
    !(range.dryBulbMin >= eq.dryBulbMin) ||
    !(range.dryBulbMax <= eq.dryBulbMax) ||
    !(range.dryBulbMax > range.dryBulbMin) ||
    !(range.humidityRatioMax > 0) ||
    !(range.humidityRatioMax <= eq.humidityRatioDisplayPerUnit)
  ) {
    throw new PsychrometricRangeError(
      'range',
      `The chart window must lie within ${eq.dryBulbMin} to ${eq.dryBulbMax} ${eq.units.temperature} with a humidity-ratio top above 0 and at most ${eq.humidityRatioDisplayPerUnit} ${eq.units.humidityRatioDisplay}.`,
    );
  }
  // The line families need the saturation curve to stay below the barometric pressure: a window
  // reaching the boiling point (a state at 211 °F) is cut back, in dry-bulb steps, to below 90 % of
  // it (a bounded loop: the window spans at most the engine's dry-bulb range).
  const dryBulbStep = STEPS[options.unitSystem].dryBulb;
  while (
    range.dryBulbMax - dryBulbStep > range.dryBulbMin &&
    eq.saturationPressure(range.dryBulbMax) >= 0.9 * p
  ) {
    range = { ...range, dryBulbMax: range.dryBulbMax - dryBulbStep };
  }
  const c: Context = { eq, p, k: eq.humidityRatioDisplayPerUnit, range };
  const step = STEPS[options.unitSystem];
  const dryBulbTicks = ticks(range.dryBulbMin, range.dryBulbMax, step.dryBulb);
  const humidityRatioTicks = ticks(
    0,
    range.humidityRatioMax,
    tickStep(step.humidityRatio, range.humidityRatioMax),
  );
  return {
    unitSystem: options.unitSystem,
    pressure: p * eq.pressureDisplayPerNative,
    range,
    units: {
      temperature: eq.units.temperature,
      humidityRatio: eq.units.humidityRatioDisplay,
      enthalpy: eq.units.enthalpy,
      specificVolume: eq.units.specificVolume,
      pressure: eq.units.pressure,
    },
    ...saturationAndRelativeHumidity(c),
    wetBulb: linesOrNone(() => wetBulbLines(c, step.wetBulb)),
    enthalpy: linesOrNone(() => enthalpyLines(c, step.enthalpy)),
    specificVolume: linesOrNone(() => specificVolumeLines(c, step.specificVolume)),
    ...gridLines(c, dryBulbTicks, humidityRatioTicks),
    dryBulbTicks,
    humidityRatioTicks,
  };
}

/** A state's position on the chart: its dry bulb and its humidity ratio in gr/lb or g/kg. */
export function chartPointOf(state: MoistAirState): ChartPoint {
  return { t: state.dryBulb, w: state.humidityRatioDisplay };
}

/**
 * The full state at a point of the chart (one `moistAirState` evaluation, for a pointer readout),
 * or null when the point is beyond saturation or outside the engine's range.
 *
 * @param geometry - The chart (its unit system and pressure).
 * @param point - Dry bulb (°F/°C) and humidity ratio (gr/lb or g/kg).
 * @returns The state, or null.
 * @example chartPointState(psychrometricChartGeometry({ unitSystem: 'Imperial' }), { t: 75, w: 65 })?.relativeHumidityPercent //=> about 50
 */
export function chartPointState(geometry: ChartGeometry, point: ChartPoint): MoistAirState | null {
  if (!(point.w >= 0) || !Number.isFinite(point.t)) return null;
  const eq = equationSetFor(geometry.unitSystem);
  try {
    return moistAirState({
      unitSystem: geometry.unitSystem,
      pressure: geometry.pressure,
      by: 'humidityRatio',
      dryBulb: point.t,
      humidityRatio: point.w / eq.humidityRatioDisplayPerUnit,
    });
  } catch (error) {
    if (error instanceof PsychrometricRangeError) return null;
    throw error;
  }
}
