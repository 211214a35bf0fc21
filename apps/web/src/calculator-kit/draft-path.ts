/**
 * A path into a calculator's draft, as zod reports it: `['room', 'distance']`,
 * `['terminals', 2, 'load']`. Field ids (`fieldElementId`) and error keys are made from it.
 */
export type DraftPath = readonly (string | number)[];

/** The key of a path among the evaluation's messages, and a field's name: `terminals.2.load`. */
export function errorKey(path: DraftPath): string {
  return path.join('.');
}
