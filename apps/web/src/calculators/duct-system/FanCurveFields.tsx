import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { DuctSystemInputDraft } from '@org/hvac-core/duct-system';
import { FieldGrid } from '../../calculator-kit/FormSection';
import { ductSystemFieldId, type DuctFormContext } from './field-id';
import { DraftNumberField } from '../../calculator-kit/DraftNumberField';
import {
  DUCT_SYSTEM_ANALYSIS_FIELD_SPECS,
  DUCT_SYSTEM_FAN_CURVE_FIELD_SPECS,
} from '@org/hvac-core/duct-system';

type AnalysisDraft = NonNullable<DuctSystemInputDraft['analysis']>;
type CurvePoint = NonNullable<AnalysisDraft['fanCurve']>[number];

/** Most points of a fan curve, as the engine allows. */
const MAX_POINTS = 50;

export interface FanCurveFieldsProps {
  /** The analysis settings of the draft; required. */
  analysis: AnalysisDraft | undefined;
  /** Called with the new analysis settings; required. */
  onChange: (next: AnalysisDraft) => void;
  /** Units, messages and touch; required. */
  context: DuctFormContext;
}

/**
 * The fan of an analysis: a fixed total pressure, or a fan curve read from the catalogue (points of
 * airflow and total pressure, airflow rising), on which the engine finds the operating point.
 */
export function FanCurveFields({ analysis, onChange, context }: FanCurveFieldsProps) {
  const curve = analysis?.fanCurve;
  const points: readonly CurvePoint[] = curve ?? [];
  const setPoints = (next: CurvePoint[]) => onChange({ ...analysis, fanCurve: next });
  const update = (index: number, patch: Partial<CurvePoint>) =>
    setPoints(points.map((point, i) => (i === index ? { ...point, ...patch } : point)));
  return (
    <Stack gap="xs">
      <NativeSelect
        id={ductSystemFieldId(['analysis', 'fan'])}
        label="The fan"
        maw={360}
        value={curve === undefined ? 'pressure' : 'curve'}
        data={[
          { value: 'pressure', label: 'At a fan total pressure' },
          { value: 'curve', label: 'On a fan curve (catalogue points)' },
        ]}
        onChange={(event) => {
          if (event.currentTarget.value === 'curve')
            onChange({
              ...analysis,
              fanCurve: [
                { airflow: '', totalPressure: '' },
                { airflow: '', totalPressure: '' },
              ],
            });
          else {
            const { fanCurve: _dropped, ...rest } = analysis ?? {};
            onChange(rest);
          }
        }}
      />
      {curve === undefined ? (
        <FieldGrid columns={3}>
          <DraftNumberField
            context={context}
            path={['analysis', 'fanTotalPressure']}
            spec={DUCT_SYSTEM_ANALYSIS_FIELD_SPECS.fanTotalPressure}
            value={analysis?.fanTotalPressure}
            onChange={(fanTotalPressure) => onChange({ ...analysis, fanTotalPressure })}
          />
        </FieldGrid>
      ) : (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            Airflow rising from point to point, at least two; the operating point is where the
            system curve (components included) crosses it.
          </Text>
          {points.map((point, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <DraftNumberField
                context={context}
                path={['analysis', 'fanCurve', index, 'airflow']}
                spec={DUCT_SYSTEM_FAN_CURVE_FIELD_SPECS.airflow}
                label={`Point ${index + 1} airflow`}
                value={point.airflow}
                onChange={(airflow) => update(index, { airflow })}
              />
              <DraftNumberField
                context={context}
                path={['analysis', 'fanCurve', index, 'totalPressure']}
                spec={DUCT_SYSTEM_FAN_CURVE_FIELD_SPECS.totalPressure}
                label={`Point ${index + 1} total pressure`}
                value={point.totalPressure}
                onChange={(totalPressure) => update(index, { totalPressure })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                disabled={points.length <= 2}
                aria-label={`Remove fan curve point ${index + 1}`}
                onClick={() => setPoints(points.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              disabled={points.length >= MAX_POINTS}
              onClick={() => setPoints([...points, { airflow: '', totalPressure: '' }])}
            >
              Add a point
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
