import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { displayName, type ProjectRecord } from '@org/data';
import { Link } from '@tanstack/react-router';
import { DownloadRawDataButton } from '../backup/DownloadRawDataButton';
import { formatDateTime } from '../format-date';

export interface ProjectListProps {
  /** The projects to show, in the order given (newest first); required. */
  projects: readonly ProjectRecord[];
}

/**
 * The project list: each project links to its page with its description and creation date. A
 * damaged project is listed too, marked, with its raw data downloadable (never silently dropped).
 */
export function ProjectList({ projects }: ProjectListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Projects">
      {projects.map((record) => (
        <li key={record.id}>
          <Paper withBorder p="md" radius="md">
            {record.status === 'ok' ? (
              <Stack gap={4}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor
                    fw={600}
                    size="lg"
                    renderRoot={(props) => (
                      <Link
                        to="/projects/$projectId"
                        params={{ projectId: record.id }}
                        {...props}
                      />
                    )}
                  >
                    {record.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    Created <time dateTime={record.date}>{formatDateTime(record.createdAt)}</time>
                  </Text>
                </Group>
                {record.description ? (
                  <Text size="sm" lineClamp={2}>
                    {record.description}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              <DamagedProjectRow record={record} />
            )}
          </Paper>
        </li>
      ))}
    </Stack>
  );
}

function DamagedProjectRow({ record }: { record: Extract<ProjectRecord, { status: 'damaged' }> }) {
  const name = displayName(record);
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Anchor
          fw={600}
          size="lg"
          renderRoot={(props) => (
            <Link to="/projects/$projectId" params={{ projectId: record.id }} {...props} />
          )}
        >
          {name}
        </Anchor>
        <Badge color="red" variant="light">
          Damaged
        </Badge>
      </Group>
      <Text size="sm">
        This project&apos;s stored data does not have the expected form
        {record.issues[0]
          ? ` (${record.issues[0].path || 'document'}: ${record.issues[0].message})`
          : ''}
        . Download its raw data to keep it; its files are still listed on its page.
      </Text>
      <Group>
        <DownloadRawDataButton
          entry={{ kind: 'project', id: record.id, issues: record.issues, raw: record.raw }}
          aria-label={`Download raw data of ${name}`}
        />
      </Group>
    </Stack>
  );
}
