import {
  DUCT_MATERIALS,
  FITTINGS_BY_ID,
  VELOCITY_LIMITS,
  describeDuctSize,
  type DuctInput,
  type DuctResult,
} from '@org/hvac-core/duct';
import { unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportSection } from '../../report/types';
import { manualDRows } from './manual-d-rows';
import { layoutInputSections } from '../../calculator-kit/layout-report';
import { DUCT_FORM } from './form-layout';
import { textRow } from '../../calculator-kit/text-row';
import {
  lossCoefficientText,
  ductResultTables,
  equivalentLengthText,
  fittingLossText,
} from './result-tables';
import { reportBody } from '../../calculator-kit/report-body';

/** The card's columns of results, one section each: the chosen size, then the exact one. */
function resultSections(result: DuctResult): ReportSection[] {
  const system = result.unitSystem;
  const sections: ReportSection[] = ductResultTables(result).map((table) => ({
    title: table.title,
    rows: table.lines.map((line) => textRow(line.label, line.text, line.total)),
  }));
  if (result.fittings.length > 0) {
    sections.push({
      title: 'Fitting losses',
      rows: result.fittings.map((fitting, index) => ({
        label: `${index + 1}. ${fitting.name} × ${formatNumber(fitting.quantity)} (${
          fitting.lossCoefficient !== null
            ? lossCoefficientText(fitting.lossCoefficient)
            : `Le = ${equivalentLengthText(fitting.equivalentLength ?? 0, system)}`
        })`,
        value: fittingLossText(fitting.pressureLoss, system),
        unit: unitLabel('ductPressureLoss', system),
      })),
    });
  }
  if (result.frictionRateDesign) {
    sections.push({
      title: 'Friction rate from available static pressure (ACCA Manual D)',
      rows: manualDRows(result.frictionRateDesign, system),
    });
  }
  return sections;
}

/** The duct report: inputs, fittings, chosen and exact sizes with losses, warnings and method. */
export function ductReport(input: DuctInput, result: DuctResult): ReportBody {
  const material = DUCT_MATERIALS[input.material];
  const notes = [
    `Sized duct: ${describeDuctSize(result)}.`,
    `Air density ${formatNumber(result.air.densityKgM3, { maximumFractionDigits: 4 })} kg/m³ at ${formatNumber(result.air.temperature, { maximumFractionDigits: 1 })} ${unitLabel('temperature', result.unitSystem)} and ${formatNumber(result.air.pressurePa, { maximumFractionDigits: 0 })} Pa (dry air).`,
    `Absolute roughness ${formatNumber(result.material.roughnessMm, { maximumFractionDigits: 4 })} mm: ${material.source}.`,
    `Velocity limits: ${VELOCITY_LIMITS[input.application].basis} (${VELOCITY_LIMITS[input.application].source}).`,
  ];
  const sources = new Set<string>();
  for (const row of input.fittings) {
    const fitting = FITTINGS_BY_ID.get(row.type);
    if (fitting && row.customC === undefined && row.customEquivalentLength === undefined) {
      sources.add(`${fitting.name}: ${fitting.condition} Source: ${fitting.source}.`);
    }
  }
  notes.push(...sources);
  return reportBody(result, layoutInputSections(DUCT_FORM, input), resultSections(result), notes);
}
