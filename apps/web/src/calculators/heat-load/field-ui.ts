import type { HeatLoadNumericField } from '@org/hvac-core/heat-load';
import type { UnitSystem } from '@org/hvac-core/units';
import type { NumericFieldUi } from '../../workspace/field-ui';
export { draftNumber } from '../../workspace/field-ui';
export type { NumericFieldUi } from '../../workspace/field-ui';

const same = (value: number): Record<UnitSystem, number> => ({ Imperial: value, Metric: value });

/** Presentation of each numeric field; the values, units and limits all come from hvac-core. */
export const NUMERIC_FIELD_UI: Record<HeatLoadNumericField, NumericFieldUi> = {
  outdoorTemp: { step: same(1), decimalScale: 2, description: 'Design dry bulb' },
  indoorTemp: { step: same(1), decimalScale: 2, description: 'Room set point' },
  outdoorRelativeHumidity: {
    step: same(5),
    decimalScale: 1,
    description: 'Optional; for the latent load (cooling)',
  },
  indoorRelativeHumidity: {
    step: same(5),
    decimalScale: 1,
    description: 'Optional; for the latent load (cooling)',
  },
  wallArea: { step: same(10), decimalScale: 2, description: 'Net of windows' },
  wallUValue: {
    step: { Imperial: 0.01, Metric: 0.05 },
    decimalScale: 3,
    description: 'Overall, air to air',
  },
  windowArea: { step: same(5), decimalScale: 2 },
  windowUValue: { step: { Imperial: 0.05, Metric: 0.1 }, decimalScale: 3 },
  windowShgc: {
    step: same(0.05),
    decimalScale: 2,
    description: 'Optional; solar heat gain coefficient, 0–1 (cooling)',
  },
  roofArea: { step: same(10), decimalScale: 2 },
  roofUValue: { step: { Imperial: 0.01, Metric: 0.05 }, decimalScale: 3 },
  numPeople: { step: same(1), decimalScale: 0, description: 'At the design hour' },
  lightingLoad: { step: same(50), decimalScale: 1, description: 'Wattage in use' },
  equipmentLoad: { step: same(50), decimalScale: 1, description: 'Heat gain to the room' },
  ventilationRate: {
    step: { Imperial: 5, Metric: 2.5 },
    decimalScale: 1,
    description: 'Outdoor air supplied',
  },
  floorArea: { step: same(10), decimalScale: 2, description: 'For the room volume (infiltration)' },
  ceilingHeight: {
    step: { Imperial: 0.5, Metric: 0.1 },
    decimalScale: 2,
    description: 'For the room volume',
  },
  infiltrationAch: {
    step: same(0.1),
    decimalScale: 2,
    description: 'Air changes per hour; 0 for none',
  },
  safetyFactorPercent: {
    step: same(5),
    decimalScale: 1,
    description: 'Margin added to the sum of all components',
  },
};
