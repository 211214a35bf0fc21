import { Table, Title } from '@mantine/core';
import type { FormattedTable } from './result-tables';

export interface ResultTableViewProps {
  /** The table, every cell formatted; required. */
  table: FormattedTable;
  /** The heading's id (the table is labelled by it); required. */
  id: string;
  /** Fades the numbers while they belong to an earlier input; default false. */
  stale?: boolean;
}

/** A results table: header row, one row per element, index-circuit rows bold and marked. */
export function ResultTableView({ table, id, stale = false }: ResultTableViewProps) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb={4}>
        {table.title}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table
          fz="sm"
          striped
          withTableBorder
          aria-labelledby={id}
          style={stale ? { opacity: 0.6 } : undefined}
          data-testid={id}
        >
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column) => (
                <Table.Th key={column.header} scope="col" ta={column.numeric ? 'right' : 'left'}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row) => (
              <Table.Tr
                key={row.key}
                fw={row.highlight ? 700 : undefined}
                bg={row.highlight ? 'var(--mantine-color-yellow-light)' : undefined}
                data-index-circuit={row.highlight || undefined}
              >
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <Table.Th key={index} scope="row" fw={row.highlight ? 700 : 500}>
                      {cell}
                    </Table.Th>
                  ) : (
                    <Table.Td key={index} ta={table.columns[index]?.numeric ? 'right' : 'left'}>
                      {cell}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
