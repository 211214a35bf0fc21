import { formatFixed } from '@org/ui';
import {
  DEFAULT_SIZING_FRICTION_RATE,
  flowCoefficientLabel,
  type HydronicSystemInput,
  type HydronicSystemResult,
} from '@org/hvac-core/hydronic-system';
import { fluidLabel } from '@org/hvac-core/fluids';
import { pipeMaterial } from '@org/hvac-core/pipe';
import { unitLabel } from '@org/hvac-core/units';
import type { ReportBody, ReportRow, ReportSection, ReportTable } from '../../report/types';
import { reportBody } from '../../calculator-kit/report-body';
import { textRow } from '../../calculator-kit/text-row';
import { flowDecimals, pressureDecimals, sig3 } from './format';
import {
  circuitsTable,
  partLoadPumpLines,
  partLoadTable,
  hydronicSectionsTable,
  summaryLines,
  valveScheduleTable,
  type FormattedTable,
  type SummaryLine,
} from './result-tables';

const row = (label: string, value: string, unit: string): ReportRow => ({ label, value, unit });
const num = (value: number | undefined, decimals: number): string =>
  value === undefined ? '—' : formatFixed(value, decimals);

function inputSections(input: HydronicSystemInput): ReportSection[] {
  const u = input.unitSystem;
  const system: ReportRow[] = [
    textRow('Calculation name', input.calculationName || '—'),
    textRow(
      'System',
      input.systemType === 'hotWater' ? 'Hot water (heating)' : 'Chilled water (cooling)',
    ),
    textRow('Liquid', fluidLabel(input.fluid, input.concentrationPercent)),
    row('Mean liquid temperature', num(input.fluidTemperature, 1), unitLabel('temperature', u)),
    row(
      'Design temperature difference',
      num(input.designDeltaT, 1),
      unitLabel('temperatureDifference', u),
    ),
    textRow(
      'Pipe friction',
      input.frictionMethod === 'hazenWilliams' ? 'Hazen–Williams' : 'Darcy–Weisbach (Colebrook)',
    ),
    textRow('Control valve Kvs series', input.valveSeries),
    row(
      'Balancing valve minimum drop',
      input.balancingValveMinimumPressureDrop === undefined
        ? 'default: 3 kPa (about 1.0 ft of water)'
        : formatFixed(input.balancingValveMinimumPressureDrop, pressureDecimals(u)),
      input.balancingValveMinimumPressureDrop === undefined ? '' : unitLabel('pipeHeadLoss', u),
    ),
  ];
  if (input.sizingFrictionRate !== undefined || input.sizingMaxVelocity !== undefined) {
    system.push(
      textRow(
        'Pipe sizing limits (Size every pipe)',
        `${formatFixed(input.sizingFrictionRate ?? DEFAULT_SIZING_FRICTION_RATE[u], 2)} ${unitLabel('pipeFrictionRate', u)}; ${
          input.sizingMaxVelocity === undefined
            ? 'velocity 4 ft/s (1.2 m/s) up to 2 in, 10 ft/s (3 m/s) above'
            : `velocity ${formatFixed(input.sizingMaxVelocity, 2)} ${unitLabel('waterVelocity', u)}`
        }`,
      ),
    );
  }
  if (input.loadSource) {
    system.push(
      textRow(
        'Terminal loads from',
        `building-load file “${input.loadSource.fileName}” (${input.loadSource.basis})`,
      ),
    );
  }
  const plant: ReportRow[] = input.plant.components.map((component) =>
    component.pressureDrop !== undefined
      ? row(
          component.name,
          formatFixed(component.pressureDrop, pressureDecimals(u)),
          unitLabel('pipeHeadLoss', u),
        )
      : row(component.name, sig3(component.flowCoefficient ?? Number.NaN), flowCoefficientLabel(u)),
  );
  const pump: ReportRow[] = [
    row('Pump efficiency', formatFixed(input.pump.pumpEfficiencyPercent, 0), '%'),
    row('Motor efficiency', formatFixed(input.pump.motorEfficiencyPercent, 0), '%'),
  ];
  if (input.pump.curve) {
    pump.push(
      textRow('Curve fit', `least squares, order ${input.pump.fitOrder}`),
      row('Running speed', formatFixed(input.pump.curve.speedPercent, 0), '%'),
      ...input.pump.curve.points.map((point, index) =>
        row(
          `Curve point ${index + 1}`,
          `${formatFixed(point.flowRate, flowDecimals(u))} ${unitLabel('waterFlow', u)} at ${formatFixed(point.head, u === 'Imperial' ? 1 : 2)}`,
          unitLabel('pumpHead', u),
        ),
      ),
    );
  } else {
    pump.push(textRow('Pump curve', 'none entered (design duty only)'));
  }
  const sections: ReportSection[] = [
    { title: 'System', rows: system },
    { title: 'Plant', rows: plant.length > 0 ? plant : [textRow('Components', 'none')] },
    { title: 'Pump', rows: pump },
  ];
  if (input.partLoad) {
    sections.push({
      title: 'Part-load case',
      rows: [
        textRow(
          'Control valves closed',
          input.partLoad.closedTerminals.length > 0
            ? input.partLoad.closedTerminals.join(', ')
            : 'none',
        ),
      ],
    });
  }
  return sections;
}

/** The terminals as entered: nodes, load or flow, components and valves. */
function terminalsInputTable(input: HydronicSystemInput): ReportTable {
  const u = input.unitSystem;
  const k = u === 'Imperial' ? 'Cv' : 'Kv';
  return {
    title: 'Terminals as entered',
    columns: [
      { header: 'Terminal' },
      { header: 'Nodes (supply, return)' },
      {
        header: `Load (${unitLabel('heatRate', u)}) or flow (${unitLabel('waterFlow', u)})`,
        align: 'right',
      },
      { header: `Components (${unitLabel('pipeHeadLoss', u)})` },
      { header: 'Branch pipe' },
      { header: 'Valves' },
    ],
    rows: input.terminals.map((terminal) => [
      terminal.name ? `${terminal.id} (${terminal.name})` : terminal.id,
      `${terminal.supplyNode}, ${terminal.returnNode}`,
      terminal.load !== undefined
        ? `${formatFixed(terminal.load, 0)}${terminal.loadSourceId ? ` (from ${terminal.loadSourceId})` : ''}`
        : `${formatFixed(terminal.flowRate ?? Number.NaN, flowDecimals(u))} flow`,
      terminal.components
        .map((c) =>
          c.pressureDrop !== undefined
            ? `${c.name} ${formatFixed(c.pressureDrop, pressureDecimals(u))}`
            : `${c.name} ${k} ${sig3(c.flowCoefficient ?? Number.NaN)}`,
        )
        .join('; ') || 'none',
      terminal.branchPipe
        ? `${pipeMaterial(terminal.branchPipe.pipeMaterial).label} ${terminal.branchPipe.nominalSize} in, ${formatFixed(terminal.branchPipe.length, 1)} ${unitLabel('length', u)}`
        : 'none',
      [
        terminal.controlValve
          ? terminal.controlValve.flowCoefficient === undefined
            ? `control (authority ${formatFixed(terminal.controlValve.targetAuthority, 2)})`
            : `control ${k}s ${sig3(terminal.controlValve.flowCoefficient)}`
          : '',
        terminal.balancingValve ? 'balancing' : '',
      ]
        .filter(Boolean)
        .join(', ') || 'none',
    ]),
  };
}

const asReportTable = (table: FormattedTable): ReportTable => ({
  title: table.title,
  columns: table.columns.map((column) => ({
    header: column.header,
    ...(column.numeric ? { align: 'right' as const } : {}),
  })),
  rows: table.rows.map((r) => r.cells),
});

const asRows = (lines: readonly SummaryLine[]): ReportRow[] =>
  lines.map((line) => ({
    label: line.label,
    value: line.value,
    unit: line.unit,
    ...(line.key === 'indexCircuit' || line.key === 'designPressure' ? { emphasis: true } : {}),
  }));

/**
 * The hydronic-system report: the inputs, the key results (index circuit, pump duty and motor,
 * part load), and tables of the terminals, sections, circuits, valve schedule and part-load flows;
 * the warnings; the authority's definition and the load source as notes.
 */
export function hydronicReport(
  input: HydronicSystemInput,
  result: HydronicSystemResult,
): ReportBody {
  const results: ReportSection[] = [
    { title: 'Key results', rows: asRows(summaryLines(result)) },
    {
      title: 'Index circuit',
      rows: [
        textRow('Terminal', result.indexCircuit.terminalId, true),
        textRow('Sections', result.indexCircuit.sections.join(' → ')),
        row(
          'Drop, balancing valves fully open',
          formatFixed(result.indexCircuit.pressureDrop, pressureDecimals(input.unitSystem)),
          result.units.pressure,
        ),
        textRow('By pipes and components alone', result.indexCircuit.withoutValvesTerminalId),
      ],
    },
  ];
  const part = partLoadPumpLines(result);
  if (part.length > 0) results.push({ title: 'Part load: pump', rows: asRows(part) });
  const partTable = partLoadTable(result);
  const tables: ReportTable[] = [
    terminalsInputTable(input),
    asReportTable(hydronicSectionsTable(result)),
    asReportTable(circuitsTable(result)),
    asReportTable(valveScheduleTable(result)),
    ...(partTable ? [asReportTable(partTable)] : []),
  ];
  const notes = [
    `Valve authority: ${result.authorityDefinition}`,
    `Liquid properties: ${result.fluid.label} at ${formatFixed(result.fluid.temperature, 1)} ${result.units.temperature}, ρ = ${formatFixed(result.fluid.densityKgM3, 1)} kg/m³, cp = ${formatFixed(result.fluid.specificHeatJKgK, 0)} J/(kg·K) (${result.fluid.source}).`,
    'Closed loop: the pump overcomes friction only (no static head). Flow coefficients are Cv (US gpm at 1 psi) in Imperial and Kv (m³/h at 1 bar) in Metric; Cv = 1.156 Kv.',
    'Valve body sizes: from representative catalogues, a control valve’s is the smallest Siemens VVP45 two-way globe valve body (data sheet CE1N4845en) whose largest Kvs reaches the valve’s; a balancing valve the engine sizes is an IMI TA STAD body, the largest whose fully open Kvs still drops the least drop at design flow and no larger than its branch pipe (an entered Kvs: the smallest STAD body that reaches it); another maker’s body may differ by a size.',
  ];
  return {
    ...reportBody(result, inputSections(input), results, notes),
    pageOrientation: 'landscape',
    tables,
    tablesHeading: 'Network',
  };
}
