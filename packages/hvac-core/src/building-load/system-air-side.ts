import { formatNumberForMessage } from '../_lib/message-number.js';
import { fromSi, unitLabel } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import {
  airDistributionConfiguration,
  DEFAULT_AIR_DISTRIBUTION_CONFIGURATION,
} from '../ventilation/air-distribution.js';
import type { AirDistributionConfigurationId } from '../ventilation/air-distribution.js';
import {
  DEFAULT_OCCUPANCY_CATEGORY,
  occupancyCategory,
} from '../ventilation/occupancy-categories.js';
import type { OccupancyCategoryId } from '../ventilation/occupancy-categories.js';
import { monthAbbreviation } from '../weather/months.js';
import type { AirFactors } from './air-factors.js';
import type {
  SystemAirflowControl,
  SystemFanHeatMethod,
  SystemOutdoorAirMethod,
} from './building-file.js';
import { multipleZoneOutdoorAir } from './multiple-zone-outdoor-air.js';
import type { MultipleZoneOutdoorAir } from './multiple-zone-outdoor-air.js';
import type { SiteHours } from './site-hours.js';
import { HOURS_PER_DAY } from './time-series.js';
import { fanHeatAirflow, systemCoilProcess, zoneReheat } from './system-coil.js';
import type { CoilProcess, FanPosition } from './system-coil.js';
import { coilLoad, supplyAirflowM3s } from './zone-system.js';
import type { CoilLoad, GroupLoads } from './zone-system.js';

/** A zone of a system as the air side needs it, SI. */
export interface AirSideZone {
  readonly id: string;
  readonly name: string;
  readonly occupancyCategory: OccupancyCategoryId | undefined;
  readonly airDistribution: AirDistributionConfigurationId | undefined;
  /** Σ of its rooms' people. */
  readonly population: number;
  readonly floorAreaM2: number;
  /** Its coldest room, °C: the one its supply airflow is sized for. */
  readonly roomC: number;
  /** Its design supply (primary) airflow from its block sensible peak, m³/s; null without one. */
  readonly designAirflowM3s: number | null;
  readonly loads: GroupLoads;
}

/** A system's air-side inputs, SI. */
export interface AirSideInput {
  readonly name: string;
  /** The unit system the warnings speak in. */
  readonly unitSystem: UnitSystem;
  readonly outdoorAirMethod: SystemOutdoorAirMethod;
  /** The entered outdoor air (override), m³/s. */
  readonly enteredOutdoorAirM3s: number | undefined;
  /** Σ of its rooms' entered outdoor air, m³/s. */
  readonly roomsOutdoorAirM3s: number;
  readonly occupantDiversity: number;
  /** Constant volume (Σ of its zones' peak airflows) or variable volume (its block airflow). */
  readonly airflowControl: SystemAirflowControl;
  /** The VAV boxes' minimum fraction; read only with `variableVolume` (constant volume: 1). */
  readonly vavMinimumFraction: number;
  readonly fanHeatMethod: SystemFanHeatMethod;
  readonly enteredFanHeatW: number;
  readonly fan: {
    readonly totalPressurePa: number;
    readonly totalEfficiencyPercent: number;
    readonly motorInAirstreamEfficiencyPercent: number | null;
  } | null;
  readonly fanPosition: FanPosition;
  readonly supplyAirC: number;
  /** Its coldest room, °C, and that room's humidity ratio. */
  readonly roomC: number;
  readonly roomHumidityRatio: number;
  readonly zones: readonly AirSideZone[];
  /** The block loads of its rooms; null without rooms. */
  readonly loads: GroupLoads | null;
}

/** A zone's terminal reheat at the coil's peak hour. */
export interface ZoneReheatResult {
  readonly zoneId: string;
  readonly name: string;
  /** Its minimum primary airflow (VAV minimum × design), m³/s. */
  readonly minimumAirflowM3s: number;
  /** Its sensible load at the coil's peak hour, W. */
  readonly sensibleW: number;
  readonly neededSupplyC: number;
  readonly reheatW: number;
}

/** A system's outdoor air, fan heat, coil and process. */
export interface AirSideResult {
  readonly airflowControl: SystemAirflowControl;
  /**
   * The design supply airflow, m³/s: the sum of the zones' peak airflows (constant volume) or the
   * block airflow (variable volume), each plus the fan heat's; null when none can be sized.
   */
  readonly supplyAirflowM3s: number | null;
  /** The sum of its zones' design (peak) airflows, m³/s, whatever the control. */
  readonly sumOfZoneAirflowsM3s: number;
  readonly outdoorAirMethod: SystemOutdoorAirMethod;
  /** The outdoor air the coil takes, m³/s. */
  readonly outdoorAirM3s: number;
  readonly ventilation: MultipleZoneOutdoorAir | null;
  readonly fanHeatMethod: SystemFanHeatMethod;
  readonly fanHeatW: number;
  readonly fanTemperatureRiseK: number;
  readonly fanPosition: FanPosition;
  readonly coil: CoilLoad | null;
  readonly process: CoilProcess | null;
  readonly reheat: readonly ZoneReheatResult[];
  readonly warnings: readonly string[];
}

const airflowText = (m3s: number, system: UnitSystem): string =>
  `${formatNumberForMessage(fromSi(m3s, 'airflow', system))} ${unitLabel('airflow', system)}`;

/** The minimum fraction a system's zone boxes turn down to: 1 at constant volume. */
function minimumFractionOf(input: AirSideInput): number {
  return input.airflowControl === 'constantVolume' ? 1 : input.vavMinimumFraction;
}

function ventilationOf(
  input: AirSideInput,
  systemAirflowM3s: number,
): MultipleZoneOutdoorAir | null {
  if (input.zones.length === 0) return null;
  return multipleZoneOutdoorAir({
    zones: input.zones.map((zone) => {
      const category = occupancyCategory(zone.occupancyCategory ?? DEFAULT_OCCUPANCY_CATEGORY);
      return {
        id: zone.id,
        name: zone.name,
        peopleRateM3sPerPerson: category.peopleRateM3sPerPerson,
        areaRateM3sPerM2: category.areaRateM3sPerM2,
        population: zone.population,
        floorAreaM2: zone.floorAreaM2,
        airDistributionEffectiveness: airDistributionConfiguration(
          zone.airDistribution ?? DEFAULT_AIR_DISTRIBUTION_CONFIGURATION,
        ).effectiveness,
        designPrimaryAirflowM3s: zone.designAirflowM3s ?? 0,
      };
    }),
    occupantDiversity: input.occupantDiversity,
    systemPrimaryAirflowM3s: systemAirflowM3s,
    vavMinimumFraction: minimumFractionOf(input),
  });
}

function ventilationWarnings(
  name: string,
  v: MultipleZoneOutdoorAir,
  method: 'simplified' | 'appendixA',
): string[] {
  const named = (ids: readonly string[]) =>
    v.zones
      .filter((z) => ids.includes(z.id))
      .map((z) => z.name)
      .join(', ');
  const warnings: string[] = [];
  if (v.zonesWithoutAirflowIds.length > 0) {
    warnings.push(
      `${name}: ${named(v.zonesWithoutAirflowIds)} ${v.zonesWithoutAirflowIds.length === 1 ? 'has' : 'have'} no cooling airflow, so ASHRAE 62.1’s Zpz and Evz are not defined there and the zone is left out of Ev; give it a minimum primary airflow of at least its Voz.`,
    );
  }
  if (method === 'simplified' && v.simplified.zonesBelowMinimumIds.length > 0) {
    warnings.push(
      `${name}: at the VAV minimum, ${named(v.simplified.zonesBelowMinimumIds)} receive${v.simplified.zonesBelowMinimumIds.length === 1 ? 's' : ''} less primary air than 1.5 × Voz, which ASHRAE 62.1’s simplified procedure requires (section 6.2.4.3); raise the minimum or use Appendix A.`,
    );
  }
  if (method === 'appendixA' && !v.singleZone && v.appendixA.outdoorAirIntakeM3s === null) {
    const critical = v.zones.find((z) => z.id === v.appendixA.criticalZoneId)?.name ?? '';
    warnings.push(
      `${name}: by ASHRAE 62.1 Appendix A the critical zone ${critical} needs more outdoor air than its primary airflow can carry (Evz ≤ 0 at the ${v.appendixA.governing === 'minimum' ? 'VAV minimum' : 'design airflow'}); raise its minimum primary airflow.`,
    );
  }
  return warnings;
}

/**
 * The zones' terminal reheat of a constant-volume system hour by hour, W (one row of 24 per month):
 * each zone receives its design airflow at the supply temperature at every hour and reheats what
 * its load at the hour does not need (see {@link zoneReheat}, its minimum the design airflow).
 */
function constantVolumeReheatW(input: AirSideInput, air: AirFactors): number[][] {
  const months = input.loads?.months ?? [];
  return months.map((_, index) => {
    const row = new Array<number>(HOURS_PER_DAY).fill(0);
    for (const zone of input.zones) {
      if (zone.designAirflowM3s === null) continue;
      const sensible = zone.loads.months[index]?.sensibleW ?? [];
      for (let h = 0; h < row.length; h++) {
        row[h] =
          (row[h] ?? 0) +
          zoneReheat(sensible[h] ?? 0, zone.roomC, input.supplyAirC, zone.designAirflowM3s, air)
            .reheatW;
      }
    }
    return row;
  });
}

/**
 * A system's air side: the supply airflow and fan heat (entered, or from the fan's pressure and
 * efficiency solved with the airflow), ASHRAE 62.1's multiple-zone outdoor air from its zones, the
 * outdoor air the coil takes by the system's method (its rooms' sum, 62.1 by the simplified
 * procedure or by Appendix A, or an entered override), the coil load at its peak hour, the process
 * through the coil at that hour and each zone's terminal reheat at its VAV minimum. A 62.1 intake
 * above the supply airflow is held to the supply (all outdoor air) and said so. The design supply
 * airflow follows the airflow control (Fundamentals 2021, ch. 18, "Zoning" and block loads): a
 * variable-volume system's is its block airflow, from the block sensible peak; a constant-volume
 * system's is the sum of its zones' peak airflows (each from its own peak sensible load, the fan
 * sized for the non-coincident sum), its boxes never turning down (minimum fraction 1), its coil
 * cooling all that air, so that the reheat its zones then need at the coil's hour is in the coil's
 * load. Either adds the fan heat's airflow at the system's room-to-supply difference.
 *
 * @param input - The system's settings, zones and block loads, SI.
 * @param siteHours - The site's design hours.
 * @param air - Air's factors at the site's pressure.
 * @returns The air side and its warnings.
 * @see ANSI/ASHRAE Standard 62.1-2022, section 6.2.4 and Normative Appendix A; ASHRAE Handbook—Fundamentals (2021), ch. 18 and ch. 1; HVAC Systems and Equipment (2020), ch. 21 and ch. 23
 */
export function systemAirSide(
  input: AirSideInput,
  siteHours: SiteHours,
  air: AirFactors,
): AirSideResult {
  const warnings: string[] = [];
  const sumOfZoneAirflowsM3s = input.zones.reduce((sum, z) => sum + (z.designAirflowM3s ?? 0), 0);
  const constantVolume = input.airflowControl === 'constantVolume';
  // The sensible load the supply airflow is sized on: the block peak (VAV), or the load that the
  // zones' summed airflow carries at the system's room-to-supply difference (CV), so that the fan
  // heat's airflow is added the same way to either.
  const blockSensibleW = constantVolume
    ? air.sensibleWPerM3sK * Math.max(0, input.roomC - input.supplyAirC) * sumOfZoneAirflowsM3s
    : Math.max(0, input.loads?.blockPeak.sensibleW ?? 0);
  let fanHeatW = input.enteredFanHeatW;
  let airflowM3s: number | null = null;
  let fanFailed = false;
  if (input.loads !== null && input.supplyAirC < input.roomC) {
    if (input.fanHeatMethod === 'fanPower' && input.fan !== null) {
      const solved = fanHeatAirflow(blockSensibleW, input.roomC, input.supplyAirC, input.fan, air);
      if (solved === null) {
        fanFailed = true;
        warnings.push(
          `${input.name}: the fan’s temperature rise alone uses up the difference between the room and the supply air, so no supply airflow meets the load; check the fan’s pressure and efficiency or lower the supply-air temperature.`,
        );
      } else {
        fanHeatW = solved.fanHeatW;
        airflowM3s = solved.supplyAirflowM3s;
      }
    } else {
      airflowM3s = supplyAirflowM3s(blockSensibleW + fanHeatW, input.roomC, input.supplyAirC, air);
    }
  }
  if (fanFailed) fanHeatW = 0;
  const fanTemperatureRiseK =
    airflowM3s !== null && airflowM3s > 0 ? fanHeatW / (air.sensibleWPerM3sK * airflowM3s) : 0;
  const ventilation = ventilationOf(input, airflowM3s ?? 0);
  if (
    ventilation !== null &&
    (input.outdoorAirMethod === 'simplified' || input.outdoorAirMethod === 'appendixA')
  ) {
    warnings.push(...ventilationWarnings(input.name, ventilation, input.outdoorAirMethod));
  }

  let outdoorAirM3s: number;
  switch (input.outdoorAirMethod) {
    case 'override':
      outdoorAirM3s = input.enteredOutdoorAirM3s ?? input.roomsOutdoorAirM3s;
      break;
    case 'rooms':
      outdoorAirM3s = input.roomsOutdoorAirM3s;
      break;
    case 'simplified':
      outdoorAirM3s = ventilation?.simplified.outdoorAirIntakeM3s ?? 0;
      break;
    case 'appendixA':
      // Infeasible by Appendix A: the most the system can bring is all outdoor air.
      outdoorAirM3s = ventilation?.appendixA.outdoorAirIntakeM3s ?? airflowM3s ?? 0;
      break;
  }
  const byStandard =
    input.outdoorAirMethod === 'simplified' || input.outdoorAirMethod === 'appendixA';
  if (byStandard && airflowM3s !== null && outdoorAirM3s > airflowM3s) {
    warnings.push(
      `${input.name}: ASHRAE 62.1’s outdoor air intake (${airflowText(outdoorAirM3s, input.unitSystem)}) exceeds the supply airflow (${airflowText(airflowM3s, input.unitSystem)}); the coil takes all outdoor air.`,
    );
    outdoorAirM3s = airflowM3s;
  }

  let coil: CoilLoad | null = null;
  let process: CoilProcess | null = null;
  const reheat: ZoneReheatResult[] = [];
  const loads = input.loads;
  if (loads !== null && airflowM3s !== null && !fanFailed) {
    if (outdoorAirM3s > airflowM3s) {
      warnings.push(
        `${input.name}: the outdoor air exceeds the supply airflow the rooms need, so the coil is not sized; lower the outdoor air or raise the supply airflow (a colder supply air needs less).`,
      );
    } else {
      coil = coilLoad(loads, siteHours, {
        roomC: input.roomC,
        roomHumidityRatio: input.roomHumidityRatio,
        supplyAirC: input.supplyAirC,
        outdoorAirM3s,
        fanHeatW,
        air,
        supplyAirflowM3s: airflowM3s,
        ...(constantVolume ? { reheatW: constantVolumeReheatW(input, air) } : {}),
      });
      const peak = coil;
      if (peak.netLatentW < 0) {
        warnings.push(
          `${input.name}: at the coil's peak (${monthAbbreviation(peak.month)} ${String(peak.hour).padStart(2, '0')}:00) the outdoor air is drier than the room and takes up more moisture than the rooms give off, so the coil's latent load is 0, not negative (a cooling coil does not add moisture), its total is its sensible load, and the rooms dry below their design humidity.`,
        );
      }
      const monthIndex = loads.months.findIndex((m) => m.month === peak.month);
      const outdoor = siteHours.months[monthIndex];
      const roomsLatentW = loads.months[monthIndex]?.latentW[peak.hour - 1] ?? 0;
      if (outdoor !== undefined) {
        try {
          process = systemCoilProcess({
            pressurePa: air.pressurePa,
            outdoorC: outdoor.dryBulbC[peak.hour - 1] ?? 0,
            outdoorHumidityRatio: outdoor.humidityRatio,
            roomC: input.roomC,
            roomHumidityRatio: input.roomHumidityRatio,
            supplyAirflowM3s: peak.supplyAirflowM3s,
            outdoorAirM3s,
            supplyAirC: input.supplyAirC,
            roomsLatentW,
            fanTemperatureRiseK,
            fanPosition: input.fanPosition,
            air,
          });
        } catch (error) {
          if (!(error instanceof RangeError)) throw error;
          process = null;
        }
      }
      if (process?.note === 'unreachable') {
        warnings.push(
          `${input.name}: no cooling coil gives the leaving state the rooms’ latent load asks for at this supply temperature (its line does not reach saturation): lower the supply-air temperature or reheat.`,
        );
      }
      if (process?.leavingSaturated === true) {
        warnings.push(
          `${input.name}: at the coil’s leaving temperature the air cannot hold the moisture the rooms’ latent load allows, so it leaves saturated and drier: the rooms dry below their design humidity.`,
        );
      }
      for (const zone of input.zones) {
        if (zone.designAirflowM3s === null) continue;
        const minimumAirflowM3s = zone.designAirflowM3s * minimumFractionOf(input);
        const sensibleW =
          zone.loads.months.find((m) => m.month === peak.month)?.sensibleW[peak.hour - 1] ?? 0;
        const own = zoneReheat(sensibleW, zone.roomC, input.supplyAirC, minimumAirflowM3s, air);
        reheat.push({ zoneId: zone.id, name: zone.name, minimumAirflowM3s, sensibleW, ...own });
      }
    }
  }
  return {
    airflowControl: input.airflowControl,
    supplyAirflowM3s: fanFailed ? null : airflowM3s,
    sumOfZoneAirflowsM3s,
    outdoorAirMethod: input.outdoorAirMethod,
    outdoorAirM3s,
    ventilation,
    fanHeatMethod: input.fanHeatMethod,
    fanHeatW,
    fanTemperatureRiseK,
    fanPosition: input.fanPosition,
    coil,
    process,
    reheat,
    warnings,
  };
}
