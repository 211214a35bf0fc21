import { useElementSize } from '@mantine/hooks';
import { useId, type ReactNode, type RefCallback } from 'react';
import chartBox from './chart-box.module.css';
import { MIN_CHART_WIDTH_PX } from './chart-size';
import classes from './chart.module.css';
import { useChartHeight } from './ChartFullScreen';

const HEIGHT = 220;
/** Room under the plot for the category labels (hours, months). */
const BOTTOM = 24;
/** More room under them for the horizontal axis's title, when the chart has one. */
const AXIS_TITLE_HEIGHT = 16;
const TOP = 10;
/** Width used before the first measurement (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 640;

/** Where a chart draws: its measured size and the plot area left of the value axis. */
export interface ChartFrame {
  /** The box to measure. */
  readonly ref: RefCallback<HTMLDivElement>;
  readonly width: number;
  readonly height: number;
  /** Width of the value axis's labels, left of the plot. */
  readonly axisWidth: number;
  readonly plotWidth: number;
  readonly plotHeight: number;
  /** The y of the plot's top and bottom edges. */
  readonly top: number;
  readonly bottom: number;
  /** Whether the box is narrower than the chart, which then scrolls sideways. */
  readonly scrolls: boolean;
}

/**
 * The frame of a chart 220 px high (more in full screen), as wide as its box but never narrower
 * than legible: a narrower box scrolls the chart sideways. `xAxisTitle` leaves room under the
 * category labels for the horizontal axis's title (ChartFigure's `axisTitles.x`).
 */
export function useChartFrame(
  axisWidth: number,
  options: { readonly xAxisTitle?: boolean } = {},
): ChartFrame {
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const height = useChartHeight(HEIGHT);
  const width = Math.max(measured > 0 ? measured : FALLBACK_WIDTH, MIN_CHART_WIDTH_PX);
  const bottomMargin = BOTTOM + (options.xAxisTitle ? AXIS_TITLE_HEIGHT : 0);
  return {
    ref,
    width,
    height,
    axisWidth,
    plotWidth: Math.max(width - axisWidth - 4, 120),
    plotHeight: height - TOP - bottomMargin,
    top: TOP,
    bottom: height - bottomMargin,
    scrolls: measured > 0 && measured < MIN_CHART_WIDTH_PX,
  };
}

export interface ChartFigureProps {
  /** The frame from `useChartFrame`; required. */
  frame: ChartFrame;
  /** The chart's accessible name and the report's caption; required. */
  title: string;
  /** The text alternative: every value the chart draws, its full stop added; required. */
  description: string;
  /** Test id of the <svg>; required. */
  testId: string;
  /** The report's caption, when it differs from the title; default the title. */
  reportTitle?: string;
  /** Greys the bars and lines out (stale values); default false. */
  dimmed?: boolean;
  /** The legend and notes under the chart; default none. */
  caption?: ReactNode;
  /**
   * The axes' titles, drawn in the chart (and so in the report's copy of it): `y` along the value
   * axis, `x` under the category labels (give the frame `xAxisTitle` for its room); default none.
   */
  axisTitles?: { readonly x?: string; readonly y?: string };
  /** The chart's marks, drawn in the frame; required. */
  children: ReactNode;
}

/** A plain-SVG chart in its scrolling box: named by its title, described by its values, in the report. */
export function ChartFigure({
  frame,
  title,
  description,
  testId,
  reportTitle = title,
  dimmed = false,
  caption,
  axisTitles,
  children,
}: ChartFigureProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <figure className={classes.figure} data-dimmed={dimmed || undefined}>
      {/* A box that scrolls takes the keyboard's focus, so that the arrow keys scroll it. */}
      <div ref={frame.ref} className={chartBox.box} tabIndex={frame.scrolls ? 0 : undefined}>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={frame.width}
          height={frame.height}
          viewBox={`0 0 ${frame.width} ${frame.height}`}
          className={classes.svg}
          data-testid={testId}
          data-report-figure={reportTitle}
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description.endsWith('.') ? description : `${description}.`}</desc>
          {axisTitles?.y ? <ValueAxisTitle frame={frame} title={axisTitles.y} /> : null}
          {axisTitles?.x ? (
            <text
              x={frame.axisWidth + frame.plotWidth / 2}
              y={frame.height - 4}
              textAnchor="middle"
              className={classes.axisTitle}
            >
              {axisTitles.x}
            </text>
          ) : null}
          {children}
        </svg>
      </div>
      {caption === undefined ? null : <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** The value axis's title, turned along the axis at the chart's left edge. */
function ValueAxisTitle({ frame, title }: { frame: ChartFrame; title: string }) {
  const x = 10;
  const y = frame.top + frame.plotHeight / 2;
  return (
    <text
      x={x}
      y={y}
      transform={`rotate(-90 ${x} ${y})`}
      textAnchor="middle"
      dominantBaseline="central"
      className={classes.axisTitle}
    >
      {title}
    </text>
  );
}

export interface ValueGridProps {
  frame: ChartFrame;
  /** The values of the grid lines; required. */
  ticks: readonly number[];
  /** The y of a value; required. */
  y: (value: number) => number;
  /** A tick's label; required. */
  format: (value: number) => string;
}

/** Horizontal grid lines across the plot, each labelled on the value axis. */
export function ValueGrid({ frame, ticks, y, format }: ValueGridProps) {
  const { axisWidth, plotWidth } = frame;
  return ticks.map((value) => (
    <g key={value}>
      <line
        x1={axisWidth}
        x2={axisWidth + plotWidth}
        y1={y(value)}
        y2={y(value)}
        className={classes.grid}
      />
      <text
        x={axisWidth - 6}
        y={y(value)}
        textAnchor="end"
        dominantBaseline="central"
        className={classes.tick}
      >
        {format(value)}
      </text>
    </g>
  ));
}

/** A label centred at `x` under the plot (an hour, a month). */
export function CategoryLabel({
  frame,
  x,
  children,
}: {
  frame: ChartFrame;
  x: number;
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={frame.bottom + BOTTOM / 2}
      textAnchor="middle"
      dominantBaseline="central"
      className={classes.tick}
    >
      {children}
    </text>
  );
}

/** The axis line across the plot at `y` (the zero line; default the plot's bottom edge). */
export function BaseLine({ frame, y = frame.bottom }: { frame: ChartFrame; y?: number }) {
  return (
    <line
      x1={frame.axisWidth}
      x2={frame.axisWidth + frame.plotWidth}
      y1={y}
      y2={y}
      className={classes.axis}
    />
  );
}
