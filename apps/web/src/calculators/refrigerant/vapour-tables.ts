import {
  loadSuperheatedVapourTable,
  refrigerantInfo,
  type RefrigerantId,
  type SuperheatedVapourTable,
} from '@org/hvac-core/refrigerant';

/**
 * The superheated-vapour tables of the refrigerants in use, loaded on demand: each is its own chunk
 * (about 4 KB gzipped), fetched the first time a draft names its refrigerant, so the page does not
 * carry all thirteen. The workspace asks `prepareVapourTable` before it computes a draft
 * (`CalculatorEngine.prepare`) and evaluates the draft again once the table is in.
 */
const loaded = new Map<RefrigerantId, SuperheatedVapourTable>();
const loading = new Map<RefrigerantId, Promise<void>>();
const failed = new Set<RefrigerantId>();

/**
 * Null when the refrigerant's table is at hand (or could not be loaded: the calculation then fails
 * with a message that says so), else the promise of its load.
 */
export function prepareVapourTable(id: RefrigerantId): Promise<void> | null {
  if (loaded.has(id) || failed.has(id)) return null;
  const known = loading.get(id);
  if (known) return known;
  const load = loadSuperheatedVapourTable(id).then(
    (table) => {
      loaded.set(id, table);
      loading.delete(id);
    },
    (error: unknown) => {
      console.error(`The ${id} property table failed to load.`, error);
      failed.add(id);
      loading.delete(id);
    },
  );
  loading.set(id, load);
  return load;
}

/**
 * The refrigerant's table, once {@link prepareVapourTable} has loaded it.
 *
 * @throws {Error} If it is not loaded (it failed to load: reloading the page tries again).
 */
export function loadedVapourTable(id: RefrigerantId): SuperheatedVapourTable {
  const table = loaded.get(id);
  if (table === undefined) {
    throw new Error(
      `The ${refrigerantInfo(id).label} property table could not be loaded: reload the page to try again.`,
    );
  }
  return table;
}
