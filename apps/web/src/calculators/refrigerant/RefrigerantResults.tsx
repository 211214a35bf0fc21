import { Alert, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { RefrigerantLineResult } from '@org/hvac-core/refrigerant';
import { ResultCard, formatNumber, withUnit } from '@org/ui';
import { useId } from 'react';
import { LINE_TYPE_LABELS, LINE_ORIENTATION_LABELS, refrigerantGwpText } from './labels';
import classes from './RefrigerantCalculator.module.css';
import formClasses from '../../calculator-kit/calculator-form.module.css';
import { ResultNotes } from '../../calculator-kit/ResultNotes';
import { cardRows } from '../../calculator-kit/result-lines';
import type { ResultsProps } from '../../calculator-kit/results-props';
import { neighbourTubes, refrigerantResultTables } from './result-tables';

/** The tubes either side of the selected one, with their velocity, pressure drop and penalty. */
function NeighbourTable({ result }: { result: RefrigerantLineResult }) {
  const titleId = useId();
  const u = result.units;
  return (
    <Card withBorder padding="md" radius="sm">
      <Title order={2} size="h4" id={titleId}>
        Neighbouring tube sizes
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        The selected tube is the smallest whose penalty is within the allowed{' '}
        {formatNumber(result.allowedTemperaturePenalty, { maximumFractionDigits: 3 })}{' '}
        {u.temperatureDifference}.
      </Text>
      <Table.ScrollContainer minWidth={420} mt="sm">
        <Table aria-labelledby={titleId} fz="sm" verticalSpacing={4} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Tube</Table.Th>
              <Table.Th scope="col" className={formClasses.numeric}>
                Velocity, {u.velocity}
              </Table.Th>
              <Table.Th scope="col" className={formClasses.numeric}>
                Pressure drop, {u.pressure}
              </Table.Th>
              <Table.Th scope="col" className={formClasses.numeric}>
                Penalty, {u.temperatureDifference}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {neighbourTubes(result).map(({ tube, selected, velocity, pressureDrop, penalty }) => (
              <Table.Tr
                key={tube.size}
                data-testid={`candidate-${tube.size}`}
                aria-current={selected ? 'true' : undefined}
                fw={selected ? 700 : undefined}
              >
                <Table.Th scope="row" fw={selected ? 700 : 400}>
                  {tube.label}
                  {selected ? (
                    <Badge ml={6} size="xs" variant="light" component="span">
                      selected
                    </Badge>
                  ) : null}
                </Table.Th>
                <Table.Td className={formClasses.numeric}>{velocity}</Table.Td>
                <Table.Td className={formClasses.numeric}>{pressureDrop}</Table.Td>
                <Table.Td className={formClasses.numeric}>
                  {penalty}
                  {tube.meetsPenalty ? '' : ' ✗'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={4}>
        ✗: the tube’s penalty exceeds the allowed penalty.
      </Text>
    </Card>
  );
}

/** Selected tube and its figures, warnings with their rules, neighbours, cycle and assumptions. */
export function RefrigerantResults({
  result,
  name,
  stale = false,
}: ResultsProps<RefrigerantLineResult>) {
  const title = name?.trim() ? `Line size — ${name.trim()}` : 'Line size';
  const tables = refrigerantResultTables(result);
  return (
    <Stack gap="md">
      <ResultCard
        title={title}
        description={
          <>
            <Text
              component="span"
              size="xl"
              fw={700}
              c="var(--mantine-color-text)"
              className={classes.selectedSize}
              data-testid="selected-size"
              aria-live="polite"
            >
              {result.selected.label}
            </Text>
            <br />
            {result.refrigerant.label} {LINE_TYPE_LABELS[result.lineType].toLowerCase()} line,{' '}
            {LINE_ORIENTATION_LABELS[result.orientation].toLowerCase()}; {result.tubeSeries.label}.
          </>
        }
        rows={cardRows(tables.line.lines)}
        dimmed={stale}
      />

      {result.warnings.length > 0 ? (
        <Stack gap="xs" aria-label="Warnings" role="region">
          {result.warnings.map((warning) => (
            <Alert
              key={warning.code}
              color="yellow"
              title="Check this"
              data-testid={`warning-${warning.code}`}
            >
              <Text size="sm">{warning.message}</Text>
              <Text size="xs" mt={4}>
                Rule: {warning.rule}
              </Text>
            </Alert>
          ))}
        </Stack>
      ) : (
        <Text size="sm" data-testid="no-warnings">
          No warnings: velocities are within the oil-return and noise limits for this line.
        </Text>
      )}

      {tables.liquidLine ? (
        <ResultCard
          title={tables.liquidLine.title}
          rows={cardRows(tables.liquidLine.lines)}
          dimmed={stale}
          rowTestIdPrefix="liquid-row-"
        />
      ) : null}

      <NeighbourTable result={result} />

      <ResultCard
        title={tables.cycle.title}
        description={`${result.refrigerant.label}, safety group ${result.refrigerant.safetyGroup}, GWP100 ${refrigerantGwpText(result.refrigerant.id)}. Capacity ${withUnit(formatNumber(result.capacityTons, { maximumFractionDigits: 2 }), 'tons')} = ${formatNumber(result.capacityKw, { maximumFractionDigits: 2 })} kW.`}
        rows={cardRows(tables.cycle.lines)}
        dimmed={stale}
        rowTestIdPrefix="cycle-row-"
      />

      <ResultNotes idPrefix="refrigerant" notes={result.notes} />
    </Stack>
  );
}
