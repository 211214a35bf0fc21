import type { DraftPath } from '../../calculator-kit/draft-path';
import { fieldElementId } from '../../calculator-kit/field-element-id';

/** The id prefix of the building form's fields. */
export const BUILDING_ID_PREFIX = 'bl';

/** The id of the input of a draft path (rooms.0.floorArea → bl-rooms-0-floorArea). */
export function fieldId(path: DraftPath): string {
  return fieldElementId(BUILDING_ID_PREFIX, path);
}
