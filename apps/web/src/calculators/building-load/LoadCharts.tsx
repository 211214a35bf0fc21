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

/** Room for the value axis: its turned title and tick labels up to "1,200,000". */
const AXIS_WIDTH = 88;

interface ChartProps {
  /** The curves of the room, zone, system or building shown; required. */
  curves: LoadCurves;
  /** What the curves belong to, in the title ("System AHU-1"); required. */
  subject: string;
  unitSystem: UnitSystem;
  /** Greys the chart out (stale values); default false. */
  dimmed?: boolean;
}

/**
 * Loads in the unit system's load unit (Btu/h or W), for the chart to place and tick: its ticks
 * are then round in the unit it shows (10,000 Btu/h, not the 34,121 Btu/h of a round 10,000 W).
 */
const shownLoads = (valuesW: readonly number[], unitSystem: UnitSystem): number[] =>
  valuesW.map((watts) => fromSi(watts, 'heatRate', unitSystem));

/** A tick on the value axis: a whole number of the load unit. */
const loadTick = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

const loadAxisTitle = (unitSystem: UnitSystem) => `Cooling load (${loadUnit(unitSystem)})`;

/** The day the peak-day chart shows: the peak month's design day, the 21st. */
const designDay = (curves: LoadCurves) => `21 ${monthName(curves.peakDay.month)}`;

const peakDayTitle = ({ curves, subject, unitSystem }: ChartProps) =>
  `Peak day, ${designDay(curves)}, hour by hour: ${subject} (${loadUnit(unitSystem)})`;
const monthlyPeakTitle = ({ subject, unitSystem }: ChartProps) =>
  `Monthly peak cooling load: ${subject} (${loadUnit(unitSystem)})`;

/** A chart with a "Full screen" button, under the same title. */
function withFullScreen(
  title: (props: ChartProps) => string,
  Chart: (props: ChartProps) => ReactNode,
) {
  return function FullScreenChart(props: ChartProps) {
    return (
      <ChartFullScreen title={title(props)}>
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

function PeakDayLines(props: ChartProps) {
  const { curves, unitSystem, dimmed = false } = props;
  const frame = useChartFrame(AXIS_WIDTH, { xAxisTitle: true });
  const { plotWidth, plotHeight, top } = frame;
  const sensibleW = curves.peakDay.sensibleW;
  const totalW = sensibleW.map((s, h) => s + (curves.peakDay.latentW[h] ?? 0));
  const sensible = shownLoads(sensibleW, unitSystem);
  const total = shownLoads(totalW, unitSystem);
  const ticks = niceTicks(Math.min(0, ...sensible), Math.max(0, ...total), 4);
  const min = ticks[0] ?? 0;
  const max = ticks.at(-1) ?? 1;
  const y = (v: number) => top + plotHeight - ((v - min) / (max - min || 1)) * plotHeight;
  const x = (h: number) => AXIS_WIDTH + (h / 23) * plotWidth;
  const path = (values: readonly number[]) =>
    values.map((v, h) => `${h === 0 ? 'M' : 'L'}${x(h).toFixed(1)} ${y(v).toFixed(1)}`).join('');
  const description = totalW
    .map(
      (t, h) =>
        `${h + 1}:00 ${load(sensibleW[h] ?? 0, unitSystem)} sensible, ${load(t, unitSystem)} total`,
    )
    .join('; ');
  return (
    <ChartFigure
      frame={frame}
      title={peakDayTitle(props)}
      description={description}
      testId="building-peak-day-chart"
      dimmed={dimmed}
      axisTitles={{
        x: `Hour ending, ${designDay(curves)} (local standard time)`,
        y: loadAxisTitle(unitSystem),
      }}
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
      <ValueGrid frame={frame} ticks={ticks} y={y} format={loadTick} />
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

function MonthlyPeakBars(props: ChartProps) {
  const { curves, unitSystem, dimmed = false } = props;
  const frame = useChartFrame(AXIS_WIDTH, { xAxisTitle: true });
  const { plotWidth, plotHeight, top, bottom } = frame;
  const peaks = curves.monthlyPeaks.map((peak) => ({
    ...peak,
    total: fromSi(peak.totalW, 'heatRate', unitSystem),
  }));
  const ticks = niceTicks(0, Math.max(0, ...peaks.map((p) => p.total)), 4);
  const max = ticks.at(-1) ?? 1;
  const y = (v: number) => top + plotHeight - (Math.max(v, 0) / (max || 1)) * plotHeight;
  const slot = plotWidth / Math.max(peaks.length, 1);
  const description = peaks
    .map((p) => `${monthName(p.month)} ${load(p.totalW, unitSystem)} at ${p.hour}:00`)
    .join('; ');
  return (
    <ChartFigure
      frame={frame}
      title={monthlyPeakTitle(props)}
      description={description}
      testId="building-monthly-chart"
      dimmed={dimmed}
      axisTitles={{ x: 'Design day (the 21st of each month)', y: loadAxisTitle(unitSystem) }}
    >
      <ValueGrid frame={frame} ticks={ticks} y={y} format={loadTick} />
      {peaks.map((p, i) => (
        <g key={p.month}>
          <rect
            x={AXIS_WIDTH + i * slot + slot * 0.2}
            y={y(p.total)}
            width={Math.max(slot * 0.6, 1)}
            height={bottom - y(p.total)}
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
