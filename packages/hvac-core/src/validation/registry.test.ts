import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { referenceFormulas, referenceTables } from '../reference/registry.js';
import type { CalculatorDomain } from '../reference/types.js';
import { checkCase } from './check.js';
import { VALIDATION_CALCULATORS, validationTables } from './registry.js';
import type { ValidationTable } from './types.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every file under src/, as a path relative to it with forward slashes. */
const FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).map((file) =>
  file.split(sep).join('/'),
);

/** The case modules beside the engine code: `psychrometrics/validation-cases.ts`, ... */
const CASE_MODULES = FILES.filter((file) => file.endsWith('/validation-cases.ts'));

/** The engine's tests, their text by file, outside this folder (which checks the tables themselves). */
const TEST_SOURCES = FILES.filter(
  (file) => file.endsWith('.test.ts') && !file.startsWith('validation/'),
).map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

function isValidationTable(value: unknown): value is ValidationTable {
  return (
    typeof value === 'object' &&
    value !== null &&
    'cases' in value &&
    'reference' in value &&
    Array.isArray((value as ValidationTable).cases)
  );
}

function isClaims(name: string, value: unknown): value is Readonly<Record<string, string>> {
  return (
    name.endsWith('_PROPERTIES') &&
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((claim) => typeof claim === 'string')
  );
}

/** Every export of every case module, by module. */
async function caseModuleExports() {
  return Promise.all(
    CASE_MODULES.map(async (file) => ({
      file,
      exports: Object.entries((await import(join(SRC, file))) as Record<string, unknown>),
    })),
  );
}

/** The tests that import a name from the case module beside them. */
function testsImporting(moduleFile: string, name: string) {
  const folder = moduleFile.slice(0, moduleFile.lastIndexOf('/') + 1);
  return TEST_SOURCES.filter(
    ({ file, text }) =>
      file.startsWith(folder) &&
      relative(folder, file).indexOf('/') === -1 &&
      new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from './validation-cases\\.js'`).test(text),
  );
}

describe('the validation registry', () => {
  it('lists every calculator of the reference library, each with at least one table of cases', () => {
    const calculators: readonly CalculatorDomain[] = [
      'heat-load',
      'building-load',
      'duct',
      'duct-system',
      'pipe',
      'hydronic-system',
      'ventilation',
      'pump',
      'fan',
      'refrigerant',
      'acoustics',
      'energy',
      'psychrometrics',
    ];
    expect(VALIDATION_CALCULATORS.map((entry) => entry.calculator).sort()).toEqual(
      [...calculators].sort(),
    );
    for (const entry of VALIDATION_CALCULATORS) {
      expect(entry.tables.length, entry.calculator).toBeGreaterThan(0);
      expect(entry.method.steps.length, entry.calculator).toBeGreaterThan(0);
      for (const table of entry.tables) expect(table.cases.length, table.id).toBeGreaterThan(0);
    }
  });

  it('gives every table a unique id and every case an id unique in its table', () => {
    const ids = validationTables().map((table) => table.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const table of validationTables()) {
      const caseIds = table.cases.map((testCase) => testCase.id);
      expect(new Set(caseIds).size, table.id).toBe(caseIds.length);
      for (const id of [table.id, ...caseIds]) expect(id, table.id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('links every table to an entry of the reference library', () => {
    const formulas = new Set(referenceFormulas().map((formula) => formula.id));
    const tables = new Set(referenceTables().map((table) => table.id));
    for (const { id, reference } of validationTables()) {
      const known = reference.kind === 'formula' ? formulas : tables;
      expect(known.has(reference.id), `${id} → ${reference.kind} ${reference.id}`).toBe(true);
    }
  });

  it('names, for every table, an engine file that exports the function it calls', () => {
    for (const { id, implementation } of validationTables()) {
      const [file = '', names = ''] = implementation.split('#');
      const text = readFileSync(join(SRC, file), 'utf8');
      for (const name of names.split(', '))
        expect(text, `${id}: ${implementation}`).toMatch(
          new RegExp(`export (function|const) ${name}\\b`),
        );
    }
  });

  it('states every tolerance as a finite, non-negative number and every case with a source', () => {
    for (const table of validationTables()) {
      for (const testCase of table.cases) {
        expect(Number.isFinite(testCase.tolerance.value), testCase.id).toBe(true);
        expect(testCase.tolerance.value, testCase.id).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(testCase.expected), testCase.id).toBe(true);
        expect(testCase.source.book.length, testCase.id).toBeGreaterThan(0);
        expect(testCase.source.location.length, testCase.id).toBeGreaterThan(0);
        expect(testCase.inputs.length, testCase.id).toBeGreaterThan(0);
      }
    }
  });
});

describe('one source for the tests and the page', () => {
  it('finds the case modules beside the engine code', () => {
    expect(CASE_MODULES.length).toBeGreaterThanOrEqual(VALIDATION_CALCULATORS.length - 1);
  });

  it('lists every table a case module exports, and lists nothing else', async () => {
    const exported = (await caseModuleExports()).flatMap(({ exports }) =>
      exports.filter(([, value]) => isValidationTable(value)).map(([, value]) => value),
    );
    const listed = VALIDATION_CALCULATORS.flatMap((entry) => entry.tables);
    expect(new Set(listed)).toEqual(new Set(exported));
  });

  it('lists every property claim a case module exports', async () => {
    const exported = (await caseModuleExports()).flatMap(({ exports }) =>
      exports.flatMap(([name, value]) => (isClaims(name, value) ? Object.values(value) : [])),
    );
    const listed = VALIDATION_CALCULATORS.flatMap((entry) => entry.properties);
    expect([...listed].sort()).toEqual([...exported].sort());
  });

  it('runs every exported table in a test of its folder (test.each over its cases)', async () => {
    for (const { file, exports } of await caseModuleExports()) {
      for (const [name, value] of exports) {
        if (!isValidationTable(value)) continue;
        const tests = testsImporting(file, name).filter(({ text }) =>
          new RegExp(`\\.each\\(${name}\\.cases\\)`).test(text),
        );
        expect(tests.length, `${file}: ${name} is run by no test`).toBeGreaterThan(0);
      }
    }
  });

  it('names a test after every property claim (it(CLAIMS.key, ...))', async () => {
    for (const { file, exports } of await caseModuleExports()) {
      for (const [name, value] of exports) {
        if (!isClaims(name, value)) continue;
        for (const key of Object.keys(value)) {
          const tests = testsImporting(file, name).filter(({ text }) =>
            new RegExp(`\\b${name}\\.${key}\\b`).test(text),
          );
          expect(tests.length, `${file}: ${name}.${key} names no test`).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('checkCase', () => {
  const table = validationTables()[0]!;
  const base = table.cases[0]!;

  it('passes a case whose engine value is within its tolerance', () => {
    expect(checkCase(base).status).toBe('pass');
  });

  it('fails a case whose published value is moved outside the tolerance', () => {
    const moved = { ...base, expected: base.expected * 1.5 + 1 };
    const check = checkCase(moved);
    expect(check.status).toBe('fail');
    expect(check.status !== 'error' && check.engine).toBe(base.compute());
  });

  it('measures the deviation the way the tolerance is stated', () => {
    const absolute = { ...base, expected: 10, compute: () => 10.4 };
    const relative = { ...absolute, tolerance: { kind: 'relative', value: 0.05 } } as const;
    const absoluteCheck = checkCase({ ...absolute, tolerance: { kind: 'absolute', value: 0.5 } });
    expect(absoluteCheck.status === 'pass' && absoluteCheck.deviation).toBeCloseTo(0.4, 12);
    const relativeCheck = checkCase(relative);
    expect(relativeCheck.status === 'pass' && relativeCheck.deviation).toBeCloseTo(0.04, 12);
  });

  it('reports an engine that throws as an error with its message, and NaN as a failure', () => {
    const throwing = {
      ...base,
      compute: () => {
        throw new RangeError('temperature out of range');
      },
    };
    expect(checkCase(throwing)).toEqual({ status: 'error', message: 'temperature out of range' });
    expect(checkCase({ ...base, compute: () => Number.NaN }).status).toBe('fail');
  });
});
