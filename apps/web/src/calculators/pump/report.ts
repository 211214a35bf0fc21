import { fluidLabel } from '@org/hvac-core/fluids';
import { PIPE_FITTINGS, pipeMaterial } from '@org/hvac-core/pipe';
import { fieldUnitLabel } from '@org/hvac-core/fields';
import {
  PUMP_HEAD_FIELD_LABELS,
  PUMP_HEAD_FIELD_SPECS,
  PUMP_HEAD_RESULT_SPECS,
  type PumpHeadInput,
  type PumpHeadNumericField,
  type PumpHeadResult,
} from '@org/hvac-core/pump';
import { unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { lineFor, reportLine, reportSections } from '../../calculator-kit/result-lines';
import type { ReportBody, ReportRow, ReportSection } from '../../report/types';
import { pumpResultTables } from './result-tables';
import { formatMeasure } from '../../report/precision';
import { textRow } from '../../calculator-kit/text-row';
import { reportBody } from '../../calculator-kit/report-body';

const LABELS = PUMP_HEAD_FIELD_LABELS;

const SYSTEM_TYPE_LABELS: Record<PumpHeadInput['systemType'], string> = {
  closedLoop: 'Closed loop',
  open: 'Open system',
};

const n = (value: number, digits?: number) =>
  digits === undefined
    ? formatMeasure(value)
    : formatNumber(value, { maximumFractionDigits: digits });

function numberRow(
  input: PumpHeadInput,
  field: PumpHeadNumericField,
  value: number | undefined,
  label: string = LABELS[field],
  blank = '—',
): ReportRow {
  return {
    label,
    value: value === undefined ? blank : n(value),
    unit:
      value === undefined
        ? ''
        : fieldUnitLabel(PUMP_HEAD_FIELD_SPECS[field].unit, input.unitSystem),
  };
}

function inputSections(input: PumpHeadInput): ReportSection[] {
  const general: ReportRow[] = [
    textRow(LABELS.calculationName, input.calculationName || '—'),
    textRow(LABELS.systemType, SYSTEM_TYPE_LABELS[input.systemType]),
    numberRow(input, 'flowRate', input.flowRate),
    textRow(LABELS.fluid, fluidLabel(input.fluid, input.concentrationPercent)),
    numberRow(input, 'fluidTemperature', input.fluidTemperature),
    ...(input.systemType === 'open' ? [numberRow(input, 'staticLift', input.staticLift)] : []),
    numberRow(input, 'safetyMarginPercent', input.safetyMarginPercent),
    numberRow(input, 'pumpEfficiencyPercent', input.pumpEfficiencyPercent),
    numberRow(input, 'motorEfficiencyPercent', input.motorEfficiencyPercent),
  ];
  const circuit: ReportRow[] = input.sections.flatMap((section, index) => {
    const prefix = `${index + 1}. ${section.name}`;
    return [
      textRow(
        `${prefix}: pipe`,
        `${section.nominalSize} in, ${pipeMaterial(section.pipeMaterial).label}`,
      ),
      numberRow(input, 'sections.length', section.length, `${prefix}: length`),
      numberRow(input, 'sections.flowRate', section.flowRate, `${prefix}: flow`, 'design flow'),
      ...section.fittings.map((fitting) => ({
        label: `${prefix}: ${PIPE_FITTINGS[fitting.type].label}`,
        value: [
          `${fitting.quantity} ×`,
          fitting.customK === undefined ? '' : `K ${n(fitting.customK)}`,
          fitting.customEquivalentLength === undefined
            ? ''
            : `Le ${n(fitting.customEquivalentLength)} ${unitLabel('length', input.unitSystem)}`,
        ]
          .filter(Boolean)
          .join(' '),
        unit: '',
      })),
    ];
  });
  const sections: ReportSection[] = [
    { title: 'Inputs', rows: general },
    { title: 'Index circuit', rows: circuit },
  ];
  if (input.components.length > 0) {
    sections.push({
      title: 'Components',
      rows: input.components.map((component) =>
        numberRow(input, 'components.pressureDrop', component.pressureDrop, component.name),
      ),
    });
  }
  if (input.suction) {
    const s = input.suction;
    sections.push({
      title: 'Suction conditions',
      rows: [
        numberRow(
          input,
          'suction.referencePressure',
          s.referencePressure,
          undefined,
          'standard atmosphere',
        ),
        numberRow(input, 'suction.liquidLevelAboveImpeller', s.liquidLevelAboveImpeller),
        numberRow(input, 'suction.suctionLosses', s.suctionLosses),
        numberRow(input, 'suction.npshRequired', s.npshRequired),
      ],
    });
  }
  if (input.pumpCurve) {
    const curve = input.pumpCurve;
    sections.push({
      title: 'Pump curve',
      rows: [
        ...curve.points.map((point, index) => ({
          label: `Point ${index + 1}`,
          value: `${n(point.flowRate)} ${unitLabel('waterFlow', input.unitSystem)} at ${n(point.head)}`,
          unit: unitLabel('pumpHead', input.unitSystem),
        })),
        numberRow(input, 'pumpCurve.speedPercent', curve.speedPercent),
      ],
    });
  }
  return sections;
}

/** The cards' result tables, the circuit and components section by section, and the curves. */
function resultSections(result: PumpHeadResult): ReportSection[] {
  const { heads, npsh, systemCurveStaticHead, operatingPoints } = pumpResultTables(result);
  const line = lineFor(PUMP_HEAD_RESULT_SPECS, result.unitSystem);
  const row = (...args: Parameters<typeof line>): ReportRow => reportLine(line(...args));
  const motor = result.suggestedMotor;
  const sections: ReportSection[] = [
    {
      title: heads.title,
      rows: [
        ...heads.lines.map(reportLine),
        textRow(
          'Suggested motor',
          motor ? `${motor.label} (${motor.standard})` : 'none (see the warnings)',
          true,
        ),
      ],
    },
    {
      title: 'Friction head by section',
      rows: result.sections.flatMap((section, index) => {
        const prefix = `${index + 1}. ${section.name}`;
        return [
          row('sectionVelocity', section.velocity, {
            label: `${prefix}: ${section.label} ${section.pipeMaterial}, velocity`,
          }),
          row('sectionFrictionRate', section.frictionRate, { label: `${prefix}: friction rate` }),
          row('frictionHead', section.frictionHead, { label: `${prefix}: pipe friction` }),
          row('fittingsHead', section.fittingsHead, { label: `${prefix}: fittings` }),
          row('sectionTotalHead', section.totalHead, {
            label: `${prefix}: total`,
            emphasis: 'subtotal',
          }),
        ];
      }),
    },
  ];
  if (result.components.length > 0) {
    sections.push({
      title: 'Component losses',
      rows: result.components.map((component) =>
        row('componentsHead', component.head, { label: component.name }),
      ),
    });
  }
  if (npsh) sections.push(...reportSections([npsh]));
  sections.push({
    title: 'System curve and operating point',
    rows: [
      reportLine(systemCurveStaticHead),
      {
        label: 'System curve coefficient k',
        value: formatMeasure(result.systemCurve.coefficient),
        unit: `${result.units.head} per (${result.units.flowRate})²`,
      },
      ...operatingPoints.flatMap((point) => point.lines.map(reportLine)),
    ],
  });
  return sections;
}

/** The pump-head report: inputs, heads, powers, motor, NPSH, curves, warnings and method. */
export function pumpHeadReport(input: PumpHeadInput, result: PumpHeadResult): ReportBody {
  return reportBody(result, inputSections(input), resultSections(result), [
    `Liquid: ${result.fluid.label} at ${n(result.fluid.temperature, 1)} ${unitLabel('temperature', result.unitSystem)}, density ${n(result.fluid.densityKgM3, 1)} kg/m³ (${result.fluid.source}).`,
    'Heads are columns of the pumped liquid (as a pump curve shows them); component drops entered as ft of water are a conventional water column (1000 kg/m³) and converted.',
    'The system curve passes through the design point without the safety margin; the motor is sized from the shaft power at the design head with the margin.',
    ...(input.systemType === 'closedLoop'
      ? [
          'Closed loop: static heads of supply and return cancel; the fill pressure sets the suction pressure, not the pump head.',
        ]
      : []),
  ]);
}
