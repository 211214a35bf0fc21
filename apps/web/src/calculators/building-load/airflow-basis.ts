import {
  SYSTEM_AIRFLOW_CONTROL_LABELS,
  type BuildingSystemResult,
} from '@org/hvac-core/building-load';
import type { UnitSystem } from '@org/hvac-core/units';
import { airflow, airflowUnit, peakTime } from './format';

/**
 * What a system's design supply airflow is, in words: the sum of its zones' peaks (constant
 * volume) or its block airflow at the block peak's hour (VAV), plus the fan heat's share when
 * there is fan heat (ASHRAE Handbook—Fundamentals 2021, ch. 18, zoning and block loads).
 */
export function supplyAirflowBasis(s: BuildingSystemResult): string {
  const fan = s.fanHeatW > 0 ? ' plus fan heat' : '';
  if (s.airflowControl === 'constantVolume') {
    return `sum of zone peaks${fan} (constant volume)`;
  }
  const peak = s.blockPeak;
  const at = peak !== null && peak.month > 0 ? ` at ${peakTime(peak)}` : '';
  return `block airflow${at}${fan} (VAV)`;
}

/** "Supply air 1,234 cfm, sum of zone peaks (constant volume)": the figure with its basis. */
export function supplyAirflowStatement(s: BuildingSystemResult, system: UnitSystem): string {
  return `Supply air ${airflow(s.supplyAirflowM3s, system)} ${airflowUnit(system)}, ${supplyAirflowBasis(s)}`;
}

/** The control's name as the form offers it ("Constant volume", "Variable air volume"). */
export function airflowControlLabel(s: Pick<BuildingSystemResult, 'airflowControl'>): string {
  return SYSTEM_AIRFLOW_CONTROL_LABELS[s.airflowControl];
}
