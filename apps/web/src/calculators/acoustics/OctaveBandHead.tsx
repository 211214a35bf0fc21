import { Table } from '@mantine/core';
import { OCTAVE_BANDS_HZ } from '@org/hvac-core/acoustics';
import type { ReactNode } from 'react';

export interface OctaveBandHeadProps {
  /** Text of a first header cell over the rows' labels; default none (no label column). */
  leading?: ReactNode;
}

/** The header of a small per-band table: one right-aligned column per octave band, 63–8000 Hz. */
export function OctaveBandHead({ leading }: OctaveBandHeadProps) {
  return (
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
  );
}
