/**
 * A path into a calculator's draft, as zod reports it: `['room', 'distance']`,
 * `['terminals', 2, 'load']`. Field ids (`fieldElementId`) and error keys are made from it.
 */
export type DraftPath = readonly (string | number)[];
