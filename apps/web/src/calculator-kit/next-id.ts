/**
 * A new id `${prefix}-${n}`, n one above the largest number any existing `${prefix}-n` id carries,
 * so ids stay unique and readable ("item-4"). Shared by the editors that hold lists of rows (the
 * bill of quantities, the equipment schedule).
 */
export function nextId(prefix: string, existing: readonly string[]): string {
  let max = 0;
  for (const id of existing) {
    const match = new RegExp(`^${prefix}-(\\d+)$`).exec(id);
    if (match) max = Math.max(max, Number(match[1]));
  }
  return `${prefix}-${max + 1}`;
}
