/**
 * `pnpm deploy:marketing` (repository root): builds the marketing site with its production checks,
 * lays out the Hosting release and deploys it. Hosting serves one release for the whole origin, so the
 * web app is built beside the site, and the checks refuse to ship it in local mode. `--dry-run` builds
 * and checks everything but uploads nothing. README.md (apps/marketing), "Publishing", documents it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  deployProblems,
  readDeploySettings,
  releaseProblems,
} from '../src/lib/deploy-preflight.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const argv = process.argv.slice(2);
const dryRun = argv.includes('--dry-run');
const firebase = join(root, 'node_modules', '.bin', 'firebase');

function stop(title: string, problems: readonly string[]): never {
  console.error(`deploy:marketing: ${title}\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}

function run(command: string, args: readonly string[]): void {
  console.log(`deploy:marketing: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0)
    stop(`${command} failed (exit ${result.status ?? 'signal'}).`, ['See its output above.']);
}

const settings = readDeploySettings(process.env, argv);
const needCredentials = !dryRun;
let before = deployProblems(settings, existsSync, needCredentials);
// Ask the Firebase CLI for a signed-in user only when that is all that is missing (it takes seconds).
if (
  before.length === 1 &&
  needCredentials &&
  !settings.credentialsFile &&
  !settings.ciToken &&
  existsSync(firebase)
) {
  const list = spawnSync(firebase, ['login:list'], { cwd: root, encoding: 'utf8' });
  settings.cliSignedIn = list.status === 0 && /Logged in as/i.test(list.stdout);
  before = deployProblems(settings, existsSync, needCredentials);
}
if (before.length > 0) stop('cannot start; nothing was built or uploaded.', before);

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const pnpm = process.env.npm_execpath;
const [pnpmCommand, pnpmArgs] = pnpm ? [process.execPath, [pnpm]] : ['pnpm', []];
run(pnpmCommand, [
  ...pnpmArgs,
  '--filter',
  '@org/marketing',
  '--filter',
  '@org/web...',
  'run',
  'build',
]);
run('bash', ['scripts/assemble-hosting.sh']);

const hosting = join(root, 'hosting');
const sitemapFile = join(hosting, 'sitemap.xml');
const assets = join(hosting, 'app', 'assets');
const appScripts = existsSync(assets)
  ? readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
  : [];
const after = releaseProblems(
  existsSync(sitemapFile) ? readFileSync(sitemapFile, 'utf8') : undefined,
  appScripts,
  settings,
);
if (after.length > 0) stop('the built release failed its checks; nothing was uploaded.', after);

if (dryRun) {
  console.log('deploy:marketing: dry run: hosting/ is built and checked; nothing was uploaded.');
  process.exit(0);
}
run(firebase, [
  'deploy',
  '--only',
  'hosting',
  '--project',
  settings.project ?? '',
  '--non-interactive',
]);
console.log(`deploy:marketing: published to ${settings.siteUrl}.`);
