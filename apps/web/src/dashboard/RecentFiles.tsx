import { Alert, Anchor, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { ProjectRecord } from '@org/data';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDataState } from '../data/data-state';
import { userDataKeys } from '../data/query-keys';
import { formatDateTime } from '../format-date';
import { loadRecentFiles, RECENT_FILES_PROJECT_LIMIT } from './recent-files';
import { calculatorByCollection } from '../calculators/catalog';

/** The recently changed files of the newest projects, each opening in its calculator. */
export function RecentFiles({ projects }: { projects: readonly ProjectRecord[] }) {
  const { ctx } = useDataState();
  const ids = projects.slice(0, RECENT_FILES_PROJECT_LIMIT * 2).map((record) => record.id);
  const recent = useQuery({
    // Under the user's key, so sign-out clears it; keyed by the projects read.
    queryKey: [...userDataKeys.all(ctx?.uid ?? ''), 'dashboard', 'recent-files', ids],
    queryFn: () => loadRecentFiles(ctx, projects),
    enabled: ctx !== null,
    // Files change on other pages; read them again whenever the dashboard opens.
    staleTime: 0,
  });

  if (recent.isError) {
    return (
      <Alert color="red" role="alert" title="Recent files could not be loaded">
        {recent.error.message}
      </Alert>
    );
  }
  if (!recent.data) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading recent files" />
      </Center>
    );
  }
  if (recent.data.length === 0) {
    return <Text size="sm">No saved calculations yet. Start one from the calculators below.</Text>;
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {recent.data.map(({ file, project, changedAt }) => (
        <li key={`${file.collection}/${file.id}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                truncate
                renderRoot={(props) => (
                  <Link
                    to="/projects/$projectId/$fileType/$fileId"
                    params={{
                      projectId: project.id,
                      fileType: calculatorByCollection(file.collection).route,
                      fileId: file.id,
                    }}
                    {...props}
                  />
                )}
              >
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {calculatorByCollection(file.collection).title} · {project.name}
              </Text>
            </Stack>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {file.updatedAt ? 'Changed ' : 'Created '}
              <time dateTime={changedAt.toISOString()}>{formatDateTime(changedAt)}</time>
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
