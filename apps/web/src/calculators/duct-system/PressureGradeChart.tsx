import { Group, Text } from '@mantine/core';
import type { DuctSystemResult } from '@org/hvac-core/duct-system';
import { unitLabel } from '@org/hvac-core/units';
import {
  BaseLine,
  CategoryLabel,
  ChartFigure,
  ValueGrid,
  useChartFrame,
} from '../../charts/ChartFigure';
import { ChartFullScreen } from '../../charts/ChartFullScreen';
import { niceTicks } from '../../charts/nice-ticks';
import classes from './DuctDiagram.module.css';
import { quantityText, systemLabel } from './format';
import { criticalGradeLine, type GradeLine } from './grade-line';

const AXIS_WIDTH = 64;

export interface PressureGradeChartProps {
  /** The engine's result; required. */
  result: DuctSystemResult;
  /** Greys the lines out (stale values); default false. */
  dimmed?: boolean;
}

/**
 * The pressure grade line of the critical path: total and static pressure from the fan to the
 * terminal against the distance along the path, in plain SVG with a "Full screen" button.
 */
export function PressureGradeChart({ result, dimmed = false }: PressureGradeChartProps) {
  const line = criticalGradeLine(result);
  if (line === null) return null;
  const title = `Pressure grade line along the ${systemLabel(line.system).toLowerCase()} critical path`;
  return (
    <ChartFullScreen title={title}>
      <GradeLines line={line} result={result} title={title} dimmed={dimmed} />
    </ChartFullScreen>
  );
}

function GradeLines({
  line,
  result,
  title,
  dimmed,
}: {
  line: GradeLine;
  result: DuctSystemResult;
  title: string;
  dimmed: boolean;
}) {
  const u = result.unitSystem;
  const frame = useChartFrame(AXIS_WIDTH);
  const { plotWidth, plotHeight, top } = frame;
  const values = line.points.flatMap((point) => [point.totalPressure, point.staticPressure]);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values), 4);
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const span = high - low > 0 ? high - low : 1;
  const length = line.points.at(-1)?.distance ?? 0;
  const x = (distance: number) => AXIS_WIDTH + (length > 0 ? (distance / length) * plotWidth : 0);
  const y = (value: number) => top + plotHeight - ((value - low) / span) * plotHeight;
  const path = (pick: (point: GradeLine['points'][number]) => number) =>
    line.points
      .map((point, i) => `${i === 0 ? 'M' : 'L'} ${x(point.distance)} ${y(pick(point))}`)
      .join(' ');
  const p = (value: number) => quantityText(value, 'ductPressureLoss', u);
  const pu = unitLabel('ductPressureLoss', u);
  const lu = unitLabel('length', u);
  const description = line.points
    .map(
      (point) =>
        `${point.sectionId} at ${quantityText(point.distance, 'length', u)} ${lu}: total ${p(point.totalPressure)}, static ${p(point.staticPressure)} ${pu}`,
    )
    .join('; ');
  const lengthTicks = niceTicks(0, length, 5).filter((tick) => tick <= length + 1e-9);
  return (
    <ChartFigure
      frame={frame}
      title={title}
      description={description}
      testId="duct-system-grade-chart"
      dimmed={dimmed}
      caption={
        <>
          <Group gap="md" mt={4}>
            <Text size="xs">
              <span className={classes.swatchTotal} aria-hidden="true" />
              Total pressure ({pu})
            </Text>
            <Text size="xs">
              <span className={classes.swatchStatic} aria-hidden="true" />
              Static pressure ({pu})
            </Text>
            <Text size="xs" c="dimmed">
              Distance from the fan along the path ({lu}). The sections table gives the same
              pressures.
            </Text>
          </Group>
        </>
      }
    >
      <ValueGrid frame={frame} ticks={ticks} y={y} format={p} />
      <path d={path((point) => point.totalPressure)} className={classes.total} />
      <path d={path((point) => point.staticPressure)} className={classes.static} />
      {lengthTicks.map((tick) => (
        <CategoryLabel key={tick} frame={frame} x={x(tick)}>
          {quantityText(tick, 'length', u)}
        </CategoryLabel>
      ))}
      <BaseLine frame={frame} />
    </ChartFigure>
  );
}
