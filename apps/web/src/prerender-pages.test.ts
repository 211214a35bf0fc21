import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PAGE, PRERENDERED_PAGES, canHydrate } from './prerender-pages';
import { createAppRouter } from './router';

// env.ts warns at import that no Firebase config is set (local mode): expected here.
vi.hoisted(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

interface Rewrite {
  source: string;
  destination: string;
}

const firebaseJson = JSON.parse(
  readFileSync(resolve(process.cwd(), '../../firebase.json'), 'utf8'),
) as { hosting: { rewrites: Rewrite[]; cleanUrls: boolean } };
const rewrites = firebaseJson.hosting.rewrites;

/** The file Hosting serves for `path`: the first rewrite whose glob matches (exact, or `/x/**`). */
function servedFile(path: string): string | undefined {
  return rewrites.find(({ source }) =>
    source.endsWith('/**') ? path.startsWith(source.slice(0, -2)) : source === path,
  )?.destination;
}

describe('firebase.json serves each page of the app', () => {
  it('serves each prerendered page its own HTML', () => {
    for (const page of PRERENDERED_PAGES) {
      expect(servedFile(page.path), page.path).toBe(`/app/${page.file}`);
    }
  });

  it('serves the shell for every other route, and has no catch-all (unknown paths get 404.html)', () => {
    const router = createAppRouter();
    const prerendered = new Set(PRERENDERED_PAGES.map((page) => page.path));
    const paths = Object.keys(router.routesByPath)
      // '/' is the marketing site's landing page.
      .filter((path) => path !== '/' && !prerendered.has(path))
      // '/projects/$projectId/' → a concrete path.
      .map((path) => path.replace(/\/$/, '').replace(/\$[A-Za-z]+/g, 'x'));
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(servedFile(path), path).toBe('/app/index.html');
    expect(rewrites.map((rewrite) => rewrite.source)).not.toContain('**');
    expect(servedFile('/no/such/page')).toBeUndefined();
  });
});

describe('canHydrate', () => {
  it('hydrates a page at its own path only', () => {
    expect(canHydrate('/heat-load', '/heat-load', false)).toBe(true);
    expect(canHydrate('/heat-load', '/login', false)).toBe(false);
  });

  it('hydrates the not-found page wherever the app shows not-found, and nowhere else', () => {
    expect(canHydrate(NOT_FOUND_PAGE.path, '/no/such/page', true)).toBe(true);
    expect(canHydrate(NOT_FOUND_PAGE.path, '/dashboard', false)).toBe(false);
  });
});
