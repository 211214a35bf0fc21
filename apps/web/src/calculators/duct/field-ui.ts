import type { DuctApplication, DuctNumericField } from '@org/hvac-core/duct';
import type { UnitSystem } from '@org/hvac-core/units';
import type { NumericFieldUi } from '../../workspace/field-ui';
export { draftNumber } from '../../workspace/field-ui';
export type { NumericFieldUi } from '../../workspace/field-ui';

const same = (value: number): Record<UnitSystem, number> => ({ Imperial: value, Metric: value });

/** Presentation of each numeric field; values, units and limits all come from hvac-core. */
export const DUCT_FIELD_UI: Record<DuctNumericField, NumericFieldUi> = {
  airflow: { step: { Imperial: 50, Metric: 25 }, decimalScale: 2 },
  aspectRatio: {
    step: same(0.5),
    decimalScale: 2,
    description: 'Width ÷ height of the rectangle (1 to 8; up to 4 is good practice)',
  },
  targetVelocity: { step: { Imperial: 50, Metric: 0.5 }, decimalScale: 3 },
  targetFriction: {
    step: { Imperial: 0.01, Metric: 0.1 },
    decimalScale: 4,
    description: 'Usually 0.05–0.2 in. wg/100 ft (0.4–1.6 Pa/m)',
  },
  ductLength: { step: { Imperial: 5, Metric: 1 }, decimalScale: 3 },
  airTemperature: {
    step: same(1),
    decimalScale: 2,
    description: 'Blank: 68 °F (20 °C), standard air',
  },
  altitude: {
    step: { Imperial: 500, Metric: 100 },
    decimalScale: 1,
    description: 'Above sea level',
  },
  diameter: { step: { Imperial: 1, Metric: 25 }, decimalScale: 2 },
  width: { step: { Imperial: 2, Metric: 50 }, decimalScale: 2 },
  height: { step: { Imperial: 2, Metric: 50 }, decimalScale: 2 },
  quantity: { step: same(1), decimalScale: 0 },
  customC: { step: same(0.05), decimalScale: 3 },
  customEquivalentLength: { step: { Imperial: 1, Metric: 0.5 }, decimalScale: 3 },
};

/** Short names of the applications whose velocity limits the warnings use. */
export const APPLICATION_LABELS: Record<DuctApplication, string> = {
  main: 'Supply main',
  branch: 'Branch',
  runout: 'Runout to an outlet',
  return: 'Return main',
  noiseCritical: 'Noise-critical space',
  residential: 'Residential',
  kitchenExhaust: 'Kitchen grease exhaust',
  exhaust: 'General exhaust',
};
