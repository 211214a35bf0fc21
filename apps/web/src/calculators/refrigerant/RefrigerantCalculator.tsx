import { Group, Loader, Text } from '@mantine/core';
import { convertRefrigerantLineInput, refrigerantInfo } from '@org/hvac-core/refrigerant';
import { fittingFieldId, refrigerantFieldId, type RefrigerantDraft } from './field-ui';
import { RefrigerantForm } from './RefrigerantForm';
import { RefrigerantResults } from './RefrigerantResults';
import { useInputErrors } from '../../workspace/use-input-errors';
import { CalculatorColumns } from '../../workspace/CalculatorColumns';
import { draftText } from '../../workspace/draft-text';
import type { RefrigerantLineInput, RefrigerantLineResult } from '@org/hvac-core/refrigerant';
import type { CalculatorEditorProps } from '../../workspace/types';

const FITTING_PARTS = {
  type: 'type',
  quantity: 'quantity',
  customEquivalentLength: 'length',
} as const;

/** The element id of an issue's path: a field, or one input of a fitting row. */
function elementIdOf(path: string): string {
  const [field, index, part] = path.split('.');
  if (field === 'fittings' && index !== undefined && part !== undefined && part in FITTING_PARTS) {
    return fittingFieldId(Number(index), FITTING_PARTS[part as keyof typeof FITTING_PARTS]);
  }
  return refrigerantFieldId(field ?? path);
}

/**
 * The refrigerant pipe sizer: the smallest ACR copper tube whose pressure drop stays within the
 * allowed saturation-temperature penalty, with velocity, pressure drop, capacity loss, charge and
 * the oil-return, noise, liquid-hammer and flash-gas checks. Controlled; every number comes from
 * hvac-core.
 */
export function RefrigerantCalculator({
  value,
  onChange,
  evaluation,
}: CalculatorEditorProps<RefrigerantDraft, RefrigerantLineInput, RefrigerantLineResult>) {
  const { result, stale, pending, input } = evaluation;
  // Messages show under their fields once the user has edited something, never on arrival: one
  // field can make another invalid (a refrigerant whose table does not reach the temperatures).
  const { touch, visibleErrors, alert } = useInputErrors<string>(evaluation, {
    goal: 'to size the line',
    elementId: elementIdOf,
    anyField: true,
  });

  return (
    <CalculatorColumns
      units={{
        idPrefix: 'refrigerant',
        draft: value,
        onChange,
        convert: convertRefrigerantLineInput,
      }}
      form={
        <RefrigerantForm
          value={value}
          onChange={onChange}
          errors={visibleErrors}
          onFieldTouch={touch}
          fittingResults={stale ? [] : (result?.fittings ?? [])}
        />
      }
      results={
        <>
          {pending && input ? (
            <Group gap="xs" role="status" data-testid="property-table-loading">
              <Loader size="xs" />
              <Text size="sm">
                Loading the {refrigerantInfo(input.refrigerant).label} property table…
              </Text>
            </Group>
          ) : null}
          {alert}
          {result ? (
            <RefrigerantResults
              result={result}
              stale={stale}
              name={draftText(value.calculationName)}
            />
          ) : null}
        </>
      }
    />
  );
}
