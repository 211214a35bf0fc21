import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { PageFrame } from '@org/ui';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ExportEverythingButton } from '../../backup/ExportButtons';
import { ImportBackupModal } from '../../backup/ImportBackupModal';
import { useDataState } from '../../data/data-state';
import { useProjects } from '../../data/queries';
import { CreateFromTemplateModal } from '../../projects/CreateFromTemplateModal';
import { CreateProjectModal } from '../../projects/CreateProjectModal';
import { DataLoadState, PROJECTS_LOAD } from '../../projects/DataLoadState';
import { filterProjects } from '../../projects/filter-projects';
import { ProjectList } from '../../projects/ProjectList';
import { plural } from '../../plural';

export const Route = createFileRoute('/_authenticated/projects/')({
  component: ProjectsPage,
});

type OpenModal = 'create' | 'template' | 'import' | null;

/** /projects: the user's projects, newest first, with search, creation and backups (spec §2, §4). */
function ProjectsPage() {
  const navigate = useNavigate();
  const [modal, setModal] = useState<OpenModal>(null);
  const [query, setQuery] = useState('');
  const close = () => setModal(null);

  return (
    <PageFrame
      title="Projects"
      description="Each project keeps the calculations you save into it."
      actions={
        <>
          <Button onClick={() => setModal('create')}>Create New Project</Button>
          <Button variant="default" onClick={() => setModal('template')}>
            Create from Template
          </Button>
        </>
      }
    >
      <TextInput
        label="Search projects"
        description="By name or description"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={480}
      />
      <ProjectsContent query={query} onCreate={() => setModal('create')} />
      <Group>
        <Anchor
          size="sm"
          renderRoot={(props) => <Link to="/projects/recently-deleted" {...props} />}
        >
          Recently deleted
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="backups-heading">
        <Stack gap="xs">
          <Text fw={600} id="backups-heading" component="h2" size="md" m={0}>
            Backups
          </Text>
          <Text size="sm" c="dimmed">
            Save all your projects, files and company profile as a JSON file, or bring a backup back
            in. Importing only adds; it never overwrites what you have.
          </Text>
          <Group gap="sm">
            <ExportEverythingButton />
            <Button variant="default" onClick={() => setModal('import')}>
              Import backup
            </Button>
          </Group>
        </Stack>
      </Paper>

      <CreateProjectModal opened={modal === 'create'} onClose={close} />
      <CreateFromTemplateModal
        opened={modal === 'template'}
        onClose={close}
        onCreated={(project) =>
          void navigate({ to: '/projects/$projectId', params: { projectId: project.id } })
        }
      />
      <ImportBackupModal opened={modal === 'import'} onClose={close} />
    </PageFrame>
  );
}

function ProjectsContent({ query, onCreate }: { query: string; onCreate: () => void }) {
  const { status } = useDataState();
  const projects = useProjects();

  if (status === 'error' || projects.isError || !projects.data) {
    return <DataLoadState status={status} query={projects} {...PROJECTS_LOAD} />;
  }
  if (projects.data.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="flex-start" gap="sm">
          <Text fw={600}>No projects yet</Text>
          <Text size="sm">
            Create a project to save calculations into it, or start from a template with its
            calculations already filled in.
          </Text>
          <Button onClick={onCreate}>Create your first project</Button>
        </Stack>
      </Paper>
    );
  }
  const shown = filterProjects(projects.data, query);
  const total = projects.data.length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {query.trim()
          ? `${shown.length} of ${plural(total, 'project')} match “${query.trim()}”.`
          : `${plural(total, 'project')}, newest first.`}
      </Text>
      {shown.length > 0 ? <ProjectList projects={shown} /> : null}
    </Stack>
  );
}
