import type { ChartPoint, ChartRange } from '@org/hvac-core/psychrometrics';

/** The drawing's size in viewBox units and the plot area's margins. */
export const CHART_SIZE = { width: 920, height: 580 } as const;
export const CHART_MARGIN = { left: 44, right: 62, top: 16, bottom: 50 } as const;

/** Maps chart coordinates (dry bulb, humidity ratio) to the drawing and back: linear axes. */
export interface ChartScale {
  readonly range: ChartRange;
  readonly plot: {
    readonly x0: number;
    readonly y0: number;
    readonly x1: number;
    readonly y1: number;
  };
  x(t: number): number;
  y(w: number): number;
  /** The chart point under a drawing point. */
  invert(x: number, y: number): ChartPoint;
  /** An SVG path through chart points. */
  path(points: readonly ChartPoint[]): string;
  /** The on-screen angle (degrees, SVG's clockwise) of a direction given in chart units. */
  angle(direction: ChartPoint): number;
}

/** The scale of the chart's plot area for a window. */
export function chartScale(range: ChartRange): ChartScale {
  const x0 = CHART_MARGIN.left;
  const x1 = CHART_SIZE.width - CHART_MARGIN.right;
  const y0 = CHART_MARGIN.top;
  const y1 = CHART_SIZE.height - CHART_MARGIN.bottom;
  const kx = (x1 - x0) / (range.dryBulbMax - range.dryBulbMin);
  const ky = (y1 - y0) / range.humidityRatioMax;
  const x = (t: number) => x0 + (t - range.dryBulbMin) * kx;
  const y = (w: number) => y1 - w * ky;
  return {
    range,
    plot: { x0, y0, x1, y1 },
    x,
    y,
    invert: (px, py) => ({ t: range.dryBulbMin + (px - x0) / kx, w: (y1 - py) / ky }),
    path: (points) =>
      points
        .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)} ${y(p.w).toFixed(1)}`)
        .join(''),
    angle: (direction) => {
      let degrees = (Math.atan2(-direction.w * ky, direction.t * kx) * 180) / Math.PI;
      // Keep text upright.
      if (degrees > 90) degrees -= 180;
      if (degrees < -90) degrees += 180;
      return degrees;
    },
  };
}

/** The point a fraction (0–1) of the way along a polyline's length, with the segment's direction. */
export function pointAlong(
  points: readonly ChartPoint[],
  fraction: number,
  scale: ChartScale,
): { x: number; y: number; direction: ChartPoint } | null {
  if (points.length < 2) return null;
  const lengths: number[] = [0];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as ChartPoint;
    const b = points[i] as ChartPoint;
    const step = Math.hypot(scale.x(b.t) - scale.x(a.t), scale.y(b.w) - scale.y(a.w));
    lengths.push((lengths[i - 1] as number) + step);
  }
  const total = lengths[lengths.length - 1] as number;
  const target = total * Math.min(Math.max(fraction, 0), 1);
  for (let i = 1; i < points.length; i++) {
    const end = lengths[i] as number;
    if (end >= target || i === points.length - 1) {
      const start = lengths[i - 1] as number;
      const a = points[i - 1] as ChartPoint;
      const b = points[i] as ChartPoint;
      const u = end === start ? 0 : (target - start) / (end - start);
      return {
        x: scale.x(a.t + u * (b.t - a.t)),
        y: scale.y(a.w + u * (b.w - a.w)),
        direction: { t: b.t - a.t, w: b.w - a.w },
      };
    }
  }
  return null;
}
