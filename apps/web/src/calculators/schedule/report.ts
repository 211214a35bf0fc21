import { fieldUnitLabel } from '@org/hvac-core/fields';
import {
  EQUIPMENT_TYPE_INFO,
  SCHEDULE_COLUMN_FIELD_SPECS,
  SCHEDULE_COLUMN_INFO,
  isScheduleNumericColumn,
  scheduleColumnHeader,
  type EquipmentScheduleInput,
  type EquipmentScheduleRow,
  type EquipmentScheduleSummary,
  type ScheduleColumn,
} from '@org/hvac-core/schedule';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportTable, ReportTableColumn } from '../../report/types';
import { columnDecimals, typeName } from './field-ui';
import { sourceCalculator } from './project-sources';

/** A cell as the schedule shows it: numbers to the column's decimals, thousands separated. */
export function formatScheduleCell(row: EquipmentScheduleRow, column: ScheduleColumn): string {
  const value = row[column];
  if (value === undefined) return '';
  if (typeof value !== 'number') return value;
  return isScheduleNumericColumn(column)
    ? formatNumber(value, { maximumFractionDigits: columnDecimals(column) })
    : String(value);
}

function hasValue(row: EquipmentScheduleRow, column: ScheduleColumn): boolean {
  return row[column] !== undefined;
}

/**
 * The equipment schedule report: landscape, one table per equipment type in the drawings' order,
 * each with the type's columns that hold a value in some row (units in the headers) and, when a
 * row was filled from a calculation, its source; the counts per type and the connected load.
 */
export function scheduleReport(
  input: EquipmentScheduleInput,
  summary: EquipmentScheduleSummary,
): ReportBody {
  const tables: ReportTable[] = summary.types.map(({ type }) => {
    const info = EQUIPMENT_TYPE_INFO[type];
    const rows = input.rows.filter((row) => row.type === type);
    const columns = info.columns.filter(
      (column) => column === 'tag' || rows.some((row) => hasValue(row, column)),
    );
    const withSource = rows.some((row) => row.source !== undefined);
    const headers: ReportTableColumn[] = columns.map((column) => ({
      header: scheduleColumnHeader(column, input.unitSystem),
      align: SCHEDULE_COLUMN_INFO[column].kind === 'number' ? 'right' : 'left',
      width: column === 'tag' ? 'auto' : '*',
    }));
    return {
      title: info.title,
      columns: withSource ? [...headers, { header: 'Source' }] : headers,
      rows: rows.map((row) => {
        const cells = columns.map((column) => formatScheduleCell(row, column));
        if (!withSource) return cells;
        return [...cells, sourceCalculator(row.source?.kind)?.title ?? ''];
      }),
    };
  });

  const kw = fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS.electricalPower.unit, input.unitSystem);
  const warnings =
    summary.rowCount > 0 && summary.rowsWithoutElectricalPower > 0
      ? [
          `${summary.rowsWithoutElectricalPower} of ${summary.rowCount} rows give no electrical input: the connected load leaves them out.`,
        ]
      : [];
  return {
    unitSystem: input.unitSystem,
    pageOrientation: 'landscape',
    inputs: [
      {
        title: 'Schedule',
        rows: [
          { label: 'Schedule name', value: input.calculationName || '—', unit: '' },
          { label: 'Rows', value: formatNumber(summary.rowCount), unit: '' },
          {
            label: 'Rows filled from the project’s calculations',
            value: formatNumber(summary.linkedRowCount),
            unit: '',
          },
        ],
      },
    ],
    results: [
      {
        title: 'Equipment',
        rows: [
          ...summary.types.map(({ type, count }) => ({
            label: typeName(type),
            value: formatNumber(count),
            unit: 'no.',
          })),
          {
            label: 'Connected electrical load',
            value: formatNumber(summary.connectedElectricalPower, { maximumFractionDigits: 2 }),
            unit: kw,
            emphasis: true,
          },
        ],
      },
    ],
    tablesHeading: 'Equipment schedules',
    tables,
    // The schedule is the deliverable: it opens the PDF, its summary follows.
    tablesPosition: 'first',
    warnings,
    notes: [
      `Numbers in ${input.unitSystem} units, as in each column’s header; electrical data in V, ph, Hz, A and kW.`,
      'Columns with no value in any row of a table are left out of it.',
      'Rows with a source were filled from the project’s saved calculation of that kind, recomputed with the current engine.',
    ],
  };
}
