import { assertFinite, assertInRange, assertNonNegative, assertPositive } from '../_lib/assert.js';
import {
  breathingZoneOutdoorAirflowM3s,
  zoneOutdoorAirflowM3s,
} from '../ventilation/ventilation-rate-procedure.js';

/** Where the multiple-zone procedure comes from, for the report and the method. */
export const MULTIPLE_ZONE_OUTDOOR_AIR_SOURCE =
  'ANSI/ASHRAE Standard 62.1-2022, section 6.2.4 "Multiple-Zone Recirculating Systems" (uncorrected outdoor air intake Vou = D·ΣRp·Pz + ΣRa·Az, occupant diversity D = Ps/ΣPz; simplified procedure, section 6.2.4.3: Ev = 0.88·D + 0.22 for D < 0.60, 0.75 otherwise, with each zone’s minimum primary airflow at least 1.5·Voz; outdoor air intake Vot = Vou/Ev) and Normative Appendix A "Multiple-Zone System Ventilation Efficiency: Alternative Procedure" (Xs = Vou/Vps; single-supply zones Evz = 1 + Xs − Zpz, Zpz = Voz/Vpz; Ev = min Evz); single-zone systems, section 6.2.3 (Vot = Voz)';

/** One ventilation zone of a multiple-zone recirculating system, SI. */
export interface MultipleZoneZoneInput {
  readonly id: string;
  readonly name: string;
  /** People outdoor air rate Rp, m³/s per person. */
  readonly peopleRateM3sPerPerson: number;
  /** Area outdoor air rate Ra, m³/s per m². */
  readonly areaRateM3sPerM2: number;
  /** Zone population Pz, people. */
  readonly population: number;
  /** Zone floor area Az, m². */
  readonly floorAreaM2: number;
  /** Zone air distribution effectiveness Ez. */
  readonly airDistributionEffectiveness: number;
  /** The zone's design primary (supply) airflow Vpz, m³/s, from its cooling load. */
  readonly designPrimaryAirflowM3s: number;
}

/** A multiple-zone recirculating system, SI. */
export interface MultipleZoneSystemInput {
  readonly zones: readonly MultipleZoneZoneInput[];
  /** Occupant diversity D = Ps/ΣPz, 0 < D ≤ 1. */
  readonly occupantDiversity: number;
  /** The system's design primary airflow Vps, m³/s. */
  readonly systemPrimaryAirflowM3s: number;
  /**
   * Each zone's minimum primary airflow as a fraction of its design airflow (the VAV turndown),
   * 0 < f ≤ 1; 1 for constant volume.
   */
  readonly vavMinimumFraction: number;
}

/** A zone at one condition (design airflow or VAV minimum). */
export interface ZoneAtCondition {
  /** Zone primary airflow Vpz at the condition, m³/s. */
  readonly primaryAirflowM3s: number;
  /** Primary outdoor air fraction Zpz = Voz/Vpz; null when the zone has no primary airflow. */
  readonly primaryOutdoorAirFraction: number | null;
  /** Zone ventilation efficiency Evz = 1 + Xs − Zpz (Appendix A); null without airflow or Vps. */
  readonly ventilationEfficiency: number | null;
}

/** One zone's outdoor air by the Ventilation Rate Procedure. */
export interface ZoneOutdoorAir {
  readonly id: string;
  readonly name: string;
  /** Rp·Pz, m³/s. */
  readonly peopleOutdoorAirM3s: number;
  /** Ra·Az, m³/s. */
  readonly areaOutdoorAirM3s: number;
  /** Breathing-zone outdoor airflow Vbz = Rp·Pz + Ra·Az, m³/s. */
  readonly breathingZoneM3s: number;
  readonly airDistributionEffectiveness: number;
  /** Zone outdoor airflow Voz = Vbz/Ez, m³/s. */
  readonly zoneOutdoorAirM3s: number;
  readonly design: ZoneAtCondition;
  readonly minimum: ZoneAtCondition;
  /** The simplified procedure's least minimum primary airflow, 1.5·Voz, m³/s. */
  readonly simplifiedMinimumPrimaryM3s: number;
}

/** The system by Appendix A at one condition. */
export interface AppendixACondition {
  /** System primary airflow Vps, m³/s. */
  readonly systemPrimaryAirflowM3s: number;
  /** Average outdoor air fraction Xs = Vou/Vps; null when Vps is 0. */
  readonly averageOutdoorAirFraction: number | null;
  /** Ev = min Evz; null when no zone has primary airflow (or Vps is 0). */
  readonly ventilationEfficiency: number | null;
  /** The zone of the lowest Evz (the highest Zpz): the critical zone. */
  readonly criticalZoneId: string | null;
  /**
   * Vot = Vou/Ev, m³/s; null when Ev ≤ 0 (the critical zone needs more outdoor air than even
   * all-outdoor-air supply would bring it: its primary airflow must rise).
   */
  readonly outdoorAirIntakeM3s: number | null;
}

/** The system's outdoor air by ASHRAE 62.1 (multiple-zone recirculating, or single zone). */
export interface MultipleZoneOutdoorAir {
  readonly zones: readonly ZoneOutdoorAir[];
  /** One zone: section 6.2.3 applies, Vot = Voz, by either procedure. */
  readonly singleZone: boolean;
  readonly occupantDiversity: number;
  readonly vavMinimumFraction: number;
  /** Uncorrected outdoor air intake Vou = D·ΣRp·Pz + ΣRa·Az, m³/s. */
  readonly uncorrectedOutdoorAirM3s: number;
  /** Simplified procedure: Ev from D, Vot = Vou/Ev. */
  readonly simplified: {
    readonly ventilationEfficiency: number;
    readonly outdoorAirIntakeM3s: number;
    /** Zones whose minimum primary airflow is below 1.5·Voz, which the procedure requires. */
    readonly zonesBelowMinimumIds: readonly string[];
  };
  /** Appendix A with every zone at its design airflow. */
  readonly design: AppendixACondition;
  /** Appendix A with every zone at its VAV minimum and the system at its design airflow. */
  readonly minimum: AppendixACondition;
  /**
   * Appendix A's intake: the larger Vot of the two conditions (null if either is infeasible), and
   * the condition that sets it.
   */
  readonly appendixA: {
    readonly outdoorAirIntakeM3s: number | null;
    readonly governing: 'design' | 'minimum';
    readonly ventilationEfficiency: number | null;
    readonly criticalZoneId: string | null;
  };
  /** Zones with no primary airflow (no cooling load): they are left out of Ev. */
  readonly zonesWithoutAirflowIds: readonly string[];
}

/**
 * System ventilation efficiency of the simplified procedure from the occupant diversity:
 * Ev = 0.88·D + 0.22 for D < 0.60, else 0.75.
 *
 * @param occupantDiversity - D = Ps/ΣPz, 0 < D ≤ 1.
 * @returns Ev, dimensionless.
 * @throws {RangeError} If D is outside (0, 1].
 * @see ANSI/ASHRAE Standard 62.1-2022, section 6.2.4.3.1 "System Ventilation Efficiency" (simplified procedure; introduced in the 2019 edition, replacing the 2016 edition's Table 6.2.5.2 of Ev by the largest Zpz)
 * @example simplifiedVentilationEfficiency(0.5) //=> 0.66
 */
export function simplifiedVentilationEfficiency(occupantDiversity: number): number {
  assertPositive(occupantDiversity, 'occupantDiversity');
  assertInRange(occupantDiversity, 'occupantDiversity', 0, 1);
  return occupantDiversity < 0.6 ? 0.88 * occupantDiversity + 0.22 : 0.75;
}

/**
 * Zone ventilation efficiency of a single-supply zone (all its outdoor air in its primary air, as
 * with VAV reheat or constant-volume reheat): Evz = 1 + Xs − Zpz.
 *
 * @param averageOutdoorAirFraction - Xs = Vou/Vps.
 * @param primaryOutdoorAirFraction - Zpz = Voz/Vpz.
 * @returns Evz, dimensionless (may be ≤ 0: the zone cannot be ventilated at that airflow).
 * @see ANSI/ASHRAE Standard 62.1-2022, Normative Appendix A, zone ventilation efficiency of single-supply systems
 * @example singleSupplyZoneVentilationEfficiency(0.15, 0.3) //=> 0.85
 */
export function singleSupplyZoneVentilationEfficiency(
  averageOutdoorAirFraction: number,
  primaryOutdoorAirFraction: number,
): number {
  assertNonNegative(averageOutdoorAirFraction, 'averageOutdoorAirFraction');
  assertNonNegative(primaryOutdoorAirFraction, 'primaryOutdoorAirFraction');
  return 1 + averageOutdoorAirFraction - primaryOutdoorAirFraction;
}

function zoneAt(
  vozM3s: number,
  vpzM3s: number,
  xs: number | null,
  singleZone: boolean,
): ZoneAtCondition {
  const zpz = vozM3s / vpzM3s;
  // A zone with no (or a vanishing) primary airflow cannot be ventilated by it: no Zpz, no Evz.
  if (!(vpzM3s > 0) || !Number.isFinite(zpz)) {
    return {
      primaryAirflowM3s: Math.max(0, vpzM3s),
      primaryOutdoorAirFraction: null,
      ventilationEfficiency: null,
    };
  }
  return {
    primaryAirflowM3s: vpzM3s,
    primaryOutdoorAirFraction: zpz,
    ventilationEfficiency:
      xs === null || singleZone ? null : singleSupplyZoneVentilationEfficiency(xs, zpz),
  };
}

function averageFraction(vouM3s: number, vpsM3s: number): number | null {
  const xs = vouM3s / vpsM3s;
  return vpsM3s > 0 && Number.isFinite(xs) ? xs : null;
}

function appendixA(
  zones: readonly ZoneOutdoorAir[],
  condition: 'design' | 'minimum',
  vouM3s: number,
  vpsM3s: number,
  singleZone: boolean,
): AppendixACondition {
  const xs = averageFraction(vouM3s, vpsM3s);
  let ev: number | null = null;
  let critical: string | null = null;
  for (const zone of zones) {
    const evz = zone[condition].ventilationEfficiency;
    if (evz !== null && (ev === null || evz < ev)) {
      ev = evz;
      critical = zone.id;
    }
  }
  const vot = singleZone
    ? (zones[0]?.zoneOutdoorAirM3s ?? 0)
    : ev !== null && ev > 0
      ? vouM3s / ev
      : null;
  return {
    systemPrimaryAirflowM3s: vpsM3s,
    averageOutdoorAirFraction: xs,
    ventilationEfficiency: ev,
    criticalZoneId: critical,
    outdoorAirIntakeM3s: ev === null && !singleZone ? null : vot,
  };
}

/**
 * Outdoor air of a multiple-zone recirculating system by the Ventilation Rate Procedure of ASHRAE
 * 62.1-2022: each zone's Vbz = Rp·Pz + Ra·Az and Voz = Vbz/Ez; the system's Vou = D·ΣRp·Pz + ΣRa·Az;
 * Ev by the simplified procedure (from D) and by Normative Appendix A (Xs = Vou/Vps, Evz = 1 + Xs −
 * Zpz for single-supply zones, Zpz = Voz/Vpz, Ev the lowest Evz, whose zone is the critical zone),
 * and Vot = Vou/Ev. Appendix A is evaluated twice: every zone at its design primary airflow, and
 * every zone at its VAV minimum (the stated fraction of its design airflow) while the system runs
 * at its design airflow, the conservative reading of "the lowest zone primary airflow expected at
 * the condition analyzed" (a smaller Vps would raise Xs and with it every Evz). A system of one
 * zone takes Vot = Voz (section 6.2.3) by either procedure.
 *
 * @param input - Zones (rates, population, area, Ez, design Vpz), occupant diversity D, the
 *   system's design primary airflow Vps and the VAV minimum fraction.
 * @returns Per zone Vbz, Voz, Vpz, Zpz, Evz at both conditions; Vou; Ev and Vot by each procedure;
 *   the critical zone.
 * @throws {RangeError} If there are no zones or a number is out of range.
 * @see ANSI/ASHRAE Standard 62.1-2022, sections 6.2.1 (zone calculations), 6.2.3 (single-zone systems), 6.2.4 (multiple-zone recirculating systems) and Normative Appendix A
 */
export function multipleZoneOutdoorAir(input: MultipleZoneSystemInput): MultipleZoneOutdoorAir {
  if (input.zones.length === 0) throw new RangeError('A system needs at least one zone.');
  assertInRange(input.vavMinimumFraction, 'vavMinimumFraction', 0, 1);
  assertPositive(input.vavMinimumFraction, 'vavMinimumFraction');
  assertNonNegative(input.systemPrimaryAirflowM3s, 'systemPrimaryAirflowM3s');
  const diversity = input.occupantDiversity;
  const simplifiedEv = simplifiedVentilationEfficiency(diversity);
  const singleZone = input.zones.length === 1;
  const base = input.zones.map((zone) => {
    assertFinite(zone.designPrimaryAirflowM3s, 'designPrimaryAirflowM3s');
    const peopleOutdoorAirM3s = breathingZoneOutdoorAirflowM3s(
      zone.peopleRateM3sPerPerson,
      zone.population,
      0,
      0,
    );
    const areaOutdoorAirM3s = breathingZoneOutdoorAirflowM3s(
      0,
      0,
      zone.areaRateM3sPerM2,
      zone.floorAreaM2,
    );
    const breathingZoneM3s = peopleOutdoorAirM3s + areaOutdoorAirM3s;
    return {
      zone,
      peopleOutdoorAirM3s,
      areaOutdoorAirM3s,
      breathingZoneM3s,
      zoneOutdoorAirM3s: zoneOutdoorAirflowM3s(breathingZoneM3s, zone.airDistributionEffectiveness),
    };
  });
  const vouM3s =
    diversity * base.reduce((sum, z) => sum + z.peopleOutdoorAirM3s, 0) +
    base.reduce((sum, z) => sum + z.areaOutdoorAirM3s, 0);
  const vpsM3s = input.systemPrimaryAirflowM3s;
  const xs = averageFraction(vouM3s, vpsM3s);
  const zones: ZoneOutdoorAir[] = base.map((z) => {
    const designVpz = Math.max(0, z.zone.designPrimaryAirflowM3s);
    return {
      id: z.zone.id,
      name: z.zone.name,
      peopleOutdoorAirM3s: z.peopleOutdoorAirM3s,
      areaOutdoorAirM3s: z.areaOutdoorAirM3s,
      breathingZoneM3s: z.breathingZoneM3s,
      airDistributionEffectiveness: z.zone.airDistributionEffectiveness,
      zoneOutdoorAirM3s: z.zoneOutdoorAirM3s,
      design: zoneAt(z.zoneOutdoorAirM3s, designVpz, xs, singleZone),
      minimum: zoneAt(z.zoneOutdoorAirM3s, designVpz * input.vavMinimumFraction, xs, singleZone),
      simplifiedMinimumPrimaryM3s: 1.5 * z.zoneOutdoorAirM3s,
    };
  });
  const design = appendixA(zones, 'design', vouM3s, vpsM3s, singleZone);
  const minimum = appendixA(zones, 'minimum', vouM3s, vpsM3s, singleZone);
  const governing =
    (minimum.outdoorAirIntakeM3s ?? Infinity) > (design.outdoorAirIntakeM3s ?? Infinity) ||
    minimum.outdoorAirIntakeM3s === null
      ? 'minimum'
      : 'design';
  const governingCondition = governing === 'minimum' ? minimum : design;
  const singleVozM3s = zones[0]?.zoneOutdoorAirM3s ?? 0;
  const simplifiedVot = singleZone ? singleVozM3s : vouM3s / simplifiedEv;
  return {
    zones,
    singleZone,
    occupantDiversity: diversity,
    vavMinimumFraction: input.vavMinimumFraction,
    uncorrectedOutdoorAirM3s: vouM3s,
    simplified: {
      // One zone: Vot = Voz, so the efficiency that gives it is Vou/Voz (its Ez when D = 1).
      ventilationEfficiency: singleZone
        ? singleVozM3s > 0
          ? vouM3s / singleVozM3s
          : 1
        : simplifiedEv,
      outdoorAirIntakeM3s: simplifiedVot,
      zonesBelowMinimumIds: singleZone
        ? []
        : zones
            .filter((z) => z.minimum.primaryAirflowM3s < z.simplifiedMinimumPrimaryM3s)
            .map((z) => z.id),
    },
    design,
    minimum,
    appendixA: {
      outdoorAirIntakeM3s:
        design.outdoorAirIntakeM3s === null || minimum.outdoorAirIntakeM3s === null
          ? null
          : Math.max(design.outdoorAirIntakeM3s, minimum.outdoorAirIntakeM3s),
      governing,
      ventilationEfficiency: governingCondition.ventilationEfficiency,
      criticalZoneId: governingCondition.criticalZoneId,
    },
    zonesWithoutAirflowIds: zones
      .filter((z) => z.design.primaryOutdoorAirFraction === null)
      .map((z) => z.id),
  };
}
