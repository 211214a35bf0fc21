import type {
  SystemAirflowControl,
  SystemFanHeatMethod,
  SystemOutdoorAirMethod,
} from './building-file.js';
import type { FanPosition } from './system-coil.js';

/*
 * The building's choices as the form offers them, one label per option of the schema's lists.
 */

/** The ways a system's outdoor air is found, as the form offers them. */
export const SYSTEM_OUTDOOR_AIR_METHOD_LABELS = {
  rooms: 'Sum of its rooms’ outdoor air',
  simplified: 'ASHRAE 62.1 multiple-zone, simplified procedure',
  appendixA: 'ASHRAE 62.1 multiple-zone, Appendix A',
  override: 'Entered (override, with a reason)',
} as const satisfies Record<SystemOutdoorAirMethod, string>;

/** A system's airflow controls, as the form offers them. */
export const SYSTEM_AIRFLOW_CONTROL_LABELS = {
  constantVolume: 'Constant volume',
  variableVolume: 'Variable air volume',
} as const satisfies Record<SystemAirflowControl, string>;

/** The ways a system's fan heat is found, as the form offers them. */
export const SYSTEM_FAN_HEAT_METHOD_LABELS = {
  entered: 'Entered',
  fanPower: 'From fan pressure and efficiency',
} as const satisfies Record<SystemFanHeatMethod, string>;

/** The supply fan's positions, as the form offers them. */
export const FAN_POSITION_LABELS = {
  drawThrough: 'Draw-through (after the coil)',
  blowThrough: 'Blow-through (before the coil)',
} as const satisfies Record<FanPosition, string>;
