import { ActionIcon, Table, type MantineSpacing } from '@mantine/core';
import type { EnergyFieldSpec } from '@org/hvac-core/energy';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import { energyDraftContext, type EnergyFieldContext } from './energy-field';

/** One numeric column of a list of rows (a bin's hours, a performance point's COP). */
export interface RowColumn<Row> {
  /** The row's field the column edits. */
  readonly key: keyof Row & string;
  /** The engine's description of the column's numbers; its label is the column's heading. */
  readonly spec: EnergyFieldSpec;
  /** The field's label in row `n` (counted from 1). */
  readonly label: (n: number) => string;
}

export interface EnergyRowsTableProps<Row> extends EnergyFieldContext {
  /** The rows as the draft holds them; required. */
  rows: readonly Row[];
  /** The numeric columns, in order; a Remove column follows them; required. */
  columns: readonly RowColumn<Row>[];
  /** The list's path in the draft ('heating.bins'): each field's is `${path}.${row}.${key}`; required. */
  path: string;
  /** Called with the whole new list and the path edited; required. */
  onChange: (rows: Row[], path: string) => void;
  /** The accessible name of the table; required. */
  ariaLabel: string;
  /** The accessible name of row `n`'s Remove button; required. */
  removeLabel: (n: number) => string;
  /** Fewest rows the list keeps (Remove is disabled at it); default 0. */
  minRows?: number;
  /** Narrowest width before the table scrolls sideways, px; required. */
  minWidth: number;
  /** Tallest the table grows before it scrolls, px; default no limit. */
  maxHeight?: number;
  /** Space above the table; default none. */
  mt?: MantineSpacing;
  /** Striped rows; default false. */
  striped?: boolean;
}

/** An editable list of numeric rows with a Remove button on each (bins, performance points). */
export function EnergyRowsTable<Row extends object>({
  rows,
  columns,
  path,
  onChange,
  ariaLabel,
  removeLabel,
  minRows = 0,
  minWidth,
  maxHeight,
  mt,
  striped = false,
  ...context
}: EnergyRowsTableProps<Row>) {
  const setRow = (index: number, key: keyof Row & string, value: number | string) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, [key]: value } : { ...row })),
      `${path}.${index}.${key}`,
    );
  const fieldContext = energyDraftContext(context);
  const listPath = path.split('.');

  return (
    <Table.ScrollContainer minWidth={minWidth} mah={maxHeight} mt={mt}>
      <Table striped={striped} withTableBorder verticalSpacing={2} aria-label={ariaLabel}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.spec.label}</Table.Th>
            ))}
            <Table.Th>Remove</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Rows have no id of their own; their order is the data.
            <Table.Tr key={index}>
              {columns.map(({ key, spec, label }) => (
                <Table.Td key={key}>
                  <DraftNumberField
                    context={fieldContext}
                    path={[...listPath, index, key]}
                    spec={spec}
                    value={row[key]}
                    onChange={(next) => setRow(index, key, next)}
                    label={label(index + 1)}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={removeLabel(index + 1)}
                  disabled={rows.length <= minRows}
                  onClick={() =>
                    onChange(
                      rows.filter((_, i) => i !== index).map((kept) => ({ ...kept })),
                      path,
                    )
                  }
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
