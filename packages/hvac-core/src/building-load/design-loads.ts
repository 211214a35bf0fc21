import { fromSi, toSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import { BuildingLoadInputSchema } from './building-file.js';
import type { BuildingLoadInput } from './building-file.js';
import { calculateBuildingLoadInput } from './calculate-building-load.js';
import type { BuildingLoadResult } from './calculate-building-load.js';

/** A building's design loads as a whole-building energy estimate takes them, SI. */
export interface BuildingDesignLoads {
  /**
   * Design heating load, W: the building's heating load of the building-load result (every room's
   * steady-state heating load, envelope and infiltration at the heating design dry bulb, plus each
   * system's outdoor air warmed to its rooms' temperature), the figure its report shows.
   */
  readonly heatingW: number;
  /**
   * Design cooling load, W: each system's coil at its own peak (outdoor air and fan heat included),
   * plus the peak of every room no sized coil serves.
   */
  readonly coolingW: number;
  /** Rooms' heating temperature weighted by floor area, °C. */
  readonly heatingIndoorC: number;
  /** The site's heating design dry bulb, °C. */
  readonly heatingOutdoorC: number;
  /** Systems whose coil is counted in `coolingW`. */
  readonly coilCount: number;
  /** Rooms counted by their own peak because no sized coil serves them. */
  readonly roomsWithoutCoil: number;
}

/**
 * The design heating and cooling loads of a computed building: heating is the building's heating
 * load as the result gives it (the sum of the rooms' heating loads plus the outdoor air of each
 * system, q = C_s·Q·Δt with C_s at the site's pressure); cooling is the sum of the
 * system coil loads (each at its own peak, with outdoor air and fan heat) plus the peaks of rooms
 * that no sized coil serves.
 *
 * @param input - The parsed building file.
 * @param result - Its loads, from {@link calculateBuildingLoadInput}.
 * @returns The design loads, SI.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18 (coil loads; heating loads, "Infiltration and
 *   Ventilation Heat Gain", q_s = C_s·Q·Δt)
 * @example buildingDesignLoads(input, calculateBuildingLoadInput(input)).coilCount //=> 1
 */
export function buildingDesignLoads(
  input: BuildingLoadInput,
  result: BuildingLoadResult,
): BuildingDesignLoads {
  const system = input.unitSystem;
  let coolingW = 0;
  let coilCount = 0;
  const coiled = new Set<string>();
  for (const sys of result.systems) {
    if (sys.coil === null) continue;
    coolingW += sys.coil.totalW;
    coilCount += 1;
    for (const roomId of sys.roomIds) coiled.add(roomId);
  }
  let roomsWithoutCoil = 0;
  for (const room of result.rooms) {
    if (coiled.has(room.id)) continue;
    coolingW += Math.max(0, room.peak.totalW);
    roomsWithoutCoil += 1;
  }
  let areaM2 = 0;
  let weighted = 0;
  for (const room of input.rooms) {
    const floorM2 = toSi(room.floorArea, 'area', system);
    areaM2 += floorM2;
    weighted += floorM2 * toSi(room.heatingIndoorTemp, 'temperature', system);
  }
  return {
    heatingW: result.building.heatingW,
    coolingW,
    heatingIndoorC: areaM2 > 0 ? weighted / areaM2 : result.heatingDryBulbC,
    heatingOutdoorC: result.heatingDryBulbC,
    coilCount,
    roomsWithoutCoil,
  };
}

/** The energy calculator's design fields, filled from a building file, in the energy file's units. */
export interface EnergyDesignLoads {
  /** Design heat loss, Btu/h | W, whole. */
  readonly designHeatLoss: number;
  /** Design cooling capacity (load), Btu/h | W, whole. */
  readonly coolingCapacity: number;
  /** Indoor design temperature, °F | °C, to 0.1. */
  readonly indoorDesignTemperature: number;
  /** Outdoor design temperature, °F | °C, to 0.1. */
  readonly outdoorDesignTemperature: number;
  /** The loads these came from, SI. */
  readonly loads: BuildingDesignLoads;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * The energy calculator's design heating and cooling loads and design temperatures from a saved
 * building-load file (its inputs; recomputed, so a stale snapshot never reaches the estimate), in
 * the energy file's unit system: see {@link buildingDesignLoads}.
 *
 * @param data - The saved building file's data (its inputs at the top level).
 * @param unitSystem - The energy file's unit system.
 * @returns Design heat loss and cooling capacity (whole Btu/h | W), indoor and outdoor design
 *   temperatures (°F | °C to 0.1), and the SI loads.
 * @throws {ZodError} If the data is not a valid building file.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18; ch. 19 (energy estimating from design loads)
 * @example energyDesignLoadsFromBuilding(savedBuilding, 'Imperial').loads.coilCount //=> 1
 */
export function energyDesignLoadsFromBuilding(
  data: unknown,
  unitSystem: UnitSystem,
): EnergyDesignLoads {
  const input = BuildingLoadInputSchema.parse(data);
  const loads = buildingDesignLoads(input, calculateBuildingLoadInput(input));
  return {
    designHeatLoss: round(fromSi(loads.heatingW, 'heatRate', unitSystem), 0),
    coolingCapacity: round(fromSi(loads.coolingW, 'heatRate', unitSystem), 0),
    indoorDesignTemperature: round(fromSi(loads.heatingIndoorC, 'temperature', unitSystem), 1),
    outdoorDesignTemperature: round(fromSi(loads.heatingOutdoorC, 'temperature', unitSystem), 1),
    loads,
  };
}
