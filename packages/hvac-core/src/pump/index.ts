/**
 * Pump head of hydronic systems: index-circuit head, powers, standard motor ratings, NPSH available,
 * system and pump curves, operating point and affinity laws.
 */
export { affinityLaws } from './affinity.js';
export type { PumpDuty } from './affinity.js';
export { calculatePumpHead, calculatePumpHeadInput } from './calculate-pump-head.js';
export type {
  HeadFlowPoint,
  PumpHeadResult,
  PumpSectionResult,
  PumpWarning,
} from './calculate-pump-head.js';
export { convertPumpHeadInput } from './convert-input.js';
export type { PumpHeadFormDraft } from './convert-input.js';
export {
  defaultPumpCurveInput,
  defaultPumpHeadInput,
  defaultPumpSection,
  defaultSuctionInput,
} from './default-input.js';
export {
  PUMP_HEAD_FIELDS,
  PUMP_HEAD_FIELD_LABELS,
  PUMP_HEAD_NUMERIC_FIELDS,
  pumpHeadFieldKey,
  pumpHeadFieldLabel,
  pumpHeadFieldRange,
  pumpHeadFieldUnitLabel,
} from './fields.js';
export type { PumpHeadField, PumpHeadFieldKey, PumpHeadNumericField } from './fields.js';
export { PUMP_HEAD_METHOD } from './method.js';
export type { PumpHeadMethodStep } from './method.js';
export {
  IEC_MOTOR_RATINGS_KW,
  NEMA_MOTOR_RATINGS_HP,
  equivalentMotorRating,
  motorSizingFactor,
  nextStandardMotorRating,
} from './motor-ratings.js';
export type { MotorRating } from './motor-ratings.js';
export { MIN_NPSH_MARGIN_RATIO, npshAvailableM } from './npsh.js';
export type { NpshAvailableInput } from './npsh.js';
export { hydraulicPowerW, inputPowerW } from './power.js';
export { monotoneCurve, operatingPoint } from './pump-curve.js';
export type { OperatingPoint } from './pump-curve.js';
export {
  ABSOLUTE_PRESSURE_UNITS,
  PUMP_INPUT_RANGES,
  PumpCurveInputSchema,
  PumpHeadInputSchema,
  PumpSectionSchema,
  SYSTEM_TYPES,
  SuctionInputSchema,
  absolutePressureFromPa,
  absolutePressureToPa,
} from './schema.js';
export type {
  PumpCurveInput,
  PumpHeadInput,
  PumpHeadInputDraft,
  PumpSectionInput,
  SuctionInput,
  SystemType,
} from './schema.js';
export { sampleSystemCurve, systemCurveCoefficient, systemCurveHead } from './system-curve.js';
export type { CurvePoint } from './system-curve.js';
