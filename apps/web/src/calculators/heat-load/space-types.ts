import type { VentilationSpaceType } from '@org/hvac-core/heat-load';
import { OCCUPANCY_CATEGORIES } from '@org/hvac-core/ventilation';
import { OCCUPANCY_CATEGORY_OPTIONS } from '../ventilation/occupancy-category-options';

/** A dwelling's option: ASHRAE 62.1 leaves dwellings to 62.2, so there is no 62.1 check. */
const DWELLING_LABEL = 'Dwelling (ASHRAE 62.2; not checked against 62.1)';

/**
 * The space types of the heat load's ventilation check: the ventilation calculator's Table 6-1
 * categories, a dwelling first.
 */
export const VENTILATION_SPACE_TYPE_OPTIONS = [
  { group: 'Residential', items: [{ value: 'dwelling', label: DWELLING_LABEL }] },
  ...OCCUPANCY_CATEGORY_OPTIONS,
];

/** The words of a space type, for the report. */
export function ventilationSpaceTypeLabel(id: VentilationSpaceType): string {
  if (id === 'dwelling') return DWELLING_LABEL;
  return OCCUPANCY_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}
