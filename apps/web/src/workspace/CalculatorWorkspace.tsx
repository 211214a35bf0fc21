import { Button } from '@mantine/core';
import {
  FileIdSchema,
  ProjectIdSchema,
  displayName,
  getFile,
  type FileId,
  type ProjectId,
  type SavedFile,
  type SavedFileRecord,
} from '@org/data';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { RawDataView } from '@org/ui';
import { useDataState } from '../data/data-state';
import { userDataKeys } from '../data/query-keys';
import { readDefaultUnitSystem } from '../preferences/unit-system';
import { VISITOR_HEAT_LOAD_DRAFT_KEY, clearDraft, draftKey, readDraft } from './draft-storage';
import { evaluateDraft } from '../calculator-kit/evaluate';
import { compareSnapshots } from '../calculator-kit/snapshot';
import { readFileData, type OpenedFileData } from '../calculator-kit/stored-file';
import type { AnyCalculatorModule, CalculatorLoader } from '../calculator-kit/types';
import { useCalculatorModule } from './use-calculator-module';
import { useSettledLoads } from '../calculator-kit/use-evaluation';
import type { TabDraftSlot } from './draft-slots';
import { useShownInTransition } from './use-shown-in-transition';
import { useTabDraftSlot } from './use-tab-draft-slot';
import { WorkspaceEditor } from './WorkspaceEditor';
import {
  WorkspaceInRecentlyDeleted,
  WorkspaceLoadError,
  WorkspaceLoading,
  WorkspaceNotFound,
} from './WorkspaceStates';
import { describeWriteError } from '../notices/write-errors';
import { nextTask } from '../next-task';

export interface CalculatorWorkspaceProps {
  /**
   * The calculator (its catalog record: its name and how to load it), or undefined when the route
   * segment names none; required.
   */
  calculator: { readonly title: string; readonly load: CalculatorLoader } | undefined;
  /** The saved file to open; absent for a new calculation. */
  file?: { projectId: string; fileId: string };
  /** A new calculation: the project to preselect when saving (`?projectId=`); default none. */
  presetProjectId?: string;
  /** 'visitor': continue the public /heat-load page's draft after sign-in; default none. */
  resume?: 'visitor';
}

/**
 * The calculator workspace, shared by every calculator and by both routes: a new calculation at
 * /calculators/{type} and a saved file at /projects/{projectId}/{type}/{fileId}.
 */
export function CalculatorWorkspace({ calculator, ...props }: CalculatorWorkspaceProps) {
  if (!calculator) return <WorkspaceNotFound what="calculator" />;
  return <LoadedCalculator load={calculator.load} label={calculator.title} {...props} />;
}

function LoadedCalculator({
  load,
  label,
  file,
  presetProjectId,
  resume,
}: Omit<CalculatorWorkspaceProps, 'calculator'> & { load: CalculatorLoader; label: string }) {
  const [attempt, setAttempt] = useState(0);
  const state = useCalculatorModule(load, attempt);
  const { ctx, status } = useDataState();
  const shown = useShownInTransition(state.status === 'ready' && ctx !== null);
  if (state.status === 'error') {
    return (
      <WorkspaceLoadError
        message={`The ${label.toLowerCase()} calculator could not be loaded. Check your connection.`}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (status === 'error') {
    return (
      <WorkspaceLoadError message="Database not ready." onRetry={() => window.location.reload()} />
    );
  }
  if (state.status === 'offline')
    return (
      <WorkspaceLoading
        label={`Loading the ${label.toLowerCase()} calculator`}
        waiting="You are offline: the calculator loads as soon as the connection is back."
      />
    );
  if (state.status !== 'ready' || !ctx || !shown)
    return <WorkspaceLoading label={`Loading the ${label.toLowerCase()} calculator`} />;

  if (file) {
    const projectId = ProjectIdSchema.safeParse(file.projectId);
    const fileId = FileIdSchema.safeParse(file.fileId);
    if (!projectId.success || !fileId.success) return <WorkspaceNotFound what="file" />;
    return (
      <SavedFileWorkspace
        key={`${projectId.data}/${fileId.data}`}
        module={state.module}
        uid={ctx.uid}
        projectId={projectId.data}
        fileId={fileId.data}
      />
    );
  }
  return (
    <NewCalculation
      key={state.module.route}
      module={state.module}
      uid={ctx.uid}
      presetProjectId={presetProjectId}
      resume={resume}
    />
  );
}

function NewCalculation({
  module,
  uid,
  presetProjectId,
  resume,
}: {
  module: AnyCalculatorModule;
  uid: string;
  presetProjectId?: string;
  resume?: 'visitor';
}) {
  // Read once: a new calculation starts in the user's default unit system.
  const [initialDraft] = useState(() => module.createDraft(readDefaultUnitSystem()));
  const [handoff] = useState(() => {
    if (resume !== 'visitor' || module.route !== 'heat-load') return undefined;
    const stored = readDraft(VISITOR_HEAT_LOAD_DRAFT_KEY);
    // It now lives in this page's own draft slot, kept until it is saved.
    clearDraft(VISITOR_HEAT_LOAD_DRAFT_KEY);
    return stored?.draft;
  });
  const slot = useTabDraftSlot(draftKey(uid, `/calculators/${module.route}`));
  return (
    <WorkspaceEditor
      module={module}
      draftStorageKey={slot.key}
      recoverableDrafts={slot.recoverable}
      initialDraft={initialDraft}
      file={null}
      presetProjectId={presetProjectId}
      handoffDraft={handoff}
    />
  );
}

/**
 * A file read, made ready to show once, each costly step in a task of its own: its data read by
 * its calculator (a schema parse: a bill of 1,000 items, issue 23), then its draft computed once
 * (evaluateDraft keeps it; the comparison of stored results and the editor reuse it). Inside the
 * transition that shows the editor each was one piece React cannot slice: a building's made one
 * task of about 200 ms on a phone (issue 39 §7).
 */
async function openInTasks(module: AnyCalculatorModule, record: SavedFileRecord | null) {
  await nextTask();
  const data = record?.status === 'ok' ? readFileData(module, record.data) : null;
  if (data?.status === 'ok') {
    await nextTask();
    evaluateDraft(module, data.draft);
  }
  return { record, data };
}

function SavedFileWorkspace({
  module,
  uid,
  projectId,
  fileId,
}: {
  module: AnyCalculatorModule;
  uid: string;
  projectId: ProjectId;
  fileId: FileId;
}) {
  const { ctx } = useDataState();
  const query = useQuery({
    queryKey: userDataKeys.file(uid, projectId, module.collection, fileId),
    queryFn: () => getFile(ctx, projectId, module.collection, fileId),
    enabled: ctx !== null,
  });
  // The page is opened once; later cache updates (our own saves) must not reset the editor. It opens
  // in a transition: React renders the editor in slices and lets the browser run between them, where
  // the read's answer rendered a long bill or schedule in one task that froze the page (issue 23).
  const [openedFile, setOpenedFile] = useState<Awaited<ReturnType<typeof openInTasks>>>();
  const [forceOpen, setForceOpen] = useState(false);
  useEffect(() => {
    const answer = query.data;
    if (openedFile !== undefined || answer === undefined) return;
    let current = true;
    void openInTasks(module, answer).then((file) => {
      if (current) startTransition(() => setOpenedFile(file));
    });
    return () => {
      current = false;
    };
  }, [module, openedFile, query.data]);
  // This tab's own draft slot of the file: two tabs on one file never share a draft.
  const slot = useTabDraftSlot(draftKey(uid, `/projects/${projectId}/${module.route}/${fileId}`));
  const opened = openedFile?.record;
  const data = openedFile?.data ?? null;

  if (query.isError && opened === undefined) {
    return (
      <WorkspaceLoadError
        message={describeWriteError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (opened === undefined) return <WorkspaceLoading label="Opening the file" />;
  if (opened === null) return <WorkspaceNotFound what="file" />;
  if (opened.status === 'ok' && opened.deletedAt) return <WorkspaceInRecentlyDeleted />;
  if (opened.status === 'damaged') {
    return (
      <RawDataView
        title={`“${displayName(opened)}” is damaged`}
        description="This file is not stored in the form the app expects, so it cannot be opened. Nothing has been changed: download its data to keep it."
        issues={opened.issues.map((issue) => ({
          field: issue.path || undefined,
          message: issue.message,
        }))}
        data={opened.raw}
        downloadName={`${displayName(opened)}.json`}
      />
    );
  }

  if (data === null) return <WorkspaceLoading label="Opening the file" />;
  if (data.status === 'damaged' && !forceOpen) {
    return (
      <RawDataView
        title={`“${opened.name}” has inputs the calculator cannot read`}
        description={`The ${module.title.toLowerCase()} cannot compute from this file as stored. Download its data to keep it, or open it in the calculator to correct the inputs marked there.`}
        issues={data.issues}
        data={opened.data}
        downloadName={`${opened.name}.json`}
        actions={
          <Button variant="default" onClick={() => setForceOpen(true)}>
            Open in the calculator to correct it
          </Button>
        }
      />
    );
  }

  return <OpenedFileEditor module={module} slot={slot} file={opened} data={data} />;
}

/**
 * A saved file that opens in its calculator: its stored results are compared with a fresh
 * computation once data the engine loads on demand is in (the page says it is opening till then).
 */
function OpenedFileEditor({
  module,
  slot,
  file,
  data,
}: {
  module: AnyCalculatorModule;
  slot: TabDraftSlot;
  file: SavedFile;
  data: OpenedFileData;
}) {
  const initialDraft = data.status === 'ok' ? data.draft : data.rawInputs;
  // Once per file, and again only when data the engine loads on demand has come in.
  const [pending, setPending] = useState<Promise<unknown> | undefined>(undefined);
  const settled = useSettledLoads(pending);
  const evaluation = useMemo(
    () => (data.status === 'ok' && data.snapshot ? evaluateDraft(module, data.draft) : null),
    // `settled` is a dependency on purpose: a load that settled makes the same draft computable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, data, settled],
  );
  if (evaluation?.pending !== pending) setPending(evaluation?.pending);
  if (evaluation?.pending) return <WorkspaceLoading label="Opening the file" />;
  let openedSnapshot;
  if (data.status === 'ok' && data.snapshot && evaluation) {
    if (evaluation.input !== null && evaluation.result !== null) {
      openedSnapshot = {
        differences: compareSnapshots(data.snapshot, module.snapshot(evaluation.result)),
        savedVersion: data.savedVersion,
        input: evaluation.input,
      };
    }
  }
  return (
    <WorkspaceEditor
      module={module}
      draftStorageKey={slot.key}
      recoverableDrafts={slot.recoverable}
      initialDraft={initialDraft}
      file={file}
      openedSnapshot={openedSnapshot}
    />
  );
}
