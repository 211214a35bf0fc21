import { assertFinite, assertInRange, assertNonNegative } from '../_lib/assert.js';
import { fanShaftPowerW } from '../fan/fan-power.js';
import { coolingCoil } from '../psychrometrics/cooling-coil.js';
import { dewPointFromHumidityRatioC } from '../psychrometrics/dew-point.js';
import { dryBulbFromEnthalpyC, moistAirEnthalpyJKg } from '../psychrometrics/enthalpy.js';
import { saturationHumidityRatio } from '../psychrometrics/humidity-ratio.js';
import { relativeHumidityFromHumidityRatio } from '../psychrometrics/relative-humidity.js';
import { wetBulbFromHumidityRatioC } from '../psychrometrics/wet-bulb.js';
import type { AirFactors } from './air-factors.js';

/** Where the supply fan sits: after the coil (draw-through) or before it (blow-through). */
export const FAN_POSITIONS = ['drawThrough', 'blowThrough'] as const;
export type FanPosition = (typeof FAN_POSITIONS)[number];

/** A supply fan's duty, from which its heat is computed. */
export interface SupplyFanDuty {
  /** Fan total pressure, Pa. */
  readonly totalPressurePa: number;
  /** Fan total efficiency, % (1–100). */
  readonly totalEfficiencyPercent: number;
  /** Motor efficiency, % (1–100), when the motor sits in the airstream; null when it does not. */
  readonly motorInAirstreamEfficiencyPercent: number | null;
}

/** Supply airflow and fan heat solved together. */
export interface FanHeatAirflow {
  readonly supplyAirflowM3s: number;
  readonly fanHeatW: number;
  /** Temperature rise of the air through the fan, K. */
  readonly fanTemperatureRiseK: number;
}

/**
 * Heat a supply fan gives the air per volume flow, W per m³/s: its shaft power P = Q·p_t/η_t (air
 * power and the fan's own losses both end as heat in the air), divided by the motor efficiency when
 * the motor is in the airstream too (its losses then also heat the air).
 *
 * @param fan - Total pressure, total efficiency, motor efficiency if in the airstream.
 * @returns W per m³/s of supply.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 21 "Fans" (shaft power Q·p_t/η_t); ASHRAE Handbook—Fundamentals (2021), ch. 18, "Electric Motors" (the heat of a motor and its driven equipment, by which of them is in the air)
 * @example fanHeatPerAirflowWPerM3s({ totalPressurePa: 1000, totalEfficiencyPercent: 65, motorInAirstreamEfficiencyPercent: null }) //=> 1538.5
 */
export function fanHeatPerAirflowWPerM3s(fan: SupplyFanDuty): number {
  const shaftW = fanShaftPowerW(1, fan.totalPressurePa, fan.totalEfficiencyPercent);
  if (fan.motorInAirstreamEfficiencyPercent === null) return shaftW;
  assertInRange(fan.motorInAirstreamEfficiencyPercent, 'motorInAirstreamEfficiencyPercent', 1, 100);
  return shaftW / (fan.motorInAirstreamEfficiencyPercent / 100);
}

/**
 * The supply airflow that meets a sensible load with the fan's own heat added, and that heat:
 * V·C_s·(t_r − t_s) = q_s + V·f, f the fan's heat per volume flow, so V = q_s/(C_s·(t_r − t_s) − f).
 * The fan's temperature rise is f/C_s whatever the airflow.
 *
 * @param sensibleW - Block sensible load of the rooms, W. Must be ≥ 0.
 * @param roomC - Room temperature, °C.
 * @param supplyC - Supply-air temperature, °C: below the room's.
 * @param fan - The fan's duty.
 * @param air - Air's factors at the site's pressure.
 * @returns Supply airflow (m³/s at the site's pressure), fan heat (W) and temperature rise (K), or
 *   null when the fan's rise alone uses up the room-to-supply difference (no airflow can work).
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11 (q_s = C_s·Q·Δt) and "Electric Motors"; HVAC Systems and Equipment (2020), ch. 21
 * @example fanHeatAirflow(10_000, 24, 13, { totalPressurePa: 1000, totalEfficiencyPercent: 65, motorInAirstreamEfficiencyPercent: null }, SEA_LEVEL_AIR_FACTORS).fanHeatW //=> 1310.4 (0.8517 m³/s)
 */
export function fanHeatAirflow(
  sensibleW: number,
  roomC: number,
  supplyC: number,
  fan: SupplyFanDuty,
  air: AirFactors,
): FanHeatAirflow | null {
  assertNonNegative(sensibleW, 'sensibleW');
  assertFinite(roomC, 'roomC');
  assertFinite(supplyC, 'supplyC');
  const perAirflow = fanHeatPerAirflowWPerM3s(fan);
  const riseK = perAirflow / air.sensibleWPerM3sK;
  const usefulWPerM3s = air.sensibleWPerM3sK * (roomC - supplyC) - perAirflow;
  if (!(usefulWPerM3s > 0)) return null;
  const supplyAirflowM3s = sensibleW / usefulWPerM3s;
  return { supplyAirflowM3s, fanHeatW: supplyAirflowM3s * perAirflow, fanTemperatureRiseK: riseK };
}

/** A moist-air state of the system's process, SI at the site's pressure. */
export interface ProcessState {
  readonly dryBulbC: number;
  readonly humidityRatio: number;
  /** Enthalpy per mass of dry air, J/kg (0 °C dry air datum). */
  readonly enthalpyJKg: number;
  /** Relative humidity, 0–1. */
  readonly relativeHumidity: number;
  /** Thermodynamic wet bulb at the site's pressure, °C. */
  readonly wetBulbC: number;
  readonly dewPointC: number;
}

/** The air side of a system at its coil's peak hour. */
export interface CoilProcessInput {
  readonly pressurePa: number;
  readonly outdoorC: number;
  readonly outdoorHumidityRatio: number;
  readonly roomC: number;
  readonly roomHumidityRatio: number;
  /** Supply airflow, m³/s at the site's pressure (standard-temperature air at that pressure). */
  readonly supplyAirflowM3s: number;
  readonly outdoorAirM3s: number;
  /** Supply-air temperature at the rooms' diffusers, °C. */
  readonly supplyAirC: number;
  /** The rooms' block latent load at the hour, W: what the supply air's dryness must absorb. */
  readonly roomsLatentW: number;
  readonly fanTemperatureRiseK: number;
  readonly fanPosition: FanPosition;
  readonly air: AirFactors;
}

/** Why the coil's apparatus dew point is not given. */
export type CoilModelNote =
  /** The coil leaves the air's humidity ratio unchanged: a dry (sensible-only) coil has no ADP. */
  | 'dryCoil'
  /** The line through entering and leaving states misses saturation: no coil makes that state. */
  | 'unreachable'
  /** The coil does not cool: its leaving dry bulb is not below its entering one. */
  | 'noCooling';

/** The system's process: outdoor, return, mixed, coil entering and leaving, supply. */
export interface CoilProcess {
  readonly outdoor: ProcessState;
  readonly room: ProcessState;
  /** Adiabatic mix of outdoor and return air by mass. */
  readonly mixed: ProcessState;
  /** Mixed air, plus the fan's rise when the fan blows through the coil. */
  readonly coilEntering: ProcessState;
  readonly coilLeaving: ProcessState;
  /** Coil leaving air plus the fan's rise when the fan draws through the coil. */
  readonly supply: ProcessState;
  /** Outdoor air's share of the supply's dry air. */
  readonly outdoorAirFraction: number;
  /** Apparatus dew point, °C; null with a note when the coil has none. */
  readonly apparatusDewPointC: number | null;
  /** (t_leave − t_ADP)/(t_enter − t_ADP), 0 ≤ BF < 1; null with the ADP. */
  readonly bypassFactor: number | null;
  readonly note: CoilModelNote | null;
  /**
   * The supply air could not be as dry as the rooms' latent load asks at the coil's leaving dry
   * bulb (it would be beyond saturation): the coil leaves it saturated, drier than needed.
   */
  readonly leavingSaturated: boolean;
  /** Sensible heat ratio of the coil's air-side load; null when the coil does not cool. */
  readonly sensibleHeatRatio: number | null;
  /** The air-side load mda·(h_enter − h_leave), W. */
  readonly airSideTotalW: number;
}

function state(dryBulbC: number, humidityRatio: number, pressurePa: number): ProcessState {
  const saturated = saturationHumidityRatio(dryBulbC, pressurePa);
  const w = Math.max(0, Math.min(humidityRatio, saturated));
  return {
    dryBulbC,
    humidityRatio: w,
    enthalpyJKg: moistAirEnthalpyJKg(dryBulbC, w),
    relativeHumidity: Math.min(1, relativeHumidityFromHumidityRatio(dryBulbC, w, pressurePa)),
    wetBulbC: Math.min(dryBulbC, wetBulbFromHumidityRatioC(dryBulbC, w, pressurePa)),
    dewPointC: w > 0 ? Math.min(dryBulbC, dewPointFromHumidityRatioC(w, pressurePa)) : -100,
  };
}

/**
 * The air side of a system at its coil's peak hour, state by state: outdoor and return air mixed
 * adiabatically by mass (enthalpy and humidity ratio weighted by each stream's dry air; every
 * volume here is air of one density at the site's pressure, so the outdoor air's share of the
 * volume is its share of the mass); the fan's rise added before the coil (blow-through) or after it
 * (draw-through); the coil's leaving dry bulb the supply temperature less a draw-through fan's rise,
 * its leaving humidity ratio the one that absorbs the rooms' latent load, W_s = W_r − q_l/(C_l·V),
 * never above the entering one (a cooling coil adds no moisture) nor above saturation at the leaving
 * dry bulb. The apparatus dew point and bypass factor are those of the psychrometrics engine's
 * cooling coil for that entering and leaving state: the ADP where the straight line through them
 * meets the saturation curve, BF = (t_leave − t_ADP)/(t_enter − t_ADP).
 *
 * @param input - Outdoor, room and supply conditions, airflows, the rooms' latent load, the fan.
 * @returns The states, the outdoor-air fraction, ADP and BF (or why there are none).
 * @throws {RangeError} If an airflow is negative or the outdoor air exceeds the supply.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 1, eqs. 43–45 (adiabatic mixing), "Moist-Air Cooling and Dehumidification"; ch. 18, eqs. 9–11; ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 23 (apparatus dew point and bypass factor of a cooling coil)
 */
export function systemCoilProcess(input: CoilProcessInput): CoilProcess {
  assertNonNegative(input.supplyAirflowM3s, 'supplyAirflowM3s');
  assertNonNegative(input.outdoorAirM3s, 'outdoorAirM3s');
  if (input.outdoorAirM3s > input.supplyAirflowM3s) {
    throw new RangeError('The outdoor air exceeds the supply airflow.');
  }
  const p = input.pressurePa;
  const outdoor = state(input.outdoorC, input.outdoorHumidityRatio, p);
  const room = state(input.roomC, input.roomHumidityRatio, p);
  const x = input.supplyAirflowM3s > 0 ? input.outdoorAirM3s / input.supplyAirflowM3s : 0;
  const mixedW = room.humidityRatio + x * (outdoor.humidityRatio - room.humidityRatio);
  const mixedH = room.enthalpyJKg + x * (outdoor.enthalpyJKg - room.enthalpyJKg);
  const mixed = state(dryBulbFromEnthalpyC(mixedH, mixedW), mixedW, p);
  const blowThrough = input.fanPosition === 'blowThrough';
  const rise = input.fanTemperatureRiseK;
  const coilEntering = blowThrough ? state(mixed.dryBulbC + rise, mixedW, p) : mixed;
  const leavingC = blowThrough ? input.supplyAirC : input.supplyAirC - rise;
  const neededW =
    input.supplyAirflowM3s > 0
      ? room.humidityRatio -
        Math.max(0, input.roomsLatentW) / (input.air.latentWPerM3s * input.supplyAirflowM3s)
      : room.humidityRatio;
  const saturatedW = saturationHumidityRatio(leavingC, p);
  const leavingW = Math.max(0, Math.min(coilEntering.humidityRatio, neededW, saturatedW));
  const leavingSaturated = saturatedW < Math.min(coilEntering.humidityRatio, neededW);
  const coilLeaving = state(leavingC, leavingW, p);
  const supply = blowThrough ? coilLeaving : state(leavingC + rise, leavingW, p);
  const massKgS = input.supplyAirflowM3s * input.air.densityKgM3;
  const airSideTotalW = massKgS * (coilEntering.enthalpyJKg - coilLeaving.enthalpyJKg);
  const base = {
    outdoor,
    room,
    mixed,
    coilEntering,
    coilLeaving,
    supply,
    outdoorAirFraction: x,
    leavingSaturated,
    airSideTotalW,
  };
  if (!(coilLeaving.dryBulbC < coilEntering.dryBulbC)) {
    return {
      ...base,
      apparatusDewPointC: null,
      bypassFactor: null,
      note: 'noCooling',
      sensibleHeatRatio: null,
    };
  }
  const sensibleJKg =
    moistAirEnthalpyJKg(coilEntering.dryBulbC, leavingW) - coilLeaving.enthalpyJKg;
  const totalJKg = coilEntering.enthalpyJKg - coilLeaving.enthalpyJKg;
  const sensibleHeatRatio = totalJKg > 0 ? Math.min(1, sensibleJKg / totalJKg) : null;
  if (!(coilEntering.humidityRatio - leavingW > 1e-9)) {
    return {
      ...base,
      apparatusDewPointC: null,
      bypassFactor: null,
      note: 'dryCoil',
      sensibleHeatRatio,
    };
  }
  try {
    const coil = coolingCoil({
      unitSystem: 'Metric',
      pressure: p / 1000,
      entering: {
        by: 'humidityRatio',
        dryBulb: coilEntering.dryBulbC,
        humidityRatio: coilEntering.humidityRatio,
      },
      airflow: Math.max(1, input.supplyAirflowM3s * 1000),
      coil: {
        by: 'leavingState',
        leaving: { by: 'humidityRatio', dryBulb: leavingC, humidityRatio: leavingW },
      },
    });
    return {
      ...base,
      apparatusDewPointC: coil.apparentDewPoint,
      bypassFactor: coil.bypassFactor,
      note: null,
      sensibleHeatRatio,
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return {
      ...base,
      apparatusDewPointC: null,
      bypassFactor: null,
      note: 'unreachable',
      sensibleHeatRatio,
    };
  }
}

/** A zone's terminal reheat at the coil's peak hour. */
export interface ZoneReheat {
  /** Supply temperature the zone needs at its minimum airflow, °C (≥ the system's: no reheat). */
  readonly neededSupplyC: number;
  /** Reheat, W: C_s·V_min·(t_needed − t_s), 0 when the zone's load needs at least its minimum airflow cold. */
  readonly reheatW: number;
}

/**
 * Terminal reheat of a zone at an hour: its box delivers at least its minimum primary airflow, at
 * the system's supply temperature that airflow would remove C_s·V_min·(t_r − t_s); when the zone's
 * sensible load is less, the box reheats the air to t_needed = t_r − q_s/(C_s·V_min).
 *
 * @param zoneSensibleW - The zone's sensible cooling load at the hour, W (negative: it needs heat).
 * @param roomC - The zone's room temperature, °C.
 * @param supplyC - The system's supply temperature, °C.
 * @param minimumAirflowM3s - The zone's minimum primary airflow, m³/s (> 0 for any reheat).
 * @param air - Air's factors at the site's pressure.
 * @returns The supply temperature the zone needs and the reheat, W.
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 4 "Air Handling and Distribution" (single-duct VAV with terminal reheat: the box holds its minimum airflow and reheats); Fundamentals (2021), ch. 18, eqs. 9–11
 * @example zoneReheat(500, 24, 13, 0.1, SEA_LEVEL_AIR_FACTORS).reheatW //=> 827.9
 */
export function zoneReheat(
  zoneSensibleW: number,
  roomC: number,
  supplyC: number,
  minimumAirflowM3s: number,
  air: AirFactors,
): ZoneReheat {
  assertFinite(zoneSensibleW, 'zoneSensibleW');
  assertNonNegative(minimumAirflowM3s, 'minimumAirflowM3s');
  const capacityW = air.sensibleWPerM3sK * minimumAirflowM3s;
  if (!(capacityW > 0)) return { neededSupplyC: supplyC, reheatW: 0 };
  const neededSupplyC = roomC - zoneSensibleW / capacityW;
  if (!Number.isFinite(neededSupplyC) || neededSupplyC <= supplyC) {
    return { neededSupplyC: supplyC, reheatW: 0 };
  }
  return { neededSupplyC, reheatW: capacityW * (neededSupplyC - supplyC) };
}
