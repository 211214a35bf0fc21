import type { DraftFieldContext } from '../../calculator-kit/DraftNumberField';
import type { DraftPath } from '../../calculator-kit/draft-path';
import { fieldElementId } from '../../calculator-kit/field-element-id';

/** The id prefix of the duct system form's fields. */
export const DUCT_SYSTEM_ID_PREFIX = 'duct-system';

/** What every field of the duct system form reads: the units, the messages to show, how to reveal one. */
export interface DuctFormContext extends DraftFieldContext {
  /** Reveals the message of an error key once its field is edited or left. */
  readonly touch: (key: string) => void;
}

/** The element id of a field by its path in the draft: ['sections', 2, 'length'] → duct-system-sections-2-length. */
export function ductSystemFieldId(path: DraftPath): string {
  return fieldElementId(DUCT_SYSTEM_ID_PREFIX, path);
}
