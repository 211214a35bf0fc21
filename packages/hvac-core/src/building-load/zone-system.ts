import { assertFinite, assertNonNegative, assertPositive } from '../_lib/assert.js';
import { wetBulbFromHumidityRatioC } from '../psychrometrics/wet-bulb.js';
import { WATTS_PER_TON } from '../units/factors.js';
import { SEA_LEVEL_AIR_FACTORS } from './air-factors.js';
import type { AirFactors } from './air-factors.js';
import type { LoadPeak, RoomLoads } from './room-loads.js';
import { findPeak } from './room-loads.js';
import type { SiteHours } from './site-hours.js';
import { HOURS_PER_DAY } from './time-series.js';

/** The combined loads of a group of rooms (a zone, a system or the building). */
export interface GroupLoads {
  readonly floorAreaM2: number;
  /** Hourly sensible and latent loads summed over the rooms, month by month. */
  readonly months: readonly {
    readonly month: number;
    readonly sensibleW: readonly number[];
    readonly latentW: readonly number[];
  }[];
  /** The coincident (block) peak: the highest hour of the summed loads. */
  readonly blockPeak: LoadPeak;
  /** The sum of each room's own peak sensible load, whenever it occurs, W. */
  readonly sumOfPeaksSensibleW: number;
  /** Sum of the rooms' heating loads, W. */
  readonly heatingW: number;
}

/**
 * Combines rooms (or zones) hour by hour: the coincident (block) peak of the group is the highest
 * hour of the summed loads, never more than the sum of the rooms' own peaks, which may occur in
 * different months and hours.
 *
 * @param rooms - The rooms' results, all computed on the same site hours.
 * @returns The summed hourly loads, the block peak and the sum of peaks.
 * @throws {RangeError} If there are no rooms or their months differ.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Zoning" and block loads ("coincident" peak)
 */
export function combineLoads(rooms: readonly RoomLoads[]): GroupLoads {
  const first = rooms[0];
  if (first === undefined) throw new RangeError('A zone needs at least one room.');
  const months = first.months.map((m, index) => {
    const sensibleW = new Array<number>(HOURS_PER_DAY).fill(0);
    const latentW = new Array<number>(HOURS_PER_DAY).fill(0);
    for (const room of rooms) {
      const own = room.months[index];
      if (own === undefined || own.month !== m.month) {
        throw new RangeError(`Room "${room.name}" was computed for different months.`);
      }
      for (let h = 0; h < HOURS_PER_DAY; h++) {
        sensibleW[h] = (sensibleW[h] ?? 0) + (own.sensibleW[h] ?? 0);
        latentW[h] = (latentW[h] ?? 0) + (own.latentW[h] ?? 0);
      }
    }
    return { month: m.month, sensibleW, latentW };
  });
  return {
    floorAreaM2: rooms.reduce((sum, r) => sum + r.floorAreaM2, 0),
    months,
    blockPeak: findPeak(months),
    sumOfPeaksSensibleW: rooms.reduce((sum, r) => sum + r.peak.sensibleW, 0),
    heatingW: rooms.reduce((sum, r) => sum + r.heatingW, 0),
  };
}

/**
 * Supply airflow that meets a sensible load: V = q_s / (C_s·(t_room − t_supply)), C_s the factor of
 * air at the site's pressure (1.08 Btu/h·cfm·°F, that is 1.207 W per L/s·K, at sea level, times
 * ρ/ρ_std elsewhere): the volume at the site, 1/0.8243 = 1.213 times the sea-level one at 1,600 m.
 *
 * @param sensibleW - Sensible cooling load, W. Must be ≥ 0.
 * @param roomC - Room temperature, °C.
 * @param supplyC - Supply-air temperature, °C. Must be below the room's.
 * @param air - Air's factors at the site's pressure (see `airFactorsAtPressure`); sea level if omitted.
 * @returns Supply airflow, m³/s, a volume at the site's pressure.
 * @throws {RangeError} If the supply air is not colder than the room.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11, "Infiltration and Ventilation Heat Gain" (qs = Cs·Q·Δt; the constants adjusted by density at other altitudes)
 * @example supplyAirflowM3s(10_000, 24, 13) //=> 0.7531 (0.9136 at 1,600 m)
 */
export function supplyAirflowM3s(
  sensibleW: number,
  roomC: number,
  supplyC: number,
  air: AirFactors = SEA_LEVEL_AIR_FACTORS,
): number {
  assertNonNegative(sensibleW, 'sensibleW');
  assertFinite(roomC, 'roomC');
  assertFinite(supplyC, 'supplyC');
  if (!(supplyC < roomC)) {
    throw new RangeError(
      `The supply air (${supplyC} °C) must be colder than the room (${roomC} °C).`,
    );
  }
  return sensibleW / (air.sensibleWPerM3sK * (roomC - supplyC));
}

/** An air system serving a group of rooms. */
export interface SystemInput {
  readonly roomC: number;
  readonly roomHumidityRatio: number;
  readonly supplyAirC: number;
  /**
   * Outdoor air brought in at the coil, m³/s (e.g. from ASHRAE 62.1, `zoneOutdoorAirflowM3s`), a
   * volume at the site's pressure.
   */
  readonly outdoorAirM3s: number;
  /** Supply fan heat added to the air, W. */
  readonly fanHeatW: number;
  /** Air's factors at the site's pressure (see `airFactorsAtPressure`); sea level if omitted. */
  readonly air?: AirFactors;
  /**
   * The system's design supply airflow as its caller sized it, m³/s: a constant-volume system's
   * fixed airflow (the sum of its zones' peak airflows plus the fan heat's), or a variable-volume
   * system's block airflow solved with its fan (passed so that the coil and the caller's outdoor-air
   * check use the same number, not two that differ in the last bit); absent: sized here on the block
   * sensible peak plus fan heat (variable volume).
   */
  readonly supplyAirflowM3s?: number;
  /**
   * The zones' terminal reheat hour by hour, W, one row of 24 per month of the group (a
   * constant-volume system's: the cold air a zone does not need is reheated, and the coil cooled
   * it); absent: none.
   */
  readonly reheatW?: readonly (readonly number[])[];
}

/** The cooling coil of a system at its peak hour. */
export interface CoilLoad {
  readonly sensibleW: number;
  /** Moisture the coil removes, W: never below zero (see `netLatentW`). */
  readonly latentW: number;
  /** Sensible + latent, W. */
  readonly totalW: number;
  /**
   * The rooms' latent load plus the outdoor air's, W: below zero when the outdoor air is so much
   * drier than the room that it takes up more moisture than the rooms give off. A cooling coil
   * does not add moisture, so its `latentW` is then 0 and the room dries below its design humidity.
   */
  readonly netLatentW: number;
  readonly month: number;
  readonly hour: number;
  /**
   * The rooms' block sensible load at the coil's peak hour, W: the room side of the coil, which with
   * `outdoorAirSensibleW` and the fan heat makes `sensibleW`. Not the block peak, which may fall at
   * another hour.
   */
  readonly roomSensibleW: number;
  /** The rooms' block latent load at the coil's peak hour, W (with `outdoorAirLatentW`, `netLatentW`). */
  readonly roomLatentW: number;
  /**
   * The zones' terminal reheat at the coil's peak hour, W, part of `sensibleW`: a constant-volume
   * system cools all its air to the supply temperature, so what its zones do not need at that hour
   * is reheated after the coil cooled it. 0 for a variable-volume system.
   */
  readonly reheatW: number;
  /**
   * Supply airflow, m³/s: sized on the block sensible peak (plus fan heat), or a constant-volume
   * system's fixed airflow.
   */
  readonly supplyAirflowM3s: number;
  /** Return air mixed with the outdoor air, supply less outdoor, m³/s (no relief or exhaust modelled). */
  readonly returnAirflowM3s: number;
  /**
   * The coil's sensible heat ratio, `sensibleW / totalW` (its load side; the process's
   * `sensibleHeatRatio` is of the air's states); null when the coil does not cool.
   */
  readonly sensibleHeatRatio: number | null;
  /** Mixed-air dry bulb entering the coil at the peak hour, °C. */
  readonly mixedAirC: number;
  /** Mixed-air humidity ratio entering the coil at the peak hour, kg/kg. */
  readonly mixedAirHumidityRatio: number;
  /**
   * Mixed-air thermodynamic wet bulb entering the coil at the peak hour at the site's pressure, °C:
   * lower where the air is thinner for the same dry bulb and humidity ratio. Null if the mixed
   * humidity ratio is above saturation at the mixed dry bulb (no wet bulb).
   */
  readonly mixedAirWetBulbC: number | null;
  readonly outdoorAirSensibleW: number;
  /** C_l·V_oa·(W_o − W_r), W: negative when the outdoor air is drier than the room. */
  readonly outdoorAirLatentW: number;
}

/**
 * Cooling-coil load of a system, hour by hour, at its peak: the rooms' block sensible and latent
 * loads plus the outdoor air's sensible C_s·V_oa·(t_o − t_r) and latent C_l·V_oa·(W_o − W_r) loads,
 * C_s and C_l the factors at the site's pressure (the outdoor airflow a volume at the site),
 * plus fan heat. A cooling coil only removes moisture, so its latent load is
 * max(0, rooms' latent + outdoor air's latent): outdoor air drier than the room (a dry climate such
 * as Golden, Colorado) makes the sum negative, and the coil then has no latent load, never a
 * negative one, and its total is its sensible load (the sum is kept as `netLatentW`). The peak is the
 * hour of the highest such total. The supply airflow is sized on the block sensible peak plus fan
 * heat (variable volume) or is the system's fixed constant-volume airflow, whose coil also removes,
 * hour by hour, the heat its zones' terminals add back (reheat: the sum over the zones of C_s·V_z·Δt_z
 * less their loads), and the mixed air is t_r + (V_oa/V)·(t_o − t_r), W_r + (V_oa/V)·(W_o − W_r) (both flows
 * volumes at the site's pressure, so V_oa/V is the outdoor air's share of the mass), its wet bulb
 * that of the psychrometrics engine at the site's pressure.
 *
 * @param group - The combined loads of the system's rooms.
 * @param siteHours - The same site hours the rooms were computed on.
 * @param system - Room and supply conditions, outdoor air and fan heat.
 * @returns The coil load at its peak hour and the supply airflow.
 * @throws {RangeError} If the outdoor air exceeds the supply air or an input is out of range.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, eqs. 9–11, "Infiltration and Ventilation Heat Gain" and coil loads (outdoor air, fan heat); ch. 1, "Moist-Air Cooling and Dehumidification" (a cooling coil's leaving humidity ratio is at most its entering one), eqs. 43–45 (adiabatic mixing) and 35 (wet bulb at a pressure)
 */
export function coilLoad(group: GroupLoads, siteHours: SiteHours, system: SystemInput): CoilLoad {
  assertNonNegative(system.outdoorAirM3s, 'outdoorAirM3s');
  assertNonNegative(system.fanHeatW, 'fanHeatW');
  const air = system.air ?? SEA_LEVEL_AIR_FACTORS;
  const airflow =
    system.supplyAirflowM3s ??
    supplyAirflowM3s(
      Math.max(0, group.blockPeak.sensibleW) + system.fanHeatW,
      system.roomC,
      system.supplyAirC,
      air,
    );
  assertNonNegative(airflow, 'supplyAirflowM3s');
  if (airflow > 0 && system.outdoorAirM3s > airflow) {
    throw new RangeError(
      `Outdoor air (${system.outdoorAirM3s.toFixed(3)} m³/s) exceeds the supply airflow (${airflow.toFixed(3)} m³/s).`,
    );
  }
  const outdoorShare = airflow > 0 ? system.outdoorAirM3s / airflow : 0;
  let best: Omit<CoilLoad, 'mixedAirWetBulbC' | 'returnAirflowM3s' | 'sensibleHeatRatio'> | null =
    null;
  group.months.forEach((m, index) => {
    const outdoor = siteHours.months[index];
    if (outdoor === undefined || outdoor.month !== m.month) {
      throw new RangeError('The group and the site hours cover different months.');
    }
    const oaLatent =
      air.latentWPerM3s * system.outdoorAirM3s * (outdoor.humidityRatio - system.roomHumidityRatio);
    for (let h = 0; h < HOURS_PER_DAY; h++) {
      const outdoorC = outdoor.dryBulbC[h] ?? 0;
      const oaSensible = air.sensibleWPerM3sK * system.outdoorAirM3s * (outdoorC - system.roomC);
      const roomSensibleW = m.sensibleW[h] ?? 0;
      const roomLatentW = m.latentW[h] ?? 0;
      const reheatW = system.reheatW?.[index]?.[h] ?? 0;
      const sensibleW = roomSensibleW + reheatW + oaSensible + system.fanHeatW;
      const netLatentW = roomLatentW + oaLatent;
      const latentW = Math.max(0, netLatentW);
      if (best === null || sensibleW + latentW > best.totalW) {
        best = {
          sensibleW,
          latentW,
          totalW: sensibleW + latentW,
          netLatentW,
          month: m.month,
          hour: h + 1,
          roomSensibleW,
          roomLatentW,
          reheatW,
          supplyAirflowM3s: airflow,
          mixedAirC: system.roomC + outdoorShare * (outdoorC - system.roomC),
          mixedAirHumidityRatio:
            system.roomHumidityRatio +
            outdoorShare * (outdoor.humidityRatio - system.roomHumidityRatio),
          outdoorAirSensibleW: oaSensible,
          outdoorAirLatentW: oaLatent,
        };
      }
    }
  });
  if (best === null) throw new RangeError('No hours to size the coil on.');
  const peak: Omit<CoilLoad, 'mixedAirWetBulbC' | 'returnAirflowM3s' | 'sensibleHeatRatio'> = best;
  return {
    ...peak,
    returnAirflowM3s: airflow - system.outdoorAirM3s,
    sensibleHeatRatio: peak.totalW > 0 ? peak.sensibleW / peak.totalW : null,
    mixedAirWetBulbC: mixedWetBulbC(peak, air.pressurePa),
  };
}

function mixedWetBulbC(
  mixed: { readonly mixedAirC: number; readonly mixedAirHumidityRatio: number },
  pressurePa: number,
): number | null {
  try {
    return wetBulbFromHumidityRatioC(mixed.mixedAirC, mixed.mixedAirHumidityRatio, pressurePa);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The heating load of an air system, W. */
export interface SystemHeating {
  /** Its rooms' heating loads plus its outdoor air's: the system's one heating figure, W. */
  readonly heatingW: number;
  /** The outdoor air's part, W: 0 when the outdoor air is no colder than the room. */
  readonly outdoorAirHeatingW: number;
}

/**
 * Heating load of an air system: the sum of its rooms' heating loads (envelope and infiltration)
 * plus its outdoor air warmed from the heating design dry bulb to the room, q_oa = C_s·V_oa·(t_i −
 * t_o,h), with the factor C_s of the cooling coil's outdoor air at the site's pressure (1.08
 * Btu/h·cfm·°F, 1.2072 W per L/s·K, at sea level). Outdoor air no colder than the room adds nothing.
 *
 * @param roomsHeatingW - Sum of the system's rooms' heating loads, W.
 * @param outdoorAirM3s - The system's outdoor airflow, m³/s, a volume at the site's pressure. Must be ≥ 0.
 * @param indoorC - Heating indoor temperature the outdoor air is brought to, °C.
 * @param heatingDryBulbC - Heating design dry bulb, °C.
 * @param air - Air's factors at the site's pressure (see `airFactorsAtPressure`); sea level if omitted.
 * @returns The system's heating load and its outdoor-air part, W.
 * @throws {RangeError} If the airflow is negative or a value is not finite.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 18, "Heating Load Calculations" and "Infiltration and Ventilation Heat Gain" (q_s = C_s·Q·Δt, eqs. 9–11)
 * @example systemHeating(1000, 0.1, 21, -20).outdoorAirHeatingW //=> 4949.5 (100 L/s over 41 K; 4079.9 at 1,600 m)
 */
export function systemHeating(
  roomsHeatingW: number,
  outdoorAirM3s: number,
  indoorC: number,
  heatingDryBulbC: number,
  air: AirFactors = SEA_LEVEL_AIR_FACTORS,
): SystemHeating {
  assertFinite(roomsHeatingW, 'roomsHeatingW');
  assertNonNegative(outdoorAirM3s, 'outdoorAirM3s');
  assertFinite(indoorC, 'indoorC');
  assertFinite(heatingDryBulbC, 'heatingDryBulbC');
  const outdoorAirHeatingW =
    air.sensibleWPerM3sK * outdoorAirM3s * Math.max(0, indoorC - heatingDryBulbC);
  return { heatingW: roomsHeatingW + outdoorAirHeatingW, outdoorAirHeatingW };
}

/** Check figures an engineer reads at a glance, in both unit systems. */
export interface CheckFigures {
  readonly coolingWm2: number;
  readonly coolingBtuhFt2: number;
  readonly airflowLsM2: number;
  readonly airflowCfmFt2: number;
  /** Floor area per ton of cooling, ft²/ton (and m² per kW). */
  readonly ft2PerTon: number;
  readonly m2PerKw: number;
}

/**
 * Check figures of a cooling load: load per floor area, airflow per floor area and floor area per
 * ton, in SI and I-P.
 *
 * @param totalCoolingW - Total (sensible + latent) cooling load, W. Must be > 0.
 * @param supplyAirflow - Supply airflow, m³/s.
 * @param floorAreaM2 - Floor area served, m². Must be > 0.
 * @returns The figures.
 * @example checkFigures(3516.85, 0.1, 27.87).ft2PerTon //=> 300
 */
export function checkFigures(
  totalCoolingW: number,
  supplyAirflow: number,
  floorAreaM2: number,
): CheckFigures {
  assertPositive(totalCoolingW, 'totalCoolingW');
  assertNonNegative(supplyAirflow, 'supplyAirflowM3s');
  assertPositive(floorAreaM2, 'floorAreaM2');
  const ft2 = floorAreaM2 / 0.09290304;
  const btuh = totalCoolingW / 0.29307107017222;
  const cfm = supplyAirflow / 0.00047194745;
  return {
    coolingWm2: totalCoolingW / floorAreaM2,
    coolingBtuhFt2: btuh / ft2,
    airflowLsM2: (supplyAirflow * 1000) / floorAreaM2,
    airflowCfmFt2: cfm / ft2,
    ft2PerTon: ft2 / (totalCoolingW / WATTS_PER_TON),
    m2PerKw: floorAreaM2 / (totalCoolingW / 1000),
  };
}
