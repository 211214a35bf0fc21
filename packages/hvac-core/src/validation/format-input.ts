/**
 * A number as a case's title or input shows it: a negative sign typeset as a minus (−10, not -10).
 *
 * @example signed(-10) //=> '−10'
 */
export function signed(value: number): string {
  return String(value).replace(/^-/, '−');
}
