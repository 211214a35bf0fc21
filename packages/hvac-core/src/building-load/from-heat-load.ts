import { HeatLoadInputSchema } from '../heat-load/schema.js';
import type { HeatLoadInput } from '../heat-load/schema.js';
import { convertValue, unitLabel } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import {
  BUILDING_LOAD_LIMITS,
  UNSHADED_WINDOW,
  buildingValueFromSi,
  rangeText,
} from './building-file.js';
import { BUILDING_ROOM_FIELD_SPECS } from './number-fields.js';
import type {
  BuildingConstruction,
  BuildingRoom,
  BuildingSurface,
  BuildingWindow,
  BuildingWindowOrientation,
} from './building-file.js';

/** What a building room takes from a heat-load file that the heat-load file does not hold. */
export interface RoomFromHeatLoadOptions {
  /** The unit system of the building file: every number is converted to it. */
  readonly unitSystem: UnitSystem;
  /** The new room's id (free among the building's rooms). */
  readonly roomId: string;
  /** The zone the new room joins ('' for none). */
  readonly zoneId: string;
  /** The ids the building's constructions already use, so that the new ones are free. */
  readonly constructionIds: readonly string[];
  /** The heat-load file's name, for the new constructions' names and the room's name when it has none. */
  readonly fileName: string;
  /**
   * The room's schedule, radiant fractions and RTS class, which a heat-load file does not hold
   * (a steady-state calculation has no hours): the building's usual values, e.g. its last room's.
   */
  readonly template: Pick<
    BuildingRoom,
    | 'lightingRadiantFraction'
    | 'equipmentRadiantFraction'
    | 'scheduleStartHour'
    | 'scheduleEndHour'
    | 'unoccupiedPercent'
    | 'rtsConstruction'
    | 'carpet'
    | 'glassPercent'
    | 'indoorTemp'
    | 'heatingIndoorTemp'
    | 'indoorRhPercent'
  >;
}

/** A building room made from a heat-load file: the room, the constructions it needs, and what was not carried. */
export type RoomFromHeatLoad =
  | {
      readonly ok: true;
      readonly room: BuildingRoom;
      /** New constructions for the heat-load file's wall and roof U-factors (to add to the building). */
      readonly constructions: readonly BuildingConstruction[];
      /** Each value of the heat-load file the room does not carry, or carries by an assumption, in words. */
      readonly notCarried: readonly string[];
    }
  | { readonly ok: false; readonly reason: string };

const SECONDS_PER_HOUR = 3600;

function nextId(prefix: string, used: Set<string>): string {
  let n = 1;
  while (used.has(`${prefix}${n}`)) n++;
  const id = `${prefix}${n}`;
  used.add(id);
  return id;
}

function windowOrientation(id: string): BuildingWindowOrientation {
  return id === 'Horizontal' ? 'horizontal' : (id as BuildingWindowOrientation);
}

function roundTo(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

/**
 * A room of a building file from the input of a saved room heat-load file: its wall, window(s) and
 * roof (orientation, area, U-factor, SHGC), people and their activity, lighting and equipment (W
 * turned into W/ft² or W/m² over its floor area), infiltration (ACH × floor area × ceiling height,
 * Q = ACH·V/3600) and outdoor air, each converted from the heat-load file's unit system to the
 * building's. A heat-load file is one steady-state moment: what it does not hold (the wall's
 * orientation, window sizes, schedules) is assumed and said so, and what the building file has no
 * place for (outdoor design conditions, safety factor, the 62.1 space type, heating credit) is
 * listed as not carried, so that the user is told.
 *
 * @param heatLoadData - A heat-load file's input as stored (validated here with `HeatLoadInputSchema`).
 * @param options - The building's unit system, the new ids, the file name and the room template.
 * @returns The room with its new constructions and the list of what was not carried; or why not.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 16, "Ventilation and Infiltration" (air change rate I = Q/V)
 * @example roomFromHeatLoad(defaultHeatLoadInput('Imperial'), options).ok //=> true
 */
export function roomFromHeatLoad(
  heatLoadData: unknown,
  options: RoomFromHeatLoadOptions,
): RoomFromHeatLoad {
  const parsed = HeatLoadInputSchema.safeParse(heatLoadData);
  if (!parsed.success) {
    return {
      ok: false,
      reason: `its inputs are not valid (${parsed.error.issues[0]?.message ?? 'unreadable'})`,
    };
  }
  const input: HeatLoadInput = parsed.data;
  const from = input.unitSystem;
  const to = options.unitSystem;
  const convert = (value: number, quantity: Quantity): number =>
    convertValue(value, quantity, from, to);
  if (input.floorArea === undefined || input.floorArea <= 0) {
    return {
      ok: false,
      reason:
        'it has no floor area, which a building room needs (and its lighting and equipment watts need to become a power per floor area)',
    };
  }
  const floorAreaSi = convertValue(input.floorArea, 'area', from, 'Metric');
  // A floor area that underflows (5e-324 ft² is 0 m²) would spread the watts to an infinite
  // density (or 0/0): refuse it with the building's ranges. A finite density out of range is
  // carried, and the building's schema names the field.
  const lightingWm2 = input.lightingLoad / floorAreaSi;
  const equipmentWm2 = input.equipmentLoad / floorAreaSi;
  if (!Number.isFinite(lightingWm2) || !Number.isFinite(equipmentWm2)) {
    return {
      ok: false,
      reason: `its floor area (${input.floorArea} ${unitLabel('area', from)}) is too small for its lighting (${input.lightingLoad} W) and equipment (${input.equipmentLoad} W): in a building room, lighting power density must be ${rangeText(BUILDING_ROOM_FIELD_SPECS.lightingDensity, to)} and equipment power density ${rangeText(BUILDING_ROOM_FIELD_SPECS.equipmentDensity, to)}`,
    };
  }
  const notCarried: string[] = [];
  const name = (input.roomName || options.fileName).slice(0, BUILDING_LOAD_LIMITS.nameLength);
  const usedConstructions = new Set(options.constructionIds);
  const constructions: BuildingConstruction[] = [];

  const windows: BuildingWindow[] = [];
  const allWindows = [
    {
      orientation: input.windowOrientation,
      area: input.windowArea,
      shgc: input.windowShgc,
      label: 'Window 1',
    },
    ...input.additionalWindows.map((w, i) => ({
      orientation: w.orientation,
      area: w.area,
      shgc: w.shgc ?? input.windowShgc,
      label: `Window ${i + 2}`,
    })),
  ];
  for (const window of allWindows) {
    if (window.area <= 0) continue;
    if (window.shgc === undefined) {
      notCarried.push(
        `${window.label} has no SHGC in the heat-load file (no solar gain there): it is carried with SHGC 0; enter its SHGC.`,
      );
    }
    const side = Math.sqrt(convert(window.area, 'area'));
    windows.push({
      id: `w${windows.length + 1}`,
      orientation: windowOrientation(window.orientation),
      width: side,
      height: side,
      count: 1,
      uFactor: convert(input.windowUValue, 'uValue'),
      shgc: window.shgc ?? 0,
      ...UNSHADED_WINDOW,
    });
  }
  if (windows.length > 0) {
    notCarried.push(
      'Window sizes: the heat-load file gives areas only; each window is a square of its area (width and height matter only for overhangs and fins, none set).',
    );
  }

  const surfaces: BuildingSurface[] = [];
  const addSurface = (
    what: 'wall' | 'roof',
    area: number,
    uValue: number,
    orientation: BuildingSurface['orientation'],
  ): void => {
    if (area <= 0) return;
    const constructionId = nextId('c', usedConstructions);
    constructions.push({
      id: constructionId,
      name: `${name} ${what} (from heat load)`.slice(0, BUILDING_LOAD_LIMITS.nameLength),
      uFactor: convert(uValue, 'uValue'),
      absorptance: 'dark',
    });
    surfaces.push({
      id: `s${surfaces.length + 1}`,
      orientation,
      area: convert(area, 'area'),
      constructionId,
    });
  };
  const firstWall = windows.find((w) => w.orientation !== 'horizontal')?.orientation;
  const wallOrientation = firstWall === undefined || firstWall === 'horizontal' ? 'N' : firstWall;
  addSurface('wall', input.wallArea, input.wallUValue, wallOrientation);
  addSurface('roof', input.roofArea, input.roofUValue, 'roof');
  if (input.wallArea > 0) {
    notCarried.push(
      `Wall orientation: the heat-load file has none; the wall faces ${wallOrientation}${firstWall === undefined ? '' : ' like its first window'}. Its construction has no conduction time series (no time lag), dark outside colour.`,
    );
  }

  const perFloorArea = (wattsPerM2: number): number =>
    roundTo(buildingValueFromSi(wattsPerM2, 'powerDensity', to), 4);
  const volumeSi =
    input.ceilingHeight === undefined
      ? 0
      : floorAreaSi * convertValue(input.ceilingHeight, 'length', from, 'Metric');
  const infiltrationM3s = (input.infiltrationAch * volumeSi) / SECONDS_PER_HOUR;
  const infiltration = convertValue(infiltrationM3s * 1000, 'airflow', 'Metric', to);

  const cooling = input.calculationMode === 'Cooling';
  const indoorTemp = convert(input.indoorTemp, 'temperature');
  const template = options.template;
  const room: BuildingRoom = {
    id: options.roomId,
    name,
    zoneId: options.zoneId,
    floorArea: convert(input.floorArea, 'area'),
    indoorTemp: cooling ? indoorTemp : template.indoorTemp,
    indoorRhPercent: input.indoorRelativeHumidity ?? template.indoorRhPercent,
    heatingIndoorTemp: cooling ? template.heatingIndoorTemp : indoorTemp,
    people: input.numPeople,
    activity: input.activityLevel,
    lightingDensity: perFloorArea(lightingWm2),
    lightingRadiantFraction: template.lightingRadiantFraction,
    equipmentDensity: perFloorArea(equipmentWm2),
    equipmentRadiantFraction: template.equipmentRadiantFraction,
    scheduleStartHour: template.scheduleStartHour,
    scheduleEndHour: template.scheduleEndHour,
    unoccupiedPercent: template.unoccupiedPercent,
    infiltration: roundTo(infiltration, 2),
    ventilation: convert(input.ventilationRate, 'airflow'),
    rtsConstruction: template.rtsConstruction,
    carpet: template.carpet,
    glassPercent: template.glassPercent,
    surfaces,
    windows,
  };

  notCarried.push(
    `Outdoor design conditions (${input.outdoorTemp} ${from === 'Metric' ? '°C' : '°F'}${input.outdoorRelativeHumidity === undefined ? '' : `, ${input.outdoorRelativeHumidity} % RH`}): the building uses its site's design days.`,
    cooling
      ? 'Heating indoor temperature: the file is a cooling calculation; the building’s usual value is kept.'
      : 'Cooling indoor temperature: the file is a heating calculation; the building’s usual value is kept.',
    'Schedules and radiant fractions: a heat-load file has none; the building’s usual values are used.',
  );
  if (input.safetyFactorPercent !== 0) {
    notCarried.push(
      `Safety factor (${input.safetyFactorPercent} %): a building file has none per room.`,
    );
  }
  if (input.creditInternalGainsInHeating) {
    notCarried.push('Credit for internal gains in heating: a building file gives none.');
  }
  if (input.infiltrationAch > 0 && input.ceilingHeight === undefined) {
    notCarried.push(
      `Infiltration (${input.infiltrationAch} ACH): the file has no ceiling height, so it is carried as 0.`,
    );
  }
  notCarried.push(
    `Space type of the ventilation check (${input.ventilationSpaceType}): a building room keeps its outdoor air only.`,
  );
  return { ok: true, room, constructions, notCarried };
}
