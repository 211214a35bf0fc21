import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { displayName, type ProjectRecord } from '@org/data';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../format-date';

/** How many projects the dashboard shows. */
export const RECENT_PROJECTS_LIMIT = 5;

/** The newest projects, each linking to its page. */
export function RecentProjects({ projects }: { projects: readonly ProjectRecord[] }) {
  if (projects.length === 0) {
    return <Text size="sm">No projects yet.</Text>;
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {projects.slice(0, RECENT_PROJECTS_LIMIT).map((record) => (
        <li key={record.id}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Anchor
                truncate
                renderRoot={(props) => (
                  <Link to="/projects/$projectId" params={{ projectId: record.id }} {...props} />
                )}
              >
                {displayName(record)}
              </Anchor>
              {record.status === 'damaged' ? (
                <Badge color="red" variant="light" size="sm">
                  Damaged
                </Badge>
              ) : null}
            </Group>
            {record.status === 'ok' ? (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                <time dateTime={record.date}>{formatDateTime(record.createdAt)}</time>
              </Text>
            ) : null}
          </Group>
        </li>
      ))}
    </Stack>
  );
}
