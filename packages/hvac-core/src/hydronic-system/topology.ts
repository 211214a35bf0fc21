/*
 * The shape of a two-pipe network: the supply sections must form a tree from the plant's supply
 * node (each node fed by one section), the return sections a tree into the plant's return node
 * (each node drained by one section), and each terminal must join a node of each. Then every
 * terminal has one path out and one path back, and the design flow of every section is the sum of
 * the terminals downstream (supply) or upstream (return) of it.
 */

/** What the topology needs of a network. */
export interface HydronicTopologyInput {
  readonly plant: { readonly supplyNode: string; readonly returnNode: string };
  readonly sections: readonly {
    readonly id: string;
    readonly side: 'supply' | 'return';
    readonly from: string;
    readonly to: string;
    readonly tee?: { readonly leg: 'run' | 'branch' } | undefined;
  }[];
  readonly terminals: readonly {
    readonly id: string;
    readonly supplyNode: string;
    readonly returnNode: string;
    readonly supplyTee?: { readonly leg: 'run' | 'branch' } | undefined;
    readonly returnTee?: { readonly leg: 'run' | 'branch' } | undefined;
  }[];
}

/** A problem with the network's shape, at the field that causes it. */
export interface HydronicTopologyIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** The paths of the network, by index into `sections` and `terminals`. */
export interface HydronicTopology {
  /** Per terminal: its supply sections from the plant outward. */
  readonly supplyPaths: readonly (readonly number[])[];
  /** Per terminal: its return sections from the terminal back to the plant. */
  readonly returnPaths: readonly (readonly number[])[];
  /** Per supply node: the section that feeds it. */
  readonly supplyFeed: ReadonlyMap<string, number>;
  /** Per return node: the section that drains it. */
  readonly returnDrain: ReadonlyMap<string, number>;
}

/**
 * Analyses a network's shape: its issues, and (with `withPaths`, the default) its paths when there
 * are none. The checks take time in proportion to the number of nodes; the paths, to the sum of
 * their lengths.
 *
 * @param input - Plant nodes, sections (side, from, to, tee) and terminals (nodes, tees).
 * @param withPaths - Whether to build the paths (false: the issues alone, for the schema).
 * @returns The issues, each at its field, and the topology (null when there are issues).
 * @see ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13 (direct and reverse return)
 * @example analyseHydronicTopology({ plant: { supplyNode: 'S', returnNode: 'R' }, sections: [], terminals: [{ id: 'T', supplyNode: 'S', returnNode: 'R' }] }).topology?.supplyPaths //=> [[]]
 */
export function analyseHydronicTopology(
  input: HydronicTopologyInput,
  withPaths = true,
): {
  readonly issues: readonly HydronicTopologyIssue[];
  readonly topology: HydronicTopology | null;
} {
  const issues: HydronicTopologyIssue[] = [];
  const { plant, sections, terminals } = input;
  if (plant.supplyNode === plant.returnNode) {
    issues.push({
      path: ['plant', 'returnNode'],
      message: `The plant's return node must differ from its supply node ('${plant.supplyNode}').`,
    });
  }
  const ids = new Map<string, string>();
  sections.forEach((section, index) => {
    const seen = ids.get(section.id);
    if (seen !== undefined)
      issues.push({
        path: ['sections', index, 'id'],
        message: `Section id '${section.id}' is already used by ${seen}; ids must be unique.`,
      });
    ids.set(section.id, `section ${index + 1}`);
  });
  terminals.forEach((terminal, index) => {
    const seen = ids.get(terminal.id);
    if (seen !== undefined)
      issues.push({
        path: ['terminals', index, 'id'],
        message: `Terminal id '${terminal.id}' is already used by ${seen}; ids must be unique.`,
      });
    ids.set(terminal.id, `terminal ${index + 1}`);
  });

  const side = new Map<string, 'supply' | 'return'>([
    [plant.supplyNode, 'supply'],
    [plant.returnNode, 'return'],
  ]);
  const supplyFeed = new Map<string, number>();
  const returnDrain = new Map<string, number>();
  sections.forEach((section, index) => {
    for (const end of ['from', 'to'] as const) {
      const node = section[end];
      const known = side.get(node);
      if (known !== undefined && known !== section.side) {
        issues.push({
          path: ['sections', index, end],
          message: `Section '${section.id}': node '${node}' is a ${known} node; a ${section.side} section cannot use it.`,
        });
      }
      side.set(node, known ?? section.side);
    }
    if (section.from === section.to) {
      issues.push({
        path: ['sections', index, 'to'],
        message: `Section '${section.id}' starts and ends at node '${section.from}'.`,
      });
      return;
    }
    if (section.side === 'supply') {
      const fedBy = supplyFeed.get(section.to);
      if (section.to === plant.supplyNode)
        issues.push({
          path: ['sections', index, 'to'],
          message: `Supply section '${section.id}' flows into the plant's supply node; supply sections flow away from the plant.`,
        });
      else if (fedBy !== undefined)
        issues.push({
          path: ['sections', index, 'to'],
          message: `Supply node '${section.to}' is fed by sections '${sections[fedBy]?.id}' and '${section.id}'; each supply node takes one feed (the supply side is a tree).`,
        });
      else supplyFeed.set(section.to, index);
    } else {
      const drainedBy = returnDrain.get(section.from);
      if (section.from === plant.returnNode)
        issues.push({
          path: ['sections', index, 'from'],
          message: `Return section '${section.id}' leaves the plant's return node; return sections flow towards the plant.`,
        });
      else if (drainedBy !== undefined)
        issues.push({
          path: ['sections', index, 'from'],
          message: `Return node '${section.from}' is drained by sections '${sections[drainedBy]?.id}' and '${section.id}'; each return node has one outlet (the return side is a tree).`,
        });
      else returnDrain.set(section.from, index);
    }
  });

  /** Whether a node reaches the root through its side's sections (memoised, O(nodes) in all). */
  const reaches = (
    known: Map<string, boolean>,
    next: (node: string) => string | undefined,
    node: string,
  ): boolean => {
    const chain: string[] = [];
    let current = node;
    let found = known.get(node);
    while (found === undefined) {
      chain.push(current);
      const following = next(current);
      if (following === undefined || chain.length > sections.length + 1) {
        found = false;
      } else {
        current = following;
        found = known.get(current);
      }
    }
    for (const visited of chain) known.set(visited, found);
    return found;
  };
  const supplyKnown = new Map<string, boolean>([[plant.supplyNode, true]]);
  const returnKnown = new Map<string, boolean>([[plant.returnNode, true]]);
  const supplyParent = (node: string): string | undefined => {
    const feed = supplyFeed.get(node);
    return feed === undefined ? undefined : sections[feed]!.from;
  };
  const returnNext = (node: string): string | undefined => {
    const drain = returnDrain.get(node);
    return drain === undefined ? undefined : sections[drain]!.to;
  };
  /** Marks the sections between a node and the root as used, stopping at one already marked. */
  const mark = (
    links: ReadonlyMap<string, number>,
    root: string,
    node: string,
    up: 'from' | 'to',
  ): void => {
    let current = node;
    while (current !== root) {
      const link = links.get(current);
      if (link === undefined || used[link]) return;
      used[link] = true;
      current = sections[link]![up];
    }
  };

  const used = new Array<boolean>(sections.length).fill(false);
  terminals.forEach((terminal, index) => {
    if (
      side.get(terminal.supplyNode) === 'supply' &&
      reaches(supplyKnown, supplyParent, terminal.supplyNode)
    ) {
      mark(supplyFeed, plant.supplyNode, terminal.supplyNode, 'from');
    } else {
      issues.push({
        path: ['terminals', index, 'supplyNode'],
        message: `Terminal '${terminal.id}': supply node '${terminal.supplyNode}' is not joined to the plant's supply node ('${plant.supplyNode}') by supply sections.`,
      });
    }
    if (
      side.get(terminal.returnNode) === 'return' &&
      reaches(returnKnown, returnNext, terminal.returnNode)
    ) {
      mark(returnDrain, plant.returnNode, terminal.returnNode, 'to');
    } else {
      issues.push({
        path: ['terminals', index, 'returnNode'],
        message: `Terminal '${terminal.id}': return node '${terminal.returnNode}' is not joined to the plant's return node ('${plant.returnNode}') by return sections.`,
      });
    }
  });
  sections.forEach((section, index) => {
    if (!used[index]) {
      issues.push({
        path: ['sections', index, 'id'],
        message: `Section '${section.id}' carries no terminal's water: it is not on the path between the plant and any terminal.`,
      });
    }
    if (section.tee !== undefined) {
      const upstream =
        section.side === 'supply'
          ? section.from !== plant.supplyNode
          : section.to !== plant.returnNode;
      if (!upstream)
        issues.push({
          path: ['sections', index, 'tee'],
          message: `Section '${section.id}': its tee would sit at the plant's node, where no header section carries the combined flow.`,
        });
    }
  });
  terminals.forEach((terminal, index) => {
    if (terminal.supplyTee !== undefined && terminal.supplyNode === plant.supplyNode)
      issues.push({
        path: ['terminals', index, 'supplyTee'],
        message: `Terminal '${terminal.id}': its supply tee would sit at the plant's supply node, where no header section carries the combined flow.`,
      });
    if (terminal.returnTee !== undefined && terminal.returnNode === plant.returnNode)
      issues.push({
        path: ['terminals', index, 'returnTee'],
        message: `Terminal '${terminal.id}': its return tee would sit at the plant's return node, where no header section carries the combined flow.`,
      });
  });
  if (issues.length > 0 || !withPaths) return { issues, topology: null };
  // Each section's next section towards the plant (−1 at the plant), so that a path is read off an
  // array instead of a map lookup per step.
  const towardPlant = new Int32Array(sections.length).fill(-1);
  sections.forEach((section, index) => {
    const link =
      section.side === 'supply' ? supplyFeed.get(section.from) : returnDrain.get(section.to);
    if (link !== undefined) towardPlant[index] = link;
  });
  const walk = (first: number | undefined): number[] => {
    const path: number[] = [];
    for (let link = first ?? -1; link >= 0; link = towardPlant[link]!) path.push(link);
    return path;
  };
  const supplyPaths = terminals.map((terminal) =>
    walk(supplyFeed.get(terminal.supplyNode)).reverse(),
  );
  const returnPaths = terminals.map((terminal) => walk(returnDrain.get(terminal.returnNode)));
  return { issues, topology: { supplyPaths, returnPaths, supplyFeed, returnDrain } };
}

/** The issues of {@link analyseHydronicTopology}, for the schema. *
 * @example hydronicTopologyIssues({ plant: { supplyNode: 'S', returnNode: 'S' }, sections: [], terminals: [] })[0]?.path //=> ['plant', 'returnNode']
 */
export function hydronicTopologyIssues(
  input: HydronicTopologyInput,
): readonly HydronicTopologyIssue[] {
  return analyseHydronicTopology(input, false).issues;
}
