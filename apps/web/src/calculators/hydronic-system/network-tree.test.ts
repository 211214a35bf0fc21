import {
  calculateHydronicSystem,
  defaultHydronicSystemInput,
  HydronicSystemInputSchema,
  type HydronicSystemInputDraft,
} from '@org/hvac-core/hydronic-system';
import { describe, expect, it } from 'vitest';
import {
  addRun,
  addTerminal,
  deleteRun,
  deleteTerminal,
  duplicateRun,
  moveRun,
  moveTerminal,
  networkTree,
  renameTerminal,
  riserLayout,
  runMoveTargets,
} from './network-tree';

const base = (): HydronicSystemInputDraft =>
  structuredClone(defaultHydronicSystemInput('Imperial')) as HydronicSystemInputDraft;

/** The tree as indented text: runs by supply section id, terminals by id. */
function outline(draft: Partial<HydronicSystemInputDraft>): string[] {
  return networkTree(draft).rows.map((row) => {
    const pad = '  '.repeat(row.depth);
    if (row.kind === 'terminal') return `${pad}${draft.terminals![row.terminalIndex]!.id}`;
    const ret = row.returnIndex === null ? '—' : draft.sections![row.returnIndex]!.id;
    return `${pad}${draft.sections![row.supplyIndex]!.id}/${ret}`;
  });
}

const valid = (draft: Partial<HydronicSystemInputDraft>) =>
  HydronicSystemInputSchema.safeParse(draft).error?.issues.map((i) => i.message) ?? [];

describe('networkTree', () => {
  it('reads the default header as runs paired with their return twins, terminals at their ends', () => {
    expect(outline(base())).toEqual([
      'S1/R1',
      '  FC-1',
      '  S2/R2',
      '    FC-2',
      '    S3/R3',
      '      FC-3',
      '      S4/R4',
      '        FC-4',
    ]);
  });

  it('lists a reverse return’s sections, which have no supply twin, apart', () => {
    const draft = base();
    // R4 now drains R-4 straight to the plant: no longer the twin of S4 (S-3 → S-4).
    draft.sections = draft.sections!.map((s) => (s.id === 'R4' ? { ...s, to: 'P-R' } : s));
    const tree = networkTree(draft);
    expect(tree.otherReturnSections.map((i) => draft.sections![i]!.id)).toEqual(['R4']);
  });
});

describe('tree operations', () => {
  it('adds a run and a terminal at its end that the engine accepts', () => {
    const added = addRun(base(), 'S-2');
    expect(added.supplyIndex).toBe(8);
    const withTerminal = addTerminal(added.draft, 'S-5');
    expect(outline(withTerminal.draft)).toContain('    S5/R5');
    expect(outline(withTerminal.draft)).toContain('      T-1');
    expect(valid(withTerminal.draft)).toEqual([]);
  });

  it('leaves the draft as it was when a node has no return node to pair', () => {
    const draft = base();
    expect(addRun(draft, 'nowhere').draft).toBe(draft);
    expect(addTerminal(draft, 'nowhere').terminalIndex).toBeNull();
  });

  it('duplicates a run with its subtree, new ids and nodes, from the same parent', () => {
    const copy = duplicateRun(base(), 4); // S3, with FC-3, S4 and FC-4 below it
    expect(outline(copy.draft).slice(-4)).toEqual([
      '    S5/R5',
      '      T-1',
      '      S6/R6',
      '        T-2',
    ]);
    expect(copy.draft.terminals).toHaveLength(6);
    expect(copy.draft.sections).toHaveLength(12);
    expect(valid(copy.draft)).toEqual([]);
    // Two more terminals like FC-3 and FC-4: the pump's design flow grows by their flows.
    const before = calculateHydronicSystem(base()).pump.design.flowRate;
    const after = calculateHydronicSystem(copy.draft as HydronicSystemInputDraft).pump.design
      .flowRate;
    const added = calculateHydronicSystem(base())
      .circuits.filter((c) => c.terminalId === 'FC-3' || c.terminalId === 'FC-4')
      .reduce((sum, c) => sum + c.flowRate, 0);
    expect(after).toBeCloseTo(before + added, 9);
  });

  it('moves a run under another node, its return twin with it, never into its own subtree', () => {
    const draft = base();
    expect(runMoveTargets(draft, 4)).not.toContain('S-4'); // S3's own subtree
    expect(moveRun(draft, 4, 'S-4')).toBe(draft);
    const moved = moveRun(draft, 6, 'S-1'); // S4 (FC-4) off S-1 instead of S-3
    expect(outline(moved)).toEqual([
      'S1/R1',
      '  FC-1',
      '  S2/R2',
      '    FC-2',
      '    S3/R3',
      '      FC-3',
      '  S4/R4',
      '    FC-4',
    ]);
    expect(moved.sections![7]).toMatchObject({ id: 'R4', from: 'R-4', to: 'R-1' });
  });

  it('moves a terminal to another node', () => {
    const moved = moveTerminal(base(), 0, 'S-2');
    expect(moved.terminals![0]).toMatchObject({ supplyNode: 'S-2', returnNode: 'R-2' });
  });

  it('deletes a run with its subtree and forgets closed valves that went with it', () => {
    const draft = { ...base(), partLoad: { closedTerminals: ['FC-1', 'FC-4'] } };
    const pruned = deleteRun(draft, 4);
    expect(outline(pruned)).toEqual(['S1/R1', '  FC-1', '  S2/R2', '    FC-2']);
    expect(pruned.partLoad?.closedTerminals).toEqual(['FC-1']);
    expect(valid(pruned)).toEqual([]);
  });

  it('deletes and renames a terminal, keeping the part-load case in step', () => {
    const draft = { ...base(), partLoad: { closedTerminals: ['FC-2'] } };
    expect(renameTerminal(draft, 1, 'AHU-2').partLoad?.closedTerminals).toEqual(['AHU-2']);
    expect(deleteTerminal(draft, 1).partLoad?.closedTerminals).toEqual([]);
  });
});

describe('riserLayout', () => {
  it('builds four risers of three floors of two terminals that the engine computes', () => {
    const draft = riserLayout(base(), { risers: 4, floors: 3, terminalsPerFloor: 2 });
    expect(draft.terminals).toHaveLength(24);
    expect(draft.sections).toHaveLength(2 * (4 + 4 * 3));
    expect(valid(draft)).toEqual([]);
    const result = calculateHydronicSystem(draft as HydronicSystemInputDraft);
    // The far end of a direct return: the top floor of the last riser.
    expect(result.indexCircuit.terminalId).toMatch(/^T-4\.3\./);
    // Every terminal copied FC-4's 90,000 Btu/h: the plant carries 24 of them.
    const perTerminal = result.circuits[0]!.flowRate;
    expect(result.pump.design.flowRate).toBeCloseTo(24 * perTerminal, 9);
  });

  it('lays a reverse-return main that evens out the risers’ pipe losses', () => {
    const layout = { risers: 4, floors: 2, terminalsPerFloor: 1 } as const;
    const reverse = riserLayout(base(), { ...layout, returnMain: 'reverse' });
    expect(valid(reverse)).toEqual([]);
    // The supply main has no return twins; the header (3 sections and the home run) has no supply.
    const tree = networkTree(reverse);
    expect(tree.otherReturnSections.map((i) => reverse.sections![i]!.id)).toEqual([
      'RH2',
      'RH3',
      'RH4',
      'RH-HOME',
    ]);
    expect(reverse.sections!.find((s) => s.id === 'RH-HOME')).toMatchObject({
      from: 'R-M4',
      to: 'P-R',
      length: 160,
    });
    // ASHRAE Handbook—HVAC Systems and Equipment (2020), ch. 13: with a reverse return each circuit
    // runs about the same length of main, so the pipe losses of the first and last risers' first
    // floors come much closer than with a direct return.
    const spread = (draft: typeof reverse) => {
      const circuits = calculateHydronicSystem(draft as HydronicSystemInputDraft).circuits.filter(
        (circuit) => /^T-[14]\.1\./.test(circuit.terminalId),
      );
      const pipe = circuits.map((circuit) => circuit.supplyPathLoss + circuit.returnPathLoss);
      return Math.max(...pipe) - Math.min(...pipe);
    };
    const direct = riserLayout(base(), layout);
    expect(spread(reverse)).toBeLessThan(spread(direct) / 2);
  });

  it('reads back as a tree: main runs at depth 0, risers and floors below', () => {
    const draft = riserLayout(base(), { risers: 2, floors: 2, terminalsPerFloor: 1 });
    expect(outline(draft)).toEqual([
      'SM1/RM1',
      '  S1.1/R1.1',
      '    T-1.1.1',
      '    S1.2/R1.2',
      '      T-1.2.1',
      '  SM2/RM2',
      '    S2.1/R2.1',
      '      T-2.1.1',
      '      S2.2/R2.2',
      '        T-2.2.1',
    ]);
  });
});
