import {
  HEAT_LOAD_FIELDS,
  HEAT_LOAD_RESULT_SPECS,
  type HeatLoadField,
  type HeatLoadResult,
  type HeatLoadWarning,
} from '@org/hvac-core/heat-load';
import { lineFor, type ResultTable } from '../../calculator-kit/result-lines';
import { BREAKDOWN, type BreakdownEntry } from './breakdown';

/** The result row a warning about an input field belongs beside. */
const ROW_OF_FIELD: Partial<Record<HeatLoadField, BreakdownEntry['key']>> = {
  wallUValue: 'wallLoad',
  wallArea: 'wallLoad',
  windowUValue: 'windowLoad',
  windowArea: 'windowLoad',
  windowShgc: 'windowSolarLoad',
  roofUValue: 'roofLoad',
  roofArea: 'roofLoad',
  ventilationRate: 'ventilationLoad',
  outdoorRelativeHumidity: 'ventilationLoad',
  indoorRelativeHumidity: 'ventilationLoad',
  infiltrationAch: 'infiltrationLoad',
};

const FIELDS: ReadonlySet<string> = new Set(HEAT_LOAD_FIELDS);

/** The input field a warning is about, if any. */
export function warningField(warning: HeatLoadWarning): HeatLoadField | undefined {
  const field = warning.field;
  return field !== undefined && FIELDS.has(field) ? (field as HeatLoadField) : undefined;
}

/** The heat-load results as the cards and the report both show them. */
export interface HeatLoadResultTables {
  readonly totals: ResultTable;
  readonly breakdown: ResultTable;
  readonly otherUnits: ResultTable;
}

/** The totals, each component of the load (flagged beside its warnings) and the total in every unit. */
export function heatLoadResultTables(result: HeatLoadResult): HeatLoadResultTables {
  const line = lineFor(HEAT_LOAD_RESULT_SPECS, result.unitSystem);
  const mode = result.calculationMode === 'Cooling' ? 'cooling' : 'heating';

  const flagged = new Set<string>();
  for (const warning of result.warnings) {
    const field = warningField(warning);
    const row = field ? ROW_OF_FIELD[field] : undefined;
    if (row) flagged.add(row);
  }

  const totals = result.totals;
  return {
    totals: {
      title: 'Totals',
      lines: [
        line('deltaT', result.deltaT),
        line('sensibleLoad', result.sensibleLoad, { label: 'Sensible, before safety factor' }),
        line('latentLoad', result.latentLoad, { label: 'Latent, before safety factor' }),
        line('totalLoad', result.totalLoad, {
          label: `Total ${mode} load`,
          emphasis: 'total',
          valueTestId: 'total-load',
          live: true,
        }),
        line('sensibleHeatRatio', result.sensibleHeatRatio, { blank: 'not applicable' }),
      ],
    },
    breakdown: {
      title: 'Breakdown',
      lines: BREAKDOWN.map(({ key, part }) =>
        line(key, result[key], {
          indent: part,
          warnings: flagged.has(key) ? ['Warning'] : undefined,
        }),
      ),
    },
    otherUnits: {
      title: 'Total in other units',
      lines: [
        line('btuPerHour', totals.btuPerHour, { valueTestId: 'total-btuPerHour' }),
        // Tons of refrigeration rate cooling equipment only: a heating load is not given in tons.
        ...(result.calculationMode === 'Cooling'
          ? [line('tons', totals.tons, { valueTestId: 'total-tons' })]
          : []),
        line('watts', totals.watts, { valueTestId: 'total-watts' }),
        line('kilowatts', totals.kilowatts, { valueTestId: 'total-kilowatts' }),
      ],
    },
  };
}
