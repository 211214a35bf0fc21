import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import classes from './BreakdownChart.module.css';
import chartBox from '../../charts/chart-box.module.css';
import chart from '../../charts/chart.module.css';
import { MIN_CHART_WIDTH_PX } from '../../charts/chart-size';
import { ChartFullScreen } from '../../charts/ChartFullScreen';
import {
  BAR_HEIGHT,
  LABEL_WIDTH,
  PADDING,
  ROW_HEIGHT,
  breakdownLayout,
  type BreakdownItem,
} from './breakdown-geometry';

export interface BreakdownChartProps {
  /** Bars in display order; required. */
  items: BreakdownItem[];
  /** Unit of every value, e.g. "Btu/h"; required. */
  unit: string;
  /** What the chart shows, the start of its accessible name; required. */
  title: string;
  /** Greys the bars out (stale values); default false. */
  dimmed?: boolean;
}

/**
 * Width used before the first measurement (and in tests, where nothing is laid out): the narrowest
 * legible one, at which the public page's HTML draws it. Wider, it overflowed a desktop column
 * narrower than itself and cut the last bar's value off until the app measured the box; a phone's
 * box, narrower still, scrolls it sideways at this width before and after.
 */
const FALLBACK_WIDTH = MIN_CHART_WIDTH_PX;

/**
 * A horizontal bar chart drawn in SVG: one bar per item from a zero axis, gains rightwards and
 * credits (negative values) leftwards, each labelled with its value, with a "Full screen" button.
 * The geometry only places the engine's numbers on screen.
 */
export function BreakdownChart(props: BreakdownChartProps) {
  return (
    <ChartFullScreen title={props.title}>
      <BreakdownBars {...props} />
    </ChartFullScreen>
  );
}

function BreakdownBars({ items, unit, title, dimmed = false }: BreakdownChartProps) {
  const { ref, width: measured } = useElementSize();
  // Never narrower than legible: a narrower box scrolls the chart sideways.
  const width = Math.max(measured > 0 ? measured : FALLBACK_WIDTH, MIN_CHART_WIDTH_PX);
  const { height, zeroX, hasNegative, bars, summary } = breakdownLayout(items, width, title, unit);

  return (
    <div ref={ref} className={`${chartBox.box} ${classes.root}`} data-dimmed={dimmed || undefined}>
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className={chart.svg}
      >
        {bars.map(({ item, y, barX, barWidth, negative, valueX, valueText }) => {
          const textY = y + ROW_HEIGHT / 2;
          return (
            <g key={item.key} data-key={item.key}>
              <text
                x={LABEL_WIDTH - 10}
                y={textY}
                textAnchor="end"
                dominantBaseline="central"
                className={classes.label}
              >
                {item.label}
              </text>
              {barWidth > 0 ? (
                <rect
                  x={barX}
                  y={y + (ROW_HEIGHT - BAR_HEIGHT) / 2}
                  width={barWidth}
                  height={BAR_HEIGHT}
                  rx={2}
                  className={negative ? classes.barNegative : classes.barPositive}
                />
              ) : null}
              {/* The early answer of a prerendered page may have changed it (breakdown-geometry). */}
              <text
                x={valueX}
                y={textY}
                textAnchor={negative ? 'end' : 'start'}
                dominantBaseline="central"
                className={classes.value}
                suppressHydrationWarning
              >
                {valueText}
              </text>
            </g>
          );
        })}
        <line
          x1={zeroX}
          x2={zeroX}
          y1={PADDING / 2}
          y2={height - PADDING / 2}
          className={chart.axis}
        />
      </svg>
      <Group gap="md" mt={4} aria-hidden="true">
        <Text size="xs" c="dimmed" className={classes.legendItem}>
          <span className={classes.swatchPositive} /> Adds to the load ({unit})
        </Text>
        {hasNegative ? (
          <Text size="xs" c="dimmed" className={classes.legendItem}>
            <span className={classes.swatchNegative} /> Reduces the load
          </Text>
        ) : null}
      </Group>
    </div>
  );
}
