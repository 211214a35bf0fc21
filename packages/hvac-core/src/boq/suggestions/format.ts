/** A quantity as a bill holds it: rounded to 0.01 (binary noise removed). */
export function roundQuantity(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** A number for a description: grouped, at most `maxDigits` decimals. */
export function formatNumber(value: number, maxDigits = 2): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDigits }).format(value);
}

/** The first message of a ZodError or other error, for a skipped calculation. */
export function errorReason(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'issues' in error) {
    const issues = (
      error as { issues: readonly { message: string; path: readonly PropertyKey[] }[] }
    ).issues;
    const first = issues[0];
    if (first !== undefined) return `The saved inputs are not valid: ${first.message}`;
  }
  return error instanceof Error ? error.message : 'The saved inputs could not be read.';
}
