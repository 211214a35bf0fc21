import { Anchor, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProjectSources } from './use-project-sources';

/** "Reading the project’s calculations…" (or what `what` names) beside a spinner. */
export function ReadingCalculations({ what = 'the project’s calculations' }: { what?: string }) {
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm">Reading {what}…</Text>
    </Group>
  );
}

/** What failed, in red and announced, followed by its "Try again" button. */
export function FailedWithRetry({
  children,
  onRetry,
}: {
  children: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Text size="sm" c="red" role="alert">
      {children}{' '}
      <Anchor component="button" onClick={onRetry}>
        Try again
      </Anchor>
    </Text>
  );
}

export interface SourcesGateProps {
  /** The project's files the panel reads, as useProjectSources gives them; required. */
  sources: ProjectSources<unknown>;
  /** What to do when there is no project to read from; required. */
  noProject: ReactNode;
  /** What is being read, after "Reading "; default "the project’s calculations". */
  reading?: string;
  /** What could not be read; default "The project’s files could not be read." */
  failed?: string;
  /** What to say when the project has none of the files; required. */
  empty: ReactNode;
  /** The panel's controls, once there is at least one file; required. */
  children: ReactNode;
}

/**
 * The four states of a panel that takes its numbers from the project's files, said the same way in
 * every calculator: no project, reading (a spinner), failed (with "Try again"), none of the files;
 * then the panel's own controls.
 */
export function SourcesGate({
  sources,
  noProject,
  reading,
  failed = 'The project’s files could not be read.',
  empty,
  children,
}: SourcesGateProps) {
  switch (sources.status) {
    case 'noProject':
      return <Text size="sm">{noProject}</Text>;
    case 'loading':
      return <ReadingCalculations what={reading} />;
    case 'error':
      return <FailedWithRetry onRetry={sources.retry}>{failed}</FailedWithRetry>;
    case 'ready':
      return sources.files.length === 0 ? <Text size="sm">{empty}</Text> : children;
  }
}
