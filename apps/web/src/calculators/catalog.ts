import type { FileRouteTypes } from '../routeTree.gen';

/** The groups the Calculators menu is organised in. */
export type CalculatorGroup =
  'Loads' | 'Air distribution' | 'Piping' | 'Psychrometrics' | 'Cost' | 'Deliverables';

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
  {
    id: 'duct',
    title: 'Duct sizer',
    description: 'Round or rectangular duct by friction or velocity, with fitting losses',
    group: 'Air distribution',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'duct-sizer',
    public: false,
  },
  {
    id: 'pipe',
    title: 'Pipe sizer',
    description: 'Hydronic pipe size and head loss for water or glycol, with fittings',
    group: 'Piping',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'pipe-sizer',
    public: false,
  },
  {
    id: 'pump-head',
    title: 'Pump head',
    description: 'Pump head of an index circuit, motor size, NPSH and the system curve',
    group: 'Piping',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'pump-head-calc',
    public: false,
  },
  {
    id: 'refrigerant',
    title: 'Refrigerant pipe sizer',
    description: 'Suction, discharge and liquid lines in ACR copper by temperature penalty',
    group: 'Piping',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'refrigerant-pipe-sizer',
    public: false,
  },
  {
    id: 'acoustic',
    title: 'Acoustic calculator',
    description: 'Duct-borne noise to a room, NC and RC ratings, decibel sums',
    group: 'Air distribution',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'acoustic-calculator',
    public: false,
  },
  {
    id: 'energy',
    title: 'Energy cost analysis',
    description: 'Annual energy, cost, CO₂ and payback of up to four heating and cooling options',
    group: 'Cost',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'energy-analysis',
    public: false,
  },
  {
    id: 'boq',
    title: 'Bill of quantities',
    description: 'Items, rates and totals by section, with suggestions from the project',
    group: 'Cost',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'boq',
    public: false,
  },
  {
    id: 'schedule',
    title: 'Equipment schedule',
    description: 'Equipment tables by type with tags, filled from the project, as PDF or CSV',
    group: 'Deliverables',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'schedules',
    public: false,
  },
  {
    id: 'psychrometric-chart',
    title: 'Psychrometric chart',
    description: 'Moist-air states and processes with their loads, on an interactive chart',
    group: 'Psychrometrics',
    route: '/calculators/$calculatorType',
    workspaceSegment: 'psychrometric-chart',
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
