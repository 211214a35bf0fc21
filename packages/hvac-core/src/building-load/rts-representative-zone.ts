import { SURFACE_FILMS_M2KW, TABLE_18_MATERIALS } from './construction-layers.js';
import type { PrfLayer } from './periodic-response.js';
import type { HeatBalanceSurface, HeatBalanceZone } from './rts-heat-balance.js';
import type { RtsRoomClass } from './rts-tables.js';

/**
 * The Handbook's representative rooms for its RTS tables (ch. 18, table 21 "RTS Representative Zone
 * Construction for Tables 19 and 20") as rooms for {@link heatBalanceRts}, to check tables 19 and 20
 * against an independent computation.
 *
 * Table 21, as transcribed (stored file 70618341067, printed page 514), gives the constructions:
 * - light: exterior wall steel siding, 50 mm insulation, air space, 19 mm gyp.; floor/ceiling
 *   100 mm LW concrete, ceiling air space, acoustic tile; partitions 19 mm gyp., air space, 19 mm gyp.;
 * - medium: exterior wall 100 mm face brick, 50 mm insulation, air space, 19 mm gyp.; floor/ceiling
 *   100 mm HW concrete, ceiling air space, acoustic tile; partitions as light;
 * - heavy: exterior wall 100 mm face brick, 200 mm HW concrete, air space, 50 mm insulation, 19 mm
 *   gyp.; floor/ceiling 200 mm HW concrete, ceiling air space, acoustic tile; partitions 19 mm gyp.,
 *   200 mm HW concrete block, 19 mm gyp.;
 * - furnishings: 25 mm wood at 50 % of the floor area.
 * Layers are those of table 18 ({@link TABLE_18_MATERIALS}) where it has them: steel siding F08,
 * insulation I02, wall air space F04, ceiling air space F05, acoustic tile F16, carpet F17, face
 * brick M01, LW concrete M11, HW concrete M15 (200 mm) and M14's concrete at 100 mm (table 18 has no
 * 100 mm HW slab), concrete block M05, wood G05 (25 mm; G04, 13 mm, is its half); 19 mm gyp. board
 * is G01's board at 19 mm (table 18 has 16 mm).
 *
 * What table 21 does not give is assumed here (the check's modelling differences):
 * - the room: 4.57 m × 4.57 m (15 ft), 2.74 m (9 ft) floor to ceiling; an exterior room has one
 *   exterior wall (4.57 m wide), glass 10, 50 or 90 % of its area, and three partitions; an interior
 *   room four partitions;
 * - a mid-floor room in a stack of identical rooms, pulsed alike: each partition is the symmetric
 *   midplane of a partition shared with an identical room (half its layers, adiabatic beyond), the
 *   floor/ceiling one assembly whose top is this room's floor and whose underside is the ceiling of
 *   the identical room below (so, by symmetry, at this room's ceiling temperature); the furnishings
 *   a 25 mm wood board exposed on both faces (area = 50 % of the floor, both faces: 13 mm to an
 *   adiabatic midplane over the floor area);
 * - the window massless, 0.21 m²·K/W from its inside face to the outside film (U ≈ 2.7 W/(m²·K)
 *   with the films, clear double glazing, order of ch. 15, table 4), opaque to long-wave;
 * - outside film 0.04 (F01) to outdoor air held at the reference temperature;
 * - convection to the air by the natural-convection coefficients of the ASHRAE still-air films less
 *   their radiative part (Walton 1983, TARP's "simple" coefficients): 3.076 W/(m²·K) vertical,
 *   4.040 a floor (heat flowing up from a surface warmer than the air), 0.948 a ceiling (heat
 *   flowing down), the furnishings the mean of their faces (2.494); every surface long-wave
 *   emissivity 0.9;
 * - beam solar onto the floor and the furnishings, by area.
 *
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, tables 18 and 21; ch. 26, table 10 (still-air films, ε = 0.90)
 * @see Walton, G.N. (1983), "Thermal Analysis Research Program reference manual", NBSIR 83-2655 (constant natural-convection coefficients)
 */

/** Room dimensions assumed for the representative rooms, m (table 21 gives none; see the module comment). */
export const REPRESENTATIVE_RTS_ROOM_M = { widthM: 4.572, depthM: 4.572, heightM: 2.743 } as const;

/**
 * Convective coefficients to the room air, W/(m²·K): the ASHRAE still-air film coefficients less
 * their radiative part (ε = 0.9), as TARP and BLAST took them.
 * @see Walton (1983), NBSIR 83-2655; ASHRAE Handbook—Fundamentals (2021), ch. 26, table 10
 */
export const STILL_AIR_CONVECTION_WM2K = {
  vertical: 3.076,
  upward: 4.04,
  downward: 0.948,
} as const;

/** Resistance of the window from its inside face to the outside film, m²·K/W (assumed; see the module comment). */
const WINDOW_RESISTANCE_M2KW = 0.21;

function material(code: string, thicknessM?: number): PrfLayer {
  const m = TABLE_18_MATERIALS.find((row) => row.code === code);
  if (m === undefined) throw new RangeError(`Table 18 has no layer ${code}.`);
  return {
    name: `${code} ${m.description}`,
    thicknessM: thicknessM ?? m.thicknessM,
    conductivityWmK: m.conductivityWmK,
    densityKgM3: m.densityKgM3,
    specificHeatJkgK: m.specificHeatJkgK,
  };
}

/** A massless layer of resistance r (m²·K/W). */
const resistance = (name: string, r: number): PrfLayer => ({
  name,
  thicknessM: 0.01,
  conductivityWmK: 0.01 / r,
  densityKgM3: 0,
  specificHeatJkgK: 0,
});

const GYPSUM_19 = (): PrfLayer => material('G01', 0.019);

/** Exterior wall from the inside face out (table 21, reversed). */
function exteriorWallLayers(construction: RtsRoomClass['construction']): PrfLayer[] {
  switch (construction) {
    case 'light':
      return [GYPSUM_19(), material('F04'), material('I02'), material('F08')];
    case 'medium':
      return [GYPSUM_19(), material('F04'), material('I02'), material('M01')];
    case 'heavy':
      return [GYPSUM_19(), material('I02'), material('F04'), material('M15'), material('M01')];
  }
}

/** Half a partition, from its face to its midplane. */
function halfPartitionLayers(construction: RtsRoomClass['construction']): PrfLayer[] {
  if (construction === 'heavy') return [GYPSUM_19(), material('M05', 0.1016)];
  return [GYPSUM_19(), resistance('Half F04 air space', 0.15 / 2)];
}

/** Floor/ceiling assembly from the floor's face down to the ceiling face of the room below. */
function floorLayers(construction: RtsRoomClass['construction'], carpet: boolean): PrfLayer[] {
  const slab =
    construction === 'light'
      ? material('M11')
      : construction === 'medium'
        ? material('M14', 0.1016)
        : material('M15');
  return [...(carpet ? [material('F17')] : []), slab, material('F05'), material('F16')];
}

/**
 * The Handbook's representative room of a class (table 21) as a heat-balance room, with the
 * assumptions of the module comment.
 *
 * @param room - Construction class, carpet, glass percentage of the exterior wall, interior or not.
 * @returns The room's surfaces for {@link heatBalanceRts}.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, table 21
 * @example heatBalanceRts(representativeRtsZone({ construction: 'light', carpet: true, glassPercent: 10 }), 'nonsolar')
 */
export function representativeRtsZone(room: RtsRoomClass): HeatBalanceZone {
  const { widthM, depthM, heightM } = REPRESENTATIVE_RTS_ROOM_M;
  const floorM2 = widthM * depthM;
  const vertical = STILL_AIR_CONVECTION_WM2K.vertical;
  const interior = room.interior === true;
  const partitionLengthM = interior ? 2 * widthM + 2 * depthM : widthM + 2 * depthM;
  const floor = floorLayers(room.construction, room.carpet);
  const surfaces: HeatBalanceSurface[] = [
    {
      name: 'Floor',
      areaM2: floorM2,
      layers: floor,
      convectionWm2K: STILL_AIR_CONVECTION_WM2K.upward,
      farSide: { kind: 'zoneSurface', surfaceIndex: 1 },
      receivesBeamSolar: true,
    },
    {
      name: 'Ceiling',
      areaM2: floorM2,
      layers: [...floor].reverse(),
      convectionWm2K: STILL_AIR_CONVECTION_WM2K.downward,
      farSide: { kind: 'zoneSurface', surfaceIndex: 0 },
    },
    {
      name: 'Partitions',
      areaM2: partitionLengthM * heightM,
      layers: halfPartitionLayers(room.construction),
      convectionWm2K: vertical,
      farSide: { kind: 'adiabatic' },
    },
    {
      name: 'Furnishings',
      areaM2: floorM2, // 50 % of the floor, both faces
      layers: [material('G04')],
      convectionWm2K: (STILL_AIR_CONVECTION_WM2K.upward + STILL_AIR_CONVECTION_WM2K.downward) / 2,
      farSide: { kind: 'adiabatic' },
      receivesBeamSolar: true,
    },
  ];
  if (!interior) {
    const wallM2 = widthM * heightM;
    const glassM2 = (wallM2 * room.glassPercent) / 100;
    surfaces.push(
      {
        name: 'Exterior wall',
        areaM2: wallM2 - glassM2,
        layers: exteriorWallLayers(room.construction),
        convectionWm2K: vertical,
        farSide: { kind: 'outdoors', filmM2KW: SURFACE_FILMS_M2KW.outdoor },
      },
      {
        name: 'Window',
        areaM2: glassM2,
        layers: [resistance('Glazing', WINDOW_RESISTANCE_M2KW)],
        convectionWm2K: vertical,
        farSide: { kind: 'outdoors', filmM2KW: SURFACE_FILMS_M2KW.outdoor },
      },
    );
  }
  return { surfaces };
}
