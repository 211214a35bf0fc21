import { Alert, Stack, Table, Text } from '@mantine/core';
import {
  AIR_CHANGE_GUIDANCE,
  AIR_CHANGE_GUIDANCE_SOURCE,
  VENTILATION_RATE_TABLE_SOURCE,
  type VentilationResult,
} from '@org/hvac-core/ventilation';
import { ResultCard } from '@org/ui';
import { cardRows } from '../../calculator-kit/result-lines';
import classes from '../../calculator-kit/calculator-form.module.css';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import { ResultNotes } from '../../calculator-kit/ResultNotes';
import type { ResultsProps } from '../../calculator-kit/results-props';
import { ventilationResultTables } from './result-tables';

/** Volume, airflow in every unit, the 62.1 breakdown, guidance, warnings and assumptions. */
export function VentilationResults({
  result,
  name,
  stale = false,
}: ResultsProps<VentilationResult>) {
  const tables = ventilationResultTables(result);
  const vrp = result.ventilationRateProcedure;
  const hood = result.kitchenHood;
  const title = name?.trim() ? `Ventilation — ${name.trim()}` : 'Ventilation';

  return (
    <Stack gap="md">
      <ResultCard title={title} rows={cardRows(tables.summary.lines)} dimmed={stale} />

      <ResultWarnings warnings={result.warnings} />

      {vrp && tables.ventilationRateProcedure ? (
        <ResultCard
          title={tables.ventilationRateProcedure.title}
          description={`${vrp.occupancyCategory.group}: ${vrp.occupancyCategory.label}. ${VENTILATION_RATE_TABLE_SOURCE}.`}
          rows={cardRows(tables.ventilationRateProcedure.lines)}
          dimmed={stale}
          rowTestIdPrefix="vrp-row-"
        />
      ) : null}

      {hood && tables.kitchenHood ? (
        <ResultCard
          title={tables.kitchenHood.title}
          description={`Minimum exhaust of an unlisted Type I hood: ${hood.rateCfmPerFt} cfm per linear foot (IMC 507.13).`}
          rows={cardRows(tables.kitchenHood.lines)}
          dimmed={stale}
          rowTestIdPrefix="hood-row-"
        />
      ) : null}

      <ResultCard
        title={tables.otherUnits.title}
        rows={cardRows(tables.otherUnits.lines)}
        dimmed={stale}
        rowTestIdPrefix="airflow-row-"
      />

      {result.guidance ? (
        <Alert color="blue" title={`Guidance: ${result.guidance.label}`}>
          <Text size="sm">
            Usually {result.guidance.minAch}–{result.guidance.maxAch} air changes per hour. This
            calculation gives{' '}
            {result.airChangesPerHour.toLocaleString('en-US', { maximumFractionDigits: 2 })} ACH.
          </Text>
          {result.guidance.note ? (
            <Text size="sm" mt={4}>
              {result.guidance.note}
            </Text>
          ) : null}
          <Text size="xs" mt={4}>
            Source: {result.guidance.source}
          </Text>
        </Alert>
      ) : null}

      <ResultNotes idPrefix="ventilation" notes={result.notes} />
    </Stack>
  );
}

/** Every recommended air-change range, with its source: guidance, not a code requirement. */
export function AirChangeGuidanceTable() {
  return (
    <details className={classes.method}>
      <summary>Recommended air changes for common spaces (guidance)</summary>
      <Table mt="sm" striped withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Space</Table.Th>
            <Table.Th scope="col">Air changes per hour</Table.Th>
            <Table.Th scope="col">Notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {AIR_CHANGE_GUIDANCE.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td>
                {row.minAch}–{row.maxAch}
              </Table.Td>
              <Table.Td>
                {row.note ?? ''}
                {row.source !== AIR_CHANGE_GUIDANCE_SOURCE ? ` Source: ${row.source}.` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" mt="xs">
        Source: {AIR_CHANGE_GUIDANCE_SOURCE}.
      </Text>
    </details>
  );
}
