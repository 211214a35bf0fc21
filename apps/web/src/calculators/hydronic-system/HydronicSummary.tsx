import { formatFixed } from '@org/ui';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { HydronicSystemResult } from '@org/hvac-core/hydronic-system';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import { summaryLines } from './result-tables';

export interface HydronicSummaryProps {
  result: HydronicSystemResult;
  /** The result belongs to an earlier input; required. */
  stale: boolean;
  /** The calculation's name as typed; '' for none. */
  name: string;
}

/** The key results beside the form: flow, index circuit, pump duty, motor; then the warnings. */
export function HydronicSummary({ result, stale, name }: HydronicSummaryProps) {
  const lines = summaryLines(result);
  return (
    <Stack gap="sm">
      <Paper withBorder p="md" radius="md" style={stale ? { opacity: 0.6 } : undefined}>
        <Title order={2} size="h4" id="hydronic-results-title">
          {name === '' ? 'Results' : `Results: ${name}`}
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          {result.systemType === 'hotWater' ? 'Hot water' : 'Chilled water'}, {result.fluid.label}{' '}
          at {formatFixed(result.fluid.temperature, 1)} {result.units.temperature}: ρ{' '}
          {result.fluid.densityKgM3.toFixed(1)} kg/m³, cp{' '}
          {Math.round(result.fluid.specificHeatJKgK)} J/(kg·K).
        </Text>
        <Table fz="sm" aria-labelledby="hydronic-results-title" data-testid="hydronic-summary">
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.key} data-key={line.key}>
                <Table.Th scope="row" fw={400}>
                  {line.label}
                </Table.Th>
                <Table.Td ta="right" fw={600}>
                  {line.value}
                  {line.unit === '' ? '' : ` ${line.unit}`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <ResultWarnings warnings={result.warnings} />
    </Stack>
  );
}
