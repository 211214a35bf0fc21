import { BuildingLoadInputSchema } from '../building-load/building-file.js';
import { calculateBuildingLoadInput } from '../building-load/calculate-building-load.js';
import type { BuildingSystemResult } from '../building-load/calculate-building-load.js';
import { DuctInputSchema } from '../duct/schema.js';
import { calculateDuctSystemInput } from '../duct-system/calculate-duct-system.js';
import type { DuctSystemResult } from '../duct-system/calculate-duct-system.js';
import { fanInputFromDuctSystem } from '../duct-system/fan-input.js';
import { DuctSystemInputSchema } from '../duct-system/schema.js';
import { calculateFanInput } from '../fan/calculate-fan.js';
import { calculateHydronicSystemInput } from '../hydronic-system/calculate-hydronic-system.js';
import type { HydronicSystemResult } from '../hydronic-system/calculate-hydronic-system.js';
import { HydronicSystemInputSchema } from '../hydronic-system/schema.js';
import { calculateHeatLoad } from '../heat-load/calculate-heat-load.js';
import { HeatLoadInputSchema } from '../heat-load/schema.js';
import { calculatePumpHead } from '../pump/calculate-pump-head.js';
import { nextStandardMotorRating } from '../pump/motor-ratings.js';
import { PumpHeadInputSchema } from '../pump/schema.js';
import { convertValue, fromSi, toSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { ZodError } from 'zod';
import { calculateVentilation } from '../ventilation/calculate-ventilation.js';
import { VentilationInputSchema } from '../ventilation/schema.js';
import { SCHEDULE_COLUMN_INFO, equipmentHasColumn, equipmentTypeInfo } from './equipment-types.js';
import type { EquipmentType } from './equipment-types.js';
import type { ScheduleNumericColumn } from './column-fields.js';
import type { EquipmentScheduleRow } from './schema.js';
import type { ScheduleSourceKind } from './source-link.js';
import { nextTag, tagKey, tagMatchesType } from './tags.js';
import { monthAbbreviation } from '../weather/months.js';

/** A saved calculation of a project, as the schedule reads it. */
export interface SavedCalculationFile {
  /** The saved file's id (the app's, opaque here). */
  readonly fileId: string;
  /** The project it lies in, when it is not the schedule's own project. */
  readonly projectId?: string;
  /** The file's name, the serving area when the inputs name nothing. */
  readonly name?: string;
  /** The file's `data`: the calculator's inputs at the top level (a `results` snapshot is ignored). */
  readonly data: unknown;
}

/** How to make the row. */
export interface RowFromCalculationOptions {
  /** The new row's id (the caller makes ids, so that these functions stay pure). */
  readonly id: string;
  /** The schedule's unit system: every number is converted to it. */
  readonly unitSystem: UnitSystem;
  /** The row's type; each function has a default. It must have the calculation's main column. */
  readonly type?: EquipmentType;
  /** The schedule's tags, for the new row's tag (`nextTag`). */
  readonly existingTags?: readonly string[];
  /** For a building-load file: the id of the air system to make the row from; default its first. */
  readonly systemId?: string;
}

/**
 * Decimals a filled-in number is rounded to, per column and unit system: whole Btu/h, W and cfm,
 * 0.1 L/s of air, 0.01 in. wg or whole Pa of static pressure, 0.1 gpm, 0.01 L/s of water, 0.1 ft or 0.01 m of head, 0.01 kW. Finer than any
 * catalogue gives, coarse enough to read.
 */
const FILL_DECIMALS: Partial<Record<ScheduleNumericColumn, Readonly<Record<UnitSystem, number>>>> =
  {
    coolingCapacity: { Imperial: 0, Metric: 0 },
    heatingCapacity: { Imperial: 0, Metric: 0 },
    airflow: { Imperial: 0, Metric: 1 },
    externalStaticPressure: { Imperial: 2, Metric: 0 },
    waterFlow: { Imperial: 1, Metric: 2 },
    pumpHead: { Imperial: 1, Metric: 2 },
    electricalPower: { Imperial: 2, Metric: 2 },
  };

function rounded(column: ScheduleNumericColumn, value: number, unitSystem: UnitSystem): number {
  const decimals = FILL_DECIMALS[column]?.[unitSystem];
  if (decimals === undefined) return value;
  const factor = 10 ** decimals;
  const result = Math.round(value * factor) / factor;
  return result > 0 ? result : value;
}

function makeRow(
  file: SavedCalculationFile,
  kind: ScheduleSourceKind,
  options: RowFromCalculationOptions,
  type: EquipmentType,
  mainColumn: ScheduleNumericColumn,
  servingArea: string,
  values: Partial<Record<ScheduleNumericColumn, number>>,
  extra: { readonly tag?: string; readonly notes?: string } = {},
): EquipmentScheduleRow {
  if (!equipmentHasColumn(type, mainColumn)) {
    throw new RangeError(
      `The ${equipmentTypeInfo(type).label} schedule has no ${SCHEDULE_COLUMN_INFO[mainColumn].label.toLowerCase()} column.`,
    );
  }
  const row: EquipmentScheduleRow = {
    id: options.id,
    type,
    tag: extra.tag ?? nextTag(type, options.existingTags ?? []),
    source: {
      kind,
      fileId: file.fileId,
      ...(file.projectId === undefined ? {} : { projectId: file.projectId }),
    },
  };
  const area = servingArea.trim() || (file.name ?? '').trim();
  if (area !== '') row.servingArea = area.slice(0, SCHEDULE_COLUMN_INFO.servingArea.maxLength);
  for (const [column, value] of Object.entries(values) as [ScheduleNumericColumn, number][]) {
    if (equipmentHasColumn(type, column) && Number.isFinite(value))
      row[column] = rounded(column, value, options.unitSystem);
  }
  if (extra.notes !== undefined && extra.notes !== '')
    row.notes = extra.notes.slice(0, SCHEDULE_COLUMN_INFO.notes.maxLength);
  return row;
}

/**
 * A row from a saved heat-load calculation: its design load (`totalLoad`, with the safety factor)
 * as the cooling capacity (mode Cooling) or heating capacity (mode Heating), the room name as the
 * serving area. The load is recomputed from the saved inputs with `calculateHeatLoad`, so a stale
 * results snapshot never reaches the schedule.
 *
 * @param file - The saved heat-load calculation.
 * @param options - Row id, the schedule's unit system and tags, and the type (default fan-coil unit).
 * @returns A row with a fresh tag, the capacity in Btu/h or W (whole), and the source link.
 * @throws {ZodError} If the saved inputs are not a valid heat-load input.
 * @throws {RangeError} If the load is 0 or less, or the type has no column for it.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18 (the load the heat-load engine computes)
 * @example rowFromHeatLoad({ fileId: 'f1', data: savedHeatLoad }, { id: 'r1', unitSystem: 'Imperial' }).tag //=> 'FCU-1'
 */
export function rowFromHeatLoad(
  file: SavedCalculationFile,
  options: RowFromCalculationOptions,
): EquipmentScheduleRow {
  const input = HeatLoadInputSchema.parse(file.data);
  const result = calculateHeatLoad(input);
  const loadW = result.totals.watts;
  if (!(loadW > 0))
    throw new RangeError('The heat load is 0 or less: there is no capacity to schedule.');
  const column: ScheduleNumericColumn =
    result.calculationMode === 'Cooling' ? 'coolingCapacity' : 'heatingCapacity';
  const type = options.type ?? 'fanCoilUnit';
  return makeRow(file, 'heat-load', options, type, column, input.roomName, {
    [column]: fromSi(loadW, 'heatRate', options.unitSystem),
  });
}

/**
 * A row from a saved pump-head calculation: design flow as the water flow, the design head (with
 * its safety margin) as the pump head, the motor's electrical input in kW and the next standard
 * motor rating above the shaft power in the schedule's series (NEMA hp or IEC kW).
 *
 * @param file - The saved pump-head calculation.
 * @param options - Row id, the schedule's unit system and tags, and the type (default pump).
 * @returns A row with a fresh tag, water flow in gpm or L/s, head in ft or m, kW and motor rating.
 * @throws {ZodError} If the saved inputs are not a valid pump-head input.
 * @throws {RangeError} If the type has no water-flow column.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44; NEMA MG 1 (2021) Part 10; IEC 60072-1
 * @example rowFromPumpHead({ fileId: 'f2', data: savedPump }, { id: 'r2', unitSystem: 'Imperial' }).tag //=> 'P-1'
 */
export function rowFromPumpHead(
  file: SavedCalculationFile,
  options: RowFromCalculationOptions,
): EquipmentScheduleRow {
  const input = PumpHeadInputSchema.parse(file.data);
  const result = calculatePumpHead(input);
  const from = result.unitSystem;
  const to = options.unitSystem;
  const shaftW = toSi(result.shaftPower, 'shaftPower', from);
  const motor = nextStandardMotorRating(shaftW, to);
  const values: Partial<Record<ScheduleNumericColumn, number>> = {
    waterFlow: convertValue(result.flowRate, 'waterFlow', from, to),
    pumpHead: convertValue(result.designHead, 'pumpHead', from, to),
    electricalPower: toSi(result.motorInputPower, 'shaftPower', from) / 1000,
  };
  if (motor) values.motorPower = motor.rating;
  return makeRow(
    file,
    'pump',
    options,
    options.type ?? 'pump',
    'waterFlow',
    input.calculationName,
    values,
  );
}

/**
 * A row from a saved ventilation calculation: its required airflow (air changes, the airflow
 * entered, or the ASHRAE 62.1 zone outdoor airflow, by the calculation's mode) as the airflow.
 *
 * @param file - The saved ventilation calculation.
 * @param options - Row id, the schedule's unit system and tags, and the type (default fan).
 * @returns A row with a fresh tag, airflow in cfm or L/s, and the source link.
 * @throws {ZodError} If the saved inputs are not a valid ventilation input.
 * @throws {RangeError} If the airflow is 0 or the type has no airflow column.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 16; ANSI/ASHRAE Standard 62.1-2022, 6.2
 * @example rowFromVentilation({ fileId: 'f3', data: { unitSystem: 'Imperial', roomWidth: 12, roomLength: 4, roomHeight: 1, airChangesPerHour: 300 } }, { id: 'r3', unitSystem: 'Imperial' }).airflow //=> 240
 */
export function rowFromVentilation(
  file: SavedCalculationFile,
  options: RowFromCalculationOptions,
): EquipmentScheduleRow {
  const input = VentilationInputSchema.parse(file.data);
  const result = calculateVentilation(input);
  if (!(result.requiredAirflow > 0))
    throw new RangeError('The ventilation airflow is 0: there is no airflow to schedule.');
  return makeRow(
    file,
    'ventilation',
    options,
    options.type ?? 'fan',
    'airflow',
    input.calculationName,
    {
      airflow: convertValue(
        result.requiredAirflow,
        'airflow',
        result.unitSystem,
        options.unitSystem,
      ),
    },
  );
}

/**
 * A row from a saved duct calculation: the duct's design airflow as the airflow.
 *
 * @param file - The saved duct calculation.
 * @param options - Row id, the schedule's unit system and tags, and the type (default air-handling unit).
 * @returns A row with a fresh tag, airflow in cfm or L/s, and the source link.
 * @throws {ZodError} If the saved inputs are not a valid duct input.
 * @throws {RangeError} If the airflow is 0 or the type has no airflow column.
 * @example rowFromDuct({ fileId: 'f4', data: savedDuct }, { id: 'r4', unitSystem: 'Metric' }).tag //=> 'AHU-1'
 */
export function rowFromDuct(
  file: SavedCalculationFile,
  options: RowFromCalculationOptions,
): EquipmentScheduleRow {
  const input = DuctInputSchema.parse(file.data);
  if (!(input.airflow > 0))
    throw new RangeError('The duct airflow is 0: there is no airflow to schedule.');
  return makeRow(
    file,
    'duct',
    options,
    options.type ?? 'airHandlingUnit',
    'airflow',
    input.calculationName,
    { airflow: convertValue(input.airflow, 'airflow', input.unitSystem, options.unitSystem) },
  );
}

/**
 * Runs an engine on a file's inputs. Its schema's ZodError goes through (the caller says the inputs
 * are not valid); anything else the engine throws on inputs its schema passed (a network it cannot
 * solve) becomes a RangeError naming the calculation, so one bad file is a message, never a crash.
 */
function computeOrExplain<T>(what: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof ZodError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new RangeError(`The ${what} cannot be computed: ${reason}`, { cause: error });
  }
}

/** A pressure as a schedule note shows it, with its unit: 0.01 in. wg or whole Pa. */
function notePressure(value: number, unitSystem: UnitSystem): string {
  return unitSystem === 'Imperial'
    ? `${noteNumber(value, 2)} in. wg`
    : `${noteNumber(value, 0)} Pa`;
}

/**
 * The fan a saved duct system needs, from its design result: the fan airflow as the airflow, the
 * external static pressure the ducts need (with the system's safety factor) as the external static
 * pressure, and, by the fan engine from `fanInputFromDuctSystem` (the fan total pressure with the
 * safety factor, the fan calculator's default efficiencies and motor margin), the electrical input
 * in kW and the next standard motor above the motor output with its margin in the schedule's series
 * (NEMA hp or IEC kW). The fan total pressure, its safety factor and the efficiency the power
 * assumes go in the notes, since the schedule has no column for them and a selection must be checked
 * against them. The system is recomputed from the saved inputs, so a stale snapshot never reaches
 * the schedule.
 *
 * @param file - The saved duct system.
 * @param options - Row id, the schedule's unit system and tags, and the type (default fan).
 * @returns A row with a fresh tag, airflow in cfm or L/s, ESP in in. wg or Pa, kW, motor and notes.
 * @throws {ZodError} If the saved inputs are not a valid duct-system input.
 * @throws {RangeError} If the system cannot be computed, has no airflow, or the type has no airflow column.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 21 (fan total and external static pressure);
 *   ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 (fan power); NEMA MG 1 (2021) Part 10; IEC 60072-1
 * @example rowFromDuctSystem({ fileId: 'f6', data: savedDuctSystem }, { id: 'r6', unitSystem: 'Imperial' }).tag //=> 'EF-1'
 */
export function rowFromDuctSystem(
  file: SavedCalculationFile,
  options: RowFromCalculationOptions,
): EquipmentScheduleRow {
  const input = DuctSystemInputSchema.parse(file.data);
  const result: DuctSystemResult = computeOrExplain('duct system', () =>
    calculateDuctSystemInput(input),
  );
  const { fan: duty } = result;
  if (!(duty.airflow > 0))
    throw new RangeError('The duct system carries no air: there is no fan to schedule.');
  const from = result.unitSystem;
  const to = options.unitSystem;
  const fanInput = fanInputFromDuctSystem(result);
  const fan = computeOrExplain('fan', () => calculateFanInput(fanInput));
  const motorOutputW = toSi(fan.motorOutput, 'shaftPower', from);
  const motor = nextStandardMotorRating(
    motorOutputW * (1 + fan.motorSizingMarginPercent / 100),
    to,
  );
  const values: Partial<Record<ScheduleNumericColumn, number>> = {
    airflow: convertValue(duty.airflow, 'airflow', from, to),
    externalStaticPressure: convertValue(duty.externalStaticPressure, 'ductPressureLoss', from, to),
    electricalPower: fan.motorInputKw,
  };
  if (motor) values.motorPower = motor.rating;
  const totalPressure = convertValue(duty.fanTotalPressure, 'ductPressureLoss', from, to);
  const notes = [
    `Fan total pressure ${notePressure(totalPressure, to)} with a ${noteNumber(duty.safetyFactorPercent, 1)} % safety factor`,
    `power at ${noteNumber(fan.totalEfficiencyPercent, 1)} % fan total, ${noteNumber(fan.driveEfficiencyPercent, 1)} % drive and ${noteNumber(fan.motorEfficiencyPercent, 1)} % motor efficiency (check against the selected fan)`,
  ].join('; ');
  return makeRow(
    file,
    'duct-system',
    options,
    options.type ?? 'fan',
    'airflow',
    input.calculationName,
    values,
    { notes: `${notes}.` },
  );
}

/**
 * The pump a saved hydronic system needs: at the duty point where the pump's curve crosses the
 * system curve when the file gives a curve, else at the design point (the index circuit's flow and
 * pressure drop), the flow as the water flow, the head as the pump head, the motor's electrical
 * input in kW and the next standard motor above the shaft power in the schedule's series, as the
 * hydronic engine computes them (the pump and motor efficiencies of the file). The notes say which
 * point it is and the index circuit. Recomputed from the saved inputs.
 *
 * @param file - The saved hydronic system.
 * @param options - Row id, the schedule's unit system and tags, and the type (default pump).
 * @returns A row with a fresh tag, flow in gpm or L/s, head in ft or m, kW, motor and notes.
 * @throws {ZodError} If the saved inputs are not a valid hydronic-system input.
 * @throws {RangeError} If the system cannot be computed, has no flow, or the type has no water-flow column.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 44 (pump duty and power); NEMA MG 1 (2021) Part 10; IEC 60072-1
 * @example rowFromHydronicSystem({ fileId: 'f7', data: savedHydronic }, { id: 'r7', unitSystem: 'Metric' }).tag //=> 'P-1'
 */
export function rowFromHydronicSystem(
  file: SavedCalculationFile,
  options: RowFromCalculationOptions,
): EquipmentScheduleRow {
  const input = HydronicSystemInputSchema.parse(file.data);
  const result: HydronicSystemResult = computeOrExplain('hydronic system', () =>
    calculateHydronicSystemInput(input),
  );
  const onCurve = result.pump.duty !== null;
  const duty = result.pump.duty ?? result.pump.design;
  if (!(duty.flowRate > 0))
    throw new RangeError('The hydronic system carries no water: there is no pump to schedule.');
  const from = result.unitSystem;
  const to = options.unitSystem;
  const motor = nextStandardMotorRating(toSi(duty.shaftPower, 'shaftPower', from), to);
  const values: Partial<Record<ScheduleNumericColumn, number>> = {
    waterFlow: convertValue(duty.flowRate, 'waterFlow', from, to),
    pumpHead: convertValue(duty.head, 'pumpHead', from, to),
    electricalPower: toSi(duty.motorInputPower, 'shaftPower', from) / 1000,
  };
  if (motor) values.motorPower = motor.rating;
  const index = result.circuits.find((circuit) => circuit.isIndex);
  const notes = [
    onCurve
      ? 'Duty point: where the pump curve crosses the system curve'
      : 'Design point: the index circuit at design flow (no pump curve given)',
    ...(index === undefined ? [] : [`index circuit ${index.name}`]),
  ].join('; ');
  return makeRow(
    file,
    'hydronic-system',
    options,
    options.type ?? 'pump',
    'waterFlow',
    input.calculationName,
    values,
    { notes: `${notes}.` },
  );
}

/** A number as a schedule note shows it: whole, with thousands separators ("12,345"). */
function noteNumber(value: number, decimals: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: decimals,
  });
}

/** What a building-load file gives for one of its air systems: the row, or why there is none. */
export type BuildingLoadSystemRow =
  | {
      readonly systemId: string;
      readonly systemName: string;
      readonly ok: true;
      readonly row: EquipmentScheduleRow;
    }
  | {
      readonly systemId: string;
      readonly systemName: string;
      readonly ok: false;
      readonly reason: string;
    };

function systemRow(
  file: SavedCalculationFile,
  system: BuildingSystemResult,
  zoneNames: readonly string[],
  options: RowFromCalculationOptions,
): BuildingLoadSystemRow {
  const { id: systemId, name: systemName } = system;
  const { coil } = system;
  if (coil === null || !(coil.totalW > 0)) {
    return {
      systemId,
      systemName,
      ok: false,
      reason:
        system.roomIds.length === 0
          ? `${systemName} serves no room: there is no coil to schedule.`
          : `${systemName} has no coil load (its outdoor air exceeds its supply airflow, or it has no cooling load).`,
    };
  }
  const to = options.unitSystem;
  const type = options.type ?? 'airHandlingUnit';
  const name = systemName.trim();
  const taken = new Set((options.existingTags ?? []).map(tagKey));
  const tag =
    name !== '' &&
    name.length <= SCHEDULE_COLUMN_INFO.tag.maxLength &&
    tagMatchesType(type, name) &&
    !taken.has(tagKey(name))
      ? name.toUpperCase()
      : undefined;
  const heatUnit = to === 'Imperial' ? 'Btu/h' : 'W';
  const airUnit = to === 'Imperial' ? 'cfm' : 'L/s';
  const sensible = rounded('coolingCapacity', fromSi(coil.sensibleW, 'heatRate', to), to);
  const outdoorAir = fromSi(system.outdoorAirM3s, 'airflow', to);
  const notes = [
    `${name === '' ? 'System' : name} at its peak, ${monthAbbreviation(coil.month)} ${String(coil.hour).padStart(2, '0')}:00 (hour ending, local standard time)`,
    `sensible cooling ${noteNumber(sensible, 0)} ${heatUnit}`,
    `outdoor air ${noteNumber(rounded('airflow', outdoorAir, to), to === 'Imperial' ? 0 : 1)} ${airUnit}`,
  ].join('; ');
  try {
    const row = makeRow(
      file,
      'building-load',
      options,
      type,
      'airflow',
      zoneNames.length > 0 ? zoneNames.join(', ') : name,
      {
        coolingCapacity: fromSi(coil.totalW, 'heatRate', to),
        ...(system.heatingW > 0
          ? { heatingCapacity: fromSi(system.heatingW, 'heatRate', to) }
          : {}),
        airflow: fromSi(coil.supplyAirflowM3s, 'airflow', to),
      },
      { ...(tag === undefined ? {} : { tag }), notes: `${notes}.` },
    );
    return { systemId, systemName, ok: true, row };
  } catch (error) {
    if (error instanceof RangeError)
      return { systemId, systemName, ok: false, reason: error.message };
    throw error;
  }
}

/**
 * Rows from a saved building-load calculation, one per air system, computed once: the coil at the
 * system's coincident peak (total cooling as the cooling capacity, its supply airflow as the
 * airflow), the system's heating load (its rooms' heating loads plus its outdoor air's, the figure
 * the building's report shows) as the heating capacity, its zones as the serving area, and a note with the sensible coil load, the peak month
 * and hour and the outdoor airflow. The tag is the system's name when it is a tag of the type
 * (e.g. "AHU-2") not yet in the schedule, else the type's next tag. The loads are recomputed from
 * the saved inputs, so a stale results snapshot never reaches the schedule.
 *
 * @param file - The saved building-load calculation.
 * @param options - The schedule's unit system and tags, and the type (default air-handling unit);
 *   each row's id is `options.id` with the system's id after a hyphen.
 * @returns One entry per system, in the file's order: its row, or the reason it gives none.
 * @throws {ZodError} If the saved inputs are not a valid building-load input.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18 (block loads and coil loads by the RTS method)
 * @example rowsFromBuildingLoad({ fileId: 'f5', data: savedBuilding }, { id: 'r5', unitSystem: 'Imperial' })[0]?.ok //=> true
 */
export function rowsFromBuildingLoad(
  file: SavedCalculationFile,
  options: RowFromCalculationOptions,
): BuildingLoadSystemRow[] {
  const input = BuildingLoadInputSchema.parse(file.data);
  const result = calculateBuildingLoadInput(input);
  return result.systems.map((system) =>
    systemRow(
      file,
      system,
      result.zones.filter((zone) => system.zoneIds.includes(zone.id)).map((zone) => zone.name),
      { ...options, id: `${options.id}-${system.id}` },
    ),
  );
}

/**
 * A row from one air system of a saved building-load calculation (see {@link rowsFromBuildingLoad}).
 *
 * @param file - The saved building-load calculation.
 * @param options - As for {@link rowsFromBuildingLoad}, with `systemId` (default the first system);
 *   the row's id is `options.id`.
 * @returns The system's row.
 * @throws {ZodError} If the saved inputs are not a valid building-load input.
 * @throws {RangeError} If the file has no such system, or the system has no coil load.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18 (block loads and coil loads by the RTS method)
 * @example rowFromBuildingLoad({ fileId: 'f5', data: savedBuilding }, { id: 'r5', unitSystem: 'Imperial' }).type //=> 'airHandlingUnit'
 */
export function rowFromBuildingLoad(
  file: SavedCalculationFile,
  options: RowFromCalculationOptions,
): EquipmentScheduleRow {
  const entries = rowsFromBuildingLoad(file, options);
  const entry =
    options.systemId === undefined
      ? entries[0]
      : entries.find((candidate) => candidate.systemId === options.systemId);
  if (entry === undefined)
    throw new RangeError(
      options.systemId === undefined
        ? 'The building has no air system: there is no coil to schedule.'
        : 'The building has no such air system.',
    );
  if (!entry.ok) throw new RangeError(entry.reason);
  return { ...entry.row, id: options.id };
}

/**
 * A row from a saved calculation of any kind a schedule can be filled from.
 *
 * @param kind - The calculation's kind.
 * @param file - The saved file.
 * @param options - As for the per-kind functions.
 * @returns The row.
 * @throws {ZodError | RangeError} As the per-kind function does.
 */
export function rowFromCalculation(
  kind: ScheduleSourceKind,
  file: SavedCalculationFile,
  options: RowFromCalculationOptions,
): EquipmentScheduleRow {
  const rowFrom = {
    'heat-load': rowFromHeatLoad,
    pump: rowFromPumpHead,
    ventilation: rowFromVentilation,
    duct: rowFromDuct,
    'building-load': rowFromBuildingLoad,
    'duct-system': rowFromDuctSystem,
    'hydronic-system': rowFromHydronicSystem,
  } satisfies Record<ScheduleSourceKind, unknown>;
  return rowFrom[kind](file, options);
}

/** The duty columns a source decides: what a schedule compares against its source calculation. */
export const SOURCE_DUTY_COLUMNS = [
  'coolingCapacity',
  'heatingCapacity',
  'airflow',
  'externalStaticPressure',
  'waterFlow',
  'pumpHead',
] as const satisfies readonly ScheduleNumericColumn[];

/** Relative difference within which a duty is the same: what a unit switch's round trip leaves. */
const SAME_DUTY_RELATIVE = 1e-3;

/**
 * The duty columns in which a row no longer matches its source calculation as it computes now: the
 * row as the schedule holds it against `fresh`, the row the source gives today (same type and unit
 * system). A value within half the fill's rounding step, or 0.1 %, is the same (a unit switch
 * converts filled values, which then differ from a fresh fill by its rounding); a column the row
 * leaves blank, or that the source does not give, is not compared. Motor ratings, electrical and
 * text columns are the engineer's selection and are not compared.
 *
 * @param row - The row, as parsed (numbers) or as a draft (numeric strings are read).
 * @param fresh - The row its source gives now (`rowFromCalculation` with the row's type).
 * @param unitSystem - The schedule's unit system.
 * @returns The columns that differ, in table order; empty when the row matches its source.
 * @example changedFromSource({ airflow: 2000 }, freshRow, 'Imperial') //=> ['airflow'] when the duct system now gives 2200 cfm
 */
export function changedFromSource(
  row: Readonly<Partial<Record<ScheduleNumericColumn, unknown>>>,
  fresh: EquipmentScheduleRow,
  unitSystem: UnitSystem,
): ScheduleNumericColumn[] {
  return SOURCE_DUTY_COLUMNS.filter((column) => {
    const now = fresh[column];
    const held = row[column];
    if (now === undefined || held === undefined || held === null || held === '') return false;
    const value = typeof held === 'number' ? held : Number(held);
    if (!Number.isFinite(value)) return false;
    const decimals = FILL_DECIMALS[column]?.[unitSystem] ?? 0;
    const tolerance = Math.max(0.5 * 10 ** -decimals, SAME_DUTY_RELATIVE * Math.abs(now));
    return Math.abs(value - now) > tolerance * (1 + 1e-9);
  });
}
