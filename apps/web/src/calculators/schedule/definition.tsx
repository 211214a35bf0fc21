import { Button, Stack, Text } from '@mantine/core';
import { isDocumentId } from '@org/data';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import {
  DEFAULT_SCHEDULE_NAME,
  SCHEDULE_METHOD,
  SCHEDULE_COLUMN_FIELD_SPECS,
  SCHEDULE_COLUMN_INFO,
  convertEquipmentScheduleInput,
  defaultEquipmentScheduleInput,
  isScheduleNumericColumn,
  scheduleToCsv,
  summarizeEquipmentSchedule,
  type EquipmentScheduleInput,
  type EquipmentScheduleInputDraft,
  type EquipmentScheduleSummary,
} from '@org/hvac-core/schedule';
import { UnitSystemSchema } from '@org/hvac-core/units';
import { useParams } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { calculatorByCollection } from '../catalog';
import { downloadCsv } from '../../reference/copy-csv';
import { FileLink } from '../../project-sources/FileLink';
import { ProjectPicker } from '../../project-sources/ProjectPicker';
import type { CalculatorEditorProps, CalculatorDefinition } from '../../calculator-kit/types';
import { useProjectSources } from '../../project-sources/use-project-sources';
import { FillFromProjectPanel } from './FillFromProjectPanel';
import { columnDecimals } from './field-ui';
import {
  StoredScheduleSchema,
  linkedCalculator,
  parseStoredSchedule,
  scheduleSources,
  sourceDriftChecker,
  type ScheduleSourceFile,
} from './project-sources';
import { scheduleReport } from './report';
import { ScheduleEditor } from './ScheduleEditor';
import type { ScheduleRowDraft } from './schedule-draft';

/** The fields a saved schedule stores at the top level of `data` (hvac-core README, "Equipment schedule"). */
export const SCHEDULE_INPUT_FIELDS = ['calculationName', 'unitSystem', 'rows'] as const;

/** No source files yet: one array, so the rows' source names are not rebuilt on each render. */
const NO_SOURCE_FILES: readonly ScheduleSourceFile[] = [];

function ScheduleWorkspaceEditor({
  value,
  onChange,
  evaluation,
}: CalculatorEditorProps<
  EquipmentScheduleInputDraft,
  EquipmentScheduleInput,
  EquipmentScheduleSummary
>) {
  const params: { projectId?: string } = useParams({ strict: false });
  const [picked, setPicked] = useState('');
  const { fixedProject, projectId, sources } = useProjectSources(scheduleSources, picked);
  const sourceFiles = sources.status === 'ready' ? sources.files : NO_SOURCE_FILES;
  const names = useMemo(
    () => new Map(sourceFiles.map((file) => [`${file.kind}/${file.fileId}`, file.name])),
    [sourceFiles],
  );

  // Each source recomputed once per file list and units (not per keystroke), to say when a row
  // no longer matches the calculation it was filled from.
  const unitSystem = UnitSystemSchema.safeParse(value.unitSystem).data ?? 'Imperial';
  const driftOf = useMemo(
    () => sourceDriftChecker(sourceFiles, unitSystem),
    [sourceFiles, unitSystem],
  );

  // One function while the names are the same, so the schedule's memoized rows are not redrawn.
  const paramsProjectId = params.projectId;
  const sourceOf = useCallback(
    (row: ScheduleRowDraft): ReactNode => {
      const source = row.source;
      const info = linkedCalculator(source);
      if (!source || !info) return null;
      const inProject = source.projectId ?? paramsProjectId;
      const here = source.projectId === undefined || source.projectId === projectId;
      const name = here && names.get(`${info.domain}/${source.fileId}`);
      const text = name ? `${info.title} “${name}”` : `${info.title} file`;
      const link =
        inProject && isDocumentId(inProject) && isDocumentId(source.fileId) ? (
          <FileLink size="sm" projectId={inProject} route={info.route} fileId={source.fileId}>
            {text}
          </FileLink>
        ) : (
          text
        );
      const drift = here ? driftOf(row) : undefined;
      if (drift === undefined || drift.status === 'same') return link;
      return (
        <>
          {link}
          <Text size="xs" c="orange.8" data-testid="schedule-source-drift">
            {drift.status === 'changed'
              ? `Changed since filled: ${drift.columns
                  .map((column) => SCHEDULE_COLUMN_INFO[column].label.toLowerCase())
                  .join(', ')} now differ${drift.columns.length === 1 ? 's' : ''}`
              : `Its source cannot be computed now: ${drift.reason}`}
          </Text>
        </>
      );
    },
    [names, projectId, paramsProjectId, driftOf],
  );

  const fileLink = (file: ScheduleSourceFile): ReactNode =>
    projectId ? (
      <FileLink
        size="sm"
        projectId={projectId}
        route={calculatorByCollection(file.collection).route}
        fileId={file.fileId}
      >
        “{file.name}”
      </FileLink>
    ) : (
      `“${file.name}”`
    );

  const csv = () => {
    if (!evaluation.ok || evaluation.input === null) return;
    // Numbers as the table shows them; a byte-order mark, so that spreadsheets read the unit
    // symbols (ft², °F) as UTF-8.
    const text = scheduleToCsv(evaluation.input, {
      decimals: (column) => (isScheduleNumericColumn(column) ? columnDecimals(column) : undefined),
    });
    downloadCsv(`\uFEFF${text}`, 'Equipment schedule.csv');
  };

  return (
    <ScheduleEditor
      value={value}
      onChange={onChange}
      evaluation={evaluation}
      sourceOf={sourceOf}
      actions={
        <Stack gap={4} mt="sm">
          <Button variant="default" onClick={csv} disabled={!evaluation.ok}>
            Download CSV
          </Button>
          <Text size="xs" c="dimmed">
            One table per equipment type, units in the headers, for a spreadsheet or the drawings.
            The PDF report (landscape) is at the top of the page.
          </Text>
        </Stack>
      }
      aside={
        <FillFromProjectPanel
          value={value}
          onChange={onChange}
          sources={sources}
          sourceProjectId={
            projectId !== null && projectId !== params.projectId ? projectId : undefined
          }
          fileLink={fileLink}
          projectPicker={
            fixedProject === undefined ? (
              <ProjectPicker id="schedule-fill-project" value={picked} onChange={setPicked} />
            ) : undefined
          }
        />
      }
    />
  );
}

/** The equipment scheduler on the workspace (issue 8). */
export const scheduleDefinition: CalculatorDefinition<
  EquipmentScheduleInputDraft,
  EquipmentScheduleInput,
  EquipmentScheduleSummary
> = {
  intro:
    'Equipment in tables by type with each type’s columns and tags, filled from the project’s heat loads, pump heads, ventilation and duct calculations with links back, and exported as a landscape PDF or CSV.',
  inputFields: SCHEDULE_INPUT_FIELDS,
  createDraft: (unitSystem) => defaultEquipmentScheduleInput(unitSystem),
  convert: (draft, unitSystem) => convertEquipmentScheduleInput(draft, unitSystem),
  schema: StoredScheduleSchema,
  safeParse: parseStoredSchedule,
  // Cells show their own messages; anything else (the list, a duplicate id) is the schedule's.
  isFieldPath: (path) =>
    (path.length === 1 && path[0] === 'calculationName') ||
    (path.length === 3 && path[0] === 'rows'),
  calculate: summarizeEquipmentSchedule,
  snapshot: (summary) => ({
    rowCount: summary.rowCount,
    connectedElectricalPower: summary.connectedElectricalPower,
  }),
  summaryKeys: ['connectedElectricalPower'],
  describeSnapshotKey: (key, input) =>
    key === 'connectedElectricalPower'
      ? {
          label: 'Connected electrical load',
          unit: fieldUnitLabel(SCHEDULE_COLUMN_FIELD_SPECS.electricalPower.unit, input.unitSystem),
        }
      : key === 'rowCount'
        ? { label: 'Rows', unit: '' }
        : { label: key, unit: '' },
  suggestFileName: (draft) =>
    (typeof draft.calculationName === 'string' && draft.calculationName.trim()) ||
    DEFAULT_SCHEDULE_NAME,
  report: scheduleReport,
  method: SCHEDULE_METHOD,
  Editor: ScheduleWorkspaceEditor,
};
