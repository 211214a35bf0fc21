import type { VentilationNumericField } from '@org/hvac-core/ventilation';
import type { UnitSystem } from '@org/hvac-core/units';

/** How a numeric field behaves in the form: arrow-key step, typed decimals, help text. */
export interface NumericFieldUi {
  /** ArrowUp/ArrowDown step in each unit system. */
  step: Record<UnitSystem, number>;
  /** Most decimals typed. */
  decimalScale: number;
  /** Help text under the label; none when the label says it all. */
  description?: string;
}

const same = (value: number): Record<UnitSystem, number> => ({ Imperial: value, Metric: value });

/** Presentation of each numeric field; values, units and limits all come from hvac-core. */
export const VENTILATION_FIELD_UI: Record<VentilationNumericField, NumericFieldUi> = {
  roomWidth: { step: { Imperial: 1, Metric: 0.1 }, decimalScale: 3 },
  roomLength: { step: { Imperial: 1, Metric: 0.1 }, decimalScale: 3 },
  roomHeight: { step: { Imperial: 0.5, Metric: 0.1 }, decimalScale: 3 },
  airChangesPerHour: {
    step: same(1),
    decimalScale: 2,
    description: 'Room volumes of air per hour',
  },
  airflow: {
    step: { Imperial: 10, Metric: 5 },
    decimalScale: 2,
    description: 'Supply or exhaust airflow of the room',
  },
  zoneFloorArea: {
    step: { Imperial: 10, Metric: 1 },
    decimalScale: 2,
    description: 'Az. Blank: the room’s width × length',
  },
  zonePopulation: {
    step: same(1),
    decimalScale: 1,
    description: 'Pz, design occupancy. Blank: the category’s default occupant density × Az',
  },
};

/** A draft value as UnitInput shows it: numbers and numeric strings as numbers, the rest empty. */
export function draftNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}
