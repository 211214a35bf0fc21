import { OCCUPANCY_CATEGORIES, type OccupancyCategoryId } from '@org/hvac-core/ventilation';

/** The occupancy categories of ASHRAE 62.1 Table 6-1 as select options, under its headings. */
export const OCCUPANCY_CATEGORY_OPTIONS: {
  group: string;
  items: { value: OccupancyCategoryId; label: string }[];
}[] = [...new Set(OCCUPANCY_CATEGORIES.map((category) => category.group))].map((group) => ({
  group,
  items: OCCUPANCY_CATEGORIES.filter((category) => category.group === group).map((category) => ({
    value: category.id,
    label: category.label,
  })),
}));
