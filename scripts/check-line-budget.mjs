#!/usr/bin/env node
// Issue 39's budget, printed by the test command: the web app's non-test source against its goal
// (39,500 lines), each calculator's folder (a plain form-and-results calculator's goal is 400), and
// a gate that holds: the source outside `src/calculators/` (the shell, the kit and the app's other
// pages) may not grow past its ceiling in scripts/line-budget.json, so that a new calculator pays
// for its lines in its own folder. A change that lowers the shared source is told the new figure to
// write as the ceiling; one that must grow it raises the ceiling in the same commit, on purpose.
// Lines are counted as `wc -l` does; tests, test helpers and the generated route tree are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webSource = join(root, 'apps/web/src');
const budget = JSON.parse(readFileSync(join(root, 'scripts/line-budget.json'), 'utf8'));

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) &&
      !/\.(test|spec|bench)\.tsx?$/.test(entry.name) &&
      entry.name !== 'routeTree.gen.ts'
      ? [path]
      : [];
  });
}

const lineCount = (file) => readFileSync(file, 'utf8').split('\n').length - 1;

let total = 0;
let shared = 0;
const byCalculator = new Map();
for (const file of sourceFiles(webSource)) {
  const lines = lineCount(file);
  total += lines;
  const parts = relative(webSource, file).split(sep);
  if (parts[0] === 'calculators' && parts.length > 2)
    byCalculator.set(parts[1], (byCalculator.get(parts[1]) ?? 0) + lines);
  else shared += lines;
}

const figure = (n) => n.toLocaleString('en-US');
console.log(
  `Web source (tests left out): ${figure(total)} lines, goal ${figure(budget.goalWebSourceLines)}` +
    (total > budget.goalWebSourceLines
      ? ` (${figure(total - budget.goalWebSourceLines)} over)`
      : ' (met)'),
);
const plain = new Set(budget.plainCalculators);
console.log(
  '  per calculator: ' +
    [...byCalculator]
      .sort((a, b) => b[1] - a[1])
      .map(
        ([name, lines]) =>
          `${name} ${figure(lines)}${plain.has(name) ? ` (plain, goal ${budget.plainCalculatorGoalLines})` : ''}`,
      )
      .join(', '),
);
console.log(
  `  outside src/calculators/: ${figure(shared)} lines, ceiling ${figure(budget.sharedWebSourceCeiling)}`,
);
if (shared > budget.sharedWebSourceCeiling) {
  console.error(
    `The web source outside src/calculators/ grew past its ceiling by ${figure(shared - budget.sharedWebSourceCeiling)} lines: ` +
      'put calculator code in its calculator folder, cut as much elsewhere, or raise sharedWebSourceCeiling in scripts/line-budget.json on purpose.',
  );
  process.exit(1);
}
if (shared < budget.sharedWebSourceCeiling)
  console.log(`  (below the ceiling: lower sharedWebSourceCeiling to ${shared} to keep the gain)`);
