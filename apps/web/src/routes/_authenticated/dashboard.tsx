import { Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageFrame } from '@org/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CalculatorShortcuts } from '../../dashboard/CalculatorShortcuts';
import { CompanyProfilePrompt } from '../../dashboard/CompanyProfilePrompt';
import { RecentFiles } from '../../dashboard/RecentFiles';
import { RecentProjects } from '../../dashboard/RecentProjects';
import { useDataState } from '../../data/data-state';
import { useCompanyProfile, useProjects } from '../../data/queries';
import { DataLoadState, PROJECTS_LOAD } from '../../projects/DataLoadState';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardPage,
});

/**
 * /dashboard: recent projects and files, every calculator, and the company profile prompt, shown
 * together once the projects and the profile are read: as each arrived, they pushed the calculators
 * down (a layout shift of 0.28 on a phone, issue 39).
 */
function DashboardPage() {
  const { status } = useDataState();
  const projects = useProjects();
  const profile = useCompanyProfile();
  const failed = status === 'error' || projects.isError;
  if (failed || !projects.data || (profile.data === undefined && !profile.isError)) {
    return (
      <PageFrame title="Dashboard">
        {failed ? <CompanyProfilePrompt /> : null}
        <DataLoadState
          status={status}
          query={projects}
          {...PROJECTS_LOAD}
          loadingLabel="Loading your dashboard"
          retry={false}
          loaderPadding="md"
        />
        {failed ? <CalculatorsSection /> : null}
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Dashboard">
      <CompanyProfilePrompt />
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
      <CalculatorsSection />
    </PageFrame>
  );
}

function CalculatorsSection() {
  return (
    <section aria-labelledby="calculators-heading">
      <Title order={2} size="h4" id="calculators-heading" mb="sm">
        Calculators
      </Title>
      <CalculatorShortcuts />
    </section>
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
