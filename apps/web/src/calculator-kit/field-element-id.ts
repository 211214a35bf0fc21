/**
 * The id of a field's element (its input: the target of its label, of the errors alert's focus
 * links and of tests): the calculator's prefix and the field's draft path joined by "-". A path
 * may be given as an array or as an error path joined by ".", which gives the same id.
 *
 * @example fieldElementId('pipe', ['fittings', 2, 'customK']) //=> 'pipe-fittings-2-customK'
 * @example fieldElementId('pipe', 'fittings.2.customK') //=> 'pipe-fittings-2-customK'
 */
export function fieldElementId(
  prefix: string,
  path: string | readonly (string | number)[],
): string {
  const parts = typeof path === 'string' ? path.split('.') : path;
  return [prefix, ...parts].join('-');
}
