/**
 * Generates package.json's `exports`, `typesVersions`, `main` and `types` from the one list of public
 * subpaths in tsup.config.ts, so a new subpath is declared once. `pnpm run build` writes them;
 * `--check` (in `pnpm run test`) fails, saying what differs, when package.json is stale.
 *
 *   node scripts/sync-exports.ts           # write package.json
 *   node scripts/sync-exports.ts --check   # exit 1 if package.json differs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { subpaths } from '../tsup.config.ts';
import { generatedFields } from './exports-fields.ts';

const file = fileURLToPath(new URL('../package.json', import.meta.url));
const text = readFileSync(file, 'utf8');
const pkg = JSON.parse(text) as Record<string, unknown>;
Object.assign(pkg, generatedFields(subpaths));
delete pkg.module;
const next = `${JSON.stringify(pkg, null, 2)}\n`;

if (process.argv.includes('--check')) {
  if (next !== text) {
    console.error(
      'package.json is out of step with the subpaths in tsup.config.ts (exports, typesVersions, main, types).\n' +
        'Declare a subpath once, in tsup.config.ts, then run `pnpm --filter @org/hvac-core run sync:exports` (or build) and commit package.json.',
    );
    process.exit(1);
  }
  console.log(
    `package.json exports match tsup.config.ts (${Object.keys(subpaths).length} subpaths).`,
  );
} else if (next !== text) {
  writeFileSync(file, next);
  console.log(
    `package.json exports written from tsup.config.ts (${Object.keys(subpaths).length} subpaths).`,
  );
}
