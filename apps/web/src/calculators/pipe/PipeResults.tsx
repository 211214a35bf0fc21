import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { PIPE_RESULT_SPECS, type PipeResult } from '@org/hvac-core/pipe';
import { ResultCard, formatFixed, formatNumber } from '@org/ui';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import { cardRows, figureFor } from '../../calculator-kit/result-lines';
import type { ResultsProps } from '../../calculator-kit/results-props';
import {
  REGIME_LABELS,
  fittingBasis,
  fittingFigures,
  neighbouringSizes,
  pipeResultTable,
} from './result-tables';

/** The selected size and its figures, the head loss breakdown, warnings and the size comparison. */
export function PipeResults({ result, stale = false }: ResultsProps<PipeResult>) {
  const u = result.units;
  const s = result.selected;
  const figure = figureFor(PIPE_RESULT_SPECS, result.unitSystem);

  const title = result.calculationName ? `Pipe size — ${result.calculationName}` : 'Pipe size';
  const neighbours = neighbouringSizes(result);

  return (
    <Stack gap="md">
      <ResultCard
        title={title}
        dimmed={stale}
        description={
          <>
            <Text component="span" size="lg" fw={700} c="var(--mantine-color-text)">
              <span data-testid="pipe-size" aria-live="polite">
                {s.label}
              </span>
            </Text>{' '}
            {result.pipeMaterial.label} ({result.pipeMaterial.standard}),{' '}
            {formatNumber(result.flowRate, { maximumFractionDigits: 4 })} {u.flowRate} of{' '}
            {result.fluid.label} at {formatNumber(result.fluid.temperature)} {u.temperature}.{' '}
            <span data-testid="pipe-regime">{REGIME_LABELS[s.regime]} flow</span>,{' '}
            {result.method === 'hazenWilliams'
              ? `Hazen–Williams (C = ${result.pipeMaterial.hazenWilliamsC})`
              : 'Darcy–Weisbach with Colebrook'}
            .
          </>
        }
        rows={cardRows(pipeResultTable(result).lines)}
      />

      <ResultWarnings warnings={result.warnings} />

      <Card withBorder padding="md" radius="sm">
        <Title order={2} size="h5" id="pipe-comparison-title">
          Neighbouring sizes
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table
            aria-labelledby="pipe-comparison-title"
            mt="xs"
            fz="sm"
            striped
            data-testid="pipe-comparison"
            data-dimmed={stale || undefined}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Size</Table.Th>
                <Table.Th scope="col">ID ({u.diameter})</Table.Th>
                <Table.Th scope="col">Velocity ({u.velocity})</Table.Th>
                <Table.Th scope="col">Friction ({u.frictionRate})</Table.Th>
                <Table.Th scope="col">Within limits</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {neighbours.map((size) => {
                const chosen = size.nominalSize === result.nominalSize;
                return (
                  <Table.Tr key={size.nominalSize} data-selected={chosen || undefined}>
                    <Table.Th scope="row" fw={chosen ? 700 : 400}>
                      <Group gap={6} wrap="nowrap">
                        <span>{size.label}</span>
                        {chosen ? (
                          <Badge size="xs" variant="light">
                            selected
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Th>
                    <Table.Td>{figure('diameter', size.insideDiameter, true)}</Table.Td>
                    <Table.Td>{figure('velocity', size.velocity, true)}</Table.Td>
                    <Table.Td>{figure('frictionRate', size.frictionRate, true)}</Table.Td>
                    <Table.Td>
                      {size.meetsFrictionRate && size.meetsVelocityLimit
                        ? 'Yes'
                        : [
                            size.meetsFrictionRate ? null : 'friction above target',
                            size.meetsVelocityLimit ? null : 'velocity above limit',
                          ]
                            .filter(Boolean)
                            .join(', ')}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed" mt={4}>
          Target {formatNumber(result.targetFrictionRate)} {u.frictionRate}; velocity limit{' '}
          {formatNumber(s.velocityLimit)} {u.velocity} for the selected size.
        </Text>
      </Card>

      {result.fittings.length > 0 ? (
        <Card withBorder padding="md" radius="sm">
          <Title order={2} size="h5" id="pipe-fittings-title">
            Fittings at {s.label}
          </Title>
          <Table.ScrollContainer minWidth={460}>
            <Table aria-labelledby="pipe-fittings-title" mt="xs" fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Fitting</Table.Th>
                  <Table.Th scope="col">Qty</Table.Th>
                  <Table.Th scope="col">K each</Table.Th>
                  <Table.Th scope="col">Basis</Table.Th>
                  <Table.Th scope="col">Le ({u.length})</Table.Th>
                  <Table.Th scope="col">Loss ({u.headLoss})</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.fittings.map((fitting, index) => (
                  <Table.Tr key={fitting.id} data-testid={`fitting-result-${index}`}>
                    <Table.Th scope="row" fw={400}>
                      {fitting.label}
                    </Table.Th>
                    <Table.Td>{fitting.quantity}</Table.Td>
                    <Table.Td>{formatFixed(fitting.kEach, 3)}</Table.Td>
                    <Table.Td>{fittingBasis(fitting)}</Table.Td>
                    <Table.Td>{fittingFigures(result, fitting).equivalentLength}</Table.Td>
                    <Table.Td>{fittingFigures(result, fitting).headLoss}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" mt={4}>
            K values: Crane TP-410, K = n·fT with fT of the nominal size, unless entered.
          </Text>
        </Card>
      ) : null}

      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {result.fluid.label} at {formatNumber(result.fluid.temperature)} {u.temperature}: ρ ={' '}
        {formatFixed(result.fluid.densityKgM3, 1)} kg/m³, μ ={' '}
        {result.fluid.dynamicViscosityPaS.toPrecision(4)} Pa·s ({result.fluid.source}). Roughness{' '}
        {result.pipeMaterial.roughness.toPrecision(2)} {u.diameter} (
        {result.pipeMaterial.roughnessSource}).
      </Text>
    </Stack>
  );
}
