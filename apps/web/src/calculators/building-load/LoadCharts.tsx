import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { LoadCurves } from '@org/hvac-core/building-load';
import { fromSi } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { useId } from 'react';
import { niceTicks } from '../../charts/nice-ticks';
import { MIN_CHART_WIDTH_PX } from '../../charts/chart-size';
import chartBox from '../../charts/chart-box.module.css';
import { ChartFullScreen, useChartHeight } from '../../charts/ChartFullScreen';
import { load, loadUnit, monthName } from './format';
import classes from './LoadCharts.module.css';

const HEIGHT = 220;
const AXIS_WIDTH = 72;
const BOTTOM = 24;
const TOP = 10;
/** Width used before the first measurement (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 640;

interface ChartProps {
  /** The curves of the room, zone, system or building shown; required. */
  curves: LoadCurves;
  /** What the curves belong to, in the title ("System AHU-1"); required. */
  subject: string;
  unitSystem: UnitSystem;
  /** Greys the chart out (stale values); default false. */
  dimmed?: boolean;
}

function useFrame() {
  const { ref, width: measured } = useElementSize();
  const height = useChartHeight(HEIGHT);
  // Never narrower than legible: a narrower box scrolls the chart sideways.
  const width = Math.max(measured > 0 ? measured : FALLBACK_WIDTH, MIN_CHART_WIDTH_PX);
  return {
    ref,
    width,
    height,
    plotWidth: Math.max(width - AXIS_WIDTH - 4, 120),
    plotHeight: height - TOP - BOTTOM,
  };
}

function Axis({
  ticks,
  y,
  plotWidth,
  system,
}: {
  ticks: readonly number[];
  y: (v: number) => number;
  plotWidth: number;
  system: UnitSystem;
}) {
  return (
    <>
      {ticks.map((value) => (
        <g key={value}>
          <line
            x1={AXIS_WIDTH}
            x2={AXIS_WIDTH + plotWidth}
            y1={y(value)}
            y2={y(value)}
            className={classes.grid}
          />
          <text
            x={AXIS_WIDTH - 6}
            y={y(value)}
            textAnchor="end"
            dominantBaseline="central"
            className={classes.tick}
          >
            {formatNumber(fromSi(value, 'heatRate', system), { maximumFractionDigits: 0 })}
          </text>
        </g>
      ))}
    </>
  );
}

const peakDayTitle = (subject: string, unitSystem: UnitSystem) =>
  `Peak day, hour by hour: ${subject} (${loadUnit(unitSystem)})`;
const monthlyPeakTitle = (subject: string, unitSystem: UnitSystem) =>
  `Monthly peak cooling load: ${subject} (${loadUnit(unitSystem)})`;

/**
 * The 24 hours of the peak day, sensible and total (sensible + latent) cooling load, as two lines in
 * plain SVG, with a "Full screen" button; the text alternative lists every hour. The geometry only
 * places the engine's numbers.
 */
export function PeakDayChart(props: ChartProps) {
  return (
    <ChartFullScreen title={peakDayTitle(props.subject, props.unitSystem)}>
      <PeakDayLines {...props} />
    </ChartFullScreen>
  );
}

function PeakDayLines({ curves, subject, unitSystem, dimmed = false }: ChartProps) {
  const { ref, width, height, plotWidth, plotHeight } = useFrame();
  const titleId = useId();
  const descId = useId();
  const sensible = curves.peakDay.sensibleW;
  const total = sensible.map((s, h) => s + (curves.peakDay.latentW[h] ?? 0));
  const ticks = niceTicks(Math.min(0, ...sensible), Math.max(0, ...total), 4);
  const min = ticks[0] ?? 0;
  const max = ticks.at(-1) ?? 1;
  const y = (v: number) => TOP + plotHeight - ((v - min) / (max - min || 1)) * plotHeight;
  const x = (h: number) => AXIS_WIDTH + (h / 23) * plotWidth;
  const path = (values: readonly number[]) =>
    values.map((v, h) => `${h === 0 ? 'M' : 'L'}${x(h).toFixed(1)} ${y(v).toFixed(1)}`).join('');
  const title = peakDayTitle(subject, unitSystem);
  const description = total
    .map(
      (t, h) =>
        `${h + 1}:00 ${load(sensible[h] ?? 0, unitSystem)} sensible, ${load(t, unitSystem)} total`,
    )
    .join('; ');
  return (
    <figure className={classes.figure} data-dimmed={dimmed || undefined}>
      <div ref={ref} className={chartBox.box}>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className={classes.svg}
          data-testid="building-peak-day-chart"
          data-report-figure={title}
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}.</desc>
          <Axis ticks={ticks} y={y} plotWidth={plotWidth} system={unitSystem} />
          {[1, 6, 12, 18, 24].map((hour) => (
            <text
              key={hour}
              x={x(hour - 1)}
              y={height - BOTTOM / 2}
              textAnchor="middle"
              dominantBaseline="central"
              className={classes.tick}
            >
              {hour}:00
            </text>
          ))}
          <line
            x1={AXIS_WIDTH}
            x2={AXIS_WIDTH + plotWidth}
            y1={y(0)}
            y2={y(0)}
            className={classes.axis}
          />
          <path d={path(sensible)} className={classes.sensible} />
          <path d={path(total)} className={classes.total} />
        </svg>
      </div>
      <figcaption>
        <Group gap="md" mt={4}>
          <Text size="xs">
            <span className={`${classes.swatch} ${classes.swatchSensible}`} aria-hidden />
            Sensible
          </Text>
          <Text size="xs">
            <span className={`${classes.swatch} ${classes.swatchTotal}`} aria-hidden />
            Total (sensible + latent)
          </Text>
        </Group>
      </figcaption>
    </figure>
  );
}

/**
 * The highest total cooling load of each design month, as bars, with a "Full screen" button; the
 * text alternative lists them.
 */
export function MonthlyPeakChart(props: ChartProps) {
  return (
    <ChartFullScreen title={monthlyPeakTitle(props.subject, props.unitSystem)}>
      <MonthlyPeakBars {...props} />
    </ChartFullScreen>
  );
}

function MonthlyPeakBars({ curves, subject, unitSystem, dimmed = false }: ChartProps) {
  const { ref, width, height, plotWidth, plotHeight } = useFrame();
  const titleId = useId();
  const descId = useId();
  const peaks = curves.monthlyPeaks;
  const ticks = niceTicks(0, Math.max(0, ...peaks.map((p) => p.totalW)), 4);
  const max = ticks.at(-1) ?? 1;
  const y = (v: number) => TOP + plotHeight - (Math.max(v, 0) / (max || 1)) * plotHeight;
  const slot = plotWidth / Math.max(peaks.length, 1);
  const title = monthlyPeakTitle(subject, unitSystem);
  const description = peaks
    .map((p) => `${monthName(p.month)} ${load(p.totalW, unitSystem)} at ${p.hour}:00`)
    .join('; ');
  return (
    <figure className={classes.figure} data-dimmed={dimmed || undefined}>
      <div ref={ref} className={chartBox.box}>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className={classes.svg}
          data-testid="building-monthly-chart"
          data-report-figure={title}
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}.</desc>
          <Axis ticks={ticks} y={y} plotWidth={plotWidth} system={unitSystem} />
          {peaks.map((p, i) => (
            <g key={p.month}>
              <rect
                x={AXIS_WIDTH + i * slot + slot * 0.2}
                y={y(p.totalW)}
                width={Math.max(slot * 0.6, 1)}
                height={TOP + plotHeight - y(p.totalW)}
                className={classes.bar}
              />
              <text
                x={AXIS_WIDTH + i * slot + slot / 2}
                y={height - BOTTOM / 2}
                textAnchor="middle"
                dominantBaseline="central"
                className={classes.tick}
              >
                {monthName(p.month)}
              </text>
            </g>
          ))}
          <line
            x1={AXIS_WIDTH}
            x2={AXIS_WIDTH + plotWidth}
            y1={TOP + plotHeight}
            y2={TOP + plotHeight}
            className={classes.axis}
          />
        </svg>
      </div>
    </figure>
  );
}
