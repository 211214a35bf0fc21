import type { DuctInput } from '@org/hvac-core/duct';

/** The words of each duct shape, on the form's switch and in the report. */
export const SHAPE_LABELS: Record<DuctInput['ductShape'], string> = {
  round: 'Round',
  rectangular: 'Rectangular',
};

/** The words of each sizing method. */
export const METHOD_LABELS: Record<DuctInput['sizingMethod'], string> = {
  friction: 'Friction (equal friction)',
  velocity: 'Velocity',
};

/** The words of each rounding mode. */
export const ROUNDING_LABELS: Record<DuctInput['roundingMode'], string> = {
  standard: 'Round up to a standard size',
  none: 'Exact size only',
};

/** A choice's options, in the order of its words. */
export function optionsOf(labels: Readonly<Record<string, string>>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
