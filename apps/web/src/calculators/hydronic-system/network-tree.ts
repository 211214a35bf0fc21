import type { HydronicSystemInputDraft } from '@org/hvac-core/hydronic-system';
import type { UnitSystem } from '@org/hvac-core/units';

/*
 * The network as the editor shows it: an indented tree of pipe runs (a supply section and its
 * return twin, as a direct-return layout pairs them) with the terminals at their ends, read from
 * and written to the engine's own sections and nodes. Every function here is pure: it takes a
 * draft and gives a new one, so the editor's add, duplicate, move and delete are plain data.
 */

type Draft = Partial<HydronicSystemInputDraft>;
export type SectionDraft = NonNullable<HydronicSystemInputDraft['sections']>[number];
export type TerminalDraft = HydronicSystemInputDraft['terminals'][number];

/** A pipe run of the tree: a supply section and, when it has one, its return twin. */
export interface PipeRow {
  readonly kind: 'pipe';
  readonly depth: number;
  /** Index of the supply section in `sections`. */
  readonly supplyIndex: number;
  /** Index of its return twin (from the run's return node back to its parent's), or null. */
  readonly returnIndex: number | null;
  /** The supply node the run starts at (its parent). */
  readonly parentNode: string;
  /** The supply node the run ends at. */
  readonly node: string;
}

/** A terminal of the tree, under the node it takes its supply from. */
export interface TerminalRow {
  readonly kind: 'terminal';
  readonly depth: number;
  readonly terminalIndex: number;
  readonly node: string;
}

export type NetworkRow = PipeRow | TerminalRow;

/** The tree, and what does not fit in it (a reverse return's sections, sections off the tree). */
export interface NetworkTree {
  readonly rows: readonly NetworkRow[];
  /** Return sections with no supply twin (a reverse-return header), by index. */
  readonly otherReturnSections: readonly number[];
  /** Supply sections not reached from the plant's supply node, by index. */
  readonly detachedSupplySections: readonly number[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function sectionsOf(draft: Draft): SectionDraft[] {
  return Array.isArray(draft.sections) ? draft.sections : [];
}

function terminalsOf(draft: Draft): TerminalDraft[] {
  return Array.isArray(draft.terminals) ? draft.terminals : [];
}

/**
 * The return node that goes with each supply node: the plant's pair, each terminal's pair, and a
 * supply node "S…" with a return node "R…" of the same name otherwise (the names this editor
 * gives), so that a run without terminals yet still has its twin.
 */
export function returnNodeOf(draft: Draft): Map<string, string> {
  const map = new Map<string, string>();
  const plant = draft.plant;
  if (plant) map.set(text(plant.supplyNode), text(plant.returnNode));
  for (const terminal of terminalsOf(draft)) {
    const supply = text(terminal.supplyNode);
    if (!map.has(supply)) map.set(supply, text(terminal.returnNode));
  }
  const returnNodes = new Set<string>();
  for (const section of sectionsOf(draft)) {
    if (section.side === 'return') {
      returnNodes.add(text(section.from));
      returnNodes.add(text(section.to));
    }
  }
  for (const section of sectionsOf(draft)) {
    if (section.side !== 'supply') continue;
    for (const node of [text(section.from), text(section.to)]) {
      const twin = node.startsWith('S') ? `R${node.slice(1)}` : '';
      if (!map.has(node) && returnNodes.has(twin)) map.set(node, twin);
    }
  }
  return map;
}

/**
 * The tree of a draft: from the plant's supply node, each node's terminals and then its runs, in
 * the order of the lists; depth 0 is a run leaving the plant.
 */
export function networkTree(draft: Draft): NetworkTree {
  const sections = sectionsOf(draft);
  const terminals = terminalsOf(draft);
  const returnOf = returnNodeOf(draft);
  const root = text(draft.plant?.supplyNode);
  const rows: NetworkRow[] = [];
  const pairedReturns = new Set<number>();
  const visited = new Set<number>();
  const seenNodes = new Set<string>();

  const twinOf = (from: string, to: string): number | null => {
    const returnFrom = returnOf.get(to);
    const returnTo = returnOf.get(from);
    if (returnFrom === undefined || returnTo === undefined) return null;
    const index = sections.findIndex(
      (section, i) =>
        section.side === 'return' &&
        !pairedReturns.has(i) &&
        text(section.from) === returnFrom &&
        text(section.to) === returnTo,
    );
    return index < 0 ? null : index;
  };

  const walk = (node: string, depth: number): void => {
    if (seenNodes.has(node)) return;
    seenNodes.add(node);
    terminals.forEach((terminal, terminalIndex) => {
      if (text(terminal.supplyNode) === node)
        rows.push({ kind: 'terminal', depth, terminalIndex, node });
    });
    sections.forEach((section, supplyIndex) => {
      if (section.side !== 'supply' || text(section.from) !== node || visited.has(supplyIndex))
        return;
      visited.add(supplyIndex);
      const returnIndex = twinOf(node, text(section.to));
      if (returnIndex !== null) pairedReturns.add(returnIndex);
      rows.push({
        kind: 'pipe',
        depth,
        supplyIndex,
        returnIndex,
        parentNode: node,
        node: text(section.to),
      });
      walk(text(section.to), depth + 1);
    });
  };
  walk(root, 0);

  const detachedSupplySections = sections.flatMap((section, index) =>
    section.side === 'supply' && !visited.has(index) ? [index] : [],
  );
  const otherReturnSections = sections.flatMap((section, index) =>
    section.side === 'return' && !pairedReturns.has(index) ? [index] : [],
  );
  return { rows, otherReturnSections, detachedSupplySections };
}

/** Every node and id a draft uses, so new ones never clash. */
function usedNames(draft: Draft): Set<string> {
  const names = new Set<string>();
  if (draft.plant) {
    names.add(text(draft.plant.supplyNode));
    names.add(text(draft.plant.returnNode));
  }
  for (const section of sectionsOf(draft)) {
    names.add(text(section.id));
    names.add(text(section.from));
    names.add(text(section.to));
  }
  for (const terminal of terminalsOf(draft)) {
    names.add(text(terminal.id));
    names.add(text(terminal.supplyNode));
    names.add(text(terminal.returnNode));
  }
  return names;
}

/**
 * The next free number n for a run: none of `S{n}`, `R{n}`, `S-{n}`, `R-{n}` is in use, and n is
 * above every number those patterns already carry, so a copy reads after its original.
 */
function nextRunNumber(names: ReadonlySet<string>): number {
  let max = 0;
  for (const name of names) {
    const match = /^[SR]-?(\d+)$/.exec(name);
    if (match) max = Math.max(max, Number(match[1]));
  }
  let n = max + 1;
  while (['S', 'R', 'S-', 'R-'].some((prefix) => names.has(`${prefix}${n}`))) n += 1;
  return n;
}

/** The next free terminal id `T-n` (n above every `T-n` in use). */
function nextTerminalId(names: ReadonlySet<string>): string {
  let max = 0;
  for (const name of names) {
    const match = /^T-(\d+)$/.exec(name);
    if (match) max = Math.max(max, Number(match[1]));
  }
  return `T-${max + 1}`;
}

/** The supply nodes of a run's subtree (its end node and everything below it). */
function subtreeNodes(draft: Draft, supplyIndex: number): Set<string> {
  const sections = sectionsOf(draft);
  const start = sections[supplyIndex];
  const nodes = new Set<string>();
  if (!start) return nodes;
  const stack = [text(start.to)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (nodes.has(node)) continue;
    nodes.add(node);
    for (const section of sections)
      if (section.side === 'supply' && text(section.from) === node) stack.push(text(section.to));
  }
  return nodes;
}

/** What a new run copies: the parent run's pipe, else the first section's, else steel 1 in. */
function pipeTemplate(
  draft: Draft,
  parentNode: string,
  unitSystem: UnitSystem,
): Pick<SectionDraft, 'pipeMaterial' | 'nominalSize' | 'length' | 'fittings'> {
  const sections = sectionsOf(draft);
  const parent =
    sections.find((section) => section.side === 'supply' && text(section.to) === parentNode) ??
    sections[0];
  return {
    pipeMaterial: parent?.pipeMaterial ?? 'steelSchedule40',
    nominalSize: parent?.nominalSize ?? '1',
    length: unitSystem === 'Imperial' ? 10 : 3,
    fittings: [],
  };
}

/**
 * Adds a run (a supply section and its return twin) from a supply node to a new node, with the
 * parent run's pipe and a round length; nothing changes when the node has no return node to pair.
 *
 * @returns The new draft and the index of the new supply section (or null when nothing changed).
 */
export function addRun(
  draft: Draft,
  parentNode: string,
): { draft: Draft; supplyIndex: number | null } {
  const returnParent = returnNodeOf(draft).get(parentNode);
  if (returnParent === undefined) return { draft, supplyIndex: null };
  const names = usedNames(draft);
  const n = nextRunNumber(names);
  const pipe = pipeTemplate(draft, parentNode, draft.unitSystem ?? 'Imperial');
  const sections = sectionsOf(draft);
  const supply: SectionDraft = {
    id: `S${n}`,
    side: 'supply',
    from: parentNode,
    to: `S-${n}`,
    ...pipe,
  };
  const ret: SectionDraft = {
    id: `R${n}`,
    side: 'return',
    from: `R-${n}`,
    to: returnParent,
    ...pipe,
  };
  return {
    draft: { ...draft, sections: [...sections, supply, ret] },
    supplyIndex: sections.length,
  };
}

/**
 * Adds a terminal at a supply node (and its return node), copying the last terminal's load,
 * components, branch pipe and valves so that a floor of like units is quick to enter; nothing
 * changes when the node has no return node to pair.
 */
export function addTerminal(
  draft: Draft,
  node: string,
): { draft: Draft; terminalIndex: number | null } {
  const returnNode = returnNodeOf(draft).get(node);
  if (returnNode === undefined) return { draft, terminalIndex: null };
  const terminals = terminalsOf(draft);
  const id = nextTerminalId(usedNames(draft));
  const last = terminals[terminals.length - 1];
  const imperial = (draft.unitSystem ?? 'Imperial') === 'Imperial';
  const {
    loadSourceId: _source,
    supplyTee: _supplyTee,
    returnTee: _returnTee,
    ...template
  } = last ?? {
    id,
    supplyNode: node,
    returnNode,
    load: imperial ? 12_000 : 3500,
    components: [{ name: 'Coil', kind: 'coil' as const, pressureDrop: imperial ? 5 : 15 }],
    controlValve: { targetAuthority: 0.5 },
    balancingValve: {},
  };
  const terminal: TerminalDraft = {
    ...structuredClone(template),
    id,
    name: `Terminal ${id.slice(2)}`,
    supplyNode: node,
    returnNode,
  };
  return {
    draft: { ...draft, terminals: [...terminals, terminal] },
    terminalIndex: terminals.length,
  };
}

/** The runs and terminals of a run's subtree, the run itself first. */
function subtreeOf(
  draft: Draft,
  supplyIndex: number,
): { sectionIndexes: number[]; terminalIndexes: number[] } {
  const tree = networkTree(draft);
  const nodes = subtreeNodes(draft, supplyIndex);
  const sections = sectionsOf(draft);
  const start = sections[supplyIndex];
  const sectionIndexes: number[] = [];
  const terminalIndexes: number[] = [];
  for (const row of tree.rows) {
    if (row.kind === 'pipe') {
      const inside = row.supplyIndex === supplyIndex || nodes.has(row.parentNode);
      if (!inside) continue;
      sectionIndexes.push(row.supplyIndex);
      if (row.returnIndex !== null) sectionIndexes.push(row.returnIndex);
    } else if (nodes.has(row.node)) {
      terminalIndexes.push(row.terminalIndex);
    }
  }
  if (start && !sectionIndexes.includes(supplyIndex)) sectionIndexes.unshift(supplyIndex);
  return { sectionIndexes, terminalIndexes };
}

/** The draft without some terminals, and without their ids in the part-load case. */
function withoutTerminals(draft: Draft, removed: ReadonlySet<number>): Draft {
  const terminals = terminalsOf(draft);
  const gone = new Set(terminals.flatMap((t, i) => (removed.has(i) ? [text(t.id)] : [])));
  const next: Draft = { ...draft, terminals: terminals.filter((_, i) => !removed.has(i)) };
  if (draft.partLoad?.closedTerminals) {
    next.partLoad = {
      ...draft.partLoad,
      closedTerminals: draft.partLoad.closedTerminals.filter((id) => !gone.has(id)),
    };
  }
  return next;
}

/** Deletes a run with everything downstream of it: its twin, the runs below and their terminals. */
export function deleteRun(draft: Draft, supplyIndex: number): Draft {
  const { sectionIndexes, terminalIndexes } = subtreeOf(draft, supplyIndex);
  const removed = new Set(sectionIndexes);
  const next = withoutTerminals(draft, new Set(terminalIndexes));
  return { ...next, sections: sectionsOf(draft).filter((_, i) => !removed.has(i)) };
}

/** Deletes a terminal (and its id from the part-load case). */
export function deleteTerminal(draft: Draft, terminalIndex: number): Draft {
  return withoutTerminals(draft, new Set([terminalIndex]));
}

/** Renames a terminal's id, and the part-load case's mention of it. */
export function renameTerminal(draft: Draft, terminalIndex: number, id: string): Draft {
  const terminals = terminalsOf(draft);
  const old = terminals[terminalIndex];
  if (!old) return draft;
  const next: Draft = {
    ...draft,
    terminals: terminals.map((t, i) => (i === terminalIndex ? { ...t, id } : t)),
  };
  if (draft.partLoad?.closedTerminals) {
    next.partLoad = {
      ...draft.partLoad,
      closedTerminals: draft.partLoad.closedTerminals.map((closed) =>
        closed === old.id ? id : closed,
      ),
    };
  }
  return next;
}

/**
 * Duplicates a run with everything downstream of it (a riser with its floors, a floor with its
 * terminals) beside the original, from the same parent node: new nodes and ids, the same pipes,
 * loads, components and valves; the copies' terminals lose their load-source link (a copy is not
 * the zone the original was taken from).
 */
export function duplicateRun(
  draft: Draft,
  supplyIndex: number,
): { draft: Draft; supplyIndex: number | null } {
  const sections = sectionsOf(draft);
  const terminals = terminalsOf(draft);
  if (sections[supplyIndex]?.side !== 'supply') return { draft, supplyIndex: null };
  const { sectionIndexes, terminalIndexes } = subtreeOf(draft, supplyIndex);
  const names = usedNames(draft);
  const returnOf = returnNodeOf(draft);
  const rename = new Map<string, string>();
  const fresh = (): number => {
    const n = nextRunNumber(names);
    for (const name of [`S${n}`, `R${n}`, `S-${n}`, `R-${n}`]) names.add(name);
    return n;
  };
  // Each supply node of the subtree gets a new number; its return twin the same one.
  for (const node of subtreeNodes(draft, supplyIndex)) {
    const n = fresh();
    rename.set(node, `S-${n}`);
    const twin = returnOf.get(node);
    if (twin !== undefined) rename.set(twin, `R-${n}`);
  }
  const nodeName = (node: unknown): string => rename.get(text(node)) ?? text(node);
  // A copied run takes the number of the node it ends at (its return twin the same), as addRun.
  const copies = sectionIndexes.map((index) => {
    const section = sections[index]!;
    const supply = section.side === 'supply';
    const end = nodeName(supply ? section.to : section.from);
    return {
      ...structuredClone(section),
      id: `${supply ? 'S' : 'R'}${end.slice(2)}`,
      from: nodeName(section.from),
      to: nodeName(section.to),
    };
  });
  const terminalCopies = terminalIndexes.map((index) => {
    const { loadSourceId: _source, ...terminal } = structuredClone(terminals[index]!);
    const id = nextTerminalId(names);
    names.add(id);
    return {
      ...terminal,
      id,
      name: text(terminal.name) === '' ? '' : `${text(terminal.name)} (copy)`,
      supplyNode: nodeName(terminal.supplyNode),
      returnNode: nodeName(terminal.returnNode),
    };
  });
  return {
    draft: {
      ...draft,
      sections: [...sections, ...copies],
      terminals: [...terminals, ...terminalCopies],
    },
    supplyIndex: sections.length,
  };
}

/** The supply nodes a run may move under: any paired node outside its own subtree. */
export function runMoveTargets(draft: Draft, supplyIndex: number): string[] {
  const inside = subtreeNodes(draft, supplyIndex);
  const current = text(sectionsOf(draft)[supplyIndex]?.from);
  return [...returnNodeOf(draft).keys()].filter(
    (node) => node !== '' && !inside.has(node) && node !== current,
  );
}

/**
 * Moves a run, with everything downstream of it, under another supply node: its supply section
 * now leaves that node and its return twin joins that node's return node. A move into its own
 * subtree, or to a node without a return node, changes nothing.
 */
export function moveRun(draft: Draft, supplyIndex: number, parentNode: string): Draft {
  if (!runMoveTargets(draft, supplyIndex).includes(parentNode)) return draft;
  const row = networkTree(draft).rows.find(
    (r): r is PipeRow => r.kind === 'pipe' && r.supplyIndex === supplyIndex,
  );
  const returnParent = returnNodeOf(draft).get(parentNode);
  if (!row || returnParent === undefined) return draft;
  return {
    ...draft,
    sections: sectionsOf(draft).map((section, index) => {
      if (index === supplyIndex) return { ...section, from: parentNode };
      if (index === row.returnIndex) return { ...section, to: returnParent };
      return section;
    }),
  };
}

/** Moves a terminal to another supply node (and that node's return node). */
export function moveTerminal(draft: Draft, terminalIndex: number, node: string): Draft {
  const returnNode = returnNodeOf(draft).get(node);
  if (returnNode === undefined) return draft;
  return {
    ...draft,
    terminals: terminalsOf(draft).map((terminal, index) =>
      index === terminalIndex ? { ...terminal, supplyNode: node, returnNode } : terminal,
    ),
  };
}

/** A run's fields written to its supply section and its return twin alike. */
export function updateRun(
  draft: Draft,
  supplyIndex: number,
  returnIndex: number | null,
  change: (section: SectionDraft) => SectionDraft,
): Draft {
  return {
    ...draft,
    sections: sectionsOf(draft).map((section, index) =>
      index === supplyIndex || index === returnIndex ? change(section) : section,
    ),
  };
}

/** What a riser layout is built from. */
export interface RiserLayout {
  /** Risers off the main, 1…20. */
  readonly risers: number;
  /** Floors on each riser, 1…60. */
  readonly floors: number;
  /** Terminals on each floor, 1…20. */
  readonly terminalsPerFloor: number;
  /**
   * 'direct' (default): the return main runs back beside the supply main, so the first riser has
   * the shortest circuit. 'reverse': the return main starts at the first riser and collects each
   * riser in turn before running home, so every riser's circuit has about the same length of main
   * (ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13, reverse-return piping).
   */
  readonly returnMain?: 'direct' | 'reverse';
}

/**
 * A new network of risers off a main: the main runs from the plant to each riser in turn (one run
 * per riser, so the last riser is the far end of a direct return; with a reverse-return main the
 * return header runs from the first riser past each other and home from the last, sections with
 * no supply twin), each riser climbs floor by floor
 * (one run per floor), and each floor's terminals take their water at the riser's node on that
 * floor. Pipes, loads, components and valves are copied from the draft's first section and last
 * terminal; the plant, pump and settings are kept. The tees are set: the main and the riser carry
 * on through the run of each tee and a riser or terminal leaves through its branch.
 */
export function riserLayout(draft: Draft, layout: RiserLayout): Draft {
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 1), max);
  const risers = clamp(layout.risers, 20);
  const floors = clamp(layout.floors, 60);
  const perFloor = clamp(layout.terminalsPerFloor, 20);
  const plantSupply = text(draft.plant?.supplyNode) || 'P-S';
  const plantReturn = text(draft.plant?.returnNode) || 'P-R';
  const unitSystem = draft.unitSystem ?? 'Imperial';
  const imperial = unitSystem === 'Imperial';
  const firstSection = sectionsOf(draft)[0];
  const pipe = {
    pipeMaterial: firstSection?.pipeMaterial ?? 'steelSchedule40',
    nominalSize: firstSection?.nominalSize ?? '2',
  };
  const sections: SectionDraft[] = [];
  const terminals: TerminalDraft[] = [];
  const template = terminalsOf(draft).at(-1);
  type Leg = 'run' | 'branch' | null;
  const teeField = (tee: Leg) => (tee === null ? {} : { tee: { leg: tee } });
  const supply = (id: string, from: string, to: string, length: number, tee: Leg) =>
    sections.push({
      id: `S${id}`,
      side: 'supply',
      from: `S-${from}`,
      to: `S-${to}`,
      ...pipe,
      length,
      fittings: [],
      ...teeField(tee),
    });
  const back = (id: string, from: string, to: string, length: number, tee: Leg) =>
    sections.push({
      id: `R${id}`,
      side: 'return',
      from: `R-${from}`,
      to: `R-${to}`,
      ...pipe,
      length,
      fittings: [],
      ...teeField(tee),
    });
  /** A run and its return twin; the return's tee may differ (a riser joining a reverse return). */
  const pair = (
    id: string,
    from: string,
    to: string,
    length: number,
    tee: Leg,
    returnTee: Leg = tee,
  ) => {
    supply(id, from, to, length, tee);
    back(id, to, from, length, returnTee);
  };
  const reverse = layout.returnMain === 'reverse';
  const mainLength = imperial ? 40 : 12;
  const floorHeight = imperial ? 12 : 3.6;
  for (let r = 1; r <= risers; r += 1) {
    const main = `M${r}`;
    const from = r === 1 ? 'PLANT' : `M${r - 1}`;
    if (reverse) {
      supply(main, from, main, mainLength, r === 1 ? null : 'run');
      // The return header: from the first riser on, joining each riser's return in turn, then
      // home from the last riser along the whole main.
      if (r > 1) back(`H${r}`, `M${r - 1}`, main, mainLength, 'run');
      if (r === risers) back('H-HOME', main, 'PLANT', mainLength * risers, null);
    } else {
      pair(main, from, main, mainLength, r === 1 ? null : 'run');
    }
    for (let f = 1; f <= floors; f += 1) {
      const node = `${r}.${f}`;
      const below = f === 1 ? main : `${r}.${f - 1}`;
      const last = r === risers;
      // A riser leaves the main through a tee's branch, except the last, which the main turns into.
      const tee = f === 1 ? (last ? null : 'branch') : 'run';
      // On a reverse-return header every riser but the first joins through a tee's branch.
      const returnTee = f === 1 && reverse ? (r === 1 ? null : 'branch') : tee;
      pair(node, below, node, floorHeight, tee, returnTee);
      for (let t = 1; t <= perFloor; t += 1) {
        const id = `T-${r}.${f}.${t}`;
        const lastOnNode = f === floors && t === perFloor;
        const {
          loadSourceId: _source,
          supplyTee: _s,
          returnTee: _r,
          ...base
        } = structuredClone(template) ?? {
          id,
          supplyNode: '',
          returnNode: '',
          load: imperial ? 12_000 : 3500,
          components: [{ name: 'Coil', kind: 'coil' as const, pressureDrop: imperial ? 5 : 15 }],
          controlValve: { targetAuthority: 0.5 },
          balancingValve: {},
        };
        terminals.push({
          ...base,
          id,
          name: `Riser ${r}, floor ${f}, unit ${t}`,
          supplyNode: `S-${node}`,
          returnNode: `R-${node}`,
          ...(lastOnNode ? {} : { supplyTee: { leg: 'branch' }, returnTee: { leg: 'branch' } }),
        });
      }
    }
  }
  // The plant's own nodes stand for 'S-PLANT' and 'R-PLANT'.
  const plantNode = (node: string): string =>
    node === 'S-PLANT' ? plantSupply : node === 'R-PLANT' ? plantReturn : node;
  return {
    ...draft,
    sections: sections.map((s) => ({
      ...s,
      from: plantNode(text(s.from)),
      to: plantNode(text(s.to)),
    })),
    terminals,
    partLoad: draft.partLoad ? { ...draft.partLoad, closedTerminals: [] } : draft.partLoad,
  };
}
