import {
  convertFanInput,
  type FanField,
  type FanInput,
  type FanInputDraft,
  type FanResult,
} from '@org/hvac-core/fan';
import { Stack } from '@mantine/core';
import type { UnitSystem } from '@org/hvac-core/units';
import { useCallback, useMemo } from 'react';
import { CalculatorEditor } from '../../calculator-kit/CalculatorEditor';
import type { ProjectSources } from '../../project-sources/use-project-sources';
import { DutyFromFilePanel, type DutySourceFile, type TakenDuty } from './DutyFromFilePanel';
import { fanDutyFromDuctSystem } from './duty-from-duct-system';
import { dutyLinkOf, takenOfLink } from './duty-link';
import type { CalculatorEditorProps } from '../../calculator-kit/types';
import { draftText } from '../../calculator-kit/draft-text';
import { FAN_FORM, fanFieldId } from './form-layout';
import { LayoutForm } from '../../calculator-kit/LayoutForm';
import { FanResults } from './FanResults';

export type FanCalculatorProps = CalculatorEditorProps<FanInputDraft, FanInput, FanResult> & {
  /** The project's duct-system files, to take the duty from; default no such panel. */
  ductSystemSources?: ProjectSources<DutySourceFile>;
};

/** The fields still holding the value taken from a duct system, with a note naming it. */
function takenNotes(
  value: FanInputDraft,
  taken: TakenDuty | null,
): Partial<Record<FanField, string>> {
  if (taken === null) return {};
  const notes: Partial<Record<FanField, string>> = {};
  if (value.airflow === taken.values['airflow'])
    notes.airflow = `From duct system “${taken.fileName}” (its fan airflow)`;
  if (value.fanStaticPressure === taken.values['fanStaticPressure'])
    notes.fanStaticPressure = `From duct system “${taken.fileName}”: its fan total pressure with the safety factor, with no outlet area`;
  return notes;
}

/**
 * The fan calculator: air power, fan static and total efficiency or shaft (brake) power, the motor
 * and its standard size, and the fan laws for a new speed or impeller diameter. Controlled: the
 * workspace evaluates each draft once and passes the evaluation in; every number comes from
 * hvac-core.
 * With `ductSystemSources`, the duty can be taken from a duct system of the project.
 */
export function FanCalculator({ ductSystemSources, ...props }: FanCalculatorProps) {
  const { value, onChange } = props;
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  // The link is saved with the file (`dutySource`); its values are converted with the fields on a
  // switch of units, so they compare with the fields and with the source recomputed in these units.
  const link = value.dutySource;
  const current = useMemo(() => takenOfLink(link, unitSystem), [link, unitSystem]);
  const compute = useCallback(
    (file: DutySourceFile) => fanDutyFromDuctSystem(file.data, unitSystem),
    [unitSystem],
  );
  const editor = (
    <CalculatorEditor<FanInputDraft, FanInput, FanResult, FanField>
      {...props}
      idPrefix="fan"
      convert={convertFanInput}
      messages={{ goal: 'to see the fan power', elementId: fanFieldId }}
      form={(messages) => (
        <LayoutForm
          layout={FAN_FORM}
          value={value}
          onChange={onChange}
          descriptions={takenNotes(value, current)}
          {...messages}
        />
      )}
      results={(result, stale) => (
        <FanResults result={result} stale={stale} name={draftText(value.calculationName)} />
      )}
    />
  );
  if (ductSystemSources === undefined) return editor;
  return (
    <Stack gap="md">
      <DutyFromFilePanel
        idPrefix="fan"
        title="Take the duty from a duct-system file"
        description="The duct system’s fan airflow, and as the fan static pressure its fan total pressure with the safety factor (the outlet area is cleared, so the calculator takes total = static), recomputed from the file in this file’s units. The efficiencies, motor and fan laws stay yours."
        fileKind="duct-system file"
        sources={ductSystemSources}
        compute={compute}
        taken={current}
        onTake={(file, values) => {
          const { outletArea: _outletArea, ...rest } = value;
          onChange({ ...rest, ...values, dutySource: dutyLinkOf(file, values) });
        }}
        onUnlink={() => {
          const { dutySource: _dutySource, ...rest } = value;
          onChange(rest);
        }}
      />
      {editor}
    </Stack>
  );
}
