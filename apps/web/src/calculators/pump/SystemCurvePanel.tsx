import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PumpHeadResult } from '@org/hvac-core/pump';
import { formatNumber } from '@org/ui';
import { lineMeasure, lineValue } from '../../calculator-kit/result-lines';
import { pumpResultTables } from './result-tables';
import { SystemCurveChart } from './SystemCurveChart';
import { ChartFullScreen } from '../../charts/ChartFullScreen';

export interface SystemCurvePanelProps {
  /** The result to draw; required. */
  result: PumpHeadResult;
  /** Fades the chart (stale values); default false. */
  stale?: boolean;
}

/** The system curve chart with the design point, and the operating point with its speed change. */
export function SystemCurvePanel({ result, stale = false }: SystemCurvePanelProps) {
  const { flowRate: flowUnit, head: headUnit } = result.units;
  const { systemCurveStaticHead, operatingPoints } = pumpResultTables(result);
  const operating = result.operatingPoint;
  const speed = result.pumpCurve?.speedPercent ?? 100;
  const k = result.systemCurve.coefficient;

  return (
    <section aria-labelledby="pump-head-curve-title">
      <Title order={2} size="h4" id="pump-head-curve-title" mb={4}>
        System curve
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        H = {lineValue(systemCurveStaticHead)} + {formatNumber(k, { maximumFractionDigits: 8 })} ·
        Q² ({headUnit}, {flowUnit}), through the design point without the margin.
      </Text>
      <ChartFullScreen title="System curve">
        <SystemCurveChart
          systemCurve={result.systemCurve.points}
          designPoint={{ flowRate: result.flowRate, head: result.totalDynamicHead }}
          pumpCurve={result.pumpCurve?.atSpeed ?? null}
          pumpCurvePoints={result.pumpCurve?.points ?? null}
          speedPercent={speed}
          operatingPoint={operating}
          flowUnit={flowUnit}
          headUnit={headUnit}
          dimmed={stale}
        />
      </ChartFullScreen>
      {result.pumpCurve ? (
        <Paper withBorder p="md" radius="sm" mt="sm" data-testid="operating-point">
          <Title order={3} size="h5">
            Operating point
          </Title>
          {operating ? (
            <Stack gap={6} mt={4}>
              <SimpleGrid cols={{ base: 1, xs: operatingPoints.length }} spacing="md">
                {operatingPoints.map(({ title, lines: [flow, head, shaftPower] }, index) => (
                  <div key={title}>
                    <Text size="sm" fw={600}>
                      {title}
                    </Text>
                    <Text
                      size="sm"
                      data-testid={
                        index === 0 ? 'operating-point-at-speed' : 'operating-point-at-rated-speed'
                      }
                    >
                      {lineMeasure(flow)} at {lineMeasure(head)}, {lineMeasure(shaftPower)} shaft
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                The affinity laws relate the two: flow ∝ speed, head ∝ speed², shaft power ∝ speed³.
                On a closed loop (no static head) the duty moves along the system curve exactly so.
                Change the pump speed under “Pump curve” to see it.
              </Text>
            </Stack>
          ) : (
            <Text size="sm" mt={4}>
              The pump curve does not cross the system curve within its flows.
            </Text>
          )}
        </Paper>
      ) : null}
    </section>
  );
}
