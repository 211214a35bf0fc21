import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A page-level message with a way on. */
function StatePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
      <Group gap="sm">
        <Button component={Link} to="/dashboard" variant="light">
          Go to the dashboard
        </Button>
        <Button component={Link} to="/projects" variant="default">
          Your projects
        </Button>
      </Group>
    </Stack>
  );
}

/** A calculator or file that does not exist (a mistyped address, a deleted file). */
export function WorkspaceNotFound({ what }: { what: 'calculator' | 'file' }) {
  return (
    <StatePage title={what === 'file' ? 'File not found' : 'Calculator not found'}>
      <Text>
        {what === 'file'
          ? 'This file does not exist. It may have been deleted, or the address is mistyped.'
          : 'There is no calculator at this address.'}
      </Text>
    </StatePage>
  );
}

/**
 * A saved file that is in Recently deleted: it opens again once restored from there (an editor on it
 * could save into a file the user has put away).
 */
export function WorkspaceInRecentlyDeleted() {
  return (
    <StatePage title="This file is in Recently deleted">
      <Text>Restore it from Recently deleted to open it again.</Text>
      <Group>
        <Button renderRoot={(props) => <Link to="/projects/recently-deleted" {...props} />}>
          Open Recently deleted
        </Button>
      </Group>
    </StatePage>
  );
}

/** While a calculator or a file loads; `waiting`, when given, says why it is waiting (offline). */
export function WorkspaceLoading({ label, waiting }: { label: string; waiting?: string }) {
  return (
    <Center mih="40vh">
      <Stack align="center" gap="sm">
        <Loader role="status" aria-label={label} />
        {waiting === undefined ? null : (
          <Text size="sm" role="status">
            {waiting}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/** A load that failed, with a retry. */
export function WorkspaceLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatePage title="This page could not be loaded">
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Group>
        <Button onClick={onRetry}>Try again</Button>
      </Group>
    </StatePage>
  );
}
