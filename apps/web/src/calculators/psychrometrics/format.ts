import {
  CHART_PROCESS_RESULT_SPECS,
  CHART_STATE_RESULT_SPECS,
  type ChartProcessResultField,
  type ChartStateResultField,
  type MoistAirState,
} from '@org/hvac-core/psychrometrics';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { formatResultNumber } from '../../workspace/result-rows';

/** A process's number as the tables and report show it. */
export function processText(
  field: ChartProcessResultField,
  value: number,
  unitSystem: UnitSystem,
): string {
  return formatResultNumber(
    CHART_PROCESS_RESULT_SPECS[field],
    value,
    unitSystem,
    field === 'sensibleHeatRatio',
  );
}

/** The unit label of a process's number in a unit system. */
export function processUnit(field: ChartProcessResultField, unitSystem: UnitSystem): string {
  return fieldUnitLabel(CHART_PROCESS_RESULT_SPECS[field].unit, unitSystem);
}

/** The state's number each column shows, where it is not the column's own key. */
const STATE_PROPERTY: Partial<Record<ChartStateResultField, keyof MoistAirState>> = {
  relativeHumidity: 'relativeHumidityPercent',
  humidityRatio: 'humidityRatioDisplay',
  humidityRatioMass: 'humidityRatio',
};

/** Every column of the states' tables, in order. */
export const STATE_COLUMNS = Object.keys(CHART_STATE_RESULT_SPECS) as ChartStateResultField[];

/** A state's number of a column. */
export function stateNumber(state: MoistAirState, column: ChartStateResultField): number {
  return state[(STATE_PROPERTY[column] ?? column) as keyof MoistAirState] as number;
}

/** A state's property as the tables, readout and report show it, every decimal kept ("50.0"). */
export function stateText(state: MoistAirState, column: ChartStateResultField): string {
  const spec = CHART_STATE_RESULT_SPECS[column];
  return formatResultNumber(spec, stateNumber(state, column), state.unitSystem, true);
}
