import { Badge, Table, Text } from '@mantine/core';
import type { ChartProcessResult, PsychrometricChartResult } from '@org/hvac-core/psychrometrics';
import { formatNumber } from '@org/ui';
import { PROCESS_TYPE_LABELS, STATE_COLUMNS, formatHeatRate } from './format';

/** Every state with every property: the chart's text alternative. */
export function StatesTable({ result }: { result: PsychrometricChartResult }) {
  if (result.states.length === 0) {
    return <Text size="sm">No states yet: add one with the form or by clicking the chart.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder fz="sm" data-testid="psychrometric-states-table">
        <caption>States</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">State</Table.Th>
            {STATE_COLUMNS.map((column) => {
              const unit = column.unit(result.units);
              return (
                <Table.Th key={column.key} scope="col" ta="right">
                  {column.label}
                  {unit ? `, ${unit}` : ''}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.states.map(({ id, label, origin, state }) => (
            <Table.Tr key={id} data-testid={`state-row-${id}`}>
              <Table.Th scope="row">
                {label}{' '}
                {origin === 'process' ? (
                  <Badge size="xs" variant="light" color="gray">
                    process
                  </Badge>
                ) : null}
              </Table.Th>
              {STATE_COLUMNS.map((column) => (
                <Table.Td key={column.key} ta="right" data-testid={`state-${id}-${column.key}`}>
                  {column.value(state)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Water flow of a process in the unit system's usual unit. */
export function processWaterText(process: ChartProcessResult, imperial: boolean): string {
  if (!process.water) return '—';
  const flow = process.water.flow;
  const amount = imperial
    ? `${formatNumber(flow.poundsPerHour, { maximumFractionDigits: 1 })} lb/h (${formatNumber(flow.gallonsPerMinute, { maximumFractionDigits: 3 })} gpm)`
    : `${formatNumber(flow.litresPerHour, { maximumFractionDigits: 1 })} L/h`;
  return `${process.water.kind === 'condensate' ? 'Condensate' : process.water.kind === 'steam' ? 'Steam' : 'Water'} ${amount}`;
}

/** Every process with its loads. */
export function ProcessesTable({ result }: { result: PsychrometricChartResult }) {
  if (result.processes.length === 0) return null;
  const imperial = result.unitSystem === 'Imperial';
  const heat = imperial ? 'Btu/h' : 'W';
  const airflow = imperial ? 'cfm' : 'L/s';
  const labelOf = (id: string) => result.states.find((s) => s.id === id)?.label ?? id;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder fz="sm" data-testid="psychrometric-processes-table">
        <caption>Processes (heat added to the air is positive)</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Process</Table.Th>
            <Table.Th scope="col">From → to</Table.Th>
            <Table.Th scope="col" ta="right">{`Airflow, ${airflow}`}</Table.Th>
            <Table.Th scope="col" ta="right">{`Sensible, ${heat}`}</Table.Th>
            <Table.Th scope="col" ta="right">{`Latent, ${heat}`}</Table.Th>
            <Table.Th scope="col" ta="right">{`Total, ${heat}`}</Table.Th>
            <Table.Th scope="col" ta="right">
              SHR
            </Table.Th>
            <Table.Th scope="col">Water</Table.Th>
            <Table.Th scope="col">Coil</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.processes.map((process) => (
            <Table.Tr key={process.id} data-testid={`process-row-${process.id}`}>
              <Table.Th scope="row">
                {process.label}: {PROCESS_TYPE_LABELS[process.type]}
              </Table.Th>
              <Table.Td>
                {process.fromIds.map(labelOf).join(' + ')} → {process.label}
              </Table.Td>
              <Table.Td ta="right">
                {formatNumber(process.enteringAirflow, { maximumFractionDigits: 0 })}
              </Table.Td>
              <Table.Td ta="right" data-testid={`process-${process.id}-sensible`}>
                {process.loads ? formatHeatRate(process.loads.sensible) : '0 (adiabatic)'}
              </Table.Td>
              <Table.Td ta="right" data-testid={`process-${process.id}-latent`}>
                {process.loads ? formatHeatRate(process.loads.latent) : '0'}
              </Table.Td>
              <Table.Td ta="right" data-testid={`process-${process.id}-total`}>
                {process.loads ? formatHeatRate(process.loads.total) : '0'}
              </Table.Td>
              <Table.Td ta="right" data-testid={`process-${process.id}-shr`}>
                {!process.loads || process.loads.sensibleHeatRatio === null
                  ? '—'
                  : formatNumber(process.loads.sensibleHeatRatio, {
                      maximumFractionDigits: 2,
                      minimumFractionDigits: 2,
                    })}
              </Table.Td>
              <Table.Td data-testid={`process-${process.id}-water`}>
                {processWaterText(process, imperial)}
              </Table.Td>
              <Table.Td data-testid={`process-${process.id}-coil`}>
                {process.coil
                  ? `${formatHeatRate(process.coil.coilLoad)} ${heat} (${formatNumber(process.coil.coilLoadTons, { maximumFractionDigits: 1 })} tons); ADP ${formatNumber(process.coil.apparentDewPoint, { maximumFractionDigits: 1 })} ${result.units.temperature}, BF ${formatNumber(process.coil.bypassFactor, { maximumFractionDigits: 3 })}`
                  : process.mixing
                    ? `${formatNumber(process.mixing.fractionA * 100, { maximumFractionDigits: 1 })} % of the dry air from ${labelOf(process.fromIds[0] ?? '')}`
                    : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
