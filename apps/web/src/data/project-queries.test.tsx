import type * as DataPackage from '@org/data';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataStateContext } from './data-state';
import { userDataKeys } from './query-keys';

const mocks = vi.hoisted(() => ({ listFiles: vi.fn(), listAllFiles: vi.fn() }));
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataPackage>()),
  listFiles: mocks.listFiles,
  listAllFiles: mocks.listAllFiles,
}));

const { updateFilesInCache, useProjectCollections } = await import('./project-queries');
const { ProjectIdSchema } = await import('@org/data');
const projectId = ProjectIdSchema.parse('p'.repeat(20));
const ctx = { uid: 'u1' } as unknown as DataPackage.DataContext;
const file = (id: string) => ({ id, name: id }) as unknown as DataPackage.SavedFileRecord;

function setUp() {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <DataStateContext.Provider value={{ ctx, status: 'ready', error: null }}>
        {children}
      </DataStateContext.Provider>
    </QueryClientProvider>
  );
  return { client, wrapper };
}

afterEach(() => vi.clearAllMocks());

describe('useProjectCollections', () => {
  it('reads only the collections named, one read each, never the whole project', async () => {
    mocks.listFiles.mockImplementation((_ctx, _project, collection: string) =>
      Promise.resolve([file(`${collection}-1`)]),
    );
    const { wrapper } = setUp();
    const collections = ['calculations', 'pumpHeadCalculations'] as const;
    const { result, rerender } = renderHook(() => useProjectCollections(projectId, collections), {
      wrapper,
    });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual({
      calculations: [file('calculations-1')],
      pumpHeadCalculations: [file('pumpHeadCalculations-1')],
    });
    expect(mocks.listFiles).toHaveBeenCalledTimes(2);
    expect(mocks.listFiles).toHaveBeenCalledWith(ctx, projectId, 'calculations');
    expect(mocks.listAllFiles).not.toHaveBeenCalled();
    // The same lists on the next render: the same object, so nothing it feeds is drawn again.
    const first = result.current.data;
    rerender();
    expect(result.current.data).toBe(first);
  });

  it('shows what the project page read of the project at once, without reading again', () => {
    const { client, wrapper } = setUp();
    client.setQueryData(userDataKeys.allFiles('u1', projectId), {
      calculations: [file('kept')],
      boqs: [file('bill')],
    });
    const { result } = renderHook(() => useProjectCollections(projectId, ['calculations']), {
      wrapper,
    });
    expect(result.current.data).toEqual({ calculations: [file('kept')] });
    expect(mocks.listFiles).not.toHaveBeenCalled();
  });

  it('shows a write to a collection at once (updateFilesInCache)', async () => {
    mocks.listFiles.mockResolvedValue([file('a')]);
    const { client, wrapper } = setUp();
    const { result } = renderHook(() => useProjectCollections(projectId, ['calculations']), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    updateFilesInCache(client, 'u1', projectId, 'calculations', (files) => [file('b'), ...files]);
    await waitFor(() =>
      expect(result.current.data).toEqual({ calculations: [file('b'), file('a')] }),
    );
  });

  it('says a failed read failed, and reads that collection again when asked', async () => {
    mocks.listFiles.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([file('a')]);
    const { wrapper } = setUp();
    const { result } = renderHook(() => useProjectCollections(projectId, ['calculations']), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    result.current.refetch();
    await waitFor(() => expect(result.current.data).toEqual({ calculations: [file('a')] }));
  });
});
