import {
  DUCT_APPLICATION_LABELS,
  DUCT_FIELD_LABELS,
  DUCT_FIELD_SPECS,
  DUCT_MATERIALS,
  FITTINGS_BY_ID,
  VELOCITY_LIMITS,
  describeDuctSize,
  type DuctInput,
  type DuctResult,
} from '@org/hvac-core/duct';
import { unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../report/types';
import { manualDRows } from './manual-d-rows';
import { inputRowFor } from '../../calculator-kit/input-rows';
import { textRow } from '../../calculator-kit/text-row';
import { METHOD_LABELS, ROUNDING_LABELS, SHAPE_LABELS } from './choices';
import {
  lossCoefficientText,
  ductResultTables,
  equivalentLengthText,
  fittingLossText,
} from './result-tables';
import { reportBody } from '../../calculator-kit/report-body';

const LABELS = DUCT_FIELD_LABELS;

function inputSections(input: DuctInput): ReportSection[] {
  const entered = inputRowFor(DUCT_FIELD_SPECS, input);
  const rows: ReportRow[] = [
    textRow(LABELS.calculationName, input.calculationName || '—'),
    entered('airflow'),
    textRow(LABELS.ductShape, SHAPE_LABELS[input.ductShape]),
  ];
  if (input.ductShape === 'rectangular') rows.push(entered('aspectRatio'));
  rows.push(
    textRow(LABELS.sizingMethod, METHOD_LABELS[input.sizingMethod]),
    input.sizingMethod === 'friction' ? entered('targetFriction') : entered('targetVelocity'),
    textRow(LABELS.roundingMode, ROUNDING_LABELS[input.roundingMode]),
    textRow(LABELS.material, DUCT_MATERIALS[input.material].name),
    entered('ductLength'),
    textRow(LABELS.application, DUCT_APPLICATION_LABELS[input.application]),
    entered('airTemperature', 'standard air'),
    entered('altitude'),
  );
  const sections: ReportSection[] = [{ title: 'Inputs', rows }];
  if (input.fittings.length > 0) {
    sections.push({
      title: 'Fittings',
      rows: input.fittings.map((row, index) => {
        const name = FITTINGS_BY_ID.get(row.type)?.name ?? 'Custom fitting';
        const own =
          row.customC !== undefined
            ? `, ${lossCoefficientText(row.customC)}`
            : row.customEquivalentLength !== undefined
              ? `, Le = ${equivalentLengthText(row.customEquivalentLength, input.unitSystem)}`
              : '';
        return {
          label: `${index + 1}. ${name}${own}`,
          value: formatNumber(row.quantity),
          unit: 'no.',
        };
      }),
    });
  }
  return sections;
}

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
  return reportBody(result, inputSections(input), resultSections(result), notes);
}
