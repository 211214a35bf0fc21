/**
 * Fans: air power, fan static and total efficiency, shaft (brake) power, motor output, input and
 * standard size, and the fan laws for a change of speed and impeller diameter. Inputs and results
 * are in the unit system the input names; the method is in `FAN_METHOD`.
 */
export * from './calculate-fan.js';
export * from './convert-input.js';
export * from './default-input.js';
export * from './from-duct-system.js';
export * from './fan-laws.js';
export * from './fan-power.js';
export {
  FAN_FIELDS,
  FAN_FIELD_LABELS,
  FAN_FIELD_QUANTITIES,
  FAN_FIELD_SPECS,
  FAN_NUMERIC_FIELDS,
  FAN_RESULT_SPECS,
  fanFieldRange,
  fanFieldUnitLabel,
  fanRangeMessage,
} from './fields.js';
export type { FanField, FanNumericField } from './fields.js';
export * from './method.js';
export * from './motor-load.js';
export * from './schema.js';
