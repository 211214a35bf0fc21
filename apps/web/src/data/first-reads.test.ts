import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its registered reads are module state). */
async function load() {
  vi.resetModules();
  return import('./first-reads');
}

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once the queued microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstReads', () => {
  it('settles at once when no page registered first reads', async () => {
    const { afterFirstReads } = await load();
    expect(await settled(afterFirstReads())).toBe(true);
  });

  it('waits for every registered read, and a failed read counts as done', async () => {
    const { afterFirstReads, holdForFirstReads } = await load();
    const project = deferred();
    const files = deferred();
    holdForFirstReads(project.promise);
    holdForFirstReads(files.promise);
    const waiting = afterFirstReads();

    expect(await settled(waiting)).toBe(false);
    project.resolve();
    expect(await settled(waiting)).toBe(false);
    files.reject(new Error('permission-denied'));
    expect(await settled(waiting)).toBe(true);
  });

  it('stops waiting for a read that hangs after FIRST_READS_WAIT_MAX_MS', async () => {
    vi.useFakeTimers();
    const { afterFirstReads, holdForFirstReads, FIRST_READS_WAIT_MAX_MS } = await load();
    holdForFirstReads(new Promise(() => undefined));
    const waiting = afterFirstReads();

    await vi.advanceTimersByTimeAsync(FIRST_READS_WAIT_MAX_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
