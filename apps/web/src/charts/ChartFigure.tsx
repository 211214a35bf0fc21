import { useElementSize } from '@mantine/hooks';
import { useId, type ReactNode, type RefCallback } from 'react';
import chartBox from './chart-box.module.css';
import { MIN_CHART_WIDTH_PX } from './chart-size';
import classes from './chart.module.css';
import { useChartHeight } from './ChartFullScreen';

const HEIGHT = 220;
const BOTTOM = 24;
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
}

/**
 * The frame of a chart 220 px high (more in full screen), as wide as its box but never narrower
 * than legible: a narrower box scrolls the chart sideways.
 */
export function useChartFrame(axisWidth: number): ChartFrame {
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const height = useChartHeight(HEIGHT);
  const width = Math.max(measured > 0 ? measured : FALLBACK_WIDTH, MIN_CHART_WIDTH_PX);
  return {
    ref,
    width,
    height,
    axisWidth,
    plotWidth: Math.max(width - axisWidth - 4, 120),
    plotHeight: height - TOP - BOTTOM,
    top: TOP,
    bottom: height - BOTTOM,
  };
}

export interface ChartFigureProps {
  /** The frame from `useChartFrame`; required. */
  frame: ChartFrame;
  /** The chart's accessible name and the report's caption; required. */
  title: string;
  /** The text alternative: every value the chart draws; required. */
  description: string;
  /** Test id of the <svg>; required. */
  testId: string;
  /** The report's caption, when it differs from the title; default the title. */
  reportTitle?: string;
  /** Greys the bars and lines out (stale values); default false. */
  dimmed?: boolean;
  /** The legend and notes under the chart; default none. */
  caption?: ReactNode;
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
  children,
}: ChartFigureProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <figure className={classes.figure} data-dimmed={dimmed || undefined}>
      <div ref={frame.ref} className={chartBox.box}>
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
          <desc id={descId}>{description}.</desc>
          {children}
        </svg>
      </div>
      {caption === undefined ? null : <figcaption>{caption}</figcaption>}
    </figure>
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
      y={(frame.bottom + frame.height) / 2}
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
