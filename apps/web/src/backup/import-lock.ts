/**
 * One backup import at a time per browser profile, and no roll-back while one runs: an import holds
 * a Web Lock of this name; the start-up recovery runs only if it can take the lock at once, so it
 * never removes the project another tab of the same user is importing right now. Without the Web
 * Locks API (old browsers) both simply run.
 */
export const IMPORT_LOCK_NAME = 'hvac-workbench-backup-import';

const locks = (): LockManager | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.locks;

/** Runs `task` holding the import lock (waiting for another tab's import to finish first). */
export function withImportLock<T>(task: () => Promise<T>): Promise<T> {
  const manager = locks();
  return manager ? manager.request(IMPORT_LOCK_NAME, task) : task();
}

/**
 * Runs `task` holding the import lock if no import holds it now; otherwise returns `null`. `task` is
 * told whether it holds the lock: without the Web Locks API it runs unguarded.
 */
export function whenNoImportRuns<T>(task: (locked: boolean) => Promise<T>): Promise<T | null> {
  const manager = locks();
  if (!manager) return task(false);
  return manager.request(IMPORT_LOCK_NAME, { ifAvailable: true }, (lock) =>
    lock === null ? null : task(true),
  );
}
