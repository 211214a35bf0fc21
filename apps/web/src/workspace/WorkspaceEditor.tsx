import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  createFile,
  isConflictError,
  updateFile,
  type ProjectId,
  type SavedFile,
  type SavedFileRecord,
} from '@org/data';
import { useHotkeys } from '@mantine/hooks';
import { MethodSteps, PageFrame, SaveStatusBadge } from '@org/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useDataState } from '../data/data-state';
import { useProjects } from '../data/queries';
import { userDataKeys } from '../data/query-keys';
import { myCopyName, storedDraft } from './conflict-compare';
import type { RecoverableDraft } from './draft-slots';
import { clearDraft, readDraft, writeDraft } from './draft-storage';
import { fileNameOrTitle } from './report-content';
import { FileConflictModal } from './FileConflictModal';
import { RenameFileModal } from './RenameFileModal';
import { isSameDraft } from './same-draft';
import { SaveToProjectModal, type SaveTarget } from './SaveToProjectModal';
import { ResultSummaryBar } from './ResultSummaryBar';
import { SkipToInputs } from './SkipToInputs';
import { SnapshotNotice, type OpenedSnapshot } from './SnapshotNotice';
import { WorkspaceLoading } from './WorkspaceStates';
import { savedFileData } from '../calculator-kit/stored-file';
import type { AnyCalculatorModule } from '../calculator-kit/types';
import { useEvaluation, type Evaluation } from '../calculator-kit/use-evaluation';
import { useReportDownload } from './use-report-download';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { describeWriteError } from '../notices/write-errors';
import { formatDateTime } from '../format-date';
import classes from './workspace.module.css';

/** The method's steps never change with the inputs: not drawn again on each keystroke. */
const StaticMethodSteps = memo(MethodSteps);

/** The element holding the calculator's editor: the target of "Skip to inputs". */
const CALCULATOR_INPUTS_ID = 'calculator-inputs';

export interface WorkspaceEditorProps {
  /** The calculator; required. */
  module: AnyCalculatorModule;
  /** localStorage slot of this page's draft (per user, page and tab); required. */
  draftStorageKey: string;
  /** Drafts of this page that closed tabs left, newest first, offered back one by one; default none. */
  recoverableDrafts?: readonly RecoverableDraft[];
  /** The draft to start from: the saved inputs, or a new calculation's defaults; required. */
  initialDraft: Record<string, unknown>;
  /** The saved file being edited, or null for a new calculation; required. */
  file: SavedFile | null;
  /** A new calculation: the project to preselect when saving; default none. */
  presetProjectId?: string;
  /** Applied at once instead of offered (the visitor's draft after sign-in); default none. */
  handoffDraft?: Record<string, unknown>;
  /** The stored results compared with a fresh computation, for a file just opened; default none. */
  openedSnapshot?: OpenedSnapshot;
}

type OpenModal = 'save' | 'saveAs' | 'rename' | null;

const NO_DRAFTS: readonly RecoverableDraft[] = [];

/** A draft offered back: this tab's own (a reload) or one a closed tab left. */
interface DraftOffer extends RecoverableDraft {
  readonly fromClosedTab: boolean;
}

/** The version of a stored file a save expects to replace: its `updatedAt`, or null if never updated. */
function versionOf(record: SavedFileRecord): Date | null {
  if (record.status === 'ok') return record.updatedAt ?? null;
  const updatedAt = record.raw['updatedAt'];
  return updatedAt instanceof Date ? updatedAt : null;
}

/**
 * One calculation on the workspace: the calculator's editor with save, save as, rename, the PDF
 * report and print around it; drafts kept in this browser; leaving with unsaved edits asks first.
 */
export function WorkspaceEditor({
  module,
  draftStorageKey,
  recoverableDrafts = NO_DRAFTS,
  initialDraft,
  file: initialFile,
  presetProjectId,
  handoffDraft,
  openedSnapshot,
}: WorkspaceEditorProps) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const projectsQuery = useProjects();

  const [file, setFile] = useState<SavedFile | null>(initialFile);
  const [baseline, setBaseline] = useState(initialDraft);
  const [draft, setDraft] = useState<Record<string, unknown>>(handoffDraft ?? initialDraft);
  const [modal, setModal] = useState<OpenModal>(null);
  // The stored file, when a save found it changed elsewhere since this tab opened it.
  const [conflict, setConflict] = useState<SavedFileRecord | null>(null);
  // Drafts left from an earlier visit (this tab's own, then those of closed tabs) are offered one by
  // one, never applied silently.
  const [offers, setOffers] = useState<DraftOffer[]>(() => {
    if (handoffDraft) return [];
    const own = readDraft(draftStorageKey);
    const candidates: DraftOffer[] = [
      ...(own ? [{ ...own, key: draftStorageKey, fromClosedTab: false }] : []),
      ...recoverableDrafts.map((found) => ({ ...found, fromClosedTab: true })),
    ];
    return candidates.filter((candidate) => !isSameDraft(candidate.draft, initialDraft));
  });
  // Closed tabs' drafts are found a moment after the page opens: offered then, after any others.
  const [seenRecoverable, setSeenRecoverable] = useState(recoverableDrafts);
  if (seenRecoverable !== recoverableDrafts) {
    setSeenRecoverable(recoverableDrafts);
    if (!handoffDraft) {
      setOffers((current) => [
        ...current,
        ...recoverableDrafts
          .filter(
            (found) =>
              !current.some((shown) => shown.key === found.key) &&
              !isSameDraft(found.draft, initialDraft),
          )
          .map((found) => ({ ...found, fromClosedTab: true })),
      ]);
    }
  }
  const offer = offers[0] ?? null;

  const dirty = !isSameDraft(draft, baseline);
  // A file whose stored results the current engine no longer gives may be saved unedited, to
  // store the new numbers (the notice says so).
  const [staleSnapshot, setStaleSnapshot] = useState((openedSnapshot?.differences.length ?? 0) > 0);
  const evaluation = useEvaluation(module, draft);
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(dirty);

  // Printing shows the method and other collapsed sections: a printout cannot be expanded.
  useEffect(() => {
    const closed: HTMLDetailsElement[] = [];
    const open = () => {
      for (const details of document.querySelectorAll('details')) {
        if (!details.open) {
          details.open = true;
          closed.push(details);
        }
      }
    };
    const restore = () => {
      for (const details of closed.splice(0)) details.open = false;
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', restore);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', restore);
    };
  }, []);

  // Keeps the draft of unsaved edits; a clean page has none. Paused while an old draft is offered.
  const [draftRefused, setDraftRefused] = useState(false);
  useEffect(() => {
    if (offer) return;
    if (!dirty) {
      clearDraft(draftStorageKey);
      return;
    }
    const kept = writeDraft(draftStorageKey, draft);
    if (!kept && !draftRefused) {
      // Said once: the edits are still on screen, but would not survive a closed tab.
      setDraftRefused(true);
      notifications.show({
        color: 'yellow',
        message:
          'This browser refused to keep a draft of your edits (storage full or disabled). Save to keep them.',
      });
    }
  }, [draft, dirty, draftStorageKey, offer, draftRefused]);

  const projectName = (id: string | undefined): string | null => {
    if (!id) return null;
    const project = projectsQuery.data?.find((p) => p.id === id);
    return project?.status === 'ok' ? project.name : null;
  };

  const fileData = (): Record<string, unknown> | null => {
    if (!evaluation.ok || evaluation.input === null || evaluation.result === null) return null;
    return savedFileData(module, evaluation.input, evaluation.result);
  };

  const currentProjectName = projectName(file?.projectId);

  const refreshFiles = (projectId: ProjectId, saved: SavedFile) => {
    const uid = ctx?.uid ?? '';
    queryClient.setQueryData(userDataKeys.file(uid, projectId, saved.collection, saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: userDataKeys.allFiles(uid, projectId) });
  };

  /** Save to project (new) and Save as: a new file, then its page. */
  const saveNew = async (target: SaveTarget) => {
    const data = fileData();
    if (!data) throw new Error('Correct the inputs before saving.');
    try {
      const saved = await createFile(ctx, target.projectId, module.collection, {
        name: target.name,
        data,
      });
      refreshFiles(target.projectId, saved);
      notifications.show({
        color: 'green',
        message: `Saved: “${saved.name}” is saved in ${target.projectName || 'the project'}.`,
      });
      clearDraft(draftStorageKey);
      setModal(null);
      allowNextNavigation();
      await navigate({
        to: '/projects/$projectId/$fileType/$fileId',
        params: { projectId: saved.projectId, fileType: module.route, fileId: saved.id },
        replace: file === null,
      });
    } catch (error) {
      notifications.show({ color: 'red', message: `Not saved: ${describeWriteError(error)}` });
      throw error;
    }
  };

  /** A save or rename found the file changed elsewhere: nothing was written; the user chooses. */
  const showConflict = (current: SavedFileRecord, what: 'saved' | 'renamed') => {
    setModal(null);
    setConflict(current);
    notifications.show({
      color: 'yellow',
      message: `Not ${what}: this file was changed in another tab or on another device since you opened it. Choose what to keep.`,
    });
  };

  /**
   * Writes `changes` over the file, only if the stored file is still the version `expected` (the one
   * this tab opened, last saved or was shown in the conflict).
   * @returns the saved file; null after a conflict (then shown); a failure is told and thrown.
   */
  const update = async (
    changes: { name: string } | { data: Record<string, unknown> },
    expected: Date | null,
    what: 'saved' | 'renamed',
  ): Promise<SavedFile | null> => {
    if (!file) return null;
    try {
      const saved = await updateFile(ctx, file.projectId, file.collection, file.id, changes, {
        expectedUpdatedAt: expected,
      });
      refreshFiles(file.projectId, saved);
      setFile(saved);
      return saved;
    } catch (error) {
      if (isConflictError(error)) {
        showConflict(error.current as SavedFileRecord, what);
        return null;
      }
      notifications.show({ color: 'red', message: `Not ${what}: ${describeWriteError(error)}` });
      throw error;
    }
  };

  /**
   * Replaces the file's data (keeps createdAt, sets updatedAt) over the version `expected`.
   * @returns whether it saved; false after a conflict (then shown) or a failure (then told).
   */
  const writeExisting = async (expected: Date | null): Promise<boolean> => {
    const data = fileData();
    if (!data) return false;
    const saved = await update({ data }, expected, 'saved');
    if (!saved) return false;
    setBaseline(draft);
    setStaleSnapshot(false);
    setConflict(null);
    clearDraft(draftStorageKey);
    notifications.show({ color: 'green', message: `Saved: “${saved.name}” is saved.` });
    return true;
  };

  /** Save on a saved file, from the version this tab opened or last saved. */
  const saveExisting = async () => {
    if (!file) return;
    await writeExisting(file.updatedAt ?? null).catch(() => undefined);
  };

  const rename = async (name: string) => {
    const saved = await update({ name }, file?.updatedAt ?? null, 'renamed');
    if (!saved) return;
    setModal(null);
    notifications.show({ color: 'green', message: `Renamed: the file is now “${saved.name}”.` });
  };

  /** Keep mine: this tab's draft as a new file "{name} (my copy)" beside the stored one. */
  const saveMineAsCopy = async () => {
    if (!file) return;
    await saveNew({
      projectId: file.projectId,
      projectName: currentProjectName ?? '',
      name: myCopyName(file.name),
    });
    setConflict(null);
  };

  /** Keep mine: over the stored version the user was shown (a newer one conflicts again). */
  const overwriteTheirs = async () => {
    if (!conflict) return;
    await writeExisting(versionOf(conflict));
  };

  /** Take theirs: the stored version into the editor; this tab's edits are discarded. */
  const takeTheirs = () => {
    if (conflict?.status !== 'ok') return;
    const theirs = storedDraft(module, conflict.data);
    refreshFiles(conflict.projectId, conflict);
    setFile(conflict);
    setBaseline(theirs);
    setDraft(theirs);
    setStaleSnapshot(false);
    setConflict(null);
    clearDraft(draftStorageKey);
    notifications.show({
      color: 'blue',
      message: `Loaded the stored version of “${conflict.name}”. Your edits were discarded.`,
    });
  };

  const canSave = evaluation.ok;
  // The page's title and actions paint first; the editor follows in a deferred render, in slices
  // with the browser free between them (a building's editor in one piece held a phone for a second).
  const editorMounted = useDeferredValue(true, false);
  // The same element until the draft or its evaluation changes: the page renders again when the
  // projects list, a closed tab's draft or the save state arrives, and a building's editor is
  // thousands of elements that none of those touch.
  const editor = useMemo(
    () => <module.Editor value={draft} onChange={setDraft} evaluation={evaluation} />,
    [module, draft, evaluation],
  );

  // Ctrl/Cmd+S saves, as in every desktop tool, also from inside a field.
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (!canSave || modal !== null || conflict !== null) return;
          if (!file) setModal('save');
          else if (dirty || staleSnapshot) void saveExisting();
        },
      ],
    ],
    [],
  );

  return (
    <PageFrame
      title={file ? file.name : module.title}
      description={
        file ? (
          <>
            {module.title} in{' '}
            <Anchor
              underline="always"
              renderRoot={(props) => (
                <Link to="/projects/$projectId" params={{ projectId: file.projectId }} {...props} />
              )}
            >
              {currentProjectName ?? 'its project'}
            </Anchor>
            .{' '}
            {file.updatedAt
              ? `Last saved ${formatDateTime(file.updatedAt)}.`
              : `Saved ${formatDateTime(file.createdAt)}.`}
          </>
        ) : (
          module.intro
        )
      }
      actions={
        <Group gap="sm" className={classes.noPrint}>
          <SaveStatusBadge dirty={dirty} saved={file !== null} />
          {file ? (
            <>
              <Button
                aria-keyshortcuts="Control+S Meta+S"
                onClick={() => void saveExisting()}
                disabled={!canSave || (!dirty && !staleSnapshot)}
              >
                Save
              </Button>
              <Button variant="default" onClick={() => setModal('saveAs')} disabled={!canSave}>
                Save as
              </Button>
              <Button variant="default" onClick={() => setModal('rename')}>
                Rename
              </Button>
            </>
          ) : (
            <Button
              aria-keyshortcuts="Control+S Meta+S"
              onClick={() => setModal('save')}
              disabled={!canSave}
            >
              Save to project
            </Button>
          )}
          <ReportButton
            module={module}
            evaluation={evaluation}
            projectId={file?.projectId ?? null}
            fileName={file?.name ?? null}
          />
          <Button variant="subtle" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      }
    >
      <div className={classes.printOnly}>
        <Text size="sm">
          {currentProjectName ? `Project: ${currentProjectName}. ` : ''}
          {file ? `File: ${file.name}. ` : ''}Printed {new Date().toLocaleDateString()}.
        </Text>
      </div>

      {!canSave ? (
        <Text size="sm" c="dimmed" className={classes.noPrint}>
          Correct the inputs marked below to save or report this calculation.
        </Text>
      ) : null}

      {offer ? (
        <Alert
          color="blue"
          title={offer.fromClosedTab ? 'Unsaved draft from a closed tab' : 'Unsaved draft found'}
          className={classes.noPrint}
        >
          <Stack gap="xs">
            <Text size="sm">
              {offer.fromClosedTab
                ? `A tab that is now closed left edits of this page from ${new Date(offer.savedAt).toLocaleString()} that were not saved.`
                : `You have edits from ${new Date(offer.savedAt).toLocaleString()} that were not saved.`}
            </Text>
            <Group gap="sm">
              <Button
                size="xs"
                onClick={() => {
                  setDraft(offer.draft);
                  // It now lives in this tab's slot; older drafts stay stored, offered on a later visit.
                  if (offer.key !== draftStorageKey) clearDraft(offer.key);
                  setOffers([]);
                }}
              >
                Restore draft
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  clearDraft(offer.key);
                  setOffers((rest) => rest.slice(1));
                }}
              >
                Discard draft
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {openedSnapshot && staleSnapshot ? (
        <SnapshotNotice module={module} snapshot={openedSnapshot} />
      ) : null}

      <SkipToInputs targetId={CALCULATOR_INPUTS_ID} />
      {editorMounted ? (
        <>
          <Stack gap="lg">
            <div id={CALCULATOR_INPUTS_ID} tabIndex={-1} className={classes.inputsTarget}>
              {editor}
            </div>
            <StaticMethodSteps steps={module.method} />
          </Stack>
          <ResultSummaryBar module={module} evaluation={evaluation} />
        </>
      ) : (
        // The method waits with the editor: drawn first, it would be pushed down when it arrives.
        <WorkspaceLoading label={`Opening the ${module.title.toLowerCase()}`} />
      )}

      <SaveToProjectModal
        key={modal ?? 'closed'}
        opened={modal === 'save' || modal === 'saveAs'}
        onClose={() => setModal(null)}
        title={modal === 'saveAs' ? 'Save as' : 'Save to project'}
        initialProjectId={file?.projectId ?? presetProjectId}
        initialName={
          file ? `Copy of ${file.name}` : fileNameOrTitle(module, module.suggestFileName(draft))
        }
        onSave={saveNew}
      />
      {file ? (
        <RenameFileModal
          key={`rename-${String(modal === 'rename')}`}
          opened={modal === 'rename'}
          onClose={() => setModal(null)}
          currentName={file.name}
          onRename={rename}
        />
      ) : null}

      {file && conflict ? (
        <FileConflictModal
          key={versionOf(conflict)?.toISOString() ?? 'never-updated'}
          opened
          module={module}
          myName={file.name}
          myVersionAt={file.updatedAt ?? file.createdAt}
          myDraft={draft}
          theirs={conflict}
          onSaveCopy={saveMineAsCopy}
          onOverwrite={overwriteTheirs}
          onTakeTheirs={takeTheirs}
          onClose={() => setConflict(null)}
        />
      ) : null}

      <Modal
        opened={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Leave without saving?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            This calculation has changes that are not saved. If you leave, they stay only as a draft
            in this browser, offered when you come back.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
              Stay on this page
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              Leave without saving
            </Button>
          </Group>
        </Stack>
      </Modal>
    </PageFrame>
  );
}

/**
 * The PDF report's button. Its busy state lives here, so starting and finishing a report renders
 * this button again, not the whole calculation (a bill of 1,000 items with it: issue 23).
 */
function ReportButton({
  module,
  evaluation,
  projectId,
  fileName,
}: {
  module: AnyCalculatorModule;
  evaluation: Evaluation<unknown, unknown>;
  projectId: string | null;
  fileName: string | null;
}) {
  const report = useReportDownload(module);
  return (
    <Button
      variant="default"
      loading={report.generating}
      disabled={!evaluation.ok}
      onClick={() => {
        if (!evaluation.ok || evaluation.input === null || evaluation.result === null) return;
        void report.download(evaluation.input, evaluation.result, { projectId, fileName });
      }}
    >
      Download PDF report
    </Button>
  );
}
