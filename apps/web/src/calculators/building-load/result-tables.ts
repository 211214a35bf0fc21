import {
  BUILDING_LOAD_COMPONENTS,
  type BuildingGroupResult,
  type BuildingLoadResult,
  type BuildingRoomResult,
  type BuildingSystemResult,
} from '@org/hvac-core/building-load';
import { formatFixed } from '@org/ui';
import type { ReportTable } from '../../report/types';
import { supplyAirflowBasis } from './airflow-basis';
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
  /** Its width in the report ('auto' fits a short name or time, leaving the rest to the numbers); default '*'. */
  readonly reportWidth?: 'auto';
}

/** The rows of a results table and its columns. */
export interface ColumnTable<Row> {
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
  /** What the row's loads and check figures are of: a room's own peak, the rooms' block or the coil. */
  readonly basis: string;
}

/**
 * The basis of each row of the peak table, said on the row: the systems' rows are their coils
 * (outdoor air and fan heat included), the others room side, so they are not read as one column.
 */
const PEAK_BASIS = {
  room: 'room peak',
  block: 'rooms’ block',
  coil: 'coil; heating + outdoor air',
  building: 'rooms’ block; heating + outdoor air',
} as const;

/** The rows of the peak table: rooms, then zones, then systems (coil) and the building. */
function peakRows(result: BuildingLoadResult): PeakRow[] {
  const groupRow = (kind: string, g: BuildingGroupResult, basis: string): PeakRow => ({
    key: `${kind}-${g.id}`,
    basis,
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
      basis: PEAK_BASIS.room,
    })),
    ...result.zones.map((z) => groupRow('Zone', z, PEAK_BASIS.block)),
    ...result.systems.map((s) => ({
      ...groupRow('System', s, s.coil ? PEAK_BASIS.coil : PEAK_BASIS.block),
      ...(s.coil
        ? {
            sensibleW: s.coil.sensibleW,
            latentW: s.coil.latentW,
            totalW: s.coil.totalW,
            time: peakTime(s.coil),
          }
        : {}),
    })),
    groupRow('Building', result.building, PEAK_BASIS.building),
  ];
}

/** Column builders for a table of `Row`: `left` for text, `right` for numbers (the air-side tables use them too). */
export function columnsOf<Row>() {
  type Cell = (row: Row) => string;
  return {
    left: (header: string, cell: Cell, reportWidth?: 'auto'): ResultColumn<Row> =>
      reportWidth ? { header, cell, reportWidth } : { header, cell },
    right: (header: string, cell: Cell, pageOnly = false): ResultColumn<Row> => ({
      header,
      align: 'right',
      cell,
      pageOnly,
    }),
  };
}

/** Peak loads of every room, zone, system and the building, with their check figures. */
export function peakTable(result: BuildingLoadResult): ColumnTable<PeakRow> {
  const system = result.unitSystem;
  const q = loadUnit(system);
  const units = checkFigureUnits(system);
  const orDash = (watts: number | null) => (watts === null ? '—' : load(watts, system));
  const check = (row: PeakRow) => checkFigureCells(row.check, system, row.airflowM3s);
  const { left, right } = columnsOf<PeakRow>();
  return {
    rows: peakRows(result),
    rowKey: (row) => row.key,
    columns: [
      left('Room, zone or system', (row) => `${row.kind}: ${row.name}`),
      right(`Area (${areaUnit(system)})`, (row) => area(row.areaM2, system)),
      right(`Sensible (${q})`, (row) => orDash(row.sensibleW)),
      right(`Latent (${q})`, (row) => orDash(row.latentW)),
      right(`Total (${q})`, (row) => orDash(row.totalW)),
      left('Peak at', (row) => row.time),
      left('Basis', (row) => row.basis),
      right(
        `Sum of room peaks, sensible, room side (${q})`,
        (row) => orDash(row.sumOfPeaksW),
        true,
      ),
      right(`Heating (${q})`, (row) => load(row.heatingW, system)),
      right(`Supply air (${airflowUnit(system)})`, (row) => airflow(row.airflowM3s, system)),
      right(units.loadPerArea, (row) => check(row).loadPerArea),
      right(units.airPerArea, (row) => check(row).airPerArea),
      right(units.areaPerCapacity, (row) => check(row).areaPerCapacity),
    ],
  };
}

/**
 * Each system's cooling coil at its peak hour, column by column as it adds up: its rooms' block
 * (the room side, at the coil's hour, not the block peak's) plus its outdoor air plus its fan heat
 * is the coil (the coil side). The latent adds up unless the outdoor air is drier than the rooms
 * by more than their latent load, when the coil's latent is 0 (it adds no moisture).
 */
export function coilTable(result: BuildingLoadResult): ColumnTable<BuildingSystemResult> {
  const system = result.unitSystem;
  const q = loadUnit(system);
  const air = airflowUnit(system);
  const { left, right } = columnsOf<BuildingSystemResult>();
  const coilLoad = (pick: (coil: NonNullable<BuildingSystemResult['coil']>) => number) => {
    return (s: BuildingSystemResult) => (s.coil ? load(pick(s.coil), system) : '—');
  };
  return {
    rows: result.systems,
    rowKey: (s) => s.id,
    columns: [
      left('System', (s) => s.name, 'auto'),
      left('Coil peak at', (s) => (s.coil ? peakTime(s.coil) : '—')),
      right(
        `Block sensible, room side (${q})`,
        coilLoad((c) => c.roomSensibleW),
      ),
      right(
        `Block latent, room side (${q})`,
        coilLoad((c) => c.roomLatentW),
      ),
      right(
        `Outdoor air sensible (${q})`,
        coilLoad((c) => c.outdoorAirSensibleW),
      ),
      right(
        `Outdoor air latent (${q})`,
        coilLoad((c) => c.outdoorAirLatentW),
      ),
      right(`Fan heat (${q})`, (s) => load(s.fanHeatW, system)),
      // Only a constant-volume system reheats in its coil's sum: the column appears with one.
      ...(result.systems.some((s) => s.airflowControl === 'constantVolume')
        ? [
            right(
              `Zone reheat, CV (${q})`,
              coilLoad((c) => c.reheatW),
            ),
          ]
        : []),
      right(
        `Coil sensible, coil side (${q})`,
        coilLoad((c) => c.sensibleW),
      ),
      right(
        `Coil latent, coil side (${q})`,
        coilLoad((c) => c.latentW),
      ),
      right(
        `Coil total, coil side (${q})`,
        coilLoad((c) => c.totalW),
      ),
      right('Coil SHR', (s) => {
        const ratio = s.coil?.sensibleHeatRatio ?? null;
        return ratio === null ? '—' : formatFixed(ratio, 2);
      }),
      right(`Supply air (${air})`, (s) => airflow(s.coil?.supplyAirflowM3s ?? null, system), true),
      right(`Outdoor air (${air})`, (s) => airflow(s.outdoorAirM3s, system), true),
      right(
        `Mixed air (${system === 'Imperial' ? '°F' : '°C'})`,
        (s) => (s.coil ? temperature(s.coil.mixedAirC, system) : '—'),
        true,
      ),
      { header: 'Supply air basis', cell: (s) => supplyAirflowBasis(s), pageOnly: true },
    ],
  };
}

/** Each room's cooling load by component at the room's own peak, and its latent load. */
export function componentTable(result: BuildingLoadResult): ColumnTable<BuildingRoomResult> {
  const system = result.unitSystem;
  const { left, right } = columnsOf<BuildingRoomResult>();
  return {
    rows: result.rooms,
    rowKey: (r) => r.id,
    columns: [
      left('Room', (r) => r.name),
      ...BUILDING_LOAD_COMPONENTS.map((c) =>
        right(COMPONENT_LABELS[c], (r) => load(r.components[c], system)),
      ),
      right('Latent', (r) => load(r.peak.latentW, system)),
    ],
  };
}

/** A results table as the report prints it: without the page-only columns. */
export function reportTable<Row>(title: string, table: ColumnTable<Row>): ReportTable {
  const columns = table.columns.filter((column) => column.pageOnly !== true);
  return {
    title,
    columns: columns.map(({ header, align, reportWidth }) => ({
      header,
      ...(align ? { align } : {}),
      ...(reportWidth ? { width: reportWidth } : {}),
    })),
    rows: table.rows.map((row) => columns.map((column) => column.cell(row))),
  };
}
