import type * as DataPackage from '@org/data';
import type * as PageCacheModule from './page-cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { userDataKeys } from './query-keys';

const mocks = vi.hoisted(() => ({
  getProject: vi.fn(),
  listAllFiles: vi.fn(),
  getFile: vi.fn(),
  readProjectListing: vi.fn((): Promise<unknown> => Promise.resolve(undefined)),
}));
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataPackage>()),
  getProject: mocks.getProject,
  listAllFiles: mocks.listAllFiles,
  getFile: mocks.getFile,
}));
vi.mock('./page-cache', async (importOriginal) => ({
  ...(await importOriginal<typeof PageCacheModule>()),
  readProjectListing: mocks.readProjectListing,
}));
vi.mock('./open-data-context', () => ({
  openDataContext: (uid: string) => Promise.resolve({ uid }),
  preloadDataStore: () => {},
}));

const { startFileRead, startProjectReads } = await import('./page-reads');
const { isShowingKeptListing } = await import('./page-cache');
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

  it('shows the kept listing while the reads run, marked, and the reads then replace it', async () => {
    const kept = { project: { id: projectId, name: 'Kept' }, files: { boqs: ['kept'] } };
    mocks.readProjectListing.mockResolvedValueOnce({ uid: 'u1', projectId, ...kept });
    let finish: (files: unknown) => void = () => {};
    mocks.getProject.mockResolvedValue({ id: projectId, name: 'Fresh' });
    mocks.listAllFiles.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    startProjectReads('u1', projectId);
    const filesKey = userDataKeys.allFiles('u1', projectId);
    const files = () => {
      const state = queryClient.getQueryState(filesKey);
      return { data: state?.data, dataUpdatedAt: state?.dataUpdatedAt ?? 0 };
    };
    await vi.waitFor(() => expect(files().data).toEqual({ boqs: ['kept'] }));
    expect(isShowingKeptListing(files())).toBe(true);
    expect(queryClient.getQueryState(filesKey)?.fetchStatus).toBe('fetching');
    expect(mocks.readProjectListing).toHaveBeenCalledWith('u1', projectId);
    finish({ boqs: ['kept'] });
    // The same files read again: no longer the kept listing, though equal to it.
    await vi.waitFor(() => expect(isShowingKeptListing(files())).toBe(false));
    expect(files().data).toEqual({ boqs: ['kept'] });
    expect(queryClient.getQueryData(userDataKeys.project('u1', projectId))).toEqual({
      id: projectId,
      name: 'Fresh',
    });
  });

  it('keeps the kept records themselves when the read finds them unchanged', async () => {
    const record = { status: 'ok', id: 'a', name: 'Bill', createdAt: new Date(0) };
    const changed = { status: 'ok', id: 'b', name: 'Old name', createdAt: new Date(0) };
    const kept = { project: { id: projectId }, files: { boqs: [record, changed] } };
    mocks.readProjectListing.mockResolvedValueOnce({ uid: 'u1', projectId, ...kept });
    let finish: (files: unknown) => void = () => {};
    mocks.getProject.mockResolvedValue(structuredClone(kept.project));
    mocks.listAllFiles.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    startProjectReads('u1', projectId);
    const filesKey = userDataKeys.allFiles('u1', projectId);
    const projectKey = userDataKeys.project('u1', projectId);
    await vi.waitFor(() => expect(queryClient.getQueryData(filesKey)).toBe(kept.files));
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(projectKey)?.dataUpdatedAt).not.toBe(0),
    );
    expect(queryClient.getQueryData(projectKey)).toBe(kept.project);
    // The fresh read: equal records in new objects (new dates too), one of them renamed.
    const fresh = structuredClone(kept.files);
    fresh.boqs[1]!.name = 'New name';
    finish(fresh);
    await vi.waitFor(() => expect(queryClient.getQueryState(filesKey)?.dataUpdatedAt).not.toBe(0));
    const shown = queryClient.getQueryData<typeof kept.files>(filesKey);
    expect(shown).toEqual(fresh);
    expect(shown?.boqs[0]).toBe(record);
    expect(shown?.boqs[1]).not.toBe(changed);
    expect(shown?.boqs[1]?.createdAt).toBe(changed.createdAt);
  });

  it('keeps a read that finished before the kept listing was found', async () => {
    let found: (listing: unknown) => void = () => {};
    mocks.readProjectListing.mockReturnValueOnce(new Promise((resolve) => (found = resolve)));
    mocks.getProject.mockResolvedValue({ id: projectId, name: 'Fresh' });
    mocks.listAllFiles.mockResolvedValue({ boqs: [] });
    startProjectReads('u1', projectId);
    const filesKey = userDataKeys.allFiles('u1', projectId);
    await vi.waitFor(() => expect(queryClient.getQueryData(filesKey)).toEqual({ boqs: [] }));
    found({ uid: 'u1', projectId, project: { id: projectId }, files: { boqs: ['kept'] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryData(filesKey)).toEqual({ boqs: [] });
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
