import { convertValue } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { unitQuantity } from '../_lib/field-spec.js';
import { convertDraftNumber, convertDraft } from '../_lib/draft-convert.js';
import { equivalentMotorRating } from '../pump/motor-ratings.js';
import { SCHEDULE_COLUMN_FIELD_SPECS } from './column-fields.js';
import { SCHEDULE_NUMERIC_COLUMNS } from './equipment-types.js';
import type { EquipmentScheduleInput, EquipmentScheduleInputDraft } from './schema.js';

type RowDraft = Record<string, unknown>;

/**
 * An equipment schedule re-expressed in another unit system: every numeric column of every row is
 * converted by its unit (capacities Btu/h ↔ W, airflow cfm ↔ L/s, ESP in. wg ↔ Pa, water flow
 * gpm ↔ L/s, head ft ↔ m, weight lb ↔ kg; electrical data unchanged; a standard motor rating
 * becomes the other series' equivalent rating, 5 hp ↔ 4 kW, any other motor power hp ↔ kW) and
 * `unitSystem` set to the target. Values are not rounded, so converting back gives the original
 * numbers (to round-off). Numbers stay numbers, numeric strings become strings of the converted
 * number, blank or non-numeric values are left as they are.
 *
 * @param input - A parsed schedule or a form's draft; a missing `unitSystem` means Imperial.
 * @param toUnitSystem - The unit system to express the schedule in.
 * @returns A new object; the input is not changed.
 * @example convertEquipmentScheduleInput({ unitSystem: 'Imperial', rows: [{ id: 'a', type: 'fan', tag: 'EF-1', airflow: 1000 }] }, 'Metric').rows?.[0]?.airflow //=> 471.947…
 */
export function convertEquipmentScheduleInput(
  input: EquipmentScheduleInput,
  toUnitSystem: UnitSystem,
): EquipmentScheduleInput;
export function convertEquipmentScheduleInput(
  input: EquipmentScheduleInputDraft,
  toUnitSystem: UnitSystem,
): EquipmentScheduleInputDraft;
export function convertEquipmentScheduleInput(
  input: EquipmentScheduleInputDraft,
  toUnitSystem: UnitSystem,
): EquipmentScheduleInputDraft {
  return convertDraft(input, toUnitSystem, (from) => {
    const rows = input.rows;
    if (!Array.isArray(rows)) return { ...input, unitSystem: toUnitSystem };
    return {
      ...input,
      unitSystem: toUnitSystem,
      rows: rows.map((row) => convertRow(row as RowDraft, from, toUnitSystem)) as typeof rows,
    };
  });
}

function convertRow(row: RowDraft, from: UnitSystem, to: UnitSystem): RowDraft {
  if (typeof row !== 'object' || row === null) return row;
  const converted: RowDraft = { ...row };
  for (const column of SCHEDULE_NUMERIC_COLUMNS) {
    if (row[column] === undefined) continue;
    const quantity = unitQuantity(SCHEDULE_COLUMN_FIELD_SPECS[column].unit);
    // A motor rating is a size chosen from a series: it becomes the other series' equivalent
    // size (5 hp ↔ 4 kW, as the pump page selects it), not a conversion of the horsepower. A
    // fixed unit (kW, V, A, Hz, ph) is the same in both systems.
    converted[column] = convertDraftNumber(row[column], (value) =>
      column === 'motorPower'
        ? equivalentMotorRating(value, from, to)
        : quantity === null
          ? value
          : convertValue(value, quantity, from, to),
    );
  }
  return converted;
}
