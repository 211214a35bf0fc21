import { fromSi, toSi, unitLabel } from '../units/index.js';
import type { Quantity, UnitSystem } from '../units/index.js';
import type { BuildingConstruction } from './building-file.js';
import { conductionTimeSeries } from './cts-tables.js';
import { constructionUFactor, periodicResponse } from './periodic-response.js';
import type { PeriodicResponse, PrfConstruction } from './periodic-response.js';
import { INSTANT_SERIES } from './time-series.js';

/**
 * The quantities of a construction's layers, units of the units module (`QUANTITIES`): thickness
 * in | mm, conductivity Btu·in/(h·ft²·°F) | W/(m·K), density lb/ft³ | kg/m³, specific heat
 * Btu/(lb·°F) | kJ/(kg·K), surface resistance h·ft²·°F/Btu | m²·K/W. SI bases: m, W/(m·K), kg/m³,
 * J/(kg·K), m²·K/W.
 */
export type LayerQuantity = Extract<
  Quantity,
  'layerThickness' | 'conductivity' | 'density' | 'specificHeat' | 'thermalResistance'
>;

/** A layer quantity in `system`'s unit → SI base. */
export function layerValueToSi(value: number, quantity: LayerQuantity, system: UnitSystem): number {
  return toSi(value, quantity, system);
}

/** A layer quantity in SI base → `system`'s unit. */
export function layerValueFromSi(
  value: number,
  quantity: LayerQuantity,
  system: UnitSystem,
): number {
  return fromSi(value, quantity, system);
}

/** The unit label of a layer quantity. */
export function layerUnitLabel(quantity: LayerQuantity, system: UnitSystem): string {
  return unitLabel(quantity, system);
}

/**
 * Surface (film) resistances for the cooling load, m²·K/W, those of the Handbook's conduction time
 * series: F01 outdoor (3.4 m/s summer wind), F02 indoor vertical (still air, horizontal heat flow:
 * a wall), F03 indoor horizontal (still air, downward heat flow: a roof in cooling, heat flowing in
 * from above). Table 18 takes them from ch. 26 (its notes 1–3); ch. 26 table 10 gives the same
 * 0.12 and 0.16 (ε = 0.90) and 0.044 at 3.4 m/s.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 18 (F01, F02, F03; every roof of table 17 ends with F03); ch. 26, table 10
 */
export const SURFACE_FILMS_M2KW = { outdoor: 0.04, indoorWall: 0.12, indoorRoof: 0.16 } as const;

/**
 * Surface (film) resistances for the heating load, m²·K/W: heat flows out, so a roof's inside
 * film is that of a horizontal surface with heat flowing up (0.11), a wall's that of a vertical one
 * (0.12), and the outside film that of the 6.7 m/s winter wind (0.030), all for ε = 0.90.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 26, table 10 "Surface Film Coefficients/Resistances"
 */
export const HEATING_SURFACE_FILMS_M2KW = {
  outdoor: 0.03,
  indoorWall: 0.12,
  indoorRoof: 0.11,
} as const;

/** Where a construction is used: its inside film depends on the direction of heat flow. */
export type SurfacePosition = 'wall' | 'roof';

/**
 * The films a layered construction takes when the file leaves them blank: by the surface it is
 * used for and the load computed (cooling: heat flows in, down through a roof; heating: out, up
 * through a roof).
 *
 * @param position - A wall (vertical, heat flow horizontal) or a roof (horizontal).
 * @param load - The cooling or the heating load.
 * @returns Outside and inside surface resistances, m²·K/W.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 18 (cooling); ch. 26, table 10 (heating)
 * @example defaultSurfaceFilms('roof', 'cooling') //=> { outsideM2KW: 0.04, insideM2KW: 0.16 }
 */
export function defaultSurfaceFilms(
  position: SurfacePosition,
  load: 'cooling' | 'heating',
): { outsideM2KW: number; insideM2KW: number } {
  const films = load === 'cooling' ? SURFACE_FILMS_M2KW : HEATING_SURFACE_FILMS_M2KW;
  return {
    outsideM2KW: films.outdoor,
    insideM2KW: position === 'roof' ? films.indoorRoof : films.indoorWall,
  };
}

/** One layer of a construction as a building file holds it, in the file's units. */
export interface ConstructionLayerValues {
  readonly name: string;
  /** in | mm */
  readonly thickness: number;
  /** Btu·in/(h·ft²·°F) | W/(m·K) */
  readonly conductivity: number;
  /** lb/ft³ | kg/m³ */
  readonly density: number;
  /** Btu/(lb·°F) | kJ/(kg·K) */
  readonly specificHeat: number;
}

/** A layered construction as a building file holds it, in the file's units. */
export interface LayeredConstructionValues {
  readonly layers: readonly ConstructionLayerValues[];
  /** h·ft²·°F/Btu | m²·K/W; absent: by the load ({@link defaultSurfaceFilms}: 0.04 cooling, 0.030 heating). */
  readonly outsideFilmR?: number | undefined;
  /**
   * h·ft²·°F/Btu | m²·K/W; absent: by the surface and the direction of heat flow
   * ({@link defaultSurfaceFilms}: a wall 0.12; a roof 0.16 in cooling, 0.11 in heating).
   */
  readonly insideFilmR?: number | undefined;
}

/**
 * A layered construction of a building file in SI, for {@link periodicResponse}; blank films take
 * {@link defaultSurfaceFilms} of the position and load.
 */
export function layeredConstructionSi(
  construction: LayeredConstructionValues,
  system: UnitSystem,
  position: SurfacePosition = 'wall',
  load: 'cooling' | 'heating' = 'cooling',
): PrfConstruction {
  const films = defaultSurfaceFilms(position, load);
  return {
    layers: construction.layers.map((l) => ({
      name: l.name,
      thicknessM: layerValueToSi(l.thickness, 'layerThickness', system),
      conductivityWmK: layerValueToSi(l.conductivity, 'conductivity', system),
      densityKgM3: layerValueToSi(l.density, 'density', system),
      specificHeatJkgK: layerValueToSi(l.specificHeat, 'specificHeat', system),
    })),
    outsideFilmM2KW:
      construction.outsideFilmR === undefined
        ? films.outsideM2KW
        : layerValueToSi(construction.outsideFilmR, 'thermalResistance', system),
    insideFilmM2KW:
      construction.insideFilmR === undefined
        ? films.insideM2KW
        : layerValueToSi(construction.insideFilmR, 'thermalResistance', system),
  };
}

const CACHE_SIZE = 200;
const cache = new Map<string, PeriodicResponse>();

/**
 * {@link periodicResponse} of a layered construction of a building file, remembered for the last
 * 200 distinct constructions (a recompute after a keystroke elsewhere does not redo it).
 *
 * @param construction - Layers and films in the file's units.
 * @param system - The file's unit system.
 * @param position - Used as a wall (default) or a roof: a blank inside film follows (cooling films).
 * @returns U (W/m²·K), the 24 periodic response factors and the 24 conduction time factors.
 * @throws {RangeError} If a layer is not physical (see {@link periodicResponse}).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, eq. 31 (CTS = Y_Pj/U), table 18 (films)
 */
export function layeredConstructionResponse(
  construction: LayeredConstructionValues,
  system: UnitSystem,
  position: SurfacePosition = 'wall',
): PeriodicResponse {
  const si = layeredConstructionSi(construction, system, position, 'cooling');
  const key = JSON.stringify([
    si.outsideFilmM2KW,
    si.insideFilmM2KW,
    si.layers.map((l) => [l.thicknessM, l.conductivityWmK, l.densityKgM3, l.specificHeatJkgK]),
  ]);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const response = periodicResponse(si);
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, response);
  return response;
}

/**
 * Materials of ASHRAE Handbook—Fundamentals (2021, SI), ch. 18, table 18 "Thermal Properties and
 * Code Numbers of Layers Used in Wall and Roof Descriptions for Tables 16 and 17", SI: code,
 * description, thickness m, conductivity W/(m·K), density kg/m³, specific heat J/(kg·K); offered to
 * fill a layer's row. Air spaces are massless layers of the thickness their note names (40 mm wall,
 * 90 mm ceiling space) with the conductivity that gives the table's R (0.15, 0.18 m²·K/W).
 *
 * Transcription note: from the public transcription of the chapter (stored file 70618341067,
 * printed page 512), not checked against the printed Handbook. It prints conductivity to 0.01,
 * too coarse for insulation (I01: 25.4 mm at 0.03 W/(m·K) gives R 0.85, the table's R is 0.88);
 * where the printed conductivity does not reproduce the printed R to 0.01, the conductivity here is
 * thickness / R (marked *).
 */
export const TABLE_18_MATERIALS: readonly {
  readonly code: string;
  readonly description: string;
  readonly thicknessM: number;
  readonly conductivityWmK: number;
  readonly densityKgM3: number;
  readonly specificHeatJkgK: number;
}[] = (
  [
    // code, description, mm, k (W/m·K; * = thickness / R), ρ, cp (kJ/kg·K)
    ['F04', 'Wall air space (R 0.15)', 40, 0.04 / 0.15, 0, 0],
    ['F05', 'Ceiling air space (R 0.18)', 90, 0.09 / 0.18, 0, 0],
    ['F06', 'EIFS finish', 9.5, 0.72, 1856, 0.84],
    ['F07', '25 mm stucco', 25.4, 0.72, 1856, 0.84],
    ['F08', 'Metal surface', 0.8, 45.28, 7824, 0.5],
    ['F09', 'Opaque spandrel glass', 6.4, 0.99, 2528, 0.88],
    ['F10', '25 mm stone', 25.4, 3.17, 2560, 0.79],
    ['F11', 'Wood siding', 12.7, 0.09, 592, 1.17],
    ['F12', 'Asphalt shingles', 3.2, 0.04, 1120, 1.26],
    ['F13', 'Built-up roofing', 9.5, 0.16, 1120, 1.46],
    ['F14', 'Slate or tile', 12.7, 1.59, 1920, 1.26],
    ['F15', 'Wood shingles', 6.4, 0.0064 / 0.17, 592, 1.3], // *
    ['F16', 'Acoustic tile', 19.1, 0.0191 / 0.31, 368, 0.59], // *
    ['F17', 'Carpet', 12.7, 0.0127 / 0.22, 288, 1.38], // *
    ['F18', 'Terrazzo', 25.4, 1.8, 2560, 0.79],
    ['G01', '16 mm gyp board', 15.9, 0.16, 800, 1.09],
    ['G02', '16 mm plywood', 15.9, 0.0159 / 0.14, 544, 1.21], // *
    ['G03', '13 mm fiberboard sheathing', 12.7, 0.0127 / 0.19, 400, 1.3], // *
    ['G04', '13 mm wood', 12.7, 0.15, 608, 1.63],
    ['G05', '25 mm wood', 25.4, 0.15, 608, 1.63],
    ['G06', '50 mm wood', 50.8, 0.0508 / 0.33, 608, 1.63], // *
    ['G07', '100 mm wood', 101.6, 0.1016 / 0.66, 608, 1.63], // *
    ['I01', '25 mm insulation board', 25.4, 0.0254 / 0.88, 43, 1.21], // *
    ['I02', '50 mm insulation board', 50.8, 0.0508 / 1.76, 43, 1.21], // *
    ['I03', '75 mm insulation board', 76.2, 0.0762 / 2.64, 43, 1.21], // *
    ['I04', '89 mm batt insulation', 89.4, 0.0894 / 1.94, 19, 0.96], // *
    ['I05', '154 mm batt insulation', 154.4, 0.1544 / 3.34, 19, 0.96], // *
    ['I06', '244 mm batt insulation', 243.8, 0.2438 / 5.28, 19, 0.96], // *
    ['M01', '100 mm brick', 101.6, 0.89, 1920, 0.79],
    ['M02', '150 mm LW concrete block', 152.4, 0.49, 512, 0.88],
    ['M03', '200 mm LW concrete block', 203.2, 0.5, 464, 0.88],
    ['M04', '300 mm LW concrete block', 304.8, 0.71, 512, 0.88],
    ['M05', '200 mm concrete block', 203.2, 1.11, 800, 0.92],
    ['M06', '300 mm concrete block', 304.8, 1.4, 800, 0.92],
    ['M07', '150 mm LW concrete block (filled)', 152.4, 0.29, 512, 0.88],
    ['M08', '200 mm LW concrete block (filled)', 203.2, 0.26, 464, 0.88],
    ['M09', '300 mm LW concrete block (filled)', 304.8, 0.3048 / 1.04, 512, 0.88], // *
    ['M10', '200 mm concrete block (filled)', 203.2, 0.72, 800, 0.92],
    ['M11', '100 mm lightweight concrete', 101.6, 0.53, 1280, 0.84],
    ['M12', '150 mm lightweight concrete', 152.4, 0.53, 1280, 0.84],
    ['M13', '200 mm lightweight concrete', 203.2, 0.53, 1280, 0.84],
    ['M14', '150 mm heavyweight concrete', 152.4, 1.95, 2240, 0.9],
    ['M15', '200 mm heavyweight concrete', 203.2, 1.95, 2240, 0.9],
    ['M16', '300 mm heavyweight concrete', 304.8, 1.95, 2240, 0.9],
    ['M17', '50 mm LW concrete roof ballast', 50.8, 0.19, 640, 0.84],
  ] as const
).map(([code, description, mm, k, rho, cp]) => ({
  code,
  description,
  thicknessM: mm / 1000,
  conductivityWmK: k,
  densityKgM3: rho,
  specificHeatJkgK: cp * 1000,
}));

/**
 * The U-factors and conduction time series a construction of a building file conducts with: from
 * its layers when it has them (periodic response factors), else its U-factor with the library
 * series it names (tables 16, 17), else its U-factor with no time lag. A layered construction's
 * blank films follow the surface it is used for and the direction of heat flow
 * ({@link defaultSurfaceFilms}): its cooling U and CTS with the films of table 18 (a roof's inside
 * film 0.16, heat flowing down), its heating U with those of ch. 26 table 10 for heat flowing out
 * (a roof's inside film 0.11, heat flowing up; the outside film at the winter wind). An entered
 * U-factor is the engineer's, the same for both loads.
 *
 * @param construction - A construction of a parsed building file.
 * @param system - The file's unit system.
 * @param position - Used as a wall (default) or a roof.
 * @returns U for cooling and heating, W/(m²·K), the 24 CTS factors (summing to 1) and where they come from.
 * @throws {RangeError} If a layer is not physical (the schema's ranges keep parsed files clear of it).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, eq. 31 and tables 16–18; ch. 26, table 10
 */
export function constructionConduction(
  construction: BuildingConstruction,
  system: UnitSystem,
  position: SurfacePosition = 'wall',
): {
  uWm2K: number;
  heatingUWm2K: number;
  cts: readonly number[];
  source: 'layers' | 'library' | 'none';
} {
  if (construction.layers !== undefined && construction.layers.length > 0) {
    const values = {
      layers: construction.layers,
      outsideFilmR: construction.outsideFilmR,
      insideFilmR: construction.insideFilmR,
    };
    const response = layeredConstructionResponse(values, system, position);
    // Steady state: U = 1/ΣR with the heating films (no periodic response needed).
    const heating = constructionUFactor(layeredConstructionSi(values, system, position, 'heating'));
    return {
      uWm2K: response.uWm2K,
      heatingUWm2K: heating.uWm2K,
      cts: response.cts,
      source: 'layers',
    };
  }
  const uWm2K = toSi(construction.uFactor, 'uValue', system);
  if (construction.ctsId !== undefined)
    return {
      uWm2K,
      heatingUWm2K: uWm2K,
      cts: conductionTimeSeries(construction.ctsId),
      source: 'library',
    };
  return { uWm2K, heatingUWm2K: uWm2K, cts: INSTANT_SERIES, source: 'none' };
}
