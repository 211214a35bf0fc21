import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { inUnitSystem } from '@org/hvac-core/fields';
import { PIPE_RESULT_SPECS, type PipeResult, type PipeSizeFigures } from '@org/hvac-core/pipe';
import { ResultCard, formatNumber } from '@org/ui';
import { ResultWarnings } from '../../workspace/ResultWarnings';
import { cardRows, lineFor, type ResultTable } from '../../workspace/result-lines';
import { figureFor } from '../../workspace/result-lines';
import type { ResultsProps } from '../../workspace/results-props';

/** Words for the flow regime, as the engine names it. */
export const REGIME_LABELS: Record<PipeSizeFigures['regime'], string> = {
  laminar: 'Laminar',
  transition: 'Transitional',
  turbulent: 'Turbulent',
};

/** The selected size, the next smaller and the next larger, from the engine's candidates. */
export function neighbouringSizes(result: PipeResult): PipeSizeFigures[] {
  const index = result.candidates.findIndex((c) => c.nominalSize === result.nominalSize);
  return result.candidates.slice(Math.max(0, index - 1), index + 2);
}

/** A number at exactly `digits` decimals, trailing zeros kept. */
export function fixed(value: number, digits: number): string {
  return formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/**
 * A fitting's equivalent length and head loss as the table and report print them: the length to
 * 1 (ft) or 2 (m) decimals, the loss to one decimal more than the totals.
 */
export function fittingFigures(result: PipeResult, fitting: PipeResult['fittings'][number]) {
  const imperial = result.unitSystem === 'Imperial';
  const head = inUnitSystem(PIPE_RESULT_SPECS.totalHeadLoss.decimals, result.unitSystem);
  return {
    equivalentLength: fixed(fitting.equivalentLength, imperial ? 1 : 2),
    headLoss: fixed(fitting.headLoss, head + 1),
  };
}

/**
 * The selected size's results as the card and the report both show them; the report adds the size
 * and the flow regime the card heads with.
 */
export function pipeResultTable(result: PipeResult): ResultTable {
  const s = result.selected;
  const line = lineFor(PIPE_RESULT_SPECS, result.unitSystem);
  const lines = [
    line('diameter', result.diameter, { valueTestId: 'pipe-inside-diameter' }),
    line('velocity', result.velocity, {
      valueTestId: 'pipe-velocity',
      warnings: s.meetsVelocityLimit ? undefined : ['above limit'],
    }),
    line('frictionRate', s.frictionRate, {
      valueTestId: 'pipe-friction-rate',
      warnings: s.meetsFrictionRate ? undefined : ['above target'],
    }),
    line('reynoldsNumber', s.reynoldsNumber, { valueTestId: 'pipe-reynolds' }),
    line('frictionFactor', s.frictionFactor, {
      suffix: result.method === 'hazenWilliams' ? ' (equivalent)' : '',
    }),
    line('pipeHeadLoss', result.pipeHeadLoss, { valueTestId: 'pipe-head-loss' }),
    line('fittingsHeadLoss', result.fittingsHeadLoss, { valueTestId: 'fittings-head-loss' }),
    line('equipmentHeadLoss', result.equipmentHeadLoss, { valueTestId: 'equipment-head-loss' }),
    line('totalHeadLoss', result.totalHeadLoss, {
      emphasis: 'total',
      valueTestId: 'total-head-loss',
      live: true,
    }),
  ];
  // The report keeps the trailing zeros ("8.00 ft of water"), so its figures line up.
  return { title: 'Results', lines: lines.map((shown) => ({ ...shown, fixed: true })) };
}

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
                    <Table.Td>{fixed(fitting.kEach, 3)}</Table.Td>
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
        {fixed(result.fluid.densityKgM3, 1)} kg/m³, μ ={' '}
        {result.fluid.dynamicViscosityPaS.toPrecision(4)} Pa·s ({result.fluid.source}). Roughness{' '}
        {result.pipeMaterial.roughness.toPrecision(2)} {u.diameter} (
        {result.pipeMaterial.roughnessSource}).
      </Text>
    </Stack>
  );
}

/** How a fitting's K was found, e.g. "30 × fT 0.022", "user K", "Le". */
export function fittingBasis(fitting: PipeResult['fittings'][number]): string {
  switch (fitting.basis) {
    case 'crane':
      return `${String(fitting.craneMultiplier)} × fT ${formatNumber(fitting.craneFrictionFactor ?? Number.NaN, { maximumFractionDigits: 4 })}`;
    case 'fixed':
      return 'fixed K';
    case 'customK':
      return 'your K';
    case 'equivalentLength':
      return 'your Le';
  }
}
