import { describe, expect, it } from 'vitest';
import { analyseHydronicTopology, hydronicTopologyIssues } from './topology.js';
import type { HydronicTopologyInput } from './topology.js';

const supply = (id: string, from: string, to: string) => ({
  id,
  side: 'supply' as const,
  from,
  to,
});
const ret = (id: string, from: string, to: string) => ({ id, side: 'return' as const, from, to });

/** Three terminals on a header, direct or reverse return. */
function header(reverse: boolean): HydronicTopologyInput {
  return {
    plant: { supplyNode: 'PS', returnNode: 'PR' },
    sections: [
      supply('S1', 'PS', 'a'),
      supply('S2', 'a', 'b'),
      supply('S3', 'b', 'c'),
      ...(reverse
        ? [ret('R1', 'x', 'y'), ret('R2', 'y', 'z'), ret('R3', 'z', 'PR')]
        : [ret('R3', 'z', 'y'), ret('R2', 'y', 'x'), ret('R1', 'x', 'PR')]),
    ],
    terminals: [
      { id: 'T1', supplyNode: 'a', returnNode: 'x' },
      { id: 'T2', supplyNode: 'b', returnNode: 'y' },
      { id: 'T3', supplyNode: 'c', returnNode: 'z' },
    ],
  };
}

describe('analyseHydronicTopology', () => {
  it('gives a direct return: the first terminal has the shortest path out and back', () => {
    const { issues, topology } = analyseHydronicTopology(header(false));
    expect(issues).toEqual([]);
    expect(topology!.supplyPaths).toEqual([[0], [0, 1], [0, 1, 2]]);
    expect(topology!.returnPaths).toEqual([[5], [4, 5], [3, 4, 5]]);
  });

  it('gives a reverse return: every terminal’s path has the same number of sections', () => {
    const { topology } = analyseHydronicTopology(header(true));
    const lengths = topology!.supplyPaths.map(
      (p, i) => p.length + topology!.returnPaths[i]!.length,
    );
    expect(new Set(lengths).size).toBe(1);
  });

  it('finds a loop on the supply side that never reaches the plant', () => {
    const input = header(false);
    const looped: HydronicTopologyInput = {
      ...input,
      sections: [...input.sections, supply('L1', 'm', 'n'), supply('L2', 'n', 'm')],
      terminals: [...input.terminals, { id: 'T4', supplyNode: 'n', returnNode: 'x' }],
    };
    expect(hydronicTopologyIssues(looped).map((issue) => issue.path)).toContainEqual([
      'terminals',
      3,
      'supplyNode',
    ]);
  });

  it('refuses a plant whose two nodes are one', () => {
    expect(
      hydronicTopologyIssues({
        plant: { supplyNode: 'S', returnNode: 'S' },
        sections: [],
        terminals: [],
      })[0]?.path,
    ).toEqual(['plant', 'returnNode']);
  });
});
