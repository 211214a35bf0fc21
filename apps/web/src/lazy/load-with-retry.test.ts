import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry, type LoadWait } from './load-with-retry';

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('loadWithRetry', () => {
  it('gives the first try’s module when it loads', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(loadWithRetry(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while offline and tries again when the browser is back online', async () => {
    setOnline(false);
    const waits: LoadWait[] = [];
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const loading = loadWithRetry(load, { onWait: (reason) => waits.push(reason) });
    await vi.waitFor(() => expect(waits).toEqual(['offline']));
    // Still offline: nothing is tried until the browser says it is online.
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after each short wait while online, then fails with the last error', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const waits: LoadWait[] = [];
    const load = vi.fn(() => Promise.reject(new TypeError('dropped')));
    const loading = loadWithRetry(load, { delaysMs: [10, 20], onWait: (r) => waits.push(r) });
    const settled = loading.then(
      () => 'resolved',
      (error: unknown) => (error as Error).message,
    );
    await vi.runAllTimersAsync();
    await expect(settled).resolves.toBe('dropped');
    expect(load).toHaveBeenCalledTimes(3);
    expect(waits).toEqual(['retrying', 'retrying']);
  });

  it('recovers on a later try while online', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('dropped'))
      .mockResolvedValueOnce('module');
    const loading = loadWithRetry(load, { delaysMs: [10] });
    await vi.runAllTimersAsync();
    await expect(loading).resolves.toBe('module');
  });
});
