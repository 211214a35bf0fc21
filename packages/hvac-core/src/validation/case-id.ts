/**
 * A kebab-case id from the parts that name a case (numbers and words): the id is a fragment of the
 * validation page's URL, so it holds only a–z, 0–9 and hyphens. A negative number reads 'minus'.
 *
 * @example caseId('cfm', 50, 'dw', -0.002) //=> 'cfm-50-dw-minus-0-002'
 */
export function caseId(...parts: readonly (string | number)[]): string {
  return parts
    .map((part) =>
      String(part)
        .toLowerCase()
        .replace(/^[-−]/, 'minus-')
        .replace(/[^a-z0-9]+/g, '-'),
    )
    .join('-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
