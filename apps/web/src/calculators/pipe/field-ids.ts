/** The id of a top-level field's input, for labels, focus links and tests. */
export function pipeFieldId(field: string): string {
  return `pipe-${field}`;
}

/** The id of a fitting row's input: `pipe-fittings-{index}-{field}`. */
export function fittingFieldId(index: number, field: string): string {
  return `pipe-fittings-${index}-${field}`;
}

/** The id of an equipment row's input: `pipe-equipment-{index}-{field}`. */
export function equipmentFieldId(index: number, field: string): string {
  return `pipe-equipment-${index}-${field}`;
}

/** The element id of an error path ('fittings.2.customK' → 'pipe-fittings-2-customK'). */
export function idOfErrorPath(path: string): string {
  return `pipe-${path.replace(/\./g, '-')}`;
}
