import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import {
  EQUIPMENT_TYPES,
  EQUIPMENT_TYPE_INFO,
  SCHEDULE_COLUMN_FIELD_SPECS,
  SCHEDULE_NAME_MAX_LENGTH,
  convertEquipmentScheduleInput,
  equipmentHasColumn,
  matchesScheduleFilter,
  scheduleColumnHeader,
  sortScheduleRows,
  type EquipmentScheduleInput,
  type EquipmentScheduleInputDraft,
  type EquipmentScheduleSummary,
  type EquipmentType,
  type ScheduleColumn,
  type ScheduleFilter,
} from '@org/hvac-core/schedule';
import { UnitSystemSchema } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { InputErrorsAlert } from '../../calculator-kit/InputErrorsAlert';
import { errorsByRow } from '../../calculator-kit/row-errors';
import { showUndoNotification } from '../../notices/undo-notification';
import { useLatestDraft } from '../../calculator-kit/use-latest-draft';
import { UnitSystemControl } from '../../calculator-kit/UnitSystemControl';
import { typeName } from './field-ui';
import classes from './ScheduleEditor.module.css';
import {
  addRow,
  applySortOrder,
  asEquipmentType,
  duplicateRow,
  moveRow,
  removeScheduleRow,
  restoreScheduleRow,
  rowsOf,
  withRowIds,
  tagOf,
  typeOf,
  updateRow,
  type ScheduleRowDraft,
} from './schedule-draft';
import {
  NO_ROW_ERRORS,
  ScheduleTable,
  cellId,
  type ScheduleRowActions,
  type ScheduleSort,
  type ScheduleTableEntry,
  type ScheduleTableHandle,
} from './ScheduleTable';
import type { Evaluation } from '../../calculator-kit/use-evaluation';

export interface ScheduleEditorProps {
  /** The schedule being edited; required. */
  value: EquipmentScheduleInputDraft;
  /** Called with the whole new schedule on every edit; required. */
  onChange: (next: EquipmentScheduleInputDraft) => void;
  /** The schedule's one evaluation by the workspace; required. */
  evaluation: Evaluation<EquipmentScheduleInput, EquipmentScheduleSummary>;
  /** Shown beside the toolbar (the fill-from-project panel); default none. */
  aside?: ReactNode;
  /** Shown under the summary (the CSV download); default none. */
  actions?: ReactNode;
  /** A row's source as shown in its table (a link to the calculation); default the kind's name. */
  sourceOf?: (row: ScheduleRowDraft) => ReactNode;
}

const TYPE_OPTIONS = EQUIPMENT_TYPES.map((type) => ({ value: type, label: typeName(type) }));

function defaultSource(row: ScheduleRowDraft): ReactNode {
  return row.source ? String(row.source.kind) : null;
}

/** A shown table: its type and rows in view order. */
interface ViewTable {
  readonly type: EquipmentType;
  readonly entries: ScheduleTableEntry[];
}

/**
 * The shown tables: the rows of each type (one pass over the schedule), those that pass the filter
 * (none left out when `filter` is null), in the sort's order, each with its messages and moves.
 */
function viewTables(
  rows: readonly ScheduleRowDraft[],
  rowErrors: ReadonlyMap<number, Record<string, string>>,
  filter: ScheduleFilter | null,
  sort: ScheduleSort,
): ViewTable[] {
  const byType = new Map<EquipmentType, { row: ScheduleRowDraft; index: number }[]>();
  rows.forEach((row, index) => {
    const type = typeOf(row);
    if (type === undefined) return;
    const ofType = byType.get(type);
    if (ofType) ofType.push({ row, index });
    else byType.set(type, [{ row, index }]);
  });
  return EQUIPMENT_TYPES.flatMap((type): ViewTable[] => {
    const ofType = byType.get(type);
    if (!ofType) return [];
    const shown = filter ? ofType.filter(({ row }) => matchesScheduleFilter(row, filter)) : ofType;
    const indexOf = new Map(shown.map((entry) => [entry.row, entry.index]));
    const ordered =
      sort && equipmentHasColumn(type, sort.column)
        ? sortScheduleRows(
            shown.map((entry) => entry.row),
            sort.column,
            sort.direction,
          ).map((row) => ({ row, index: indexOf.get(row) ?? -1 }))
        : shown;
    const placeOf = new Map(ofType.map((candidate, place) => [candidate.index, place]));
    const entries = ordered.map((entry) => {
      const place = placeOf.get(entry.index) ?? -1;
      return {
        row: entry.row,
        errors: rowErrors.get(entry.index) ?? NO_ROW_ERRORS,
        canMoveUp: place > 0,
        canMoveDown: place < ofType.length - 1,
      };
    });
    return entries.length > 0 ? [{ type, entries }] : [];
  });
}

/**
 * The equipment schedule: name and units, a toolbar to add rows of a type and to filter the view,
 * one table per equipment type (sortable headers, cells edited in place with the engine's
 * messages), delete with undo, and the summary.
 *
 * Sorting and filtering change the view only; the saved order is the schedule's order, changed by
 * the move buttons (which work while the view is neither sorted nor filtered) or by "Apply this
 * order", which makes the sorted view the saved order.
 */
export function ScheduleEditor({
  value,
  onChange,
  evaluation,
  aside,
  actions,
  sourceOf = defaultSource,
}: ScheduleEditorProps) {
  const unitSystem = UnitSystemSchema.safeParse(value.unitSystem).data ?? 'Imperial';
  const rows = rowsOf(value);
  const [addType, setAddType] = useState<EquipmentType>('airHandlingUnit');
  const [query, setQuery] = useState('');
  const [typeFilter, setTypeFilter] = useState<EquipmentType | ''>('');
  const [sort, setSort] = useState<ScheduleSort>(null);
  const [announcement, setAnnouncement] = useState('');
  const undoId = useId();

  const { latest, edit } = useLatestDraft(value, onChange);
  const tableHandles = useRef(new Map<EquipmentType, ScheduleTableHandle | null>());

  // A file opened to be repaired may have rows without ids; give them ids so they can be edited.
  useEffect(() => {
    const withIds = withRowIds(value);
    if (withIds !== value) onChange(withIds);
  }, [value, onChange]);

  const filtered = query.trim() !== '' || typeFilter !== '';
  const reorderEnabled = sort === null && !filtered;

  // The view is worked out again only when the rows, the messages or the view change, and the
  // tables are drawn again only then. A filter keystroke draws its view in the same render as the
  // box's text: deferred, it cost a second render of the editor and a frame between (issue 23).
  const rowErrors = useMemo(() => errorsByRow(evaluation.errors, 'rows'), [evaluation.errors]);
  const tables = useMemo(
    () =>
      viewTables(
        rows,
        rowErrors,
        { query: query, type: typeFilter === '' ? undefined : typeFilter },
        sort,
      ),
    // `rows` is a copy of `value.rows`, made on each render: the list it copies is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [value.rows, rowErrors, query, typeFilter, sort],
  );

  const add = useCallback(
    (type: EquipmentType) => {
      const { value: now, onChange: apply } = latest.current;
      const { draft, row } = addRow(now, type);
      apply(draft);
      setAnnouncement(`Added ${tagOf(row)}.`);
    },
    [latest],
  );

  const onSort = useCallback(
    (column: ScheduleColumn) =>
      setSort((current) => {
        if (current?.column !== column) return { column, direction: 'asc' };
        return current.direction === 'asc' ? { column, direction: 'desc' } : null;
      }),
    [],
  );
  const registerTable = useCallback((type: EquipmentType, handle: ScheduleTableHandle | null) => {
    tableHandles.current.set(type, handle);
  }, []);

  /** Focuses a cell named in a message, clearing the filter first so that it is shown. */
  const focusCell = (index: number, column: string) => {
    const row = rows[index];
    const type = row ? typeOf(row) : undefined;
    if (!row || !type) return;
    setQuery('');
    setTypeFilter('');
    const unfiltered = viewTables(rows, rowErrors, null, sort).find((table) => table.type === type);
    const position = (unfiltered?.entries.findIndex((entry) => entry.row.id === row.id) ?? -1) + 1;
    if (position === 0) return;
    // A long table renders only the rows near the viewport: bring the row in first.
    const id = cellId(type, position, column);
    const focus = (tries: number) => {
      const element = document.getElementById(id);
      if (element) element.focus();
      else if (tries > 0) {
        tableHandles.current.get(type)?.reveal(position);
        requestAnimationFrame(() => focus(tries - 1));
      }
    };
    requestAnimationFrame(() => focus(10));
  };

  const rowActions = useMemo(
    (): ScheduleRowActions => ({
      update: (id, patch) => edit((draft) => updateRow(draft, id, patch)),
      move: (id, direction) => edit((draft) => moveRow(draft, id, direction)),
      duplicate: (id) => edit((draft) => duplicateRow(draft, id)),
      remove: (id) => {
        const { value: now, onChange: apply } = latest.current;
        const { draft, removed } = removeScheduleRow(now, id);
        apply(draft);
        if (removed)
          showUndoNotification(
            `${undoId}-${Date.now()}`,
            tagOf(removed.row).trim() || 'the row',
            () => edit((current) => restoreScheduleRow(current, removed)),
          );
      },
    }),
    [latest, edit, undoId],
  );

  const errorList = [
    ...Object.entries(evaluation.errors).map(([path, message]) => {
      const [, index, column] = path.split('.');
      return {
        key: path,
        message,
        onFix:
          path === 'calculationName'
            ? () => document.getElementById('schedule-calculationName')?.focus()
            : column && column !== 'id' && column !== 'type' && column !== 'source'
              ? () => focusCell(Number(index), column)
              : undefined,
      };
    }),
    ...evaluation.formErrors.map((message) => ({ key: message, message })),
  ];

  const summary = evaluation.result;
  const kw = fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS.electricalPower.unit, unitSystem);

  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Group align="flex-end" gap="md">
              <TextInput
                id="schedule-calculationName"
                label="Schedule name"
                style={{ flex: 1, minWidth: '14rem' }}
                value={typeof value.calculationName === 'string' ? value.calculationName : ''}
                onChange={(event) =>
                  onChange({ ...value, calculationName: event.currentTarget.value })
                }
                error={evaluation.errors['calculationName']}
                maxLength={SCHEDULE_NAME_MAX_LENGTH}
              />
              <UnitSystemControl
                idPrefix="schedule"
                value={unitSystem}
                onChange={(next) => onChange(convertEquipmentScheduleInput(value, next))}
              />
            </Group>

            <Card withBorder padding="sm" className={classes.noPrint}>
              <Stack gap="sm">
                <Group align="flex-end" gap="sm">
                  <NativeSelect
                    id="schedule-add-type"
                    label="Equipment type"
                    data={TYPE_OPTIONS}
                    value={addType}
                    onChange={(event) =>
                      setAddType(asEquipmentType(event.currentTarget.value) ?? addType)
                    }
                  />
                  <Button onClick={() => add(addType)}>Add row</Button>
                </Group>
                <Group align="flex-end" gap="sm">
                  <TextInput
                    id="schedule-filter"
                    label="Filter rows"
                    description="Tag, serving area, manufacturer or model"
                    value={query}
                    onChange={(event) => setQuery(event.currentTarget.value)}
                    style={{ flex: 1, minWidth: '12rem' }}
                  />
                  <NativeSelect
                    id="schedule-type-filter"
                    label="Show"
                    data={[{ value: '', label: 'All types' }, ...TYPE_OPTIONS]}
                    value={typeFilter}
                    onChange={(event) =>
                      setTypeFilter(asEquipmentType(event.currentTarget.value) ?? '')
                    }
                  />
                </Group>
                {sort || filtered ? (
                  <Alert color="blue" variant="light" p="xs" data-testid="schedule-view-notice">
                    <Stack gap={6}>
                      <Text size="sm">
                        {sort
                          ? `Sorted by ${scheduleColumnHeader(sort.column, unitSystem)}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}`
                          : 'Filtered'}
                        {sort && filtered ? ' and filtered' : ''}: this is a view. The schedule’s
                        saved order is unchanged, and the move buttons wait until the view is
                        cleared.
                      </Text>
                      <Group gap="xs">
                        {sort ? (
                          <Button
                            size="compact-sm"
                            onClick={() => {
                              onChange(applySortOrder(value, sort.column, sort.direction));
                              setSort(null);
                              setAnnouncement('The sorted order is now the schedule’s order.');
                            }}
                          >
                            Apply this order
                          </Button>
                        ) : null}
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => {
                            setSort(null);
                            setQuery('');
                            setTypeFilter('');
                          }}
                        >
                          Show the saved order
                        </Button>
                      </Group>
                    </Stack>
                  </Alert>
                ) : null}
                <Text size="sm" role="status" aria-live="polite">
                  {announcement}
                </Text>
              </Stack>
            </Card>

            {errorList.length > 0 ? (
              <InputErrorsAlert
                hasResult={summary !== null}
                goal="to see the summary and export the schedule"
                errors={errorList}
              />
            ) : null}

            <Card
              withBorder
              padding="sm"
              component="section"
              aria-labelledby="schedule-summary-title"
            >
              <Title order={2} size="h5" id="schedule-summary-title">
                Summary
              </Title>
              {summary ? (
                <Table>
                  <Table.Tbody>
                    {[
                      { label: 'Rows', testId: 'schedule-row-count', count: summary.rowCount },
                      ...summary.types.map(({ type, count }) => ({
                        label: typeName(type),
                        testId: `schedule-count-${type}`,
                        count,
                      })),
                    ].map(({ label, testId, count }) => (
                      <Table.Tr key={testId}>
                        <Table.Td>{label}</Table.Td>
                        <Table.Td data-testid={testId}>{formatNumber(count)}</Table.Td>
                      </Table.Tr>
                    ))}
                    <Table.Tr>
                      <Table.Td>Connected electrical load</Table.Td>
                      <Table.Td data-testid="schedule-connected-load">
                        {formatNumber(summary.connectedElectricalPower, {
                          maximumFractionDigits: 2,
                        })}{' '}
                        {kw}
                      </Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              ) : (
                <Text size="sm">No summary yet: correct the cells marked in the schedule.</Text>
              )}
              {summary && evaluation.stale ? (
                <Text size="xs" c="dimmed">
                  From the last valid schedule.
                </Text>
              ) : null}
              <div className={classes.noPrint}>{actions}</div>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <div className={classes.noPrint}>{aside}</div>
        </Grid.Col>
      </Grid>

      {rows.length === 0 ? (
        <Text size="sm">
          No equipment yet: add a row of a type, or fill rows from the project’s calculations.
        </Text>
      ) : tables.length === 0 ? (
        <Text size="sm">No row matches the filter.</Text>
      ) : null}
      {tables.map((table) => (
        <ScheduleTable
          key={table.type}
          type={table.type}
          entries={table.entries}
          unitSystem={unitSystem}
          sort={sort}
          onSort={onSort}
          reorderEnabled={reorderEnabled}
          actions={rowActions}
          onAdd={add}
          sourceOf={sourceOf}
          register={registerTable}
        />
      ))}
      <Text size="xs" c="dimmed">
        Tags follow each type’s pattern ({EQUIPMENT_TYPE_INFO.airHandlingUnit.tagPrefixes[0]}-1,{' '}
        {EQUIPMENT_TYPE_INFO.airHandlingUnit.tagPrefixes[0]}-2, …) and are unique in the schedule.
        Press a column header to sort the view.
      </Text>
    </Stack>
  );
}
