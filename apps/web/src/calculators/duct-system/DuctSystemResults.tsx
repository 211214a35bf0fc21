import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import type { DuctSystemResult } from '@org/hvac-core/duct-system';
import { ResultWarnings } from '../../calculator-kit/ResultWarnings';
import { DuctTreeDiagram } from './DuctTreeDiagram';
import { PressureGradeChart } from './PressureGradeChart';
import {
  analysisRows,
  analysisTable,
  criticalPathRows,
  dampersTable,
  fanDutyRows,
  fittingsTable,
  pathsTable,
  sectionsTable,
} from './result-tables';
import { RowsCard, TableView } from './TableView';

export interface DuctSystemResultsProps {
  /** The engine's result; required. */
  result: DuctSystemResult;
  /** Whether it belongs to an earlier draft (the current one is invalid); required. */
  stale: boolean;
}

/**
 * The duct system's results: the fan duty and critical path (or the fan's operating point and each
 * terminal's airflow in an analysis), the warnings beside them, the diagram and the pressure grade
 * line, then the sections, paths, balancing dampers and fittings tables.
 */
export function DuctSystemResults({ result, stale }: DuctSystemResultsProps) {
  const analysis = analysisTable(result);
  const dampers = dampersTable(result);
  const critical = new Set(Object.values(result.criticalPaths).flat());
  return (
    <Stack
      gap="md"
      aria-live="polite"
      aria-busy={stale || undefined}
      data-stale={stale || undefined}
    >
      <Title order={2} size="h3">
        Results
      </Title>
      {stale ? (
        <Alert color="gray" title="Earlier results">
          These are the results of the last valid inputs; correct the inputs above to update them.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          {result.analysis ? (
            <RowsCard
              title="Fan operating point"
              rows={analysisRows(result)}
              testId="duct-system-operating-point"
            />
          ) : null}
          <RowsCard
            title="Critical path"
            rows={criticalPathRows(result)}
            testId="duct-system-critical"
          />
          <RowsCard title="Fan duty" rows={fanDutyRows(result)} testId="duct-system-fan" />
        </Stack>
        <ResultWarnings warnings={result.warnings} />
      </SimpleGrid>
      {analysis ? (
        <TableView
          table={analysis}
          testId="duct-system-analysis-table"
          minWidth={480}
          isEmphasised={(_, index) =>
            Math.abs(result.analysis?.terminals[index]?.deviationPercent ?? 0) > 10
          }
        />
      ) : null}
      <DuctTreeDiagram result={result} dimmed={stale} />
      <PressureGradeChart result={result} dimmed={stale} />
      <TableView
        table={sectionsTable(result)}
        testId="duct-system-sections-table"
        minWidth={1100}
        isEmphasised={(_, index) => critical.has(result.sections[index]?.id ?? '')}
      />
      <TableView
        table={pathsTable(result)}
        testId="duct-system-paths-table"
        isEmphasised={(_, index) => result.paths[index]?.critical === true}
      />
      {result.mode === 'design' ? (
        <TableView table={dampers} testId="duct-system-dampers-table" minWidth={480} />
      ) : null}
      <TableView
        table={fittingsTable(result)}
        testId="duct-system-fittings-table"
        minWidth={1000}
      />
    </Stack>
  );
}
