import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PUMP_HEAD_RESULT_SPECS, type PumpHeadResult } from '@org/hvac-core/pump';
import { formatNumber } from '@org/ui';
import { figureFor } from '../../workspace/format-figure';
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
  const { flowRate: flowUnit, head: headUnit, power: powerUnit } = result.units;
  const figure = figureFor(PUMP_HEAD_RESULT_SPECS, result.unitSystem);
  const operating = result.operatingPoint;
  const speed = result.pumpCurve?.speedPercent ?? 100;
  const k = result.systemCurve.coefficient;

  return (
    <section aria-labelledby="pump-head-curve-title">
      <Title order={2} size="h4" id="pump-head-curve-title" mb={4}>
        System curve
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        H = {figure('systemCurveStaticHead', result.systemCurve.staticHead)} +{' '}
        {formatNumber(k, { maximumFractionDigits: 8 })} · Q² ({headUnit}, {flowUnit}), through the
        design point without the margin.
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
              <SimpleGrid cols={{ base: 1, xs: operating.atRatedSpeed ? 2 : 1 }} spacing="md">
                {[
                  {
                    title: `At ${formatNumber(operating.speedPercent, { maximumFractionDigits: 1 })} % speed`,
                    testId: 'operating-point-at-speed',
                    duty: operating,
                  },
                  operating.atRatedSpeed && {
                    title: 'At 100 % speed (affinity laws)',
                    testId: 'operating-point-at-rated-speed',
                    duty: operating.atRatedSpeed,
                  },
                ]
                  .filter((item) => item !== null)
                  .map(({ title, testId, duty }) => (
                    <div key={testId}>
                      <Text size="sm" fw={600}>
                        {title}
                      </Text>
                      <Text size="sm" data-testid={testId}>
                        {figure('operatingFlowRate', duty.flowRate)} {flowUnit} at{' '}
                        {figure('operatingHead', duty.head)} {headUnit},{' '}
                        {figure('operatingShaftPower', duty.shaftPower)} {powerUnit} shaft
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
