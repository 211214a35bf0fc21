import { Badge, Table, Text } from '@mantine/core';
import type { PsychrometricChartResult } from '@org/hvac-core/psychrometrics';
import type { ResultLine } from '../../calculator-kit/result-lines';
import { lineMeasure, lineValue } from '../../calculator-kit/result-lines';
import { processResultTables, stateResultTables } from './result-tables';

/** Every state with every property: the chart's text alternative. */
export function StatesTable({ result }: { result: PsychrometricChartResult }) {
  const states = stateResultTables(result);
  if (states.length === 0) {
    return <Text size="sm">No states yet: add one with the form or by clicking the chart.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder fz="sm" data-testid="psychrometric-states-table">
        <caption>States</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">State</Table.Th>
            {states[0]?.lines.map(({ key, label, unit }) => (
              <Table.Th key={key} scope="col" ta="right">
                {label}
                {unit ? `, ${unit}` : ''}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {states.map(({ id, label, fromProcess, lines }) => (
            <Table.Tr key={id} data-testid={`state-row-${id}`}>
              <Table.Th scope="row">
                {label}{' '}
                {fromProcess ? (
                  <Badge size="xs" variant="light" color="gray">
                    process
                  </Badge>
                ) : null}
              </Table.Th>
              {lines.map((line) => (
                <Table.Td key={line.key} ta="right" data-testid={`state-${id}-${line.key}`}>
                  {lineValue(line)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A process's "Coil" cell: the coil's load, ADP and bypass factor, or a mix's share of stream A. */
function coilText(lineOf: (key: string) => ResultLine | undefined): string {
  const [load, tons, dewPoint, bypass] = [
    'coilLoad',
    'coilLoadTons',
    'apparentDewPoint',
    'bypassFactor',
  ].map(lineOf);
  if (load && tons && dewPoint && bypass) {
    return `${lineMeasure(load)} (${lineMeasure(tons)}); ADP ${lineMeasure(dewPoint)}, BF ${lineValue(bypass)}`;
  }
  const mix = lineOf('dryAirFractionA');
  return mix ? `${mix.label}: ${lineMeasure(mix)}` : '—';
}

/** The number columns: header, the line shown, what reads without it (a mix), test id suffix. */
const NUMBER_COLUMNS = [
  ['Airflow', 'enteringAirflow', '—', 'airflow'],
  ['Dry air', 'dryAirMassFlow', '—', 'dry-air'],
  ['Sensible', 'sensible', '0 (adiabatic)', 'sensible'],
  ['Latent', 'latent', '0', 'latent'],
  ['Total', 'total', '0', 'total'],
  ['SHR', 'sensibleHeatRatio', '—', 'shr'],
] as const;

/** Every process with its flows and loads. */
export function ProcessesTable({ result }: { result: PsychrometricChartResult }) {
  const processes = processResultTables(result);
  const first = processes[0];
  if (!first) return null;
  const unitOf = (key: string) => first.lines.find((line) => line.key === key)?.unit ?? '';
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder fz="sm" data-testid="psychrometric-processes-table">
        <caption>Processes (heat added to the air is positive)</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Process</Table.Th>
            <Table.Th scope="col">From → to</Table.Th>
            {NUMBER_COLUMNS.map(([title, key]) => (
              <Table.Th key={key} scope="col" ta="right">
                {unitOf(key) ? `${title}, ${unitOf(key)}` : title}
              </Table.Th>
            ))}
            <Table.Th scope="col">Water</Table.Th>
            <Table.Th scope="col">Coil</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {processes.map(({ id, name, fromTo, water, lines }) => {
            const lineOf = (key: string) => lines.find((line) => line.key === key);
            return (
              <Table.Tr key={id} data-testid={`process-row-${id}`}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>{fromTo}</Table.Td>
                {NUMBER_COLUMNS.map(([, key, none, testId]) => {
                  const line = lineOf(key);
                  return (
                    <Table.Td key={key} ta="right" data-testid={`process-${id}-${testId}`}>
                      {line ? lineValue(line) : none}
                    </Table.Td>
                  );
                })}
                <Table.Td data-testid={`process-${id}-water`}>{water ?? '—'}</Table.Td>
                <Table.Td data-testid={`process-${id}-coil`}>{coilText(lineOf)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
