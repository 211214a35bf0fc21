import {
  FAN_POSITION_LABELS,
  SYSTEM_OUTDOOR_AIR_METHOD_LABELS,
  type BuildingLoadResult,
  type BuildingSystemResult,
  type ProcessState,
  type ZoneOutdoorAir,
  type ZoneReheatResult,
} from '@org/hvac-core/building-load';
import { enthalpyBtuLbFromJKg } from '@org/hvac-core/psychrometrics';
import { fromSi, unitLabel } from '@org/hvac-core/units';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import {
  airflow,
  airflowUnit,
  humidity,
  humidityUnit,
  load,
  loadUnit,
  temperature,
} from './format';
import { columnsOf, type ColumnTable } from './result-tables';

const n = (value: number | null, digits: number): string =>
  value === null
    ? '—'
    : formatNumber(value, { maximumFractionDigits: digits, minimumFractionDigits: digits });

const temperatureUnit = (system: UnitSystem): string => unitLabel('temperature', system);

/** Enthalpy as Btu/lb (0 °F dry-air datum) or kJ/kg (0 °C). */
function enthalpy(hJKg: number, system: UnitSystem): string {
  return n(system === 'Imperial' ? enthalpyBtuLbFromJKg(hJKg) : hJKg / 1000, 1);
}

const enthalpyUnit = (system: UnitSystem): string => (system === 'Imperial' ? 'Btu/lb' : 'kJ/kg');

/** One zone of one system in the 62.1 table. */
export interface VentilationZoneRow {
  readonly system: BuildingSystemResult;
  readonly zone: ZoneOutdoorAir;
}

/** Every system's zones by ASHRAE 62.1: Vbz, Ez, Voz, Vpz and Zpz at design and at the VAV minimum. */
export function ventilationZoneTable(result: BuildingLoadResult): ColumnTable<VentilationZoneRow> {
  const system = result.unitSystem;
  const air = airflowUnit(system);
  const { left, right } = columnsOf<VentilationZoneRow>();
  const critical = (row: VentilationZoneRow) =>
    row.system.ventilation?.appendixA.criticalZoneId === row.zone.id ? ' (critical)' : '';
  return {
    rows: result.systems.flatMap((s) =>
      (s.ventilation?.zones ?? []).map((zone) => ({ system: s, zone })),
    ),
    rowKey: (row) => `${row.system.id}-${row.zone.id}`,
    columns: [
      left('System', (row) => row.system.name),
      left('Zone', (row) => `${row.zone.name}${critical(row)}`),
      right(`Vbz (${air})`, (row) => airflow(row.zone.breathingZoneM3s, system)),
      right('Ez', (row) => n(row.zone.airDistributionEffectiveness, 1)),
      right(`Voz (${air})`, (row) => airflow(row.zone.zoneOutdoorAirM3s, system)),
      right(`Vpz design (${air})`, (row) => airflow(row.zone.design.primaryAirflowM3s, system)),
      right('Zpz design', (row) => n(row.zone.design.primaryOutdoorAirFraction, 3)),
      right(`Vpz minimum (${air})`, (row) => airflow(row.zone.minimum.primaryAirflowM3s, system)),
      right('Zpz minimum', (row) => n(row.zone.minimum.primaryOutdoorAirFraction, 3)),
      right('Evz minimum', (row) => n(row.zone.minimum.ventilationEfficiency, 3)),
    ],
  };
}

/** Each system's ASHRAE 62.1 intake: Vou, Ev and Vot by both procedures, the critical zone. */
export function ventilationSystemTable(
  result: BuildingLoadResult,
): ColumnTable<BuildingSystemResult> {
  const system = result.unitSystem;
  const air = airflowUnit(system);
  const { left, right } = columnsOf<BuildingSystemResult>();
  const zoneName = (s: BuildingSystemResult) =>
    s.ventilation?.zones.find((z) => z.id === s.ventilation?.appendixA.criticalZoneId)?.name ?? '—';
  return {
    rows: result.systems.filter((s) => s.ventilation !== null),
    rowKey: (s) => s.id,
    columns: [
      left('System', (s) => s.name),
      right('D', (s) => n(s.ventilation?.occupantDiversity ?? null, 2)),
      right('VAV minimum', (s) => n(s.ventilation?.vavMinimumFraction ?? null, 2)),
      right(`Vou (${air})`, (s) =>
        airflow(s.ventilation?.uncorrectedOutdoorAirM3s ?? null, system),
      ),
      right('Ev simplified', (s) => n(s.ventilation?.simplified.ventilationEfficiency ?? null, 3)),
      right(`Vot simplified (${air})`, (s) =>
        airflow(s.ventilation?.simplified.outdoorAirIntakeM3s ?? null, system),
      ),
      right('Xs', (s) => n(s.ventilation?.minimum.averageOutdoorAirFraction ?? null, 3)),
      right('Ev Appendix A', (s) => n(s.ventilation?.appendixA.ventilationEfficiency ?? null, 3)),
      right(`Vot Appendix A (${air})`, (s) =>
        airflow(s.ventilation?.appendixA.outdoorAirIntakeM3s ?? null, system),
      ),
      left('Critical zone', (s) =>
        s.ventilation?.singleZone === true
          ? 'single zone: Vot = Voz'
          : `${zoneName(s)} (${s.ventilation?.appendixA.governing === 'minimum' ? 'at VAV minimum' : 'at design'})`,
      ),
      left('Coil outdoor air from', (s) =>
        s.outdoorAirMethod === 'override'
          ? `override: ${s.outdoorAirReason || 'no reason given'}`
          : SYSTEM_OUTDOOR_AIR_METHOD_LABELS[s.outdoorAirMethod],
      ),
      right(`Coil outdoor air (${air})`, (s) => airflow(s.outdoorAirM3s, system)),
    ],
  };
}

/** One state of one system's process. */
export interface ProcessRow {
  readonly system: BuildingSystemResult;
  readonly label: string;
  readonly state: ProcessState;
}

/** Each system's states at its coil's peak hour: outdoor, return, mixed, coil in and out, supply. */
export function processStateTable(result: BuildingLoadResult): ColumnTable<ProcessRow> {
  const system = result.unitSystem;
  const t = temperatureUnit(system);
  const { left, right } = columnsOf<ProcessRow>();
  return {
    rows: result.systems.flatMap((s) => {
      const p = s.process;
      if (p === null) return [];
      return [
        { system: s, label: 'Outdoor', state: p.outdoor },
        { system: s, label: 'Return (room)', state: p.room },
        { system: s, label: 'Mixed', state: p.mixed },
        { system: s, label: 'Coil entering', state: p.coilEntering },
        { system: s, label: 'Coil leaving', state: p.coilLeaving },
        { system: s, label: 'Supply', state: p.supply },
      ];
    }),
    rowKey: (row) => `${row.system.id}-${row.label}`,
    columns: [
      left('System', (row) => row.system.name),
      left('State', (row) => row.label),
      right(`Dry bulb (${t})`, (row) => temperature(row.state.dryBulbC, system)),
      right(`Wet bulb (${t})`, (row) => temperature(row.state.wetBulbC, system)),
      right(`Dew point (${t})`, (row) => temperature(row.state.dewPointC, system)),
      right('RH (%)', (row) => n(row.state.relativeHumidity * 100, 0)),
      right(`W (${humidityUnit(system)})`, (row) => humidity(row.state.humidityRatio, system)),
      right(`h (${enthalpyUnit(system)})`, (row) => enthalpy(row.state.enthalpyJKg, system)),
    ],
  };
}

const NOTES = {
  dryCoil: 'dry coil (no moisture removed): no ADP',
  unreachable: 'no coil gives this leaving state: lower the supply temperature',
  noCooling: 'the coil does not cool at this hour',
} as const;

/** Each system's coil: ADP, bypass factor, SHR, fan heat and the reheat its zones need. */
export function coilProcessTable(result: BuildingLoadResult): ColumnTable<BuildingSystemResult> {
  const system = result.unitSystem;
  const q = loadUnit(system);
  const t = temperatureUnit(system);
  const { left, right } = columnsOf<BuildingSystemResult>();
  return {
    rows: result.systems.filter((s) => s.process !== null),
    rowKey: (s) => s.id,
    columns: [
      left('System', (s) => s.name),
      right(`ADP (${t})`, (s) => {
        const adp = s.process?.apparatusDewPointC ?? null;
        return adp === null ? '—' : temperature(adp, system);
      }),
      right('Bypass factor', (s) => n(s.process?.bypassFactor ?? null, 3)),
      right('SHR of the air’s states', (s) => n(s.process?.sensibleHeatRatio ?? null, 2)),
      right(`Fan heat (${q})`, (s) => load(s.fanHeatW, system)),
      right(`Fan rise (${unitLabel('temperatureDifference', system)})`, (s) =>
        n(fromSi(s.fanTemperatureRiseK, 'temperatureDifference', system), 2),
      ),
      left(
        'Fan',
        (s) =>
          `${FAN_POSITION_LABELS[s.fanPosition]}, ${s.fanHeatMethod === 'fanPower' ? 'heat from pressure and efficiency' : 'heat entered'}`,
      ),
      right(`Zone reheat (${q})`, (s) =>
        load(
          s.reheat.reduce((sum, r) => sum + r.reheatW, 0),
          system,
        ),
      ),
      left('Note', (s) =>
        s.process?.note
          ? NOTES[s.process.note]
          : s.process?.leavingSaturated
            ? 'leaves saturated, drier than needed'
            : '',
      ),
    ],
  };
}

/** One zone's reheat row. */
export interface ReheatRow {
  readonly system: BuildingSystemResult;
  readonly reheat: ZoneReheatResult;
}

/** Each zone's terminal reheat at its VAV minimum at its system's coil peak. */
export function reheatTable(result: BuildingLoadResult): ColumnTable<ReheatRow> {
  const system = result.unitSystem;
  const q = loadUnit(system);
  const { left, right } = columnsOf<ReheatRow>();
  return {
    rows: result.systems.flatMap((s) => s.reheat.map((reheat) => ({ system: s, reheat }))),
    rowKey: (row) => `${row.system.id}-${row.reheat.zoneId}`,
    columns: [
      left('System', (row) => row.system.name),
      left('Zone', (row) => row.reheat.name),
      right(`Minimum airflow (${airflowUnit(system)})`, (row) =>
        airflow(row.reheat.minimumAirflowM3s, system),
      ),
      right(`Sensible load at the coil peak (${q})`, (row) => load(row.reheat.sensibleW, system)),
      right(`Supply it needs (${temperatureUnit(system)})`, (row) =>
        temperature(row.reheat.neededSupplyC, system),
      ),
      right(`Reheat (${q})`, (row) => load(row.reheat.reheatW, system)),
    ],
  };
}
