import {
  DataError,
  createFile,
  getCompanyProfile,
  listProjects,
  updateFile,
  type SavedFile,
} from '@org/data';
import type * as DataModule from '@org/data';
import { defaultVentilationInput } from '@org/hvac-core/ventilation';
import { HVAC_CORE_VERSION } from '@org/hvac-core/version';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculatorBySegment, withIdentity } from '../calculators/catalog';
import { ventilationDefinition } from '../calculators/ventilation/definition';

const ventilationModule = withIdentity(
  calculatorBySegment('ventilation-calc')!,
  ventilationDefinition,
);
import { fakeDataContext, renderWithData } from '../projects/test-utils';
import { readDraft, writeDraft } from './draft-storage';
import { WorkspaceEditor } from './WorkspaceEditor';
import { parseDraft } from './parse-with-schema';

vi.mock('@org/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataModule>()),
  createFile: vi.fn(),
  updateFile: vi.fn(),
  renameFile: vi.fn(),
  listProjects: vi.fn(),
  createProject: vi.fn(),
  getCompanyProfile: vi.fn(),
}));

const company = (name: string) =>
  ({ status: 'ok', exists: true, name, location: '', logo: null }) as Awaited<
    ReturnType<typeof getCompanyProfile>
  >;

const KEY = 'hvac:draft:user-1:/projects/p1/ventilation-calc/f1';
const initialDraft = parseDraft(ventilationDefinition, defaultVentilationInput('Imperial'));
if (!initialDraft.ok) throw new Error('defaults must parse');

const savedFile = {
  status: 'ok',
  id: 'f1',
  projectId: 'p1',
  collection: 'ventilationCalculations',
  name: 'Office ventilation',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  data: {},
} as unknown as SavedFile;

function renderEditor(file: SavedFile | null = savedFile) {
  return renderWithData(
    <WorkspaceEditor
      module={ventilationModule}
      draftStorageKey={KEY}
      initialDraft={initialDraft.ok ? initialDraft.input : {}}
      file={file}
    />,
    { ctx: fakeDataContext(), router: true },
  );
}

beforeEach(() => {
  vi.mocked(getCompanyProfile).mockResolvedValue(company('Acme Engineering'));
  vi.mocked(listProjects).mockResolvedValue([
    {
      status: 'ok',
      id: 'p1',
      name: 'Tower',
      description: '',
      createdAt: new Date(),
      date: '',
    } as never,
  ]);
});

afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

// Whole-page renders with a router: slow on a shared two-core machine.
describe('WorkspaceEditor', () => {
  it('marks edits as unsaved and keeps them as a draft in this browser', async () => {
    renderEditor();
    expect((await screen.findAllByRole('status'))[0]).toHaveTextContent('Saved');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.clear(screen.getByLabelText('Room width'));
    await userEvent.type(screen.getByLabelText('Room width'), '20');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Unsaved changes');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(readDraft(KEY)?.draft).toMatchObject({ roomWidth: 20 });
  });

  it('invites the user to set the company beside the report button while none is set', async () => {
    vi.mocked(getCompanyProfile).mockResolvedValue(company(''));
    renderEditor();
    // The profile loads after the first render; a shared machine can take a while.
    const link = await screen.findByRole(
      'link',
      { name: 'Add your company in Settings' },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute('href', '/settings');
  });

  it('shows no invitation once the company is set', async () => {
    renderEditor();
    await screen.findByRole('button', { name: 'Download PDF report' });
    await waitFor(() => expect(vi.mocked(getCompanyProfile)).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Add your company in Settings' })).toBeNull();
  });

  it('offers a draft left from an earlier visit, and restores it on request', async () => {
    writeDraft(KEY, { ...(initialDraft.ok ? initialDraft.input : {}), roomWidth: 33 });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText('Room width')).toHaveValue('33');
  });

  it('discards an offered draft on request', async () => {
    writeDraft(KEY, { ...(initialDraft.ok ? initialDraft.input : {}), roomWidth: 33 });
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Room width')).toHaveValue('12');
    expect(readDraft(KEY)).toBeNull();
  });

  it('saves the inputs, the results and the engine version, then is clean', async () => {
    vi.mocked(updateFile).mockImplementation(async (_ctx, _p, _c, _f, changes) => ({
      ...savedFile,
      data: changes.data ?? {},
      updatedAt: new Date(),
    }));
    renderEditor();
    await userEvent.clear(await screen.findByLabelText('Room width'));
    await userEvent.type(screen.getByLabelText('Room width'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(updateFile).toHaveBeenCalledTimes(1));
    const data = vi.mocked(updateFile).mock.calls[0]?.[4].data;
    expect(data).toMatchObject({
      roomWidth: 20,
      roomLength: 15,
      roomHeight: 9,
      airChangesPerHour: 6,
      unitSystem: 'Imperial',
      results: { roomVolume: 2700, requiredAirflow: 270 },
      hvacCoreVersion: HVAC_CORE_VERSION,
    });
    expect(await screen.findByText(/Saved: “Office ventilation” is saved/)).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Saved');
    expect(readDraft(KEY)).toBeNull();
  });

  it('tells the user when a save fails and keeps the edits', async () => {
    vi.mocked(updateFile).mockRejectedValue(
      new DataError('unavailable', 'The database cannot be reached right now.'),
    );
    renderEditor();
    await userEvent.clear(await screen.findByLabelText('Room width'));
    await userEvent.type(screen.getByLabelText('Room width'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Not saved: The database cannot be reached right now.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Unsaved changes');
    expect(readDraft(KEY)?.draft).toMatchObject({ roomWidth: 20 });
  });

  it('saves a new calculation into the chosen project under the name given', async () => {
    vi.mocked(createFile).mockImplementation(async (_ctx, projectId, collection, input) => ({
      ...savedFile,
      id: 'f2' as never,
      projectId,
      collection,
      name: input.name,
      data: input.data,
    }));
    renderEditor(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Save to project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to project' });
    await waitFor(() => expect(within(dialog).getByLabelText('Project')).toHaveValue('p1'));
    await userEvent.clear(within(dialog).getByLabelText(/File name/));
    await userEvent.type(within(dialog).getByLabelText(/File name/), 'Level 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(createFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(createFile).mock.calls[0]?.slice(1)).toEqual([
      'p1',
      'ventilationCalculations',
      expect.objectContaining({
        name: 'Level 3',
        data: expect.objectContaining({ roomWidth: 12 }),
      }),
    ]);
    expect(await screen.findByText(/Saved: “Level 3” is saved in Tower/)).toBeInTheDocument();
  });
});
