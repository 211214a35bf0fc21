/**
 * The id prefix of the pump-head form's fields: `fieldElementId(PUMP_HEAD_ID_PREFIX, path)` gives
 * `pump-head-flowRate`, `pump-head-sections-1-length`.
 */
export const PUMP_HEAD_ID_PREFIX = 'pump-head';
