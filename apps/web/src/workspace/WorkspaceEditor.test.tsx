import {
  ConflictError,
  DataError,
  createFile,
  getCompanyProfile,
  listProjects,
  updateFile,
  type SavedFile,
} from '@org/data';
import type * as DataModule from '@org/data';
import { notifications } from '@mantine/notifications';
import { defaultVentilationInput } from '@org/hvac-core/ventilation';
import { HVAC_CORE_VERSION } from '@org/hvac-core/version';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculatorBySegment } from '../calculators/catalog';
import { withIdentity } from '../calculators/registry';
import { ventilationDefinition } from '../calculators/ventilation/definition';

const ventilationModule = withIdentity(
  calculatorBySegment('ventilation-calc')!,
  ventilationDefinition,
);
import { fakeDataContext, renderWithData } from '../projects/test-utils';
import { tabDraftKey } from './draft-slots';
import { readDraft, writeDraft } from './draft-storage';
import { savedFileData } from '../calculator-kit/stored-file';
import { WorkspaceEditor } from './WorkspaceEditor';
import { parseDraft } from '../calculator-kit/parse-with-schema';

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

/** `createFile` stores what it is given as file f2. */
function createFileStoresItsInput() {
  vi.mocked(createFile).mockImplementation(async (_ctx, projectId, collection, input) => ({
    ...savedFile,
    id: 'f2' as never,
    projectId,
    collection,
    name: input.name,
    data: input.data,
  }));
}

/** createFile was called once: a ventilation calculation in p1, named `name`, this room width. */
async function expectOneFileCreated(name: string, roomWidth: number) {
  await waitFor(() => expect(createFile).toHaveBeenCalledTimes(1));
  expect(vi.mocked(createFile).mock.calls[0]?.slice(1)).toEqual([
    'p1',
    'ventilationCalculations',
    expect.objectContaining({ name, data: expect.objectContaining({ roomWidth }) }),
  ]);
}

function renderEditor(
  file: SavedFile | null = savedFile,
  recoverable: Parameters<typeof WorkspaceEditor>[0]['recoverableDrafts'] = [],
) {
  return renderWithData(
    <WorkspaceEditor
      module={ventilationModule}
      draftStorageKey={KEY}
      recoverableDrafts={recoverable}
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
  // Notifications are one store for the whole file: the next test starts with none shown or queued.
  notifications.clean();
  window.localStorage.clear();
  vi.resetAllMocks();
});

// Whole-page renders with a router: slow on a shared two-core machine.
describe('WorkspaceEditor', () => {
  it('marks edits as unsaved and keeps them as a draft in this browser', async () => {
    renderEditor();
    expect((await screen.findAllByRole('status'))[0]).toHaveTextContent('Saved');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    // The editor follows the page's title and actions in a transition.
    await userEvent.clear(await screen.findByLabelText('Room width'));
    await userEvent.type(screen.getByLabelText('Room width'), '20');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Unsaved changes');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(readDraft(KEY)?.draft).toMatchObject({ roomWidth: 20 });
  });

  it('adds nothing beside the report button when the company is not set (the notice says it)', async () => {
    // A note that arrived with the profile pushed the page down: the report's notice invites now.
    vi.mocked(getCompanyProfile).mockResolvedValue(company(''));
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
    createFileStoresItsInput();
    renderEditor(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Save to project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to project' });
    await waitFor(() => expect(within(dialog).getByLabelText('Project')).toHaveValue('p1'));
    await userEvent.clear(within(dialog).getByLabelText(/File name/));
    await userEvent.type(within(dialog).getByLabelText(/File name/), 'Level 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectOneFileCreated('Level 3', 12);
    expect(await screen.findByText(/Saved: “Level 3” is saved in Tower/)).toBeInTheDocument();
  });

  it('offers the draft a closed tab left, moves it into this tab’s slot when restored', async () => {
    const closedTabKey = tabDraftKey(KEY, 'closed-tab');
    const draft = { ...(initialDraft.ok ? initialDraft.input : {}), roomWidth: 44 };
    writeDraft(closedTabKey, draft);
    renderEditor(savedFile, [{ key: closedTabKey, draft, savedAt: '2026-02-03T04:05:06.000Z' }]);
    expect(await screen.findByText('Unsaved draft from a closed tab')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText('Room width')).toHaveValue('44');
    expect(readDraft(closedTabKey)).toBeNull();
    await waitFor(() => expect(readDraft(KEY)?.draft).toMatchObject({ roomWidth: 44 }));
  });
});

describe('WorkspaceEditor: the file changed elsewhere', () => {
  const openedAt = new Date('2026-01-02T00:00:00Z');
  const opened = { ...savedFile, updatedAt: openedAt } as SavedFile;
  const theirsAt = new Date('2026-01-03T00:00:00Z');
  const base = initialDraft.ok ? (initialDraft.input as Record<string, unknown>) : {};
  const theirsInput = parseDraft(ventilationDefinition, { ...base, roomWidth: 25 });
  if (!theirsInput.ok) throw new Error('theirs must parse');
  const theirs = {
    ...savedFile,
    updatedAt: theirsAt,
    data: savedFileData(
      ventilationDefinition,
      theirsInput.input,
      ventilationDefinition.calculate(theirsInput.input),
    ),
  } as SavedFile;

  async function editAndSave() {
    renderEditor(opened);
    await userEvent.clear(await screen.findByLabelText('Room width'));
    await userEvent.type(screen.getByLabelText('Room width'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    return screen.findByRole('dialog', { name: 'This file changed elsewhere' });
  }

  beforeEach(() => {
    vi.mocked(updateFile).mockRejectedValueOnce(new ConflictError(theirs));
  });

  it('saves only from the version it opened, and shows the conflict instead of overwriting', async () => {
    const dialog = await editAndSave();
    expect(vi.mocked(updateFile).mock.calls[0]?.[5]).toEqual({ expectedUpdatedAt: openedAt });
    expect(dialog).toHaveTextContent('1 input differs from yours.');
    expect(screen.getByText(/Not saved: this file was changed in another tab/)).toBeVisible();
    // The edits are still on screen and still unsaved.
    expect(screen.getByLabelText('Room width')).toHaveValue('20');
  });

  it('takes theirs: the stored version replaces the edits, and the next save expects it', async () => {
    const dialog = await editAndSave();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    expect(screen.getByLabelText('Room width')).toHaveValue('25');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Saved');
    expect(readDraft(KEY)).toBeNull();

    vi.mocked(updateFile).mockResolvedValueOnce({ ...theirs, updatedAt: new Date() });
    await userEvent.clear(screen.getByLabelText('Room width'));
    await userEvent.type(screen.getByLabelText('Room width'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateFile).toHaveBeenCalledTimes(2));
    expect(vi.mocked(updateFile).mock.calls[1]?.[5]).toEqual({ expectedUpdatedAt: theirsAt });
  });

  it('overwrites only after showing both versions, expecting the version it showed', async () => {
    const dialog = await editAndSave();
    expect(within(dialog).queryByRole('button', { name: 'Overwrite with mine' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compare to overwrite' }));
    const table = within(dialog).getByRole('table', { name: 'Inputs that differ' });
    const row = within(table).getByRole('row', { name: /Room width/ });
    expect(row).toHaveTextContent('20 ft');
    expect(row).toHaveTextContent('25 ft');

    vi.mocked(updateFile).mockResolvedValueOnce({ ...opened, updatedAt: new Date() });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(updateFile).toHaveBeenCalledTimes(2));
    expect(vi.mocked(updateFile).mock.calls[1]?.[5]).toEqual({ expectedUpdatedAt: theirsAt });
    expect(vi.mocked(updateFile).mock.calls[1]?.[4].data).toMatchObject({ roomWidth: 20 });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'This file changed elsewhere' })).toBeNull(),
    );
  });

  it('saves mine as a copy beside the stored file', async () => {
    createFileStoresItsInput();
    const dialog = await editAndSave();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a copy' }));
    await expectOneFileCreated('Office ventilation (my copy)', 20);
    expect(
      await screen.findByText(/Saved: “Office ventilation \(my copy\)” is saved in Tower/),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open and says why when saving the copy fails', async () => {
    vi.mocked(createFile).mockRejectedValue(
      new DataError('unavailable', 'The database cannot be reached right now.'),
    );
    const dialog = await editAndSave();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a copy' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The database cannot be reached right now.',
    );
    expect(
      screen.getByText('Not saved: The database cannot be reached right now.'),
    ).toBeInTheDocument();
  });
});
