import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonFiniteNumbers } from '../_testing/fuzz.js';
import { calculateHydronicSystemInput } from './calculate-hydronic-system.js';
import { defaultHydronicSystemInput } from './default-input.js';
import { hydronicFieldName, HydronicSystemInputSchema } from './schema.js';
import type { HydronicSystemInputDraft } from './schema.js';

const base = (): HydronicSystemInputDraft =>
  structuredClone(defaultHydronicSystemInput('Metric')) as HydronicSystemInputDraft;

function issuesOf(draft: unknown): { path: string; message: string }[] {
  const parsed = HydronicSystemInputSchema.safeParse(draft);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('HydronicSystemInputSchema', () => {
  it('accepts the default input in both unit systems', () => {
    expect(issuesOf(defaultHydronicSystemInput('Imperial'))).toEqual([]);
    expect(issuesOf(defaultHydronicSystemInput('Metric'))).toEqual([]);
  });

  it('names a list item as a person counts it', () => {
    expect(hydronicFieldName(['terminals', 2, 'components', 0, 'pressureDrop'])).toBe(
      'Terminal 3, component 1, pressure drop',
    );
  });

  it('asks for a load or a flow, one of the two', () => {
    const draft = base();
    draft.terminals[0] = { ...draft.terminals[0]!, load: undefined, flowRate: undefined };
    expect(issuesOf(draft)).toContainEqual({
      path: 'terminals.0.load',
      message: "Terminal 1 ('FC-1'): give its load or its flow rate, one of the two.",
    });
  });

  it('gives ranges in the input’s units', () => {
    expect(issuesOf({ ...base(), designDeltaT: 80 })).toContainEqual({
      path: 'designDeltaT',
      message: 'Design temperature difference must be between 0.3 and 55 K, got 80.',
    });
  });

  it('refuses a supply node fed by two sections (the supply side must be a tree)', () => {
    const draft = base();
    draft.sections!.push({ ...draft.sections![0]!, id: 'S9', from: 'S-2', to: 'S-3' });
    expect(issuesOf(draft).map((i) => i.message)).toContainEqual(
      "Supply node 'S-3' is fed by sections 'S3' and 'S9'; each supply node takes one feed (the supply side is a tree).",
    );
  });

  it('refuses a terminal whose return node does not reach the plant', () => {
    const draft = base();
    draft.terminals[1] = { ...draft.terminals[1]!, returnNode: 'R-9' };
    expect(issuesOf(draft)).toContainEqual({
      path: 'terminals.1.returnNode',
      message:
        "Terminal 'FC-2': return node 'R-9' is not joined to the plant's return node ('P-R') by return sections.",
    });
  });

  it('refuses a section that carries no terminal’s water', () => {
    const draft = base();
    draft.sections!.push({ ...draft.sections![0]!, id: 'S9', from: 'S-4', to: 'S-5' });
    expect(issuesOf(draft).map((i) => i.path)).toContain('sections.8.id');
  });

  it('refuses a size the material does not come in, listing the sizes', () => {
    const draft = base();
    draft.sections![0] = { ...draft.sections![0]!, nominalSize: '2-3/4' };
    expect(issuesOf(draft)[0]!.message).toMatch(
      /^Section 1, nominal size '2-3\/4' is not a standard size of Steel, Schedule 40; choose one of .*, 2-1\/2, /,
    );
  });

  it('needs a component’s rated drop or its flow coefficient, one of the two', () => {
    const draft = base();
    draft.terminals[0]!.components = [{ name: 'Coil' }];
    expect(issuesOf(draft)[0]).toEqual({
      path: 'terminals.0.components.0.pressureDrop',
      message:
        'Terminal 1, component 1: give its pressure drop at a rated flow or its flow coefficient (Kv (m³/h at 1 bar)), one of the two.',
    });
  });

  it('needs order + 1 pump-curve points, and a control valve on a closed terminal', () => {
    const draft = base();
    draft.pump = {
      ...draft.pump,
      fitOrder: 3,
      curve: { points: draft.pump!.curve!.points!.slice(0, 3) },
    };
    draft.partLoad = { closedTerminals: ['FC-9'] };
    const messages = issuesOf(draft).map((i) => i.message);
    expect(messages).toContain('A fit of order 3 needs at least 4 pump-curve points.');
    expect(messages).toContain("Closed terminal 'FC-9' is not a terminal of the network.");
  });

  it('never throws on anything, and answers with messages', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = HydronicSystemInputSchema.safeParse(value);
        if (!parsed.success)
          for (const issue of parsed.error.issues) expect(issue.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('gives every input it accepts finite results (a number changed anywhere)', () => {
    const numbers: string[][] = [];
    const walk = (value: unknown, path: string[]): void => {
      if (typeof value === 'number') numbers.push(path);
      else if (value !== null && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    };
    walk(base(), []);
    fc.assert(
      fc.property(
        fc.constantFrom(...numbers),
        fc.oneof(fc.double({ noNaN: false }), fc.constantFrom(0, -1, 1e-300, 1e300, 0.001, 1e6)),
        (path, value) => {
          const draft = base() as unknown as Record<string, unknown>;
          let target = draft;
          for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
          target[path.at(-1)!] = value;
          const parsed = HydronicSystemInputSchema.safeParse(draft);
          if (!parsed.success) return;
          expect(nonFiniteNumbers(calculateHydronicSystemInput(parsed.data))).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
