import { Stack } from '@mantine/core';
import {
  convertPumpHeadInput,
  type PumpHeadFormDraft,
  type PumpHeadInput,
  type PumpHeadResult,
  type SystemType,
} from '@org/hvac-core/pump';
import type { UnitSystem } from '@org/hvac-core/units';
import { pumpHeadFieldId, setIn } from './field-ui';
import type { FieldPath, PumpHeadFormApi } from './NumberField';
import { PumpHeadForm } from './PumpHeadForm';
import { PumpHeadBreakdown, PumpHeadResults } from './PumpHeadResults';
import { SystemCurvePanel } from './SystemCurvePanel';
import { SegmentedChoice, type ChoiceOption } from '../../workspace/SegmentedChoice';
import { CalculatorEditor } from '../../workspace/CalculatorEditor';
import type { CalculatorEditorProps } from '../../workspace/types';
import { fieldPathKey } from '../../workspace/evaluate';

const SYSTEM_TYPE_OPTIONS: readonly ChoiceOption<SystemType>[] = [
  { value: 'closedLoop', label: 'Closed loop' },
  { value: 'open', label: 'Open system' },
];

/**
 * The pump-head calculator: the index circuit section by section, components, pump and motor,
 * suction and an optional pump curve; heads, powers, the standard motor, NPSH and the system curve
 * with the operating point. Controlled; every number comes from hvac-core.
 */
export function PumpHeadCalculator(
  props: CalculatorEditorProps<PumpHeadFormDraft, PumpHeadInput, PumpHeadResult>,
) {
  const { value, onChange, evaluation } = props;
  const { result, stale } = evaluation;
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';

  return (
    <CalculatorEditor<PumpHeadFormDraft, PumpHeadInput, PumpHeadResult, string>
      {...props}
      idPrefix="pump-head"
      convert={convertPumpHeadInput}
      messages={{
        goal: 'to see the pump head',
        elementId: (key) => pumpHeadFieldId(key.split('.')),
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
      form={({ errors, onFieldTouch }) => {
        const touch = (path: FieldPath): void => onFieldTouch(fieldPathKey(path));
        const api: PumpHeadFormApi = {
          draft: value,
          unitSystem,
          set: (path, next) => {
            touch(path);
            onChange(setIn(value, path, next));
          },
          replace: onChange,
          // A field's message shows once the user has edited or left that field, never on arrival.
          error: (path) => errors[fieldPathKey(path)],
          touch,
        };
        return <PumpHeadForm api={api} />;
      }}
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
}
