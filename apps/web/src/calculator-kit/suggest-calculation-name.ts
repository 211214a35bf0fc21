import { draftText } from './draft-text';

/** The name offered when saving: the draft's calculation name, trimmed, or '' for none. */
export function suggestCalculationName(draft: { readonly calculationName?: unknown }): string {
  return draftText(draft.calculationName)?.trim() ?? '';
}
