import type { FieldQuantity } from '../units/field-quantities.js';
import type { LimitSi } from '../_lib/limits.js';
import { ENERGY_LIMITS as LIMITS } from './limits.js';

/** One numeric field of the building's demand. */
export interface DemandFieldSpec {
  /** The part of the input that holds it. */
  readonly group: 'heating' | 'cooling';
  /** As a user reads it; validation messages start with it. */
  readonly label: string;
  /** How it converts between unit systems ('count' for none). */
  readonly quantity: FieldQuantity;
  /** Its valid range, SI. */
  readonly limit: LimitSi;
  /** A unit label that is the same in both systems ('h'); default the quantity's. */
  readonly fixedUnit?: string;
}

/**
 * The numeric fields of the building's demand (`heating.*` and `cooling.*`), in form order, described
 * once: the schema's labels and range checks, the unit conversion and the form's unit labels are
 * read from this table.
 */
export const DEMAND_FIELD_SPECS = {
  designHeatLoss: {
    group: 'heating',
    label: 'Design heat loss',
    quantity: 'heatRate',
    limit: LIMITS.load,
  },
  indoorDesignTemperature: {
    group: 'heating',
    label: 'Indoor design temperature',
    quantity: 'temperature',
    limit: LIMITS.temperature,
  },
  outdoorDesignTemperature: {
    group: 'heating',
    label: 'Outdoor design temperature',
    quantity: 'temperature',
    limit: LIMITS.temperature,
  },
  heatingDegreeDays: {
    group: 'heating',
    label: 'Heating degree-days',
    quantity: 'degreeDays',
    limit: LIMITS.degreeDays,
  },
  degreeDayCorrection: {
    group: 'heating',
    label: 'Degree-day correction factor',
    quantity: 'count',
    limit: LIMITS.correction,
  },
  fullLoadHours: {
    group: 'heating',
    label: 'Heating full-load hours',
    quantity: 'count',
    limit: LIMITS.hours,
    fixedUnit: 'h',
  },
  capacity: {
    group: 'cooling',
    label: 'Cooling capacity',
    quantity: 'heatRate',
    limit: LIMITS.load,
  },
  equivalentFullLoadHours: {
    group: 'cooling',
    label: 'Cooling full-load hours',
    quantity: 'count',
    limit: LIMITS.hours,
    fixedUnit: 'h',
  },
} as const satisfies Record<string, DemandFieldSpec>;

export type DemandField = keyof typeof DEMAND_FIELD_SPECS;

/** The demand fields of one group, in form order, with their descriptions. */
export function demandFieldsOf(
  group: DemandFieldSpec['group'],
): (readonly [DemandField, DemandFieldSpec])[] {
  return (Object.entries(DEMAND_FIELD_SPECS) as [DemandField, DemandFieldSpec][]).filter(
    ([, spec]) => spec.group === group,
  );
}
