import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('prepareLocaleData', () => {
  it('makes the number and date formatters in two tasks of their own, queued at once, once', async () => {
    const tasks: Array<{ work: () => void; priority?: string }> = [];
    vi.stubGlobal('scheduler', {
      postTask: (work: () => void, options?: { priority?: string }) => {
        tasks.push({ work, priority: options?.priority });
        return Promise.resolve();
      },
    });
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const { prepareLocaleData } = await import('./locale-data');
    prepareLocaleData();
    prepareLocaleData();
    expect(tasks.map(({ priority }) => priority)).toEqual(['user-visible', 'user-visible']);
    expect(numberFormat).not.toHaveBeenCalled();
    for (const { work } of tasks) work();
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(dateTimeFormat).toHaveBeenCalledTimes(1);
  });

  it('uses timers where the browser has no scheduler', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const { prepareLocaleData } = await import('./locale-data');
    prepareLocaleData();
    expect(numberFormat).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numberFormat).toHaveBeenCalledTimes(1);
  });
});
