import type * as DataModule from '@org/data';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeDataContext, renderWithData } from '../projects/test-utils';
import { importsStartedHere, noteImportStarted } from './imports-started-here';
import {
  InterruptedImportRecovery,
  rolledBackMessage,
  stillImportingMessage,
} from './InterruptedImportRecovery';

const recoverInterruptedImports = vi.hoisted(() => vi.fn());
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  recoverInterruptedImports,
}));

/** The Web Locks API with the import lock free (`held: false`) or held by another tab. */
function stubLocks(held: boolean) {
  const request = vi.fn(
    (_name: string, _options: LockOptions, task: (lock: Lock | null) => Promise<unknown>) =>
      task(held ? null : { name: _name, mode: 'exclusive' }),
  );
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

afterEach(() => {
  recoverInterruptedImports.mockReset();
  Reflect.deleteProperty(navigator, 'locks');
  localStorage.clear();
});

const start = () => {
  const ctx = fakeDataContext('user-1');
  renderWithData(<InterruptedImportRecovery />, { ctx });
  return ctx;
};

describe('InterruptedImportRecovery (issue 44)', () => {
  it('leaves an import running on another device alone and says so', async () => {
    stubLocks(false);
    recoverInterruptedImports.mockResolvedValue({
      rolledBack: [],
      running: [{ id: 'p1', name: 'Big job' }],
    });
    start();
    expect(await screen.findByText(stillImportingMessage(['Big job']))).toBeInTheDocument();
    expect(stillImportingMessage(['Big job'])).toBe(
      '"Big job" is being imported in another tab or on another device. It is listed once that import finishes; if that import stops and writes nothing for 10 minutes, the part already written is removed the next time the app opens.',
    );
    expect(screen.queryByText('An interrupted import was undone')).toBeNull();
  });

  it('rolls back at once the imports this browser started and says which, then forgets them', async () => {
    stubLocks(false);
    noteImportStarted('user-1', 'p9');
    noteImportStarted('someone-else', 'p8');
    recoverInterruptedImports.mockResolvedValue({
      rolledBack: [{ id: 'p9', name: 'Big job' }],
      running: [],
    });
    const ctx = start();
    expect(await screen.findByText(rolledBackMessage(['Big job']))).toBeInTheDocument();
    expect(recoverInterruptedImports).toHaveBeenCalledWith(ctx, { stoppedHere: new Set(['p9']) });
    expect(importsStartedHere('user-1')).toEqual(new Set());
    expect(importsStartedHere('someone-else')).toEqual(new Set(['p8']));
  });

  it('without the Web Locks API, takes no import as stopped here (another tab may run it)', async () => {
    noteImportStarted('user-1', 'p9');
    recoverInterruptedImports.mockResolvedValue({ rolledBack: [], running: [] });
    const ctx = start();
    await waitFor(() =>
      expect(recoverInterruptedImports).toHaveBeenCalledWith(ctx, { stoppedHere: new Set() }),
    );
  });

  it('does nothing while another tab of this browser holds the import lock', async () => {
    const request = stubLocks(true);
    noteImportStarted('user-1', 'p9');
    start();
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(recoverInterruptedImports).not.toHaveBeenCalled();
    expect(importsStartedHere('user-1')).toEqual(new Set(['p9']));
  });
});
