import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validationTables } from '@org/hvac-core/validation';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The validation page is built from the engine's own test tables, end to end: a copy of this app is
 * built against a copy of the built engine whose psychrometric table prints 3300 Pa at 25 °C instead
 * of the Handbook's 3169.7 Pa, as an editor changing the test table would. The page must show the new
 * value and the case failing, and every table the registry holds.
 */

const APP = fileURLToPath(new URL('..', import.meta.url));
const ENGINE = join(APP, 'node_modules', '@org', 'hvac-core');
const TABLE_ROW = '[25, 3169.7, 3e-4]';
const fixtures: string[] = [];

/** A copy of the app linked to its packages, except the engine, which is copied so it can be edited. */
async function fixtureWithEditedEngine(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'marketing-validation-'));
  fixtures.push(dir);
  for (const name of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    await cp(join(APP, name), join(dir, name), {
      recursive: true,
      filter: (source) => !source.endsWith('.test.ts'),
    });
  }
  await mkdir(join(dir, 'node_modules', '@org'), { recursive: true });
  for (const entry of await readdir(join(APP, 'node_modules'))) {
    if (!entry.startsWith('.') && entry !== '@org')
      await symlink(join(APP, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  for (const entry of await readdir(join(APP, 'node_modules', '@org'))) {
    if (entry !== 'hvac-core')
      await symlink(
        join(APP, 'node_modules', '@org', entry),
        join(dir, 'node_modules', '@org', entry),
      );
  }
  const engine = join(dir, 'node_modules', '@org', 'hvac-core');
  await mkdir(engine);
  await cp(join(ENGINE, 'package.json'), join(engine, 'package.json'));
  await cp(join(ENGINE, 'dist'), join(engine, 'dist'), { recursive: true });
  const tableFile = join(engine, 'dist', 'psychrometrics', 'validation-cases.js');
  const table = await readFile(tableFile, 'utf8');
  if (!table.includes(TABLE_ROW))
    throw new Error(`The built engine's table no longer holds ${TABLE_ROW}: update this test.`);
  await writeFile(tableFile, table.replace(TABLE_ROW, '[25, 3300, 3e-4]'));
  return dir;
}

function astroBuild(dir: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(dir, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
      {
        cwd: dir,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
        timeout: 200_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ ok: !error, output: `${stdout}\n${stderr}` }),
    );
  });
}

/** The HTML of one row of the built page, from its opening tag to its closing one. */
function rowHtml(html: string, anchor: string): string {
  const start = html.indexOf(`id="${anchor}"`);
  if (start < 0) return '';
  return html.slice(html.lastIndexOf('<tr', start), html.indexOf('</tr>', start));
}

afterAll(async () => {
  await Promise.all(fixtures.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the validation page, built from the engine’s test tables', { timeout: 240_000 }, () => {
  it('shows a changed published value, and the case failing; and every table of the registry', async () => {
    const dir = await fixtureWithEditedEngine();
    const result = await astroBuild(dir);
    expect(result.ok, result.output).toBe(true);
    const html = await readFile(join(dir, 'dist', 'validation.html'), 'utf8');

    const row = rowHtml(html, 'case-psychrometrics-saturation-pressure-25-c');
    expect(row).toContain('class="verdict-fail"');
    expect(row).toContain('3,300 Pa');
    expect(row).not.toContain('3,169.7 Pa');
    expect(html).toContain('id="failures-title"');
    expect(html).toContain('href="#case-psychrometrics-saturation-pressure-25-c"');
    // A case the edit did not touch still passes.
    expect(rowHtml(html, 'case-psychrometrics-saturation-pressure-50-c')).toContain(
      'class="verdict-pass"',
    );

    for (const table of validationTables()) {
      expect(html, table.id).toContain(`id="table-${table.id}"`);
      for (const testCase of table.cases)
        expect(html, `${table.id}/${testCase.id}`).toContain(
          `id="case-${table.id}-${testCase.id}"`,
        );
    }
  });
});
