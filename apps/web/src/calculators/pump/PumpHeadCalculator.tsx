import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  SYSTEM_TYPES,
  convertPumpHeadInput,
  type PumpHeadFormDraft,
  type SystemType,
} from '@org/hvac-core/pump';
import { type UnitSystem } from '@org/hvac-core/units';
import { pumpHeadFieldId, setIn } from './field-ui';
import type { FieldPath, PumpHeadFormApi } from './NumberField';
import { PumpHeadForm } from './PumpHeadForm';
import { PumpHeadBreakdown, PumpHeadResults } from './PumpHeadResults';
import { SystemCurvePanel } from './SystemCurvePanel';
import { UnitSystemControl } from '../../workspace/UnitSystemControl';
import { useInputErrors } from '../../workspace/use-input-errors';
import { CalculatorColumns } from '../../workspace/CalculatorColumns';
import type { PumpHeadInput, PumpHeadResult } from '@org/hvac-core/pump';
import type { Evaluation } from '../../workspace/use-evaluation';
import { fieldPathKey } from '../../workspace/evaluate';

export interface PumpHeadCalculatorProps {
  /** The input being edited (a form draft: numbers may be blank while typing); required. */
  value: PumpHeadFormDraft;
  /** Called with the whole new draft on every edit, row change or unit switch; required. */
  onChange: (next: PumpHeadFormDraft) => void;
  /** The draft's one evaluation by the workspace; required. */
  evaluation: Evaluation<PumpHeadInput, PumpHeadResult>;
}

const SYSTEM_TYPE_OPTIONS: { value: SystemType; label: string }[] = [
  { value: 'closedLoop', label: 'Closed loop' },
  { value: 'open', label: 'Open system' },
];

function isSystemType(value: string): value is SystemType {
  return (SYSTEM_TYPES as readonly string[]).includes(value);
}

/**
 * The pump-head calculator: the index circuit section by section, components, pump and motor,
 * suction and an optional pump curve; heads, powers, the standard motor, NPSH and the system curve
 * with the operating point. Controlled; every number comes from hvac-core.
 */
export function PumpHeadCalculator({ value, onChange, evaluation }: PumpHeadCalculatorProps) {
  const { result, stale } = evaluation;
  const touched = useInputErrors<string>(evaluation, {
    goal: 'to see the pump head',
    elementId: (key) => pumpHeadFieldId(key.split('.')),
  });
  const unitSystem: UnitSystem = value.unitSystem ?? 'Imperial';
  const systemType: SystemType = value.systemType ?? 'closedLoop';

  const touch = (path: FieldPath): void => touched.touch(fieldPathKey(path));

  const api: PumpHeadFormApi = {
    draft: value,
    unitSystem,
    set: (path, next) => {
      touch(path);
      onChange(setIn(value, path, next));
    },
    replace: onChange,
    // A field's message shows once the user has edited or left that field, never on arrival.
    error: (path) => touched.visibleErrors[fieldPathKey(path)],
    touch,
  };

  return (
    <CalculatorColumns
      controls={
        <Group gap="xl" wrap="wrap">
          <UnitSystemControl
            idPrefix="pump-head"
            value={unitSystem}
            onChange={(next) => onChange(convertPumpHeadInput(value, next))}
          />
          <Group gap="sm" wrap="nowrap">
            <Text id="pump-head-system-type-label" size="sm" fw={600}>
              System
            </Text>
            <SegmentedControl
              aria-labelledby="pump-head-system-type-label"
              data={SYSTEM_TYPE_OPTIONS}
              value={systemType}
              onChange={(next) => {
                if (!isSystemType(next)) return;
                // A closed loop has no static lift: the schema refuses one, so it is cleared.
                onChange({
                  ...value,
                  systemType: next,
                  staticLift: next === 'open' ? value.staticLift : 0,
                });
              }}
            />
          </Group>
        </Group>
      }
      form={<PumpHeadForm api={api} />}
      formSpan={7}
      results={
        <>
          {touched.alert}
          {result ? <PumpHeadResults result={result} stale={stale} /> : null}
        </>
      }
    >
      {result ? (
        <Stack gap="lg">
          <SystemCurvePanel result={result} stale={stale} />
          <PumpHeadBreakdown result={result} stale={stale} />
        </Stack>
      ) : null}
    </CalculatorColumns>
  );
}
