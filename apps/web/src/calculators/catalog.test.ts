import { COLLECTIONS } from '@org/data';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_LOADERS } from '../workspace/registry';
import { CALCULATORS, calculatorLink, calculatorsByGroup } from './catalog';

describe('the calculator catalog', () => {
  it('has unique ids and destinations', () => {
    expect(new Set(CALCULATORS.map((c) => c.id)).size).toBe(CALCULATORS.length);
    const destinations = CALCULATORS.map((c) => JSON.stringify(calculatorLink(c, true)));
    expect(new Set(destinations).size).toBe(CALCULATORS.length);
  });

  it('lists the public heat-load calculator for visitors and its workspace for users', () => {
    const heatLoad = CALCULATORS.find((c) => c.id === 'heat-load');
    expect(heatLoad).toMatchObject({ route: '/heat-load', public: true });
    expect(calculatorLink(heatLoad!, false)).toEqual({ kind: 'page', to: '/heat-load' });
    expect(calculatorLink(heatLoad!, true)).toEqual({ kind: 'workspace', segment: 'heat-load' });
  });

  it('lists every calculator on the workspace, at a segment of COLLECTIONS', () => {
    const segments = new Set<string>(COLLECTIONS.map((c) => c.route));
    const listed = CALCULATORS.flatMap((c) => (c.workspaceSegment ? [c.workspaceSegment] : []));
    for (const segment of listed) expect(segments).toContain(segment);
    expect(new Set(listed)).toEqual(new Set(Object.keys(CALCULATOR_LOADERS)));
  });

  it('groups calculators in order of first appearance', () => {
    const groups = calculatorsByGroup([
      { id: 'a', title: 'A', description: '', group: 'Loads', route: '/heat-load', public: true },
      { id: 'b', title: 'B', description: '', group: 'Piping', route: '/heat-load', public: false },
      { id: 'c', title: 'C', description: '', group: 'Loads', route: '/heat-load', public: false },
    ]);
    expect(groups.map(([group, items]) => [group, items.map((item) => item.id)])).toEqual([
      ['Loads', ['a', 'c']],
      ['Piping', ['b']],
    ]);
  });
});
