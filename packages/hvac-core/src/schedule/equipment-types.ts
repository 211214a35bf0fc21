import { SCHEDULE_COLUMN_FIELD_SPECS, isScheduleNumericColumn } from './column-fields.js';
import type { ScheduleNumericColumn } from './column-fields.js';

/** Every kind of equipment a schedule lists, in the order the schedule's tables appear. */
export const EQUIPMENT_TYPES = [
  'airHandlingUnit',
  'fanCoilUnit',
  'rooftopUnit',
  'splitIndoorUnit',
  'splitOutdoorUnit',
  'vrfIndoorUnit',
  'vrfOutdoorUnit',
  'chiller',
  'boiler',
  'heatPump',
  'pump',
  'fan',
  'coolingTower',
  'energyRecoveryVentilator',
  'unitHeater',
  'custom',
] as const;

export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** A numeric column: its label (its unit, range, step and decimals: `SCHEDULE_COLUMN_FIELD_SPECS`). */
export interface ScheduleNumericColumnInfo {
  readonly kind: 'number';
  readonly label: string;
}

/** A text column: its label and maximum length, characters. */
export interface ScheduleTextColumnInfo {
  readonly kind: 'text';
  readonly label: string;
  readonly maxLength: number;
}

/** A numeric column's entry, its label read from its field spec. */
const numberColumn = (column: ScheduleNumericColumn) =>
  ({ kind: 'number', label: SCHEDULE_COLUMN_FIELD_SPECS[column].label }) as const;

/**
 * Every column of a schedule row, in the order a schedule table shows them, with its label and,
 * for text, its maximum length; validation messages use these labels.
 */
export const SCHEDULE_COLUMN_INFO = {
  tag: { kind: 'text', label: 'Tag', maxLength: 20 },
  servingArea: { kind: 'text', label: 'Serving area', maxLength: 120 },
  coolingCapacity: numberColumn('coolingCapacity'),
  heatingCapacity: numberColumn('heatingCapacity'),
  airflow: numberColumn('airflow'),
  externalStaticPressure: numberColumn('externalStaticPressure'),
  waterFlow: numberColumn('waterFlow'),
  pumpHead: numberColumn('pumpHead'),
  refrigerant: { kind: 'text', label: 'Refrigerant', maxLength: 20 },
  motorPower: numberColumn('motorPower'),
  voltage: numberColumn('voltage'),
  phase: numberColumn('phase'),
  frequency: numberColumn('frequency'),
  fullLoadAmps: numberColumn('fullLoadAmps'),
  minimumCircuitAmpacity: numberColumn('minimumCircuitAmpacity'),
  maximumOvercurrentProtection: numberColumn('maximumOvercurrentProtection'),
  electricalPower: numberColumn('electricalPower'),
  manufacturer: { kind: 'text', label: 'Manufacturer', maxLength: 80 },
  model: { kind: 'text', label: 'Model', maxLength: 80 },
  weight: numberColumn('weight'),
  notes: { kind: 'text', label: 'Notes', maxLength: 500 },
} as const satisfies Record<string, ScheduleNumericColumnInfo | ScheduleTextColumnInfo>;

type ColumnInfo = typeof SCHEDULE_COLUMN_INFO;
export type ScheduleColumn = keyof ColumnInfo;
/** The text columns a schedule row may hold besides its tag. */
export type ScheduleTextColumn = Exclude<ScheduleColumn, ScheduleNumericColumn | 'tag'>;

/** Every column of a schedule row, in the order a schedule table shows them. */
// Object.keys types its result as string[]; the keys are exactly those of the literal above.
export const SCHEDULE_COLUMNS = Object.keys(SCHEDULE_COLUMN_INFO) as readonly ScheduleColumn[];

/** The numeric columns, in table order. */
export const SCHEDULE_NUMERIC_COLUMNS: readonly ScheduleNumericColumn[] =
  SCHEDULE_COLUMNS.filter(isScheduleNumericColumn);

/** The text columns besides the tag, in table order. */
export const SCHEDULE_TEXT_COLUMNS: readonly ScheduleTextColumn[] = SCHEDULE_COLUMNS.filter(
  (column): column is ScheduleTextColumn =>
    column !== 'tag' && SCHEDULE_COLUMN_INFO[column].kind === 'text',
);

/** One kind of equipment: its name, tag prefixes and the columns its schedule table has. */
export interface EquipmentTypeInfo {
  readonly type: EquipmentType;
  /** Singular name, lower case, e.g. "air-handling unit". */
  readonly label: string;
  /** Title of its schedule table, e.g. "Air-handling unit schedule". */
  readonly title: string;
  /**
   * Tag prefixes, the first the default for new rows (AHU-1, AHU-2, …). Empty for the custom type,
   * whose tags are free.
   */
  readonly tagPrefixes: readonly string[];
  /** Its columns, a subset of `SCHEDULE_COLUMNS` in that order, always starting with the tag. */
  readonly columns: readonly ScheduleColumn[];
}

/** Columns every type but custom has: where it serves, its electrical input and its supply data. */
const ALWAYS = [
  'servingArea',
  'electricalPower',
  'manufacturer',
  'model',
  'weight',
  'notes',
] as const;
/** Electrical columns of single-motor equipment (NEC art. 430: sized by FLA). */
const MOTOR = ['voltage', 'phase', 'frequency', 'fullLoadAmps'] as const;
/** Electrical columns of packaged and refrigerant equipment (NEC art. 440: nameplate MCA, MOCP). */
const PACKAGED = [
  'voltage',
  'phase',
  'frequency',
  'minimumCircuitAmpacity',
  'maximumOvercurrentProtection',
] as const;
const CAPACITY = ['coolingCapacity', 'heatingCapacity'] as const;
const AIR = ['airflow', 'externalStaticPressure'] as const;

function info(
  equipmentType: EquipmentType,
  label: string,
  tagPrefixes: readonly string[],
  columns: readonly ScheduleColumn[],
): EquipmentTypeInfo {
  const title = `${label.charAt(0).toUpperCase()}${label.slice(1)} schedule`;
  const wanted = new Set<ScheduleColumn>(['tag', ...columns]);
  const inOrder = SCHEDULE_COLUMNS.filter((column) => wanted.has(column));
  return { type: equipmentType, label, title, tagPrefixes, columns: inOrder };
}

/** A type's entry: its own columns, its electrical columns, and the columns every type has. */
function type(
  equipmentType: EquipmentType,
  label: string,
  tagPrefixes: readonly string[],
  electrical: typeof MOTOR | typeof PACKAGED,
  columns: readonly ScheduleColumn[],
): EquipmentTypeInfo {
  return info(equipmentType, label, tagPrefixes, [...columns, ...electrical, ...ALWAYS]);
}

/**
 * The equipment types with their tag prefixes and columns. Prefixes follow common US drawing
 * practice (AHU, FCU, RTU, CU for a split condensing unit, EF/SF/RF for fans, P for pumps, …);
 * packaged and refrigerant equipment is given MCA/MOCP, single-motor equipment FLA, after
 * NFPA 70 (NEC) arts. 430 and 440, which size circuits for motors by FLA and for
 * hermetic-compressor equipment by the nameplate MCA and MOCP.
 *
 * @see NFPA 70, National Electrical Code (2023), art. 430 (motors), art. 440 (air-conditioning and
 *   refrigerating equipment, 440.4(B) nameplate MCA and maximum overcurrent protection)
 */
export const EQUIPMENT_TYPE_INFO: Readonly<Record<EquipmentType, EquipmentTypeInfo>> = {
  airHandlingUnit: type('airHandlingUnit', 'air-handling unit', ['AHU'], MOTOR, [
    ...CAPACITY,
    ...AIR,
    'waterFlow',
    'motorPower',
  ]),
  fanCoilUnit: type('fanCoilUnit', 'fan-coil unit', ['FCU'], MOTOR, [
    ...CAPACITY,
    ...AIR,
    'waterFlow',
  ]),
  rooftopUnit: type('rooftopUnit', 'rooftop unit', ['RTU'], PACKAGED, [
    ...CAPACITY,
    ...AIR,
    'refrigerant',
  ]),
  splitIndoorUnit: type('splitIndoorUnit', 'split indoor unit', ['AC', 'FC'], MOTOR, [
    ...CAPACITY,
    ...AIR,
    'refrigerant',
  ]),
  splitOutdoorUnit: type('splitOutdoorUnit', 'split outdoor unit', ['CU', 'HP'], PACKAGED, [
    ...CAPACITY,
    'refrigerant',
  ]),
  vrfIndoorUnit: type('vrfIndoorUnit', 'VRF indoor unit', ['IDU', 'VRF'], MOTOR, [
    ...CAPACITY,
    ...AIR,
    'refrigerant',
  ]),
  vrfOutdoorUnit: type('vrfOutdoorUnit', 'VRF outdoor unit', ['ODU', 'VRF-CU'], PACKAGED, [
    ...CAPACITY,
    'refrigerant',
  ]),
  chiller: type('chiller', 'chiller', ['CH'], PACKAGED, [
    'coolingCapacity',
    'waterFlow',
    'refrigerant',
  ]),
  boiler: type('boiler', 'boiler', ['B', 'BLR'], MOTOR, ['heatingCapacity', 'waterFlow']),
  heatPump: type('heatPump', 'heat pump', ['HP', 'WSHP'], PACKAGED, [
    ...CAPACITY,
    ...AIR,
    'waterFlow',
    'refrigerant',
  ]),
  pump: type('pump', 'pump', ['P', 'CHWP', 'HWP', 'CWP'], MOTOR, [
    'waterFlow',
    'pumpHead',
    'motorPower',
  ]),
  fan: type('fan', 'fan', ['EF', 'SF', 'RF', 'TF', 'F'], MOTOR, [...AIR, 'motorPower']),
  coolingTower: type('coolingTower', 'cooling tower', ['CT'], MOTOR, [
    'coolingCapacity',
    'waterFlow',
    'motorPower',
  ]),
  energyRecoveryVentilator: type(
    'energyRecoveryVentilator',
    'energy-recovery ventilator',
    ['ERV'],
    MOTOR,
    AIR,
  ),
  unitHeater: type('unitHeater', 'unit heater', ['UH'], MOTOR, [
    'heatingCapacity',
    'airflow',
    'waterFlow',
  ]),
  custom: info('custom', 'custom equipment', [], [...SCHEDULE_COLUMNS]),
};

/** Default tag prefix of the custom type, whose tags are otherwise free. */
export const CUSTOM_TAG_PREFIX = 'EQ';

/**
 * The equipment type's description: label, tag prefixes and columns.
 *
 * @param equipmentType - One of `EQUIPMENT_TYPES`.
 * @returns Its entry in `EQUIPMENT_TYPE_INFO`.
 * @example equipmentTypeInfo('pump').tagPrefixes[0] //=> 'P'
 */
export function equipmentTypeInfo(equipmentType: EquipmentType): EquipmentTypeInfo {
  return EQUIPMENT_TYPE_INFO[equipmentType];
}

/**
 * Whether a column belongs to an equipment type's table.
 *
 * @param equipmentType - The row's type.
 * @param column - A schedule column.
 * @returns True when the type's table has that column.
 * @example equipmentHasColumn('pump', 'airflow') //=> false
 */
export function equipmentHasColumn(equipmentType: EquipmentType, column: ScheduleColumn): boolean {
  return EQUIPMENT_TYPE_INFO[equipmentType].columns.includes(column);
}

/**
 * The default (first) tag prefix of a type, for new rows.
 *
 * @param equipmentType - One of `EQUIPMENT_TYPES`.
 * @returns The prefix; `CUSTOM_TAG_PREFIX` for the custom type.
 * @example defaultTagPrefix('fan') //=> 'EF'
 */
export function defaultTagPrefix(equipmentType: EquipmentType): string {
  return EQUIPMENT_TYPE_INFO[equipmentType].tagPrefixes[0] ?? CUSTOM_TAG_PREFIX;
}
