/**
 * A stable text form of a draft: keys sorted at every level, undefined values dropped (as JSON and
 * Firestore drop them), so two drafts that would save the same data compare equal.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) {
      const field = (inner as Record<string, unknown>)[key];
      if (field !== undefined) sorted[key] = field;
    }
    return sorted;
  });
}

/** Whether two drafts hold the same inputs: the workspace's "unsaved changes" test. */
export function isSameDraft(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
