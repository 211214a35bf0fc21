import { afterEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ loadDataPort: vi.fn() }));
vi.mock('./load-data-port', () => ({ loadDataPort: mocks.loadDataPort }));

afterEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});

describe('openDataContext', () => {
  it('opens one context per user, shared by every caller', async () => {
    const { openDataContext } = await import('./open-data-context');
    mocks.loadDataPort.mockResolvedValue({ kind: 'test' });
    const first = await openDataContext('u1');
    expect(await openDataContext('u1')).toBe(first);
    expect(first.uid).toBe('u1');
    const other = await openDataContext('u2');
    expect(other).not.toBe(first);
    expect(other.uid).toBe('u2');
  });

  it('tries again after a failed opening', async () => {
    const { openDataContext } = await import('./open-data-context');
    mocks.loadDataPort.mockRejectedValueOnce(new Error('offline'));
    await expect(openDataContext('u1')).rejects.toThrow('offline');
    mocks.loadDataPort.mockResolvedValue({ kind: 'test' });
    expect((await openDataContext('u1')).uid).toBe('u1');
  });
});
