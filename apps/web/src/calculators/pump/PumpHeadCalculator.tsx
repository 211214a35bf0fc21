import { Stack, Text } from '@mantine/core';
import {
  convertPumpHeadInput,
  type PumpHeadFormDraft,
  type PumpHeadInput,
  type PumpHeadResult,
  type SystemType,
} from '@org/hvac-core/pump';
import type { UnitSystem } from '@org/hvac-core/units';
import { useCallback, useState } from 'react';
import { DutyFromFilePanel, type DutySourceFile, type TakenDuty } from '../fan/DutyFromFilePanel';
import type { ProjectSources } from '../../project-sources/use-project-sources';
import { pumpDutyFromHydronicSystem } from './duty-from-hydronic-system';
import { PUMP_HEAD_ID_PREFIX } from './field-ui';
import { PUMP_HEAD_FORM } from './form-layout';
import { LayoutForm } from '../../calculator-kit/LayoutForm';
import { PumpHeadBreakdown, PumpHeadResults } from './PumpHeadResults';
import { SystemCurvePanel } from './SystemCurvePanel';
import { SegmentedChoice, type ChoiceOption } from '../../calculator-kit/SegmentedChoice';
import { CalculatorEditor } from '../../calculator-kit/CalculatorEditor';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { fieldElementId } from '../../calculator-kit/field-element-id';

const SYSTEM_TYPE_OPTIONS: readonly ChoiceOption<SystemType>[] = [
  { value: 'closedLoop', label: 'Closed loop' },
  { value: 'open', label: 'Open system' },
];

export type PumpHeadCalculatorProps = CalculatorEditorProps<
  PumpHeadFormDraft,
  PumpHeadInput,
  PumpHeadResult
> & {
  /** The project's hydronic-system files, to take the index circuit from; default no such panel. */
  hydronicSystemSources?: ProjectSources<DutySourceFile>;
};

/** What was taken from a hydronic system, with what to say about it under the panel. */
interface TakenIndexCircuit extends TakenDuty {
  readonly note: string;
}

/** The duty's identity: the hydronic system's design flow and index drop, in its own units. */
function hydronicDutyValues(file: DutySourceFile): Readonly<Record<string, number>> {
  // The values are in the hydronic file's units whatever is asked, so any system will do here.
  return pumpDutyFromHydronicSystem(file.data, 'Imperial').values;
}

/**
 * The pump-head calculator: the index circuit section by section, components, pump and motor,
 * suction and an optional pump curve; heads, powers, the standard motor, NPSH and the system curve
 * with the operating point. Controlled; every number comes from hvac-core. With
 * `hydronicSystemSources`, the index circuit can be taken from a hydronic system of the project.
 */
export function PumpHeadCalculator({ hydronicSystemSources, ...props }: PumpHeadCalculatorProps) {
  const { value, onChange, evaluation } = props;
  const { result, stale } = evaluation;
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const [taken, setTaken] = useState<TakenIndexCircuit | null>(null);
  const compute = useCallback(hydronicDutyValues, []);

  const editor = (
    <CalculatorEditor<PumpHeadFormDraft, PumpHeadInput, PumpHeadResult, string>
      {...props}
      idPrefix={PUMP_HEAD_ID_PREFIX}
      convert={convertPumpHeadInput}
      messages={{
        goal: 'to see the pump head',
        elementId: (key) => fieldElementId(PUMP_HEAD_ID_PREFIX, key),
      }}
      controls={
        <SegmentedChoice
          labelId="pump-head-system-type-label"
          label="System"
          data={SYSTEM_TYPE_OPTIONS}
          value={value.systemType ?? 'closedLoop'}
          // A closed loop has no static lift: the schema refuses one, so it is cleared.
          onChange={(systemType) =>
            onChange({
              ...value,
              systemType,
              staticLift: systemType === 'open' ? value.staticLift : 0,
            })
          }
        />
      }
      form={(messages) => (
        <LayoutForm layout={PUMP_HEAD_FORM} value={value} onChange={onChange} {...messages} />
      )}
      formSpan={7}
      results={(shown, shownStale) => <PumpHeadResults result={shown} stale={shownStale} />}
    >
      {result ? (
        <Stack gap="lg">
          <SystemCurvePanel result={result} stale={stale} />
          <PumpHeadBreakdown result={result} stale={stale} />
        </Stack>
      ) : null}
    </CalculatorEditor>
  );
  if (hydronicSystemSources === undefined) return editor;
  return (
    <Stack gap="md">
      <DutyFromFilePanel
        idPrefix="pump-head"
        title="Take the duty from a hydronic-system file"
        description="The pump’s design flow and the index circuit: its supply sections, the terminal’s branch and its return sections (pipe, size, length, flow and fittings), with the coil, plant, control valve and balancing valve fully open and the tees as components at the drops the hydronic system computes; closed loop, the fluid, the pump’s efficiencies and curve. Your safety margin and suction stay."
        fileKind="hydronic-system file"
        sources={hydronicSystemSources}
        compute={compute}
        taken={taken}
        onTake={(file, values) => {
          const duty = pumpDutyFromHydronicSystem(file.data, unitSystem);
          const { pumpCurve: _curve, concentrationPercent: _concentration, ...rest } = value;
          onChange({ ...rest, ...duty.fields });
          const head = unitSystem === 'Imperial' ? 'ft of water' : 'kPa';
          setTaken({
            fileId: file.fileId,
            fileName: file.name,
            values,
            unitSystem,
            note: `Taken from “${file.name}”: the index circuit to ${duty.indexName}, whose drop the hydronic system gives as ${duty.indexPressureDrop.toFixed(1)} ${head} with every balancing valve open. This calculator recomputes the pipes by Darcy–Weisbach, without the reducers, and adds its safety margin.`,
          });
        }}
      />
      {taken === null ? null : (
        <Text size="sm" data-testid="pump-head-duty-note">
          {taken.note}
        </Text>
      )}
      {editor}
    </Stack>
  );
}
