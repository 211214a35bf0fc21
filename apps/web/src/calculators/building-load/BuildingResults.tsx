import { Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BuildingLoadResult, LoadCurves } from '@org/hvac-core/building-load';
import { useState, type ReactNode } from 'react';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import { PlainTd, PlainTh, PlainTr } from '../../virtual/plain-fields';
import { load, loadUnit, peakTime } from './format';
import { MonthlyPeakChart, PeakDayChart } from './LoadCharts';
import { coilTable, componentTable, peakTable, type ColumnTable } from './result-tables';
import {
  coilProcessTable,
  processStateTable,
  reheatTable,
  ventilationSystemTable,
  ventilationZoneTable,
} from './air-side-tables';

export interface BuildingResultsProps {
  result: BuildingLoadResult;
  stale: boolean;
  /** Controls shown under the coil process (open a system's chart); default none. */
  processActions?: ReactNode;
}

interface ResultTableViewProps<Row> {
  table: ColumnTable<Row>;
  label: string;
  minWidth: number;
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
  testId?: string;
}

/**
 * A results table on the page, every column shown; `rowProps` adds a row's test attributes. Its
 * cells are Mantine's markup written plainly: a building's results hold hundreds of them.
 */
function ResultTableView<Row>({
  table,
  label,
  minWidth,
  rowProps,
  testId,
}: ResultTableViewProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped withTableBorder aria-label={label} data-testid={testId}>
        <Table.Thead>
          <PlainTr>
            {table.columns.map((column) => (
              <PlainTh key={column.header} ta={column.align} columnBorder={false}>
                {column.header}
              </PlainTh>
            ))}
          </PlainTr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <PlainTr key={table.rowKey(row)} {...rowProps?.(row)}>
              {table.columns.map((column) => (
                <PlainTd key={column.header} ta={column.align} columnBorder={false}>
                  {column.cell(row)}
                </PlainTd>
              ))}
            </PlainTr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A results table in a section of its own, under its heading. */
function ResultTableSection<Row>({
  headingId,
  title,
  ...view
}: ResultTableViewProps<Row> & { headingId: string; title: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} size="h4" mb="sm">
        {title}
      </Title>
      <ResultTableView {...view} />
    </Paper>
  );
}

/** The building's results: peaks, coils, component breakdown, check figures and the charts. */
export function BuildingResults({ result, stale, processActions }: BuildingResultsProps) {
  const system = result.unitSystem;
  const subjects: { value: string; label: string; curves: LoadCurves }[] = [
    { value: 'building', label: 'Building', curves: result.building },
    ...result.systems.map((s) => ({
      value: `system-${s.id}`,
      label: `System ${s.name}`,
      curves: s,
    })),
    ...result.zones.map((z) => ({ value: `zone-${z.id}`, label: `Zone ${z.name}`, curves: z })),
    ...result.rooms.map((r) => ({ value: `room-${r.id}`, label: `Room ${r.name}`, curves: r })),
  ];
  const [chosen, setChosen] = useState('building');
  const subject = subjects.find((s) => s.value === chosen) ?? subjects[0];
  const peak = result.building.blockPeak;

  return (
    <Stack gap="md" data-stale={stale || undefined} aria-live="polite">
      <Paper withBorder p="md" component="section" aria-labelledby="bl-results-heading">
        <Stack gap="sm">
          <Title order={2} id="bl-results-heading" size="h4">
            Results
          </Title>
          {stale ? (
            <Text size="sm" c="orange">
              These results are for the last valid inputs.
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {[
              {
                label: 'Building block peak (sensible + latent)',
                value: peak ? `${load(peak.totalW, system)} ${loadUnit(system)}` : '—',
                testId: 'building-peak-total',
              },
              {
                label: 'Peak at (hour ending, local standard time)',
                value: peak ? peakTime(peak) : '—',
                testId: 'building-peak-time',
              },
              {
                label: 'Heating load',
                value: `${load(result.building.heatingW, system)} ${loadUnit(system)}`,
              },
            ].map((figure) => (
              <div key={figure.label}>
                <Text size="xs" c="dimmed">
                  {figure.label}
                </Text>
                <Text fw={700} size="xl" data-testid={figure.testId}>
                  {figure.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <ResultTableView
            table={peakTable(result)}
            label="Peak loads"
            minWidth={1200}
            testId="building-peak-table"
            rowProps={(row) => ({ 'data-testid': 'building-peak-row', 'data-kind': row.kind })}
          />
        </Stack>
      </Paper>

      {result.systems.length > 0 ? (
        <ResultTableSection
          headingId="bl-coil-heading"
          title="Cooling coils"
          table={coilTable(result)}
          label="Cooling coils"
          minWidth={1200}
          testId="building-coil-table"
        />
      ) : null}

      {result.systems.some((s) => s.ventilation !== null) ? (
        <Paper withBorder p="md" component="section" aria-labelledby="bl-ventilation-heading">
          <Stack gap="sm">
            <Title order={2} id="bl-ventilation-heading" size="h4">
              Outdoor air: ASHRAE 62.1-2022 multiple-zone
            </Title>
            <ResultTableView
              table={ventilationSystemTable(result)}
              label="Outdoor air intake by system"
              minWidth={1100}
              testId="building-ventilation-system-table"
            />
            <ResultTableView
              table={ventilationZoneTable(result)}
              label="Outdoor air by zone"
              minWidth={1000}
              testId="building-ventilation-zone-table"
            />
          </Stack>
        </Paper>
      ) : null}

      {result.systems.some((s) => s.process !== null) ? (
        <Paper withBorder p="md" component="section" aria-labelledby="bl-process-heading">
          <Stack gap="sm">
            <Title order={2} id="bl-process-heading" size="h4">
              Coil process at each coil’s peak
            </Title>
            <ResultTableView
              table={coilProcessTable(result)}
              label="Coil, fan and reheat"
              minWidth={1000}
              testId="building-coil-process-table"
            />
            <ResultTableView
              table={processStateTable(result)}
              label="Air states"
              minWidth={900}
              testId="building-process-state-table"
            />
            <ResultTableView
              table={reheatTable(result)}
              label="Zone reheat"
              minWidth={800}
              testId="building-reheat-table"
            />
            {processActions}
          </Stack>
        </Paper>
      ) : null}

      <ResultTableSection
        headingId="bl-components-heading"
        title={`Room loads by component at each room’s peak (${loadUnit(system)})`}
        table={componentTable(result)}
        label="Room loads by component"
        minWidth={900}
      />

      <Paper withBorder p="md" component="section" aria-labelledby="bl-charts-heading">
        <Stack gap="sm">
          <Title order={2} id="bl-charts-heading" size="h4">
            Peak day and monthly peaks
          </Title>
          <Select
            label="Show"
            data={subjects.map((s) => ({ value: s.value, label: s.label }))}
            value={subject?.value ?? 'building'}
            onChange={(next) => setChosen(next ?? 'building')}
            allowDeselect={false}
            maw={360}
          />
          {subject ? (
            <>
              <PeakDayChart
                curves={subject.curves}
                subject={subject.label}
                unitSystem={system}
                dimmed={stale}
              />
              <MonthlyPeakChart
                curves={subject.curves}
                subject={subject.label}
                unitSystem={system}
                dimmed={stale}
              />
            </>
          ) : null}
        </Stack>
      </Paper>
      <ResultWarnings warnings={result.warnings.map((message) => ({ message }))} />
    </Stack>
  );
}
