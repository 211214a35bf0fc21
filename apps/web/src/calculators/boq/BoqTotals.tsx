import { Alert, Card, List, Table, Text, Title } from '@mantine/core';
import { formatBoqAmount, type BoqResult } from '@org/hvac-core/boq';
import classes from './BoqEditor.module.css';
import { boqTotalRows, type BoqTotalRow } from './total-rows';

export interface BoqTotalsProps {
  /** The engine's totals; required. */
  result: BoqResult;
  /** Section names by id ('' for an unnamed one); required. */
  sectionNames: ReadonlyMap<string, string>;
  /** The percentages entered, to show beside their amounts; required. */
  percents: { contingency: number; discount: number; tax: number };
  /** Greys the totals out: they belong to an earlier, valid bill; default false. */
  stale?: boolean;
}

/** Section subtotals, contingency, discount, tax and the grand total, with the engine's warnings. */
export function BoqTotals({ result, sectionNames, percents, stale = false }: BoqTotalsProps) {
  const money = (amount: number) => formatBoqAmount(amount, result.currency);
  const rows: BoqTotalRow[] = [
    ...result.sections.map((section, index) => ({
      key: section.id,
      label: `${sectionNames.get(section.id) || `Section ${index + 1}`} subtotal`,
      value: money(section.subtotal),
      testId: `boq-section-${index + 1}-subtotal-total`,
    })),
    ...(result.unsectionedItemIds.length > 0 && result.sections.length > 0
      ? [
          {
            key: 'unsectioned',
            label: 'Items without a section',
            value: money(result.unsectionedSubtotal),
            testId: 'boq-unsectioned-subtotal',
          },
        ]
      : []),
    ...boqTotalRows(result, percents),
  ];
  return (
    <Card withBorder padding="md" aria-labelledby="boq-totals-title" component="section">
      <Title order={2} size="h4" id="boq-totals-title" mb="xs">
        Totals
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {result.currency.name}
        {result.currency.code ? ` (${result.currency.code})` : ''}, exact to{' '}
        {result.currency.minorUnitDigits === 0
          ? 'the whole unit'
          : `${result.currency.minorUnitDigits} decimals`}
        .{stale ? ' Showing the last valid totals: correct the fields marked in the bill.' : ''}
      </Text>
      <Table className={classes.totals} style={{ opacity: stale ? 0.6 : 1 }}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} className={row.emphasis ? classes.grand : undefined}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td data-testid={row.testId} aria-live={row.emphasis ? 'polite' : undefined}>
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.warnings.length > 0 ? (
        <Alert color="yellow" title="Check" mt="sm">
          <List size="sm">
            {result.warnings.map((warning) => (
              <List.Item key={`${warning.code}-${warning.path?.join('.') ?? ''}`}>
                {warning.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Card>
  );
}
