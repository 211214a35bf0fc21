import { Alert, Card, List, Table, Text, Title } from '@mantine/core';
import { formatBoqAmount, type BoqResult } from '@org/hvac-core/boq';
import { formatNumber } from '@org/ui';
import classes from './BoqEditor.module.css';

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
  const pct = (value: number) => `${formatNumber(value, { maximumFractionDigits: 3 })}%`;
  const rows: { key: string; label: string; value: string; testId: string; grand?: boolean }[] = [
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
    { key: 'subtotal', label: 'Subtotal', value: money(result.subtotal), testId: 'boq-subtotal' },
    {
      key: 'contingency',
      label: `Contingency (${pct(percents.contingency)})`,
      value: money(result.contingency),
      testId: 'boq-contingency',
    },
    {
      key: 'discount',
      label: `Discount (${pct(percents.discount)})`,
      value: money(result.discount === 0 ? 0 : -result.discount),
      testId: 'boq-discount',
    },
    {
      key: 'net',
      label: 'Net total',
      value: money(result.netTotal),
      testId: 'boq-net-total',
    },
    {
      key: 'tax',
      label: `Tax (${pct(percents.tax)})`,
      value: money(result.tax),
      testId: 'boq-tax',
    },
    {
      key: 'grand',
      label: 'Grand total',
      value: money(result.grandTotal),
      testId: 'boq-grand-total',
      grand: true,
    },
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
            <Table.Tr key={row.key} className={row.grand ? classes.grand : undefined}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td data-testid={row.testId} aria-live={row.grand ? 'polite' : undefined}>
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
