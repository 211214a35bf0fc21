import { Badge, Table, Text } from '@mantine/core';
import {
  CHART_PROCESS_TYPE_LABELS,
  CHART_STATE_RESULT_SPECS,
  type ChartProcessResult,
  type PsychrometricChartResult,
} from '@org/hvac-core/psychrometrics';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { STATE_COLUMNS, processText, processUnit, stateText } from './format';

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
              const { label, unit } = CHART_STATE_RESULT_SPECS[column];
              const text = fieldUnitLabel(unit, result.unitSystem);
              return (
                <Table.Th key={column} scope="col" ta="right">
                  {label}
                  {text ? `, ${text}` : ''}
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
                <Table.Td key={column} ta="right" data-testid={`state-${id}-${column}`}>
                  {stateText(state, column)}
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

/** A process's "Coil" cell: the coil's load, ADP and bypass factor, or a mix's share of stream A. */
function coilText(
  process: ChartProcessResult,
  system: UnitSystem,
  labelOf: (id: string) => string,
): string {
  const { coil, mixing } = process;
  if (coil) {
    const tons = formatNumber(coil.coilLoadTons, { maximumFractionDigits: 1 });
    return `${processText('coilLoad', coil.coilLoad, system)} ${processUnit('coilLoad', system)} (${tons} tons); ADP ${processText('apparentDewPoint', coil.apparentDewPoint, system)} ${processUnit('apparentDewPoint', system)}, BF ${processText('bypassFactor', coil.bypassFactor, system)}`;
  }
  if (!mixing) return '—';
  return `${processText('dryAirFractionA', mixing.fractionA * 100, system)} % of the dry air from ${labelOf(process.fromIds[0] ?? '')}`;
}

/** The load columns: their header, what reads when a process has no loads (a mix), and the value's key. */
const LOAD_COLUMNS = [
  ['Sensible', 'sensible', '0 (adiabatic)'],
  ['Latent', 'latent', '0'],
  ['Total', 'total', '0'],
] as const;

/** Every process with its loads. */
export function ProcessesTable({ result }: { result: PsychrometricChartResult }) {
  if (result.processes.length === 0) return null;
  const system = result.unitSystem;
  const heat = processUnit('total', system);
  const labelOf = (id: string) => result.states.find((s) => s.id === id)?.label ?? id;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder fz="sm" data-testid="psychrometric-processes-table">
        <caption>Processes (heat added to the air is positive)</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Process</Table.Th>
            <Table.Th scope="col">From → to</Table.Th>
            <Table.Th
              scope="col"
              ta="right"
            >{`Airflow, ${processUnit('enteringAirflow', system)}`}</Table.Th>
            {LOAD_COLUMNS.map(([title]) => (
              <Table.Th key={title} scope="col" ta="right">{`${title}, ${heat}`}</Table.Th>
            ))}
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
                {process.label}: {CHART_PROCESS_TYPE_LABELS[process.type]}
              </Table.Th>
              <Table.Td>
                {process.fromIds.map(labelOf).join(' + ')} → {process.label}
              </Table.Td>
              <Table.Td ta="right">
                {processText('enteringAirflow', process.enteringAirflow, system)}
              </Table.Td>
              {LOAD_COLUMNS.map(([, key, none]) => (
                <Table.Td key={key} ta="right" data-testid={`process-${process.id}-${key}`}>
                  {process.loads ? processText(key, process.loads[key], system) : none}
                </Table.Td>
              ))}
              <Table.Td ta="right" data-testid={`process-${process.id}-shr`}>
                {!process.loads || process.loads.sensibleHeatRatio === null
                  ? '—'
                  : processText('sensibleHeatRatio', process.loads.sensibleHeatRatio, system)}
              </Table.Td>
              <Table.Td data-testid={`process-${process.id}-water`}>
                {processWaterText(process, system === 'Imperial')}
              </Table.Td>
              <Table.Td data-testid={`process-${process.id}-coil`}>
                {coilText(process, system, labelOf)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
