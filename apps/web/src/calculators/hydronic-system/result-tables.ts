import { formatFixed } from '@org/ui';
import type { HydronicSystemResult, HydronicValveBodySize } from '@org/hvac-core/hydronic-system';
import { flowDecimals, pressureDecimals, sig3 } from './format';

/** A table of results as both the page and the report print it: every cell already formatted. */
export interface FormattedTable {
  readonly title: string;
  readonly columns: readonly { readonly header: string; readonly numeric?: boolean }[];
  readonly rows: readonly {
    readonly key: string;
    readonly cells: readonly string[];
    /** On the index circuit: drawn bold and marked. */
    readonly highlight?: boolean;
  }[];
}

/** One labelled key figure. */
export interface SummaryLine {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  readonly unit: string;
}

const SIDE = { supply: 'Supply', return: 'Return' } as const;

/** The key figures: design flow and pressure, index circuit, pump duty and motor. */
export function summaryLines(result: HydronicSystemResult): SummaryLine[] {
  const { units, unitSystem } = result;
  const q = flowDecimals(unitSystem);
  const p = pressureDecimals(unitSystem);
  const design = result.pump.design;
  const duty = result.pump.duty;
  const index = result.circuits.find((c) => c.isIndex);
  const lines: SummaryLine[] = [
    {
      key: 'designFlow',
      label: 'Design flow',
      value: formatFixed(design.flowRate, q),
      unit: units.flowRate,
    },
    {
      key: 'indexCircuit',
      label: 'Index circuit',
      value:
        index && index.name
          ? `${result.indexCircuit.terminalId} (${index.name})`
          : result.indexCircuit.terminalId,
      unit: '',
    },
    {
      key: 'designPressure',
      label: 'Pump pressure at design (index circuit)',
      value: formatFixed(design.pressure, p),
      unit: units.pressure,
    },
    {
      key: 'designHead',
      label: 'Pump head at design',
      value: formatFixed(design.head, p),
      unit: units.head,
    },
    {
      key: 'designShaftPower',
      label: 'Shaft power at design',
      value: formatFixed(design.shaftPower, 2),
      unit: units.power,
    },
  ];
  if (duty) {
    lines.push(
      {
        key: 'dutyFlow',
        label: 'Duty point flow (pump curve × system curve)',
        value: formatFixed(duty.flowRate, q),
        unit: units.flowRate,
      },
      {
        key: 'dutyHead',
        label: 'Duty point head',
        value: formatFixed(duty.head, p),
        unit: units.head,
      },
      {
        key: 'dutyShaftPower',
        label: 'Shaft power at the duty point',
        value: formatFixed(duty.shaftPower, 2),
        unit: units.power,
      },
      {
        key: 'dutyMotorInput',
        label: 'Motor input at the duty point',
        value: formatFixed(duty.motorInputPower, 2),
        unit: units.power,
      },
    );
  } else if (result.pump.curve) {
    lines.push({ key: 'duty', label: 'Duty point', value: 'none: see the warnings', unit: '' });
  }
  const motor = (duty ?? design).motor;
  lines.push({
    key: 'motor',
    label: 'Motor (next standard size)',
    value: motor ? `${motor.label} (${motor.standard})` : 'above the largest standard rating',
    unit: '',
  });
  return lines;
}

/** Every section at design flow, index circuit marked. */
export function hydronicSectionsTable(result: HydronicSystemResult): FormattedTable {
  const { units, unitSystem } = result;
  const q = flowDecimals(unitSystem);
  const p = pressureDecimals(unitSystem);
  return {
    title: 'Sections at design flow',
    columns: [
      { header: 'Section' },
      { header: 'Side' },
      { header: 'From → to' },
      { header: `Flow (${units.flowRate})`, numeric: true },
      { header: 'Size' },
      { header: `Length (${units.length})`, numeric: true },
      { header: `Velocity (${units.velocity})`, numeric: true },
      { header: `Friction (${units.frictionRate})`, numeric: true },
      { header: `Fittings and tee (${units.pressure})`, numeric: true },
      { header: `Total (${units.pressure})`, numeric: true },
      { header: 'Index circuit' },
    ],
    rows: result.sections.map((section) => ({
      key: section.id,
      highlight: section.onIndexCircuit,
      cells: [
        section.id,
        SIDE[section.side],
        `${section.from} → ${section.to}`,
        formatFixed(section.flowRate, q),
        section.pipe.label,
        formatFixed(section.pipe.length, 1),
        formatFixed(section.pipe.velocity, 2),
        formatFixed(section.pipe.frictionRate, unitSystem === 'Imperial' ? 2 : 0),
        formatFixed(section.pipe.fittingsLoss + section.teeLoss, p),
        formatFixed(section.totalLoss, p),
        section.onIndexCircuit ? 'yes' : '',
      ],
    })),
  };
}

/** Every terminal's circuit: flow, drops and the excess its balancing valve takes. */
export function circuitsTable(result: HydronicSystemResult): FormattedTable {
  const { units, unitSystem } = result;
  const q = flowDecimals(unitSystem);
  const p = pressureDecimals(unitSystem);
  return {
    title: 'Terminal circuits at design flow',
    columns: [
      { header: 'Terminal' },
      { header: `Load (${units.load})`, numeric: true },
      { header: `Flow (${units.flowRate})`, numeric: true },
      { header: `Supply path (${units.pressure})`, numeric: true },
      { header: `Terminal, valves open (${units.pressure})`, numeric: true },
      { header: `Return path (${units.pressure})`, numeric: true },
      { header: `Circuit, valves open (${units.pressure})`, numeric: true },
      { header: `Excess (${units.pressure})`, numeric: true },
    ],
    rows: result.circuits.map((circuit) => ({
      key: circuit.terminalId,
      highlight: circuit.isIndex,
      cells: [
        circuit.isIndex ? `${circuit.terminalId} (index)` : circuit.terminalId,
        formatFixed(circuit.load, 0),
        formatFixed(circuit.flowRate, q),
        formatFixed(circuit.supplyPathLoss, p),
        formatFixed(
          circuit.componentsLoss +
            circuit.branchPipeLoss +
            circuit.teeLoss +
            circuit.controlValveLoss +
            circuit.balancingValveOpenLoss,
          p,
        ),
        formatFixed(circuit.returnPathLoss, p),
        formatFixed(circuit.openLoss, p),
        formatFixed(circuit.excess, p),
      ],
    })),
  };
}

/** A valve's body size: "DN 25" | "1 in"; "above catalogue" past the largest body; "—" from a result that has none. */
function bodySizeCell(size: HydronicValveBodySize | null | undefined): string {
  if (size === undefined) return '—';
  return size === null ? 'above catalogue' : size.label;
}

/**
 * The valve schedule: control valves (Kvs, drop, authority), balancing valves (Kvs, preset) and
 * each valve's body size.
 */
export function valveScheduleTable(result: HydronicSystemResult): FormattedTable {
  const { units, unitSystem } = result;
  const q = flowDecimals(unitSystem);
  const p = pressureDecimals(unitSystem);
  const k = unitSystem === 'Imperial' ? 'Cv' : 'Kv';
  return {
    title: 'Valve schedule',
    columns: [
      { header: 'Terminal' },
      { header: `Flow (${units.flowRate})`, numeric: true },
      { header: `Control valve ${k}s (required)` },
      { header: `Control valve drop (${units.pressure})`, numeric: true },
      { header: 'Authority (target)' },
      { header: `Balancing valve ${k}s` },
      { header: `Preset ${k} (opening)` },
      { header: `Excess taken (${units.pressure})`, numeric: true },
      // Sizes last, so the columns journeys read by position keep their places.
      { header: 'Control valve size' },
      { header: 'Balancing valve size' },
    ],
    rows: result.valveSchedule.map((line) => {
      const cv = line.controlValve;
      const bv = line.balancingValve;
      const index = line.terminalId === result.indexCircuit.terminalId;
      return {
        key: line.terminalId,
        highlight: index,
        cells: [
          index ? `${line.terminalId} (index)` : line.terminalId,
          formatFixed(line.flowRate, q),
          cv
            ? `${sig3(cv.flowCoefficient)}${cv.requiredFlowCoefficient === null ? ' (given)' : ` (${sig3(cv.requiredFlowCoefficient)}, ${cv.selectedFromSeries})`}`
            : 'none',
          cv ? formatFixed(cv.pressureDrop, p) : '—',
          cv ? `${formatFixed(cv.authority, 2)} (${formatFixed(cv.targetAuthority, 2)})` : '—',
          bv ? `${sig3(bv.flowCoefficient)}${bv.sized ? ' (sized)' : ''}` : 'none',
          bv
            ? bv.fullyOpen
              ? `${sig3(bv.presetFlowCoefficient)} (fully open)`
              : `${sig3(bv.presetFlowCoefficient)} (${formatFixed(bv.openingPercent, 0)} %)`
            : '—',
          bv ? formatFixed(bv.excess, p) : '—',
          cv ? bodySizeCell(cv.bodySize) : '—',
          bv ? bodySizeCell(bv.bodySize) : '—',
        ],
      };
    }),
  };
}

/** The part-load case: each circuit's flow with the chosen control valves closed. */
export function partLoadTable(result: HydronicSystemResult): FormattedTable | null {
  const part = result.partLoad;
  if (part === null) return null;
  const { units, unitSystem } = result;
  const q = flowDecimals(unitSystem);
  return {
    title: 'Part load: circuit flows',
    columns: [
      { header: 'Terminal' },
      { header: 'Control valve' },
      { header: `Design flow (${units.flowRate})`, numeric: true },
      { header: `Part-load flow (${units.flowRate})`, numeric: true },
      { header: 'Share of design', numeric: true },
    ],
    rows: part.circuits.map((circuit) => ({
      key: circuit.terminalId,
      cells: [
        circuit.terminalId,
        circuit.closed ? 'closed' : 'open',
        formatFixed(circuit.designFlowRate, q),
        formatFixed(circuit.flowRate, q),
        circuit.closed ? '—' : `${formatFixed(100 * circuit.flowRatio, 1)} %`,
      ],
    })),
  };
}

/** The pump at part load beside its design duty. */
export function partLoadPumpLines(result: HydronicSystemResult): SummaryLine[] {
  const part = result.partLoad;
  if (part === null) return [];
  const { units, unitSystem } = result;
  const q = flowDecimals(unitSystem);
  const p = pressureDecimals(unitSystem);
  return [
    {
      key: 'partLoadPumpControl',
      label: 'Pump',
      value:
        part.pumpControl === 'pumpCurve'
          ? 'fixed speed, on its curve'
          : 'variable speed, holding the design pressure',
      unit: '',
    },
    {
      key: 'partLoadFlow',
      label: 'Part-load pump flow',
      value: formatFixed(part.pump.flowRate, q),
      unit: units.flowRate,
    },
    {
      key: 'partLoadHead',
      label: 'Part-load pump head',
      value: formatFixed(part.pump.head, p),
      unit: units.head,
    },
    {
      key: 'partLoadShaftPower',
      label: 'Part-load shaft power',
      value: formatFixed(part.pump.shaftPower, 2),
      unit: units.power,
    },
    {
      key: 'partLoadSolve',
      label: 'Network solution',
      value: part.converged
        ? `converged in ${part.iterations} iterations`
        : `not converged (imbalance ${sig3(part.maxResidual)} ${units.pressure})`,
      unit: '',
    },
  ];
}
