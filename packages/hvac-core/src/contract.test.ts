/**
 * The engine's contract under any input (issue 16), as property tests over every public entry point.
 *
 * The suite finds its subjects itself, so a new calculator is covered without editing it. It walks the
 * exports of every domain entry module (`src/<domain>/index.ts`) and pairs them by name:
 * - every exported zod schema (`…Schema`) is fuzzed: `safeParse` never throws, and each issue it
 *   reports has a path and the engine's own message;
 * - `XInputSchema` (or `XSchema`) pairs with the calculator `calculateX`; its arbitraries start from
 *   `defaultXInput(unitSystem)` (or a seed below when a domain has no default) and are mutated;
 *   whatever the schema accepts, `calculateX(parsed.data)` returns finite numbers only, without throwing;
 * - `convertXInput(draft, unitSystem)` (or `convertXDraft`) never throws, on any draft and any target
 *   unit system, and gives no non-finite number from finite input.
 * A `calculateX` without a schema or seed fails the "every calculator is covered" test.
 *
 * Runs are seeded (FC_SEED overrides) and bounded; a failure prints the seed and the counterexample.
 */
import { existsSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';

type Module = Record<string, unknown>;
type AnySchema = z.ZodType;

const here = new URL('.', import.meta.url);
const domainNames = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`./${entry.name}/index.ts`, here)))
  .map((entry) => entry.name);
const modules: Record<string, Module> = Object.fromEntries(
  await Promise.all(
    domainNames.map(
      async (name) =>
        [
          name,
          (await import(/* @vite-ignore */ new URL(`./${name}/index.ts`, here).href)) as Module,
        ] as const,
    ),
  ),
);

const SEED = Number(process.env['FC_SEED'] ?? 20261122);
const RUNS = Number(process.env['FC_RUNS'] ?? 200);
/** Per property: generous, for a busy machine; a calculation that hangs still fails here. */
const PROPERTY_TIMEOUT_MS = 30_000;

/** Seeds for calculators whose domain has no `defaultXInput` (a bill of quantities has no default). */
const SEEDS: Readonly<Record<string, readonly unknown[]>> = {
  Boq: [
    {
      currency: '$',
      items: [
        { id: '1', description: 'Split AC unit 2 ton', quantity: 2, unit: 'no.', rate: 1850 },
        { id: '2', description: 'Galvanized duct', quantity: 45.5, unit: 'm²', rate: 38.4 },
      ],
    },
  ],
};

/** zod's own wording, which the engine replaces with messages naming the field. */
const GENERIC_MESSAGE =
  /^(Invalid input|Invalid option|Invalid type|Too (big|small)|Unrecognized key|Invalid (string|number|element|key|value|union|discriminator)|Required$|Expected )/;

function isSchema(value: unknown): value is AnySchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { safeParse?: unknown }).safeParse === 'function'
  );
}

interface Subject {
  readonly name: string;
  readonly schema: AnySchema;
  /** The calculator of parsed input (`calculateXInput`, the app's path), else `calculateX`. */
  readonly calculate?: (input: unknown) => unknown;
  /** `calculateX(draft)`, when a `calculateXInput` is the subject's calculator. */
  readonly calculateDraft?: (input: unknown) => unknown;
  readonly convert?: (draft: unknown, unitSystem: unknown) => unknown;
  readonly seeds: readonly unknown[];
}

const exported: Module = {};
for (const module of Object.values(modules)) Object.assign(exported, module);

const schemaNames = Object.keys(exported)
  .filter((name) => name.endsWith('Schema') && isSchema(exported[name]))
  .sort();

function stem(schemaName: string): string {
  return schemaName.replace(/(Input)?Schema$/, '');
}

function fn(name: string): ((...args: unknown[]) => unknown) | undefined {
  const value = exported[name];
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown) : undefined;
}

const subjects: Subject[] = schemaNames.map((name) => {
  const x = stem(name);
  const calculateDraft = fn(`calculate${x}`);
  const calculate = fn(`calculate${x}Input`) ?? calculateDraft;
  const convert = fn(`convert${x}Input`) ?? fn(`convert${x}Draft`);
  const makeDefault = fn(`default${x}Input`);
  const seeds = makeDefault ? [makeDefault('Imperial'), makeDefault('Metric')] : (SEEDS[x] ?? []);
  return {
    name,
    schema: exported[name] as AnySchema,
    ...(calculate ? { calculate } : {}),
    ...(calculateDraft && calculateDraft !== calculate ? { calculateDraft } : {}),
    ...(convert ? { convert } : {}),
    seeds: seeds.map((s) => JSON.parse(JSON.stringify(s)) as unknown),
  };
});

// ---------------------------------------------------------------------------------------------
// Arbitraries

const EDGE_VALUES: readonly unknown[] = [
  0,
  -0,
  1e-12,
  -1e-12,
  5e-324,
  -5e-324,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  '0',
  '-1e-12',
  '1e308',
  '1e309',
  '0x10',
  ' 12 ',
  '',
  'abc',
  'NaN',
  'Infinity',
  null,
  undefined,
  true,
  [],
  [null],
  {},
  'Imperial',
  'Metric',
  'Martian',
  '__proto__',
  'constructor',
];

const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_VALUES) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -1e6, max: 1e6 }) },
  { weight: 1, arbitrary: fc.double({ min: -1e4, max: 1e4, noNaN: true }).map(String) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(null, 0, 'x', {}), { maxLength: 4 }) },
);

type Path = readonly (string | number)[];

/** Every path inside a JSON-like value (the root excluded), objects and arrays included. */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([...prefix, index]);
      pathsOf(item, [...prefix, index], out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      out.push([...prefix, key]);
      pathsOf((value as Record<string, unknown>)[key], [...prefix, key], out);
    }
  }
  return out;
}

function parentAndKey(
  root: unknown,
  path: Path,
): [Record<string | number, unknown>, string | number] | null {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (typeof node !== 'object' || node === null) return null;
    node = (node as Record<string | number, unknown>)[key];
  }
  if (typeof node !== 'object' || node === null) return null;
  const last = path.at(-1);
  return last === undefined ? null : [node as Record<string | number, unknown>, last];
}

type Mutation =
  | { readonly kind: 'set'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'scale'; readonly at: number; readonly factor: number }
  | { readonly kind: 'delete'; readonly at: number }
  | { readonly kind: 'proto'; readonly at: number; readonly value: unknown }
  | { readonly kind: 'grow'; readonly at: number; readonly length: number }
  | { readonly kind: 'nullRow'; readonly at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: edgeValue }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('scale' as const),
      at: fc.nat(),
      factor: fc.oneof(
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.constantFrom(10, 100, 1e6, -1, 1 + 1e-9, 1 - 1e-9),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('proto' as const), at: fc.nat(), value: edgeValue }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('grow' as const),
      at: fc.nat(),
      length: fc.integer({ min: 0, max: 300 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('nullRow' as const), at: fc.nat() }) },
);

/** A fresh copy of an edge value: the constants' arrays and objects are shared between runs. */
function fresh(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? clone(value) : value;
}

function applyMutation(root: unknown, m: Mutation): unknown {
  const paths = pathsOf(root);
  if (paths.length === 0) return root;
  const path = paths[m.at % paths.length] ?? [];
  const target = parentAndKey(root, path);
  if (target === null) return root;
  const [parent, key] = target;
  const current = parent[key];
  switch (m.kind) {
    case 'set':
      parent[key] = fresh(m.value);
      break;
    case 'scale':
      if (typeof current === 'number') parent[key] = current * m.factor;
      else if (
        typeof current === 'string' &&
        current.trim() !== '' &&
        Number.isFinite(Number(current))
      )
        parent[key] = String(Number(current) * m.factor);
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else Reflect.deleteProperty(parent, key);
      break;
    case 'proto': {
      const host =
        typeof current === 'object' && current !== null && !Array.isArray(current)
          ? current
          : parent;
      if (!Array.isArray(host))
        Object.defineProperty(host, '__proto__', {
          value: fresh(m.value),
          enumerable: true,
          configurable: true,
          writable: true,
        });
      break;
    }
    case 'grow': {
      const list = Array.isArray(current) ? current : Array.isArray(parent) ? parent : null;
      if (list !== null && list.length > 0) {
        const row = JSON.stringify(list[0] ?? null);
        const copies = Array.from({ length: m.length }, () => JSON.parse(row) as unknown);
        list.splice(0, list.length, ...copies);
      }
      break;
    }
    case 'nullRow': {
      const list = Array.isArray(current) ? current : Array.isArray(parent) ? parent : null;
      if (list !== null) list.splice(list.length === 0 ? 0 : m.at % (list.length + 1), 0, null);
      else parent[key] = null;
      break;
    }
  }
  return root;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A seed mutated a few times, a whole-value edge case, or arbitrary JSON (and worse). */
function inputArbitrary(seeds: readonly unknown[]): fc.Arbitrary<unknown> {
  const junk = fc.oneof(
    fc.constantFrom(...EDGE_VALUES),
    fc.anything({
      maxDepth: 3,
      withNullPrototype: true,
      withBigInt: true,
      withDate: true,
      withMap: true,
    }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  if (seeds.length === 0) return junk;
  const mutated = fc
    .tuple(
      fc.constantFrom(...seeds.map((_, i) => i)),
      fc.array(mutation, { minLength: 0, maxLength: 4 }),
    )
    .map(([index, mutations]) => {
      let value = clone(seeds[index]);
      for (const m of mutations) value = applyMutation(value, m);
      return value;
    });
  return fc.oneof({ weight: 8, arbitrary: mutated }, { weight: 1, arbitrary: junk });
}

const unitSystemArbitrary = fc.constantFrom<unknown>(
  'Imperial',
  'Metric',
  'Martian',
  undefined,
  null,
  7,
);

// ---------------------------------------------------------------------------------------------
// Checks

/** The paths of every non-finite number in a result (NaN, ±Infinity), walking it deeply. */
function nonFinite(value: unknown, path = '', seen = new Set<unknown>()): string[] {
  if (typeof value === 'number')
    return Number.isFinite(value) ? [] : [`${path || '(root)'} = ${value}`];
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const out: string[] = [];
  for (const [key, item] of Object.entries(value))
    out.push(...nonFinite(item, `${path}.${key}`, seen));
  return out;
}

function expectFinite(value: unknown): void {
  const bad = nonFinite(value);
  if (bad.length > 0) throw new Error(`Non-finite numbers: ${bad.slice(0, 5).join(', ')}`);
}

function hasOnlyFiniteNumbers(value: unknown): boolean {
  return nonFinite(value).length === 0;
}

function assertProperty<T>(property: fc.IProperty<T>): void {
  fc.assert(property, {
    seed: SEED,
    numRuns: RUNS,
    interruptAfterTimeLimit: PROPERTY_TIMEOUT_MS - 5_000,
    markInterruptAsFailure: true,
    reporter(details) {
      if (details.failed) {
        throw new Error(
          `${fc.defaultReportMessage(details)}\nReplay with FC_SEED=${details.seed} (path ${details.counterexamplePath ?? '?'}).\nCause: ${String(details.errorInstance).slice(0, 1500)}`,
        );
      }
    },
  });
}

/**
 * Issues without a path or a message; for a saved file's schema (one with a calculator, converter or
 * default input) also issues in zod's generic wording. Parts of a file (a row, an enum) are reached
 * through their file's schema, which words their issues; used alone they only need a path.
 */
function describeSchemaIssues(result: z.ZodSafeParseResult<unknown>, isFile: boolean): string[] {
  if (result.success) return [];
  return result.error.issues
    .filter(
      (issue) =>
        !Array.isArray(issue.path) ||
        issue.message.trim() === '' ||
        (isFile && GENERIC_MESSAGE.test(issue.message)),
    )
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const PROTOTYPES = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
};
const PROTOTYPE_KEYS = Object.fromEntries(
  Object.entries(PROTOTYPES).map(([name, proto]) => [
    name,
    Reflect.ownKeys(proto).map(String).sort(),
  ]),
);

describe('the engine contract', () => {
  afterEach(() => {
    // No input, however odd (`__proto__` keys included), may pollute a built-in prototype.
    for (const [name, proto] of Object.entries(PROTOTYPES)) {
      expect(Reflect.ownKeys(proto).map(String).sort(), `${name}.prototype`).toEqual(
        PROTOTYPE_KEYS[name],
      );
    }
  });

  it('finds the domain entry modules and their schemas', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(10);
    expect(subjects.filter((s) => s.calculate).length).toBeGreaterThanOrEqual(10);
  });

  it('covers every exported calculator with a schema and seeds', () => {
    const calculators = Object.keys(exported).filter((name) => /^calculate[A-Z]/.test(name));
    const uncovered = calculators.filter((name) => {
      const subject = subjects.find(
        (s) => s.calculate === exported[name] || s.calculateDraft === exported[name],
      );
      return subject === undefined || subject.seeds.length === 0;
    });
    expect(uncovered).toEqual([]);
  });

  it('pairs every exported converter of a calculator input with its schema', () => {
    const converters = Object.keys(exported).filter((name) =>
      /^convert[A-Z]\w*(Input|Draft)$/.test(name),
    );
    const unpaired = converters.filter(
      (name) => !subjects.some((s) => s.convert === exported[name]),
    );
    expect(unpaired).toEqual([]);
  });

  describe.each(subjects.map((s) => [s.name, s] as const))(
    '%s',
    { timeout: PROPERTY_TIMEOUT_MS },
    (_name, subject) => {
      const isFile =
        subject.calculate !== undefined ||
        subject.convert !== undefined ||
        subject.seeds.length > 0;
      it("never throws in safeParse; every issue has a path and a message (the engine's own for a file)", () => {
        assertProperty(
          fc.property(inputArbitrary(subject.seeds), (input) => {
            const result = subject.schema.safeParse(input);
            const bad = describeSchemaIssues(result, isFile);
            if (bad.length > 0) throw new Error(`Generic or pathless issues: ${bad.join(' | ')}`);
          }),
        );
      });

      if (subject.calculate) {
        const calculate = subject.calculate;
        it('computes finite numbers for whatever the schema accepts', () => {
          assertProperty(
            fc.property(inputArbitrary(subject.seeds), (input) => {
              const parsed = subject.schema.safeParse(input);
              if (!parsed.success) return;
              const result = calculate(parsed.data);
              expectFinite(result);
            }),
          );
        });
      }

      if (subject.convert) {
        const convert = subject.convert;
        it('converts any draft to any unit system without throwing or overflowing', () => {
          assertProperty(
            fc.property(inputArbitrary(subject.seeds), unitSystemArbitrary, (draft, unitSystem) => {
              const finiteIn = hasOnlyFiniteNumbers(draft);
              const converted = convert(draft, unitSystem);
              if (finiteIn) expectFinite(converted);
            }),
          );
        });
      }
    },
  );

  it('accepts every default input and computes it', () => {
    for (const subject of subjects) {
      for (const seed of subject.seeds) {
        const parsed = subject.schema.safeParse(seed);
        expect(parsed.success, `${subject.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
          true,
        );
        if (parsed.success && subject.calculate)
          expect(nonFinite(subject.calculate(parsed.data))).toEqual([]);
      }
    }
  });
});
