import { formatNumberForMessage } from '../_lib/message-number.js';
import { parseInput } from '../_lib/parse-input.js';
import { activityLevel } from '../heat-load/people.js';
import { humidityRatioFromRelativeHumidity } from '../psychrometrics/humidity-ratio.js';
import { standardAtmosphericPressurePa } from '../psychrometrics/standard-atmosphere.js';
import { humidityRatioFromWetBulb } from '../psychrometrics/wet-bulb.js';
import { toSi, unitLabel } from '../units/index.js';
import { airFactorsAtPressure } from './air-factors.js';
import type { AirFactors } from './air-factors.js';
import { COMPASS_SURFACE_AZIMUTHS_DEG } from '../weather/surface-irradiance.js';
import { BuildingLoadInputSchema, buildingValueToSi, safeHumidity } from './building-file.js';
import type { BuildingLoadInput, BuildingRoom, BuildingLoadInputDraft } from './building-file.js';
import { RADIANT_FRACTIONS } from './radiant-fractions.js';
import type {
  InternalGainInput,
  LoadComponentId,
  LoadPeak,
  RoomInput,
  RoomLoads,
} from './room-loads.js';
import { findPeak, roomLoads } from './room-loads.js';
import { constructionConduction } from './construction-layers.js';
import { scaledAngularShgc } from './glazing-shgc.js';
import { nonsolarRts, solarRts } from './rts-tables.js';
import { ABSORPTANCE_OVER_HO_M2K_W } from './sol-air.js';
import { defaultDaylightSavingMonths, siteDesignHours } from './site-hours.js';
import type { SiteHours } from './site-hours.js';
import type { CheckFigures, CoilLoad, GroupLoads } from './zone-system.js';
import { checkFigures, combineLoads, supplyAirflowM3s, systemHeating } from './zone-system.js';
import type {
  SystemAirflowControl,
  SystemFanHeatMethod,
  SystemOutdoorAirMethod,
} from './building-file.js';
import type { MultipleZoneOutdoorAir } from './multiple-zone-outdoor-air.js';
import { systemAirSide } from './system-air-side.js';
import type { ZoneReheatResult } from './system-air-side.js';
import type { CoilProcess, FanPosition } from './system-coil.js';
import { effectiveWindowOrientation, surfaceNetArea } from './window-placement.js';
import { resolvedWindow } from './resolved-window.js';

/** The component ids of a room's sensible cooling load, in report order. */
export const BUILDING_LOAD_COMPONENTS: readonly LoadComponentId[] = [
  'walls',
  'roofs',
  'windowConduction',
  'windowSolar',
  'people',
  'lighting',
  'equipment',
  'infiltration',
];

/** A 24-hour profile and the monthly peaks of a room, zone, system or the building, W. */
export interface LoadCurves {
  /**
   * The peak month's design day (the 21st, as the design days are computed), its 24 hours (index 0
   * is hour 1): `month` 1…12 names the day a chart of it shows.
   */
  readonly peakDay: {
    readonly month: number;
    readonly sensibleW: readonly number[];
    readonly latentW: readonly number[];
  };
  /** The highest total hour of each computed month. */
  readonly monthlyPeaks: readonly {
    readonly month: number;
    readonly totalW: number;
    readonly hour: number;
  }[];
}

/** A room's result, SI. */
export interface BuildingRoomResult extends LoadCurves {
  readonly id: string;
  readonly name: string;
  readonly zoneId: string;
  readonly floorAreaM2: number;
  readonly peak: LoadPeak;
  /** Sensible components at the peak hour, W. */
  readonly components: Readonly<Record<LoadComponentId, number>>;
  readonly heatingW: number;
  /** Supply airflow for its sensible peak at its system's supply-air temperature; null without a system. */
  readonly supplyAirflowM3s: number | null;
  readonly outdoorAirM3s: number;
  readonly check: CheckFigures | null;
}

/** A zone's or system's group result, SI. */
export interface BuildingGroupResult extends LoadCurves {
  readonly id: string;
  readonly name: string;
  readonly roomIds: readonly string[];
  readonly floorAreaM2: number;
  /** The coincident (block) peak; null for a group without rooms. */
  readonly blockPeak: LoadPeak | null;
  readonly sumOfPeaksSensibleW: number;
  /**
   * Heating load, W: the rooms' heating loads plus `outdoorAirHeatingW`. The one heating figure of
   * the group, which the report, the schedule's "Fill from the project" and the energy design loads
   * all read.
   */
  readonly heatingW: number;
  /**
   * Outdoor air warmed from the heating design dry bulb, W: a system's own (see
   * {@link systemHeating}), the building's the sum over its systems, a zone's 0 (outdoor air is a
   * load of the system, not of the zone).
   */
  readonly outdoorAirHeatingW: number;
  readonly supplyAirflowM3s: number | null;
  readonly check: CheckFigures | null;
}

/** A system's coil at its peak hour, SI. */
export type BuildingCoilResult = CoilLoad;

export interface BuildingSystemResult extends BuildingGroupResult {
  readonly zoneIds: readonly string[];
  /**
   * Constant volume (`supplyAirflowM3s` the sum of the zones' peak airflows) or variable volume
   * (the block airflow at `blockPeak`'s hour), as the file says (absent: variable volume).
   */
  readonly airflowControl: SystemAirflowControl;
  /** The sum of its zones' design (peak) airflows, m³/s, without fan heat, whatever the control. */
  readonly sumOfZoneAirflowsM3s: number;
  readonly supplyAirC: number;
  readonly outdoorAirM3s: number;
  readonly fanHeatW: number;
  /** Null without rooms, or when the outdoor air exceeds the supply airflow (see the warnings). */
  readonly coil: BuildingCoilResult | null;
  /** How the coil's outdoor air was found, and the engineer's reason when it is overridden. */
  readonly outdoorAirMethod: SystemOutdoorAirMethod;
  readonly outdoorAirReason: string;
  /** ASHRAE 62.1 multiple-zone outdoor air from the system's zones; null without zones with rooms. */
  readonly ventilation: MultipleZoneOutdoorAir | null;
  readonly fanHeatMethod: SystemFanHeatMethod;
  /** The fan's rise of the supply air, K. */
  readonly fanTemperatureRiseK: number;
  readonly fanPosition: FanPosition;
  /** The process through the coil at its peak hour; null without a coil. */
  readonly process: CoilProcess | null;
  /** Each zone's terminal reheat at its VAV minimum at the coil's peak hour. */
  readonly reheat: readonly ZoneReheatResult[];
  /**
   * Check figures of the rooms' block peak and its supply airflow (room-based), beside `check`,
   * which is the coil's (coil-based: outdoor air and fan heat included) when there is a coil.
   */
  readonly roomCheck: CheckFigures | null;
  /** Its rooms' heating loads, W: `heatingW` less `outdoorAirHeatingW` (the room side). */
  readonly roomsHeatingW: number;
  /** The heating indoor temperature its outdoor air is warmed to (its warmest room's), °C; null without rooms. */
  readonly heatingIndoorC: number | null;
}

/** The building load result. Every number is SI (W, m², m³/s, °C); the app converts for display. */
export interface BuildingLoadResult {
  readonly calculationName: string;
  readonly unitSystem: BuildingLoadInput['unitSystem'];
  readonly months: readonly number[];
  /** The site's heating design dry bulb, °C. */
  readonly heatingDryBulbC: number;
  /**
   * Air at the site: the standard pressure of its elevation, the density and the sensible and
   * latent factors every airflow (infiltration, outdoor air, supply) is computed with.
   */
  readonly air: AirFactors;
  /** Outdoor dry bulb of each computed month, hours 1…24, °C. */
  readonly outdoorDryBulbC: readonly {
    readonly month: number;
    readonly dryBulbC: readonly number[];
  }[];
  readonly rooms: readonly BuildingRoomResult[];
  readonly zones: readonly BuildingGroupResult[];
  readonly systems: readonly BuildingSystemResult[];
  readonly building: BuildingGroupResult;
  readonly warnings: readonly string[];
}

/** Hours 1…24 of a schedule: full gains from the start hour up to the end hour, else the unoccupied share. */
export function roomSchedule(
  startHour: number,
  endHour: number,
  unoccupiedPercent: number,
): number[] {
  const off = unoccupiedPercent / 100;
  return Array.from({ length: 24 }, (_, index) => {
    // Index i is the hour ending at i + 1: occupied when it lies within [start, end).
    const occupied =
      startHour <= endHour
        ? index >= startHour && index < endHour
        : index >= startHour || index < endHour;
    return occupied ? 1 : off;
  });
}

function orientationAzimuth(orientation: string): { tiltDeg: number; azimuthDeg: number } {
  if (orientation === 'roof' || orientation === 'horizontal') return { tiltDeg: 0, azimuthDeg: 0 };
  return {
    tiltDeg: 90,
    azimuthDeg:
      COMPASS_SURFACE_AZIMUTHS_DEG[orientation as keyof typeof COMPASS_SURFACE_AZIMUTHS_DEG],
  };
}

function siteHoursOf(input: BuildingLoadInput, pressurePa: number): SiteHours {
  const system = input.unitSystem;
  const site = input.site;
  const months = [...site.months]
    .sort((a, b) => a.month - b.month)
    .map((m) => {
      const maxDryBulbC = toSi(m.maxDryBulb, 'temperature', system);
      const wetBulbC = toSi(m.coincidentWetBulb, 'temperature', system);
      return {
        month: m.month,
        maxDryBulbC,
        dailyRangeK: toSi(m.dailyRange, 'temperatureDifference', system),
        humidityRatio:
          safeHumidity(() =>
            humidityRatioFromWetBulb(maxDryBulbC, Math.min(wetBulbC, maxDryBulbC), pressurePa),
          ) ?? 0,
        taub: m.taub,
        taud: m.taud,
      };
    });
  return siteDesignHours({
    // Schedules are clock time; where the site observes daylight saving time, its months' design
    // days are marked for the schedules to be read an hour later (ch. 14 eq. 9, LST = DST − 1).
    daylightSavingMonths: site.daylightSaving
      ? (site.daylightSavingMonths ?? defaultDaylightSavingMonths(site.latitudeDeg))
      : [],
    latitudeDeg: site.latitudeDeg,
    longitudeDeg: site.longitudeDeg,
    timeZoneHours: site.timeZoneHours,
    groundReflectance: site.groundReflectance,
    clearSkyModel: site.clearSkyModel,
    heatingDryBulbC: toSi(site.heatingDryBulb, 'temperature', system),
    months,
  });
}

/** The engine's room from a room of the file, SI. */
export function roomInputOf(
  room: BuildingRoom,
  input: BuildingLoadInput,
  pressurePa: number,
): RoomInput {
  const system = input.unitSystem;
  const constructions = new Map(input.constructions.map((c) => [c.id, c]));
  const floorAreaM2 = toSi(room.floorArea, 'area', system);
  const indoorC = toSi(room.indoorTemp, 'temperature', system);
  const schedule = roomSchedule(
    room.scheduleStartHour,
    room.scheduleEndHour,
    room.unoccupiedPercent,
  );
  const activity = activityLevel(room.activity);
  /** A sensible-only gain given per floor area (W/ft² | W/m²). */
  const densityGain = (
    kind: 'lighting' | 'equipment',
    density: number,
    radiantFraction: number,
  ): InternalGainInput => ({
    name: `${room.name} ${kind}`,
    kind,
    sensibleW: buildingValueToSi(density, 'powerDensity', system) * floorAreaM2,
    latentW: 0,
    radiantFraction,
    schedule,
  });
  const exterior = room.surfaces.some((s) => s.orientation !== 'roof') || room.windows.length > 0;
  const rtsClass = {
    construction: room.rtsConstruction,
    carpet: room.carpet,
    glassPercent: room.glassPercent,
    interior: !exterior,
  } as const;
  return {
    name: room.name,
    floorAreaM2,
    indoorC,
    indoorHumidityRatio:
      safeHumidity(() =>
        humidityRatioFromRelativeHumidity(indoorC, room.indoorRhPercent / 100, pressurePa),
      ) ?? 0,
    heatingIndoorC: toSi(room.heatingIndoorTemp, 'temperature', system),
    opaqueSurfaces: room.surfaces.flatMap((surface, index) => {
      const construction = constructions.get(surface.constructionId);
      if (construction === undefined) return [];
      // A roof's films differ from a wall's (the direction of heat flow, ch. 26 table 10).
      const conduction = constructionConduction(
        construction,
        system,
        surface.orientation === 'roof' ? 'roof' : 'wall',
      );
      return [
        {
          name: `${room.name} surface ${index + 1}`,
          // Gross − its windows when windows are placed on it, else as entered (ch. 18, "Exterior surfaces").
          areaM2: toSi(
            surfaceNetArea(surface, room.windows, input.windowTypes) ?? surface.area,
            'area',
            system,
          ),
          uWm2K: conduction.uWm2K,
          heatingUWm2K: conduction.heatingUWm2K,
          ...orientationAzimuth(surface.orientation),
          absorptanceOverHoM2KW: ABSORPTANCE_OVER_HO_M2K_W[construction.absorptance],
          cts: conduction.cts,
        },
      ];
    }),
    windows: room.windows.map((own, index) => {
      // A window of a type takes the type's size, U-factor, SHGC, glazing and shade (issue 40 §5).
      const window = resolvedWindow(own, input.windowTypes);
      const widthM = toSi(window.width, 'length', system);
      const heightM = toSi(window.height, 'length', system);
      const shaded = window.overhangProjection > 0 || window.finProjection > 0;
      // A window placed on a wall or roof faces as it does (a roof's window is a skylight).
      const orientation = effectiveWindowOrientation(window, room.surfaces);
      return {
        name: `${room.name} window ${index + 1}`,
        areaM2: widthM * heightM * window.count,
        uWm2K: toSi(window.uFactor, 'uValue', system),
        ...orientationAzimuth(orientation),
        shgc: window.shgc,
        ...(window.glazingId === undefined ? {} : scaledAngularShgc(window.glazingId, window.shgc)),
        iac: window.iac,
        ...(window.iac < 1 ? { shadedRadiantFraction: window.shadeRadiantFraction } : {}),
        ...(shaded && orientation !== 'horizontal'
          ? {
              exteriorShading: {
                widthM,
                heightM,
                overhangProjectionM: toSi(window.overhangProjection, 'length', system),
                overhangGapM: toSi(window.overhangGap, 'length', system),
                finProjectionM: toSi(window.finProjection, 'length', system),
                finGapM: toSi(window.finGap, 'length', system),
              },
            }
          : {}),
      };
    }),
    internalGains: [
      {
        name: `${room.name} people`,
        kind: 'people',
        sensibleW: room.people * activity.sensibleW,
        latentW: room.people * activity.latentW,
        radiantFraction: RADIANT_FRACTIONS.people,
        schedule,
      },
      densityGain('lighting', room.lightingDensity, room.lightingRadiantFraction),
      densityGain('equipment', room.equipmentDensity, room.equipmentRadiantFraction),
    ],
    infiltrationM3s: toSi(room.infiltration, 'airflow', system),
    rts: { nonsolar: nonsolarRts(rtsClass), solar: solarRts(rtsClass) },
  };
}

function curves(months: GroupLoads['months'], peak: LoadPeak | null): LoadCurves {
  const peakMonth = months.find((m) => m.month === peak?.month) ?? months[0];
  return {
    peakDay: {
      // No month computed at all cannot happen (the schema asks for one); July, as the default
      // design months start, keeps the type simple if it ever did.
      month: peakMonth?.month ?? 7,
      sensibleW: peakMonth?.sensibleW ?? new Array<number>(24).fill(0),
      latentW: peakMonth?.latentW ?? new Array<number>(24).fill(0),
    },
    monthlyPeaks: months.map((m) => {
      let best = 0;
      let hour = 1;
      for (let h = 0; h < 24; h++) {
        const total = (m.sensibleW[h] ?? 0) + (m.latentW[h] ?? 0);
        if (h === 0 || total > best) {
          best = total;
          hour = h + 1;
        }
      }
      return { month: m.month, totalW: best, hour };
    }),
  };
}

function figures(totalW: number, airflowM3s: number | null, areaM2: number): CheckFigures | null {
  return totalW > 0 && areaM2 > 0 ? checkFigures(totalW, airflowM3s ?? 0, areaM2) : null;
}

function group(
  id: string,
  name: string,
  rooms: readonly { result: RoomLoads; id: string; indoorC: number }[],
  supplyC: number | null,
  emptyMonths: GroupLoads['months'],
  air: AirFactors,
): { result: BuildingGroupResult; loads: GroupLoads | null } {
  if (rooms.length === 0) {
    return {
      result: {
        id,
        name,
        roomIds: [],
        floorAreaM2: 0,
        blockPeak: null,
        sumOfPeaksSensibleW: 0,
        heatingW: 0,
        outdoorAirHeatingW: 0,
        supplyAirflowM3s: null,
        check: null,
        ...curves(emptyMonths, null),
      },
      loads: null,
    };
  }
  const loads = combineLoads(rooms.map((r) => r.result));
  const coldestRoom = Math.min(...rooms.map((r) => r.indoorC));
  const airflow =
    supplyC !== null && supplyC < coldestRoom
      ? supplyAirflowM3s(Math.max(0, loads.blockPeak.sensibleW), coldestRoom, supplyC, air)
      : null;
  return {
    result: {
      id,
      name,
      roomIds: rooms.map((r) => r.id),
      floorAreaM2: loads.floorAreaM2,
      blockPeak: loads.blockPeak,
      sumOfPeaksSensibleW: loads.sumOfPeaksSensibleW,
      heatingW: loads.heatingW,
      outdoorAirHeatingW: 0,
      supplyAirflowM3s: airflow,
      check: figures(loads.blockPeak.totalW, airflow, loads.floorAreaM2),
      ...curves(loads.months, loads.blockPeak),
    },
    loads,
  };
}

/**
 * The building's loads from a parsed building file: the site's design hours once, each room by the
 * radiant time series method (hour by hour for every design month), then each zone and system as
 * the coincident (block) sum of its rooms with its peak month and hour against the sum of the
 * rooms' peaks, the system coil with outdoor air and fan heat, supply airflows and check figures.
 * Conduction through a wall or roof goes through the conduction time series of its construction
 * (the Handbook's library, tables 16 and 17) or, when none is chosen, arrives without time lag (a
 * one-term series, as files saved before the library compute); a window gets the angular and
 * hemispherical SHGC of its glazing type in ch. 15 table 10, or of clear double glazing 5b when it
 * names none. Every airflow (infiltration,
 * outdoor air, supply) is a volume at the standard pressure of the site's elevation, its heat
 * carried with air's factors at that pressure (see {@link airFactorsAtPressure}).
 *
 * @param input - A building file parsed by {@link BuildingLoadInputSchema}.
 * @returns Rooms, zones, systems and the building, SI.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18 (RTS method; zoning and block loads; coil loads; eqs. 9–11, air's factors at other altitudes); ch. 1, eq. 3 (standard pressure of an elevation)
 */
export function calculateBuildingLoadInput(input: BuildingLoadInput): BuildingLoadResult {
  const system = input.unitSystem;
  const warnings: string[] = [];
  const elevationM = toSi(input.site.elevation, 'length', system);
  const pressurePa = standardAtmosphericPressurePa(elevationM);
  const air = airFactorsAtPressure(pressurePa);
  const siteHours = siteHoursOf(input, pressurePa);
  const emptyMonths = siteHours.months.map((m) => ({
    month: m.month,
    sensibleW: new Array<number>(24).fill(0),
    latentW: new Array<number>(24).fill(0),
  }));
  const zoneSystem = new Map(input.zones.map((z) => [z.id, z.systemId]));
  const supplyOf = new Map(
    input.systems.map((s) => [s.id, toSi(s.supplyAirTemp, 'temperature', system)]),
  );

  const computed = input.rooms.map((room) => {
    const roomInput = roomInputOf(room, input, pressurePa);
    const result = roomLoads(roomInput, siteHours, air);
    return {
      room,
      result,
      id: room.id,
      indoorC: roomInput.indoorC,
      heatingIndoorC: roomInput.heatingIndoorC,
    };
  });

  const rooms: BuildingRoomResult[] = computed.map(({ room, result, indoorC }) => {
    const systemId = zoneSystem.get(room.zoneId);
    const supplyC = systemId === undefined ? undefined : supplyOf.get(systemId);
    const airflow =
      supplyC !== undefined && supplyC < indoorC
        ? supplyAirflowM3s(Math.max(0, result.peak.sensibleW), indoorC, supplyC, air)
        : null;
    const month = result.months.find((m) => m.month === result.peak.month) ?? result.months[0];
    const components = Object.fromEntries(
      BUILDING_LOAD_COMPONENTS.map((c) => [c, month?.components[c][result.peak.hour - 1] ?? 0]),
    ) as Record<LoadComponentId, number>;
    return {
      id: room.id,
      name: room.name,
      zoneId: room.zoneId,
      floorAreaM2: result.floorAreaM2,
      peak: result.peak,
      components,
      heatingW: result.heatingW,
      supplyAirflowM3s: airflow,
      outdoorAirM3s: toSi(room.ventilation, 'airflow', system),
      check: figures(result.peak.totalW, airflow, result.floorAreaM2),
      ...curves(result.months, result.peak),
    };
  });

  const zoneGroups = input.zones.map((zone) => {
    const members = computed.filter((c) => c.room.zoneId === zone.id);
    const supplyC = supplyOf.get(zone.systemId) ?? null;
    return { zone, ...group(zone.id, zone.name, members, supplyC, emptyMonths, air) };
  });

  const systems: BuildingSystemResult[] = input.systems.map((sys) => {
    const zoneIds = input.zones.filter((z) => z.systemId === sys.id).map((z) => z.id);
    const members = computed.filter((c) => zoneIds.includes(c.room.zoneId));
    const supplyAirC = toSi(sys.supplyAirTemp, 'temperature', system);
    const { result, loads } = group(sys.id, sys.name, members, supplyAirC, emptyMonths, air);
    const roomsOutdoorAirM3s = members.reduce(
      (sum, m) => sum + toSi(m.room.ventilation, 'airflow', system),
      0,
    );
    const fanPressure = sys.fanPressure;
    const fanEfficiency = sys.fanEfficiency;
    const airSide = systemAirSide(
      {
        name: sys.name,
        unitSystem: system,
        outdoorAirMethod:
          sys.outdoorAirMethod ?? (sys.outdoorAir === undefined ? 'rooms' : 'override'),
        enteredOutdoorAirM3s:
          sys.outdoorAir === undefined ? undefined : toSi(sys.outdoorAir, 'airflow', system),
        roomsOutdoorAirM3s,
        occupantDiversity: sys.occupantDiversity ?? 1,
        airflowControl: sys.airflowControl ?? 'variableVolume',
        vavMinimumFraction: sys.vavMinimumFraction ?? 1,
        fanHeatMethod: sys.fanHeatMethod ?? 'entered',
        enteredFanHeatW: toSi(sys.fanHeat, 'heatRate', system),
        fan:
          fanPressure === undefined || fanEfficiency === undefined
            ? null
            : {
                totalPressurePa: toSi(fanPressure, 'ductPressureLoss', system),
                totalEfficiencyPercent: fanEfficiency,
                motorInAirstreamEfficiencyPercent: sys.fanMotorEfficiency ?? null,
              },
        fanPosition: sys.fanPosition ?? 'drawThrough',
        supplyAirC,
        roomC: members.length === 0 ? 0 : Math.min(...members.map((m) => m.indoorC)),
        roomHumidityRatio:
          members.length === 0 ? 0 : Math.min(...members.map((m) => m.result.indoorHumidityRatio)),
        zones: zoneGroups.flatMap(({ zone, loads: zoneLoads, result: zoneResult }) => {
          if (zone.systemId !== sys.id || zoneLoads === null) return [];
          const zoneRooms = computed.filter((c) => c.room.zoneId === zone.id);
          return [
            {
              id: zone.id,
              name: zone.name,
              occupancyCategory: zone.occupancyCategory,
              airDistribution: zone.airDistribution,
              population: zoneRooms.reduce((sum, c) => sum + c.room.people, 0),
              floorAreaM2: zoneLoads.floorAreaM2,
              roomC: Math.min(...zoneRooms.map((c) => c.indoorC)),
              designAirflowM3s: zoneResult.supplyAirflowM3s,
              loads: zoneLoads,
            },
          ];
        }),
        loads,
      },
      siteHours,
      air,
    );
    warnings.push(...airSide.warnings);
    const { outdoorAirM3s, fanHeatW, coil } = airSide;
    // The outdoor air is warmed to the warmest room's heating temperature.
    const heatingIndoorC =
      members.length === 0 ? null : Math.max(...members.map((m) => m.heatingIndoorC));
    const heating =
      heatingIndoorC === null
        ? { heatingW: 0, outdoorAirHeatingW: 0 }
        : systemHeating(
            result.heatingW,
            outdoorAirM3s,
            heatingIndoorC,
            siteHours.site.heatingDryBulbC,
            air,
          );
    const constantVolume = airSide.airflowControl === 'constantVolume';
    return {
      ...result,
      zoneIds,
      airflowControl: airSide.airflowControl,
      sumOfZoneAirflowsM3s: airSide.sumOfZoneAirflowsM3s,
      supplyAirC,
      outdoorAirM3s,
      outdoorAirMethod: airSide.outdoorAirMethod,
      outdoorAirReason: sys.outdoorAirReason ?? '',
      ventilation: airSide.ventilation,
      fanHeatW,
      fanHeatMethod: airSide.fanHeatMethod,
      fanTemperatureRiseK: airSide.fanTemperatureRiseK,
      fanPosition: airSide.fanPosition,
      process: airSide.process,
      reheat: airSide.reheat,
      heatingW: heating.heatingW,
      outdoorAirHeatingW: heating.outdoorAirHeatingW,
      coil,
      heatingIndoorC,
      roomsHeatingW: result.heatingW,
      roomCheck: result.check,
      supplyAirflowM3s:
        coil?.supplyAirflowM3s ??
        (constantVolume ? airSide.supplyAirflowM3s : result.supplyAirflowM3s),
      check:
        coil === null
          ? result.check
          : figures(coil.totalW, coil.supplyAirflowM3s, result.floorAreaM2),
    };
  });

  const unzoned = input.rooms.filter((r) => !zoneSystem.has(r.zoneId));
  if (unzoned.length > 0) {
    warnings.push(
      `${unzoned.length === 1 ? 'One room is' : `${unzoned.length} rooms are`} in no zone (${unzoned
        .slice(0, 5)
        .map((r) => r.name)
        .join(', ')}${unzoned.length > 5 ? ', …' : ''}): counted in the building, in no system.`,
    );
  }
  const systemless = input.zones.filter((z) => z.systemId === '' || !supplyOf.has(z.systemId));
  if (systemless.length > 0) {
    warnings.push(
      `${systemless.map((z) => z.name).join(', ')}: served by no system, so no supply airflow is sized.`,
    );
  }

  const hotHeatingSite = input.rooms.filter(
    (room) => toSi(room.heatingIndoorTemp, 'temperature', system) < siteHours.site.heatingDryBulbC,
  );
  if (hotHeatingSite.length > 0) {
    const temperature = (value: number) =>
      `${formatNumberForMessage(value)} ${unitLabel('temperature', system)}`;
    warnings.push(
      `Heating design dry bulb (${temperature(input.site.heatingDryBulb)}) is above the heating indoor temperature of ${hotHeatingSite
        .slice(0, 5)
        .map((r) => `${r.name} (${temperature(r.heatingIndoorTemp)})`)
        .join(
          ', ',
        )}${hotHeatingSite.length > 5 ? ', …' : ''}: conduction and infiltration are heat gains and reduce the heating load, below zero here; check the site's heating design dry bulb and the rooms' heating temperatures.`,
    );
  }

  const building = group('building', 'Building', computed, null, emptyMonths, air).result;
  const buildingPeak = building.blockPeak ?? findPeak(emptyMonths);
  const buildingOutdoorAirHeatingW = systems.reduce((sum, s) => sum + s.outdoorAirHeatingW, 0);
  return {
    calculationName: input.calculationName,
    unitSystem: system,
    months: siteHours.months.map((m) => m.month),
    heatingDryBulbC: siteHours.site.heatingDryBulbC,
    air,
    outdoorDryBulbC: siteHours.months.map((m) => ({ month: m.month, dryBulbC: m.dryBulbC })),
    rooms,
    zones: zoneGroups.map((z) => z.result),
    systems,
    building: {
      ...building,
      blockPeak: buildingPeak,
      heatingW: building.heatingW + buildingOutdoorAirHeatingW,
      outdoorAirHeatingW: buildingOutdoorAirHeatingW,
    },
    warnings,
  };
}

/**
 * Parses a building file (a form's draft or a saved file) and computes it.
 *
 * @param draft - The building file.
 * @returns The loads.
 * @throws {z.ZodError} With a message naming each field when the input is invalid.
 */
export function calculateBuildingLoad(draft: BuildingLoadInputDraft | unknown): BuildingLoadResult {
  return calculateBuildingLoadInput(
    parseInput(BuildingLoadInputSchema, draft, 'building load input'),
  );
}
