import {
  EQUIPMENT_TYPE_INFO,
  SCHEDULE_COLUMN_FIELD_SPECS,
  type EquipmentType,
  type ScheduleNumericColumn,
} from '@org/hvac-core/schedule';

/**
 * A numeric column's cell decimals in the schedule's table, report and CSV (a converted value
 * keeps its full precision in the file; the cell shows it rounded).
 */
export function columnDecimals(column: ScheduleNumericColumn): number {
  return SCHEDULE_COLUMN_FIELD_SPECS[column].decimals;
}

/** "Air-handling unit" for a menu: the type's label with a capital. */
export function typeName(type: EquipmentType): string {
  const label = EQUIPMENT_TYPE_INFO[type].label;
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}
