import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COLLECTIONS,
  deleteFile,
  displayName,
  duplicateFile,
  moveFileToTrash,
  RECENTLY_DELETED_DAYS,
  renameFile,
  restoreFile,
  type DamagedFile,
  type FileCollectionName,
  type ProjectId,
  type SavedFile,
  type SavedFileRecord,
} from '@org/data';
import { ConfirmationModal } from '@org/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  memo,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { DownloadRawDataButton } from '../backup/DownloadRawDataButton';
import { useDataState } from '../data/data-state';
import { userDataKeys } from '../data/query-keys';
import { formatDateTime } from '../format-date';
import { sharedFileNames } from '../project-sources/file-picker-labels';
import { updateFilesInCache, type FilesByCollection } from '../data/project-queries';
import { showMovedToTrash } from './trash-notification';
import { calculatorByCollection } from '../calculators/catalog';
import { SpacerRow, useWindowRows } from '../virtual/window-virtual';
import { plural } from '../plural';
import { showDataFailure } from '../data/show-data-failure';
import { RenameFileModal } from '../workspace/RenameFileModal';

export interface ProjectFilesProps {
  /** The project the files are in; required. */
  projectId: ProjectId;
  /** Its files by collection; required. */
  files: FilesByCollection;
}

/**
 * A project's files grouped by type (in the order of the document tree), each with its name, dates
 * and actions: open, rename, duplicate, delete (through the confirmation modal). Damaged files are
 * listed, marked, with their raw data downloadable, and can be deleted. A search box (by name) and a
 * filter by calculator type narrow the lists; the search is deferred so typing stays responsive in a
 * project of a thousand files. Memoized, as are its rows (with stable actions): when a fresh read
 * finds the files already shown (keepUnchanged keeps their records), nothing is drawn again.
 */
export const ProjectFiles = memo(function ProjectFiles({ projectId, files }: ProjectFilesProps) {
  const { ctx } = useDataState();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState<SavedFile | null>(null);
  // The file to delete stays set while the modal animates closed, so its message does not blank.
  const [deleting, setDeleting] = useState<SavedFileRecord | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Stable, so that a memoized row is not drawn again for a new function.
  const askDelete = useCallback((file: SavedFileRecord) => {
    setDeleting(file);
    setDeleteOpen(true);
  }, []);
  const askRename = useCallback((file: SavedFile) => setRenaming(file), []);
  const [duplicatingId, setDuplicatingId] = useState<string | null>(null);
  const uid = ctx?.uid ?? '';

  const [search, setSearch] = useState('');
  const [type, setType] = useState<FileCollectionName | 'all'>('all');
  const query = useDeferredValue(search.trim().toLowerCase());

  const allGroups = useMemo(
    () =>
      COLLECTIONS.map((info) => ({ info, list: files[info.collection] })).filter(
        (group) => group.list.length > 0,
      ),
    [files],
  );
  const total = allGroups.reduce((sum, group) => sum + group.list.length, 0);
  // Names two files of one type share (issue 44): each such row says so, whatever the search shows.
  const sharedNames = useMemo(
    () =>
      new Map(
        allGroups.map(({ info, list }) => [
          info.collection,
          sharedFileNames(list.filter((file) => file.status === 'ok')),
        ]),
      ),
    [allGroups],
  );
  const groups = useMemo(
    () =>
      allGroups
        .filter((group) => type === 'all' || group.info.collection === type)
        .map((group) => ({
          ...group,
          list:
            query === ''
              ? group.list
              : group.list.filter((file) => displayName(file).toLowerCase().includes(query)),
        }))
        .filter((group) => group.list.length > 0),
    [allGroups, type, query],
  );
  const shown = groups.reduce((sum, group) => sum + group.list.length, 0);
  const filtering = query !== '' || type !== 'all';

  const duplicate = async (file: SavedFile) => {
    setDuplicatingId(file.id);
    try {
      const copy = await duplicateFile(ctx, projectId, file.collection, file.id);
      updateFilesInCache(queryClient, uid, projectId, file.collection, (list) => [copy, ...list]);
      notifications.show({ color: 'green', message: `Saved “${copy.name}”.` });
    } catch (error) {
      console.error('Duplicating the file failed.', error);
      showDataFailure('The file could not be duplicated', error);
    } finally {
      setDuplicatingId(null);
    }
  };
  // The rows' duplicate action: stable, calling this render's `duplicate`.
  const latestDuplicate = useRef(duplicate);
  useLayoutEffect(() => {
    latestDuplicate.current = duplicate;
  });
  const onDuplicate = useCallback((file: SavedFile) => void latestDuplicate.current(file), []);

  if (allGroups.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text fw={600}>No files yet</Text>
        <Text size="sm">
          Start a calculation from “New calculation” above; saving it puts it in this project.
        </Text>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" role="search" aria-label="Find files">
        <TextInput
          label="Search files"
          placeholder="Part of a file name"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
        />
        <NativeSelect
          label="Calculator type"
          value={type}
          onChange={(event) => setType(event.currentTarget.value as FileCollectionName | 'all')}
          data={[
            { value: 'all', label: 'All types' },
            ...allGroups.map(({ info }) => ({
              value: info.collection,
              label: calculatorByCollection(info.collection).title,
            })),
          ]}
        />
        <Text size="sm" c="dimmed" role="status">
          {filtering ? `Showing ${shown} of ${plural(total, 'file')}` : plural(total, 'file')}
        </Text>
      </Group>
      {groups.length === 0 ? <Text size="sm">No files match this search.</Text> : null}
      {groups.map(({ info, list }) => (
        <section key={info.collection} aria-labelledby={`files-${info.collection}`}>
          <Title order={2} size="h4" id={`files-${info.collection}`} mb="xs">
            {calculatorByCollection(info.collection).title}{' '}
            <Text span c="dimmed" size="sm" fw={400}>
              ({plural(list.length, 'file')})
            </Text>
          </Title>
          <FileTable
            list={list}
            renderRow={(file, slot) =>
              file.status === 'ok' ? (
                <FileRow
                  key={file.id}
                  {...slot}
                  file={file}
                  sharedName={sharedNames.get(info.collection)?.has(file.name) ?? false}
                  duplicating={duplicatingId === file.id}
                  onRename={askRename}
                  onDuplicate={onDuplicate}
                  onDelete={askDelete}
                />
              ) : (
                <DamagedFileRow key={file.id} {...slot} file={file} onDelete={askDelete} />
              )
            }
          />
        </section>
      ))}

      <RenameFileModal
        key={renaming?.name ?? ''}
        opened={renaming !== null}
        onClose={() => setRenaming(null)}
        currentName={renaming?.name ?? ''}
        onRename={async (name) => {
          if (!renaming) return;
          const renamed = await renameFile(ctx, projectId, renaming.collection, renaming.id, name);
          updateFilesInCache(queryClient, uid, projectId, renaming.collection, (list) =>
            list.map((item) => (item.id === renamed.id ? renamed : item)),
          );
          notifications.show({ color: 'green', message: 'File renamed.' });
          setRenaming(null);
        }}
      />
      <ConfirmationModal
        opened={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        title="Delete file"
        message={deleteMessage(deleting)}
        confirmLabel="Delete file"
        onConfirm={async () => {
          if (!deleting) return;
          const { collection, id } = deleting;
          const drop = () =>
            updateFilesInCache(queryClient, uid, projectId, collection, (list) =>
              list.filter((item) => item.id !== id),
            );
          // A damaged file cannot pass the rules' shape check for the deletedAt write: it is deleted for good.
          if (deleting.status === 'damaged') {
            await deleteFile(ctx, projectId, collection, id);
            drop();
            notifications.show({ color: 'green', message: 'File deleted.' });
            return;
          }
          await moveFileToTrash(ctx, projectId, collection, id);
          drop();
          showMovedToTrash({
            title: 'File deleted',
            onUndo: async () => {
              await restoreFile(ctx, projectId, collection, id);
              await queryClient.invalidateQueries({
                queryKey: userDataKeys.allFiles(uid, projectId),
              });
            },
          });
        }}
      />
    </Stack>
  );
});

function deleteMessage(file: SavedFileRecord | null): string {
  if (!file) return '';
  return file.status === 'ok'
    ? `Delete “${file.name}”? It moves to Recently deleted, where you can restore it for ${RECENTLY_DELETED_DAYS} days.`
    : `Delete “${displayName(file)}”? This file is damaged, so it is deleted for good: this cannot be undone.`;
}

/**
 * One group's table. A long one renders only the rows near the viewport (TanStack Virtual, the
 * window scrolls), with aria-rowcount and each row's aria-rowindex, so a screen reader still hears
 * "row 734 of 1,001".
 */
function FileTable({
  list,
  renderRow,
}: {
  list: readonly SavedFileRecord[];
  renderRow: (file: SavedFileRecord, slot: RowSlot) => ReactNode;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const rows = useWindowRows(bodyRef, list.length, 45, (index) => list[index]?.id ?? '');
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table
        verticalSpacing="xs"
        highlightOnHover
        layout="fixed"
        aria-rowcount={rows.virtual ? list.length + 1 : undefined}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={rows.virtual ? 1 : undefined}>
            <Table.Th scope="col">Name</Table.Th>
            {/* Fixed widths keep the columns of every group aligned. */}
            <Table.Th scope="col" w={200}>
              Created
            </Table.Th>
            <Table.Th scope="col" w={200}>
              Updated
            </Table.Th>
            <Table.Th scope="col" w={280}>
              Actions
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody ref={bodyRef}>
          <SpacerRow height={rows.before} columns={4} />
          {rows.indexes.map((index) => {
            const file = list[index];
            if (!file) return null;
            return renderRow(
              file,
              rows.virtual ? { rowIndex: index + 2, index, measure: rows.measure } : {},
            );
          })}
          <SpacerRow height={rows.after} columns={4} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What a virtual table's row carries: its place for screen readers (aria-rowindex), its index
 * (data-index) and its measuring ref; nothing for a short table. Plain values and the virtualizer's
 * own (stable) function, so a memoized row compares them as they are.
 */
interface RowSlot {
  rowIndex?: number;
  index?: number;
  measure?: (element: Element | null) => void;
}

/** The attributes of a row's `tr` for its slot. */
function slotProps({ rowIndex, index, measure }: RowSlot) {
  return rowIndex === undefined
    ? {}
    : { 'aria-rowindex': rowIndex, 'data-index': index, ref: measure };
}

interface FileRowProps extends RowSlot {
  file: SavedFile;
  /** Another file of the same type in the project has this name. */
  sharedName: boolean;
  duplicating: boolean;
  onRename: (file: SavedFile) => void;
  onDuplicate: (file: SavedFile) => void;
  onDelete: (file: SavedFile) => void;
}

const FileRow = memo(function FileRow({
  file,
  sharedName,
  duplicating,
  onRename,
  onDuplicate,
  onDelete,
  ...slot
}: FileRowProps) {
  const route = calculatorByCollection(file.collection).route;
  return (
    <Table.Tr {...slotProps(slot)}>
      <Table.Td>
        <Anchor
          fw={500}
          style={{ overflowWrap: 'anywhere' }}
          renderRoot={(props) => (
            <Link
              to="/projects/$projectId/$fileType/$fileId"
              params={{ projectId: file.projectId, fileType: route, fileId: file.id }}
              {...props}
            />
          )}
        >
          {file.name}
        </Anchor>
        {sharedName ? (
          <Badge
            ml="xs"
            color="yellow"
            variant="light"
            title="Rename one of them so that links, pickers and reports tell them apart."
          >
            Same name as another file
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <time dateTime={file.createdAt.toISOString()}>{formatDateTime(file.createdAt)}</time>
      </Table.Td>
      <Table.Td>
        {file.updatedAt ? (
          <time dateTime={file.updatedAt.toISOString()}>{formatDateTime(file.updatedAt)}</time>
        ) : (
          <Dimmed>Not changed</Dimmed>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onRename(file)}
            aria-label={`Rename ${file.name}`}
          >
            Rename
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onDuplicate(file)}
            loading={duplicating}
            aria-label={`Duplicate ${file.name}`}
          >
            Duplicate
          </Button>
          <DeleteButton name={file.name} onClick={() => onDelete(file)} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

interface DamagedFileRowProps extends RowSlot {
  file: DamagedFile;
  onDelete: (file: DamagedFile) => void;
}

const DamagedFileRow = memo(function DamagedFileRow({
  file,
  onDelete,
  ...slot
}: DamagedFileRowProps) {
  const name = displayName(file);
  const issue = file.issues[0];
  return (
    <Table.Tr {...slotProps(slot)}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text span fw={500}>
            {name}
          </Text>
          <Badge color="red" variant="light">
            Damaged
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          Its stored data does not have the expected form
          {issue ? ` (${issue.path || 'document'}: ${issue.message})` : ''}.
        </Text>
      </Table.Td>
      <Table.Td>
        <Dimmed>Unknown</Dimmed>
      </Table.Td>
      <Table.Td>
        <Dimmed>Unknown</Dimmed>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <DownloadRawDataButton
            size="compact-sm"
            entry={{
              kind: 'file',
              id: file.id,
              location: { projectId: file.projectId, collection: file.collection },
              issues: file.issues,
              raw: file.raw,
            }}
            aria-label={`Download raw data of ${name}`}
          />
          <DeleteButton name={name} onClick={() => onDelete(file)} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      onClick={onClick}
      aria-label={`Delete ${name}`}
    >
      Delete
    </Button>
  );
}

/** A cell's text for what is not known or not there. */
function Dimmed({ children }: { children: ReactNode }) {
  return (
    <Text span c="dimmed" size="sm">
      {children}
    </Text>
  );
}
