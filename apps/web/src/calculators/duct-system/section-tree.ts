import type { DuctSystemInputDraft } from '@org/hvac-core/duct-system';

/** One section as a draft holds it. */
export type DuctSectionDraft = DuctSystemInputDraft['sections'][number];

/** A section's place in the indented table: its index in the draft and its depth below the fan. */
export interface TreeRow {
  readonly index: number;
  /** 0 for a section at the fan. */
  readonly depth: number;
}

/** A section's parent id, or undefined at the fan (a blank parent is the fan too, as the engine reads it). */
function parentOf(section: DuctSectionDraft): string | undefined {
  const parent = section.parentId;
  return parent === undefined || parent === '' ? undefined : parent;
}

/** The indices of each section's children, by parent id, in draft order. */
function childrenById(sections: readonly DuctSectionDraft[]): Map<string, number[]> {
  const children = new Map<string, number[]>();
  sections.forEach((section, index) => {
    const parent = parentOf(section);
    if (parent === undefined) return;
    children.set(parent, [...(children.get(parent) ?? []), index]);
  });
  return children;
}

/**
 * The sections in tree order (each followed by its branches, depth first, siblings in draft
 * order), with their depth. A section whose parent does not exist, or that sits in a loop, is
 * listed at the fan level, so the table never hides a section the engine will complain about.
 */
export function treeRows(sections: readonly DuctSectionDraft[]): TreeRow[] {
  const ids = new Set(sections.map((section) => section.id));
  const children = childrenById(sections);
  const rows: TreeRow[] = [];
  const seen = new Set<number>();
  const visit = (index: number, depth: number): void => {
    if (seen.has(index)) return;
    seen.add(index);
    rows.push({ index, depth });
    for (const child of children.get(sections[index]?.id ?? '') ?? []) visit(child, depth + 1);
  };
  sections.forEach((section, index) => {
    const parent = parentOf(section);
    if (parent === undefined || !ids.has(parent)) visit(index, 0);
  });
  // Sections only reachable through a loop.
  sections.forEach((_, index) => visit(index, 0));
  return rows;
}

/** The indices of a section and every section beyond it (its subtree), in draft order. */
export function subtreeIndices(sections: readonly DuctSectionDraft[], index: number): number[] {
  const root = sections[index];
  if (root === undefined) return [];
  const children = childrenById(sections);
  const found = new Set<number>([index]);
  const stack = [root.id];
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    for (const child of children.get(id) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      stack.push(sections[child]?.id ?? '');
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * A section id not used yet: the prefix and the next number after the highest one in use
 * ("S12" after "S11"), so ids stay short and readable in the tables and the diagram.
 */
export function nextSectionId(sections: readonly { readonly id: string }[], prefix = 'S'): string {
  const used = new Set(sections.map((section) => section.id));
  let highest = 0;
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  for (const { id } of sections) {
    const match = pattern.exec(id);
    if (match?.[1]) highest = Math.max(highest, Number(match[1]));
  }
  let next = highest + 1;
  while (used.has(`${prefix}${next}`)) next += 1;
  return `${prefix}${next}`;
}

/** The position just after a section's subtree: where a new branch or a copy of the run goes. */
function afterSubtree(sections: readonly DuctSectionDraft[], index: number): number {
  const indices = subtreeIndices(sections, index);
  return (indices[indices.length - 1] ?? index) + 1;
}

/** A new section's fittings: the takeoff from its parent (a tee's branch), none at the fan. */
function newSectionFittings(hasParent: boolean): DuctSectionDraft['fittings'] {
  return hasParent ? [{ type: 'junction', path: 'branch', angle: 90 }] : [];
}

/**
 * Adds a section under `parentIndex` (or a new run at the fan when null). A parent that carried a
 * terminal hands it to the new section: only the end of a run carries one, so adding a branch to
 * a runout extends that run to the same terminal. The new section is placed after the parent's
 * subtree.
 *
 * @returns The new sections and the index of the section added.
 */
export function addSection(
  sections: readonly DuctSectionDraft[],
  parentIndex: number | null,
  defaults: { readonly system?: DuctSectionDraft['system']; readonly length?: number } = {},
): { sections: DuctSectionDraft[]; index: number } {
  const parent = parentIndex === null ? undefined : sections[parentIndex];
  const id = nextSectionId(sections);
  const added: DuctSectionDraft = {
    id,
    ...(parent ? { parentId: parent.id } : {}),
    name: '',
    system: parent?.system ?? defaults.system ?? 'supply',
    length: defaults.length ?? '',
    shape: 'round',
    fittings: newSectionFittings(parent !== undefined),
    ...(parent?.terminal ? { terminal: parent.terminal } : {}),
  };
  if (parent === undefined || parentIndex === null) {
    return { sections: [...sections, added], index: sections.length };
  }
  const at = afterSubtree(sections, parentIndex);
  const next = sections.map((section, index) => {
    if (index !== parentIndex || section.terminal === undefined) return section;
    const { terminal: _moved, ...rest } = section;
    return rest;
  });
  next.splice(at, 0, added);
  return { sections: next, index: at };
}

/**
 * Copies a section and every section beyond it (a run with its branches and terminals) under the
 * same parent, with new ids and "(copy)" after the copied section's name; placed after the
 * original subtree.
 *
 * @returns The new sections and the index of the copy's first section.
 */
export function duplicateSubtree(
  sections: readonly DuctSectionDraft[],
  index: number,
): { sections: DuctSectionDraft[]; index: number } {
  const indices = subtreeIndices(sections, index);
  if (indices.length === 0) return { sections: [...sections], index };
  const taken: { id: string }[] = [...sections];
  const newIds = new Map<string, string>();
  for (const i of indices) {
    const id = nextSectionId(taken);
    newIds.set(sections[i]?.id ?? '', id);
    taken.push({ id });
  }
  const copies = indices.flatMap((i): DuctSectionDraft[] => {
    const section = sections[i];
    if (section === undefined) return [];
    const parent = parentOf(section);
    const copy: DuctSectionDraft = {
      ...structuredClone(section),
      id: newIds.get(section.id) ?? section.id,
    };
    if (i === index) {
      const name = typeof section.name === 'string' ? section.name.trim() : '';
      copy.name = name === '' ? '' : `${name} (copy)`;
    } else if (parent !== undefined) {
      copy.parentId = newIds.get(parent) ?? parent;
    }
    return [copy];
  });
  const at = afterSubtree(sections, index);
  const next = [...sections];
  next.splice(at, 0, ...copies);
  return { sections: next, index: at };
}

/**
 * The sections a section can be moved under: every section outside its own subtree (a section
 * cannot hang below itself), in tree order.
 */
export function moveTargets(sections: readonly DuctSectionDraft[], index: number): number[] {
  const inside = new Set(subtreeIndices(sections, index));
  return treeRows(sections)
    .map((row) => row.index)
    .filter((candidate) => !inside.has(candidate));
}

/**
 * Moves a section and its subtree under another section (or to the fan when `parentIndex` is
 * null), taking the new parent's system (supply or return), and places the subtree after the new
 * parent's. A move below itself is refused: the sections come back unchanged. A parent that
 * carried a terminal keeps it: the engine then says that only the end of a run carries one.
 */
export function moveSubtree(
  sections: readonly DuctSectionDraft[],
  index: number,
  parentIndex: number | null,
): DuctSectionDraft[] {
  const indices = subtreeIndices(sections, index);
  if (indices.length === 0) return [...sections];
  if (parentIndex !== null && indices.includes(parentIndex)) return [...sections];
  const parent = parentIndex === null ? undefined : sections[parentIndex];
  if (parentIndex !== null && parent === undefined) return [...sections];
  const inSubtree = new Set(indices);
  const moved = indices.flatMap((i): DuctSectionDraft[] => {
    const section = sections[i];
    if (section === undefined) return [];
    const system = parent?.system ?? section.system;
    if (i !== index) return [{ ...section, system }];
    const { parentId: _old, ...rest } = section;
    return [{ ...rest, ...(parent ? { parentId: parent.id } : {}), system }];
  });
  const rest = sections.filter((_, i) => !inSubtree.has(i));
  if (parent === undefined) return [...rest, ...moved];
  const parentAt = rest.indexOf(parent);
  const at = afterSubtree(rest, parentAt);
  rest.splice(at, 0, ...moved);
  return rest;
}

/** Removes a section and every section beyond it. */
export function deleteSubtree(
  sections: readonly DuctSectionDraft[],
  index: number,
): DuctSectionDraft[] {
  const inSubtree = new Set(subtreeIndices(sections, index));
  return sections.filter((_, i) => !inSubtree.has(i));
}

/** Sets the system (supply, return, exhaust) of a section and of every section beyond it. */
export function setSubtreeSystem(
  sections: readonly DuctSectionDraft[],
  index: number,
  system: NonNullable<DuctSectionDraft['system']>,
): DuctSectionDraft[] {
  const inSubtree = new Set(subtreeIndices(sections, index));
  return sections.map((section, i) => (inSubtree.has(i) ? { ...section, system } : section));
}
