import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithRetry, retryableImport, type LoadWait } from './load-with-retry';

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

describe('retryableImport', () => {
  const URL_FAILED = 'https://app.test/assets/derive-C4f1.js';
  // Chromium's message for a module whose fetch failed (Chromium 150 keeps that failure for the
  // page's life, so the same `import()` cannot be tried again).
  const fetchFailed = (url: string) =>
    new TypeError(`Failed to fetch dynamically imported module: ${url}`);

  it('imports the module itself while nothing has failed', async () => {
    const importModule = vi.fn(() => Promise.resolve({ answer: 42 }));
    const importUrl = vi.fn();
    const load = retryableImport(importModule, importUrl);
    await expect(load()).resolves.toEqual({ answer: 42 });
    await expect(load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('after a failed fetch imports the named URL under a new query on each try, then keeps it', async () => {
    const importModule = vi.fn(() => Promise.reject(fetchFailed(URL_FAILED)));
    const importUrl = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockImplementationOnce((url) => Promise.reject(fetchFailed(url)))
      .mockResolvedValue({ answer: 42 });
    const load = retryableImport(importModule, importUrl);
    await expect(load()).rejects.toThrow(URL_FAILED);
    await expect(load()).rejects.toThrow(`${URL_FAILED}?retry=1`);
    await expect(load()).resolves.toEqual({ answer: 42 });
    await expect(load()).resolves.toEqual({ answer: 42 });
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls.map(([url]) => url)).toEqual([
      `${URL_FAILED}?retry=1`,
      `${URL_FAILED}?retry=2`,
      `${URL_FAILED}?retry=2`,
    ]);
  });

  it('adds its query to a URL that has one', async () => {
    const importUrl = vi.fn(() => Promise.resolve({}));
    const load = retryableImport(
      () => Promise.reject(fetchFailed('http://localhost:5173/src/derive.ts?t=1')),
      importUrl,
    );
    await expect(load()).rejects.toThrow();
    await load();
    expect(importUrl).toHaveBeenCalledWith('http://localhost:5173/src/derive.ts?t=1&retry=1');
  });

  it('calls the import again when the error names no module (a browser that gives no URL)', async () => {
    const importModule = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce({ answer: 42 });
    const importUrl = vi.fn();
    const load = retryableImport(importModule, importUrl);
    await expect(load()).rejects.toThrow('Importing a module script failed.');
    await expect(load()).resolves.toEqual({ answer: 42 });
    expect(importUrl).not.toHaveBeenCalled();
  });

  it('with loadWithRetry, recovers from a failed fetch once the browser is back online', async () => {
    setOnline(false);
    const load = retryableImport(
      () => Promise.reject(fetchFailed(URL_FAILED)),
      (url) => Promise.resolve({ url }),
    );
    const waits: LoadWait[] = [];
    const loading = loadWithRetry(load, { onWait: (reason) => waits.push(reason) });
    await vi.waitFor(() => expect(waits).toEqual(['offline']));
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ url: `${URL_FAILED}?retry=1` });
  });
});
