import {
  PSYCHROMETRIC_CHART_LABEL_MAX_LENGTH,
  PSYCHROMETRIC_CHART_MAX_PROCESSES,
} from '../psychrometrics/chart/schema.js';
import type { PsychrometricChartInput } from '../psychrometrics/chart/schema.js';
import { moistAirSpecificVolumeM3Kg } from '../psychrometrics/specific-volume.js';
import { fromSi } from '../units/index.js';
import type { UnitSystem } from '../units/index.js';
import type { AirFactors } from './air-factors.js';
import type { CoilProcess, FanPosition } from './system-coil.js';
import type { ZoneReheatResult } from './system-air-side.js';

/** What a system's chart is drawn from: its process at the coil's peak and its airflows, SI. */
export interface SystemChartSource {
  readonly name: string;
  readonly process: CoilProcess;
  /** Supply airflow, m³/s at the site's pressure (standard-temperature air). */
  readonly supplyAirflowM3s: number;
  readonly outdoorAirM3s: number;
  readonly fanPosition: FanPosition;
  /**
   * Its zones' terminal reheat at the coil's peak (`AirSideResult.reheat`): each zone's minimum
   * airflow heated from the supply to the temperature it needs; absent or empty: none drawn.
   */
  readonly reheat?: readonly Pick<
    ZoneReheatResult,
    'name' | 'minimumAirflowM3s' | 'neededSupplyC' | 'reheatW'
  >[];
}

const PSI_PER_PA = 1 / 6894.757293168;

/**
 * A system's process as a psychrometric chart file: the outdoor and return (room) states; their
 * adiabatic mix; the fan's rise (before the coil when it blows through); the cooling coil to its
 * leaving state (a sensible process when the coil is dry; none when it has no ADP or does not
 * cool); the fan's rise after a draw-through coil to the supply; each zone's terminal reheat, its
 * minimum airflow heated from the supply to the temperature it needs (a constant-volume system's
 * zones at their design airflow), the largest first as many as the chart holds. Each airflow is the stream's dry air, as the building load
 * carries it, given as a volume at the stream's own state, the way the chart's processes take it,
 * so that the chart mixes the same masses. The states are given by dry bulb and humidity ratio, so
 * the chart recomputes them with its own equations (the I-P edition's in Imperial).
 *
 * @param source - The system's name, process, airflows and fan position.
 * @param air - Air's factors at the site's pressure (the chart's pressure).
 * @param unitSystem - The unit system of the chart file.
 * @returns A chart input `PsychrometricChartInputSchema` accepts.
 * @see ASHRAE Handbook—Fundamentals (2021), ch. 1 (the chart's processes: mixing, sensible heating, cooling and dehumidifying)
 */
export function systemPsychrometricChart(
  source: SystemChartSource,
  air: AirFactors,
  unitSystem: UnitSystem,
): PsychrometricChartInput {
  const p = source.process;
  const temperature = (c: number) => fromSi(c, 'temperature', unitSystem);
  const massKgS = source.supplyAirflowM3s * air.densityKgM3;
  const outdoorMassKgS = source.outdoorAirM3s * air.densityKgM3;
  const volumeAt = (kgS: number, state: { dryBulbC: number; humidityRatio: number }) => {
    const m3s =
      kgS * moistAirSpecificVolumeM3Kg(state.dryBulbC, state.humidityRatio, air.pressurePa);
    return fromSi(m3s, 'airflow', unitSystem);
  };
  const spec = (state: { dryBulbC: number; humidityRatio: number }) => ({
    by: 'humidityRatio' as const,
    dryBulb: temperature(state.dryBulbC),
    humidityRatio: state.humidityRatio,
  });
  const processes: PsychrometricChartInput['processes'][number][] = [];
  let last = 'RA';
  if (outdoorMassKgS > 0 && massKgS > outdoorMassKgS) {
    processes.push({
      id: 'MA',
      label: 'MA',
      type: 'mixing',
      streamA: 'OA',
      airflowA: volumeAt(outdoorMassKgS, p.outdoor),
      streamB: 'RA',
      airflowB: volumeAt(massKgS - outdoorMassKgS, p.room),
    });
    last = 'MA';
  } else if (outdoorMassKgS > 0) {
    last = 'OA';
  }
  const airflowFrom = (state: { dryBulbC: number; humidityRatio: number }) =>
    volumeAt(massKgS, state);
  if (source.fanPosition === 'blowThrough' && p.coilEntering.dryBulbC > p.mixed.dryBulbC) {
    processes.push({
      id: 'FAN',
      label: 'Fan',
      type: 'sensible',
      from: last,
      airflow: airflowFrom(p.mixed),
      leavingDryBulb: temperature(p.coilEntering.dryBulbC),
    });
    last = 'FAN';
  }
  // A coil with no ADP cannot be drawn as a cooling coil; one that does not cool, not at all.
  const drawable = p.note === null || p.note === 'dryCoil';
  if (drawable) {
    processes.push(
      p.note === null
        ? {
            id: 'CC',
            label: 'Coil',
            type: 'coolingCoil',
            from: last,
            airflow: airflowFrom(p.coilEntering),
            coil: { by: 'leavingState', leaving: spec(p.coilLeaving) },
          }
        : {
            id: 'CC',
            label: 'Coil',
            type: 'sensible',
            from: last,
            airflow: airflowFrom(p.coilEntering),
            leavingDryBulb: temperature(p.coilLeaving.dryBulbC),
          },
    );
    if (source.fanPosition === 'drawThrough' && p.supply.dryBulbC > p.coilLeaving.dryBulbC) {
      processes.push({
        id: 'SA',
        label: 'SA',
        type: 'sensible',
        from: 'CC',
        airflow: airflowFrom(p.coilLeaving),
        leavingDryBulb: temperature(p.supply.dryBulbC),
      });
    }
    // Each zone's reheat, from the supply state: its minimum airflow heated to what it needs. The
    // largest first, as many as the chart holds beside the system's own processes.
    const supplyId = processes.at(-1)?.id ?? 'CC';
    const reheated = (source.reheat ?? [])
      .filter((zone) => zone.reheatW > 0 && zone.neededSupplyC > p.supply.dryBulbC)
      .filter((zone) => zone.minimumAirflowM3s > 0)
      .sort((a, b) => b.reheatW - a.reheatW)
      .slice(0, PSYCHROMETRIC_CHART_MAX_PROCESSES - processes.length);
    reheated.forEach((zone, index) => {
      processes.push({
        id: `RH${index + 1}`,
        label: `Reheat ${zone.name}`.slice(0, PSYCHROMETRIC_CHART_LABEL_MAX_LENGTH),
        type: 'sensible',
        from: supplyId,
        airflow: volumeAt(zone.minimumAirflowM3s * air.densityKgM3, p.supply),
        leavingDryBulb: temperature(zone.neededSupplyC),
      });
    });
  }
  return {
    calculationName: `${source.name}: coil peak`.slice(0, 120),
    unitSystem,
    pressure: unitSystem === 'Imperial' ? air.pressurePa * PSI_PER_PA : air.pressurePa / 1000,
    states: [
      { id: 'OA', label: 'OA', spec: spec(p.outdoor) },
      { id: 'RA', label: 'RA', spec: spec(p.room) },
    ],
    processes,
    showComfortZone: false,
  };
}
