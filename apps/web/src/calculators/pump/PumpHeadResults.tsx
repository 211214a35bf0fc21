import { Stack, Table, Title } from '@mantine/core';
import { unitLabel } from '@org/hvac-core/units';
import { PUMP_HEAD_RESULT_SPECS, type PumpHeadResult } from '@org/hvac-core/pump';
import { ResultCard, formatNumber } from '@org/ui';
import type { ReactNode } from 'react';
import classes from './PumpHeadCalculator.module.css';
import formClasses from '../../calculator-kit/calculator-form.module.css';
import { cardRows } from '../../calculator-kit/result-lines';
import { figureFor } from '../../calculator-kit/result-lines';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import { SuggestedMotorCard } from '../fan/SuggestedMotorCard';
import type { ResultsProps } from '../../calculator-kit/results-props';
import { pumpResultTables } from './result-tables';

/** Heads, powers, the motor, warnings and NPSH: the column beside the form. */
export function PumpHeadResults({ result, stale = false }: ResultsProps<PumpHeadResult>) {
  const system = result.unitSystem;
  const power = result.units.power;
  const name = result.calculationName.trim();

  const { heads, npsh } = pumpResultTables(result);

  return (
    <Stack gap="md">
      <ResultCard
        title={name ? `Pump head — ${name}` : 'Pump head'}
        rows={cardRows(heads.lines)}
        dimmed={stale}
      />

      <SuggestedMotorCard motor={result.suggestedMotor} stale={stale}>
        The next {result.suggestedMotor?.standard} rating at or above the shaft power of{' '}
        {figureFor(PUMP_HEAD_RESULT_SPECS, system)('shaftPower', result.shaftPower)} {power}.
      </SuggestedMotorCard>

      <ResultWarnings warnings={result.warnings} />

      {npsh ? (
        <ResultCard
          title={npsh.title}
          description={`Of ${result.fluid.label} at ${formatNumber(result.fluid.temperature, { maximumFractionDigits: 1 })} ${unitLabel('temperature', system)}.`}
          rows={cardRows(npsh.lines)}
          dimmed={stale}
          rowTestIdPrefix="npsh-row-"
        />
      ) : null}
    </Stack>
  );
}

/** A titled table that scrolls sideways on a narrow screen: the first column names each row. */
function BreakdownTable({
  id,
  title,
  testId,
  columns,
  textColumns = 1,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  /** Column headings; those after the text columns are right-aligned numbers. */
  columns: readonly string[];
  /** How many leading columns hold text; default 1 (the row's name). */
  textColumns?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <div className={classes.tableScroll} tabIndex={0} role="region" aria-labelledby={id}>
        <Table striped withTableBorder fz="sm" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th
                  key={column}
                  scope="col"
                  className={index >= textColumns ? formClasses.numeric : undefined}
                >
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </div>
    </section>
  );
}

/** Right-aligned number cells of a breakdown row, the last one bold when `total`. */
function NumberCells({ values, total = false }: { values: readonly string[]; total?: boolean }) {
  return values.map((text, index) => (
    <Table.Td
      key={index}
      className={formClasses.numeric}
      fw={total && index === values.length - 1 ? 600 : undefined}
    >
      {text}
    </Table.Td>
  ));
}

/** The index circuit section by section, and the components: where the head goes. */
export function PumpHeadBreakdown({ result, stale = false }: ResultsProps<PumpHeadResult>) {
  const system = result.unitSystem;
  const figure = figureFor(PUMP_HEAD_RESULT_SPECS, system);
  const { head } = result.units;
  return (
    <Stack gap="md" data-dimmed={stale || undefined}>
      <BreakdownTable
        id="pump-head-sections-title"
        title="Friction head by section"
        testId="section-table"
        textColumns={2}
        columns={[
          'Section',
          'Pipe',
          `Flow, ${result.units.flowRate}`,
          `Velocity, ${result.units.velocity}`,
          `Friction rate, ${unitLabel('pipeFrictionRate', system)}`,
          `Pipe, ${head}`,
          `Fittings, ${head}`,
          `Total, ${head}`,
        ]}
      >
        {result.sections.map((section, index) => (
          <Table.Tr key={index} data-testid={`section-row-${index}`}>
            <Table.Th scope="row" fw={500}>
              {section.name}
            </Table.Th>
            <Table.Td>
              {section.label} {section.pipeMaterial},{' '}
              {formatNumber(section.length, { maximumFractionDigits: 1 })}{' '}
              {unitLabel('length', system)}
            </Table.Td>
            <NumberCells
              total
              values={[
                figure('operatingFlowRate', section.flowRate),
                figure('sectionVelocity', section.velocity),
                figure('sectionFrictionRate', section.frictionRate),
                figure('frictionHead', section.frictionHead),
                figure('fittingsHead', section.fittingsHead),
                figure('sectionTotalHead', section.totalHead),
              ]}
            />
          </Table.Tr>
        ))}
      </BreakdownTable>

      {result.components.length > 0 ? (
        <BreakdownTable
          id="pump-head-components-title"
          title="Component losses"
          testId="component-table"
          columns={['Component', `Rated drop, ${result.units.headLoss}`, `Head, ${head}`]}
        >
          {result.components.map((component, index) => (
            <Table.Tr key={index}>
              <Table.Th scope="row" fw={500}>
                {component.name}
              </Table.Th>
              <NumberCells
                values={[
                  formatNumber(component.pressureDrop, {
                    maximumFractionDigits: system === 'Imperial' ? 2 : 1,
                  }),
                  figure('componentsHead', component.head),
                ]}
              />
            </Table.Tr>
          ))}
        </BreakdownTable>
      ) : null}
    </Stack>
  );
}
