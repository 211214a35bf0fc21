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
  /** Path of its page; typed against the route tree, so only routes that exist can be listed. */
  route: FileRouteTypes['to'];
  /** Usable without an account. */
  public: boolean;
}

/**
 * Every calculator with a page in this app, in menu order. Add an entry in the same change that adds
 * its route; the `route` type rejects paths that have no route yet.
 */
export const CALCULATORS: readonly CalculatorEntry[] = [
  {
    id: 'heat-load',
    title: 'Heat load',
    description: 'Cooling or heating load of a room, steady state',
    group: 'Loads',
    route: '/heat-load',
    public: true,
  },
];

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
