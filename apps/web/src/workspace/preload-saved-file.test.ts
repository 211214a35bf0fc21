import type * as DataModule from '@org/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../data/query-client';
import { userDataKeys } from '../data/query-keys';
import { preloadPageCode, preloadSavedFile } from './preload-saved-file';

const mocks = vi.hoisted(() => ({
  load: vi.fn(() => Promise.resolve({})),
  getFile: vi.fn(() => Promise.resolve({ status: 'ok', id: 'f1', name: 'Bill' })),
}));

vi.mock('../calculators/catalog', () => ({
  calculatorBySegment: (segment: string) =>
    segment === 'boq' ? { route: 'boq', collection: 'boqs', load: mocks.load } : undefined,
}));
vi.mock('../data/open-data-context', () => ({
  openDataContext: (uid: string) => Promise.resolve({ uid }),
}));
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  getFile: mocks.getFile,
}));
vi.mock('./CalculatorWorkspace', () => ({}));

afterEach(() => {
  queryClient.clear();
  vi.clearAllMocks();
});

describe('preloadSavedFile', () => {
  it("reads the file into the query the page's workspace uses, and loads the calculator", async () => {
    preloadSavedFile('u1', { projectId: 'p1', fileType: 'boq', fileId: 'f1' });
    expect(mocks.load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData(userDataKeys.file('u1', 'p1' as never, 'boqs', 'f1')),
      ).toEqual({
        status: 'ok',
        id: 'f1',
        name: 'Bill',
      }),
    );
    expect(mocks.getFile).toHaveBeenCalledWith({ uid: 'u1' }, 'p1', 'boqs', 'f1');
  });

  it("loads only the calculator's code on a pointer's intent: no read", async () => {
    preloadSavedFile('u1', { projectId: 'p1', fileType: 'boq', fileId: 'f1' }, true);
    expect(mocks.load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(mocks.getFile).not.toHaveBeenCalled();
  });

  it('does nothing for a type no calculator has, and reads nothing for a malformed id', async () => {
    preloadSavedFile('u1', { projectId: 'p1', fileType: 'nope', fileId: 'f1' });
    preloadSavedFile('u1', { projectId: 'not/an/id', fileType: 'boq', fileId: 'f1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocks.getFile).not.toHaveBeenCalled();
  });
});

describe('preloadPageCode', () => {
  it.each([
    ['/projects/p1/boq/f1', 1],
    ['/calculators/boq', 1],
    ['/projects/p1', 0],
    ['/projects/recently-deleted', 0],
    ['/dashboard', 0],
    ['/calculators/nope', 0],
  ])('%s loads %i calculator', (path, loads) => {
    preloadPageCode(path);
    expect(mocks.load).toHaveBeenCalledTimes(loads);
  });
});
