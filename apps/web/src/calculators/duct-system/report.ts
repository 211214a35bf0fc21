import { DUCT_MATERIALS, DUCT_APPLICATION_LABELS, FITTINGS_BY_ID } from '@org/hvac-core/duct';
import type { DuctSystemFitting, DuctSystemResult } from '@org/hvac-core/duct-system';
import { unitLabel } from '@org/hvac-core/units';
import { formatMeasure } from '../../report/precision';
import type { ReportBody, ReportRow, ReportSection, ReportTable } from '../../report/types';
import { inputRowFor } from '../../calculator-kit/input-rows';
import { textRow } from '../../calculator-kit/text-row';
import {
  DUCT_SYSTEM_SETTINGS_FIELD_SPECS,
  DUCT_SYSTEM_ANALYSIS_FIELD_SPECS,
} from '@org/hvac-core/duct-system';
import { SIZING_METHOD_LABELS, systemLabel } from './format';
import {
  analysisRows,
  analysisTable,
  criticalPathRows,
  dampersTable,
  fanDutyRows,
  fittingsTable,
  pathsTable,
  sectionsTable,
} from './result-tables';
import type { DuctSystemFile } from './terminal-source';

const measure = (value: number | undefined): string =>
  value === undefined ? '—' : formatMeasure(value);

/** A fitting as entered, in words: "Elbow 90°, r/D 1.5 × 2", "Custom C 0.4 (source)". */
export function fittingInputText(fitting: DuctSystemFitting): string {
  switch (fitting.type) {
    case 'library': {
      const name = FITTINGS_BY_ID.get(fitting.fittingId)?.name ?? fitting.fittingId;
      return fitting.quantity > 1 ? `${name} × ${fitting.quantity}` : name;
    }
    case 'elbow':
      return `Elbow ${measure(fitting.angle)}°, r/D ${measure(fitting.radiusRatio)}${fitting.quantity > 1 ? ` × ${fitting.quantity}` : ''}`;
    case 'junction':
      return `Junction (${fitting.path}), ${measure(fitting.angle)}°`;
    case 'transition':
      return `Transition, ${measure(fitting.angle)}° included`;
    case 'entry':
      return `Entry, r/D ${measure(fitting.radiusRatio)}`;
    case 'exit':
      return 'Free discharge';
    case 'custom':
      return `${fitting.description === '' ? 'Custom' : fitting.description}: C ${measure(fitting.coefficient)}${fitting.quantity > 1 ? ` × ${fitting.quantity}` : ''} (${fitting.source})`;
    case 'manufacturer':
      return `${fitting.description === '' ? 'Manufacturer' : fitting.description}: ${measure(fitting.pressureDrop)} at ${measure(fitting.ratedAirflow)} (${fitting.source})`;
  }
}

function settingsSection(input: DuctSystemFile): ReportSection {
  const entered = inputRowFor(DUCT_SYSTEM_SETTINGS_FIELD_SPECS, input);
  const rows: ReportRow[] = [
    textRow('Calculation name', input.calculationName || '—'),
    textRow(
      'Mode',
      input.mode === 'design' ? 'Design (size the ducts)' : 'Analysis (sizes as entered)',
    ),
  ];
  if (input.mode === 'design')
    rows.push(textRow('Sizing method', SIZING_METHOD_LABELS[input.sizingMethod]));
  rows.push(
    entered('frictionRate'),
    entered('velocity'),
    entered('airTemperature', 'not given (20 °C / 68 °F)'),
    entered('altitude'),
    textRow('Standard sizes', input.standardSizes ? 'Rounded up to standard sizes' : 'Exact sizes'),
    entered('aspectRatio'),
    entered('maxAspectRatio'),
    entered('safetyFactorPercent'),
  );
  if (input.mode === 'analysis' && input.analysis) {
    const fan = inputRowFor(DUCT_SYSTEM_ANALYSIS_FIELD_SPECS, {
      ...input.analysis,
      unitSystem: input.unitSystem,
    });
    const curve = input.analysis.fanCurve;
    if (curve !== undefined && curve.length >= 2) {
      rows.push(
        textRow(
          'Fan curve',
          curve
            .map(
              (point) =>
                `${measure(point.airflow)} ${unitLabel('airflow', input.unitSystem)} at ${measure(point.totalPressure)} ${unitLabel('ductPressureLoss', input.unitSystem)}`,
            )
            .join('; '),
        ),
      );
    } else rows.push(fan('fanTotalPressure'));
  }
  if (input.terminalSource) {
    rows.push(
      textRow(
        'Terminal airflows from',
        `building-load file “${input.terminalSource.fileName}”, ${input.terminalSource.rooms.length} rooms, imported ${input.terminalSource.importedAt.slice(0, 10)}`,
      ),
    );
  }
  return { title: 'System', rows };
}

function componentsSection(input: DuctSystemFile): ReportSection | null {
  if (input.components.length === 0) return null;
  const u = input.unitSystem;
  return {
    title: 'Fan-unit components',
    rows: input.components.map((component, index) => ({
      label: component.name === '' ? `Component ${index + 1}` : component.name,
      value: `${measure(component.pressureDrop)} ${unitLabel('ductPressureLoss', u)} at ${
        component.ratedAirflow === undefined
          ? 'the fan airflow'
          : `${measure(component.ratedAirflow)} ${unitLabel('airflow', u)}`
      }${component.source === '' ? '' : ` (${component.source})`}`,
      unit: '',
    })),
  };
}

/** The sections as entered: the tree, lengths, shapes, materials, fixed sizes, fittings, terminals. */
function sectionInputsTable(input: DuctSystemFile): ReportTable {
  const u = input.unitSystem;
  const dim = unitLabel('ductDimension', u);
  return {
    title: 'Sections as entered',
    columns: [
      { header: 'Section', width: 'auto' },
      { header: 'Upstream', width: 'auto' },
      { header: 'Name' },
      { header: 'System', width: 'auto' },
      { header: `Length (${unitLabel('length', u)})`, align: 'right' },
      { header: 'Shape, material' },
      { header: 'Size' },
      { header: 'Fittings' },
      { header: 'Terminal' },
    ],
    rows: input.sections.map((section) => {
      const fixedSize =
        section.fixed || input.mode === 'analysis'
          ? section.shape === 'round'
            ? `Ø ${measure(section.diameter)} ${dim}`
            : `${measure(section.width)} × ${measure(section.height)} ${dim}`
          : 'sized';
      const terminal = section.terminal;
      return [
        section.id,
        section.parentId ?? 'fan',
        section.name,
        systemLabel(section.system),
        measure(section.length),
        `${section.shape === 'flatOval' ? 'flat oval' : section.shape}, ${DUCT_MATERIALS[section.material].name}${section.application ? `, ${DUCT_APPLICATION_LABELS[section.application]}` : ''}`,
        fixedSize,
        section.fittings.map(fittingInputText).join('; '),
        terminal
          ? `${terminal.name === '' ? '' : `${terminal.name}: `}${measure(terminal.airflow)} ${unitLabel('airflow', u)}, ${measure(terminal.pressureDrop)} ${unitLabel('ductPressureLoss', u)}${terminal.source === '' ? '' : ` (${terminal.source})`}`
          : '',
      ];
    }),
  };
}

function resultSections(result: DuctSystemResult): ReportSection[] {
  const sections: ReportSection[] = [];
  if (result.analysis) sections.push({ title: 'Fan operating point', rows: analysisRows(result) });
  sections.push({ title: 'Critical path', rows: criticalPathRows(result) });
  sections.push({ title: 'Fan duty', rows: fanDutyRows(result) });
  return sections;
}

/**
 * The duct system report: the settings, components and sections as entered; the critical path and
 * the fan duty; then the tables (sections, paths, balancing dampers, the analysis, and every
 * fitting's coefficient with the source the engine gives it). The workspace adds the method.
 */
export function ductSystemReport(input: DuctSystemFile, result: DuctSystemResult): ReportBody {
  const components = componentsSection(input);
  const dampers = dampersTable(result);
  const analysis = analysisTable(result);
  const tables: ReportTable[] = [
    sectionInputsTable(input),
    sectionsTable(result),
    pathsTable(result),
    ...(dampers.rows.length > 0 && result.mode === 'design' ? [dampers] : []),
    ...(analysis ? [analysis] : []),
    fittingsTable(result),
  ];
  return {
    unitSystem: result.unitSystem,
    inputs: [settingsSection(input), ...(components ? [components] : [])],
    results: resultSections(result),
    warnings: result.warnings.map((warning) => warning.message),
    notes: [
      `Air at ${measure(Math.round(result.air.temperature * 10) / 10)} ${unitLabel('temperature', result.unitSystem)}: density ${formatMeasure(Math.round(result.air.densityKgM3 * 1000) / 1000)} kg/m³ at ${formatMeasure(Math.round(result.air.pressurePa))} Pa.`,
      'Pressures are relative to the room: supply sections above it, return sections below it. Inlet and outlet follow the airflow.',
      'Each fitting’s C is given as its source gives it and referred to this section’s velocity pressure; the source of every coefficient is in the fittings table.',
    ],
    pageOrientation: 'landscape',
    tables,
    tablesHeading: 'Sections, paths and fittings',
  };
}
