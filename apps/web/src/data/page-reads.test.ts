import type * as DataPackage from '@org/data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { userDataKeys } from './query-keys';

const mocks = vi.hoisted(() => ({
  getProject: vi.fn(),
  listAllFiles: vi.fn(),
  getFile: vi.fn(),
  load: vi.fn(() => Promise.resolve({})),
}));
vi.mock('../calculators/catalog', () => ({
  calculatorBySegment: (segment: string) =>
    segment === 'boq' ? { route: 'boq', collection: 'boqs', load: mocks.load } : undefined,
}));
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataPackage>()),
  getProject: mocks.getProject,
  listAllFiles: mocks.listAllFiles,
  getFile: mocks.getFile,
}));
vi.mock('./open-data-context', () => ({
  openDataContext: (uid: string) => Promise.resolve({ uid }),
  preloadDataStore: () => {},
}));

const { startFileRead, startProjectReads, startSavedFilePage } = await import('./page-reads');
const { FileIdSchema, ProjectIdSchema } = await import('@org/data');
const projectId = ProjectIdSchema.parse('p'.repeat(20));
const fileId = FileIdSchema.parse('f'.repeat(20));

afterEach(() => {
  queryClient.clear();
  vi.clearAllMocks();
});

describe('startProjectReads', () => {
  it('starts the project and its files together, into the page’s queries', async () => {
    mocks.getProject.mockResolvedValue({ id: projectId });
    mocks.listAllFiles.mockResolvedValue({ boqs: [] });
    startProjectReads('u1', projectId);
    // Both queries exist at once, so the page that mounts next joins them instead of reading again.
    const projectKey = userDataKeys.project('u1', projectId);
    const filesKey = userDataKeys.allFiles('u1', projectId);
    expect(queryClient.getQueryState(projectKey)?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryState(filesKey)?.fetchStatus).toBe('fetching');
    await vi.waitFor(() => expect(queryClient.getQueryData(filesKey)).toEqual({ boqs: [] }));
    expect(queryClient.getQueryData(projectKey)).toEqual({ id: projectId });
    expect(mocks.getProject).toHaveBeenCalledWith({ uid: 'u1' }, projectId);
    expect(mocks.listAllFiles).toHaveBeenCalledWith({ uid: 'u1' }, projectId);
  });

  it('reads nothing for an address that is not a project id', () => {
    startProjectReads('u1', 'not/an id');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(mocks.getProject).not.toHaveBeenCalled();
  });
});

describe('startFileRead', () => {
  it("reads the file into the query the page's workspace uses, at once", async () => {
    mocks.getFile.mockResolvedValue({ status: 'ok', id: fileId, name: 'Bill' });
    startFileRead('u1', projectId, 'boqs', fileId);
    const key = userDataKeys.file('u1', projectId, 'boqs', fileId);
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(key)).toEqual({ status: 'ok', id: fileId, name: 'Bill' }),
    );
    expect(mocks.getFile).toHaveBeenCalledWith({ uid: 'u1' }, projectId, 'boqs', fileId);
  });

  it('reads nothing for a malformed project or file id', () => {
    startFileRead('u1', 'not/an id', 'boqs', fileId);
    startFileRead('u1', projectId, 'boqs', 'not/an id');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(mocks.getFile).not.toHaveBeenCalled();
  });
});

describe('startSavedFilePage', () => {
  it("loads the calculator's code and reads the file from its collection", async () => {
    mocks.getFile.mockResolvedValue({ status: 'ok', id: fileId, name: 'Bill' });
    startSavedFilePage('u1', { projectId, fileType: 'boq', fileId }, false);
    expect(mocks.load).toHaveBeenCalledTimes(1);
    const key = userDataKeys.file('u1', projectId, 'boqs', fileId);
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toMatchObject({ id: fileId }));
  });

  it("loads only the calculator's code on a pointer's intent, and nothing for an unknown type", () => {
    startSavedFilePage('u1', { projectId, fileType: 'boq', fileId }, true);
    startSavedFilePage('u1', { projectId, fileType: 'nope', fileId }, false);
    expect(mocks.load).toHaveBeenCalledTimes(1);
    expect(mocks.getFile).not.toHaveBeenCalled();
  });
});
