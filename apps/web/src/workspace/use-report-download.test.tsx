import type * as DataModule from '@org/data';
import type { DataContext } from '@org/data';
import type * as UiModule from '@org/ui';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataStateContext } from '../data/data-state';
import { projectsQuery } from '../data/queries';
import type { AnyCalculatorModule } from '../calculator-kit/types';
import { useReportDownload } from './use-report-download';

const mocks = vi.hoisted(() => ({
  listProjects: vi.fn(),
  getCompanyProfile: vi.fn(),
  generateReportPdf: vi.fn(),
  downloadBlob: vi.fn(),
  settle: vi.fn(),
}));

// The store's two reads, held or answered by each test.
vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  listProjects: mocks.listProjects,
  getCompanyProfile: mocks.getCompanyProfile,
}));
// The report itself is not what is checked here: only the header it is given.
vi.mock('../report/generate-pdf', () => ({ generateReportPdf: mocks.generateReportPdf }));
vi.mock('../report/figures', () => ({ collectReportFigures: () => [] }));
vi.mock('./report-content', () => ({
  reportContent: () => ({ sections: [] }),
  fileNameOrTitle: (_module: unknown, fileName: string | null) => fileName ?? 'Report',
}));
vi.mock('../notices/progress-notification', () => ({ showProgress: () => mocks.settle }));
vi.mock('@org/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof UiModule>()),
  downloadBlob: mocks.downloadBlob,
}));

const CTX = { uid: 'user-1' } as unknown as DataContext;
const MODULE = {} as AnyCalculatorModule;
const PROFILE = {
  status: 'ok',
  id: 'profile',
  name: 'Northwind Mechanical',
  location: 'Leeds',
  logo: null,
} as const;
const TOWER = {
  status: 'ok',
  id: 'project-1',
  name: 'Tower B',
  description: '',
  createdAt: new Date(0),
};

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DataStateContext value={{ ctx: CTX, status: 'ready', error: null }}>
        {children}
      </DataStateContext>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useReportDownload(MODULE), { wrapper });
  return { queryClient, result };
}

/** A read the test answers when it chooses. */
function held<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('useReportDownload', () => {
  it('waits for the page’s project read under way, and prints that project and the company', async () => {
    // Right after a reload: the page has started reading the projects and it has not answered yet.
    const projects = held<(typeof TOWER)[]>();
    mocks.listProjects.mockReturnValue(projects.promise);
    mocks.getCompanyProfile.mockResolvedValue(PROFILE);
    mocks.generateReportPdf.mockResolvedValue(new Blob(['%PDF']));
    const { queryClient, result } = setUp();
    void queryClient.prefetchQuery(projectsQuery(CTX));

    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.download({}, {}, { projectId: 'project-1', fileName: 'Level 3' });
    });
    // Everything else is ready, yet no report is built while the project's name is unknown.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mocks.generateReportPdf).not.toHaveBeenCalled();

    await act(async () => {
      projects.answer([TOWER]);
      await done;
    });
    expect(mocks.listProjects).toHaveBeenCalledTimes(1); // joined the page's read, no second one
    expect(mocks.generateReportPdf).toHaveBeenCalledTimes(1);
    expect(mocks.generateReportPdf.mock.calls[0]?.[1]).toMatchObject({
      projectName: 'Tower B',
      fileName: 'Level 3',
      companyName: 'Northwind Mechanical',
      companyLocation: 'Leeds',
    });
    expect(mocks.downloadBlob).toHaveBeenCalledTimes(1);
  });

  it('leaves the project and the company out when their reads fail, and still builds the report', async () => {
    mocks.listProjects.mockRejectedValue(new Error('offline'));
    mocks.getCompanyProfile.mockRejectedValue(new Error('offline'));
    mocks.generateReportPdf.mockResolvedValue(new Blob(['%PDF']));
    const { result } = setUp();

    await act(() => result.current.download({}, {}, { projectId: 'project-1', fileName: null }));
    expect(mocks.generateReportPdf.mock.calls[0]?.[1]).toMatchObject({
      projectName: null,
      companyName: '',
      companyLocation: '',
      logo: null,
    });
    await waitFor(() => expect(result.current.generating).toBe(false));
  });

  it('names no project for a file not saved to one, without reading the project list', async () => {
    mocks.getCompanyProfile.mockResolvedValue(PROFILE);
    mocks.generateReportPdf.mockResolvedValue(new Blob(['%PDF']));
    const { result } = setUp();

    await act(() => result.current.download({}, {}, { projectId: null, fileName: null }));
    expect(mocks.listProjects).not.toHaveBeenCalled();
    expect(mocks.generateReportPdf.mock.calls[0]?.[1]).toMatchObject({
      projectName: null,
      companyName: 'Northwind Mechanical',
    });
  });

  it('invites the user to set the company in the notice of a report that has none', async () => {
    mocks.getCompanyProfile.mockResolvedValue({ ...PROFILE, name: ' ' });
    mocks.generateReportPdf.mockResolvedValue(new Blob(['%PDF']));
    const { result } = setUp();

    await act(() => result.current.download({}, {}, { projectId: null, fileName: 'Level 3' }));
    const outcome = mocks.settle.mock.calls[0]?.[0] as { message: ReactNode; autoClose: number };
    expect(outcome.autoClose).toBe(10_000);
    render(<MantineProvider>{outcome.message}</MantineProvider>);
    expect(screen.getByText(/It carries no company name\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your company in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('says only that the report is ready when it carries the company', async () => {
    mocks.getCompanyProfile.mockResolvedValue(PROFILE);
    mocks.generateReportPdf.mockResolvedValue(new Blob(['%PDF']));
    const { result } = setUp();

    await act(() => result.current.download({}, {}, { projectId: null, fileName: 'Level 3' }));
    expect(mocks.settle).toHaveBeenCalledWith({
      color: 'green',
      message: expect.stringMatching(/^Report ready: .* is downloading\.$/),
      autoClose: 4000,
    });
  });
});
