import type { DraftPath } from '../../calculator-kit/draft-path';
import { fieldElementId } from '../../calculator-kit/field-element-id';

/** The id prefix of the hydronic form's fields. */
export const HYDRONIC_ID_PREFIX = 'hydronic';

/** The id of a field's element: `hydronic-terminals-2-load`. */
export function hydronicFieldId(path: DraftPath): string {
  return fieldElementId(HYDRONIC_ID_PREFIX, path);
}
