import { describe, expect, it } from 'vitest';
import { generatedFields } from './exports-fields.ts';
import { extractExamples, toProgram } from './readme-examples.ts';
import { __expect } from './readme-expect.mjs';

const check = __expect as (actual: unknown, printed: string, line: number) => void;

describe('generatedFields', () => {
  it('maps each subpath to its built file, types first, the root to "."', () => {
    const fields = generatedFields({ index: 'src/index.ts', fan: 'src/fan/index.ts' });
    expect(fields.exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './fan': { types: './dist/fan/index.d.ts', default: './dist/fan/index.js' },
      './package.json': './package.json',
    });
    expect(Object.keys(fields.exports['.'] as object)[0]).toBe('types');
    expect(fields.typesVersions).toEqual({ '*': { fan: ['./dist/fan/index.d.ts'] } });
    expect([fields.main, fields.types]).toEqual(['./dist/index.js', './dist/index.d.ts']);
  });

  it('refuses a source outside src/', () => {
    expect(() => generatedFields({ index: 'lib/index.js' })).toThrow(
      /must be a \.ts file under src\//,
    );
  });
});

describe('README examples as programs', () => {
  const readme = [
    '## Duct',
    '',
    '```ts',
    "import { f } from '@org/hvac-core/duct';",
    '',
    'const a = f({',
    '  x: 1, // ft',
    '}); //=> 14 (in)',
    'f({ x: 2 })',
    '  .y; //=> { z: 1, ... }',
    '```',
  ].join('\n');

  it('finds each ts block with its heading and line', () => {
    const [example] = extractExamples(readme);
    expect(example).toMatchObject({ line: 3, heading: 'Duct' });
    expect(example?.lines).toHaveLength(7);
  });

  it('turns each //=> line into an assertion on the whole statement, naming the README line', () => {
    const [example] = extractExamples(readme);
    const program = toProgram(example!);
    expect(program.checks).toBe(2);
    expect(program.source).toContain(
      'const a = f({\n  x: 1, // ft\n});\n__expect(a, "14 (in)", 8);',
    );
    expect(program.source).toContain('__expect(f({ x: 2 })\n  .y, "{ z: 1, ... }", 10);');
  });
});

describe('__expect', () => {
  it.each([
    [640.4, '640 (Btu/h)'],
    [471.9474, '471.947… (L/s)'],
    [{ a: 1, b: 2, c: 3 }, '{ a: 1, b: 2, ... }'],
    [[1, 'x'], "[1, 'x']"],
    [-3.25, '-3.25'],
    [60000, '60_000'],
    [{ w: [] }, '{ w: [] }'],
  ])('accepts %j as printed %s', (actual, printed) => {
    expect(() => check(actual, printed, 1)).not.toThrow();
  });

  it.each([
    [640.6, '640 (Btu/h)', 'value: expected 640, got 640.6'],
    [471.9484, '471.947…', 'value: expected 471.947, got 471.9484'],
    ['7/8', "'3/4'", 'value: expected "3/4", got "7/8"'],
    [{ a: 1, b: 2 }, '{ a: 1, b: 3, … }', 'b: expected 3, got 2'],
    [[1, 2], '[1]', 'value: expected 1 items, got [1,2]'],
  ])('refuses %j as printed %s, naming the README line', (actual, printed, problem) => {
    expect(() => check(actual, printed, 42)).toThrow(
      `README.md line 42: //=> ${printed}\n  ${problem}`,
    );
  });
});
