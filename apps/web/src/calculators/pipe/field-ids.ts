import { fieldElementId } from '../../calculator-kit/field-element-id';

/** The prefix of the pipe sizer's element ids: `pipe-flowRate`, `pipe-fittings-2-customK`. */
export const PIPE_ID_PREFIX = 'pipe';

/** The id of a top-level field's input, for labels, focus links and tests. */
export function pipeFieldId(field: string): string {
  return fieldElementId(PIPE_ID_PREFIX, [field]);
}

/** The element id of an error path ('fittings.2.customK' → 'pipe-fittings-2-customK'). */
export function idOfErrorPath(path: string): string {
  return fieldElementId(PIPE_ID_PREFIX, path);
}
