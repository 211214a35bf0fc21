/**
 * Fans: air power, fan static and total efficiency, shaft (brake) power, motor output, input and
 * standard size, and the fan laws for a change of speed and impeller diameter. Inputs and results
 * are in the unit system the input names; the method is in `FAN_METHOD`.
 */
export { calculateFan, calculateFanInput } from './calculate-fan.js';
export type { FanLawResult, FanNote, FanResult, FanWarning } from './calculate-fan.js';
export { convertFanInput } from './convert-input.js';
export { defaultFanInput } from './default-input.js';
export { fanInputFromDuctSchedule } from './from-duct-system.js';
export type { FanFromDuctOptions } from './from-duct-system.js';
export { fanLaws } from './fan-laws.js';
export type { FanDuty, FanLawRatios } from './fan-laws.js';
export { fanAirPowerW, fanEfficiency, fanShaftPowerW } from './fan-power.js';
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
export { FAN_METHOD } from './method.js';
export type { FanMethodStep } from './method.js';
export { MOTOR_LOAD_DESIGN_BAND_PERCENT, MOTOR_LOAD_DESIGN_BAND_SOURCE } from './motor-load.js';
export {
  FAN_EFFICIENCY_BASES,
  FAN_NAME_MAX_LENGTH,
  FanEfficiencyBasisSchema,
  FanInputSchema,
  outletVelocityPressurePa,
} from './schema.js';
export type { FanEfficiencyBasis, FanInput, FanInputDraft } from './schema.js';
