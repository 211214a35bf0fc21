import { fluidLabel } from '@org/hvac-core/fluids';
import { PIPE_FITTINGS, pipeMaterial } from '@org/hvac-core/pipe';
import {
  PUMP_HEAD_FIELD_LABELS,
  PUMP_HEAD_RESULT_SPECS,
  pumpHeadFieldUnitLabel,
  type PumpHeadInput,
  type PumpHeadNumericField,
  type PumpHeadResult,
} from '@org/hvac-core/pump';
import { unitLabel } from '@org/hvac-core/units';
import { formatNumber } from '@org/ui';
import { reportRowFor } from '../../workspace/result-row-for';
import type { ReportBody, ReportRow, ReportSection } from '../../workspace/types';
import { headAsPressure } from './head-as-pressure';
import { formatMeasure } from '../../report/precision';
import { textRow } from '../../workspace/text-row';
import { reportBody } from '../../workspace/report-body';

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
    unit: value === undefined ? '' : pumpHeadFieldUnitLabel(field, input.unitSystem),
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

function resultSections(result: PumpHeadResult): ReportSection[] {
  const system = result.unitSystem;
  const row = reportRowFor(PUMP_HEAD_RESULT_SPECS, system);
  const sections: ReportSection[] = [
    {
      title: 'Results',
      rows: [
        row('frictionHead', result.frictionHead),
        row('fittingsHead', result.fittingsHead),
        row('componentsHead', result.componentsHead),
        row('staticHead', result.staticHead),
        row('totalDynamicHead', result.totalDynamicHead, { emphasis: true }),
        row('totalDynamicHeadKPa', headAsPressure(result.totalDynamicHeadKPa, system)),
        row('designHead', result.designHead, {
          suffix: ` (with ${n(result.safetyMarginPercent, 1)} % margin)`,
          emphasis: true,
        }),
        row('designHeadKPa', headAsPressure(result.designHeadKPa, system)),
        row('hydraulicPower', result.hydraulicPower),
        row('shaftPower', result.shaftPower),
        row('motorInputPower', result.motorInputPower),
        textRow(
          'Suggested motor',
          result.suggestedMotor
            ? `${result.suggestedMotor.label} (${result.suggestedMotor.standard})`
            : 'none (see the warnings)',
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
          row('sectionTotalHead', section.totalHead, { label: `${prefix}: total`, emphasis: true }),
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
  if (result.npsh) {
    const npsh = result.npsh;
    sections.push({
      title: 'Net positive suction head',
      rows: [
        row('npshReferencePressure', npsh.referencePressure),
        row('npshVapourPressure', npsh.vapourPressure),
        row('npshAvailable', npsh.available, { emphasis: true }),
        row('npshRequired', npsh.required),
        row('npshMarginRatio', npsh.marginRatio),
      ],
    });
  }
  const curveRows: ReportRow[] = [
    row('systemCurveStaticHead', result.systemCurve.staticHead),
    {
      label: 'System curve coefficient k',
      value: formatMeasure(result.systemCurve.coefficient),
      unit: `${result.units.head} per (${result.units.flowRate})²`,
    },
  ];
  const op = result.operatingPoint;
  if (op) {
    curveRows.push(
      row('operatingFlowRate', op.flowRate, {
        label: `Operating point at ${n(op.speedPercent, 1)} % speed: flow`,
      }),
      row('operatingHead', op.head),
      row('operatingShaftPower', op.shaftPower),
    );
    if (op.atRatedSpeed) {
      curveRows.push(
        row('operatingFlowRate', op.atRatedSpeed.flowRate, {
          label: 'At 100 % speed (affinity laws): flow',
        }),
        row('operatingHead', op.atRatedSpeed.head, { label: 'At 100 % speed: head' }),
        row('operatingShaftPower', op.atRatedSpeed.shaftPower, {
          label: 'At 100 % speed: shaft power',
        }),
      );
    }
  }
  sections.push({ title: 'System curve and operating point', rows: curveRows });
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
