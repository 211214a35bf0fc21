import { COLLECTIONS, type CollectionInfo } from '@org/data';

/** A calculator a user can start: its stored collection, its route segment and its label. */
export type CalculatorType = CollectionInfo & { readonly description: string };

/** One line each on what the calculator does, for shortcuts. */
const DESCRIPTIONS: Readonly<Record<CollectionInfo['type'], string>> = {
  heatLoad: 'Cooling or heating load of a room',
  duct: 'Size a round or rectangular duct by friction or velocity',
  pipe: 'Size a hydronic pipe and its head loss',
  ventilation: 'Airflow from room volume and air changes per hour',
  boq: 'Bill of quantities with rates and totals',
  pumpHead: 'Pump head of a hydronic circuit',
  refrigerant: 'Refrigerant line sizing',
  acoustic: 'Sound levels and attenuation',
  energy: 'Annual energy use and running cost',
  psychrometric: 'Air states and processes on the psychrometric chart',
  equipmentSchedule: 'Equipment schedule for a project',
};

/**
 * The calculators with a page under /calculators/{route} (spec §2), in the order the spec lists
 * saved files. Equipment schedules are saved files too, but the spec gives them no calculator page.
 */
export const CALCULATOR_TYPES: readonly CalculatorType[] = COLLECTIONS.filter(
  (info) => info.route !== 'schedules',
).map((info) => ({ ...info, description: DESCRIPTIONS[info.type] }));
