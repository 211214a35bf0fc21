import { savedInputsOfDomain } from '../saved-inputs-of-domain';
import {
  HydronicSystemInputSchema,
  calculateHydronicSystemInput,
} from '@org/hvac-core/hydronic-system';
import { convertPumpHeadInput, type PumpHeadFormDraft } from '@org/hvac-core/pump';
import { convertValue, type UnitSystem } from '@org/hvac-core/units';

/** What a hydronic system gives the pump-head calculator. */
export interface PumpDutyFromHydronic {
  /** The fields to write into the pump-head draft, in its units. */
  readonly fields: Pick<
    PumpHeadFormDraft,
    | 'systemType'
    | 'flowRate'
    | 'fluid'
    | 'concentrationPercent'
    | 'fluidTemperature'
    | 'sections'
    | 'components'
    | 'staticLift'
    | 'pumpEfficiencyPercent'
    | 'motorEfficiencyPercent'
    | 'pumpCurve'
  >;
  /** The numbers that identify the duty, for saying when the file has changed: flow and index drop. */
  readonly values: Readonly<Record<string, number>>;
  /** The index circuit's terminal, by name. */
  readonly indexName: string;
  /**
   * The hydronic system's index-circuit drop with every balancing valve open, in the pump file's
   * units: ft of water | kPa.
   */
  readonly indexPressureDrop: number;
}

/**
 * The index circuit of a saved hydronic system as a pump-head input, in the pump file's units: the
 * pump's design flow; the index circuit's supply sections, its terminal's branch pipe and its return
 * sections with their materials, sizes, lengths, own flows and fittings (the pump-head calculator
 * recomputes their friction); and as components the losses the hydronic engine gives that circuit at
 * design flow: the terminal's coil and components, the plant, the control valve and the balancing
 * valve fully open, and its tees (by flow ratio). Closed loop, the fluid, and the pump's
 * efficiencies and curve. The hydronic system is recomputed from the saved inputs.
 *
 * @throws {ZodError} If the saved inputs are not a valid hydronic system.
 * @throws {RangeError} If the network cannot be computed or has no index circuit.
 */
export function pumpDutyFromHydronicSystem(
  data: unknown,
  unitSystem: UnitSystem,
): PumpDutyFromHydronic {
  const input = HydronicSystemInputSchema.parse(data);
  const result = calculateHydronicSystemInput(input);
  const circuit = result.circuits.find((candidate) => candidate.isIndex);
  const terminal = input.terminals.find((candidate) => candidate.id === circuit?.terminalId);
  if (circuit === undefined || terminal === undefined)
    throw new RangeError('the hydronic system has no index circuit');
  const onIndex = new Set(result.indexCircuit.sections);
  const flowOf = new Map(result.sections.map((section) => [section.id, section.flowRate]));
  const run = (side: 'supply' | 'return') =>
    input.sections
      .filter((section) => section.side === side && onIndex.has(section.id))
      .map((section) => ({
        name: `${section.id} (${side}, ${section.from} → ${section.to})`,
        pipeMaterial: section.pipeMaterial,
        nominalSize: section.nominalSize,
        length: section.length,
        flowRate: flowOf.get(section.id),
        fittings: section.fittings,
      }));
  const branch = terminal.branchPipe;
  const sections = [
    ...run('supply'),
    ...(branch === undefined
      ? []
      : [
          {
            name: `${circuit.name || circuit.terminalId} branch`,
            pipeMaterial: branch.pipeMaterial,
            nominalSize: branch.nominalSize,
            length: branch.length,
            flowRate: circuit.flowRate,
            fittings: branch.fittings,
          },
        ]),
    ...run('return'),
  ];
  const plantNames = input.plant.components.map((component) => component.name).join(', ');
  const components = [
    [`${circuit.name || circuit.terminalId}: coil and components`, circuit.componentsLoss],
    [`Plant${plantNames === '' ? '' : `: ${plantNames}`}`, circuit.plantLoss],
    ['Control valve, fully open', circuit.controlValveLoss],
    ['Balancing valve, fully open', circuit.balancingValveOpenLoss],
    ['Tees of the index circuit (by flow ratio)', circuit.teeLoss],
  ]
    // A tee may regain pressure (a negative loss): the pump-head calculator takes drops only, and
    // leaving it out errs on the safe side.
    .filter((entry): entry is [string, number] => Number(entry[1]) > 0)
    .map(([name, pressureDrop]) => ({ name: name.slice(0, 80), pressureDrop }));
  const curve = input.pump.curve;
  const draft: PumpHeadFormDraft = {
    unitSystem: input.unitSystem,
    systemType: 'closedLoop',
    flowRate: result.pump.design.flowRate,
    fluid: input.fluid,
    ...(input.concentrationPercent === undefined
      ? {}
      : { concentrationPercent: input.concentrationPercent }),
    fluidTemperature: input.fluidTemperature,
    sections,
    components,
    staticLift: 0,
    pumpEfficiencyPercent: input.pump.pumpEfficiencyPercent,
    motorEfficiencyPercent: input.pump.motorEfficiencyPercent,
    ...(curve === undefined
      ? {}
      : { pumpCurve: { points: curve.points, speedPercent: curve.speedPercent } }),
  };
  const converted = convertPumpHeadInput(draft, unitSystem);
  const { unitSystem: _units, ...fields } = converted;
  const pressureDrop = result.indexCircuit.pressureDrop;
  return {
    fields,
    // In the hydronic file's own units: the same file gives the same values whatever the pump's.
    values: { flowRate: result.pump.design.flowRate, indexPressureDrop: pressureDrop },
    indexName: circuit.name || circuit.terminalId,
    indexPressureDrop: convertValue(pressureDrop, 'pipeHeadLoss', input.unitSystem, unitSystem),
  };
}

/** The project's hydronic-system files with the inputs they store. */
export const hydronicSystemFilesOf = savedInputsOfDomain('hydronic-system');
