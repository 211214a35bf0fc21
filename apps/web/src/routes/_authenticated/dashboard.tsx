import { Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageFrame } from '@org/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CalculatorShortcuts } from '../../dashboard/CalculatorShortcuts';
import { CompanyProfilePrompt } from '../../dashboard/CompanyProfilePrompt';
import { RecentFiles } from '../../dashboard/RecentFiles';
import { RecentProjects } from '../../dashboard/RecentProjects';
import { useDataState } from '../../data/data-state';
import { useProjects } from '../../data/queries';
import { DataLoadState, PROJECTS_LOAD } from '../../projects/DataLoadState';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardPage,
});

/** /dashboard: recent projects and files, every calculator, and the company profile prompt. */
function DashboardPage() {
  const { status } = useDataState();
  const projects = useProjects();

  let recent: ReactNode;
  if (status === 'error' || projects.isError || !projects.data) {
    recent = (
      <DataLoadState
        status={status}
        query={projects}
        {...PROJECTS_LOAD}
        retry={false}
        loaderPadding="md"
      />
    );
  } else {
    recent = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Panel title="Recent projects" headingId="recent-projects">
          <RecentProjects projects={projects.data} />
          <Anchor size="sm" renderRoot={(props) => <Link to="/projects" {...props} />}>
            All projects
          </Anchor>
        </Panel>
        <Panel title="Recently changed files" headingId="recent-files">
          <RecentFiles projects={projects.data} />
        </Panel>
      </SimpleGrid>
    );
  }

  return (
    <PageFrame title="Dashboard">
      <CompanyProfilePrompt />
      {recent}
      <section aria-labelledby="calculators-heading">
        <Title order={2} size="h4" id="calculators-heading" mb="sm">
          Calculators
        </Title>
        <CalculatorShortcuts />
      </section>
    </PageFrame>
  );
}

function Panel({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
