/**
 * The package as another team gets it (`pnpm run check:package`, part of `pnpm run test`):
 *
 * 1. packs the tarball (`pnpm pack`, as `pnpm publish` would) and prints its packed and unpacked size;
 * 2. installs it with npm in a fresh project in the system's temp folder, outside this monorepo, with
 *    zod beside it and esbuild to bundle, both as this workspace installed them;
 * 3. runs every ```ts example of README.md there as a program, asserting each `//=>` value;
 * 4. loads the package with `require()` and checks one class across two subpaths (`instanceof`);
 * 5. bundles `import { moistAirState } from '@org/hvac-core/psychrometrics'` for a browser with
 *    esbuild, prints its gzipped size and fails above the 15 KB budget.
 *
 * Needs the built package (`pnpm run build`) and the workspace's install; no registry. The tarball is
 * installed by npm, offline (it has no dependencies), and zod and esbuild are linked from the
 * workspace: a registry request that stalls must not fail the test command (a fresh-clone run on a
 * busy machine lost three 2-minute npm installs in a row to one).
 */
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { extractExamples, toProgram } from './readme-examples.ts';

/** The budget for one psychrometric state in a browser bundle, gzipped (issue 21). */
const BUNDLE_BUDGET_BYTES = 15 * 1024;

const here = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  peerDependencies: Record<string, string>;
};
const work = mkdtempSync(join(tmpdir(), 'hvac-core-consumer-'));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const failures: string[] = [];

/** The longest a step may take: a registry request that never answers must end the check, not hang it. */
const STEP_TIMEOUT_MS = 5 * 60_000;

function run(command: string, args: string[], cwd: string, timeoutMs = STEP_TIMEOUT_MS): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
  });
}

/** The folder of a package as the workspace installed it, found from `from` (a package.json). */
function installedPackageDir(name: string, from: string): string {
  return dirname(createRequire(from).resolve(`${name}/package.json`));
}

function readVersion(packageDir: string): string {
  return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** Total size of the files in a .tgz: the sum of the tar headers' size fields. */
function unpackedSize(tgz: Buffer): { bytes: number; files: number } {
  const tar = gunzipSync(tgz);
  let bytes = 0;
  let files = 0;
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar
      .subarray(offset, offset + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    if (name === '') break;
    const size = Number.parseInt(
      tar
        .subarray(offset + 124, offset + 136)
        .toString('utf8')
        .trim(),
      8,
    );
    if (tar[offset + 156] === 0x30 || tar[offset + 156] === 0) {
      bytes += size;
      files += 1;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return { bytes, files };
}

try {
  // 1. Pack.
  const pnpm = process.env.npm_execpath;
  const packArgs = ['pack', '--pack-destination', work];
  const packed = pnpm
    ? run(process.execPath, [pnpm, ...packArgs], here)
    : run('pnpm', packArgs, here);
  const tarball = packed
    .trim()
    .split('\n')
    .filter((line) => line.endsWith('.tgz'))
    .at(-1);
  if (!tarball) throw new Error(`pnpm pack printed no tarball:\n${packed}`);
  const tgz = readFileSync(tarball);
  const unpacked = unpackedSize(tgz);
  console.log(
    `check:package: ${pkg.name}@${pkg.version} packs to ${kb(statSync(tarball).size)} (${unpacked.files} files, ${kb(unpacked.bytes)} unpacked)`,
  );

  // 2. A fresh consumer project.
  const app = join(work, 'consumer');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  );
  run(
    'npm',
    [
      'install',
      '--offline',
      '--legacy-peer-deps', // zod, its peer, is linked below rather than fetched
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      tarball,
    ],
    app,
  );
  const zodDir = installedPackageDir('zod', join(here, 'package.json'));
  symlinkSync(zodDir, join(app, 'node_modules', 'zod'), 'dir');
  // esbuild comes with tsup, the package's build tool; linked, it keeps its platform binary beside it.
  const esbuildDir = installedPackageDir(
    'esbuild',
    join(installedPackageDir('tsup', join(here, 'package.json')), 'package.json'),
  );
  console.log(
    `check:package: installed in ${app} with npm (zod ${readVersion(zodDir)} and esbuild ${readVersion(esbuildDir)} from the workspace)`,
  );

  // 3. Every README example, its //=> values asserted.
  const readme = readFileSync(join(here, 'README.md'), 'utf8');
  const examples = extractExamples(readme);
  writeFileSync(join(app, 'expect.mjs'), readFileSync(join(here, 'scripts/readme-expect.mjs')));
  let checks = 0;
  for (const example of examples) {
    const file = join(app, `example-${example.line}.mts`);
    const program = toProgram(example);
    writeFileSync(file, program.source);
    try {
      run(process.execPath, [file], app);
      checks += program.checks;
    } catch (error) {
      const output = error as { stdout?: string; stderr?: string };
      failures.push(
        `README.md example at line ${example.line} (${example.heading}):\n${output.stderr ?? ''}${output.stdout ?? ''}`.trim(),
      );
    }
  }
  console.log(
    `check:package: ${examples.length} README examples ran, ${checks} //=> values checked${failures.length ? `, ${failures.length} failed` : ''}`,
  );

  // 4. CommonJS: require() of the ES modules (Node >= 20.19), one class across subpaths.
  writeFileSync(
    join(app, 'require.cjs'),
    [
      "const { moistAirState } = require('@org/hvac-core/psychrometrics');",
      "const { PsychrometricRangeError } = require('@org/hvac-core');",
      'try {',
      "  moistAirState({ unitSystem: 'Metric', by: 'relativeHumidity', dryBulb: 500, relativeHumidity: 50 });",
      "  throw new Error('no error for a dry bulb of 500 °C');",
      '} catch (error) {',
      "  if (!(error instanceof PsychrometricRangeError)) throw new Error('instanceof PsychrometricRangeError is false across subpaths');",
      '}',
    ].join('\n'),
  );
  try {
    run(process.execPath, [join(app, 'require.cjs')], app);
    console.log(
      'check:package: require() works and instanceof PsychrometricRangeError holds across subpaths',
    );
  } catch (error) {
    failures.push(`require(): ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }

  // 5. The browser bundle of one psychrometric function.
  writeFileSync(
    join(app, 'bundle.mjs'),
    [
      `import { build } from ${JSON.stringify(pathToFileURL(join(esbuildDir, 'lib', 'main.js')).href)};`,
      "import { gzipSync } from 'node:zlib';",
      'const result = await build({',
      '  stdin: { contents: "import { moistAirState } from \'@org/hvac-core/psychrometrics\'; console.log(moistAirState);", resolveDir: process.cwd() },',
      "  bundle: true, minify: true, format: 'esm', platform: 'browser', write: false,",
      '});',
      'const code = result.outputFiles[0].contents;',
      'console.log(JSON.stringify({ raw: code.length, gzip: gzipSync(code).length }));',
    ].join('\n'),
  );
  const size = JSON.parse(run(process.execPath, [join(app, 'bundle.mjs')], app)) as {
    raw: number;
    gzip: number;
  };
  const verdict = size.gzip <= BUNDLE_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `check:package: browser bundle of moistAirState: ${kb(size.gzip)} gzipped (${kb(size.raw)} minified), ${verdict} the ${kb(BUNDLE_BUDGET_BYTES)} budget`,
  );
  if (size.gzip > BUNDLE_BUDGET_BYTES) {
    failures.push(
      `moistAirState bundles to ${kb(size.gzip)} gzipped, over the ${kb(BUNDLE_BUDGET_BYTES)} budget: something pulls zod or other modules into it.`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`check:package failed:\n\n${failures.join('\n\n')}`);
  process.exit(1);
}
