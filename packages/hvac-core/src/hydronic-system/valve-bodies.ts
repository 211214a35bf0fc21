import { assertPositive } from '../_lib/assert.js';
import { nominalSizeInches } from '../pipe/materials.js';
import type { UnitSystem } from '../units/unit-system.js';

/*
 * Valve body sizes from makers' catalogues. A valve schedule gives each valve's body size (DN, or
 * nominal inches in the US); the engine knows only the valve's Kvs, so it takes the smallest body
 * of a representative catalogue whose fully open Kvs reaches that Kvs. The tables are examples of
 * one maker's series each, not a selection of a product: another maker's DN for the same Kvs may
 * differ by a size.
 */

/** One body size of a catalogue: its DN, its nominal inch size and its Kvs fully open. */
export interface ValveBodyRow {
  /** Nominal size DN (ISO 6708). */
  readonly dn: number;
  /** The same size in nominal inches as written in trade (ASME B36.10M NPS), e.g. '1-1/4'. */
  readonly nominalSize: string;
  /** Kvs of the largest valve of that body, fully open, m³/h at 1 bar. */
  readonly kvs: number;
  /** Where the row's numbers come from. */
  readonly source: string;
}

/** A maker's series of valve bodies, smallest first. */
export interface ValveBodyTable {
  readonly id: 'imiTaStad' | 'siemensVvp45';
  /** Maker and product, for the schedule and the method. */
  readonly label: string;
  /** The datasheet the rows come from. */
  readonly source: string;
  readonly rows: readonly ValveBodyRow[];
}

const STAD_SOURCE =
  'IMI TA (Tour & Andersson), STAD balancing valves DN 10–50, PN 20, catalogue leaflet: table "Female threads", column Kvs ("Kvs = m³/h at a pressure drop of 1 bar and fully open valve"), TA No. 52 151-2xx/-6xx; the same values are the 4-turn (fully open) row of the Kv table of IMI TA "STA double regulating valve" and of IMI TA "STAD Balancing valves DN 15-50" (edition Oct. 2015)';

/**
 * Manual balancing valve bodies: IMI TA STAD (threaded, AMETAL body), Kvs fully open per DN.
 * @see IMI TA, STAD balancing valves, catalogue leaflet, table "Female threads" (Kvs fully open)
 */
export const STAD_BALANCING_VALVE_BODIES: ValveBodyTable = {
  id: 'imiTaStad',
  label: 'IMI TA STAD',
  source: STAD_SOURCE,
  rows: [
    { dn: 10, nominalSize: '3/8', kvs: 1.47, source: 'STAD DN 10/09, TA No. 52 151-209: Kvs 1.47' },
    { dn: 15, nominalSize: '1/2', kvs: 2.52, source: 'STAD DN 15/14, TA No. 52 151-214: Kvs 2.52' },
    { dn: 20, nominalSize: '3/4', kvs: 5.7, source: 'STAD DN 20, TA No. 52 151-220: Kvs 5.70' },
    { dn: 25, nominalSize: '1', kvs: 8.7, source: 'STAD DN 25, TA No. 52 151-225: Kvs 8.70' },
    { dn: 32, nominalSize: '1-1/4', kvs: 14.2, source: 'STAD DN 32, TA No. 52 151-232: Kvs 14.2' },
    { dn: 40, nominalSize: '1-1/2', kvs: 19.2, source: 'STAD DN 40, TA No. 52 151-240: Kvs 19.2' },
    { dn: 50, nominalSize: '2', kvs: 33, source: 'STAD DN 50, TA No. 52 151-250: Kvs 33.0' },
  ],
};

const VVP45_SOURCE =
  'Siemens Building Technologies, Acvatix 2-port and 3-port valves PN 16 VVP45.., data sheet CE1N4845en (20.01.2011; German edition CE1N4845de, 2018-11-05), "Type summary": DN and kvs of each 2-port type (kvs = nominal flow of cold water, 5…30 °C, through the fully open valve at 100 kPa)';

/**
 * Two-way globe control valve bodies: Siemens VVP45 (bronze, threaded, DN 10–40), the largest kvs
 * of each DN.
 * @see Siemens, data sheet CE1N4845en (2011), VVP45.. type summary
 */
export const VVP45_CONTROL_VALVE_BODIES: ValveBodyTable = {
  id: 'siemensVvp45',
  label: 'Siemens VVP45',
  source: VVP45_SOURCE,
  rows: [
    {
      dn: 10,
      nominalSize: '3/8',
      kvs: 1.6,
      source: 'VVP45.10-1.6: DN 10, kvs 1.6 (DN 10 types 0.25…1.6)',
    },
    { dn: 15, nominalSize: '1/2', kvs: 2.5, source: 'VVP45.15-2.5: DN 15, kvs 2.5' },
    { dn: 20, nominalSize: '3/4', kvs: 4, source: 'VVP45.20-4: DN 20, kvs 4.0' },
    {
      dn: 25,
      nominalSize: '1',
      kvs: 10,
      source: 'VVP45.25-10: DN 25, kvs 10 (DN 25 types 6.3 and 10)',
    },
    { dn: 32, nominalSize: '1-1/4', kvs: 16, source: 'VVP45.32-16: DN 32, kvs 16' },
    { dn: 40, nominalSize: '1-1/2', kvs: 25, source: 'VVP45.40-25: DN 40, kvs 25' },
  ],
};

/** A valve's body size. */
export interface ValveBodySize {
  readonly dn: number;
  readonly nominalSize: string;
  readonly nominalInches: number;
  /** Kvs of the catalogued body fully open, m³/h at 1 bar. */
  readonly catalogueKvs: number;
}

/** Relative tolerance so a Kvs converted from a Cv (×1.156 and back) still matches its row. */
const KVS_MATCH_TOLERANCE = 1e-9;

/**
 * The body size of a valve: the smallest DN of the catalogue whose fully open Kvs is at least the
 * valve's Kvs, or null when the valve is larger than the catalogue's largest body.
 *
 * @param kvs - The valve's Kvs, m³/h at 1 bar. Must be > 0.
 * @param table - The catalogue, smallest body first.
 * @returns The body size, or null above the table.
 * @throws {RangeError} If the Kvs is not positive and finite.
 * @see Siemens, data sheet CE1N4845en (2011), VVP45.. type summary (kvs per DN); IMI TA, STAD balancing valves, catalogue leaflet, table "Female threads" (Kvs fully open per DN)
 * @example valveBodySize(4, STAD_BALANCING_VALVE_BODIES)?.dn //=> 20
 */
export function valveBodySize(kvs: number, table: ValveBodyTable): ValveBodySize | null {
  assertPositive(kvs, 'kvs');
  const row = table.rows.find((candidate) => candidate.kvs >= kvs * (1 - KVS_MATCH_TOLERANCE));
  if (row === undefined) return null;
  return {
    dn: row.dn,
    nominalSize: row.nominalSize,
    nominalInches: nominalSizeInches(row.nominalSize),
    catalogueKvs: row.kvs,
  };
}

/**
 * A body size as a schedule shows it: "DN 20" in Metric, "3/4 in" in Imperial.
 *
 * @example valveBodySizeLabel({ dn: 32, nominalSize: '1-1/4', nominalInches: 1.25, catalogueKvs: 16 }, 'Imperial') //=> '1-1/4 in'
 */
export function valveBodySizeLabel(
  size: Pick<ValveBodySize, 'dn' | 'nominalSize'>,
  unitSystem: UnitSystem,
): string {
  return unitSystem === 'Imperial' ? `${size.nominalSize} in` : `DN ${size.dn}`;
}

/** The body an engine-sized balancing valve is, and what it could not meet. */
export interface BalancingValveBodySelection {
  readonly body: ValveBodySize;
  /**
   * The body drops less than the least drop fully open at design flow: its Kvs is above the Kv
   * asked for because no smaller body exists, or none fits the pipe.
   */
  readonly belowLeastDrop: boolean;
  /** The body is larger than its pipe: the pipe is smaller than the catalogue's smallest body. */
  readonly largerThanPipe: boolean;
}

/**
 * The body an engine-sized balancing valve is: the largest catalogued body whose fully open Kvs is
 * at or below the Kv that gives the least drop (so fully open at design flow it drops at least that
 * much, the same "at or below" rule as `selectKvs`, CIBSE Guide H) and whose nominal size is not above
 * its pipe's. A balancing valve is chosen for its Kv at the design flow and is fitted line size or
 * smaller (reducers before and after it), never larger: a larger body needs expanders and only lowers
 * the drop it is read by. When no body meets both, the smallest body that fits the pipe is taken
 * (flagged: it drops less than the least drop); when even the smallest body is larger than the pipe,
 * the smallest body (flagged as larger than the pipe). Above the largest body's Kvs the largest body
 * that fits is taken: it drops more than the least drop, which the rule allows.
 *
 * @param requiredKv - Kv that drops the least drop fully open at design flow, m³/h at 1 bar. Must be > 0;
 *   Infinity when there is no least drop.
 * @param pipeNominalInches - Nominal size of the valve's pipe, in; null when it has no pipe (no limit).
 * @param table - The catalogue, smallest body first.
 * @returns The body and what it could not meet.
 * @throws {RangeError} If the Kv is not positive and finite.
 * @see IMI TA, STAD balancing valves, catalogue leaflet, table "Female threads" (Kvs fully open per DN); CIBSE Guide H (2009), valve selection (the catalogue Kvs at or below the required Kv)
 * @example balancingValveBody(29.7, 1.5, STAD_BALANCING_VALVE_BODIES).body.dn //=> 40
 */
export function balancingValveBody(
  requiredKv: number,
  pipeNominalInches: number | null,
  table: ValveBodyTable,
): BalancingValveBodySelection {
  // Infinity is allowed: no least drop (0, or one so small the Kv overflows) asks for no limit, and
  // the largest body that fits the pipe is taken.
  if (!(requiredKv > 0)) {
    throw new RangeError(`requiredKv must be greater than 0, got ${String(requiredKv)}.`);
  }
  const rows = table.rows.map((row) => ({ row, inches: nominalSizeInches(row.nominalSize) }));
  const fitting = rows.filter(
    (candidate) =>
      pipeNominalInches === null ||
      candidate.inches <= pipeNominalInches * (1 + KVS_MATCH_TOLERANCE),
  );
  const largerThanPipe = fitting.length === 0;
  const candidates = largerThanPipe ? rows.slice(0, 1) : fitting;
  const atOrBelow = candidates.filter(
    (candidate) => candidate.row.kvs <= requiredKv * (1 + KVS_MATCH_TOLERANCE),
  );
  const chosen = atOrBelow[atOrBelow.length - 1] ?? candidates[0]!;
  return {
    body: {
      dn: chosen.row.dn,
      nominalSize: chosen.row.nominalSize,
      nominalInches: chosen.inches,
      catalogueKvs: chosen.row.kvs,
    },
    belowLeastDrop: atOrBelow.length === 0,
    largerThanPipe,
  };
}
