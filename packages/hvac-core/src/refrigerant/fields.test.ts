import { describe, expect, it } from 'vitest';
import { fieldUnitLabel as resultUnitLabel } from '../_lib/field-spec.js';
import { REFRIGERANT_RESULT_SPECS } from './fields.js';
import {
  fieldQuantityUnitLabel as fieldUnitLabel,
  type FieldQuantity,
} from '../units/field-quantities.js';

describe('REFRIGERANT_RESULT_SPECS', () => {
  // The fixed labels repeat units of the units module's field quantities, which the engine converts with.
  it.each<[keyof typeof REFRIGERANT_RESULT_SPECS, FieldQuantity]>([
    ['velocity', 'refrigerantVelocity'],
    ['pressureDrop', 'refrigerantPressure'],
    ['staticPressureChange', 'refrigerantPressure'],
    ['massFlow', 'massFlow'],
    ['charge', 'mass'],
    ['capacityLossPercent', 'percent'],
    ['reynoldsNumber', 'count'],
  ])('labels %s in the unit of %s', (key, quantity) => {
    for (const unitSystem of ['Imperial', 'Metric'] as const) {
      expect(resultUnitLabel(REFRIGERANT_RESULT_SPECS[key].unit, unitSystem)).toBe(
        fieldUnitLabel(quantity, unitSystem),
      );
    }
  });
});
