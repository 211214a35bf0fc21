import {
  DEFAULT_TEMPERATURE_PENALTY,
  REFRIGERANT_LINE_FIELD_LABELS,
  REFRIGERANT_LINE_FIELD_SPECS,
  REFRIGERANT_RESULT_SPECS,
  TUBE_SERIES_INFO,
  refrigerantInfo,
  type RefrigerantLineInput,
  type RefrigerantLineResult,
} from '@org/hvac-core/refrigerant';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import { formatNumber } from '@org/ui';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import {
  LINE_TYPE_LABELS,
  ORIENTATION_LABELS,
  REFRIGERANT_KIND_LABELS,
  refrigerantGwpText,
  refrigeratingEffect,
} from './labels';
import { formatMeasure } from '../../report/precision';
import { reportRow } from '../../workspace/result-rows';
import { inputRowFor } from '../../workspace/result-row-for';
import { textRow } from '../../workspace/text-row';

const LABELS = REFRIGERANT_LINE_FIELD_LABELS;

function n(value: number | null, digits: number): string {
  return value === null ? '—' : formatNumber(value, { maximumFractionDigits: digits });
}

function inputSections(
  input: RefrigerantLineInput,
  result: RefrigerantLineResult,
): ReportSection[] {
  const info = refrigerantInfo(input.refrigerant);
  const entered = inputRowFor(REFRIGERANT_LINE_FIELD_SPECS, input);
  const lengthUnit = result.units.length;
  const cycle: ReportRow[] = [
    textRow(LABELS.calculationName, input.calculationName || '—'),
    textRow(
      LABELS.refrigerant,
      `${info.label}, safety group ${info.safetyGroup}, GWP100 ${refrigerantGwpText(info.id)} (IPCC AR4), ${REFRIGERANT_KIND_LABELS[info.kind].toLowerCase()}`,
    ),
    entered('capacity'),
    entered('evaporatingTemperature'),
    entered('condensingTemperature'),
    entered('superheat'),
    entered('subcooling'),
  ];
  if (input.lineType === 'discharge') {
    cycle.push(entered('dischargeSuperheat', 'default (45 °F | 25 K)'));
  }
  const line: ReportRow[] = [
    textRow(LABELS.lineType, LINE_TYPE_LABELS[input.lineType]),
    textRow(LABELS.orientation, ORIENTATION_LABELS[input.orientation]),
    textRow(
      LABELS.tubeSeries,
      `${TUBE_SERIES_INFO[input.tubeSeries].label} (${TUBE_SERIES_INFO[input.tubeSeries].standard})`,
    ),
    entered(
      'allowedTemperaturePenalty',
      `default (${DEFAULT_TEMPERATURE_PENALTY[input.lineType][input.unitSystem]} ${result.units.temperatureDifference})`,
    ),
    entered('straightLength'),
    entered('verticalRise'),
    entered('additionalEquivalentLength'),
  ];
  const fittings: ReportRow[] = result.fittings.map((fitting) => ({
    label: `${fitting.quantity} × ${fitting.label}`,
    value: `${n(fitting.equivalentLengthEach, 2)} each, ${n(fitting.equivalentLength, 2)} in all`,
    unit: lengthUnit,
  }));
  const sections: ReportSection[] = [
    { title: 'Refrigerant and cycle', rows: cycle },
    { title: 'Line', rows: line },
  ];
  if (fittings.length > 0)
    sections.push({ title: 'Fittings (in the selected tube)', rows: fittings });
  return sections;
}

function resultSections(result: RefrigerantLineResult): ReportSection[] {
  const system = result.unitSystem;
  const row = (
    key: keyof typeof REFRIGERANT_RESULT_SPECS,
    value: number | null,
    extra?: Parameters<typeof reportRow>[4],
  ): ReportRow => {
    const reported = reportRow(REFRIGERANT_RESULT_SPECS, key, value, system, extra);
    // A figure that does not apply reads "—" beside its unit, as this report has always printed it.
    if (value !== null) return reported;
    return { ...reported, unit: fieldUnitLabel(REFRIGERANT_RESULT_SPECS[key].unit, system) };
  };
  // The report gives these two to the precision of a measured value, not the card's decimals.
  const measured = (key: keyof typeof REFRIGERANT_RESULT_SPECS, value: number): ReportRow => ({
    ...row(key, value),
    value: formatMeasure(value),
  });
  const u = result.units;
  const imperial = system === 'Imperial';
  const selection: ReportRow[] = [
    textRow('Selected tube', result.selected.label, true),
    // One decimal of a millimetre in print, where the card shows two.
    {
      ...row('insideDiameter', result.selected.insideDiameter),
      value: n(result.selected.insideDiameter, imperial ? 3 : 1),
    },
    row('velocity', result.velocity),
    row('pressureDrop', result.pressureDrop),
    row('temperaturePenalty', result.temperaturePenalty, { emphasis: true }),
    row('allowedTemperaturePenalty', result.allowedTemperaturePenalty),
  ];
  if (result.lineType === 'suction') {
    selection.push(row('capacityLossPercent', result.capacityLossPercent));
  }
  selection.push(
    measured('massFlow', result.massFlow),
    row('charge', result.charge),
    row('fittingsEquivalentLength', result.fittingsEquivalentLength),
    row('equivalentLength', result.equivalentLength),
    row('reynoldsNumber', result.selected.reynoldsNumber),
  );
  const sections: ReportSection[] = [{ title: 'Line size', rows: selection }];
  if (result.liquidLine) {
    sections.push({
      title: 'Liquid line subcooling',
      rows: [
        row('staticPressureChange', result.liquidLine.staticPressureChange),
        row('subcoolingLost', result.liquidLine.subcoolingLost),
        row('subcoolingRemaining', result.liquidLine.subcoolingRemaining, { emphasis: true }),
      ],
    });
  }
  const index = result.candidates.findIndex((c) => c.size === result.selected.size);
  sections.push({
    title: 'Neighbouring tube sizes',
    rows: result.candidates.slice(Math.max(0, index - 2), index + 3).map((tube) => ({
      label: `${tube.label}${tube.size === result.selected.size ? ' (selected)' : ''}`,
      value: `${n(tube.velocity, imperial ? 0 : 2)} ${u.velocity}, ${formatMeasure(tube.pressureDrop)} ${u.pressure}, penalty ${
        tube.temperaturePenalty === null ? 'off the table' : n(tube.temperaturePenalty, 2)
      }`,
      unit: tube.temperaturePenalty === null ? '' : u.temperatureDifference,
    })),
  });
  sections.push({
    title: 'Cycle',
    rows: [
      row('capacityTons', result.capacityTons),
      row('capacityKw', result.capacityKw),
      row('evaporatorPressure', result.cycle.evaporatorPressure),
      measured('condenserPressure', result.cycle.condenserPressure),
      row('liquidTemperature', result.cycle.liquidTemperature),
      row('suctionGasTemperature', result.cycle.suctionGasTemperature),
      row('refrigeratingEffect', refrigeratingEffect(result)),
    ],
  });
  return sections;
}

/** The refrigerant line report: inputs, size and figures, neighbours, warnings with rules, method. */
export function refrigerantReport(
  input: RefrigerantLineInput,
  result: RefrigerantLineResult,
): ReportBody {
  return {
    unitSystem: result.unitSystem,
    inputs: inputSections(input, result),
    results: resultSections(result),
    warnings: result.warnings.map((warning) => `${warning.message} Rule: ${warning.rule}`),
    notes: [
      ...result.notes.map((note) => note.message),
      `Saturation properties: ${result.refrigerant.fluidModel}.`,
    ],
  };
}
