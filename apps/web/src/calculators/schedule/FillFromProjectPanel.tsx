import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import {
  EQUIPMENT_TYPES,
  SCHEDULE_COLUMN_FIELD_SPECS,
  SCHEDULE_NUMERIC_COLUMNS,
  equipmentHasColumn,
  rowFromBuildingLoad,
  rowFromCalculation,
  rowsFromBuildingLoad,
  type EquipmentScheduleInputDraft,
  type EquipmentScheduleRow,
  type EquipmentType,
  type ScheduleNumericColumn,
} from '@org/hvac-core/schedule';
import { UnitSystemSchema } from '@org/hvac-core/units';
import { useMemo, useState, type ReactNode } from 'react';
import { ZodError } from 'zod';
import { typeName } from './field-ui';
import { calculatorByCollection } from '../catalog';
import { PanelCard } from '../../calculator-kit/PanelCard';
import { SourcesGate } from '../../project-sources/SourcesStatus';
import type { ProjectSources } from '../../project-sources/use-project-sources';
import type { ScheduleSourceFile } from './project-sources';
import { formatScheduleCell } from './report';
import { appendRows, newRowId, rowsOf, tagOf } from './schedule-draft';

/** The project's calculations as the panel gets them. */
export type SourcesState = ProjectSources<ScheduleSourceFile>;

export interface FillFromProjectPanelProps {
  /** The schedule; required. */
  value: EquipmentScheduleInputDraft;
  /** Called with the schedule with a filled row added; required. */
  onChange: (next: EquipmentScheduleInputDraft) => void;
  /**
   * The project's heat-load, pump-head, ventilation, duct, building-load, duct-system and
   * hydronic-system files; required.
   */
  sources: SourcesState;
  /**
   * The project id recorded in a filled row's source link: set when the calculations are in another
   * project than the schedule's saved file (or the schedule is not saved yet); default none.
   */
  sourceProjectId?: string;
  /** A project picker shown when the page has no project; default none. */
  projectPicker?: ReactNode;
  /** A link to a source file, by file; default its name as text. */
  fileLink?: (file: ScheduleSourceFile) => ReactNode;
}

/** The columns a filled row's main value can go in, first match wins. */
const MAIN_COLUMNS: readonly ScheduleNumericColumn[] = [
  'coolingCapacity',
  'heatingCapacity',
  'waterFlow',
  'airflow',
];

type Preview = { ok: true; row: EquipmentScheduleRow } | { ok: false; reason: string };
type RowOptions = Parameters<typeof rowFromCalculation>[2];

/** Why a file gives no row: its inputs are invalid, or the engine's reason; else rethrown. */
function failure(error: unknown): Preview {
  if (error instanceof ZodError)
    return {
      ok: false,
      reason: `its inputs are not valid (${error.issues[0]?.message ?? 'unreadable'})`,
    };
  if (error instanceof RangeError) return { ok: false, reason: error.message };
  throw error;
}

function attempt(make: () => EquipmentScheduleRow): Preview {
  try {
    return { ok: true, row: make() };
  } catch (error) {
    return failure(error);
  }
}

/**
 * One thing the panel offers to add: a file, or one air system of a building-load file, with the
 * row it gives as its calculator's default type and a way to make it as another type.
 */
interface SourceItem {
  readonly key: string;
  readonly file: ScheduleSourceFile;
  /** The air system's name, for a building-load file. */
  readonly system?: string;
  readonly base: Preview;
  readonly asType: (type: EquipmentType) => Preview;
}

/** The panel's items: a file each, a building-load file one per system (its loads computed once). */
function sourceItems(
  files: readonly ScheduleSourceFile[],
  linked: (file: ScheduleSourceFile) => ScheduleSourceFile,
  options: RowOptions,
): SourceItem[] {
  return files.flatMap((candidate): SourceItem[] => {
    const file = linked(candidate);
    const key = `${file.collection}/${file.fileId}`;
    if (file.kind !== 'building-load') {
      return [
        {
          key,
          file,
          base: attempt(() => rowFromCalculation(file.kind, file, options)),
          asType: (type) =>
            attempt(() => rowFromCalculation(file.kind, file, { ...options, type })),
        },
      ];
    }
    let systems: ReturnType<typeof rowsFromBuildingLoad>;
    try {
      systems = rowsFromBuildingLoad(file, options);
    } catch (error) {
      const failed = failure(error);
      return [{ key, file, base: failed, asType: () => failed }];
    }
    if (systems.length === 0) {
      const none: Preview = { ok: false, reason: 'the building has no air system yet' };
      return [{ key, file, base: none, asType: () => none }];
    }
    return systems.map((entry) => ({
      key: `${key}/${entry.systemId}`,
      file,
      system: entry.systemName,
      base: entry.ok ? { ok: true, row: { ...entry.row, id: options.id } } : entry,
      asType: (type) =>
        attempt(() => rowFromBuildingLoad(file, { ...options, systemId: entry.systemId, type })),
    }));
  });
}

/**
 * Fills rows from the project's saved heat-load (capacity), pump-head (flow, head, motor),
 * ventilation and duct (airflow) calculations, duct systems (a fan) and hydronic systems (a pump),
 * with the engine's `rowFromCalculation`, and from
 * each air system of its building-load files (`rowsFromBuildingLoad`: coil, airflow, heating):
 * each shows what it gives in the schedule's units, a type to add it as, and the button that adds
 * it with the type's next tag and a link back to the file.
 */
export function FillFromProjectPanel({
  value,
  onChange,
  sources,
  sourceProjectId,
  projectPicker,
  fileLink = (file) => `“${file.name}”`,
}: FillFromProjectPanelProps) {
  const unitSystem = UnitSystemSchema.safeParse(value.unitSystem).data ?? 'Imperial';
  const existingTags = rowsOf(value).map(tagOf);
  const tagsKey = JSON.stringify(existingTags);
  const [types, setTypes] = useState<Readonly<Record<string, EquipmentType>>>({});
  const [added, setAdded] = useState<Readonly<Record<string, string[]>>>({});

  const files = sources.status === 'ready' ? sources.files : null;
  // A building file is computed here (tens of ms): once per file list, units and tags, not per
  // keystroke in the schedule.
  const items = useMemo(
    () =>
      files === null
        ? []
        : sourceItems(
            files,
            (file) =>
              sourceProjectId === undefined ? file : { ...file, projectId: sourceProjectId },
            { id: 'preview', unitSystem, existingTags: JSON.parse(tagsKey) as string[] },
          ),
    [files, sourceProjectId, unitSystem, tagsKey],
  );

  return (
    <PanelCard
      titleId="schedule-fill-title"
      title="Fill from the project"
      intro="Rows from the project’s saved heat loads (capacity), pump heads (flow, head and motor), ventilation and duct calculations (airflow), building loads (an air-handling unit per air system: coil at its peak, airflow, heating), duct systems (the fan: airflow, external static pressure, power and motor) and hydronic systems (the pump at its duty point: flow, head, power and motor), recomputed with the current engine. Each row keeps a link to its calculation."
    >
      {projectPicker}
      <SourcesGate
        sources={sources}
        noProject="Choose a project to fill rows from its calculations."
        failed="The project’s calculations could not be read."
        empty="The project has no heat load, pump head, ventilation, duct, building load, duct system or hydronic system calculation yet."
      >
        {items.map(({ key, file, system, base, asType }) => {
          const info = calculatorByCollection(file.collection);
          const main = base.ok
            ? MAIN_COLUMNS.find((column) => base.row[column] !== undefined)
            : undefined;
          const typeOptions = main
            ? EQUIPMENT_TYPES.filter((type) => equipmentHasColumn(type, main))
            : [];
          const chosen = types[key] ?? (base.ok ? base.row.type : undefined);
          const row = base.ok && chosen && chosen !== base.row.type ? asType(chosen) : base;
          const what = system === undefined ? file.name : `${file.name}, ${system}`;
          const selectId = `schedule-fill-${key.replaceAll('/', '-')}-type`;
          return (
            <Paper key={key} withBorder p="xs" data-testid="schedule-source">
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {info.title}: {fileLink(file)}
                  {system === undefined ? null : <>, system {system}</>}
                </Text>
                {row.ok ? (
                  <>
                    <Text size="sm" data-testid="schedule-source-values">
                      {SCHEDULE_NUMERIC_COLUMNS.filter((column) => row.row[column] !== undefined)
                        .map((column) => {
                          const { label, unit } = SCHEDULE_COLUMN_FIELD_SPECS[column];
                          return `${label} ${formatScheduleCell(row.row, column)} ${fieldUnitLabel(unit, unitSystem)}`;
                        })
                        .join(' · ')}
                    </Text>
                    {row.row.notes ? (
                      <Text size="xs" c="dimmed" data-testid="schedule-source-notes">
                        {row.row.notes}
                      </Text>
                    ) : null}
                    <Group gap="xs" align="flex-end">
                      <NativeSelect
                        id={selectId}
                        label="Add as"
                        size="xs"
                        data={typeOptions.map((type) => ({ value: type, label: typeName(type) }))}
                        value={chosen}
                        onChange={(event) => {
                          const next = event.currentTarget.value as EquipmentType;
                          setTypes((current) => ({ ...current, [key]: next }));
                        }}
                      />
                      <Button
                        size="compact-sm"
                        aria-label={`Add ${row.row.tag} from ${what}`}
                        onClick={() => {
                          const filled = { ...row.row, id: newRowId(value) };
                          onChange(appendRows(value, [filled]));
                          setAdded((current) => ({
                            ...current,
                            [key]: [...(current[key] ?? []), filled.tag],
                          }));
                        }}
                      >
                        Add {row.row.tag}
                      </Button>
                    </Group>
                    {added[key] ? (
                      <Text size="xs" fw={600}>
                        ✓ Added {added[key].join(', ')}
                      </Text>
                    ) : null}
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    Gives no row: {row.reason}
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SourcesGate>
    </PanelCard>
  );
}
