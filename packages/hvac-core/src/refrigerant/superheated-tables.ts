import R1234YF from './data/superheated/r1234yf.js';
import R1234ZE_E from './data/superheated/r1234ze-e.js';
import R134A from './data/superheated/r134a.js';
import R22 from './data/superheated/r22.js';
import R290 from './data/superheated/r290.js';
import R32 from './data/superheated/r32.js';
import R404A from './data/superheated/r404a.js';
import R407C from './data/superheated/r407c.js';
import R410A from './data/superheated/r410a.js';
import R454B from './data/superheated/r454b.js';
import R507A from './data/superheated/r507a.js';
import R717 from './data/superheated/r717.js';
import R744 from './data/superheated/r744.js';
import type { EncodedSuperheatedTable } from './data/superheated/encoded-table.js';
import { REFRIGERANTS } from './refrigerants.js';
import type { RefrigerantId } from './refrigerants.js';
import { decodeSuperheatedTable } from './superheated.js';
import type { SuperheatedVapourTable } from './superheated.js';

/**
 * Every refrigerant's superheated-vapour table, bundled (about 50 kB gzipped in all): the
 * synchronous path of library users (`calculateRefrigerantLine`). An app that wants only the table
 * in use loads it with `loadSuperheatedVapourTable` and calls `sizeRefrigerantLine` instead, and never
 * imports this module.
 */
const ENCODED: Readonly<Record<RefrigerantId, EncodedSuperheatedTable>> = {
  R410A,
  R32,
  R454B,
  R134a: R134A,
  R407C,
  R404A,
  R507A,
  R22,
  R290,
  R717,
  R744,
  R1234yf: R1234YF,
  'R1234ze(E)': R1234ZE_E,
};

const decoded = new Map<RefrigerantId, SuperheatedVapourTable>();

/**
 * One refrigerant's superheated-vapour table, synchronously (every table is bundled with this
 * function; see `loadSuperheatedVapourTable` to load one on demand).
 *
 * @param id - One of {@link REFRIGERANTS}.
 * @returns The decoded table (decoded once, then cached).
 * @throws {RangeError} If the id is not a known refrigerant.
 * @see CoolProp 8.0.0 superheated-vapour tables, shared/data/refrigerants-superheated
 * @example superheatedVapourTable('R744').dewTemperatureMaxC //=> 30
 */
export function superheatedVapourTable(id: RefrigerantId): SuperheatedVapourTable {
  const known = decoded.get(id);
  if (known) return known;
  const encoded = (ENCODED as Readonly<Record<string, EncodedSuperheatedTable | undefined>>)[id];
  if (encoded === undefined) {
    throw new RangeError(
      `refrigerant must be one of ${REFRIGERANTS.join(', ')}, got ${String(id)}.`,
    );
  }
  const table = decodeSuperheatedTable(encoded);
  decoded.set(id, table);
  return table;
}
