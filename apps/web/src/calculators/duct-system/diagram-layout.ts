import type { DuctSystemKind, DuctSystemResult } from '@org/hvac-core/duct-system';

/** One section drawn in the diagram: a line from its upstream node to its own far node. */
export interface DiagramSection {
  readonly id: string;
  readonly system: DuctSystemKind;
  /** Column of the upstream node (0: the fan) and of the far node. */
  readonly fromColumn: number;
  readonly toColumn: number;
  /** Row of the upstream node and of the far node (fractional for a node between its branches). */
  readonly fromRow: number;
  readonly toRow: number;
  readonly critical: boolean;
  readonly terminal: boolean;
}

/** The diagram of a system: its sections, how many columns and rows it spans, and where each side's fan sits. */
export interface DiagramLayout {
  readonly sections: readonly DiagramSection[];
  readonly columns: number;
  readonly rows: number;
  /** The row of each side's fan node, for its label. */
  readonly fans: readonly { readonly system: DuctSystemKind; readonly row: number }[];
}

/**
 * Lays a result's sections out as a tree read left to right: the fan at column 0, each section
 * ending one column further than its upstream section, each terminal on a row of its own (in the
 * input's order) and every other node halfway between its first and last branch. The supply side
 * comes first, its return or exhaust side below it, each from its own fan node.
 */
export function diagramLayout(result: DuctSystemResult): DiagramLayout {
  const children = new Map<string, string[]>();
  const roots = new Map<DuctSystemKind, string[]>();
  const byId = new Map(result.sections.map((section) => [section.id, section]));
  for (const section of result.sections) {
    if (section.parentId === undefined || !byId.has(section.parentId)) {
      roots.set(section.system, [...(roots.get(section.system) ?? []), section.id]);
    } else {
      children.set(section.parentId, [...(children.get(section.parentId) ?? []), section.id]);
    }
  }
  const critical = new Set(Object.values(result.criticalPaths).flat());
  const placed: DiagramSection[] = [];
  const fans: { system: DuctSystemKind; row: number }[] = [];
  let nextRow = 0;
  let columns = 1;
  // Returns the row of the section's far node.
  const place = (id: string, column: number, seen: Set<string>): number => {
    const section = byId.get(id);
    if (section === undefined || seen.has(id)) return nextRow;
    seen.add(id);
    columns = Math.max(columns, column + 1);
    const branches = children.get(id) ?? [];
    const rows = branches.map((child) => place(child, column + 1, seen));
    const row = rows.length === 0 ? nextRow++ : ((rows[0] ?? 0) + (rows[rows.length - 1] ?? 0)) / 2;
    placed.push({
      id,
      system: section.system,
      fromColumn: column - 1,
      toColumn: column,
      fromRow: row,
      toRow: row,
      critical: critical.has(id),
      terminal: section.terminal !== undefined,
    });
    return row;
  };
  for (const system of ['supply', 'return', 'exhaust'] as const) {
    const ids = roots.get(system);
    if (ids === undefined) continue;
    const seen = new Set<string>();
    const rows = ids.map((id) => place(id, 1, seen));
    fans.push({ system, row: ((rows[0] ?? 0) + (rows[rows.length - 1] ?? 0)) / 2 });
    nextRow += 0.5;
  }
  // Each section starts at its upstream node's row.
  const rowOf = new Map(placed.map((section) => [section.id, section.toRow]));
  const fanRow = new Map(fans.map((fan) => [fan.system, fan.row]));
  const sections = placed.map((section) => {
    const parent = byId.get(section.id)?.parentId;
    const fromRow =
      parent !== undefined && rowOf.has(parent)
        ? (rowOf.get(parent) ?? 0)
        : (fanRow.get(section.system) ?? 0);
    return { ...section, fromRow };
  });
  return { sections, columns, rows: Math.max(1, Math.ceil(nextRow)), fans };
}
