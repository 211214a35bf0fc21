import {
  BUILDING_LOAD_COMPONENTS,
  type BuildingGroupResult,
  type BuildingLoadResult,
  type BuildingRoomResult,
  type BuildingSystemResult,
} from '@org/hvac-core/building-load';
import type { ReportTable } from '../../workspace/types';
import {
  COMPONENT_LABELS,
  airflow,
  airflowUnit,
  area,
  areaUnit,
  checkFigureCells,
  checkFigureUnits,
  load,
  loadUnit,
  peakTime,
  temperature,
} from './format';

/** A column of a results table, written once for the results card and the report. */
export interface ResultColumn<Row> {
  readonly header: string;
  readonly align?: 'right';
  readonly cell: (row: Row) => string;
  /** On the page only: the report leaves it out to fit the landscape page; default false. */
  readonly pageOnly?: boolean;
}

/** The rows of a results table and its columns. */
export interface ResultTable<Row> {
  readonly rows: readonly Row[];
  /** A row's key on the page. */
  readonly rowKey: (row: Row) => string;
  readonly columns: readonly ResultColumn<Row>[];
}

/** One row of the peak table: a room, zone, system or the building. */
export interface PeakRow {
  readonly key: string;
  readonly kind: string;
  readonly name: string;
  readonly areaM2: number;
  readonly sensibleW: number | null;
  readonly latentW: number | null;
  readonly totalW: number | null;
  readonly time: string;
  readonly sumOfPeaksW: number | null;
  readonly heatingW: number;
  readonly airflowM3s: number | null;
  readonly check: BuildingGroupResult['check'];
}

/** The rows of the peak table: rooms, then zones, then systems (coil) and the building. */
function peakRows(result: BuildingLoadResult): PeakRow[] {
  const groupRow = (kind: string, g: BuildingGroupResult): PeakRow => ({
    key: `${kind}-${g.id}`,
    kind,
    name: g.name,
    areaM2: g.floorAreaM2,
    sensibleW: g.blockPeak?.sensibleW ?? null,
    latentW: g.blockPeak?.latentW ?? null,
    totalW: g.blockPeak?.totalW ?? null,
    time: g.blockPeak ? peakTime(g.blockPeak) : 'no rooms',
    sumOfPeaksW: g.sumOfPeaksSensibleW,
    heatingW: g.heatingW,
    airflowM3s: g.supplyAirflowM3s,
    check: g.check,
  });
  return [
    ...result.rooms.map((r) => ({
      key: `room-${r.id}`,
      kind: 'Room',
      name: r.name,
      areaM2: r.floorAreaM2,
      sensibleW: r.peak.sensibleW,
      latentW: r.peak.latentW,
      totalW: r.peak.totalW,
      time: peakTime(r.peak),
      sumOfPeaksW: null,
      heatingW: r.heatingW,
      airflowM3s: r.supplyAirflowM3s,
      check: r.check,
    })),
    ...result.zones.map((z) => groupRow('Zone', z)),
    ...result.systems.map((s) => ({
      ...groupRow('System', s),
      ...(s.coil
        ? {
            sensibleW: s.coil.sensibleW,
            latentW: s.coil.latentW,
            totalW: s.coil.totalW,
            time: peakTime(s.coil),
          }
        : {}),
    })),
    groupRow('Building', result.building),
  ];
}

/** Peak loads of every room, zone, system and the building, with their check figures. */
export function peakTable(result: BuildingLoadResult): ResultTable<PeakRow> {
  const system = result.unitSystem;
  const q = loadUnit(system);
  const units = checkFigureUnits(system);
  const orDash = (watts: number | null) => (watts === null ? '—' : load(watts, system));
  const check = (row: PeakRow) => checkFigureCells(row.check, system, row.airflowM3s);
  return {
    rows: peakRows(result),
    rowKey: (row) => row.key,
    columns: [
      { header: 'Room, zone or system', cell: (row) => `${row.kind}: ${row.name}` },
      { header: `Area (${areaUnit(system)})`, align: 'right', cell: (r) => area(r.areaM2, system) },
      { header: `Sensible (${q})`, align: 'right', cell: (row) => orDash(row.sensibleW) },
      { header: `Latent (${q})`, align: 'right', cell: (row) => orDash(row.latentW) },
      { header: `Total (${q})`, align: 'right', cell: (row) => orDash(row.totalW) },
      { header: 'Peak at', cell: (row) => row.time },
      {
        header: `Sum of room peaks, sensible (${q})`,
        align: 'right',
        cell: (row) => orDash(row.sumOfPeaksW),
        pageOnly: true,
      },
      { header: `Heating (${q})`, align: 'right', cell: (row) => load(row.heatingW, system) },
      {
        header: `Supply air (${airflowUnit(system)})`,
        align: 'right',
        cell: (row) => airflow(row.airflowM3s, system),
      },
      { header: units.loadPerArea, align: 'right', cell: (row) => check(row).loadPerArea },
      { header: units.airPerArea, align: 'right', cell: (row) => check(row).airPerArea },
      { header: units.areaPerCapacity, align: 'right', cell: (row) => check(row).areaPerCapacity },
    ],
  };
}

/** Each system's cooling coil at its peak, with the air it handles. */
export function coilTable(result: BuildingLoadResult): ResultTable<BuildingSystemResult> {
  const system = result.unitSystem;
  const q = loadUnit(system);
  const air = airflowUnit(system);
  return {
    rows: result.systems,
    rowKey: (s) => s.id,
    columns: [
      { header: 'System', cell: (s) => s.name },
      {
        header: `Coil total (${q})`,
        align: 'right',
        cell: (s) => (s.coil ? load(s.coil.totalW, system) : '—'),
      },
      { header: 'Peak at', cell: (s) => (s.coil ? peakTime(s.coil) : '—') },
      {
        header: `Supply air (${air})`,
        align: 'right',
        cell: (s) => airflow(s.coil?.supplyAirflowM3s ?? null, system),
      },
      {
        header: `Outdoor air (${air})`,
        align: 'right',
        cell: (s) => airflow(s.outdoorAirM3s, system),
      },
      {
        header: `Outdoor air sensible + latent (${q})`,
        align: 'right',
        cell: (s) =>
          s.coil ? load(s.coil.outdoorAirSensibleW + s.coil.outdoorAirLatentW, system) : '—',
        pageOnly: true,
      },
      {
        header: `Fan heat (${q})`,
        align: 'right',
        cell: (s) => load(s.fanHeatW, system),
        pageOnly: true,
      },
      {
        header: `Mixed air (${system === 'Imperial' ? '°F' : '°C'})`,
        align: 'right',
        cell: (s) => (s.coil ? temperature(s.coil.mixedAirC, system) : '—'),
      },
    ],
  };
}

/** Each room's cooling load by component at the room's own peak, and its latent load. */
export function componentTable(result: BuildingLoadResult): ResultTable<BuildingRoomResult> {
  const system = result.unitSystem;
  return {
    rows: result.rooms,
    rowKey: (r) => r.id,
    columns: [
      { header: 'Room', cell: (r) => r.name },
      ...BUILDING_LOAD_COMPONENTS.map((c): ResultColumn<BuildingRoomResult> => ({
        header: COMPONENT_LABELS[c],
        align: 'right',
        cell: (r) => load(r.components[c], system),
      })),
      { header: 'Latent', align: 'right', cell: (r) => load(r.peak.latentW, system) },
    ],
  };
}

/** A results table as the report prints it: without the page-only columns. */
export function reportTable<Row>(title: string, table: ResultTable<Row>): ReportTable {
  const columns = table.columns.filter((column) => column.pageOnly !== true);
  return {
    title,
    columns: columns.map(({ header, align }) => (align ? { header, align } : { header })),
    rows: table.rows.map((row) => columns.map((column) => column.cell(row))),
  };
}
