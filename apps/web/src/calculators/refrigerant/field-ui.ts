import type { RefrigerantLineInputDraft } from '@org/hvac-core/refrigerant';

/** The input as the form holds it: any field may be missing or blank while typing. */
export type RefrigerantDraft = Partial<RefrigerantLineInputDraft>;

/** The id of a field's input, for labels, focus links and tests: `refrigerant-{field}`. */
export function refrigerantFieldId(field: string): string {
  return `refrigerant-${field}`;
}

/** The id of one input of a fitting row: `refrigerant-fittings-{index}-{part}`. */
export function fittingFieldId(index: number, part: 'type' | 'quantity' | 'length'): string {
  return `refrigerant-fittings-${index}-${part}`;
}
