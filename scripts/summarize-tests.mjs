// Adds up the Vitest JSON reports of every package and the Playwright report into one closing line,
// "tests: N passed, N failed, N skipped", so a run that executed no test cannot look green.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

for (const group of ['apps', 'packages', 'tooling']) {
  for (const name of readdirSync(join(root, group))) {
    const vitestReport = join(root, group, name, 'test-results', 'vitest.json');
    if (existsSync(vitestReport)) {
      const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
      const passed = report.numPassedTests;
      const failed = report.numFailedTests;
      const skipped = report.numPendingTests + report.numTodoTests;
      lines.push(
        `  ${group}/${name} (vitest): ${passed} passed, ${failed} failed, ${skipped} skipped`,
      );
      totals.passed += passed;
      totals.failed += failed;
      totals.skipped += skipped;
    }
    const playwrightReport = join(root, group, name, 'test-results', 'playwright.json');
    if (existsSync(playwrightReport)) {
      const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
      const passed = stats.expected + stats.flaky;
      lines.push(
        `  ${group}/${name} (playwright): ${passed} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`,
      );
      totals.passed += passed;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
    }
  }
}

console.log('Test summary:');
for (const line of lines) console.log(line);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.passed === 0 || totals.failed > 0) process.exit(1);
