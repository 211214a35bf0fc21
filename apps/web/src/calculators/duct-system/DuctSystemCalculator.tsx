import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { balancedAnalysisInput, type DuctSystemResult } from '@org/hvac-core/duct-system';
import { useState, type ReactNode } from 'react';
import { draftText } from '../../calculator-kit/draft-text';
import { draftNumber } from '../../calculator-kit/field-ui';
import { FormSection } from '../../calculator-kit/FormSection';
import { SegmentedChoice } from '../../calculator-kit/SegmentedChoice';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { DraftUnitSystemControl } from '../../calculator-kit/UnitSystemControl';
import { focusElementById, useInputErrors } from '../../calculator-kit/use-input-errors';
import type { BuildingLoadSources } from '../building-load/load-sources';
import { BuildingLoadTerminals } from './BuildingLoadTerminals';
import { ComponentsPanel } from './ComponentsPanel';
import { DUCT_SYSTEM_ID_PREFIX, ductSystemFieldId, type DuctFormContext } from './field-id';
import { DuctSystemResults } from './DuctSystemResults';
import { convertDuctSystemFile } from './convert-file';
import { SectionDetail } from './SectionDetail';
import {
  addSection,
  deleteSubtree,
  duplicateSubtree,
  moveSubtree,
  setSubtreeSystem,
  type DuctSectionDraft,
} from './section-tree';
import { SectionsTable, type SectionActions } from './SectionsTable';
import { SettingsPanel } from './SettingsPanel';
import type { DuctSystemFile, DuctSystemFileDraft } from './terminal-source';

/** The fields of a section that its details panel holds (not the table): where an error link must open it. */
const DETAIL_FIELDS = new Set([
  'parentId',
  'system',
  'material',
  'application',
  'fixed',
  'diameter',
  'width',
  'height',
  'aspectRatio',
  'damperCoefficient',
  'fittings',
]);

const MODE_OPTIONS = [
  { value: 'design', label: 'Design' },
  { value: 'analysis', label: 'Analysis' },
] as const;

export type DuctSystemCalculatorProps = CalculatorEditorProps<
  DuctSystemFileDraft,
  DuctSystemFile,
  DuctSystemResult
> & {
  /** The project's building-load files, for the terminals' airflows; default none (no project). */
  buildingLoadSources?: BuildingLoadSources;
  /** A project picker for that import when the file is not in a project; default none. */
  projectPicker?: ReactNode;
};

/**
 * The duct system editor: the system's settings, the fan unit's components, the sections as an
 * indented tree (with one section's details below it), the terminals from a building-load file,
 * and the results. Controlled: the workspace evaluates each draft once; every number comes from
 * hvac-core.
 */
export function DuctSystemCalculator({
  value,
  onChange,
  evaluation,
  buildingLoadSources,
  projectPicker,
}: DuctSystemCalculatorProps) {
  const { result, stale, input } = evaluation;
  const [selectedIndex, setSelectedIndex] = useState(0);
  const sections = value.sections;
  const selected = Math.min(selectedIndex, Math.max(0, sections.length - 1));
  const { alert, visibleErrors, touch } = useInputErrors<string>(evaluation, {
    goal: 'to see the duct sizes and the fan duty',
    anyField: true,
    focusElement: (key) => {
      const parts = key.split('.');
      if (parts[0] === 'sections' && parts[1] !== undefined) {
        const index = Number(parts[1]);
        if (DETAIL_FIELDS.has(parts[2] ?? '') || parts[3] === 'name' || parts[3] === 'ratedAirflow')
          setSelectedIndex(index);
      }
      // After the section's details have rendered.
      requestAnimationFrame(() => focusElementById(ductSystemFieldId(parts)));
    },
  });
  const context: DuctFormContext = {
    idPrefix: DUCT_SYSTEM_ID_PREFIX,
    unitSystem: value.unitSystem === 'Metric' ? 'Metric' : 'Imperial',
    errors: visibleErrors,
    touch,
  };
  const setSections = (next: DuctSectionDraft[]) => onChange({ ...value, sections: next });
  const actions: SectionActions = {
    select: setSelectedIndex,
    addBranch: (index) => {
      const added = addSection(sections, index);
      setSections(added.sections);
      setSelectedIndex(added.index);
    },
    duplicate: (index) => {
      const copied = duplicateSubtree(sections, index);
      setSections(copied.sections);
      setSelectedIndex(copied.index);
    },
    remove: (index) => {
      setSections(deleteSubtree(sections, index));
      setSelectedIndex(Math.max(0, Math.min(index, sections.length - 2)));
    },
    update: (index, patch) =>
      setSections(sections.map((section, i) => (i === index ? { ...section, ...patch } : section))),
  };
  const analyseDesign =
    result && input && !stale && input.mode === 'design'
      ? () =>
          onChange({
            ...balancedAnalysisInput(input, result),
            terminalSource: input.terminalSource,
          })
      : undefined;
  const selectedId = sections[selected]?.id;
  const asBuilt = sections.some(
    (section) => section.fixed === true || (draftNumber(section.damperCoefficient) ?? 0) > 0,
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <TextInput
          label="Calculation name"
          id={ductSystemFieldId(['calculationName'])}
          value={draftText(value.calculationName) ?? ''}
          onChange={(event) => onChange({ ...value, calculationName: event.currentTarget.value })}
          error={visibleErrors['calculationName']}
          maw={420}
          style={{ flexGrow: 1 }}
        />
        <Group gap="lg">
          <SegmentedChoice
            labelId="duct-system-mode-label"
            label="Mode"
            data={MODE_OPTIONS}
            value={value.mode === 'analysis' ? 'analysis' : 'design'}
            onChange={(mode) => onChange({ ...value, mode })}
          />
          <DraftUnitSystemControl
            idPrefix="duct-system"
            draft={value}
            onChange={onChange}
            convert={convertDuctSystemFile}
          />
        </Group>
      </Group>
      {alert}
      <SettingsPanel
        value={value}
        onChange={onChange}
        context={context}
        {...(analyseDesign ? { onAnalyseDesign: analyseDesign } : {})}
        {...(asBuilt
          ? {
              onClearAsBuilt: () =>
                setSections(
                  sections.map((section) => ({ ...section, fixed: false, damperCoefficient: 0 })),
                ),
            }
          : {})}
      />
      <ComponentsPanel
        components={value.components ?? []}
        onChange={(components) => onChange({ ...value, components })}
        context={context}
      />
      {buildingLoadSources ? (
        <BuildingLoadTerminals
          value={value}
          onChange={onChange}
          sources={buildingLoadSources}
          projectPicker={projectPicker}
        />
      ) : null}
      <FormSection legend="Sections">
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            From the fan to every terminal, each branch indented under the section it leaves. Supply
            sections start at the fan; return and exhaust sections also start at the fan and carry
            air toward it. The ⋯ menu adds a branch, duplicates a run or deletes it; the section’s
            details below move it, set its fittings, a fixed size and its terminal.
          </Text>
          <SectionsTable
            sections={sections}
            selected={selected}
            context={context}
            actions={actions}
            result={result}
          />
          <Group gap="xs">
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => {
                const added = addSection(sections, null, { system: 'supply' });
                setSections(added.sections);
                setSelectedIndex(added.index);
              }}
            >
              Add a supply run at the fan
            </Button>
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => {
                const side = sections.some((section) => section.system === 'exhaust')
                  ? 'exhaust'
                  : 'return';
                const added = addSection(sections, null, { system: side });
                setSections(added.sections);
                setSelectedIndex(added.index);
              }}
            >
              Add a return run at the fan
            </Button>
          </Group>
          {selectedId === undefined ? null : (
            <SectionDetail
              key={selectedId}
              sections={sections}
              index={selected}
              analysis={value.mode === 'analysis'}
              context={context}
              onUpdate={(patch) => actions.update(selected, patch)}
              onMove={(parentIndex) => {
                const moved = moveSubtree(sections, selected, parentIndex);
                setSections(moved);
                setSelectedIndex(
                  Math.max(
                    0,
                    moved.findIndex((s) => s.id === selectedId),
                  ),
                );
              }}
              onSystem={(system) => setSections(setSubtreeSystem(sections, selected, system))}
            />
          )}
        </Stack>
      </FormSection>
      {result ? <DuctSystemResults result={result} stale={stale} /> : null}
    </Stack>
  );
}
