import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  daysLeft,
  type DeletedItem,
  deleteItemForGood,
  emptyRecentlyDeleted,
  listRecentlyDeleted,
  RECENTLY_DELETED_DAYS,
  restoreItem,
} from '@org/data';
import { ConfirmationModal } from '@org/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataState } from '../data/data-state';
import { userDataKeys } from '../data/query-keys';
import { DataLoadState } from './DataLoadState';
import { formatDateTime } from '../format-date';
import { CALCULATORS } from '../calculators/catalog';
import { plural } from '../plural';
import { showDataFailure } from '../data/show-data-failure';

/** Under the user's key, so sign-out clears it with the rest. */
const recentlyDeletedKey = (uid: string) => [...userDataKeys.all(uid), 'recentlyDeleted'] as const;

const keyOf = (item: DeletedItem): string =>
  item.kind === 'project' ? item.projectId : `${item.projectId}/${item.collection}/${item.fileId}`;

const typeLabel = (item: DeletedItem): string =>
  item.kind === 'project'
    ? 'Project'
    : (CALCULATORS.find((entry) => entry.collection === item.collection)?.title ?? 'File');

export interface RecentlyDeletedProps {
  /** The current time, for days left and the 30-day purge; default: the time the list is read. */
  now?: () => Date;
}

/**
 * The projects and files deleted in the last {@link RECENTLY_DELETED_DAYS} days: each with its deletion
 * date and days left, Restore and Delete for good (confirmed), and Empty for all of them. Opening the
 * list deletes for good what has been there longer (listRecentlyDeleted).
 */
export function RecentlyDeleted({ now = () => new Date() }: RecentlyDeletedProps) {
  const { ctx, status } = useDataState();
  const queryClient = useQueryClient();
  const uid = ctx?.uid ?? '';
  const list = useQuery({
    queryKey: recentlyDeletedKey(uid),
    queryFn: async () => {
      const readAt = now();
      return { ...(await listRecentlyDeleted(ctx, readAt)), readAt };
    },
    enabled: ctx !== null,
    // Deletes elsewhere in the app do not update this list: read it afresh each time it is opened.
    refetchOnMount: 'always',
  });
  const [restoring, setRestoring] = useState<string | null>(null);
  const [forGood, setForGood] = useState<DeletedItem | null>(null);
  const [forGoodOpen, setForGoodOpen] = useState(false);
  const [emptyOpen, setEmptyOpen] = useState(false);

  const dropFromList = (item: DeletedItem) =>
    queryClient.setQueryData<typeof list.data>(recentlyDeletedKey(uid), (data) =>
      data ? { ...data, items: data.items.filter((other) => keyOf(other) !== keyOf(item)) } : data,
    );

  const restore = async (item: DeletedItem) => {
    setRestoring(keyOf(item));
    try {
      await restoreItem(ctx, item);
      dropFromList(item);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userDataKeys.projects(uid) }),
        queryClient.invalidateQueries({ queryKey: userDataKeys.project(uid, item.projectId) }),
      ]);
      notifications.show({ color: 'green', message: `Restored “${item.name}”.` });
    } catch (error) {
      console.error('Restoring failed.', error);
      showDataFailure(`“${item.name}” could not be restored`, error);
    } finally {
      setRestoring(null);
    }
  };

  if (status === 'error' || list.isError || !list.data) {
    return (
      <DataLoadState
        status={status}
        query={list}
        subject="Your data"
        errorTitle="Recently deleted could not be loaded"
        loadingLabel="Loading Recently deleted"
      />
    );
  }

  const { items, purged, readAt } = list.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" role="status">
          {items.length === 0
            ? 'Nothing here.'
            : `${plural(items.length, 'item')}, newest delete first.`}
          {purged > 0
            ? ` ${plural(purged, 'item was', 'items were')} older than ${RECENTLY_DELETED_DAYS} days and deleted for good.`
            : ''}
        </Text>
        <Button
          color="red"
          variant="light"
          disabled={items.length === 0}
          onClick={() => setEmptyOpen(true)}
        >
          Empty Recently deleted
        </Button>
      </Group>

      {items.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text fw={600}>Recently deleted is empty</Text>
          <Text size="sm">
            Deleted projects and files stay here for {RECENTLY_DELETED_DAYS} days, so they can be
            restored.
          </Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label="Recently deleted">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Deleted</Table.Th>
                <Table.Th scope="col">Days left</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const left = daysLeft(item.deletedAt, readAt);
                return (
                  <Table.Tr key={keyOf(item)}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Group gap="xs">
                          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                            {item.name}
                          </Text>
                          <Badge variant="light" color={item.kind === 'project' ? 'blue' : 'gray'}>
                            {typeLabel(item)}
                          </Badge>
                        </Group>
                        <Text size="xs" c="dimmed">
                          {item.kind === 'project'
                            ? `With ${plural(item.fileCount, 'file')}`
                            : `In project “${item.projectName}”`}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <time dateTime={item.deletedAt.toISOString()}>
                        {formatDateTime(item.deletedAt)}
                      </time>
                    </Table.Td>
                    <Table.Td>{plural(left, 'day')}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          loading={restoring === keyOf(item)}
                          aria-label={`Restore ${item.name}`}
                          onClick={() => void restore(item)}
                        >
                          Restore
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="subtle"
                          aria-label={`Delete ${item.name} for good`}
                          onClick={() => {
                            setForGood(item);
                            setForGoodOpen(true);
                          }}
                        >
                          Delete for good
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ConfirmationModal
        opened={forGoodOpen}
        onClose={() => setForGoodOpen(false)}
        title="Delete for good"
        message={
          forGood
            ? `Delete “${forGood.name}”${forGood.kind === 'project' ? ' and every file in it' : ''} for good? This cannot be undone.`
            : ''
        }
        confirmLabel="Delete for good"
        onConfirm={async () => {
          if (!forGood) return;
          await deleteItemForGood(ctx, forGood);
          dropFromList(forGood);
          notifications.show({ color: 'green', message: `“${forGood.name}” deleted for good.` });
        }}
      />
      <ConfirmationModal
        opened={emptyOpen}
        onClose={() => setEmptyOpen(false)}
        title="Empty Recently deleted"
        message={`Delete all ${plural(items.length, 'item')} in Recently deleted for good? This cannot be undone.`}
        confirmLabel="Empty"
        onConfirm={async () => {
          const count = await emptyRecentlyDeleted(ctx);
          await queryClient.invalidateQueries({ queryKey: recentlyDeletedKey(uid) });
          notifications.show({
            color: 'green',
            message: `${plural(count, 'item')} deleted for good.`,
          });
        }}
      />
    </Stack>
  );
}
