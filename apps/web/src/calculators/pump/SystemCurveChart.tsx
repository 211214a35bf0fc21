import { Table, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatNumber } from '@org/ui';
import { useId } from 'react';
import { niceTicks } from '../../charts/nice-ticks';
import classes from './SystemCurveChart.module.css';
import chartBox from '../../charts/chart-box.module.css';
import chart from '../../charts/chart.module.css';
import { MIN_CHART_WIDTH_PX } from '../../charts/chart-size';
import { useChartHeight } from '../../charts/ChartFullScreen';

/** A point of a head–flow chart, in the calculation's units. */
export interface ChartPoint {
  readonly flowRate: number;
  readonly head: number;
}

export interface SystemCurveChartProps {
  /** The system curve H = Hs + k·Q², sampled from zero flow; required. */
  systemCurve: readonly ChartPoint[];
  /** The design point (design flow, total dynamic head); required. */
  designPoint: ChartPoint;
  /** The pump curve at its running speed, sampled; default none. */
  pumpCurve?: readonly ChartPoint[] | null;
  /** The pump curve's entered points (for the data table); default none. */
  pumpCurvePoints?: readonly ChartPoint[] | null;
  /** Running speed of the pump curve, %; default 100. */
  speedPercent?: number;
  /** Where the pump and system curves cross; default none. */
  operatingPoint?: ChartPoint | null;
  /** Flow unit, e.g. "gpm"; required. */
  flowUnit: string;
  /** Head unit, e.g. "ft of water"; required. */
  headUnit: string;
  /** Fades the curves (stale values); default false. */
  dimmed?: boolean;
}

const HEIGHT = 300;
const MARGIN = { top: 14, right: 18, bottom: 46, left: 58 };
/** Width used before the first measurement (and in tests, where nothing is laid out). */
const FALLBACK_WIDTH = 560;

function pathOf(points: readonly ChartPoint[], x: (q: number) => number, y: (h: number) => number) {
  return points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.flowRate).toFixed(1)},${y(p.head).toFixed(1)}`)
    .join(' ');
}

/**
 * The system curve with the design point and, when a pump curve is entered, the pump curve at its
 * speed and the operating point: a small SVG chart with axes, ticks and units, readable in both
 * colour schemes, described in words (its accessible name) and in a data table. The geometry only
 * places the engine's numbers on screen.
 */
export function SystemCurveChart({
  systemCurve,
  designPoint,
  pumpCurve = null,
  pumpCurvePoints = null,
  speedPercent = 100,
  operatingPoint = null,
  flowUnit,
  headUnit,
  dimmed = false,
}: SystemCurveChartProps) {
  const { ref, width: measured } = useElementSize();
  const height = useChartHeight(HEIGHT);
  // Never narrower than legible: a narrower box scrolls the chart sideways.
  const width = Math.max(measured > 0 ? measured : FALLBACK_WIDTH, MIN_CHART_WIDTH_PX);
  const titleId = useId();
  const descriptionId = useId();

  const all = [
    ...systemCurve,
    designPoint,
    ...(pumpCurve ?? []),
    ...(operatingPoint ? [operatingPoint] : []),
  ];
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

  const f = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
  const pointText = (p: ChartPoint) => `${f(p.flowRate)} ${flowUnit} at ${f(p.head)} ${headUnit}`;
  const description = [
    `Head against flow, ${headUnit} against ${flowUnit}.`,
    `System curve from ${pointText(systemCurve[0] ?? designPoint)} through the design point, ${pointText(designPoint)}, to ${pointText(systemCurve[systemCurve.length - 1] ?? designPoint)}.`,
    pumpCurve && pumpCurve.length > 0
      ? `Pump curve at ${f(speedPercent)} % speed from ${pointText(pumpCurve[0]!)} to ${pointText(pumpCurve[pumpCurve.length - 1]!)}.`
      : '',
    operatingPoint ? `Operating point ${pointText(operatingPoint)}.` : '',
    pumpCurve && !operatingPoint ? 'The pump curve does not cross the system curve.' : '',
  ]
    .filter(Boolean)
    .join(' ');

  const tableRows: { key: string; label: string; point: ChartPoint }[] = [
    { key: 'design', label: 'Design point', point: designPoint },
    ...(operatingPoint
      ? [{ key: 'operating', label: 'Operating point', point: operatingPoint }]
      : []),
    ...systemCurve
      .filter((_, i) => i % 5 === 0 || i === systemCurve.length - 1)
      .map((point, i) => ({ key: `system-${i}`, label: 'System curve', point })),
    ...(pumpCurvePoints ?? []).map((point, i) => ({
      key: `pump-${i}`,
      label: 'Pump curve (entered, 100 % speed)',
      point,
    })),
  ];

  return (
    <div ref={ref} className={`${chartBox.box} ${classes.root}`} data-dimmed={dimmed || undefined}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className={chart.svg}
        data-testid="system-curve-chart"
        data-report-figure="System curve"
      >
        <title id={titleId}>System curve chart</title>
        <desc id={descriptionId}>{description}</desc>
        {[
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
        ].map(({ key, tick, grid, label }) => (
          <g key={key}>
            <line {...grid} className={chart.grid} />
            <text {...label} className={chart.tick}>
              {formatNumber(tick, { maximumFractionDigits: 3 })}
            </text>
          </g>
        ))}
        {[
          { x1: MARGIN.left, x2: MARGIN.left, y1: MARGIN.top, y2: MARGIN.top + plotHeight },
          { x1: MARGIN.left, x2: MARGIN.left + plotWidth, y1: y(0), y2: y(0) },
        ].map((axis, index) => (
          <line key={index} {...axis} className={classes.axis} />
        ))}
        <text
          x={MARGIN.left + plotWidth / 2}
          y={height - 6}
          textAnchor="middle"
          className={classes.axisTitle}
        >
          Flow, {flowUnit}
        </text>
        <text
          transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          className={classes.axisTitle}
        >
          Head, {headUnit}
        </text>
        <path d={pathOf(systemCurve, x, y)} className={`${classes.curve} ${classes.system}`} />
        {pumpCurve && pumpCurve.length > 1 ? (
          <path d={pathOf(pumpCurve, x, y)} className={`${classes.curve} ${classes.pump}`} />
        ) : null}
        <circle
          cx={x(designPoint.flowRate)}
          cy={y(designPoint.head)}
          r={5.5}
          className={`${classes.marker} ${classes.designMarker}`}
        />
        <text
          x={x(designPoint.flowRate) - 8}
          y={y(designPoint.head) - 10}
          textAnchor="end"
          className={classes.pointLabel}
        >
          Design
        </text>
        {operatingPoint ? (
          <>
            <rect
              x={x(operatingPoint.flowRate) - 5}
              y={y(operatingPoint.head) - 5}
              width={10}
              height={10}
              transform={`rotate(45 ${x(operatingPoint.flowRate)} ${y(operatingPoint.head)})`}
              className={`${classes.marker} ${classes.operatingMarker}`}
            />
            <text
              x={x(operatingPoint.flowRate) + 9}
              y={y(operatingPoint.head) + 16}
              className={classes.pointLabel}
            >
              Operating
            </text>
          </>
        ) : null}
      </svg>
      <div className={classes.legend} aria-hidden="true">
        {[
          { swatch: `${classes.swatchLine} ${classes.swatchSystem}`, text: 'System curve' },
          pumpCurve && {
            swatch: `${classes.swatchLine} ${classes.swatchPump}`,
            text: `Pump curve at ${f(speedPercent)} % speed`,
          },
          { swatch: `${classes.swatchDot} ${classes.swatchDesign}`, text: 'Design point' },
          operatingPoint && {
            swatch: `${classes.swatchDot} ${classes.swatchOperating}`,
            text: 'Operating point',
          },
        ]
          .filter((item) => item !== null)
          .map(({ swatch, text }) => (
            <Text key={text} size="xs" className={classes.legendItem}>
              <span className={swatch} /> {text}
            </Text>
          ))}
      </div>
      <details className={classes.data}>
        <summary>Chart data as a table</summary>
        <Table mt="xs" fz="sm" striped withTableBorder>
          <Table.Caption>Points of the system curve chart</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Point</Table.Th>
              <Table.Th scope="col">Flow, {flowUnit}</Table.Th>
              <Table.Th scope="col">Head, {headUnit}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tableRows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={400}>
                  {row.label}
                </Table.Th>
                <Table.Td>
                  {formatNumber(row.point.flowRate, { maximumFractionDigits: 2 })}
                </Table.Td>
                <Table.Td>{formatNumber(row.point.head, { maximumFractionDigits: 2 })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </div>
  );
}
