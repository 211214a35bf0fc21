import {
  FAN_POSITION_LABELS,
  SYSTEM_OUTDOOR_AIR_METHOD_LABELS,
  type BuildingLoadResult,
  type BuildingSystemResult,
  type CheckFigures,
  type ProcessState,
} from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatFixed, formatNumber } from '@org/ui';
import type { ReportRow, ReportSection } from '../../report/types';
import {
  airflow,
  airflowUnit,
  area,
  areaUnit,
  checkFigureCells,
  checkFigureUnits,
  humidity,
  humidityUnit,
  load,
  loadUnit,
  monthName,
  temperature,
} from './format';
import { supplyAirflowBasis } from './airflow-basis';

const row = (label: string, value: string, unit: string, extra: Partial<ReportRow> = {}) => ({
  label,
  value,
  unit,
  ...extra,
});

/** What kind of system it is, in the words of a schedule: zones, volume control, fan position. */
function systemType(s: BuildingSystemResult, result: BuildingLoadResult): string {
  const zones = result.zones.filter((z) => s.zoneIds.includes(z.id)).map((z) => z.name);
  const minimum = s.ventilation?.vavMinimumFraction ?? 1;
  // The system's airflow control decides; a VAV system's boxes turn down to its minimum (1 when
  // none is entered: files saved before the choice read as VAV with their boxes at design).
  const volume =
    s.airflowControl === 'constantVolume'
      ? 'constant volume'
      : `VAV, minimum ${formatNumber(minimum * 100, { maximumFractionDigits: 0 })} % of design`;
  const served =
    zones.length === 0
      ? 'no zones'
      : zones.length === 1
        ? `single zone (${zones[0] ?? ''})`
        : `${zones.length} zones (${zones.join(', ')})`;
  return `${served}, ${volume}, ${FAN_POSITION_LABELS[s.fanPosition].toLowerCase()} fan`;
}

/** Dry bulb, wet bulb and humidity ratio of a state, the three an engineer reads off a coil selection. */
function stateRows(name: string, state: ProcessState, system: UnitSystem): ReportRow[] {
  const t = system === 'Imperial' ? '°F' : '°C';
  return [
    row(`${name}: dry bulb`, temperature(state.dryBulbC, system), t),
    row(`${name}: wet bulb`, temperature(state.wetBulbC, system), t, { indent: true }),
    row(`${name}: humidity ratio`, humidity(state.humidityRatio, system), humidityUnit(system), {
      indent: true,
    }),
  ];
}

/** The three check figures on one basis, each said with it. */
function checkRows(
  basis: string,
  check: CheckFigures | null,
  airflowM3s: number | null,
  system: UnitSystem,
): ReportRow[] {
  const cells = checkFigureCells(check, system, airflowM3s);
  const units = checkFigureUnits(system);
  return [
    row(`Cooling per floor area, ${basis}`, cells.loadPerArea, units.loadPerArea),
    row(`Supply air per floor area, ${basis}`, cells.airPerArea, units.airPerArea),
    row(`Floor area per cooling capacity, ${basis}`, cells.areaPerCapacity, units.areaPerCapacity),
  ];
}

/** One system's sizing summary: its conditions, airflows, coil as it adds up, states, heating, checks. */
function systemSummary(s: BuildingSystemResult, result: BuildingLoadResult): ReportSection {
  const system = result.unitSystem;
  const q = loadUnit(system);
  const air = airflowUnit(system);
  const t = system === 'Imperial' ? '°F' : '°C';
  const coil = s.coil;
  const process = s.process;
  const conditions: ReportRow[] = [
    row('System type', systemType(s, result), ''),
    row(
      'Cooling design condition',
      coil
        ? `${monthName(coil.month)} design day (the 21st), coil peak at hour ending ${String(coil.hour).padStart(2, '0')}:00 local standard time`
        : 'no coil (no rooms, or more outdoor air than supply air)',
      '',
    ),
    ...(process
      ? [
          row(
            'Outdoor dry bulb at the coil peak',
            temperature(process.outdoor.dryBulbC, system),
            t,
          ),
          row(
            'Outdoor wet bulb at the coil peak',
            temperature(process.outdoor.wetBulbC, system),
            t,
          ),
          row('Indoor dry bulb, cooling', temperature(process.room.dryBulbC, system), t),
          row(
            'Indoor relative humidity, cooling',
            formatNumber(process.room.relativeHumidity * 100, { maximumFractionDigits: 0 }),
            '%',
          ),
          row(
            'Indoor humidity ratio, cooling',
            humidity(process.room.humidityRatio, system),
            humidityUnit(system),
          ),
        ]
      : []),
    row('Outdoor dry bulb, heating design', temperature(result.heatingDryBulbC, system), t),
    row(
      'Indoor dry bulb, heating',
      s.heatingIndoorC === null ? '—' : temperature(s.heatingIndoorC, system),
      t,
    ),
    row('Floor area', area(s.floorAreaM2, system), areaUnit(system)),
  ];
  const airflows: ReportRow[] = [
    row('Supply airflow', airflow(coil?.supplyAirflowM3s ?? null, system), air),
    row('Supply airflow basis', supplyAirflowBasis(s), ''),
    ...(s.airflowControl === 'variableVolume' && s.zoneIds.length > 1
      ? [
          row(
            'Sum of zone peak airflows (what constant volume would need)',
            airflow(s.sumOfZoneAirflowsM3s, system),
            air,
            { indent: true },
          ),
        ]
      : []),
    row(
      `Outdoor airflow (${SYSTEM_OUTDOOR_AIR_METHOD_LABELS[s.outdoorAirMethod].toLowerCase()})`,
      airflow(s.outdoorAirM3s, system),
      air,
    ),
    row(
      'Return airflow (supply less outdoor)',
      airflow(coil?.returnAirflowM3s ?? null, system),
      air,
    ),
  ];
  const cooling: ReportRow[] = coil
    ? [
        row(
          'Block sensible, room side (rooms at the coil peak)',
          load(coil.roomSensibleW, system),
          q,
        ),
        row('Block latent, room side (rooms at the coil peak)', load(coil.roomLatentW, system), q),
        row('Outdoor air sensible', load(coil.outdoorAirSensibleW, system), q),
        row('Outdoor air latent', load(coil.outdoorAirLatentW, system), q),
        ...(s.airflowControl === 'constantVolume'
          ? [
              row(
                'Zone reheat at the coil peak (constant volume: air cooled, then reheated)',
                load(coil.reheatW, system),
                q,
              ),
            ]
          : []),
        row('Fan heat', load(s.fanHeatW, system), q),
        row('Coil sensible, coil side', load(coil.sensibleW, system), q, { emphasis: true }),
        row('Coil latent, coil side', load(coil.latentW, system), q, { emphasis: true }),
        row('Coil total, coil side', load(coil.totalW, system), q, { emphasis: true }),
        row(
          'Coil sensible heat ratio',
          coil.sensibleHeatRatio === null ? '—' : formatFixed(coil.sensibleHeatRatio, 2),
          '',
        ),
      ]
    : [];
  const states: ReportRow[] = process
    ? [
        ...stateRows('Coil entering (mixed air)', process.coilEntering, system),
        ...stateRows('Coil leaving', process.coilLeaving, system),
      ]
    : [];
  const heating: ReportRow[] = [
    row('Heating, room side (its rooms)', load(s.roomsHeatingW, system), q),
    row('Heating, outdoor air', load(s.outdoorAirHeatingW, system), q),
    row('Heating, system (rooms + outdoor air)', load(s.heatingW, system), q, { emphasis: true }),
  ];
  return {
    title: `Air system sizing summary: ${s.name}`,
    rows: [
      ...conditions,
      ...airflows,
      ...cooling,
      ...states,
      ...heating,
      ...(coil
        ? checkRows('coil-based (coil total, supply air)', s.check, coil.supplyAirflowM3s, system)
        : []),
      ...checkRows('room-based (rooms’ block peak)', s.roomCheck, s.supplyAirflowM3s, system),
    ],
  };
}

/**
 * Each air system's sizing summary as a load program prints it (HAP's air system sizing summary,
 * TRACE's checksums): every number from the engine's result, only formatted here.
 */
export function airSystemSummarySections(result: BuildingLoadResult): ReportSection[] {
  return result.systems.map((s) => systemSummary(s, result));
}
