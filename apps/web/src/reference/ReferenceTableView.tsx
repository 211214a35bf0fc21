import {
  Badge,
  Button,
  Group,
  List,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { tableRows, type ReferenceColumn } from '@org/hvac-core/reference';
import { useEffect, useState } from 'react';
import { CalculatorLinks } from './CalculatorLinks';
import { copyCsv, downloadCsv } from './copy-csv';
import { csvFileName, tableToCsv } from './csv';
import { columnUnit, formatCell, otherColumnUnit } from './format-cell';
import { rowHash, type TableEntry } from './library';
import classes from './reference.module.css';
import { Fact } from './ReferenceSection';
import { useHashTarget } from './use-hash-target';
import { useReferenceUnits } from './units-context';

function ColumnHeader({ column }: { column: ReferenceColumn }) {
  const unitSystem = useReferenceUnits();
  const unit = columnUnit(column, unitSystem);
  const other = otherColumnUnit(column, unitSystem);
  return (
    <Table.Th scope="col" className={column.kind === 'text' ? undefined : classes.number}>
      {column.title}
      {unit ? (
        <Text size="xs" c="dimmed" className={classes.unit} component="span" display="block">
          {unit}
          {other ? ` (${unitSystem === 'Imperial' ? 'Metric' : 'Imperial'}: ${other})` : ''}
        </Text>
      ) : null}
    </Table.Th>
  );
}

/** One reference table: its source, units in both systems, rows in the chosen system, CSV. */
export function ReferenceTableView({ entry }: { entry: TableEntry }) {
  const { table, domain } = entry;
  const unitSystem = useReferenceUnits();
  // A deep link or a search result names a row: bring it into view and give it focus.
  const hash = useHashTarget('row-', 'center', undefined, table.id);
  const [status, setStatus] = useState('');
  // Rows at round values of the reader's units (a table stepped over a temperature has its own).
  const rows = tableRows(table, unitSystem);

  useEffect(() => setStatus(''), [table.id, unitSystem]);

  const csv = () => tableToCsv(table, unitSystem);
  const fileName = csvFileName(table, unitSystem);
  const titleId = `table-title-${table.id}`;

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{domain.title}</Badge>
          <Text size="sm" c="dimmed">
            {rows.length} rows · values in {unitSystem}
          </Text>
        </Group>
        <Title order={2} id={titleId}>
          {table.title}
        </Title>
        <Text size="sm">{table.description}</Text>
        <Fact label="Source">{table.source}</Fact>
        <CalculatorLinks domains={table.usedBy} />
      </Stack>

      <Group gap="sm" className={classes.noPrint}>
        <Button
          variant="light"
          onClick={() => {
            void copyCsv(csv(), fileName).then((delivery) =>
              setStatus(
                delivery === 'copied'
                  ? `Copied ${rows.length} rows as CSV (${unitSystem}).`
                  : `The clipboard is not available here: downloaded ${fileName} instead.`,
              ),
            );
          }}
        >
          Copy as CSV
        </Button>
        <Button
          variant="default"
          onClick={() => {
            downloadCsv(csv(), fileName);
            setStatus(`Downloaded ${fileName}.`);
          }}
        >
          Download CSV
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {status}
        </Text>
      </Group>

      <Table.ScrollContainer minWidth={Math.min(1400, table.columns.length * 130)}>
        <Table striped withTableBorder withColumnBorders verticalSpacing={6} fz="sm">
          <Table.Caption>
            {table.title}, {unitSystem} units. Source: {table.source}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {table.columns.map((column) => (
                <ColumnHeader key={column.key} column={column} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const id = rowHash(row.id);
              const highlighted = hash === id;
              return (
                <Table.Tr
                  key={row.id}
                  id={id}
                  tabIndex={-1}
                  className={
                    highlighted ? `${classes.target} ${classes.highlighted}` : classes.target
                  }
                  aria-current={highlighted ? 'location' : undefined}
                >
                  {table.columns.map((column, index) => {
                    const text = formatCell(row.cells[column.key] ?? null, column, unitSystem);
                    const Cell = index === 0 ? Table.Th : Table.Td;
                    return (
                      <Cell
                        key={column.key}
                        {...(index === 0 ? { scope: 'row' as const } : {})}
                        className={column.kind === 'text' ? undefined : classes.number}
                        style={index === 0 ? { fontWeight: 500 } : undefined}
                      >
                        {text || (
                          <>
                            <Text span c="dimmed" aria-hidden>
                              –
                            </Text>
                            <VisuallyHidden>no value</VisuallyHidden>
                          </>
                        )}
                      </Cell>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {table.notes && table.notes.length > 0 ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Notes
          </Title>
          <List size="sm" spacing={2}>
            {table.notes.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
