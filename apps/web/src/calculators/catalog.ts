import {
  COLLECTIONS,
  type CollectionInfo,
  type FileCollectionName,
  type FileType,
} from '@org/data';

/** The groups the Calculators menu is organised in. */
export type CalculatorGroup =
  'Loads' | 'Air distribution' | 'Piping' | 'Psychrometrics' | 'Cost' | 'Deliverables';

/** What the app says about one calculator, apart from its stored names. */
interface CalculatorRecord {
  /**
   * Its segment under /calculators/ and /projects/{projectId}/: part of every link to its files, so it
   * never changes once published.
   */
  readonly route: string;
  /** The hvac-core domain it computes with (its subpath and folder, `@org/hvac-core/duct`). */
  readonly domain: string;
  /** Its one name: menus, tiles, the page heading, file lists, the reference. */
  readonly title: string;
  /** One line on what it computes. */
  readonly description: string;
  /** Menu group. */
  readonly group: CalculatorGroup;
  /**
   * Usable without an account, at its own public page (only the heat load, at /heat-load, per the
   * spec); signed-in users open every calculator on the workspace, where it can be saved.
   */
  readonly public: boolean;
}

/** One calculator: its stored names (type, collection) and what the app says. */
export type CalculatorEntry = CollectionInfo &
  Omit<CalculatorRecord, 'route'> & {
    readonly route: FileRouteSegment;
  };

/**
 * Every calculator, by the stored type of its files, in menu order. Adding a calculator is one
 * record here, its loader in `registry.ts`, and its stored type and collection in COLLECTIONS of
 * @org/data (never to change). Nothing here loads a calculator's code: the catalog is identity only,
 * so menus, lists and the dashboard read it without pulling in any calculator.
 */
const RECORDS = {
  heatLoad: {
    route: 'heat-load',
    domain: 'heat-load',
    title: 'Heat load',
    description: 'Cooling or heating load of a room, steady state',
    group: 'Loads',
    public: true,
  },
  ventilation: {
    route: 'ventilation-calc',
    domain: 'ventilation',
    title: 'Ventilation',
    description: 'Airflow from air changes per hour, by ASHRAE 62.1, or a kitchen hood’s exhaust',
    group: 'Air distribution',
    public: false,
  },
  duct: {
    route: 'duct-sizer',
    domain: 'duct',
    title: 'Duct sizer',
    description: 'Round or rectangular duct by friction or velocity, with fitting losses',
    group: 'Air distribution',
    public: false,
  },
  ductSystem: {
    route: 'duct-system',
    domain: 'duct-system',
    title: 'Duct system',
    description:
      'A supply or return duct network sized together, its critical path, fan pressure and dampers',
    group: 'Air distribution',
    public: false,
  },
  fan: {
    route: 'fan-calc',
    domain: 'fan',
    title: 'Fan',
    description: 'Fan air power, efficiency, brake power and motor size, with the fan laws',
    group: 'Air distribution',
    public: false,
  },
  buildingLoad: {
    route: 'building-load',
    domain: 'building-load',
    title: 'Building load',
    description: 'Rooms, zones and air systems hour by hour on the design days (ASHRAE RTS)',
    group: 'Loads',
    public: false,
  },
  pipe: {
    route: 'pipe-sizer',
    domain: 'pipe',
    title: 'Pipe sizer',
    description: 'Hydronic pipe size and head loss for water or glycol, with fittings',
    group: 'Piping',
    public: false,
  },
  pumpHead: {
    route: 'pump-head-calc',
    domain: 'pump',
    title: 'Pump head',
    description: 'Pump head of an index circuit, motor size, NPSH and the system curve',
    group: 'Piping',
    public: false,
  },
  hydronicSystem: {
    route: 'hydronic-system',
    domain: 'hydronic-system',
    title: 'Hydronic system',
    description:
      'A two-pipe water network: index circuit, control and balancing valves, pump duty point',
    group: 'Piping',
    public: false,
  },
  refrigerant: {
    route: 'refrigerant-pipe-sizer',
    domain: 'refrigerant',
    title: 'Refrigerant pipe sizer',
    description: 'Suction, discharge and liquid lines in ACR copper by temperature penalty',
    group: 'Piping',
    public: false,
  },
  acoustic: {
    route: 'acoustic-calculator',
    domain: 'acoustics',
    title: 'Acoustics',
    description: 'Duct-borne noise to a room, NC and RC ratings, decibel sums',
    group: 'Air distribution',
    public: false,
  },
  energy: {
    route: 'energy-analysis',
    domain: 'energy',
    title: 'Energy cost analysis',
    description: 'Annual energy, cost, CO₂ and payback of up to four heating and cooling options',
    group: 'Cost',
    public: false,
  },
  boq: {
    route: 'boq',
    domain: 'boq',
    title: 'Bill of quantities',
    description: 'Items, rates and totals by section, with suggestions from the project',
    group: 'Cost',
    public: false,
  },
  equipmentSchedule: {
    route: 'schedules',
    domain: 'schedule',
    title: 'Equipment schedule',
    description: 'Equipment tables by type with tags, filled from the project, as PDF or CSV',
    group: 'Deliverables',
    public: false,
  },
  psychrometric: {
    route: 'psychrometric-chart',
    domain: 'psychrometrics',
    title: 'Psychrometric chart',
    description: 'Moist-air states and processes with their loads, on an interactive chart',
    group: 'Psychrometrics',
    public: false,
  },
} as const satisfies { readonly [T in FileType]: CalculatorRecord };

/** A calculator's route segment (`/calculators/{segment}`, `/projects/{projectId}/{segment}/{fileId}`). */
export type FileRouteSegment = (typeof RECORDS)[FileType]['route'];

/** Every calculator with a page in this app, in menu order. */
export const CALCULATORS: readonly CalculatorEntry[] = (Object.keys(RECORDS) as FileType[]).map(
  (type) => {
    const info = COLLECTIONS.find((entry) => entry.type === type);
    if (!info) throw new Error(`No collection for calculator ${type}.`);
    return { ...info, ...RECORDS[type] };
  },
);

/** The calculator at a route segment (`/calculators/{segment}`), or undefined for none. */
export function calculatorBySegment(segment: string): CalculatorEntry | undefined {
  return CALCULATORS.find((entry) => entry.route === segment);
}

/** The calculator that computes with an hvac-core domain, or undefined for none. */
export function calculatorByDomain(domain: string): CalculatorEntry | undefined {
  return CALCULATORS.find((entry) => entry.domain === domain);
}

/** The calculator whose files are kept in a collection. */
export function calculatorByCollection(collection: FileCollectionName): CalculatorEntry {
  const entry = CALCULATORS.find((candidate) => candidate.collection === collection);
  if (!entry) throw new Error(`No calculator for collection ${collection}.`);
  return entry;
}

/**
 * Where a calculator opens: on the workspace for a signed-in user (so it can be saved), otherwise
 * its public page; a protected calculator asks a visitor to sign in first (the route guard).
 */
export function calculatorLink(
  calculator: CalculatorEntry,
  signedIn: boolean,
): { kind: 'workspace'; segment: FileRouteSegment } | { kind: 'page'; to: '/heat-load' } {
  return calculator.public && !signedIn
    ? { kind: 'page', to: '/heat-load' }
    : { kind: 'workspace', segment: calculator.route };
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
