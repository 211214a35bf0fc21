import type { RefrigerantLineInputDraft } from '@org/hvac-core/refrigerant';
import { fieldElementId } from '../../calculator-kit/field-element-id';

/** The input as the form holds it: any field may be missing or blank while typing. */
export type RefrigerantDraft = Partial<RefrigerantLineInputDraft>;

/** The prefix of the refrigerant sizer's element ids: `refrigerant-{field}`, `refrigerant-fittings-0-type`. */
export const REFRIGERANT_ID_PREFIX = 'refrigerant';

/** The id of a field's input, for labels, focus links and tests: `refrigerant-{field}`. */
export function refrigerantFieldId(field: string): string {
  return fieldElementId(REFRIGERANT_ID_PREFIX, [field]);
}

/** The id of one input of a fitting row: `refrigerant-fittings-{index}-{part}`. */
export function refrigerantFittingId(index: number, part: 'type' | 'quantity' | 'length'): string {
  return fieldElementId(REFRIGERANT_ID_PREFIX, ['fittings', index, part]);
}
