import { calculateHydronicSystemInput } from '../../hydronic-system/calculate-hydronic-system.js';
import type { HydronicValveBodySize } from '../../hydronic-system/calculate-hydronic-system.js';
import { HydronicSystemInputSchema } from '../../hydronic-system/schema.js';
import { valveBodySizeLabel } from '../../hydronic-system/valve-bodies.js';
import { CV_PER_KV } from '../../hydronic-system/valves.js';
import { PIPE_FITTINGS } from '../../pipe/fittings.js';
import type { PipeFittingType } from '../../pipe/fittings.js';
import { nominalSizeInches, pipeMaterial, pipeSize, pipeSizeLabel } from '../../pipe/materials.js';
import type { PipeMaterialId } from '../../pipe/materials.js';
import { fromSi, toSi, unitLabel } from '../../units/index.js';
import type { UnitSystem } from '../../units/index.js';
import { formatNumber, roundQuantity } from './format.js';
import type { BoqSuggestion, SavedCalculation } from './types.js';

/** A pipe run of the network: a section or a terminal's branch, with its material and size. */
interface Run {
  readonly label: string;
  readonly material: PipeMaterialId;
  readonly nominalSize: string;
  readonly lengthM: number;
  readonly fittings: readonly { readonly type: PipeFittingType; readonly quantity: number }[];
}

interface Tally {
  readonly description: string;
  quantity: number;
  readonly where: string[];
}

function tally(
  map: Map<string, Tally>,
  key: string,
  description: string,
  quantity: number,
  where: string,
): void {
  const entry = map.get(key) ?? { description, quantity: 0, where: [] };
  entry.quantity += quantity;
  if (!entry.where.includes(where)) entry.where.push(where);
  map.set(key, entry);
}

/**
 * Suggestions from a saved hydronic system, recomputed from its inputs:
 * - pipe length by material and size, the sections and the terminals' branch piping summed, and pipe
 *   insulation of the same length;
 * - the fittings and valves its runs list, by kind, material and size;
 * - tees: at each node, one per pipe or terminal connection beyond two (a run in, a run out), at the
 *   size of the largest pipe there (the run);
 * - each terminal's two-way control valve and manual balancing valve, by flow coefficient (the valve
 *   schedule's selection, Cv in Imperial, Kvs in Metric) and the branch's size, named with its body
 *   size from the schedule's catalogue ("DN 25 (Siemens VVP45 or equal)").
 *
 * @param calculation - A saved hydronic system (inputs validated with `HydronicSystemInputSchema`).
 * @param system - Unit system of the quantities; default the calculation's own.
 * @returns The suggestions.
 * @throws {ZodError} If the saved inputs are not valid.
 * @throws {RangeError} If the network cannot be computed.
 * @see ASHRAE Standard 90.1-2022, Tables 6.8.3-1 and 6.8.3-2 (pipe insulation thickness); IEC 60534-1 (Cv = 1.156 Kv)
 */
export function hydronicSystemSuggestions(
  calculation: SavedCalculation,
  system: UnitSystem | undefined,
): BoqSuggestion[] {
  const input = HydronicSystemInputSchema.parse(calculation.inputs);
  const result = calculateHydronicSystemInput(input);
  const from = input.unitSystem;
  const target = system ?? from;
  const source = { type: calculation.type, fileId: calculation.fileId, name: calculation.name };
  const id = (key: string): string => `${calculation.type}:${calculation.fileId}:${key}`;
  const lengthUnit = unitLabel('length', target);
  const sizeLabel = (material: PipeMaterialId, nominal: string): string =>
    `${pipeSizeLabel(pipeMaterial(material), pipeSize(material, nominal), target)} ${pipeMaterial(material).label}`;

  const runs: Run[] = [
    ...input.sections.map((section) => ({
      label: section.id,
      material: section.pipeMaterial,
      nominalSize: section.nominalSize,
      lengthM: toSi(section.length, 'length', from),
      fittings: section.fittings,
    })),
    ...input.terminals.flatMap((terminal) =>
      terminal.branchPipe === undefined
        ? []
        : [
            {
              label: `${terminal.id} branch`,
              material: terminal.branchPipe.pipeMaterial,
              nominalSize: terminal.branchPipe.nominalSize,
              lengthM: toSi(terminal.branchPipe.length, 'length', from),
              fittings: terminal.branchPipe.fittings,
            },
          ],
    ),
  ];

  const pipes = new Map<
    string,
    { material: PipeMaterialId; nominal: string; lengthM: number; where: string[] }
  >();
  const fittings = new Map<string, Tally>();
  for (const run of runs) {
    const key = `${run.material}:${run.nominalSize}`;
    if (run.lengthM > 0) {
      const entry = pipes.get(key) ?? {
        material: run.material,
        nominal: run.nominalSize,
        lengthM: 0,
        where: [],
      };
      entry.lengthM += run.lengthM;
      entry.where.push(run.label);
      pipes.set(key, entry);
    }
    for (const fitting of run.fittings) {
      if (!(fitting.quantity > 0)) continue;
      tally(
        fittings,
        `fitting:${fitting.type}:${key}`,
        `${PIPE_FITTINGS[fitting.type].label}, ${sizeLabel(run.material, run.nominalSize)}`,
        fitting.quantity,
        run.label,
      );
    }
  }

  // Tees from the network's shape: every pipe and terminal meeting at a node; a run through it takes
  // two connections, each further one is a tee on the largest pipe there.
  const nodes = new Map<
    string,
    { connections: number; run: { material: PipeMaterialId; nominal: string } | null }
  >();
  const touch = (
    node: string,
    pipe: { material: PipeMaterialId; nominal: string } | null,
  ): void => {
    const entry = nodes.get(node) ?? { connections: 0, run: null };
    entry.connections += 1;
    if (
      pipe !== null &&
      (entry.run === null || nominalSizeInches(pipe.nominal) > nominalSizeInches(entry.run.nominal))
    )
      entry.run = pipe;
    nodes.set(node, entry);
  };
  for (const section of input.sections) {
    const pipe = { material: section.pipeMaterial, nominal: section.nominalSize };
    touch(`${section.side}:${section.from}`, pipe);
    touch(`${section.side}:${section.to}`, pipe);
  }
  for (const terminal of input.terminals) {
    touch(`supply:${terminal.supplyNode}`, null);
    touch(`return:${terminal.returnNode}`, null);
  }
  touch(`supply:${input.plant.supplyNode}`, null);
  touch(`return:${input.plant.returnNode}`, null);
  for (const [node, entry] of nodes) {
    const tees = entry.connections - 2;
    if (tees <= 0 || entry.run === null) continue;
    const size = sizeLabel(entry.run.material, entry.run.nominal);
    tally(
      fittings,
      `tee:${entry.run.material}:${entry.run.nominal}`,
      `Tee, ${size}`,
      tees,
      `node ${node.replace(':', ' ')}`,
    );
  }

  // Valves of the schedule, on each terminal's branch (line size), by the flow coefficient chosen.
  const valves = new Map<string, Tally>();
  const bodyText = (body: HydronicValveBodySize | null | undefined): string =>
    body === null || body === undefined
      ? ''
      : ` ${valveBodySizeLabel(body, target)} (${body.catalogue} or equal)`;
  const coefficient = (kvs: number): string =>
    target === 'Imperial'
      ? `Cv ${formatNumber(kvs * CV_PER_KV, 2)}`
      : `Kvs ${formatNumber(kvs, 2)}`;
  for (const line of result.valveSchedule) {
    const terminal = input.terminals.find((candidate) => candidate.id === line.terminalId);
    const branch = terminal?.branchPipe;
    const on =
      branch === undefined
        ? ''
        : `, on ${sizeLabel(branch.pipeMaterial, branch.nominalSize)} branch`;
    const name = line.name.trim() === '' ? line.terminalId : line.name.trim();
    // The body follows from the flow coefficient (the schedule's catalogue rule), so the key by
    // coefficient and branch stays the suggestion's id, and the body only names it.
    if (line.controlValve !== null) {
      const text = coefficient(line.controlValve.kvs);
      const body = bodyText(line.controlValve.bodySize);
      tally(
        valves,
        `controlValve:${text}${on}`,
        `Two-way control valve${body}, ${text}${on}`,
        1,
        name,
      );
    }
    if (line.balancingValve !== null) {
      const text = coefficient(line.balancingValve.kvs);
      const body = bodyText(line.balancingValve.bodySize);
      tally(
        valves,
        `balancingValve:${text}${on}`,
        `Manual balancing valve${body}, ${text}${on}`,
        1,
        name,
      );
    }
  }

  const suggestions: BoqSuggestion[] = [];
  for (const [key, entry] of pipes) {
    const size = sizeLabel(entry.material, entry.nominal);
    const length = roundQuantity(fromSi(entry.lengthM, 'length', target));
    suggestions.push({
      id: id(`pipe:${key}`),
      category: 'piping',
      description: `${pipeMaterial(entry.material).label} pipe, ${pipeSizeLabel(pipeMaterial(entry.material), pipeSize(entry.material, entry.nominal), target)}`,
      quantity: length,
      unit: lengthUnit,
      basis: `Sum of the runs of this size: ${entry.where.join(', ')} = ${formatNumber(length)} ${lengthUnit} (sizes as the hydronic system gives them).`,
      source,
    });
    suggestions.push({
      id: id(`insulation:${key}`),
      category: 'pipeInsulation',
      description: `Pipe insulation for ${size} pipe`,
      quantity: length,
      unit: lengthUnit,
      basis: `Same length as the pipe; thickness by fluid temperature and pipe size per ASHRAE Standard 90.1-2022, Tables 6.8.3-1 and 6.8.3-2, or the local energy code.`,
      source,
    });
  }
  for (const [key, entry] of fittings) {
    suggestions.push({
      id: id(key),
      category: 'pipeFittings',
      description: entry.description,
      quantity: entry.quantity,
      unit: 'no.',
      basis: key.startsWith('tee:')
        ? `One per connection beyond the run at each node, at the run's size: ${entry.where.join(', ')}.`
        : `Fittings and valves listed in the hydronic system's runs: ${entry.where.join(', ')}.`,
      source,
    });
  }
  for (const [key, entry] of valves) {
    suggestions.push({
      id: id(key),
      category: 'pipeFittings',
      description: entry.description,
      quantity: entry.quantity,
      unit: 'no.',
      basis: `Valve schedule of the hydronic system (flow coefficient as selected; Cv = 1.156 Kv, IEC 60534-1): ${entry.where.join(', ')}.`,
      source,
    });
  }
  return suggestions;
}
