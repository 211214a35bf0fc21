import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { DataState } from '../data/data-state';
import { describeWriteError } from '../notices/write-errors';

/** The part of a TanStack query this component reads. */
export interface LoadingQuery {
  readonly isError: boolean;
  readonly error: Error | null;
  readonly refetch: () => unknown;
}

export interface DataLoadStateProps {
  /** The store's status (`useDataState().status`); required. */
  status: DataState['status'];
  /** The query whose data is awaited; required. */
  query: LoadingQuery;
  /** What cannot be opened while the store is not ready, e.g. "Your projects"; required. */
  subject: string;
  /** Title of a failed load, e.g. "Your projects could not be loaded"; required. */
  errorTitle: string;
  /** The loader's accessible name, e.g. "Loading projects"; required. */
  loadingLabel: string;
  /** Whether a failed load offers "Try again"; default true. */
  retry?: boolean;
  /** Space above and below the loader; default 'xl' (a page), 'md' or 'lg' in a section. */
  loaderPadding?: 'md' | 'lg' | 'xl';
}

/** The props that name the user's project list, for the pages that wait for it. */
export const PROJECTS_LOAD = {
  subject: 'Your projects',
  errorTitle: 'Your projects could not be loaded',
  loadingLabel: 'Loading projects',
} as const;

/**
 * What a screen shows until its data is there: the store that did not open ("Database not ready.",
 * spec §8), a failed load with its reason (and "Try again"), or a loader. Render it while
 * `status === 'error' || query.isError || !query.data`.
 */
export function DataLoadState({
  status,
  query,
  subject,
  errorTitle,
  loadingLabel,
  retry = true,
  loaderPadding = 'xl',
}: DataLoadStateProps) {
  if (status === 'error') {
    return (
      <Alert color="red" role="alert" title="Database not ready.">
        {subject} cannot be opened in this browser right now. Reload the page to try again.
      </Alert>
    );
  }
  if (query.isError) {
    // The store's reason; a read that never reached the server says the database cannot be reached
    // and what to do, not the browser's "Failed to fetch" (issue 44).
    const reason = describeWriteError(query.error);
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        {retry ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{reason}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          reason
        )}
      </Alert>
    );
  }
  return (
    <Center py={loaderPadding}>
      <Loader role="status" aria-label={loadingLabel} />
    </Center>
  );
}
