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
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { manualDRows } from './manual-d-rows';
import { inputRowFor } from '../../workspace/result-row-for';

const LABELS = DUCT_FIELD_LABELS;

function inputSections(input: DuctInput): ReportSection[] {
  const entered = inputRowFor(DUCT_FIELD_SPECS, input);
  const rows: ReportRow[] = [
    { label: LABELS.calculationName, value: input.calculationName || '—', unit: '' },
    entered('airflow'),
    {
      label: LABELS.ductShape,
      value: input.ductShape === 'round' ? 'Round' : 'Rectangular',
      unit: '',
    },
  ];
  if (input.ductShape === 'rectangular') rows.push(entered('aspectRatio'));
  rows.push({
    label: LABELS.sizingMethod,
    value: input.sizingMethod === 'friction' ? 'Friction (equal friction)' : 'Velocity',
    unit: '',
  });
  rows.push(
    input.sizingMethod === 'friction' ? entered('targetFriction') : entered('targetVelocity'),
  );
  rows.push(
    {
      label: LABELS.roundingMode,
      value: input.roundingMode === 'standard' ? 'Round up to a standard size' : 'Exact size only',
      unit: '',
    },
    { label: LABELS.material, value: DUCT_MATERIALS[input.material].name, unit: '' },
    entered('ductLength'),
    {
      label: LABELS.application,
      value: DUCT_APPLICATION_LABELS[input.application],
      unit: '',
    },
    entered('airTemperature', 'standard air'),
    entered('altitude'),
  );
  const sections: ReportSection[] = [{ title: 'Inputs', rows }];
  if (input.fittings.length > 0) {
    const lengthUnit = unitLabel('length', input.unitSystem);
    sections.push({
      title: 'Fittings',
      rows: input.fittings.map((row, index) => {
        const name = FITTINGS_BY_ID.get(row.type)?.name ?? 'Custom fitting';
        const own =
          row.customC !== undefined
            ? `, C = ${formatNumber(row.customC, { maximumFractionDigits: 3 })}`
            : row.customEquivalentLength !== undefined
              ? `, Le = ${formatNumber(row.customEquivalentLength, { maximumFractionDigits: 2 })} ${lengthUnit}`
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

function resultSections(result: DuctResult): ReportSection[] {
  const system = result.unitSystem;
  const text = result.text;
  const standard = result.roundingMode === 'standard';
  const rows: ReportRow[] = [
    { label: standard ? 'Standard size' : 'Size', value: text.size, unit: '', emphasis: true },
  ];
  if (standard) rows.push({ label: 'Exact size', value: result.exact.text.size, unit: '' });
  rows.push(
    { label: 'Velocity', value: text.velocity, unit: '' },
    { label: 'Friction rate', value: text.frictionRate, unit: '' },
    { label: 'Area', value: text.area, unit: '' },
  );
  if (result.shape === 'rectangular') {
    rows.push({
      label: 'Equivalent diameter (Huebscher)',
      value: text.equivalentDiameter,
      unit: '',
    });
  }
  rows.push(
    { label: 'Velocity pressure', value: text.velocityPressure, unit: '' },
    {
      label: 'Reynolds number',
      value: formatNumber(result.reynoldsNumber, { maximumFractionDigits: 0 }),
      unit: '',
    },
    {
      label: 'Darcy friction factor (Colebrook)',
      value: formatNumber(result.frictionFactor, { maximumFractionDigits: 4 }),
      unit: '',
    },
    { label: 'Duct pressure loss', value: text.ductPressureLoss, unit: '' },
    { label: 'Fittings pressure loss', value: text.fittingsPressureLoss, unit: '' },
    { label: 'Total pressure loss', value: text.totalPressureLoss, unit: '', emphasis: true },
  );
  const sections: ReportSection[] = [{ title: 'Results', rows }];
  if (standard) {
    sections.push({
      title: 'Exact size (meets the target exactly)',
      rows: [
        { label: 'Size', value: result.exact.text.size, unit: '' },
        { label: 'Velocity', value: result.exact.text.velocity, unit: '' },
        { label: 'Friction rate', value: result.exact.text.frictionRate, unit: '' },
        { label: 'Total pressure loss', value: result.exact.text.totalPressureLoss, unit: '' },
      ],
    });
  }
  if (result.fittings.length > 0) {
    const lengthUnit = unitLabel('length', system);
    sections.push({
      title: 'Fitting losses',
      rows: result.fittings.map((fitting, index) => ({
        label: `${index + 1}. ${fitting.name} × ${formatNumber(fitting.quantity)} (${
          fitting.lossCoefficient !== null
            ? `C = ${formatNumber(fitting.lossCoefficient, { maximumFractionDigits: 3 })}`
            : `Le = ${formatNumber(fitting.equivalentLength ?? 0, { maximumFractionDigits: 2 })} ${lengthUnit}`
        })`,
        value: formatNumber(fitting.pressureLoss, {
          maximumFractionDigits: system === 'Imperial' ? 4 : 2,
        }),
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
  return {
    unitSystem: result.unitSystem,
    inputs: inputSections(input),
    results: resultSections(result),
    warnings: result.warnings.map((warning) => warning.message),
    notes,
  };
}
