import { describe, expect, it, vi } from 'vitest';
import { runOnce } from './run-once';

describe('runOnce', () => {
  it('runs an operation once per key and shares its result', async () => {
    const operation = vi.fn(async () => 'done');
    const [first, second] = await Promise.all([runOnce('a', operation), runOnce('a', operation)]);
    expect([first, second]).toEqual(['done', 'done']);
    expect(operation).toHaveBeenCalledOnce();
  });

  it('lets a failed operation run again', async () => {
    const operation = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('done');
    await expect(runOnce('b', operation)).rejects.toThrow('offline');
    await expect(runOnce('b', operation)).resolves.toBe('done');
  });
});
