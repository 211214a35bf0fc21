import type { DuctNoisePathInputDraft } from '@org/hvac-core/acoustics';
import {
  DuctSystemInputSchema,
  calculateDuctSystemInput,
  type DuctSystemSectionResult,
} from '@org/hvac-core/duct-system';
import { convertValue, type UnitSystem } from '@org/hvac-core/units';

type PathElementDraft = NonNullable<DuctNoisePathInputDraft['elements']>[number];

/** The critical path of a duct system as a noise path: its elements and what could not be carried. */
export interface NoisePathFromDuctSystem {
  /** The path's elements in flow order, from the fan, in the acoustic file's units. */
  readonly elements: PathElementDraft[];
  /** The terminal the critical path ends at. */
  readonly terminalName: string;
  /** The fan's airflow and static pressure (the fan total pressure with the safety factor). */
  readonly fan: { readonly airflow: number; readonly staticPressure: number };
  /** Sections and fittings left out, and why. */
  readonly leftOut: readonly string[];
}

/**
 * A library fitting as the acoustic engine's elbow tables take it (ASHRAE HVAC Applications ch. 49,
 * tables 22–24, 90° elbows): a round duct's elbow is a round elbow; a rectangular one is square with
 * or without turning vanes. Null for a fitting that is not an elbow, 'not90' for one of another angle.
 */
function libraryElbowKind(
  fittingId: string,
  round: boolean,
): 'round' | 'squareWithVanes' | 'squareNoVanes' | 'not90' | null {
  if (!fittingId.includes('elbow')) return null;
  if (!fittingId.includes('-90')) return 'not90';
  if (round) return 'round';
  return fittingId.includes('vanes') ? 'squareWithVanes' : 'squareNoVanes';
}

/**
 * The supply critical path of a saved duct system (its return or exhaust path when it has no supply
 * side) as duct-borne noise path elements, fan end first, each section as the acoustic engine takes
 * it: a branch element where the path takes one of several branches (the engine divides the sound
 * power by the branch's share of the total area), the section as an unlined duct run of its size and
 * length (the engine computes its attenuation), its 90° elbows (round, or square with or without
 * vanes), and at the path's end the end reflection of its duct, flush with the ceiling. Flat-oval
 * sections and fittings the acoustic engine has no model for are left out and named. The system is
 * recomputed from the saved inputs.
 *
 * @throws {ZodError} If the saved inputs are not a valid duct system.
 * @throws {RangeError} If the system has no critical path.
 */
export function noisePathFromDuctSystem(
  data: unknown,
  unitSystem: UnitSystem,
): NoisePathFromDuctSystem {
  const input = DuctSystemInputSchema.parse(data);
  const result = calculateDuctSystemInput(input);
  const from = result.unitSystem;
  const ids =
    result.criticalPaths.supply ?? result.criticalPaths.return ?? result.criticalPaths.exhaust;
  if (ids === undefined || ids.length === 0)
    throw new RangeError('the duct system has no critical path');
  const byId = new Map(result.sections.map((section) => [section.id, section]));
  const entered = new Map(input.sections.map((section) => [section.id, section]));
  const size = (value: number | undefined) =>
    convertValue(value ?? 0, 'ductDimension', from, unitSystem);
  const area = (section: DuctSystemSectionResult) =>
    convertValue(section.area, 'area', from, unitSystem);
  const elements: PathElementDraft[] = [];
  const leftOut: string[] = [];
  let last: DuctSystemSectionResult | undefined;

  for (const id of ids) {
    const section = byId.get(id);
    if (section === undefined) continue;
    const name = (section.name.trim() || section.id).slice(0, 60);
    const siblings =
      section.parentId === undefined
        ? []
        : result.sections.filter((candidate) => candidate.parentId === section.parentId);
    if (siblings.length > 1) {
      elements.push({
        id: `ds-${id}-branch`.slice(0, 64),
        type: 'branch',
        label: `Branch to ${name}`,
        branchArea: area(section),
        totalArea: siblings.reduce((sum, sibling) => sum + area(sibling), 0),
      });
    }
    if (section.shape === 'flatOval') {
      leftOut.push(`${name} (flat oval: no attenuation model)`);
      continue;
    }
    const round = section.shape === 'round';
    const width = size(round ? section.diameter : section.width);
    if (section.length > 0)
      elements.push({
        id: `ds-${id}-run`.slice(0, 64),
        type: 'ductRun',
        label: name,
        shape: round ? 'round' : 'rectangular',
        width,
        ...(round ? {} : { height: size(section.height) }),
        lining: 'unlined',
        length: convertValue(section.length, 'length', from, unitSystem),
      });
    const fittings = entered.get(id)?.fittings ?? [];
    fittings.forEach((fitting, index) => {
      if (fitting.type !== 'elbow' && fitting.type !== 'library') return;
      const kind =
        fitting.type === 'library'
          ? libraryElbowKind(fitting.fittingId, round)
          : Math.abs(fitting.angle - 90) > 1
            ? ('not90' as const)
            : round
              ? ('round' as const)
              : ('squareNoVanes' as const);
      if (kind === null) return;
      if (kind === 'not90') {
        leftOut.push(`an elbow of ${name} (the tables are for 90° elbows)`);
        return;
      }
      const quantity = Math.round(fitting.quantity);
      if (quantity < 1) return;
      // A smooth-radius elbow on a rectangular duct is not in the acoustic engine's tables:
      // the square elbow without vanes is the nearest it has, and says so in its label.
      const radiusedRectangular = fitting.type === 'elbow' && !round;
      elements.push({
        id: `ds-${id}-elbow-${index}`.slice(0, 64),
        type: 'elbow',
        label:
          `${name}, elbow${radiusedRectangular ? ' (radiused, taken as square without vanes)' : ''}`.slice(
            0,
            80,
          ),
        elbowKind: kind,
        width,
        quantity: Math.min(quantity, 50),
      });
    });
    last = section;
  }

  if (last !== undefined) {
    const round = last.shape === 'round';
    elements.push({
      id: `ds-${last.id}-end`.slice(0, 64),
      type: 'endReflection',
      label: `Outlet of ${(last.name.trim() || last.id).slice(0, 60)}`,
      width: size(round ? last.diameter : last.width),
      ...(round ? {} : { height: size(last.height) }),
      termination: 'flush',
    });
  }
  const terminalSection = byId.get(ids[ids.length - 1] ?? '');
  return {
    elements,
    terminalName:
      terminalSection?.terminal?.name || terminalSection?.name || terminalSection?.id || '',
    fan: {
      airflow: convertValue(result.fan.airflow, 'airflow', from, unitSystem),
      staticPressure: convertValue(
        result.fan.fanTotalPressure,
        'ductPressureLoss',
        from,
        unitSystem,
      ),
    },
    leftOut,
  };
}
