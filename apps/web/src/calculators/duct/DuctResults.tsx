import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { DuctResult } from '@org/hvac-core/duct';
import { unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { useId } from 'react';
import classes from './DuctCalculator.module.css';
import formClasses from '../../calculator-kit/calculator-form.module.css';
import { manualDRows } from './manual-d-rows';
import {
  lossCoefficientText,
  ductResultTables,
  equivalentLengthText,
  fittingLossText,
} from './result-tables';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import type { ResultsProps } from '../../calculator-kit/results-props';

/** The chosen and exact sizes with their flow and losses, warnings, and each fitting's loss. */
export function DuctResults({ result, name, stale = false }: ResultsProps<DuctResult>) {
  const titleId = useId();
  const fittingsTitleId = useId();
  const system = result.unitSystem;
  const columns = ductResultTables(result);
  const title = name?.trim() ? `Duct — ${name.trim()}` : 'Duct size';
  const pressureUnit = unitLabel('ductPressureLoss', system);
  /** The layout of the results and fitting-loss tables, greyed out with stale numbers. */
  const tableProps = (labelledBy: string) => ({
    'aria-labelledby': labelledBy,
    mt: 'sm',
    verticalSpacing: 6,
    horizontalSpacing: 'xs',
    className: stale ? classes.dimmed : undefined,
  });

  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {result.sizingMethod === 'friction'
            ? 'Friction (equal-friction) method'
            : 'Velocity method'}
          , {result.material.name} (ε ={' '}
          {formatNumber(result.material.roughnessMm, { maximumFractionDigits: 4 })} mm), air at{' '}
          {formatNumber(result.air.densityKgM3, { maximumFractionDigits: 3 })} kg/m³.
        </Text>
        <Table {...tableProps(titleId)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Result</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.title} scope="col" className={formClasses.numeric}>
                  {column.title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns[0]?.lines.map((line, index) => (
              <Table.Tr key={line.key} className={line.total ? classes.total : undefined}>
                <Table.Th scope="row">{line.label}</Table.Th>
                {columns.map(({ title, lines }) => (
                  <Table.Td key={title} className={formClasses.numeric}>
                    <span
                      data-testid={lines[index]?.testId}
                      aria-live={lines[index]?.live ? 'polite' : undefined}
                    >
                      {lines[index]?.text}
                    </span>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>

      <ResultWarnings warnings={result.warnings} />

      {result.fittings.length > 0 ? (
        <Card withBorder padding="md" radius="sm">
          <Title order={2} size="h4" id={fittingsTitleId}>
            Fitting losses
          </Title>
          <Table {...tableProps(fittingsTitleId)}>
            <Table.Thead>
              <Table.Tr>
                {['Fitting', 'Qty', 'C or Le', `Loss (${pressureUnit})`].map((heading, index) => (
                  <Table.Th
                    key={heading}
                    scope="col"
                    className={index > 0 ? formClasses.numeric : undefined}
                  >
                    {heading}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.fittings.map((fitting, index) => (
                <Table.Tr key={fitting.id ?? index} data-testid={`duct-fitting-loss-${index}`}>
                  <Table.Th scope="row" fw={400}>
                    {fitting.name}
                  </Table.Th>
                  <Table.Td className={formClasses.numeric}>
                    {formatNumber(fitting.quantity)}
                  </Table.Td>
                  <Table.Td className={formClasses.numeric}>
                    {fitting.lossCoefficient !== null
                      ? lossCoefficientText(fitting.lossCoefficient)
                      : equivalentLengthText(fitting.equivalentLength ?? 0, system)}
                  </Table.Td>
                  <Table.Td className={formClasses.numeric}>
                    {fittingLossText(fitting.pressureLoss, system)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ) : null}
      {result.frictionRateDesign ? (
        <Card withBorder padding="md" radius="md">
          <Text fw={600} mb="xs" id="duct-manual-d-title">
            Friction rate from available static pressure (ACCA Manual D)
          </Text>
          <Table
            aria-labelledby="duct-manual-d-title"
            data-testid="duct-manual-d"
            className={stale ? classes.dimmed : undefined}
          >
            <Table.Tbody>
              {manualDRows(result.frictionRateDesign, system).map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={row.emphasis ? 650 : 400}>
                    {row.label}
                  </Table.Th>
                  <Table.Td className={formClasses.numeric} fw={row.emphasis ? 650 : 400}>
                    {row.value} {row.unit}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ) : null}
    </Stack>
  );
}
