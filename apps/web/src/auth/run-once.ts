/**
 * Runs an action-code operation once per code for the page's lifetime. A code is single-use: running
 * `applyActionCode` twice (React's StrictMode mounts effects twice in development; a re-render could
 * too) would turn a success into an "already used" failure.
 */
const runs = new Map<string, Promise<unknown>>();

export function runOnce<T>(key: string, operation: () => Promise<T>): Promise<T> {
  let run = runs.get(key) as Promise<T> | undefined;
  if (!run) {
    run = operation();
    runs.set(key, run);
    // A failure may be retried (offline, for example); a success is kept.
    run.catch(() => runs.delete(key));
  }
  return run;
}
