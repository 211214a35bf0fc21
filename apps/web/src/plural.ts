/**
 * A count with its noun: `plural(1, 'file')` is "1 file", `plural(3, 'file')` "3 files".
 * @param many - The noun for any count but 1; default `one` with an "s".
 */
export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;
