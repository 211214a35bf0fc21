import type { FileRouteTypes } from '../routeTree.gen';

/** The groups the Calculators menu is organised in. */
export type CalculatorGroup = 'Loads' | 'Air distribution' | 'Piping' | 'Psychrometrics' | 'Cost';

/** One calculator the app offers. */
export interface CalculatorEntry {
  /** Stable id, e.g. 'heat-load'. */
  id: string;
  /** Name in menus. */
  title: string;
  /** One line on what it computes. */
  description: string;
  /** Menu group. */
  group: CalculatorGroup;
  /**
   * Path of its page for a visitor; typed against the route tree, so only routes that exist can be
   * listed. Workspace calculators use '/calculators/$calculatorType' with `workspaceSegment`.
   */
  route: FileRouteTypes['to'];
  /**
   * Its route segment on the workspace (/calculators/{segment}, COLLECTIONS in @org/data): signed-in
   * users open it there, where it can be saved. Default none (not on the workspace).
   */
  workspaceSegment?: string;
  /** Usable without an account. */
  public: boolean;
}

/**
 * Every calculator with a page in this app, in menu order. Add an entry in the same change that adds
 * its calculator to the workspace registry (apps/web/src/workspace/registry.ts).
 */
export const CALCULATORS: readonly CalculatorEntry[] = [
  {
    id: 'heat-load',
    title: 'Heat load',
    description: 'Cooling or heating load of a room, steady state',
    group: 'Loads',
    route: '/heat-load',
    workspaceSegment: 'heat-load',
    public: true,
  },
  {
    id: 'ventilation',
    title: 'Ventilation',
    description: 'Airflow from air changes per hour, or by ASHRAE 62.1',
    group: 'Air distribution',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'ventilation-calc',
    public: false,
  },
];

/**
 * Where a calculator opens: on the workspace for a signed-in user (so it can be saved), otherwise
 * its public page; a protected calculator asks a visitor to sign in first (the route guard).
 */
export function calculatorLink(
  calculator: CalculatorEntry,
  signedIn: boolean,
): { kind: 'workspace'; segment: string } | { kind: 'page'; to: FileRouteTypes['to'] } {
  if (calculator.workspaceSegment && (signedIn || !calculator.public)) {
    return { kind: 'workspace', segment: calculator.workspaceSegment };
  }
  return { kind: 'page', to: calculator.route };
}

/** The calculators grouped for the menu, groups in order of first appearance. */
export function calculatorsByGroup(
  calculators: readonly CalculatorEntry[] = CALCULATORS,
): [CalculatorGroup, CalculatorEntry[]][] {
  const groups = new Map<CalculatorGroup, CalculatorEntry[]>();
  for (const calculator of calculators) {
    const list = groups.get(calculator.group) ?? [];
    list.push(calculator);
    groups.set(calculator.group, list);
  }
  return [...groups.entries()];
}
