/**
 * The id of a field's input by its error key, for labels, focus links and tests: `heat-load-indoorTemp`,
 * `heat-load-additionalWindows-0-area` for a window's `additionalWindows.0.area`.
 */
export function heatLoadFieldId(key: string): string {
  return `heat-load-${key.replaceAll('.', '-')}`;
}
