/**
 * Equipment schedules: the drawings' lists of air-handling units, fan-coil units, rooftop units,
 * split and VRF units, chillers, boilers, heat pumps, pumps, fans, cooling towers, energy-recovery
 * ventilators, unit heaters and custom equipment, one table per type, with tags that follow each
 * type's pattern (AHU-1, AHU-2, …). Rows can be filled from a project's saved heat-load, pump-head,
 * ventilation, duct and building-load calculations, from a duct system (its fan) and a hydronic
 * system (its pump), keeping a link to the source file; the schedule exports as CSV.
 *
 * ## Saved file
 *
 * A file's `data` holds, at the top level, the fields of {@link EquipmentScheduleInputSchema}
 * (plus the workspace's own `hvacCoreVersion`, ignored here):
 *
 * ```jsonc
 * {
 *   "calculationName": "Level 2 equipment",   // ≤ 120 characters
 *   "unitSystem": "Imperial",                  // or "Metric": the units of every number below
 *   "rows": [                                  // ≤ 500 rows, in schedule order
 *     {
 *       "id": "r1",                            // unique in the file, ≤ 64 characters
 *       "type": "airHandlingUnit",             // one of EQUIPMENT_TYPES
 *       "tag": "AHU-1",                        // the type's pattern, unique ignoring case; free for custom
 *       "servingArea": "Level 2 offices",      // text, ≤ 120
 *       "coolingCapacity": 120000,             // Btu/h | W
 *       "heatingCapacity": 80000,              // Btu/h | W
 *       "airflow": 4000,                       // cfm | L/s
 *       "externalStaticPressure": 1.5,         // in. wg | Pa
 *       "waterFlow": 24,                       // gpm | L/s
 *       "pumpHead": 60,                        // ft | m of water (pumps)
 *       "refrigerant": "R-410A",               // text, ≤ 20
 *       "motorPower": 5,                       // hp | kW, motor rating
 *       "voltage": 460, "phase": 3, "frequency": 60,   // V, 1 or 3, 50 or 60 Hz
 *       "fullLoadAmps": 7.6,                   // A (single-motor equipment)
 *       "minimumCircuitAmpacity": 30,          // A (packaged and refrigerant equipment)
 *       "maximumOvercurrentProtection": 45,    // A, ≥ MCA
 *       "electricalPower": 3.7,                // kW, electrical input (both systems)
 *       "manufacturer": "…", "model": "…",     // text, ≤ 80 each
 *       "weight": 1850,                        // lb | kg, operating weight
 *       "notes": "…",                          // text, ≤ 500
 *       "source": {                            // optional: the calculation the row was filled from
 *         "kind": "heat-load",                 // heat-load | pump | ventilation | duct | building-load | duct-system | hydronic-system (SCHEDULE_SOURCE_KINDS)
 *         "fileId": "abc123",                  // the app's ids, opaque here
 *         "projectId": "p1"                    // optional: only when in another project
 *       }
 *     }
 *   ]
 * }
 * ```
 *
 * Every column but `id`, `type` and `tag` is optional, and a row may hold only its type's columns
 * (`EQUIPMENT_TYPE_INFO[type].columns`). Numbers may be numeric strings in a draft; the parsed
 * schedule holds numbers. Each numeric column's unit, range, step and decimals are in
 * `SCHEDULE_COLUMN_FIELD_SPECS`.
 */
export * from './equipment-types.js';
export { SCHEDULE_COLUMN_FIELD_SPECS, isScheduleNumericColumn } from './column-fields.js';
export type { ScheduleColumnFieldSpec, ScheduleNumericColumn } from './column-fields.js';
export * from './source-link.js';
export {
  EquipmentScheduleInputSchema,
  EquipmentScheduleRowSchema,
  EquipmentTypeSchema,
  MAX_SCHEDULE_ROWS,
  ROW_ID_MAX_LENGTH,
  SCHEDULE_NAME_MAX_LENGTH,
} from './schema.js';
export type {
  EquipmentScheduleInput,
  EquipmentScheduleInputDraft,
  EquipmentScheduleRow,
  EquipmentScheduleRowDraft,
} from './schema.js';
export * from './draft-parser.js';
export * from './tags.js';
export * from './convert-input.js';
export * from './default-input.js';
export * from './from-calculations.js';
export * from './csv.js';
export * from './sort-filter.js';
export * from './summary.js';
export * from './method.js';
