import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  deleteProject,
  displayName,
  moveProjectToTrash,
  RECENTLY_DELETED_DAYS,
  restoreProject,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  ProjectIdSchema,
  renameProject,
  updateProjectDescription,
  type DamagedProject,
  type Project,
  type ProjectId,
} from '@org/data';
import { ConfirmationModal, PageFrame } from '@org/ui';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { DownloadRawDataButton } from '../../backup/DownloadRawDataButton';
import { ExportProjectButton } from '../../backup/ExportButtons';
import { useDataState } from '../../data/data-state';
import { isShowingKeptListing } from '../../data/page-cache';
import { preloadProjectReads } from '../../preload/preload-signed-in-page';
import { userDataKeys } from '../../data/query-keys';
import { formatDateTime } from '../../format-date';
import { InlineEdit } from '../../projects/InlineEdit';
import { useKeepProjectListing } from '../../projects/keep-project-listing';
import { NewCalculationMenu } from '../../projects/NewCalculationMenu';
import { removeProjectFromList, updateProjectInCache } from '../../projects/project-cache';
import { useProject, useProjectFiles } from '../../data/project-queries';
import { DataLoadState } from '../../projects/DataLoadState';
import { ProjectFiles } from '../../projects/ProjectFiles';
import { showMovedToTrash } from '../../projects/trash-notification';

export const Route = createFileRoute('/_authenticated/projects/$projectId/')({
  // The project and its files are read while the page's code loads (not awaited); not on a
  // pointer's intent (no reads for a link merely pointed at).
  loader: ({ context, params, preload }) => {
    if (!preload) preloadProjectReads(context.user.uid, params.projectId);
  },
  component: ProjectPage,
});

/** /projects/{projectId}: one project, its files by type, and what can be done with them (spec §2). */
function ProjectPage() {
  const { projectId: rawId } = Route.useParams();
  // Validated here rather than in route options, which would pull @org/data into the first load.
  const parsed = ProjectIdSchema.safeParse(rawId);
  if (!parsed.success) return <ProjectNotFound />;
  return <ProjectScreen projectId={parsed.data} />;
}

function ProjectScreen({ projectId }: { projectId: ProjectId }) {
  const { status, ctx } = useDataState();
  const project = useProject(projectId);
  const files = useProjectFiles(projectId, project.data !== undefined && project.data !== null);
  useKeepProjectListing(ctx?.uid, projectId, project, files);

  const projectState = (
    <DataLoadState
      status={status}
      query={project}
      subject="Your projects"
      errorTitle="This project could not be loaded"
      loadingLabel="Loading the project"
    />
  );
  if (status === 'error' || project.isError) {
    return <PageFrame title="Project">{projectState}</PageFrame>;
  }
  if (project.data === undefined) return projectState;
  if (project.data === null) return <ProjectNotFound />;

  const record = project.data;
  if (record.status === 'ok' && record.deletedAt) return <ProjectInRecentlyDeleted />;
  const filesSection =
    files.isError || !files.data ? (
      <DataLoadState
        status={status}
        query={files}
        subject="Your projects"
        errorTitle="The files could not be loaded"
        loadingLabel="Loading the files"
        loaderPadding="lg"
      />
    ) : (
      <Stack gap="xs">
        {(isShowingKeptListing(project) || isShowingKeptListing(files)) && (
          <Text size="sm" c="dimmed">
            Showing this project as it was on your last visit while it is read again…
          </Text>
        )}
        <ProjectFiles projectId={projectId} files={files.data} />
      </Stack>
    );

  return record.status === 'ok' ? (
    <ProjectDetails project={record}>{filesSection}</ProjectDetails>
  ) : (
    <DamagedProjectDetails record={record}>{filesSection}</DamagedProjectDetails>
  );
}

function ProjectDetails({ project, children }: { project: Project; children: ReactNode }) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const uid = ctx?.uid ?? '';
  const [deleteOpen, setDeleteOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    document.title = `${project.name} · HVAC Workbench`;
  }, [project.name]);

  return (
    <Stack gap="lg">
      <BackToProjects />
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap="xs" style={{ flex: '1 1 420px', minWidth: 0 }}>
          <InlineEdit
            label="Name"
            editLabel="Rename"
            editButtonLabel="Rename project"
            value={project.name}
            maxLength={PROJECT_NAME_MAX}
            display={
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {project.name}
              </Title>
            }
            onSave={async (name) => {
              await renameProject(ctx, project.id, name);
              updateProjectInCache(queryClient, uid, project.id, { name: name.trim() });
              notifications.show({ color: 'green', message: 'Project renamed.' });
            }}
          />
          <InlineEdit
            label="Description"
            value={project.description}
            multiline
            maxLength={PROJECT_DESCRIPTION_MAX}
            display={
              <Text
                c={project.description ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-wrap' }}
              >
                {project.description || 'No description.'}
              </Text>
            }
            onSave={async (description) => {
              await updateProjectDescription(ctx, project.id, description);
              updateProjectInCache(queryClient, uid, project.id, {
                description: description.trim(),
              });
              notifications.show({ color: 'green', message: 'Description saved.' });
            }}
          />
          <Text size="sm" c="dimmed">
            Created <time dateTime={project.date}>{formatDateTime(project.createdAt)}</time>
          </Text>
        </Stack>
        <Group gap="sm">
          <NewCalculationMenu projectId={project.id} />
          <ExportProjectButton projectId={project.id} />
          <Button color="red" variant="light" onClick={() => setDeleteOpen(true)}>
            Delete project
          </Button>
        </Group>
      </Group>
      {children}
      <ConfirmationModal
        opened={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title="Delete project"
        message={`Delete “${project.name}” and every file in it? It moves to Recently deleted, where you can restore it whole for ${RECENTLY_DELETED_DAYS} days.`}
        confirmLabel="Delete project"
        onConfirm={async () => {
          // One write: the project is marked deleted and its files are hidden with it.
          await moveProjectToTrash(ctx, project.id);
          // Leave first: dropping the cached project while this page shows it would flash "not found".
          await navigate({ to: '/projects' });
          removeProjectFromList(queryClient, uid, project.id);
          showMovedToTrash({
            title: 'Project deleted',
            onUndo: async () => {
              await restoreProject(ctx, project.id);
              await queryClient.invalidateQueries({ queryKey: userDataKeys.projects(uid) });
            },
          });
        }}
      />
    </Stack>
  );
}

function DamagedProjectDetails({
  record,
  children,
}: {
  record: DamagedProject;
  children: ReactNode;
}) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const name = displayName(record);
  const issue = record.issues[0];

  return (
    <PageFrame
      title={name}
      actions={
        <>
          <DownloadRawDataButton
            size="sm"
            variant="default"
            entry={{ kind: 'project', id: record.id, issues: record.issues, raw: record.raw }}
          />
          <ExportProjectButton projectId={record.id} />
          <Button color="red" variant="light" onClick={() => setDeleteOpen(true)}>
            Delete project
          </Button>
        </>
      }
    >
      <BackToProjects />
      <Alert color="red" title="This project is damaged">
        <Group gap="xs" mb={4}>
          <Badge color="red" variant="light">
            Damaged
          </Badge>
        </Group>
        Its stored data does not have the expected form
        {issue ? ` (${issue.path || 'document'}: ${issue.message})` : ''}, so it cannot be renamed.
        Its raw data can be downloaded, and its files are listed below.
      </Alert>
      {children}
      <ConfirmationModal
        opened={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title="Delete project"
        message={`Delete “${name}” and every file in it? This project is damaged, so it is deleted for good: this cannot be undone.`}
        confirmLabel="Delete project"
        onConfirm={async () => {
          await deleteProject(ctx, record.id);
          await navigate({ to: '/projects' });
          removeProjectFromList(queryClient, ctx?.uid ?? '', record.id);
          notifications.show({ color: 'green', message: 'Project deleted.' });
        }}
      />
    </PageFrame>
  );
}

function BackToProjects() {
  return (
    <Anchor size="sm" renderRoot={(props) => <Link to="/projects" {...props} />}>
      ← All projects
    </Anchor>
  );
}

/** A project that is in Recently deleted: it is restored from there, whole. */
function ProjectInRecentlyDeleted() {
  return (
    <PageFrame title="This project is in Recently deleted">
      <Text>Restore it from Recently deleted to open it again, with all its files.</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/projects/recently-deleted" {...props} />}>
          Open Recently deleted
        </Button>
      </Group>
    </PageFrame>
  );
}

/** An id that is not one of the user's projects (or not an id at all). */
function ProjectNotFound() {
  return (
    <PageFrame title="Project not found">
      <Text>
        There is no project at this address. It may have been deleted, or the link may belong to
        another account.
      </Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/projects" {...props} />}>
          Go to your projects
        </Button>
      </Group>
    </PageFrame>
  );
}
