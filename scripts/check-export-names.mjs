#!/usr/bin/env node
// Issue 39's gate "each exported name defined once per package": in each package's source (tests
// excluded), a name that two files define and export is two things with one name, which an import
// can confuse (two `draftNumber`s behaved differently once). Lists every such name with its files and
// exits 1. Overloads in one file are one definition; re-exports (`export { x } from`) are not
// definitions. Framework conventions that require one name per file are exempt: TanStack Router's
// `Route` in the web app's route files and Astro's `GET` in the marketing site's endpoints.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = [
  'apps/web/src',
  'apps/marketing/src',
  'packages/hvac-core/src',
  'packages/data/src',
  'packages/ui/src',
];
/** Names a framework requires every file of a kind to export. */
const CONVENTIONS = { 'apps/web/src': ['Route'], 'apps/marketing/src': ['GET'] };
const DEFINITION =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec|bench)\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

let failures = 0;
for (const pkg of PACKAGES) {
  const exempt = new Set(CONVENTIONS[pkg] ?? []);
  const filesByName = new Map();
  for (const file of sourceFiles(join(root, pkg))) {
    const names = new Set(
      [...readFileSync(file, 'utf8').matchAll(DEFINITION)].map((match) => match[1]),
    );
    for (const name of names) {
      if (exempt.has(name)) continue;
      filesByName.set(name, [...(filesByName.get(name) ?? []), relative(root, file)]);
    }
  }
  for (const [name, files] of [...filesByName].sort(([a], [b]) => a.localeCompare(b))) {
    if (files.length < 2) continue;
    failures += 1;
    console.error(
      `${pkg}: "${name}" is defined and exported in ${files.length} files: ${files.join(', ')}`,
    );
  }
}
if (failures > 0) {
  console.error(
    `${failures} exported name(s) defined more than once in one package: rename one, or import the other.`,
  );
  process.exit(1);
}
console.log(`Each exported name is defined once per package (${PACKAGES.length} packages).`);
