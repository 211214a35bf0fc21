import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFile, renameFile, updateFile, type ProjectId, type SavedFile } from '@org/data';
import { useHotkeys } from '@mantine/hooks';
import { MethodSteps, PageFrame, SaveStatusBadge } from '@org/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useDataState } from '../data/data-state';
import { useProjects } from '../data/queries';
import { userDataKeys } from '../data/query-keys';
import { clearDraft, readDraft, writeDraft, type StoredDraft } from './draft-storage';
import { RenameFileModal } from './RenameFileModal';
import { isSameDraft } from './same-draft';
import { SaveToProjectModal, type SaveTarget } from './SaveToProjectModal';
import { ResultSummaryBar } from './ResultSummaryBar';
import { SkipToInputs } from './SkipToInputs';
import { SnapshotNotice, type OpenedSnapshot } from './SnapshotNotice';
import { savedFileData } from './stored-file';
import type { AnyCalculatorModule } from './types';
import { useEvaluation } from './use-evaluation';
import { useReportDownload } from './use-report-download';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';
import { describeWriteError } from './write-errors';
import classes from './workspace.module.css';

/** The element holding the calculator's editor: the target of "Skip to inputs". */
const CALCULATOR_INPUTS_ID = 'calculator-inputs';

export interface WorkspaceEditorProps {
  /** The calculator; required. */
  module: AnyCalculatorModule;
  /** localStorage slot of this page's draft (per user and page); required. */
  draftStorageKey: string;
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

/**
 * One calculation on the workspace: the calculator's editor with save, save as, rename, the PDF
 * report and print around it; drafts kept in this browser; leaving with unsaved edits asks first.
 */
export function WorkspaceEditor({
  module,
  draftStorageKey,
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
  // A draft left from an earlier visit is offered, never applied silently.
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    if (handoffDraft) return null;
    const stored = readDraft(draftStorageKey);
    return stored && !isSameDraft(stored.draft, initialDraft) ? stored : null;
  });

  const dirty = !isSameDraft(draft, baseline);
  // A file whose stored results the current engine no longer gives may be saved unedited, to
  // store the new numbers (the notice says so).
  const [staleSnapshot, setStaleSnapshot] = useState((openedSnapshot?.differences.length ?? 0) > 0);
  const evaluation = useEvaluation(module, draft);
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(dirty);
  const report = useReportDownload(module);

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

  /** Save on a saved file: replaces its data, keeps createdAt, sets updatedAt. */
  const saveExisting = async () => {
    if (!file) return;
    const data = fileData();
    if (!data) return;
    try {
      const saved = await updateFile(ctx, file.projectId, file.collection, file.id, { data });
      refreshFiles(file.projectId, saved);
      setFile(saved);
      setBaseline(draft);
      setStaleSnapshot(false);
      clearDraft(draftStorageKey);
      notifications.show({ color: 'green', message: `Saved: “${saved.name}” is saved.` });
    } catch (error) {
      notifications.show({ color: 'red', message: `Not saved: ${describeWriteError(error)}` });
    }
  };

  const rename = async (name: string) => {
    if (!file) return;
    try {
      const saved = await renameFile(ctx, file.projectId, file.collection, file.id, name);
      refreshFiles(file.projectId, saved);
      setFile(saved);
      setModal(null);
      notifications.show({ color: 'green', message: `Renamed: the file is now “${saved.name}”.` });
    } catch (error) {
      notifications.show({ color: 'red', message: `Not renamed: ${describeWriteError(error)}` });
      throw error;
    }
  };

  const currentProjectName = projectName(file?.projectId);
  const canSave = evaluation.ok;

  // Ctrl/Cmd+S saves, as in every desktop tool, also from inside a field.
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (!canSave || modal !== null) return;
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
              ? `Last saved ${file.updatedAt.toLocaleString()}.`
              : `Saved ${file.createdAt.toLocaleString()}.`}
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
          <Button
            variant="default"
            loading={report.generating}
            disabled={!evaluation.ok}
            onClick={() => {
              if (!evaluation.ok || evaluation.input === null || evaluation.result === null) return;
              void report.download(evaluation.input, evaluation.result, {
                projectName: currentProjectName,
                fileName: file?.name ?? null,
              });
            }}
          >
            Download PDF report
          </Button>
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
        <Alert color="blue" title="Unsaved draft found" className={classes.noPrint}>
          <Stack gap="xs">
            <Text size="sm">
              You have edits from {new Date(offer.savedAt).toLocaleString()} that were not saved.
            </Text>
            <Group gap="sm">
              <Button
                size="xs"
                onClick={() => {
                  setDraft(offer.draft);
                  setOffer(null);
                }}
              >
                Restore draft
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  clearDraft(draftStorageKey);
                  setOffer(null);
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
      <Stack gap="lg">
        <div id={CALCULATOR_INPUTS_ID} tabIndex={-1} className={classes.inputsTarget}>
          <module.Editor value={draft} onChange={setDraft} evaluation={evaluation} />
        </div>
        <MethodSteps steps={module.method} />
      </Stack>
      <ResultSummaryBar module={module} evaluation={evaluation} />

      <SaveToProjectModal
        key={modal ?? 'closed'}
        opened={modal === 'save' || modal === 'saveAs'}
        onClose={() => setModal(null)}
        title={modal === 'saveAs' ? 'Save as' : 'Save to project'}
        initialProjectId={file?.projectId ?? presetProjectId}
        initialName={file ? `Copy of ${file.name}` : module.suggestFileName(draft)}
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
