import {
  convertHydronicSystemInput,
  type HydronicSystemInput,
  type HydronicSystemInputDraft,
  type HydronicSystemResult,
} from '@org/hvac-core/hydronic-system';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { CalculatorEditor } from '../../calculator-kit/CalculatorEditor';
import { draftText } from '../../calculator-kit/draft-text';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { setAt } from '../../calculator-kit/draft-path';
import { hydronicFieldId } from './draft-path';
import { errorKey } from '../../calculator-kit/draft-path';
import type { HydronicFormApi } from './form-api';
import { HydronicSummary } from './HydronicSummary';
import type { BuildingLoadSources } from '../building-load/load-sources';
import { LoadsFromBuilding } from './LoadsFromBuilding';
import { NetworkEditor } from './NetworkEditor';
import { NetworkSchematic } from './NetworkSchematic';
import { networkTree } from './network-tree';
import { PartLoadPanel } from './PartLoadPanel';
import { PlantForm, PumpForm } from './PlantPumpForm';
import { PumpCurvesChart } from './PumpCurvesChart';
import { circuitsTable, hydronicSectionsTable, valveScheduleTable } from './result-tables';
import { ResultTableView } from './ResultTableView';
import { SettingsForm } from './SettingsForm';
import { useLinkedLoads } from './use-linked-loads';

export interface HydronicSystemEditorProps extends CalculatorEditorProps<
  HydronicSystemInputDraft,
  HydronicSystemInput,
  HydronicSystemResult
> {
  /** The project's building-load files, to take terminal loads from; required. */
  loadSources: BuildingLoadSources;
}

/**
 * The path of the field a message leads to: a return twin's pipe fields are edited on its supply
 * run's row, so its messages lead there.
 */
function fieldOfMessage(draft: HydronicSystemInputDraft, key: string): string[] {
  const path = key.split('.');
  if (path[0] !== 'sections') return path;
  const index = Number(path[1]);
  const run = networkTree(draft).rows.find(
    (row) => row.kind === 'pipe' && row.returnIndex === index,
  );
  return run?.kind === 'pipe' ? ['sections', String(run.supplyIndex), ...path.slice(2)] : path;
}

const convert = (draft: HydronicSystemInputDraft, unitSystem: 'Imperial' | 'Metric') =>
  convertHydronicSystemInput(draft, unitSystem) as HydronicSystemInputDraft;

/**
 * The hydronic-system calculator: settings, plant, the network as an indented tree with its
 * terminals and valves, the pump; beside it the key results, and below the sections, circuits,
 * valve schedule, part load, the schematic and the pump and system curves. Every number comes
 * from hvac-core; the workspace evaluates each draft once and passes the evaluation in.
 */
export function HydronicSystemEditor({ loadSources, ...props }: HydronicSystemEditorProps) {
  const { value, onChange, evaluation } = props;
  const { result, stale } = evaluation;
  const linked = useLinkedLoads(value, loadSources);
  return (
    <CalculatorEditor<HydronicSystemInputDraft, HydronicSystemInput, HydronicSystemResult, string>
      {...props}
      idPrefix="hydronic"
      convert={convert}
      formSpan={7}
      messages={{
        goal: 'to see the index circuit, the valves and the pump',
        elementId: (key) => hydronicFieldId(fieldOfMessage(value, key)),
        includeNested: true,
      }}
      form={({ errors, onFieldTouch }) => {
        const api: HydronicFormApi = {
          draft: value,
          unitSystem: value.unitSystem ?? 'Imperial',
          set: (path, next) => onChange(setAt(value, path, next)),
          update: onChange,
          error: (path) => errors[errorKey(path)],
          touch: (path) => onFieldTouch(errorKey(path)),
        };
        return (
          <Stack gap="md">
            <SettingsForm api={api} />
            <PlantForm api={api} />
            <LoadsFromBuilding api={api} sources={loadSources} linked={linked} />
            <NetworkEditor api={api} linked={linked} />
            <PumpForm api={api} />
          </Stack>
        );
      }}
      results={(current, isStale) => (
        <HydronicSummary
          result={current}
          stale={isStale}
          name={draftText(value.calculationName) ?? ''}
        />
      )}
    >
      {result ? (
        <Stack gap="lg">
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby="hydronic-index-title"
          >
            <Title order={2} size="h4" id="hydronic-index-title">
              Index circuit: {result.indexCircuit.terminalId}
            </Title>
            <Text size="sm">
              The circuit with the largest drop with every balancing valve fully open:{' '}
              {result.indexCircuit.sections.join(' → ')} and terminal{' '}
              {result.indexCircuit.terminalId}. Its drop sets the pump pressure; its balancing valve
              stays fully open and every other circuit’s valve takes its excess. Highlighted in the
              tables and the schematic.
            </Text>
          </Paper>
          <NetworkSchematic draft={value} result={result} stale={stale} />
          <ResultTableView
            table={hydronicSectionsTable(result)}
            id="hydronic-sections-table"
            stale={stale}
          />
          <ResultTableView
            table={circuitsTable(result)}
            id="hydronic-circuits-table"
            stale={stale}
          />
          <Stack gap={4}>
            <ResultTableView
              table={valveScheduleTable(result)}
              id="hydronic-valve-table"
              stale={stale}
            />
            <Text size="xs" c="dimmed">
              Authority: {result.authorityDefinition}
            </Text>
          </Stack>
          <PumpCurvesChart result={result} stale={stale} />
          <PartLoadPanel
            api={{
              draft: value,
              unitSystem: value.unitSystem ?? 'Imperial',
              set: (path, next) => onChange(setAt(value, path, next)),
              update: onChange,
              error: (path) => evaluation.errors[errorKey(path)],
              touch: () => undefined,
            }}
            result={result}
            stale={stale}
          />
        </Stack>
      ) : null}
    </CalculatorEditor>
  );
}
