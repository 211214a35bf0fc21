import { Table } from '@mantine/core';
import { OCTAVE_BANDS_HZ } from '@org/hvac-core/acoustics';

/** One row of an octave-band table: its heading, a cell a band, test ids from a prefix, bold bands. */
export interface BandRow {
  /** The row's heading; none in a table without a label column. */
  readonly head?: string;
  readonly cells: readonly string[];
  readonly testIdPrefix?: string;
  readonly bold?: readonly boolean[];
}

export interface BandTableProps {
  /** The id of the table's title; required. */
  titleId: string;
  /** Greys the values out, because they belong to an earlier, valid input; default false. */
  stale?: boolean;
  /** Text over the rows' headings; default none (no label column). */
  leading?: string;
  /** The rows; required. */
  rows: readonly BandRow[];
}

/** A small per-band table beside the inputs, that scrolls sideways on a phone. */
export function BandTable({ titleId, stale = false, leading, rows }: BandTableProps) {
  return (
    <div tabIndex={0} role="region" aria-labelledby={titleId} style={{ overflowX: 'auto' }}>
      <Table
        aria-labelledby={titleId}
        withTableBorder
        fz="xs"
        style={stale ? { opacity: 0.6 } : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {leading === undefined ? null : <Table.Th scope="col">{leading}</Table.Th>}
            {OCTAVE_BANDS_HZ.map((hz) => (
              <Table.Th key={hz} scope="col" ta="right">
                {hz} Hz
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.head ?? index}>
              {row.head === undefined ? null : <Table.Th scope="row">{row.head}</Table.Th>}
              {row.cells.map((cell, band) => (
                <Table.Td
                  key={OCTAVE_BANDS_HZ[band]}
                  ta="right"
                  fw={row.bold?.[band] ? 700 : undefined}
                  data-testid={
                    row.testIdPrefix ? `${row.testIdPrefix}-${OCTAVE_BANDS_HZ[band]}` : undefined
                  }
                >
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
