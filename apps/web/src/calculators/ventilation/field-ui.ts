import type { VentilationNumericField } from '@org/hvac-core/ventilation';
import type { UnitSystem } from '@org/hvac-core/units';
import type { NumericFieldUi } from '../../workspace/field-ui';
export { draftNumber } from '../../workspace/field-ui';
export type { NumericFieldUi } from '../../workspace/field-ui';

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
  hoodLength: {
    step: { Imperial: 1, Metric: 0.1 },
    decimalScale: 2,
    description: 'Length of the hood along the cooking line',
  },
};
