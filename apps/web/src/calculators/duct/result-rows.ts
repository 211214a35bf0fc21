import type { DuctResult, DuctResultText } from '@org/hvac-core/duct';
import { unitLabel, type UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';

/** One row of the sizer's results table: a text result of the engine, its label and test id. */
export interface DuctTextRow {
  readonly key: Exclude<keyof DuctResultText, 'shape' | 'diameter' | 'width' | 'height'>;
  readonly label: string;
  readonly testId: string;
  readonly total?: boolean;
}

/** The rows of the sizer's table, in order; the size check and the report show them too. */
export const DUCT_RESULT_ROWS: readonly DuctTextRow[] = [
  { key: 'size', label: 'Size', testId: 'duct-size' },
  { key: 'velocity', label: 'Velocity', testId: 'duct-velocity' },
  { key: 'frictionRate', label: 'Friction rate', testId: 'duct-friction-rate' },
  { key: 'area', label: 'Area', testId: 'duct-area' },
  {
    key: 'equivalentDiameter',
    label: 'Equivalent diameter (Huebscher)',
    testId: 'duct-equivalent-diameter',
  },
  { key: 'velocityPressure', label: 'Velocity pressure', testId: 'duct-velocity-pressure' },
  { key: 'ductPressureLoss', label: 'Duct pressure loss', testId: 'duct-pressure-loss' },
  {
    key: 'fittingsPressureLoss',
    label: 'Fittings pressure loss',
    testId: 'fittings-pressure-loss',
  },
  {
    key: 'totalPressureLoss',
    label: 'Total pressure loss',
    testId: 'total-pressure-loss',
    total: true,
  },
];

/** The rows of a sized duct: the equivalent diameter only for a rectangular one. */
export function ductResultRows(shape: DuctResult['shape']): readonly DuctTextRow[] {
  return DUCT_RESULT_ROWS.filter(
    (row) => row.key !== 'equivalentDiameter' || shape === 'rectangular',
  );
}

/** A fitting's loss coefficient as the results and the report write it: "C = 0.11". */
export function coefficientText(lossCoefficient: number): string {
  return `C = ${formatNumber(lossCoefficient, { maximumFractionDigits: 3 })}`;
}

/** A fitting's equivalent length and its unit: "12 ft". */
export function equivalentLengthText(length: number, unitSystem: UnitSystem): string {
  return `${formatNumber(length, { maximumFractionDigits: 2 })} ${unitLabel('length', unitSystem)}`;
}

/** A fitting's pressure loss, without its unit. */
export function fittingLossText(pressureLoss: number, unitSystem: UnitSystem): string {
  return formatNumber(pressureLoss, { maximumFractionDigits: unitSystem === 'Imperial' ? 4 : 2 });
}
