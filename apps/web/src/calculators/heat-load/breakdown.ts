import { HEAT_LOAD_RESULT_SPECS, type HeatLoadResult } from '@org/hvac-core/heat-load';
import { unitLabel } from '@org/hvac-core/units';
import type { BreakdownItem } from './breakdown-geometry';

/** A component of the load, as the results, the chart and the report list it. */
export interface BreakdownEntry {
  /** The result's number (its label and unit are in `HEAT_LOAD_RESULT_SPECS`). */
  readonly key:
    | 'wallLoad'
    | 'windowLoad'
    | 'windowSolarLoad'
    | 'roofLoad'
    | 'ventilationLoad'
    | 'infiltrationLoad'
    | 'internalLoad'
    | 'peopleSensibleLoad'
    | 'peopleLatentLoad'
    | 'lightingGain'
    | 'equipmentGain'
    | 'safetyFactorLoad';
  /** Details the row above it (the internal gains), indented. */
  readonly part?: boolean;
  /** Drawn as a bar: the internal gains are drawn as their parts instead. */
  readonly chart: boolean;
}

/** The breakdown rows of the spec, in reading order. */
export const BREAKDOWN: readonly BreakdownEntry[] = [
  { key: 'wallLoad', chart: true },
  { key: 'windowLoad', chart: true },
  { key: 'windowSolarLoad', chart: true },
  { key: 'roofLoad', chart: true },
  { key: 'ventilationLoad', chart: true },
  { key: 'infiltrationLoad', chart: true },
  { key: 'internalLoad', chart: false },
  { key: 'peopleSensibleLoad', part: true, chart: true },
  { key: 'peopleLatentLoad', part: true, chart: true },
  { key: 'lightingGain', part: true, chart: true },
  { key: 'equipmentGain', part: true, chart: true },
  { key: 'safetyFactorLoad', chart: true },
];

/** What the breakdown chart draws of a result: its bars, their unit and its title. */
export function heatLoadChart(result: HeatLoadResult): {
  readonly items: BreakdownItem[];
  readonly unit: string;
  readonly title: string;
} {
  return {
    items: BREAKDOWN.filter(({ chart }) => chart).map(({ key }) => ({
      key,
      label: HEAT_LOAD_RESULT_SPECS[key].label,
      value: result[key],
    })),
    unit: unitLabel('heatRate', result.unitSystem),
    title: `Breakdown of the ${result.calculationMode === 'Cooling' ? 'cooling' : 'heating'} load`,
  };
}
