import { Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatNumber } from '@org/ui';
import { BaseLine, ChartFigure, type ChartFrame } from './ChartFigure';
import chart from './chart.module.css';
import { MIN_CHART_WIDTH_PX } from './chart-size';
import classes from './head-flow-chart.module.css';
import { niceTicks } from './nice-ticks';

/** A point of a head–flow chart, in the calculation's units. */
export interface HeadFlowPoint {
  readonly flowRate: number;
  readonly head: number;
}

/** A marked point: its short label on the chart ("Design"), "… point" in the legend. */
export interface HeadFlowMarker {
  readonly key: string;
  readonly label: string;
  readonly point: HeadFlowPoint;
  /** Its colour: the design point, the duty (operating) point or a part-load duty. */
  readonly kind: 'design' | 'duty' | 'partLoad';
  /** A diamond instead of a dot; default false. */
  readonly diamond?: boolean;
  /** Where its label sits: above or below it, to its right or (above only) its left. */
  readonly labelAt: 'aboveRight' | 'aboveLeft' | 'belowRight';
}

export interface HeadFlowChartProps {
  /** The chart's name ("System curve chart"), also its report figure's; required. */
  title: string;
  /** The report's figure name (`data-report-figure`); required. */
  figureName: string;
  /** The svg's test id; required. */
  testId: string;
  /** Its description in words (its accessible name follows the title); required. */
  description: string;
  /** The system curve, sampled from zero flow; required. */
  systemCurve: readonly HeadFlowPoint[];
  /** The pump curve at its running speed, sampled; [] for none. */
  pumpCurve: readonly HeadFlowPoint[];
  /** The pump curve's legend ("Pump curve at 80 % speed"); required. */
  pumpLegend: string;
  /** The marked points, those that exist; required. */
  markers: readonly HeadFlowMarker[];
  /** Flow and head units ("gpm", "ft of water"); required. */
  flowUnit: string;
  headUnit: string;
  /** The svg's height, px; required. */
  height: number;
  /** The data table's caption and rows; required. */
  tableCaption: string;
  tableRows: readonly {
    readonly key: string;
    readonly label: string;
    readonly point: HeadFlowPoint;
  }[];
  /** Fades the curves and points (stale values); default false. */
  dimmed?: boolean;
}

const MARGIN = { top: 14, right: 18, bottom: 46, left: 58 };
/** Width used before the first measurement (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 560;
const LABEL_OFFSET = {
  aboveRight: { dx: 8, dy: -10, anchor: 'start' },
  aboveLeft: { dx: -8, dy: -10, anchor: 'end' },
  belowRight: { dx: 8, dy: 16, anchor: 'start' },
} as const;

const digits = (value: number, maximumFractionDigits: number) =>
  formatNumber(value, { maximumFractionDigits });

/**
 * Head against flow, as a pump's and a hydronic system's results draw it: the system curve, the
 * pump curve at its speed and the marked points on a small SVG chart with axes, ticks and units,
 * readable in both colour schemes, described in words (its accessible name) and in a data table.
 * The geometry only places the engine's numbers on screen.
 */
export function HeadFlowChart(props: HeadFlowChartProps) {
  const { systemCurve, pumpCurve, markers, flowUnit, headUnit, height, dimmed = false } = props;
  const { ref, width: measured } = useElementSize();
  // Never narrower than legible: a narrower box scrolls the chart sideways.
  const width = Math.max(measured > 0 ? measured : FALLBACK_WIDTH, MIN_CHART_WIDTH_PX);
  const all = [...systemCurve, ...pumpCurve, ...markers.map((m) => m.point)];
  const xTicks = niceTicks(0, Math.max(...all.map((p) => p.flowRate), 1e-9));
  const yTicks = niceTicks(
    Math.min(0, ...all.map((p) => p.head)),
    Math.max(...all.map((p) => p.head), 1e-9),
  );
  const xMax = xTicks[xTicks.length - 1] ?? 1;
  const yMin = yTicks[0] ?? 0;
  const yMax = yTicks[yTicks.length - 1] ?? 1;
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 40);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const x = (flow: number) => MARGIN.left + (flow / xMax) * plotWidth;
  const y = (head: number) => MARGIN.top + ((yMax - head) / (yMax - yMin || 1)) * plotHeight;
  const path = (points: readonly HeadFlowPoint[]) =>
    points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.flowRate).toFixed(1)},${y(p.head).toFixed(1)}`)
      .join(' ');
  const withPump = pumpCurve.length > 1;
  const ticks = [
    ...xTicks.map((tick) => ({
      key: `x${tick}`,
      tick,
      grid: { x1: x(tick), x2: x(tick), y1: MARGIN.top, y2: MARGIN.top + plotHeight },
      label: { x: x(tick), y: MARGIN.top + plotHeight + 16, textAnchor: 'middle' as const },
    })),
    ...yTicks.map((tick) => ({
      key: `y${tick}`,
      tick,
      grid: { x1: MARGIN.left, x2: MARGIN.left + plotWidth, y1: y(tick), y2: y(tick) },
      label: {
        x: MARGIN.left - 6,
        y: y(tick),
        textAnchor: 'end' as const,
        dominantBaseline: 'central' as const,
      },
    })),
  ];
  const legend: { swatch: string; text: string; diamond?: boolean | undefined }[] = [
    { swatch: `${classes.swatchLine} ${classes.system}`, text: 'System curve' },
    ...(withPump
      ? [{ swatch: `${classes.swatchLine} ${classes.pump}`, text: props.pumpLegend }]
      : []),
    ...markers.map((m) => ({
      swatch: `${classes.swatchDot} ${classes[m.kind]}`,
      diamond: m.diamond,
      text: `${m.label} point`,
    })),
  ];

  const frame: ChartFrame = {
    ref,
    width,
    height,
    axisWidth: MARGIN.left,
    plotWidth,
    plotHeight,
    top: MARGIN.top,
    bottom: MARGIN.top + plotHeight,
    scrolls: measured > 0 && measured < MIN_CHART_WIDTH_PX,
  };

  return (
    <ChartFigure
      frame={frame}
      title={props.title}
      description={props.description}
      testId={props.testId}
      reportTitle={props.figureName}
      dimmed={dimmed}
      axisTitles={{ x: `Flow, ${flowUnit}`, y: `Head, ${headUnit}` }}
      caption={
        <>
          <div className={classes.legend} aria-hidden="true">
            {legend.map(({ swatch, diamond, text }) => (
              <Text key={text} size="xs" className={classes.legendItem}>
                <span className={swatch} data-diamond={diamond || undefined} /> {text}
              </Text>
            ))}
          </div>
          <details className={classes.data}>
            <summary>Chart data as a table</summary>
            <Table mt="xs" fz="sm" striped withTableBorder>
              <Table.Caption>{props.tableCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Point</Table.Th>
                  <Table.Th scope="col">Flow, {flowUnit}</Table.Th>
                  <Table.Th scope="col">Head, {headUnit}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {props.tableRows.map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Th scope="row" fw={400}>
                      {row.label}
                    </Table.Th>
                    <Table.Td>{digits(row.point.flowRate, 2)}</Table.Td>
                    <Table.Td>{digits(row.point.head, 2)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </details>
        </>
      }
    >
      {ticks.map(({ key, tick, grid, label }) => (
        <g key={key}>
          <line {...grid} className={chart.grid} />
          <text {...label} className={chart.tick}>
            {digits(tick, 3)}
          </text>
        </g>
      ))}
      <line
        x1={MARGIN.left}
        x2={MARGIN.left}
        y1={MARGIN.top}
        y2={MARGIN.top + plotHeight}
        className={chart.axis}
      />
      <BaseLine frame={frame} y={y(0)} />
      <path d={path(systemCurve)} className={`${classes.curve} ${classes.system}`} />
      {withPump ? (
        <path d={path(pumpCurve)} className={`${classes.curve} ${classes.pump}`} />
      ) : null}
      {markers.map((m) => {
        const [cx, cy] = [x(m.point.flowRate), y(m.point.head)];
        const at = LABEL_OFFSET[m.labelAt];
        return (
          <g key={m.key}>
            {m.diamond ? (
              <rect
                x={cx - 5}
                y={cy - 5}
                width={10}
                height={10}
                transform={`rotate(45 ${cx} ${cy})`}
                className={`${classes.marker} ${classes[m.kind]}`}
              />
            ) : (
              <circle cx={cx} cy={cy} r={5.5} className={`${classes.marker} ${classes[m.kind]}`} />
            )}
            <text
              x={cx + at.dx}
              y={cy + at.dy}
              textAnchor={at.anchor}
              className={classes.pointLabel}
            >
              {m.label}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
