import { Group, Text } from '@mantine/core';
import classes from './MonthlyCostChart.module.css';
import { MONTH_ABBREVIATIONS as MONTH_NAMES } from '@org/hvac-core/weather';
import { money } from './result-text';
import { niceTicks } from '../../charts/nice-ticks';
import {
  BaseLine,
  CategoryLabel,
  ChartFigure,
  ValueGrid,
  useChartFrame,
} from '../../charts/ChartFigure';
import { ChartFullScreen } from '../../charts/ChartFullScreen';

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

const AXIS_WIDTH = 64;
const TICKS = 4;

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
  const frame = useChartFrame(AXIS_WIDTH);
  const { plotWidth, plotHeight, top, bottom } = frame;
  // Round amounts on the axis ($100, $200, …), the top tick at or above the dearest month.
  const ticks = niceTicks(0, Math.max(0, ...series.flatMap((s) => s.values)), TICKS);
  const max = ticks.at(-1) ?? 0;
  const slot = plotWidth / MONTH_NAMES.length;
  const barWidth = Math.max((slot * 0.8) / Math.max(series.length, 1), 1);
  const y = (value: number) => top + plotHeight - (max > 0 ? (value / max) * plotHeight : 0);

  const description = series
    .map(
      (s) =>
        `${s.name}: ${s.values.map((v, i) => `${MONTH_NAMES[i]} ${money(v, currency)}`).join(', ')}`,
    )
    .join('. ');

  return (
    <ChartFigure
      frame={frame}
      title={title}
      description={description}
      testId="energy-monthly-chart"
      reportTitle="Monthly energy cost"
      dimmed={dimmed}
      caption={
        <>
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
        </>
      }
    >
      <ValueGrid frame={frame} ticks={ticks} y={y} format={(value) => money(value, currency)} />
      {MONTH_NAMES.map((month, m) => {
        const x0 = AXIS_WIDTH + m * slot + slot * 0.1;
        return (
          <g key={month}>
            {series.map((s, i) => {
              const value = s.values[m] ?? 0;
              const barTop = y(value);
              return (
                <rect
                  key={s.key}
                  x={x0 + i * barWidth}
                  y={barTop}
                  width={Math.max(barWidth - 1, 1)}
                  height={bottom - barTop}
                  className={classes[`series${i % 4}`]}
                />
              );
            })}
            <CategoryLabel frame={frame} x={AXIS_WIDTH + m * slot + slot / 2}>
              {month}
            </CategoryLabel>
          </g>
        );
      })}
      <BaseLine frame={frame} />
    </ChartFigure>
  );
}
