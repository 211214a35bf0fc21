import {
  EQUIPMENT_TYPE_INFO,
  SCHEDULE_COLUMN_INFO,
  type EquipmentType,
  type ScheduleNumericColumn,
} from '@org/hvac-core/schedule';
import type { NumericFieldUi } from '../../calculator-kit/field-ui';

const ui = (imperialStep: number, metricStep: number, decimalScale: number): NumericFieldUi => ({
  step: { Imperial: imperialStep, Metric: metricStep },
  decimalScale,
});

/**
 * How each numeric column's cell behaves: arrow-key step and the decimals typed and shown (a
 * converted value keeps its full precision in the file; the cell shows it rounded).
 */
export const SCHEDULE_FIELD_UI: Readonly<Record<ScheduleNumericColumn, NumericFieldUi>> = {
  coolingCapacity: ui(1000, 100, 0),
  heatingCapacity: ui(1000, 100, 0),
  airflow: ui(50, 10, 1),
  externalStaticPressure: ui(0.1, 25, 2),
  waterFlow: ui(1, 0.1, 2),
  pumpHead: ui(1, 0.5, 2),
  motorPower: ui(0.5, 0.5, 2),
  voltage: ui(1, 1, 0),
  phase: ui(2, 2, 0),
  frequency: ui(10, 10, 0),
  fullLoadAmps: ui(0.1, 0.1, 1),
  minimumCircuitAmpacity: ui(1, 1, 1),
  maximumOvercurrentProtection: ui(5, 5, 0),
  electricalPower: ui(0.1, 0.1, 2),
  weight: ui(10, 5, 0),
};

/** A numeric column's cell decimals in the schedule's table and report. */
export function columnDecimals(column: ScheduleNumericColumn): number {
  return SCHEDULE_FIELD_UI[column].decimalScale;
}

/** "Air-handling unit" for a menu: the type's label with a capital. */
export function typeName(type: EquipmentType): string {
  const label = EQUIPMENT_TYPE_INFO[type].label;
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/** Is this column numeric? */
export function isNumericColumn(column: string): column is ScheduleNumericColumn {
  return (
    Object.hasOwn(SCHEDULE_COLUMN_INFO, column) &&
    SCHEDULE_COLUMN_INFO[column as keyof typeof SCHEDULE_COLUMN_INFO].kind === 'number'
  );
}
