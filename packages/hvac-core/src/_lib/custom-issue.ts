import type { z } from 'zod';

/** Adds a refinement's own issue (code `custom`) at `path` with `message`. */
export function customIssue(
  ctx: z.RefinementCtx,
  path: readonly PropertyKey[],
  message: string,
): void {
  ctx.addIssue({ code: 'custom', path: [...path], message });
}
