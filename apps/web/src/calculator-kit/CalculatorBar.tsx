import { Group, Paper } from '@mantine/core';
import type { UnitSystem } from '@org/hvac-core/units';
import type { ReactNode } from 'react';
import { DraftUnitSystemControl, type DraftUnitSystemControlProps } from './UnitSystemControl';

export interface CalculatorBarProps<Draft extends { unitSystem?: UnitSystem }> {
  /** The unit switch: its id prefix, the draft, where the converted draft goes and the convert; required. */
  units: DraftUnitSystemControlProps<Draft>;
  /** Switches beside the units (a mode, a system type); default none. */
  children?: ReactNode;
}

/** The bar above a calculator's inputs: the unit switch, then any mode switches beside it. */
export function CalculatorBar<Draft extends { unitSystem?: UnitSystem }>({
  units,
  children,
}: CalculatorBarProps<Draft>) {
  const unitControl = <DraftUnitSystemControl {...units} />;
  return (
    <Paper withBorder p="sm" radius="sm">
      {children ? (
        <Group gap="xl" wrap="wrap">
          {unitControl}
          {children}
        </Group>
      ) : (
        unitControl
      )}
    </Paper>
  );
}
