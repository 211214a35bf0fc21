import {
  DUCT_SYSTEM_FAN_RESULT_FIELDS,
  type DuctSystemKind,
  type DuctSystemResultQuantity,
  type DuctSystemResult,
} from '@org/hvac-core/duct-system';
import type { ReportRow, ReportTable } from '../../report/types';
import {
  coefficientText,
  pathText,
  quantityText,
  sectionLabel,
  sizeText,
  systemLabel,
  terminalLabel,
  unitOf,
} from './format';

/*
 * The duct system's result tables, as plain rows of formatted text: the page and the PDF show the
 * same tables from here, so they never disagree.
 */

function header(
  label: string,
  quantity: DuctSystemResultQuantity,
  result: DuctSystemResult,
): string {
  return `${label} (${unitOf(quantity, result.unitSystem)})`;
}

const right = (headerText: string) => ({ header: headerText, align: 'right' as const });

/** Per section: size, airflow, velocity, pv, friction, fittings, total and the pressures at each end. */
export function sectionsTable(result: DuctSystemResult): ReportTable {
  const u = result.unitSystem;
  const p = (value: number) => quantityText(value, 'ductPressureLoss', u);
  const h = (label: string, quantity: DuctSystemResultQuantity) => header(label, quantity, result);
  return {
    title: 'Sections',
    columns: [
      { header: 'Section' },
      { header: 'Size' },
      right(h('Airflow', 'airflow')),
      right(h('Velocity', 'airVelocity')),
      right(h('Velocity pressure', 'ductPressureLoss')),
      right(h('Friction rate', 'ductFrictionRate')),
      right(h('Friction', 'ductPressureLoss')),
      right(h('Fittings', 'ductPressureLoss')),
      right(h('Section loss', 'ductPressureLoss')),
      right(h('Total pressure in / out', 'ductPressureLoss')),
      right(h('Static pressure in / out', 'ductPressureLoss')),
    ],
    rows: result.sections.map((section) => [
      sectionLabel(section),
      sizeText(section, u),
      quantityText(section.airflow, 'airflow', u),
      quantityText(section.velocity, 'airVelocity', u),
      p(section.velocityPressure),
      quantityText(section.frictionRate, 'ductFrictionRate', u),
      p(section.frictionLoss),
      p(section.fittingLoss + section.damperLoss),
      p(section.totalLoss),
      `${p(section.totalPressureInlet)} / ${p(section.totalPressureOutlet)}`,
      `${p(section.staticPressureInlet)} / ${p(section.staticPressureOutlet)}`,
    ]),
  };
}

const REFERRED_TO = {
  section: 'this section',
  common: 'common (upstream) flow',
  small: 'smaller duct',
} as const;

/** Every fitting's coefficient, what it is referred to, its loss and its source, as the engine gives them. */
export function fittingsTable(result: DuctSystemResult): ReportTable {
  const u = result.unitSystem;
  return {
    title: 'Fittings',
    columns: [
      { header: 'Section', width: 'auto' },
      { header: 'Fitting' },
      right('Qty'),
      right('C (source)'),
      { header: 'Referred to' },
      right('C (this section)'),
      right(header('Loss', 'ductPressureLoss', result)),
      { header: 'Source' },
    ],
    rows: result.sections.flatMap((section) =>
      section.fittings.map((fitting) => [
        section.id,
        fitting.description === '' ? fitting.type : fitting.description,
        String(fitting.quantity),
        coefficientText(fitting.sourceCoefficient),
        REFERRED_TO[fitting.referredTo],
        coefficientText(fitting.coefficient),
        quantityText(fitting.loss, 'ductPressureLoss', u),
        fitting.source,
      ]),
    ),
  };
}

/** Every path from the fan to a terminal (or an inlet to the fan): its losses, the critical one marked. */
export function pathsTable(result: DuctSystemResult): ReportTable {
  const u = result.unitSystem;
  const p = (value: number) => quantityText(value, 'ductPressureLoss', u);
  return {
    title: 'Paths',
    columns: [
      { header: 'Terminal' },
      { header: 'System', width: 'auto' },
      { header: 'Sections' },
      right(header('Ducts', 'ductPressureLoss', result)),
      right(header('Terminal', 'ductPressureLoss', result)),
      right(header('Path total', 'ductPressureLoss', result)),
      { header: 'Critical', width: 'auto' },
    ],
    rows: result.paths.map((path) => [
      terminalLabel(path),
      systemLabel(path.system),
      pathText(path.sectionIds),
      p(path.ductLoss),
      p(path.terminalLoss),
      p(path.total),
      path.critical ? 'Critical' : '',
    ]),
  };
}

/** The balancing damper of each path that is not critical: where, the pressure it takes and its C. */
export function dampersTable(result: DuctSystemResult): ReportTable {
  const u = result.unitSystem;
  return {
    title: 'Balancing dampers',
    columns: [
      { header: 'Terminal' },
      { header: 'Damper in section' },
      right(header('Excess pressure', 'ductPressureLoss', result)),
      right('Damper C (section pv)'),
    ],
    rows: result.paths
      .filter((path) => !path.critical)
      .map((path) => [
        terminalLabel(path),
        path.damperSectionId,
        quantityText(path.excessPressure, 'ductPressureLoss', u),
        coefficientText(path.damperCoefficient),
      ]),
  };
}

/** Analysis: the airflow each terminal gets against its design airflow. */
export function analysisTable(result: DuctSystemResult): ReportTable | null {
  const analysis = result.analysis;
  if (!analysis) return null;
  const u = result.unitSystem;
  return {
    title: 'Terminal airflows at the fan',
    columns: [
      { header: 'Terminal' },
      { header: 'Section', width: 'auto' },
      right(header('Design', 'airflow', result)),
      right(header('Actual', 'airflow', result)),
      right('Deviation (%)'),
    ],
    rows: analysis.terminals.map((terminal) => [
      terminal.name === '' ? terminal.sectionId : terminal.name,
      terminal.sectionId,
      quantityText(terminal.designAirflow, 'airflow', u),
      quantityText(terminal.airflow, 'airflow', u),
      `${terminal.deviationPercent > 0 ? '+' : ''}${coefficientText(Math.round(terminal.deviationPercent * 10) / 10)}`,
    ]),
  };
}

/** The fan duty rows: airflow, each side's critical path, components, system and fan total, ESP. */
export function fanDutyRows(result: DuctSystemResult): ReportRow[] {
  const u = result.unitSystem;
  const fan = result.fan;
  const F = DUCT_SYSTEM_FAN_RESULT_FIELDS;
  const pressure = (label: string, value: number, emphasis = false): ReportRow => ({
    label,
    value: quantityText(value, 'ductPressureLoss', u),
    unit: unitOf('ductPressureLoss', u),
    ...(emphasis ? { emphasis } : {}),
  });
  const hasReturn = result.sections.some((section) => section.system !== 'supply');
  const hasSupply = result.sections.some((section) => section.system === 'supply');
  return [
    {
      label: F.airflow.label,
      value: quantityText(fan.airflow, 'airflow', u),
      unit: unitOf('airflow', u),
    },
    ...(hasSupply ? [pressure(F.supplyCriticalPathTotal.label, fan.supplyCriticalPathTotal)] : []),
    ...(hasReturn
      ? [
          pressure(
            result.sections.some((section) => section.system === 'exhaust')
              ? 'Exhaust critical path'
              : F.returnCriticalPathTotal.label,
            fan.returnCriticalPathTotal,
          ),
        ]
      : []),
    pressure(F.componentsPressure.label, fan.componentsPressure),
    pressure(F.systemTotalPressure.label, fan.systemTotalPressure),
    { label: 'Safety factor', value: coefficientText(fan.safetyFactorPercent), unit: '%' },
    pressure(F.fanTotalPressure.label, fan.fanTotalPressure, true),
    pressure(F.externalStaticPressure.label, fan.externalStaticPressure, true),
  ];
}

/** Each side's critical path: its terminal, its sections and its total. */
export function criticalPathRows(result: DuctSystemResult): ReportRow[] {
  const u = result.unitSystem;
  return (Object.keys(result.criticalPaths) as DuctSystemKind[]).flatMap((kind) => {
    const ids = result.criticalPaths[kind];
    const path = result.paths.find((candidate) => candidate.critical && candidate.system === kind);
    if (!ids || !path) return [];
    return [
      {
        label: `${systemLabel(kind)} critical path`,
        value: `${terminalLabel(path)}: ${pathText(ids)}, ${quantityText(path.total, 'ductPressureLoss', u)}`,
        unit: unitOf('ductPressureLoss', u),
      },
    ];
  });
}

/** The analysis summary: the fan's operating point. */
export function analysisRows(result: DuctSystemResult): ReportRow[] {
  const analysis = result.analysis;
  if (!analysis) return [];
  const u = result.unitSystem;
  return [
    {
      label: 'Fan airflow at the operating point',
      value: quantityText(analysis.fanAirflow, 'airflow', u),
      unit: unitOf('airflow', u),
      emphasis: true,
    },
    {
      label: 'Fan total pressure at the operating point',
      value: quantityText(analysis.fanTotalPressure, 'ductPressureLoss', u),
      unit: unitOf('ductPressureLoss', u),
    },
    {
      label: 'Solution',
      value: analysis.converged
        ? `converged in ${analysis.iterations} passes`
        : `not settled after ${analysis.iterations} passes`,
      unit: '',
    },
  ];
}
