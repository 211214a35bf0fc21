import {
  HEAT_LOAD_FIELD_LABELS,
  type HeatLoadInput,
  type HeatLoadResult,
} from '@org/hvac-core/heat-load';
import type { ReportBody } from '../../report/types';
import { layoutInputSections } from '../../calculator-kit/layout-report';
import { HEAT_LOAD_FORM } from './form-layout';
import { textRow } from '../../calculator-kit/text-row';
import { reportSections } from '../../calculator-kit/result-lines';
import { heatLoadResultTables } from './result-tables';
import { reportBody } from '../../calculator-kit/report-body';

/** The heat-load report: inputs, the cards' results, warnings, notes and the method. */
export function heatLoadReport(input: HeatLoadInput, result: HeatLoadResult): ReportBody {
  const { totals, breakdown, otherUnits } = heatLoadResultTables(result);
  return {
    headingDetail: result.calculationMode === 'Cooling' ? 'cooling' : 'heating',
    ...reportBody(
      result,
      layoutInputSections(HEAT_LOAD_FORM, input, [
        textRow(HEAT_LOAD_FIELD_LABELS.calculationMode, input.calculationMode),
      ]),
      reportSections([totals, breakdown, otherUnits]),
    ),
  };
}
