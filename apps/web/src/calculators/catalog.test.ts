import { describe, expect, it } from 'vitest';
import { CALCULATORS, calculatorsByGroup } from './catalog';

describe('the calculator catalog', () => {
  it('has unique ids and routes', () => {
    expect(new Set(CALCULATORS.map((c) => c.id)).size).toBe(CALCULATORS.length);
    expect(new Set(CALCULATORS.map((c) => c.route)).size).toBe(CALCULATORS.length);
  });

  it('lists the public heat-load calculator', () => {
    expect(CALCULATORS).toContainEqual(
      expect.objectContaining({ id: 'heat-load', route: '/heat-load', public: true }),
    );
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
