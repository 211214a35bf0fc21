import { describe, expect, it } from 'vitest';
import { buildNetwork, pathToFan } from './network.js';
import { DuctSystemInputSchema } from './schema.js';
import type { DuctSystemInputDraft } from './schema.js';

const terminal = (airflow: number) => ({ airflow, pressureDrop: 20 });

const draft: DuctSystemInputDraft = {
  unitSystem: 'Metric',
  frictionRate: 1,
  sections: [
    { id: 'B', parentId: 'A', length: 5, fittings: [] },
    { id: 'A', length: 10 },
    { id: 'C', parentId: 'A', length: 4, terminal: terminal(100) },
    { id: 'D', parentId: 'B', length: 3, terminal: terminal(150) },
    { id: 'E', parentId: 'B', length: 3, terminal: terminal(250) },
    { id: 'R', system: 'return', length: 8 },
    { id: 'G', parentId: 'R', system: 'return', length: 2, terminal: terminal(400) },
  ],
};

describe('buildNetwork', () => {
  const network = buildNetwork(DuctSystemInputSchema.parse(draft));
  const byId = (id: string) => network.sections.find((section) => section.id === id);

  it('sums the terminals’ airflows up the tree (continuity at every junction), SI', () => {
    expect(byId('A')?.designFlowM3S).toBeCloseTo(0.5, 12);
    expect(byId('B')?.designFlowM3S).toBeCloseTo(0.4, 12);
    expect(byId('R')?.designFlowM3S).toBeCloseTo(0.4, 12);
    for (const section of network.sections) {
      if (section.children.length === 0) continue;
      const sum = section.children.reduce(
        (s, c) => s + (network.sections[c]?.designFlowM3S ?? 0),
        0,
      );
      expect(sum).toBeCloseTo(section.designFlowM3S, 12);
    }
  });

  it('orders every parent before its children and finds the roots of each side', () => {
    const position = new Map(network.order.map((index, k) => [index, k]));
    for (const section of network.sections)
      if (section.parent >= 0)
        expect(position.get(section.parent)).toBeLessThan(position.get(section.index) ?? -1);
    expect(network.systems).toEqual(['supply', 'return']);
    expect(network.roots.supply?.map((i) => network.sections[i]?.id)).toEqual(['A']);
    expect(network.designFlowM3S.return).toBeCloseTo(0.4, 12);
  });

  it('gives each leaf its path from the fan and a default application by position', () => {
    const e = byId('E');
    expect(pathToFan(network, e?.index ?? -1).map((i) => network.sections[i]?.id)).toEqual([
      'A',
      'B',
      'E',
    ]);
    expect(byId('A')?.application).toBe('main');
    expect(byId('B')?.application).toBe('branch');
    expect(e?.application).toBe('runout');
    expect(byId('R')?.application).toBe('return');
  });
});

describe('DuctSystemInputSchema', () => {
  it('refuses a leaf without a terminal, a loop, a missing parent and a mixed side', () => {
    const bad = DuctSystemInputSchema.safeParse({
      unitSystem: 'Metric',
      frictionRate: 1,
      sections: [
        { id: 'A', length: 1 },
        { id: 'B', parentId: 'C', length: 1, terminal: terminal(10) },
        { id: 'C', parentId: 'B', length: 1 },
        { id: 'D', parentId: 'Z', length: 1, terminal: terminal(10) },
        { id: 'E', parentId: 'A', system: 'return', length: 1, terminal: terminal(10) },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => issue.message).join('\n') ?? '';
    expect(messages).toMatch(/loop/);
    expect(messages).toMatch(/does not exist/);
    expect(messages).toMatch(/return side but its parent is on the supply side/);
  });
  it('needs every size in an analysis, and the fan', () => {
    const bad = DuctSystemInputSchema.safeParse({
      unitSystem: 'Metric',
      mode: 'analysis',
      sections: [{ id: 'A', length: 1, terminal: terminal(10) }],
    });
    const messages = bad.error?.issues.map((issue) => issue.message).join('\n') ?? '';
    expect(messages).toMatch(/Diameter is required/);
    expect(messages).toMatch(/needs the fan/);
  });
});
