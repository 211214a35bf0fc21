/**
 * The projects whose backup import this browser started and has not seen end, per user, kept in
 * localStorage (shared by its tabs, like the import lock). When no tab holds the import lock, such an import has
 * certainly stopped (a reload, a closed tab, a crash), so the start-up recovery rolls it back at once
 * instead of waiting the 10 minutes that an import started on another device gets (issue 44).
 */
const storageKey = (uid: string): string => `hvac-workbench-imports-started-here:${uid}`;

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked by the browser's settings: such imports wait out the window instead.
    return undefined;
  }
};

/** The project ids noted for `uid`, as a set. */
export function importsStartedHere(uid: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(storageKey(uid)) ?? '[]');
    return new Set(
      Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

function save(uid: string, ids: ReadonlySet<string>): void {
  try {
    if (ids.size === 0) storage()?.removeItem(storageKey(uid));
    else storage()?.setItem(storageKey(uid), JSON.stringify([...ids]));
  } catch {
    // Full or blocked storage: the import still runs; only its quick recovery is lost.
  }
}

/** Notes a project `uid` is about to import in this browser. */
export function noteImportStarted(uid: string, projectId: string): void {
  save(uid, importsStartedHere(uid).add(projectId));
}

/** Forgets projects whose import has ended here (finished, failed, or rolled back). */
export function forgetImports(uid: string, projectIds: Iterable<string>): void {
  const ids = importsStartedHere(uid);
  for (const id of projectIds) ids.delete(id);
  save(uid, ids);
}
