import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../lib/robots';
import { footerGroups, headerLinks } from './site';

const footerHrefs = footerGroups.flatMap((group) => group.links.map((link) => link.href));

describe('site navigation', () => {
  it.each(['/about', '/blog', '/privacy-policy', '/terms-of-service', '/heat-load', '/login'])(
    'the footer links to %s',
    (href) => {
      expect(footerHrefs).toContain(href);
    },
  );

  it('uses only same-origin paths, with anchors that work from any page', () => {
    for (const { href } of [...headerLinks, ...footerGroups.flatMap((group) => group.links)]) {
      expect(href).toMatch(/^\/[a-z0-9/.-]*(#[a-z-]+)?$/);
    }
  });
});

describe('robots.txt and public files', () => {
  const robots = robotsTxt(new URL('https://hvac.example.com'));
  const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((match) => match[1]);

  it('keeps crawlers out of the pages that use up a one-time code from their link', () => {
    for (const path of ['/verify-email', '/reset-password', '/action-confirmation']) {
      expect(disallowed).toContain(path);
    }
  });

  it('leaves the signed-in app crawlable: its routes answer a crawler with the sign-in page (issue 39 §7)', () => {
    for (const path of ['/dashboard', '/projects/p1/heat-load/f1', '/calculators/heat-load']) {
      expect(disallowed.some((rule) => rule !== undefined && path.startsWith(rule))).toBe(false);
    }
  });

  it('lets crawlers reach the marketing pages and the public heat-load calculator', () => {
    for (const path of ['/', '/heat-load', '/about', '/blog', '/features/pipe-sizer']) {
      expect(disallowed.some((rule) => rule !== undefined && path.startsWith(rule))).toBe(false);
    }
  });

  it('names the sitemap by its absolute URL', () => {
    expect(robots).toMatch(/^Sitemap: https:\/\/hvac\.example\.com\/sitemap\.xml$/m);
  });

  it('ships the favicon the layout links to as a real SVG file', () => {
    const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});
