import { BuildingLoadInputSchema } from '../building-load/building-file.js';
import { calculateBuildingLoadInput } from '../building-load/calculate-building-load.js';
import { fromSi } from '../units/quantities.js';
import type { UnitSystem } from '../units/unit-system.js';
import type { HydronicLoadBasis, HydronicSystemType } from './schema.js';

/** One zone's or system's load as a terminal takes it, or why it has none. */
export interface HydronicBuildingLoad {
  /** The zone's or system's id in the building file. */
  readonly sourceId: string;
  readonly name: string;
  /** Heat the terminal adds (hot water) or removes (chilled water), Btu/h | W, whole; null: none. */
  readonly load: number | null;
  /** The same, W (unrounded); null: none. */
  readonly loadW: number | null;
  /** Why there is no load, when there is none. */
  readonly reason?: string;
}

/**
 * The loads a hydronic system's terminals take from a saved building-load file, recomputed from its
 * inputs (so a stale results snapshot never reaches the network), in the hydronic file's units:
 *
 * - hot water, zones: each zone's heating load (its rooms' steady-state heating loads);
 * - hot water, systems: each air system's heating load (its rooms' plus its outdoor air warmed from
 *   the heating design dry bulb), the heating coil's duty;
 * - chilled water, zones: each zone's block (coincident) peak, sensible plus latent;
 * - chilled water, systems: each air system's cooling coil at its peak hour (outdoor air and fan
 *   heat included).
 *
 * @param data - The building-load file's data (its inputs at the top level).
 * @param unitSystem - The hydronic file's unit system.
 * @param systemType - Chilled or hot water: picks cooling or heating loads.
 * @param basis - 'zones' or 'systems'.
 * @returns One entry per zone or system, in the file's order.
 * @throws {ZodError} If the data is not a valid building-load input.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18 (block and coil loads by RTS; heating loads)
 * @example hydronicLoadsFromBuilding(savedBuilding, 'Imperial', 'hotWater', 'zones')[0]?.sourceId //=> 'z1'
 */
export function hydronicLoadsFromBuilding(
  data: unknown,
  unitSystem: UnitSystem,
  systemType: HydronicSystemType,
  basis: HydronicLoadBasis,
): HydronicBuildingLoad[] {
  const input = BuildingLoadInputSchema.parse(data);
  const result = calculateBuildingLoadInput(input);
  const entry = (
    sourceId: string,
    name: string,
    loadW: number | null,
    reason: string,
  ): HydronicBuildingLoad =>
    loadW !== null && loadW > 0
      ? {
          sourceId,
          name,
          loadW,
          load: Math.round(fromSi(loadW, 'heatRate', unitSystem)),
        }
      : { sourceId, name, loadW: null, load: null, reason };
  const heating = systemType === 'hotWater';
  if (basis === 'zones') {
    return result.zones.map((zone) =>
      heating
        ? entry(zone.id, zone.name, zone.heatingW, `${zone.name} has no heating load.`)
        : entry(
            zone.id,
            zone.name,
            zone.blockPeak?.totalW ?? null,
            `${zone.name} has no cooling peak (it has no rooms).`,
          ),
    );
  }
  return result.systems.map((system) =>
    heating
      ? entry(system.id, system.name, system.heatingW, `${system.name} has no heating load.`)
      : entry(
          system.id,
          system.name,
          system.coil?.totalW ?? null,
          `${system.name} has no coil load (it serves no room, or its outdoor air exceeds its supply airflow).`,
        ),
  );
}
