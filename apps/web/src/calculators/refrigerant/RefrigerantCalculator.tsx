import { Group, Loader, Text } from '@mantine/core';
import { convertRefrigerantLineInput, refrigerantInfo } from '@org/hvac-core/refrigerant';
import { refrigerantFittingId, refrigerantFieldId, type RefrigerantDraft } from './field-ui';
import { refrigerantForm } from './form-layout';
import { LayoutForm } from '../../calculator-kit/LayoutForm';
import { RefrigerantResults } from './RefrigerantResults';
import { CalculatorEditor } from '../../calculator-kit/CalculatorEditor';
import { draftText } from '../../calculator-kit/draft-text';
import type { RefrigerantLineInput, RefrigerantLineResult } from '@org/hvac-core/refrigerant';
import type { CalculatorEditorProps } from '../../calculator-kit/types';

const FITTING_PARTS = {
  type: 'type',
  quantity: 'quantity',
  customEquivalentLength: 'length',
} as const;

/** The element id of an issue's path: a field, or one input of a fitting row. */
function elementIdOf(path: string): string {
  const [field, index, part] = path.split('.');
  if (field === 'fittings' && index !== undefined && part !== undefined && part in FITTING_PARTS) {
    return refrigerantFittingId(Number(index), FITTING_PARTS[part as keyof typeof FITTING_PARTS]);
  }
  return refrigerantFieldId(field ?? path);
}

/**
 * The refrigerant pipe sizer: the smallest ACR copper tube whose pressure drop stays within the
 * allowed saturation-temperature penalty, with velocity, pressure drop, capacity loss, charge and
 * the oil-return, noise, liquid-hammer and flash-gas checks. Controlled; every number comes from
 * hvac-core.
 */
export function RefrigerantCalculator(
  props: CalculatorEditorProps<RefrigerantDraft, RefrigerantLineInput, RefrigerantLineResult>,
) {
  const { value, onChange, evaluation } = props;
  const { result, stale, pending, input } = evaluation;

  return (
    <CalculatorEditor<RefrigerantDraft, RefrigerantLineInput, RefrigerantLineResult, string>
      {...props}
      idPrefix="refrigerant"
      convert={convertRefrigerantLineInput}
      // Messages show under their fields once the user has edited something, never on arrival: one
      // field can make another invalid (a refrigerant whose table does not reach the temperatures).
      messages={{ goal: 'to size the line', elementId: elementIdOf, anyField: true }}
      form={(messages) => (
        <LayoutForm
          layout={refrigerantForm(stale ? [] : result?.fittings)}
          value={value}
          onChange={onChange}
          {...messages}
        />
      )}
      beforeResults={
        pending && input ? (
          <Group gap="xs" role="status" data-testid="property-table-loading">
            <Loader size="xs" />
            <Text size="sm">
              Loading the {refrigerantInfo(input.refrigerant).label} property table…
            </Text>
          </Group>
        ) : null
      }
      results={(shown, shownStale) => (
        <RefrigerantResults
          result={shown}
          stale={shownStale}
          name={draftText(value.calculationName)}
        />
      )}
    />
  );
}
