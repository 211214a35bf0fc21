/** A row's messages by field name. */
export type RowErrors = Readonly<Partial<Record<string, string>>>;

/**
 * Each row's messages by field, read once from an evaluation's errors (paths `{list}.{index}.{field}`,
 * the first message of a field kept), not once per row.
 */
export function errorsByRow(
  errors: Readonly<Record<string, string>>,
  list: string,
): Map<number, Record<string, string>> {
  const pattern = new RegExp(`^${list}\\.(\\d+)\\.(.+)$`);
  const byRow = new Map<number, Record<string, string>>();
  for (const [path, message] of Object.entries(errors)) {
    const match = pattern.exec(path);
    if (!match) continue;
    const index = Number(match[1]);
    const found = byRow.get(index) ?? {};
    found[match[2] ?? ''] ??= message;
    byRow.set(index, found);
  }
  return byRow;
}

/** Whether two rows' messages are the same, field by field (memoized rows compare them so). */
function sameErrors(a: RowErrors, b: RowErrors): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

const NO_ERRORS: RowErrors = {};

/**
 * The memo comparison of a list row's props: each prop the same value (its callbacks are stable, an
 * unchanged row keeps its object), its `errors` the same messages.
 */
export function sameRowProps<Props extends { errors?: RowErrors }>(
  before: Props,
  after: Props,
): boolean {
  return (Object.keys(before) as (keyof Props)[]).every((key) =>
    key === 'errors'
      ? sameErrors(before.errors ?? NO_ERRORS, after.errors ?? NO_ERRORS)
      : before[key] === after[key],
  );
}
