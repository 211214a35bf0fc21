import { Paper, Title } from '@mantine/core';
import type { HydronicCurvePoint, HydronicSystemResult } from '@org/hvac-core/hydronic-system';
import { formatNumber } from '@org/ui';
import { HeadFlowChart, type HeadFlowMarker } from '../../charts/HeadFlowChart';

const HEIGHT = 320;

/** The markers of a result: design point, duty point and part-load duty, those that exist. */
export function curveMarkers(result: HydronicSystemResult): HeadFlowMarker[] {
  const { design, duty } = result.pump;
  const part = result.partLoad?.pump;
  const markers: HeadFlowMarker[] = [
    { key: 'design', label: 'Design', point: design, kind: 'design', labelAt: 'aboveRight' },
    ...(duty
      ? [{ key: 'duty', label: 'Duty', point: duty, kind: 'duty', labelAt: 'belowRight' } as const]
      : []),
    ...(part
      ? [
          {
            key: 'partLoad',
            label: 'Part load',
            point: part,
            kind: 'partLoad',
            labelAt: 'aboveRight',
          } as const,
        ]
      : []),
  ];
  return markers
    .map((m) => ({ ...m, point: { flowRate: m.point.flowRate, head: m.point.head } }))
    .filter((m) => Number.isFinite(m.point.flowRate) && Number.isFinite(m.point.head));
}

/**
 * The system curve (H = k·Q², closed loop) and the fitted pump curve at its speed, with the design
 * point, the duty point where they cross and the part-load duty (a head–flow chart,
 * `HeadFlowChart`), in a section of the results.
 */
export function PumpCurvesChart({
  result,
  stale,
}: {
  result: HydronicSystemResult;
  stale: boolean;
}) {
  const system = result.pump.systemCurve.points.filter((p) => Number.isFinite(p.head));
  const pump = (result.pump.curve?.fitted ?? []).filter((p) => Number.isFinite(p.head));
  const markers = curveMarkers(result);
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
      <HeadFlowChart
        title="Pump and system curves"
        figureName="Pump and system curves"
        testId="hydronic-curves-chart"
        description={description}
        systemCurve={system}
        pumpCurve={pump}
        pumpLegend="Pump curve"
        markers={markers}
        flowUnit={flowUnit}
        headUnit={headUnit}
        height={HEIGHT}
        tableCaption="Points of the pump and system curves chart"
        tableRows={[
          ...markers.map((m) => ({ key: m.key, label: `${m.label} point`, point: m.point })),
          ...(result.pump.curve?.points ?? []).map((point, i) => ({
            key: `pump-${i}`,
            label: 'Pump curve (entered, 100 % speed)',
            point,
          })),
        ]}
        dimmed={stale}
      />
    </Paper>
  );
}
