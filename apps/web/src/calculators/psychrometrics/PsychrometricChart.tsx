import {
  ashrae55ComfortZones,
  chartPointOf,
  type ChartGeometry,
  type ChartLine,
  type ChartPoint,
  type PsychrometricChartResult,
} from '@org/hvac-core/psychrometrics';
import { formatNumber } from '@org/ui';
import { memo, useId, useMemo, useSyncExternalStore } from 'react';
import { CHART_SIZE, chartScale, pointAlong, type ChartScale } from './chart-scale';
import { layoutLabels, type LabelCandidate, type PlacedLabel } from './label-layout';
import classes from './PsychrometricChart.module.css';
import type { PointerStore } from './pointer-store';

export interface PsychrometricChartProps {
  /** The chart's lines (hvac-core `psychrometricChartGeometry`); required. */
  geometry: ChartGeometry;
  /** States and processes to plot; null draws the empty chart. */
  result: PsychrometricChartResult | null;
  /** Draw the simplified ASHRAE 55 comfort zones; default false. */
  showComfortZone?: boolean;
  /** Where the pointer's chart point is published; required. */
  pointer: PointerStore;
  /** Called with the chart point clicked; required. */
  onAddState: (point: ChartPoint) => void;
}

const LABEL_FONT = 10.5;

/** The plot area as a rect's position and size. */
const plotBox = ({ x0, y0, x1, y1 }: ChartScale['plot']) => ({
  x: x0,
  y: y0,
  width: x1 - x0,
  height: y1 - y0,
});
const BOUNDS_PAD = 2;

/** The line families drawn over the grid, in drawing order: label key prefix, lines, line and label classes. */
const FAMILIES = [
  ['v', 'specificVolume', classes.volume, classes.volumeLabel],
  ['h', 'enthalpy', classes.enthalpy, classes.enthalpyLabel],
  ['wb', 'wetBulb', classes.wetBulb, classes.wetBulbLabel],
  ['rh', 'relativeHumidity', classes.rh, classes.rhLabel],
] as const;

/** The class of a background label, by its key's family prefix ("rh-50"). */
function labelClass(key: string): string {
  const family = FAMILIES.find(([prefix]) => key.startsWith(`${prefix}-`));
  return family ? `${classes.label} ${family[3]}` : (classes.label ?? '');
}

/** Where each family's labels may go, in priority order (RH first, then wet bulb, enthalpy, volume). */
function backgroundLabels(geometry: ChartGeometry, scale: ChartScale): PlacedLabel[] {
  type Positions = LabelCandidate['positions'];
  // At fractions of the line's length, nudged by (dx, dy) and turned with the line.
  const along = (
    line: ChartLine,
    fractions: readonly number[],
    dx: number,
    dy: number,
  ): Positions =>
    fractions
      .map((fraction) => pointAlong(line.points, fraction, scale))
      .filter((p) => p !== null)
      .map((p) => ({ x: p.x + dx, y: p.y + dy, angle: scale.angle(p.direction) }));
  // At distances from the line's label anchor along its direction (negative: backwards), nudged by dy.
  const fromAnchor = (line: ChartLine, distances: readonly number[], dy: number): Positions => {
    const anchor = line.labelAnchor;
    if (!anchor) return [];
    const angle = scale.angle(anchor.direction);
    const radians = (angle * Math.PI) / 180;
    const x = scale.x(anchor.point.t);
    const y = scale.y(anchor.point.w);
    return distances.map((d) => ({
      x: x + d * Math.cos(radians),
      y: y + d * Math.sin(radians) + dy,
      angle,
    }));
  };
  const label = (
    family: string,
    line: ChartLine,
    positions: Positions,
    anchor: LabelCandidate['anchor'],
  ): LabelCandidate => ({
    key: `${family}-${line.value}`,
    text: line.label,
    positions,
    anchor,
    fontSize: LABEL_FONT,
  });
  const anchored = (lines: readonly ChartLine[]) => lines.filter((line) => line.labelAnchor);
  const candidates: LabelCandidate[] = [
    ...geometry.relativeHumidity.map((line) =>
      label('rh', line, along(line, [0.86, 0.7, 0.55, 0.4, 0.95], 0, -3), 'middle'),
    ),
    ...anchored(geometry.wetBulb).map((line) =>
      label('wb', line, fromAnchor(line, [6, 26], -2), 'start'),
    ),
    ...anchored(geometry.enthalpy).map((line) =>
      label('h', line, fromAnchor(line, [-4, -12], 0), 'end'),
    ),
    // Just above the dry-bulb axis, along the line.
    ...anchored(geometry.specificVolume).map((line) =>
      label('v', line, along(line, [0.06, 0.16, 0.3], -3, 0), 'middle'),
    ),
  ];
  const { plot } = scale;
  return layoutLabels(candidates, {
    x0: plot.x0 - 40,
    y0: plot.y0 - BOUNDS_PAD,
    x1: plot.x1 + BOUNDS_PAD,
    y1: plot.y1 + BOUNDS_PAD,
  });
}

function LabelText({ label, className }: { label: PlacedLabel; className: string }) {
  return (
    <text
      x={label.x}
      y={label.y}
      fontSize={label.fontSize}
      textAnchor={label.anchor}
      transform={
        label.angle === 0
          ? undefined
          : `rotate(${label.angle.toFixed(2)} ${label.x.toFixed(1)} ${label.y.toFixed(1)})`
      }
      className={className}
    >
      {label.text}
    </text>
  );
}

/** The chart's lines, labels and axes: redrawn only when the unit system, pressure or window change. */
const ChartBackground = memo(function ChartBackground({
  geometry,
  scale,
}: {
  geometry: ChartGeometry;
  scale: ChartScale;
}) {
  const labels = useMemo(() => backgroundLabels(geometry, scale), [geometry, scale]);
  const { plot } = scale;
  const u = geometry.units;
  const legend = [
    { className: classes.rh, text: 'Relative humidity, %' },
    { className: classes.wetBulb, text: `Wet bulb, ${u.temperature}` },
    { className: classes.enthalpy, text: `Enthalpy, ${u.enthalpy}` },
    { className: classes.volume, text: `Specific volume, ${u.specificVolume}` },
  ];
  return (
    <g>
      <rect {...plotBox(plot)} className={classes.frame} />
      {[...geometry.dryBulbGrid, ...geometry.humidityRatioGrid].map((line) => (
        <path
          key={`${line.kind}-${line.value}`}
          d={scale.path(line.points)}
          className={classes.grid}
        />
      ))}
      {FAMILIES.flatMap(([prefix, lines, className]) =>
        geometry[lines].map((line) => (
          <path key={`${prefix}-${line.value}`} d={scale.path(line.points)} className={className} />
        )),
      )}
      <path d={scale.path(geometry.saturation.points)} className={classes.saturation} />
      {labels.map((label) => (
        <LabelText key={label.key} label={label} className={labelClass(label.key)} />
      ))}
      {geometry.dryBulbTicks.map((t) => (
        <text
          key={`xt-${t}`}
          x={scale.x(t)}
          y={plot.y1 + 16}
          textAnchor="middle"
          className={classes.tick}
        >
          {formatNumber(t, { maximumFractionDigits: 1 })}
        </text>
      ))}
      {geometry.humidityRatioTicks.map((w) => (
        <text
          key={`yt-${w}`}
          x={plot.x1 + 6}
          y={scale.y(w) + 4}
          textAnchor="start"
          className={classes.tick}
        >
          {formatNumber(w, { maximumFractionDigits: 1 })}
        </text>
      ))}
      <text
        x={(plot.x0 + plot.x1) / 2}
        y={plot.y1 + 38}
        textAnchor="middle"
        className={classes.axisTitle}
      >
        Dry-bulb temperature, {u.temperature}
      </text>
      <text
        x={CHART_SIZE.width - 20}
        y={(plot.y0 + plot.y1) / 2}
        textAnchor="middle"
        transform={`rotate(90 ${CHART_SIZE.width - 20} ${(plot.y0 + plot.y1) / 2})`}
        className={classes.axisTitle}
      >
        Humidity ratio, {u.humidityRatio}
      </text>
      <g transform={`translate(${plot.x0 + 12} ${plot.y0 + 18})`}>
        {legend.map((item, i) => (
          <g key={item.text} transform={`translate(0 ${i * 17})`}>
            <line x1={0} x2={22} y1={-4} y2={-4} className={item.className} />
            <text x={28} y={0} className={classes.tick}>
              {item.text}
            </text>
          </g>
        ))}
        <text x={0} y={legend.length * 17 + 4} className={classes.tick}>
          {`Pressure ${formatNumber(geometry.pressure, { maximumFractionDigits: 3 })} ${u.pressure}`}
        </text>
      </g>
    </g>
  );
});

function ComfortZones({ geometry, scale }: { geometry: ChartGeometry; scale: ChartScale }) {
  const zones = ashrae55ComfortZones(geometry.unitSystem);
  const { plot } = scale;
  return (
    <g data-testid="psychrometric-comfort-zone">
      {zones.map((zone) => {
        // Centred on the zone's bottom edge, just above the axis.
        const bottom = zone.polygon.filter((p) => p.w === 0);
        const t = bottom.reduce((sum, p) => sum + p.t, 0) / Math.max(bottom.length, 1);
        return (
          <g key={zone.id}>
            <path d={`${scale.path(zone.polygon)}Z`} className={classes.comfort} />
            <text
              x={scale.x(t)}
              y={plot.y1 - (zone.id === 'summer' ? 6 : 20)}
              textAnchor="middle"
              className={classes.comfortLabel}
            >
              {zone.label.replace(',', '')}
            </text>
          </g>
        );
      })}
      <text x={plot.x0 + 12} y={plot.y0 + 18 + 5 * 17 + 4} className={classes.comfortLabel}>
        Shaded: ASHRAE 55 simplified comfort zones
      </text>
    </g>
  );
}

/** Processes as arrows, states as labelled points. */
function StatesAndProcesses({
  result,
  scale,
}: {
  result: PsychrometricChartResult;
  scale: ChartScale;
}) {
  const markerId = `${useId().replace(/:/g, '')}-arrow`;
  const position = (id: string) => {
    const state = result.states.find((s) => s.id === id)?.state;
    if (!state) return null;
    const p = chartPointOf(state);
    return { x: scale.x(p.t), y: scale.y(p.w) };
  };
  const points = result.states.map((s) => {
    const p = chartPointOf(s.state);
    return { id: s.id, label: s.label, x: scale.x(p.t), y: scale.y(p.w) };
  });
  const labels = layoutLabels(
    points.map((p) => ({
      key: p.id,
      text: p.label,
      positions: [
        { x: p.x + 7, y: p.y - 6, angle: 0 },
        { x: p.x - 7, y: p.y - 6, angle: 0 },
        { x: p.x + 7, y: p.y + 15, angle: 0 },
        { x: p.x - 7, y: p.y + 15, angle: 0 },
        { x: p.x + 7, y: p.y - 20, angle: 0 },
      ],
      anchor: 'start' as const,
      fontSize: 13,
    })),
    { x0: 0, y0: 0, x1: CHART_SIZE.width, y1: CHART_SIZE.height },
    points.map((p) => ({ x0: p.x - 4, y0: p.y - 4, x1: p.x + 4, y1: p.y + 4 })),
  ).map((label) => {
    // A label placed left of its point reads from its end.
    const point = points.find((p) => p.id === label.key);
    return point && label.x < point.x ? { ...label, anchor: 'end' as const } : label;
  });
  return (
    <g>
      <defs>
        <marker
          id={markerId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0L10 5L0 10z" className={classes.arrowHead} />
        </marker>
      </defs>
      {result.processes.map((process) => {
        const to = position(process.toId);
        if (!to) return null;
        const adp = process.coil ? chartPointOf(process.coil.apparentDewPointState) : null;
        return (
          <g key={process.id} data-testid={`chart-process-${process.id}`}>
            {adp ? (
              <line
                x1={to.x}
                y1={to.y}
                x2={scale.x(adp.t)}
                y2={scale.y(adp.w)}
                className={classes.processAdp}
              />
            ) : null}
            {process.fromIds.map((fromId) => {
              const from = position(fromId);
              if (!from) return null;
              return (
                <line
                  key={fromId}
                  x1={from.x}
                  y1={from.y}
                  x2={to.x}
                  y2={to.y}
                  className={classes.process}
                  markerEnd={`url(#${markerId})`}
                />
              );
            })}
          </g>
        );
      })}
      {points.map((p) => (
        <circle key={p.id} cx={p.x} cy={p.y} r={4.5} className={classes.point} />
      ))}
      {labels.map((label) => (
        <LabelText key={label.key} label={label} className={classes.pointLabel ?? ''} />
      ))}
    </g>
  );
}

function Crosshair({ pointer, scale }: { pointer: PointerStore; scale: ChartScale }) {
  const point = useSyncExternalStore(pointer.subscribe, pointer.get, pointer.get);
  if (!point) return null;
  const x = scale.x(point.t);
  const y = scale.y(point.w);
  const { plot } = scale;
  return (
    <g data-report-exclude="">
      <line x1={x} x2={x} y1={plot.y0} y2={plot.y1} className={classes.crosshair} />
      <line x1={plot.x0} x2={plot.x1} y1={y} y2={y} className={classes.crosshair} />
    </g>
  );
}

/**
 * The psychrometric chart in SVG, drawn from hvac-core's geometry: saturation, RH, wet-bulb,
 * enthalpy and specific-volume lines, axes, states and processes, the optional comfort zones, and
 * a pointer layer (crosshair; click adds a state). The tables beside it are its text alternative.
 */
export function PsychrometricChart({
  geometry,
  result,
  showComfortZone = false,
  pointer,
  onAddState,
}: PsychrometricChartProps) {
  const titleId = useId();
  const descId = useId();
  const scale = useMemo(() => chartScale(geometry.range), [geometry.range]);
  const { plot } = scale;

  const chartPoint = (event: {
    readonly currentTarget: SVGRectElement;
    readonly clientX: number;
    readonly clientY: number;
  }): ChartPoint | null => {
    const svg = event.currentTarget.ownerSVGElement;
    if (!svg) return null;
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const x = ((event.clientX - box.left) * CHART_SIZE.width) / box.width;
    const y = ((event.clientY - box.top) * CHART_SIZE.height) / box.height;
    return scale.invert(x, y);
  };

  const stateCount = result?.states.length ?? 0;
  return (
    <div className={classes.root}>
      <svg
        viewBox={`0 0 ${CHART_SIZE.width} ${CHART_SIZE.height}`}
        className={classes.svg}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        data-testid="psychrometric-chart"
        data-report-figure="Psychrometric chart"
      >
        <title id={titleId}>
          {`Psychrometric chart at ${formatNumber(geometry.pressure, { maximumFractionDigits: 3 })} ${geometry.units.pressure}`}
        </title>
        <desc id={descId}>
          {`${stateCount} ${stateCount === 1 ? 'state' : 'states'} and ${result?.processes.length ?? 0} processes plotted on dry bulb (${geometry.units.temperature}) against humidity ratio (${geometry.units.humidityRatio}). The tables of states and processes below give every value.`}
        </desc>
        <ChartBackground geometry={geometry} scale={scale} />
        {showComfortZone ? <ComfortZones geometry={geometry} scale={scale} /> : null}
        {result ? <StatesAndProcesses result={result} scale={scale} /> : null}
        <Crosshair pointer={pointer} scale={scale} />
        <rect
          {...plotBox(plot)}
          className={classes.overlay}
          data-report-exclude=""
          data-testid="psychrometric-chart-surface"
          onPointerMove={(event) => pointer.set(chartPoint(event))}
          onPointerLeave={() => pointer.set(null)}
          onClick={(event) => {
            const point = chartPoint(event);
            if (point) onAddState(point);
          }}
        />
      </svg>
    </div>
  );
}
