import { Card, Table, Text, Title } from '@mantine/core';
import type { ReportRow, ReportTable } from '../../report/types';

export interface TableViewProps {
  /** The table, every cell already formatted (the report prints the same); required. */
  table: ReportTable;
  /** data-testid of the table; required. */
  testId: string;
  /** Index of a row drawn bold (a critical path); default none. */
  isEmphasised?: (row: readonly string[], index: number) => boolean;
  /** Widest table before it scrolls sideways, px; default 720. */
  minWidth?: number;
}

/** One of the result tables on the page, titled, scrolling sideways on a narrow screen. */
export function TableView({ table, testId, isEmphasised, minWidth = 720 }: TableViewProps) {
  return (
    <section aria-label={table.title}>
      <Title order={3} size="h5" mb={4}>
        {table.title}
      </Title>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped verticalSpacing={4} fz="sm" data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column) => (
                <Table.Th key={column.header} ta={column.align ?? 'left'}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row, index) => (
              <Table.Tr key={index} fw={isEmphasised?.(row, index) ? 700 : undefined}>
                {row.map((cell, column) => (
                  <Table.Td key={column} ta={table.columns[column]?.align ?? 'left'}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

export interface RowsCardProps {
  /** Heading; required. */
  title: string;
  /** Label, value and unit per row (bold when emphasised); required. */
  rows: readonly ReportRow[];
  /** data-testid prefix of each value: `${prefix}${index}`; required. */
  testId: string;
}

/** A titled card of labelled values (the fan duty), the same rows as the report's. */
export function RowsCard({ title, rows, testId }: RowsCardProps) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <Table verticalSpacing={4} data-testid={testId}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label} fw={row.emphasis ? 700 : undefined}>
              <Table.Th scope="row" fw={row.emphasis ? 700 : 400}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right">
                <Text span inherit>
                  {row.value}
                  {row.unit === '' ? '' : ` ${row.unit}`}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
