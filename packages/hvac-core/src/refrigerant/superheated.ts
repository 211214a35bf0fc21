import { assertFinite } from '../_lib/assert.js';
import { SUPERHEAT_GRID_K } from './data/superheated/encoded-table.js';
import type { EncodedSuperheatedTable } from './data/superheated/encoded-table.js';
import { REFRIGERANTS, refrigerantInfo } from './refrigerants.js';
import type { RefrigerantId } from './refrigerants.js';

/**
 * Density and viscosity of one refrigerant's superheated vapour on a (dew temperature, superheat)
 * grid: at the dew pressure of each dew temperature (1 K steps), heated by each superheat of
 * `superheatsK`. Get one with {@link loadSuperheatedVapourTable} (loads only that refrigerant's
 * data) or `superheatedVapourTable` (every refrigerant bundled, synchronous).
 */
export interface SuperheatedVapourTable {
  readonly refrigerant: RefrigerantId;
  /** The property model the numbers come from, for citation. */
  readonly fluidModel: string;
  readonly dewTemperatureMinC: number;
  readonly dewTemperatureMaxC: number;
  /** Step between rows, K (1 in the shipped tables). */
  readonly dewTemperatureStepC: number;
  /** Superheats of the columns, K (0…9 in 1 K steps, then 5 K steps to 100). */
  readonly superheatsK: readonly number[];
  /** ln(ρ / 1 kg/m³), row-major (rows: dew temperatures; columns: superheats). */
  readonly lnDensity: Float64Array;
  /** ln(μ / 1 Pa·s), same layout. */
  readonly lnViscosity: Float64Array;
  /** True when the viscosities are estimated by a mixing rule, not tabulated (R-454B). */
  readonly viscosityEstimated: boolean;
}

/** Superheated vapour at one state, interpolated in a {@link SuperheatedVapourTable}. */
export interface SuperheatedVapourState {
  readonly densityKgM3: number;
  readonly viscosityPaS: number;
  readonly viscosityEstimated: boolean;
}

/** The encoded integers are 10⁴·ln x (see EncodedSuperheatedTable). */
const SCALE = 1e4;
/** µPa·s → Pa·s, as ln. */
const LN_MICRO = Math.log(1e-6);

function decodeColumn(
  codes: readonly number[],
  rows: number,
  columns: number,
  offset: number,
): Float64Array {
  if (codes.length !== rows * columns) {
    throw new RangeError(
      `A superheated table holds ${codes.length} values, not ${rows * columns}.`,
    );
  }
  const q = new Float64Array(rows * columns);
  const code = (k: number): number => codes[k] ?? 0;
  for (let i = 0; i < rows; i += 1) {
    for (let j = 0; j < columns; j += 1) {
      const k = i * columns + j;
      const left = j > 0 ? (q[k - 1] ?? 0) : 0;
      const up = i > 0 ? (q[k - columns] ?? 0) : 0;
      const upLeft = i > 0 && j > 0 ? (q[k - columns - 1] ?? 0) : 0;
      if (i === 0 && j === 0) q[k] = code(k);
      else if (i === 0) q[k] = left + code(k);
      else if (j === 0) q[k] = up + code(k);
      else q[k] = up + left - upLeft + code(k);
    }
  }
  for (let k = 0; k < q.length; k += 1) q[k] = (q[k] ?? 0) / SCALE + offset;
  return q;
}

/**
 * Decodes a generated table module (src/refrigerant/data/superheated/*.ts) into a
 * {@link SuperheatedVapourTable}.
 *
 * @param encoded - The module's default export.
 * @returns The table, with ln ρ and ln μ in SI.
 * @throws {RangeError} If the table's size does not match its grid.
 * @example decodeSuperheatedTable(encoded).superheatsK.length //=> 29
 */
export function decodeSuperheatedTable(encoded: EncodedSuperheatedTable): SuperheatedVapourTable {
  const rows = encoded.dewTemperatureCount;
  const columns = SUPERHEAT_GRID_K.length;
  return {
    refrigerant: encoded.refrigerant,
    fluidModel: encoded.fluidModel,
    dewTemperatureMinC: encoded.dewTemperatureMinC,
    dewTemperatureMaxC: encoded.dewTemperatureMinC + rows - 1,
    dewTemperatureStepC: 1,
    superheatsK: SUPERHEAT_GRID_K,
    lnDensity: decodeColumn(encoded.density, rows, columns, 0),
    lnViscosity: decodeColumn(encoded.viscosity, rows, columns, LN_MICRO),
    viscosityEstimated: encoded.viscosityEstimated,
  };
}

type EncodedModule = Promise<{ readonly default: EncodedSuperheatedTable }>;

/** One dynamic import per refrigerant, so a bundler emits each table as its own chunk. */
const IMPORTERS: Readonly<Record<RefrigerantId, () => EncodedModule>> = {
  R410A: () => import('./data/superheated/r410a.js'),
  R32: () => import('./data/superheated/r32.js'),
  R454B: () => import('./data/superheated/r454b.js'),
  R134a: () => import('./data/superheated/r134a.js'),
  R407C: () => import('./data/superheated/r407c.js'),
  R404A: () => import('./data/superheated/r404a.js'),
  R507A: () => import('./data/superheated/r507a.js'),
  R22: () => import('./data/superheated/r22.js'),
  R290: () => import('./data/superheated/r290.js'),
  R717: () => import('./data/superheated/r717.js'),
  R744: () => import('./data/superheated/r744.js'),
  R1234yf: () => import('./data/superheated/r1234yf.js'),
  'R1234ze(E)': () => import('./data/superheated/r1234ze-e.js'),
};

const loading = new Map<RefrigerantId, Promise<SuperheatedVapourTable>>();

/**
 * Loads one refrigerant's superheated-vapour table on demand (a dynamic import: a bundler makes it
 * a chunk of about 4 kB gzipped, fetched only for the refrigerant in use). Each table is loaded once;
 * a failed load (offline) is not remembered, so calling again retries.
 *
 * @param id - One of {@link REFRIGERANTS}.
 * @returns The decoded table.
 * @throws {RangeError} (rejects) If the id is not a known refrigerant.
 * @see CoolProp 8.0.0 superheated-vapour tables, shared/data/refrigerants-superheated
 * @example (await loadSuperheatedVapourTable('R22')).dewTemperatureMaxC //=> 70
 */
export function loadSuperheatedVapourTable(id: RefrigerantId): Promise<SuperheatedVapourTable> {
  const known = loading.get(id);
  if (known) return known;
  const importer = (IMPORTERS as Readonly<Record<string, (() => EncodedModule) | undefined>>)[id];
  if (importer === undefined) {
    return Promise.reject(
      new RangeError(`refrigerant must be one of ${REFRIGERANTS.join(', ')}, got ${String(id)}.`),
    );
  }
  const promise = importer().then((module) => decodeSuperheatedTable(module.default));
  loading.set(id, promise);
  promise.catch(() => loading.delete(id));
  return promise;
}

/**
 * Density and viscosity of superheated vapour at the dew pressure of `dewTemperatureC`, heated by
 * `superheatK`, by bilinear interpolation of ln ρ and ln μ in (dew temperature, superheat) on the
 * CoolProp 8.0.0 grid (1 K in dew temperature; 1 K, then 5 K from 10 K, in superheat). At a grid
 * point the table's value is returned. Interpolating the logarithms follows ρ ∝ 1/T of a nearly
 * ideal gas; the error against CoolProp is within 0.25 % up to 60 °C dew (R-744: 25 °C) and within
 * 1.4 % nearer the critical point (shared/data/README.md; checked by the package's tests).
 *
 * @param table - The refrigerant's table ({@link loadSuperheatedVapourTable}).
 * @param dewTemperatureC - Dew (saturation) temperature at the line pressure, °C, within the table.
 * @param superheatK - Gas temperature above the dew temperature, K, 0 to 100.
 * @returns Density, kg/m³, and viscosity, Pa·s.
 * @throws {RangeError} If an argument is not finite or outside the table.
 * @see CoolProp 8.0.0 superheated-vapour tables (Bell, Wronski, Quoilin and Lemort 2014, Ind. Eng.
 *   Chem. Res. 53(6):2498–2508), generated on a 1 K dew × 1–5 K superheat grid; R-454B viscosity
 *   by Wilke’s rule from R-32 and R-1234yf (Poling, Prausnitz and O’Connell 2001, eq. 9-5.13)
 * @example superheatedVapourState(r22, 52, 40).densityKgM3 //=> 69.36
 */
export function superheatedVapourState(
  table: SuperheatedVapourTable,
  dewTemperatureC: number,
  superheatK: number,
): SuperheatedVapourState {
  assertFinite(dewTemperatureC, 'dewTemperatureC');
  assertFinite(superheatK, 'superheatK');
  // Wider than the schemas' conversion slack (1e-9 of a limit: 1e-7 K at 100 K of superheat), so an
  // input accepted at a limit is never refused here; the position is clamped to the grid below.
  const slack = 1e-6;
  const { dewTemperatureMinC: minC, dewTemperatureMaxC: maxC, superheatsK } = table;
  const step = table.dewTemperatureStepC;
  if (dewTemperatureC < minC - slack || dewTemperatureC > maxC + slack) {
    throw new RangeError(
      `dewTemperatureC must be between ${minC} and ${maxC} °C for ${refrigerantInfo(table.refrigerant).label}, got ${dewTemperatureC}.`,
    );
  }
  const lastSuperheat = superheatsK[superheatsK.length - 1] ?? 0;
  if (superheatK < -slack || superheatK > lastSuperheat + slack) {
    throw new RangeError(`superheatK must be between 0 and ${lastSuperheat} K, got ${superheatK}.`);
  }
  const columns = superheatsK.length;
  const rows = Math.round((maxC - minC) / step) + 1;
  const rowPosition = Math.min(Math.max((dewTemperatureC - minC) / step, 0), rows - 1);
  const i = Math.min(Math.floor(rowPosition), rows - 2);
  const u = rowPosition - i;
  let j = 0;
  while (j < columns - 2 && (superheatsK[j + 1] ?? 0) <= superheatK) j += 1;
  const s0 = superheatsK[j] ?? 0;
  const s1 = superheatsK[j + 1] ?? 0;
  const v = Math.min(Math.max((superheatK - s0) / (s1 - s0), 0), 1);
  const bilinear = (values: Float64Array): number => {
    const k = i * columns + j;
    const a = values[k] ?? 0;
    const b = values[k + 1] ?? 0;
    const c = values[k + columns] ?? 0;
    const d = values[k + columns + 1] ?? 0;
    return (1 - u) * ((1 - v) * a + v * b) + u * ((1 - v) * c + v * d);
  };
  return {
    densityKgM3: Math.exp(bilinear(table.lnDensity)),
    viscosityPaS: Math.exp(bilinear(table.lnViscosity)),
    viscosityEstimated: table.viscosityEstimated,
  };
}
