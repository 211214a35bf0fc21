import { Anchor, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** "Reading the project’s calculations…" beside a spinner, while a panel reads a project's files. */
export function ReadingCalculations() {
  return (
    <Group gap="xs">
      <Loader size="xs" />
      <Text size="sm">Reading the project’s calculations…</Text>
    </Group>
  );
}

/** What failed, in red, followed by its "Try again" button. */
export function FailedWithRetry({
  children,
  onRetry,
}: {
  children: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Text size="sm" c="red">
      {children}{' '}
      <Anchor component="button" onClick={onRetry}>
        Try again
      </Anchor>
    </Text>
  );
}
