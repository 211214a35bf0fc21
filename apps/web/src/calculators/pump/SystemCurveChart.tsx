import { formatNumber } from '@org/ui';
import { useChartHeight } from '../../charts/ChartFullScreen';
import { HeadFlowChart, type HeadFlowMarker, type HeadFlowPoint } from '../../charts/HeadFlowChart';

export interface SystemCurveChartProps {
  /** The system curve H = Hs + k·Q², sampled from zero flow; required. */
  systemCurve: readonly HeadFlowPoint[];
  /** The design point (design flow, total dynamic head); required. */
  designPoint: HeadFlowPoint;
  /** The pump curve at its running speed, sampled; default none. */
  pumpCurve?: readonly HeadFlowPoint[] | null;
  /** The pump curve's entered points (for the data table); default none. */
  pumpCurvePoints?: readonly HeadFlowPoint[] | null;
  /** Running speed of the pump curve, %; default 100. */
  speedPercent?: number;
  /** Where the pump and system curves cross; default none. */
  operatingPoint?: HeadFlowPoint | null;
  /** Flow unit, e.g. "gpm"; required. */
  flowUnit: string;
  /** Head unit, e.g. "ft of water"; required. */
  headUnit: string;
  /** Fades the curves (stale values); default false. */
  dimmed?: boolean;
}

const HEIGHT = 300;

/**
 * The system curve with the design point and, when a pump curve is entered, the pump curve at its
 * speed and the operating point (a head–flow chart, `HeadFlowChart`).
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
  const height = useChartHeight(HEIGHT);
  const f = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
  const pointText = (p: HeadFlowPoint) =>
    `${f(p.flowRate)} ${flowUnit} at ${f(p.head)} ${headUnit}`;
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
  const markers: HeadFlowMarker[] = [
    { key: 'design', label: 'Design', point: designPoint, kind: 'design', labelAt: 'aboveLeft' },
    ...(operatingPoint
      ? [
          {
            key: 'operating',
            label: 'Operating',
            point: operatingPoint,
            kind: 'duty' as const,
            diamond: true,
            labelAt: 'belowRight' as const,
          },
        ]
      : []),
  ];
  const tableRows = [
    ...markers.map((m) => ({ key: m.key, label: `${m.label} point`, point: m.point })),
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
    <HeadFlowChart
      title="System curve chart"
      figureName="System curve"
      testId="system-curve-chart"
      description={description}
      systemCurve={systemCurve}
      pumpCurve={pumpCurve ?? []}
      pumpLegend={`Pump curve at ${f(speedPercent)} % speed`}
      markers={markers}
      flowUnit={flowUnit}
      headUnit={headUnit}
      height={height}
      tableCaption="Points of the system curve chart"
      tableRows={tableRows}
      dimmed={dimmed}
    />
  );
}
