import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deployProblems, readDeploySettings, releaseProblems } from './deploy-preflight';

const CONFIG = JSON.stringify({
  apiKey: 'key',
  authDomain: 'hvac-prod.firebaseapp.com',
  projectId: 'hvac-prod',
  appId: '1:2:web:3',
});
const READY = {
  FIREBASE_PROJECT: 'hvac-prod',
  SITE_URL: 'https://www.example.com',
  VITE_FIREBASE_CONFIG: CONFIG,
  FIREBASE_TOKEN: 'ci-token',
};
const noFiles = () => false;

describe('deployProblems', () => {
  it('lets a complete setup through', () => {
    expect(deployProblems(readDeploySettings(READY, []), noFiles)).toEqual([]);
  });

  it('names everything missing on a bare machine, each with its fix', () => {
    const problems = deployProblems(readDeploySettings({}, []), noFiles);
    expect(problems).toEqual([
      expect.stringMatching(
        /^No Firebase project: pass --project <project-id> or set FIREBASE_PROJECT/,
      ),
      expect.stringMatching(/^No SITE_URL: set it to the public address/),
      expect.stringMatching(/^No VITE_FIREBASE_CONFIG: the web app .* would run in local mode/),
      expect.stringMatching(/^No Firebase credentials: run `pnpm exec firebase login` once/),
    ]);
  });

  it.each([
    [{ FIREBASE_PROJECT: 'demo-hvac-workbench' }, /demo project, which cannot be deployed to/],
    [{ SITE_URL: 'http://localhost:5000' }, /must start with https:\/\//],
    [{ SITE_URL: 'https://127.0.0.1:5000' }, /is a local address/],
    [{ SITE_URL: 'www.example.com' }, /is not a URL/],
    [{ VITE_FIREBASE_CONFIG: '{apiKey:' }, /VITE_FIREBASE_CONFIG is not valid JSON/],
    [{ VITE_FIREBASE_CONFIG: '{"apiKey":"k"}' }, /lacks authDomain, projectId, appId/],
    [
      { VITE_FIREBASE_CONFIG: CONFIG.replace('"hvac-prod"', '"hvac-staging"') },
      /is for project "hvac-staging" but the deploy goes to "hvac-prod"/,
    ],
    [
      { GOOGLE_APPLICATION_CREDENTIALS: '/nowhere/key.json' },
      /\/nowhere\/key\.json, which does not exist/,
    ],
  ])('refuses %j', (change, message) => {
    const problems = deployProblems(readDeploySettings({ ...READY, ...change }, []), noFiles);
    expect(problems).toContainEqual(expect.stringMatching(message));
  });

  it('takes --project over FIREBASE_PROJECT, and a dry run needs no credentials', () => {
    const settings = readDeploySettings(
      { ...READY, FIREBASE_PROJECT: 'other', FIREBASE_TOKEN: undefined },
      ['--dry-run', '--project', 'hvac-prod'],
    );
    expect(settings.project).toBe('hvac-prod');
    expect(deployProblems(settings, noFiles, false)).toEqual([]);
    expect(deployProblems({ ...settings, cliSignedIn: true }, noFiles)).toEqual([]);
  });
});

describe('releaseProblems', () => {
  const settings = { siteUrl: 'https://www.example.com', project: 'hvac-prod' };
  const sitemap = '<urlset><url><loc>https://www.example.com/</loc></url></urlset>';
  const cloudApp = 'const c="{\\"projectId\\":\\"hvac-prod\\"}";';

  it('passes a release built for the public origin with the production app', () => {
    expect(releaseProblems(sitemap, [cloudApp], settings)).toEqual([]);
  });

  it('refuses pages built for a local address and an app in local mode', () => {
    expect(
      releaseProblems(
        sitemap.replace('https://www.example.com', 'http://localhost:5000'),
        ['x'],
        settings,
      ),
    ).toEqual([
      'The sitemap does not list the pages at https://www.example.com: rebuild with SITE_URL set.',
      'The built web app does not carry project "hvac-prod": it would run in local mode. Rebuild it with VITE_FIREBASE_CONFIG set.',
    ]);
  });

  it('refuses a release whose builds did not finish', () => {
    expect(releaseProblems(undefined, [], settings)).toHaveLength(2);
  });
});

describe('pnpm deploy:marketing', () => {
  it('stops before building anything when the configuration is missing, saying what to set', async () => {
    const script = fileURLToPath(new URL('../../scripts/deploy-site.ts', import.meta.url));
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>(
      (resolve) => {
        execFile(
          process.execPath,
          [script],
          { env: { PATH: process.env.PATH ?? '' }, timeout: 30_000 },
          (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
        );
      },
    );
    expect(code).toBe(1);
    expect(stderr).toContain('deploy:marketing: cannot start; nothing was built or uploaded.');
    expect(stderr).toContain('No VITE_FIREBASE_CONFIG');
    expect(stderr).toContain('No Firebase credentials');
  });
});
