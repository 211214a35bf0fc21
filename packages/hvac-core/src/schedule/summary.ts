import { EQUIPMENT_TYPES } from './equipment-types.js';
import type { EquipmentType } from './equipment-types.js';
import type { EquipmentScheduleInput } from './schema.js';
import type { UnitSystem } from '../units/index.js';

/** The count of one equipment type in a schedule. */
export interface ScheduleTypeCount {
  readonly type: EquipmentType;
  readonly count: number;
}

/** What a schedule adds up to. */
export interface EquipmentScheduleSummary {
  readonly unitSystem: UnitSystem;
  /** Rows in the schedule. */
  readonly rowCount: number;
  /** Rows per type, types with rows only, in the order of `EQUIPMENT_TYPES`. */
  readonly types: readonly ScheduleTypeCount[];
  /** Σ electrical input of the rows that give one, kW: the connected load of the scheduled equipment. */
  readonly connectedElectricalPower: number;
  /** Rows with no electrical input, left out of the connected load. */
  readonly rowsWithoutElectricalPower: number;
  /** Rows filled from a project calculation (they carry a source link). */
  readonly linkedRowCount: number;
}

/**
 * The summary of a parsed schedule: rows per type and the connected electrical load, the sum of
 * each row's electrical input (kW in both unit systems). The connected load is a plain sum, not a
 * demand load: no diversity or demand factor is applied.
 *
 * @param input - A parsed schedule.
 * @returns Counts and the connected load.
 * @see NFPA 70, National Electrical Code (2023), art. 220 (load calculations; connected load before demand factors)
 * @example summarizeEquipmentSchedule({ calculationName: '', unitSystem: 'Metric', rows: [] }).rowCount //=> 0
 */
export function summarizeEquipmentSchedule(
  input: EquipmentScheduleInput,
): EquipmentScheduleSummary {
  const counts = new Map<EquipmentType, number>();
  let connected = 0;
  let without = 0;
  let linked = 0;
  for (const row of input.rows) {
    counts.set(row.type, (counts.get(row.type) ?? 0) + 1);
    if (row.electricalPower === undefined) without += 1;
    else connected += row.electricalPower;
    if (row.source) linked += 1;
  }
  return {
    unitSystem: input.unitSystem,
    rowCount: input.rows.length,
    types: EQUIPMENT_TYPES.flatMap((type) => {
      const count = counts.get(type) ?? 0;
      return count > 0 ? [{ type, count }] : [];
    }),
    // 12 significant digits: a sum of kW entered to 0.01 shows no float noise.
    connectedElectricalPower: Number(connected.toPrecision(12)),
    rowsWithoutElectricalPower: without,
    linkedRowCount: linked,
  };
}
