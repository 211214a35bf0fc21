import { Group, Text } from '@mantine/core';
import type { LoadCurves } from '@org/hvac-core/building-load';
import { fromSi } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ReactNode } from 'react';
import { formatNumber } from '@org/ui';
import { niceTicks } from '../../charts/nice-ticks';
import {
  BaseLine,
  CategoryLabel,
  ChartFigure,
  ValueGrid,
  useChartFrame,
} from '../../charts/ChartFigure';
import { ChartFullScreen } from '../../charts/ChartFullScreen';
import { load, loadUnit, monthName } from './format';
import classes from './LoadCharts.module.css';

const AXIS_WIDTH = 72;

interface ChartProps {
  /** The curves of the room, zone, system or building shown; required. */
  curves: LoadCurves;
  /** What the curves belong to, in the title ("System AHU-1"); required. */
  subject: string;
  unitSystem: UnitSystem;
  /** Greys the chart out (stale values); default false. */
  dimmed?: boolean;
}

/** A load on the value axis, whole in the unit system's load unit. */
const loadTick = (unitSystem: UnitSystem) => (valueW: number) =>
  formatNumber(fromSi(valueW, 'heatRate', unitSystem), { maximumFractionDigits: 0 });

const peakDayTitle = (subject: string, unitSystem: UnitSystem) =>
  `Peak day, hour by hour: ${subject} (${loadUnit(unitSystem)})`;
const monthlyPeakTitle = (subject: string, unitSystem: UnitSystem) =>
  `Monthly peak cooling load: ${subject} (${loadUnit(unitSystem)})`;

/** A chart with a "Full screen" button, under the same title. */
function withFullScreen(
  title: (subject: string, unitSystem: UnitSystem) => string,
  Chart: (props: ChartProps) => ReactNode,
) {
  return function FullScreenChart(props: ChartProps) {
    return (
      <ChartFullScreen title={title(props.subject, props.unitSystem)}>
        <Chart {...props} />
      </ChartFullScreen>
    );
  };
}

/**
 * The 24 hours of the peak day, sensible and total (sensible + latent) cooling load, as two lines in
 * plain SVG, with a "Full screen" button; the text alternative lists every hour. The geometry only
 * places the engine's numbers.
 */
export const PeakDayChart = withFullScreen(peakDayTitle, PeakDayLines);

/**
 * The highest total cooling load of each design month, as bars, with a "Full screen" button; the
 * text alternative lists them.
 */
export const MonthlyPeakChart = withFullScreen(monthlyPeakTitle, MonthlyPeakBars);

function PeakDayLines({ curves, subject, unitSystem, dimmed = false }: ChartProps) {
  const frame = useChartFrame(AXIS_WIDTH);
  const { plotWidth, plotHeight, top } = frame;
  const sensible = curves.peakDay.sensibleW;
  const total = sensible.map((s, h) => s + (curves.peakDay.latentW[h] ?? 0));
  const ticks = niceTicks(Math.min(0, ...sensible), Math.max(0, ...total), 4);
  const min = ticks[0] ?? 0;
  const max = ticks.at(-1) ?? 1;
  const y = (v: number) => top + plotHeight - ((v - min) / (max - min || 1)) * plotHeight;
  const x = (h: number) => AXIS_WIDTH + (h / 23) * plotWidth;
  const path = (values: readonly number[]) =>
    values.map((v, h) => `${h === 0 ? 'M' : 'L'}${x(h).toFixed(1)} ${y(v).toFixed(1)}`).join('');
  const description = total
    .map(
      (t, h) =>
        `${h + 1}:00 ${load(sensible[h] ?? 0, unitSystem)} sensible, ${load(t, unitSystem)} total`,
    )
    .join('; ');
  return (
    <ChartFigure
      frame={frame}
      title={peakDayTitle(subject, unitSystem)}
      description={description}
      testId="building-peak-day-chart"
      dimmed={dimmed}
      caption={
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
      }
    >
      <ValueGrid frame={frame} ticks={ticks} y={y} format={loadTick(unitSystem)} />
      {[1, 6, 12, 18, 24].map((hour) => (
        <CategoryLabel key={hour} frame={frame} x={x(hour - 1)}>
          {hour}:00
        </CategoryLabel>
      ))}
      <BaseLine frame={frame} y={y(0)} />
      <path d={path(sensible)} className={classes.sensible} />
      <path d={path(total)} className={classes.total} />
    </ChartFigure>
  );
}

function MonthlyPeakBars({ curves, subject, unitSystem, dimmed = false }: ChartProps) {
  const frame = useChartFrame(AXIS_WIDTH);
  const { plotWidth, plotHeight, top, bottom } = frame;
  const peaks = curves.monthlyPeaks;
  const ticks = niceTicks(0, Math.max(0, ...peaks.map((p) => p.totalW)), 4);
  const max = ticks.at(-1) ?? 1;
  const y = (v: number) => top + plotHeight - (Math.max(v, 0) / (max || 1)) * plotHeight;
  const slot = plotWidth / Math.max(peaks.length, 1);
  const description = peaks
    .map((p) => `${monthName(p.month)} ${load(p.totalW, unitSystem)} at ${p.hour}:00`)
    .join('; ');
  return (
    <ChartFigure
      frame={frame}
      title={monthlyPeakTitle(subject, unitSystem)}
      description={description}
      testId="building-monthly-chart"
      dimmed={dimmed}
    >
      <ValueGrid frame={frame} ticks={ticks} y={y} format={loadTick(unitSystem)} />
      {peaks.map((p, i) => (
        <g key={p.month}>
          <rect
            x={AXIS_WIDTH + i * slot + slot * 0.2}
            y={y(p.totalW)}
            width={Math.max(slot * 0.6, 1)}
            height={bottom - y(p.totalW)}
            className={classes.bar}
          />
          <CategoryLabel frame={frame} x={AXIS_WIDTH + i * slot + slot / 2}>
            {monthName(p.month)}
          </CategoryLabel>
        </g>
      ))}
      <BaseLine frame={frame} />
    </ChartFigure>
  );
}
