import { Paper, Table, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { HydronicCurvePoint, HydronicSystemResult } from '@org/hvac-core/hydronic-system';
import { formatNumber } from '@org/ui';
import { useId } from 'react';
import chartBox from '../../charts/chart-box.module.css';
import chart from '../../charts/chart.module.css';
import { MIN_CHART_WIDTH_PX } from '../../charts/chart-size';
import { niceTicks } from '../../charts/nice-ticks';
import classes from './hydronic-charts.module.css';

const HEIGHT = 320;
const MARGIN = { top: 14, right: 18, bottom: 46, left: 58 };
const FALLBACK_WIDTH = 560;

interface Marker {
  readonly key: string;
  readonly label: string;
  readonly point: HydronicCurvePoint;
  readonly className: string;
}

/** The markers of a result: design point, duty point and part-load duty, those that exist. */
export function curveMarkers(result: HydronicSystemResult): Marker[] {
  const { design, duty } = result.pump;
  const markers: Marker[] = [
    {
      key: 'design',
      label: 'Design',
      point: { flowRate: design.flowRate, head: design.head },
      className: classes.design!,
    },
  ];
  if (duty)
    markers.push({
      key: 'duty',
      label: 'Duty',
      point: { flowRate: duty.flowRate, head: duty.head },
      className: classes.duty!,
    });
  const part = result.partLoad?.pump;
  if (part)
    markers.push({
      key: 'partLoad',
      label: 'Part load',
      point: { flowRate: part.flowRate, head: part.head },
      className: classes.partLoad!,
    });
  return markers.filter((m) => Number.isFinite(m.point.flowRate) && Number.isFinite(m.point.head));
}

/**
 * The system curve (H = k·Q², closed loop) and the fitted pump curve at its speed, with the design
 * point, the duty point where they cross and the part-load duty: head against flow, in both colour
 * schemes, described in words and as a table.
 */
export function PumpCurvesChart({
  result,
  stale,
}: {
  result: HydronicSystemResult;
  stale: boolean;
}) {
  const { ref, width: measured } = useElementSize();
  const width = Math.max(measured > 0 ? measured : FALLBACK_WIDTH, MIN_CHART_WIDTH_PX);
  const titleId = useId();
  const descriptionId = useId();
  const system = result.pump.systemCurve.points.filter((p) => Number.isFinite(p.head));
  const pump = (result.pump.curve?.fitted ?? []).filter((p) => Number.isFinite(p.head));
  const markers = curveMarkers(result);
  const all = [...system, ...pump, ...markers.map((m) => m.point)];
  const xTicks = niceTicks(0, Math.max(...all.map((p) => p.flowRate), 1e-9));
  const yTicks = niceTicks(0, Math.max(...all.map((p) => p.head), 1e-9));
  const xMax = xTicks[xTicks.length - 1] ?? 1;
  const yMax = yTicks[yTicks.length - 1] ?? 1;
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 40);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (q: number) => MARGIN.left + (q / xMax) * plotWidth;
  const y = (h: number) => MARGIN.top + ((yMax - h) / (yMax || 1)) * plotHeight;
  const path = (points: readonly HydronicCurvePoint[]) =>
    points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.flowRate).toFixed(1)},${y(p.head).toFixed(1)}`)
      .join(' ');
  const { flowRate: flowUnit, head: headUnit } = result.units;
  const f = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });
  const at = (p: HydronicCurvePoint) => `${f(p.flowRate)} ${flowUnit} at ${f(p.head)} ${headUnit}`;
  const description = [
    `Head against flow, ${headUnit} against ${flowUnit}.`,
    `System curve through the design point.`,
    pump.length > 0
      ? `Pump curve at ${f(result.pump.curve?.speedPercent ?? 100)} % speed.`
      : 'No pump curve entered.',
    ...markers.map((m) => `${m.label} point: ${at(m.point)}.`),
  ].join(' ');

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="hydronic-curves-title"
    >
      <Title order={2} size="h4" id="hydronic-curves-title">
        Pump and system curves
      </Title>
      <div ref={ref} className={`${chartBox.box} ${classes.root}`} data-dimmed={stale || undefined}>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descriptionId}`}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className={chart.svg}
          data-testid="hydronic-curves-chart"
          data-report-figure="Pump and system curves"
        >
          <title id={titleId}>Pump and system curves</title>
          <desc id={descriptionId}>{description}</desc>
          {xTicks.map((tick) => (
            <g key={`x${tick}`}>
              <line
                x1={x(tick)}
                x2={x(tick)}
                y1={MARGIN.top}
                y2={MARGIN.top + plotHeight}
                className={chart.grid}
              />
              <text
                x={x(tick)}
                y={MARGIN.top + plotHeight + 16}
                textAnchor="middle"
                className={chart.tick}
              >
                {formatNumber(tick, { maximumFractionDigits: 3 })}
              </text>
            </g>
          ))}
          {yTicks.map((tick) => (
            <g key={`y${tick}`}>
              <line
                x1={MARGIN.left}
                x2={MARGIN.left + plotWidth}
                y1={y(tick)}
                y2={y(tick)}
                className={chart.grid}
              />
              <text
                x={MARGIN.left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="central"
                className={chart.tick}
              >
                {formatNumber(tick, { maximumFractionDigits: 3 })}
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
          <line
            x1={MARGIN.left}
            x2={MARGIN.left + plotWidth}
            y1={y(0)}
            y2={y(0)}
            className={chart.axis}
          />
          <text
            x={MARGIN.left + plotWidth / 2}
            y={HEIGHT - 6}
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
          <path d={path(system)} className={`${classes.curve} ${classes.system}`} />
          {pump.length > 1 ? (
            <path d={path(pump)} className={`${classes.curve} ${classes.pump}`} />
          ) : null}
          {markers.map((m, i) => (
            <g key={m.key}>
              <circle
                cx={x(m.point.flowRate)}
                cy={y(m.point.head)}
                r={5.5}
                className={`${classes.marker} ${m.className}`}
              />
              <text
                x={x(m.point.flowRate) + 8}
                y={y(m.point.head) + (i === 1 ? 16 : -10)}
                className={classes.label}
              >
                {m.label}
              </text>
            </g>
          ))}
        </svg>
        <div className={classes.legend} aria-hidden="true">
          <Text size="xs">━ System curve</Text>
          {pump.length > 1 ? <Text size="xs">╍ Pump curve</Text> : null}
          {markers.map((m) => (
            <Text size="xs" key={m.key}>
              ● {m.label} point
            </Text>
          ))}
        </div>
        <details>
          <summary>Chart data as a table</summary>
          <Table mt="xs" fz="sm" striped withTableBorder>
            <Table.Caption>Points of the pump and system curves chart</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Point</Table.Th>
                <Table.Th scope="col">Flow, {flowUnit}</Table.Th>
                <Table.Th scope="col">Head, {headUnit}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[
                ...markers.map((m) => ({ key: m.key, label: `${m.label} point`, point: m.point })),
                ...(result.pump.curve?.points ?? []).map((point, i) => ({
                  key: `pump-${i}`,
                  label: 'Pump curve (entered, 100 % speed)',
                  point,
                })),
              ].map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={400}>
                    {row.label}
                  </Table.Th>
                  <Table.Td>{f(row.point.flowRate)}</Table.Td>
                  <Table.Td>{f(row.point.head)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      </div>
    </Paper>
  );
}
