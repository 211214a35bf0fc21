import { VALIDATION_CALCULATORS, validationTables } from '@org/hvac-core/validation';
import type { CalculatorValidation, ValidationTable } from '@org/hvac-core/validation';
import { describe, expect, it } from 'vitest';
import { currentValidationPage, referenceTitle } from '../data/validation';
import { buildValidationPage, referenceHref } from './validation-page';

const BUILT_AT = new Date('2026-11-25T12:00:00Z');

/** The registry with one case's published value replaced, as an editor changing a test table would. */
function withExpected(tableId: string, caseId: string, expected: number) {
  return VALIDATION_CALCULATORS.map((entry): CalculatorValidation => ({
    ...entry,
    tables: entry.tables.map((table): ValidationTable =>
      table.id !== tableId
        ? table
        : {
            ...table,
            cases: table.cases.map((testCase) =>
              testCase.id === caseId ? { ...testCase, expected } : testCase,
            ),
          },
    ),
  }));
}

function page(calculators: readonly CalculatorValidation[] = VALIDATION_CALCULATORS) {
  return buildValidationPage({
    calculators,
    engineVersion: '9.9.9',
    builtAt: BUILT_AT,
    referenceTitle,
  });
}

function row(model: ReturnType<typeof page>, anchor: string) {
  const found = model.calculators
    .flatMap((calculator) => calculator.tables.flatMap((table) => table.rows))
    .find((candidate) => candidate.anchor === anchor);
  if (!found) throw new Error(`no row ${anchor}`);
  return found;
}

describe('the validation page', () => {
  it('shows every case table of the registry, with every one of its cases, under its calculator', () => {
    const model = page();
    const shown = model.calculators.flatMap((calculator) =>
      calculator.tables.map((table) => table.anchor),
    );
    expect(shown).toEqual(validationTables().map((table) => `table-${table.id}`));
    for (const table of validationTables()) {
      const section = model.calculators
        .flatMap((calculator) => calculator.tables)
        .find((candidate) => candidate.anchor === `table-${table.id}`);
      expect(section?.rows.map((caseRow) => caseRow.anchor)).toEqual(
        table.cases.map((testCase) => `case-${table.id}-${testCase.id}`),
      );
    }
    expect(model.cases).toBe(
      validationTables().reduce((sum, table) => sum + table.cases.length, 0),
    );
    expect(model.calculators.map((calculator) => calculator.title)).toEqual(
      VALIDATION_CALCULATORS.map((entry) => entry.title),
    );
  });

  it('computes the engine’s value at build time and passes today’s published cases', () => {
    const model = currentValidationPage(BUILT_AT);
    expect(model.failures).toEqual([]);
    expect(model.passed).toBe(model.cases);
    // ASHRAE F 2017 ch. 1 table 3: 3169.7 Pa at 25 °C; the engine's Hyland–Wexler value is 3169.9 Pa.
    const at25 = row(model, 'case-psychrometrics-saturation-pressure-25-c');
    expect(at25.published).toBe('3,169.7 Pa');
    expect(at25.engine).toMatch(/^3,169\.\d+ Pa$/);
    expect(at25.verdict).toBe('pass');
    expect(at25.tolerance).toBe('± 0.03 %');
    expect(at25.source).toBe(
      'ASHRAE Handbook—Fundamentals, 2017 (SI), ch. 1, table 3 (thermodynamic properties of water at saturation)',
    );
  });

  it('changes when a published value in a test table changes, and shows the case failing', () => {
    const before = page();
    const after = page(withExpected('psychrometrics-saturation-pressure', '25-c', 3300));
    const anchor = 'case-psychrometrics-saturation-pressure-25-c';
    expect(row(before, anchor).published).toBe('3,169.7 Pa');
    expect(row(after, anchor).published).toBe('3,300 Pa');
    // The engine's value is the same; it is printed to two digits beyond the published value's.
    expect(row(before, anchor).engine).toBe('3,169.216 Pa');
    expect(row(after, anchor).engine).toBe('3,169 Pa');
    expect(row(after, anchor).verdict).toBe('fail');
    expect(row(after, anchor).deviation).toBe('4 %');
    expect(after.passed).toBe(before.passed - 1);
    expect(after.failures.map((failure) => failure.row.anchor)).toEqual([anchor]);
    expect(after.calculators.find((c) => c.title === 'Psychrometrics')?.passed).toBe(
      (before.calculators.find((c) => c.title === 'Psychrometrics')?.passed ?? 0) - 1,
    );
  });

  it('shows an engine that throws as an error with its message, not as a pass', () => {
    const calculators = VALIDATION_CALCULATORS.map((entry, index) =>
      index !== 0
        ? entry
        : {
            ...entry,
            tables: entry.tables.map((table, tableIndex) =>
              tableIndex !== 0
                ? table
                : {
                    ...table,
                    cases: table.cases.map((testCase, caseIndex) =>
                      caseIndex !== 0
                        ? testCase
                        : {
                            ...testCase,
                            compute: () => {
                              throw new RangeError('Airflow must be at least 0.');
                            },
                          },
                    ),
                  },
            ),
          },
    );
    const model = page(calculators);
    expect(model.failures).toHaveLength(1);
    expect(model.failures[0]?.row).toMatchObject({
      verdict: 'error',
      engine: 'Error: Airflow must be at least 0.',
    });
  });

  it('links every table to its reference entry by the app’s paths', () => {
    expect(referenceHref({ kind: 'formula', id: 'colebrook' })).toBe(
      '/reference/formulas#formula-colebrook',
    );
    expect(referenceHref({ kind: 'table', id: 'crane-friction-factors' })).toBe(
      '/reference/crane-friction-factors',
    );
    for (const table of page().calculators.flatMap((calculator) => calculator.tables))
      expect(table.reference.title.length, table.anchor).toBeGreaterThan(0);
  });

  it('refuses a table whose reference entry the library does not have', () => {
    const calculators = withExpected('duct-equivalent-diameter', '12-x-12-in', 13.1).map(
      (entry) => ({
        ...entry,
        tables: entry.tables.map((table) =>
          table.id === 'duct-equivalent-diameter'
            ? { ...table, reference: { kind: 'formula', id: 'no-such-formula' } as const }
            : table,
        ),
      }),
    );
    expect(() => page(calculators)).toThrow(
      /duct-equivalent-diameter links to formula no-such-formula/,
    );
  });

  it('says a source or a tolerance note shared by every case of a table once, above it', () => {
    const model = page();
    const tables = model.calculators.flatMap((calculator) => calculator.tables);
    const crane = tables.find((table) => table.anchor === 'table-pipe-crane-friction-factors');
    expect(crane?.commonSource).toMatch(/^Crane Co\., Flow of Fluids/);
    expect(crane?.commonToleranceNote).toBe('A printed table value, used as printed.');
    // The Moody readings each name their curve; the Handbook's table 3 gives −60 °C its own note.
    const moody = tables.find((table) => table.anchor === 'table-fluid-flow-colebrook-moody');
    expect(moody?.commonSource).toBeUndefined();
    const pressure = tables.find(
      (table) => table.anchor === 'table-psychrometrics-saturation-pressure',
    );
    expect(pressure?.commonToleranceNote).toBeUndefined();
  });

  it('states the engine version and the build date it is given', () => {
    const model = page();
    expect(model.engineVersion).toBe('9.9.9');
    expect(model.builtAt).toBe(BUILT_AT);
  });
});
