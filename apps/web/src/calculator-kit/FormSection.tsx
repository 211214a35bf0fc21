import { Fieldset, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './calculator-form.module.css';

export interface FieldGridProps {
  /** Columns from the xs breakpoint up (one column below it); required. */
  columns: number;
  /** The fields; required. */
  children: ReactNode;
}

/** A calculator form's grid of fields: one column on a phone, `columns` from xs up. */
export function FieldGrid({ columns, children }: FieldGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: columns }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

export interface FormSectionProps {
  /** The fieldset's legend; required. */
  legend: ReactNode;
  /** Lays the children out in a {@link FieldGrid} of this many columns; default none (as they are). */
  columns?: number;
  /** The section's fields; required. */
  children: ReactNode;
}

/** One fieldset of a calculator form, with the shared legend style and, optionally, a field grid. */
export function FormSection({ legend, columns, children }: FormSectionProps) {
  return (
    <Fieldset legend={legend} classNames={{ legend: classes.legend }}>
      {columns === undefined ? children : <FieldGrid columns={columns}>{children}</FieldGrid>}
    </Fieldset>
  );
}
