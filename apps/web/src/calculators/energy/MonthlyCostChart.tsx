import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import classes from './MonthlyCostChart.module.css';
import { MONTH_NAMES, money } from './field-ui';
import { niceTicks } from '../../charts/nice-ticks';
import { MIN_CHART_WIDTH_PX } from '../../charts/chart-size';
import chartBox from '../../charts/chart-box.module.css';
import { ChartFullScreen, useChartHeight } from '../../charts/ChartFullScreen';

/** One option's twelve monthly values. */
export interface MonthlySeries {
  /** Stable key. */
  key: string;
  /** Option name, in the legend and the text alternative. */
  name: string;
  /** Twelve values, January first. */
  values: readonly number[];
}

export interface MonthlyCostChartProps {
  /** Up to four series drawn side by side in each month; required. */
  series: readonly MonthlySeries[];
  /** Currency label of the values, e.g. "$"; required. */
  currency: string;
  /** What the chart shows, its accessible name; required. */
  title: string;
  /** Greys the bars out (stale values); default false. */
  dimmed?: boolean;
}

const HEIGHT = 220;
const AXIS_WIDTH = 64;
const BOTTOM = 24;
const TOP = 10;
const TICKS = 4;
/** Width used before the first measurement (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 640;

/**
 * Monthly cost as grouped vertical bars, one colour per option, drawn in plain SVG, with a "Full
 * screen" button. The geometry only places the engine's numbers on screen; the monthly table
 * beside it holds the same numbers.
 */
export function MonthlyCostChart(props: MonthlyCostChartProps) {
  return (
    <ChartFullScreen title={props.title}>
      <MonthlyCostBars {...props} />
    </ChartFullScreen>
  );
}

function MonthlyCostBars({ series, currency, title, dimmed = false }: MonthlyCostChartProps) {
  const { ref, width: measured } = useElementSize();
  const height = useChartHeight(HEIGHT);
  // Never narrower than legible: a narrower box scrolls the chart sideways.
  const width = Math.max(measured > 0 ? measured : FALLBACK_WIDTH, MIN_CHART_WIDTH_PX);
  const titleId = useId();
  const descId = useId();

  // Round amounts on the axis ($100, $200, …), the top tick at or above the dearest month.
  const ticks = niceTicks(0, Math.max(0, ...series.flatMap((s) => s.values)), TICKS);
  const max = ticks.at(-1) ?? 0;
  const plotWidth = Math.max(width - AXIS_WIDTH - 4, 120);
  const plotHeight = height - TOP - BOTTOM;
  const slot = plotWidth / MONTH_NAMES.length;
  const barWidth = Math.max((slot * 0.8) / Math.max(series.length, 1), 1);
  const y = (value: number) => TOP + plotHeight - (max > 0 ? (value / max) * plotHeight : 0);

  const description = series
    .map(
      (s) =>
        `${s.name}: ${s.values.map((v, i) => `${MONTH_NAMES[i]} ${money(v, currency)}`).join(', ')}`,
    )
    .join('. ');

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
          data-testid="energy-monthly-chart"
          data-report-figure="Monthly energy cost"
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}.</desc>
          {ticks.map((value, k) => {
            const ty = y(value);
            return (
              <g key={k}>
                <line
                  x1={AXIS_WIDTH}
                  x2={AXIS_WIDTH + plotWidth}
                  y1={ty}
                  y2={ty}
                  className={classes.grid}
                />
                <text
                  x={AXIS_WIDTH - 6}
                  y={ty}
                  textAnchor="end"
                  dominantBaseline="central"
                  className={classes.tick}
                >
                  {money(value, currency)}
                </text>
              </g>
            );
          })}
          {MONTH_NAMES.map((month, m) => {
            const x0 = AXIS_WIDTH + m * slot + slot * 0.1;
            return (
              <g key={month}>
                {series.map((s, i) => {
                  const value = s.values[m] ?? 0;
                  const top = y(value);
                  return (
                    <rect
                      key={s.key}
                      x={x0 + i * barWidth}
                      y={top}
                      width={Math.max(barWidth - 1, 1)}
                      height={TOP + plotHeight - top}
                      className={classes[`series${i % 4}`]}
                    />
                  );
                })}
                <text
                  x={AXIS_WIDTH + m * slot + slot / 2}
                  y={height - BOTTOM / 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className={classes.tick}
                >
                  {month}
                </text>
              </g>
            );
          })}
          <line
            x1={AXIS_WIDTH}
            x2={AXIS_WIDTH + plotWidth}
            y1={TOP + plotHeight}
            y2={TOP + plotHeight}
            className={classes.axis}
          />
        </svg>
      </div>
      <figcaption>
        <Group gap="md" mt={4}>
          {series.map((s, i) => (
            <Text key={s.key} size="xs" className={classes.legendItem}>
              <span
                className={`${classes.swatch} ${classes[`swatch${i % 4}`]}`}
                aria-hidden="true"
              />
              {s.name}
            </Text>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt={2}>
          {title}. The monthly table gives the same numbers.
        </Text>
      </figcaption>
    </figure>
  );
}
