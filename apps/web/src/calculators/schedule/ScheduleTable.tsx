import { Button, Group, Table, Title, UnstyledButton } from '@mantine/core';
import { fieldRange, fieldUnitLabel, inUnitSystem } from '@org/hvac-core/fields';
import {
  EQUIPMENT_TYPE_INFO,
  SCHEDULE_COLUMN_FIELD_SPECS,
  SCHEDULE_COLUMN_INFO,
  isScheduleNumericColumn,
  scheduleColumnHeader,
  type EquipmentType,
  type ScheduleColumn,
  type ScheduleSortDirection,
} from '@org/hvac-core/schedule';
import type { UnitSystem } from '@org/hvac-core/units';
import { UnitInput } from '@org/ui';
import { memo, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { draftNumber } from '../../calculator-kit/field-ui';
import classes from './ScheduleEditor.module.css';
import { tagOf, type ScheduleRowDraft } from './schedule-draft';
import { PlainGroup, PlainTd, PlainTextInput, PlainTr } from '../../virtual/plain-fields';
import { SpacerRow, useWindowRows } from '../../virtual/window-virtual';
import { RowActionIcons } from '../../calculator-kit/RowActionIcons';
import { sameRowProps } from '../../calculator-kit/row-errors';

/** The sort of the view: a column and its direction, or none (the schedule's order). */
export type ScheduleSort = { column: ScheduleColumn; direction: ScheduleSortDirection } | null;

/** One shown row of a table. */
export interface ScheduleTableEntry {
  readonly row: ScheduleRowDraft;
  /** Messages of the row's cells, by column. */
  readonly errors: Readonly<Record<string, string>>;
  /** Whether the row can move up / down within its type in the saved order. */
  readonly canMoveUp: boolean;
  readonly canMoveDown: boolean;
}

export interface ScheduleTableProps {
  /** The equipment type of this table; required. */
  type: EquipmentType;
  /** The rows shown, in view order; required. */
  entries: readonly ScheduleTableEntry[];
  /** The schedule's unit system (column units); required. */
  unitSystem: UnitSystem;
  /** The view's sort; required (null for the schedule's order). */
  sort: ScheduleSort;
  /** Called when a column header is pressed; required. */
  onSort: (column: ScheduleColumn) => void;
  /** Whether the move buttons work (not while the view is sorted or filtered); required. */
  reorderEnabled: boolean;
  /** What the rows' cells and buttons do (stable, so unchanged rows are not drawn again); required. */
  actions: ScheduleRowActions;
  /** Adds a row of a type (this table's); required. */
  onAdd: (type: EquipmentType) => void;
  /** The link to a row's source calculation, or null; required. */
  sourceOf: (row: ScheduleRowDraft) => ReactNode;
  /**
   * Called with the table's handle when it mounts and null when it unmounts, so the editor can bring
   * a row into view (a long table renders only the rows near the viewport); default none.
   */
  register?: (type: EquipmentType, handle: ScheduleTableHandle | null) => void;
}

/** What a row's cells and buttons do, each called with the row's id. */
export interface ScheduleRowActions {
  update: (id: string, patch: Partial<Record<ScheduleColumn, string | number | undefined>>) => void;
  move: (id: string, direction: -1 | 1) => void;
  duplicate: (id: string) => void;
  remove: (id: string) => void;
}

/** What the editor can ask of a table. */
export interface ScheduleTableHandle {
  /** Scrolls the row at this 1-based position into view, so that its cells are in the page. */
  reveal: (position: number) => void;
}

/** The errors of a row that has none (one object, so memoized rows compare it cheaply). */
export const NO_ROW_ERRORS: Readonly<Record<string, string>> = {};

/** Element id of a cell: `schedule-{type}-{n}-{column}`, n the row's place in the table (1-based). */
export function cellId(type: EquipmentType, position: number, column: string): string {
  return `schedule-${type}-${position}-${column}`;
}

function ariaSort(sort: ScheduleSort, column: ScheduleColumn) {
  if (sort?.column !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * One equipment type's schedule table: the type's columns with units in the headers (a header
 * sorts the view), each cell edited in place with its message under it, and per row the moves
 * within the type, duplicate and delete. Memoized: its callbacks are stable and its entries the
 * same list while the view is, so a filter keystroke does not draw it again until the filtered
 * view follows, and an edit in another type's table does not draw it at all.
 */
export const ScheduleTable = memo(ScheduleTableView, (before, after) =>
  (Object.keys(before) as (keyof ScheduleTableProps)[]).every((key) =>
    key === 'entries' ? sameEntries(before.entries, after.entries) : before[key] === after[key],
  ),
);

function sameEntries(a: readonly ScheduleTableEntry[], b: readonly ScheduleTableEntry[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((entry, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      entry.row === other.row &&
      entry.errors === other.errors &&
      entry.canMoveUp === other.canMoveUp &&
      entry.canMoveDown === other.canMoveDown
    );
  });
}

function ScheduleTableView({
  type,
  entries,
  unitSystem,
  sort,
  onSort,
  reorderEnabled,
  actions,
  onAdd,
  sourceOf,
  register,
}: ScheduleTableProps) {
  const info = EQUIPMENT_TYPE_INFO[type];
  const titleId = `schedule-${type}-title`;
  const hasSource = entries.some((entry) => entry.row.source !== undefined);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // A row of inputs without messages is 45 px high (a 36 px input, 4 px padding each side and a
  // border); estimated at that, the rows first drawn are the ones in view, with no second pass.
  const rows = useWindowRows(bodyRef, entries.length, 45, (index) => {
    const id = entries[index]?.row.id;
    return typeof id === 'string' ? id : String(index);
  });
  const { scrollTo } = rows;
  const scrollRef = useRef(scrollTo);
  useLayoutEffect(() => {
    scrollRef.current = scrollTo;
  });
  useEffect(() => {
    register?.(type, { reveal: (position) => scrollRef.current(position - 1) });
    return () => register?.(type, null);
  }, [register, type]);
  const columnCount = info.columns.length + (hasSource ? 2 : 1);

  return (
    <section aria-labelledby={titleId} data-testid={`schedule-table-${type}`}>
      <Group justify="space-between" mb={4}>
        <Title order={3} size="h5" id={titleId}>
          {info.title}
        </Title>
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => onAdd(type)}
          className={classes.noPrint}
        >
          Add {info.label}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={600}>
        <Table
          withTableBorder
          withColumnBorders
          striped
          aria-labelledby={titleId}
          aria-rowcount={rows.virtual ? entries.length + 1 : undefined}
          verticalSpacing={4}
        >
          <Table.Thead>
            <Table.Tr aria-rowindex={rows.virtual ? 1 : undefined}>
              {info.columns.map((column) => (
                <Table.Th
                  key={column}
                  aria-sort={ariaSort(sort, column)}
                  className={classes.header}
                >
                  <UnstyledButton
                    className={classes.sortButton}
                    onClick={() => onSort(column)}
                    aria-label={`Sort by ${scheduleColumnHeader(column, unitSystem)}`}
                  >
                    {scheduleColumnHeader(column, unitSystem)}
                    {sort?.column === column ? (
                      <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>
                    ) : null}
                  </UnstyledButton>
                </Table.Th>
              ))}
              {hasSource ? <Table.Th className={classes.header}>Source</Table.Th> : null}
              <Table.Th className={`${classes.header} ${classes.noPrint}`}>Row</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={bodyRef}>
            <SpacerRow height={rows.before} columns={columnCount} />
            {rows.indexes.map((index) => {
              const entry = entries[index];
              if (!entry) return null;
              const rowId = typeof entry.row.id === 'string' ? entry.row.id : '';
              return (
                <ScheduleRow
                  key={rowId || index}
                  type={type}
                  row={entry.row}
                  position={index + 1}
                  rowIndex={rows.virtual ? index + 2 : undefined}
                  measure={rows.virtual ? rows.measure : undefined}
                  errors={entry.errors}
                  canMoveUp={reorderEnabled && entry.canMoveUp}
                  canMoveDown={reorderEnabled && entry.canMoveDown}
                  unitSystem={unitSystem}
                  hasSource={hasSource}
                  actions={actions}
                  sourceOf={sourceOf}
                />
              );
            })}
            <SpacerRow height={rows.after} columns={columnCount} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

interface ScheduleRowProps {
  type: EquipmentType;
  row: ScheduleRowDraft;
  /** Its 1-based place in the table as shown (ids and labels). */
  position: number;
  /** aria-rowindex when the table is virtual (the header is row 1). */
  rowIndex: number | undefined;
  measure: ((element: Element | null) => void) | undefined;
  errors: Readonly<Record<string, string>>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  unitSystem: UnitSystem;
  hasSource: boolean;
  actions: ScheduleRowActions;
  sourceOf: ScheduleTableProps['sourceOf'];
}

/**
 * One row of a table, memoized: a keystroke in a cell re-renders that row only (the callbacks are
 * stable and an unchanged row keeps its object).
 */
const ScheduleRow = memo(ScheduleRowView, sameRowProps);

function ScheduleRowView({
  type,
  row,
  position,
  rowIndex,
  measure,
  errors,
  canMoveUp,
  canMoveDown,
  unitSystem,
  hasSource,
  actions,
  sourceOf,
}: ScheduleRowProps) {
  const info = EQUIPMENT_TYPE_INFO[type];
  const rowId = typeof row.id === 'string' ? row.id : '';
  const name = tagOf(row).trim() || `row ${position}`;

  const cell = (column: ScheduleColumn, error?: string) => {
    const id = cellId(type, position, column);
    const columnInfo = SCHEDULE_COLUMN_INFO[column];
    const label = `${name} ${columnInfo.label.toLowerCase()}`;
    if (isScheduleNumericColumn(column)) {
      const spec = SCHEDULE_COLUMN_FIELD_SPECS[column];
      const { min, max } = fieldRange(spec, unitSystem);
      return (
        // The column header shows the unit; drawn again inside a narrow cell it would hide the
        // number, so it is only part of the cell's accessible name ("AHU-1 airflow cfm"). A filter
        // keystroke mounts nine of these per row shown: UnitInput's markup without Mantine's work.
        <UnitInput
          id={id}
          label={`${label} ${fieldUnitLabel(spec.unit, unitSystem)}`.trim()}
          unit=""
          value={draftNumber(row[column])}
          onChange={(next) => actions.update(rowId, { [column]: next ?? '' })}
          error={error}
          min={min}
          max={max}
          step={inUnitSystem(spec.step, unitSystem)}
          decimalScale={spec.decimals}
        />
      );
    }
    const value = row[column];
    return (
      <PlainTextInput
        id={id}
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => actions.update(rowId, { [column]: event.currentTarget.value })}
        error={error}
        maxLength={columnInfo.kind === 'text' ? columnInfo.maxLength : undefined}
        autoComplete="off"
      />
    );
  };

  return (
    <PlainTr
      data-testid={`schedule-${type}-row-${position}`}
      aria-rowindex={rowIndex}
      data-index={position - 1}
      ref={measure}
    >
      {info.columns.map((column) => (
        <PlainTd
          key={column}
          className={`${classes.cell} ${column === 'tag' ? classes.tag : ''} ${
            column === 'notes' || column === 'servingArea' ? classes.wide : ''
          }`}
        >
          {cell(column, errors[column])}
        </PlainTd>
      ))}
      {hasSource ? (
        <PlainTd data-testid={`schedule-${type}-${position}-source`}>{sourceOf(row)}</PlainTd>
      ) : null}
      <PlainTd className={`${classes.actions} ${classes.noPrint}`}>
        <PlainGroup gap={2}>
          <RowActionIcons
            name={name}
            canMoveUp={canMoveUp}
            canMoveDown={canMoveDown}
            onMove={(direction) => actions.move(rowId, direction)}
            onDuplicate={() => actions.duplicate(rowId)}
            onDelete={() => actions.remove(rowId)}
            duplicateIcon={<span aria-hidden="true">⧉</span>}
          />
        </PlainGroup>
      </PlainTd>
    </PlainTr>
  );
}
