import { Badge, Card, Group, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatResultValue } from '../format';
import classes from './ResultCard.module.css';

/** One line of a {@link ResultCard}. */
export interface ResultRow {
  /** Stable key; the row's test id is `${rowTestIdPrefix}${key}`; required. */
  key: string;
  /** What the value is, e.g. "Walls"; required. */
  label: ReactNode;
  /** The value, or null when it does not apply (shown as "—"); required. */
  value: number | null;
  /** Unit after the value, e.g. "Btu/h"; default none. */
  unit?: string;
  /** Digits after the decimal point; default chosen from the magnitude (see formatNumber). */
  maximumFractionDigits?: number;
  /** 'total' draws the row bold with a rule above, 'subtotal' bold only; default plain. */
  emphasis?: 'total' | 'subtotal';
  /** Indents the label, for a part of the row above; default false. */
  indent?: boolean;
  /** Short texts shown as yellow badges beside the label; default none. */
  warnings?: string[];
  /** data-testid of the element holding "value unit"; default none. */
  valueTestId?: string;
  /** Announces changes of this value to screen readers (aria-live="polite"); default false. */
  live?: boolean;
}

export interface ResultCardProps {
  /** Heading of the card; required. */
  title: string;
  /** Rows in display order; required. */
  rows: ResultRow[];
  /** Text under the heading; default none. */
  description?: ReactNode;
  /** Heading level of the title; default 2. */
  headingOrder?: TitleOrder;
  /** Greys the values out (e.g. while they are stale); default false. */
  dimmed?: boolean;
  /** Content after the table (notes, links); default none. */
  footer?: ReactNode;
  /** Prefix of each row's data-testid; default 'result-row-'. */
  rowTestIdPrefix?: string;
}

/** A titled card of labelled results, each formatted with thousands separators and its unit. */
export function ResultCard({
  title,
  rows,
  description,
  headingOrder = 2,
  dimmed = false,
  footer,
  rowTestIdPrefix = 'result-row-',
}: ResultCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" radius="sm" className={classes.card}>
      <Title order={headingOrder} size="h4" id={titleId}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      ) : null}
      <Table
        aria-labelledby={titleId}
        mt="sm"
        verticalSpacing={6}
        horizontalSpacing="xs"
        className={classes.table}
        data-dimmed={dimmed || undefined}
      >
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.key}
              data-testid={`${rowTestIdPrefix}${row.key}`}
              data-emphasis={row.emphasis}
              className={classes.row}
            >
              <Table.Th scope="row" className={classes.label} data-indent={row.indent || undefined}>
                <Group gap={6} wrap="wrap" component="span">
                  <span>{row.label}</span>
                  {row.warnings?.map((warning) => (
                    <Badge key={warning} color="yellow" variant="light" size="xs" component="span">
                      {warning}
                    </Badge>
                  ))}
                </Group>
              </Table.Th>
              <Table.Td className={classes.value}>
                {/* A prerendered page may answer an edit before it hydrates (the app's early
                    answers): the value it shows then may differ from the HTML's. */}
                <span
                  data-testid={row.valueTestId}
                  aria-live={row.live ? 'polite' : undefined}
                  suppressHydrationWarning
                >
                  {formatResultValue(row.value, row.unit, row.maximumFractionDigits)}
                </span>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {footer}
    </Card>
  );
}
