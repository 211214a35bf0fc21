import { Grid, Stack } from '@mantine/core';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ReactNode } from 'react';
import { CalculatorBar } from './CalculatorBar';
import type { DraftUnitSystemControlProps } from './UnitSystemControl';

export interface CalculatorColumnsProps<Draft extends { unitSystem?: UnitSystem }> {
  /** The unit switch of the bar above both columns (see CalculatorBar); required. */
  units: DraftUnitSystemControlProps<Draft>;
  /** Switches beside the units in that bar (a mode, a system type); default none. */
  controls?: ReactNode;
  /** The inputs, in the left column (an "Inputs" region); required. */
  form: ReactNode;
  /** The errors alert and the results, in the right column (a "Results" region); required. */
  results: ReactNode;
  /** Columns of 12 the form takes from the md breakpoint up; default 6 (half). */
  formSpan?: number;
  /** Full-width content below both columns; default none. */
  children?: ReactNode;
}

/**
 * The page layout every calculator shares: a bar of controls, the form beside its live results
 * (stacked on narrow screens), then anything full width below.
 */
export function CalculatorColumns<Draft extends { unitSystem?: UnitSystem }>({
  units,
  controls,
  form,
  results,
  formSpan = 6,
  children,
}: CalculatorColumnsProps<Draft>) {
  return (
    <Stack gap="md">
      <CalculatorBar units={units}>{controls}</CalculatorBar>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: formSpan }}>
          <section aria-label="Inputs">{form}</section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 12 - formSpan }}>
          <Stack gap="md" component="section" aria-label="Results">
            {results}
          </Stack>
        </Grid.Col>
      </Grid>
      {children}
    </Stack>
  );
}
