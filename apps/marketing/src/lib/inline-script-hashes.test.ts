import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hostingContentSecurityPolicy, unlistedInlineScripts } from './inline-script-hashes';

const script = 'document.documentElement.dataset.theme = "dark";';
const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('unlistedInlineScripts', () => {
  it('names the page and the hash of an inline script the policy does not allow', () => {
    const pages = [{ file: 'a.html', path: '/a', html: `<p></p><script>${script}</script>` }];
    expect(unlistedInlineScripts(pages, "script-src 'self'")).toEqual([{ path: '/a', hash }]);
    expect(unlistedInlineScripts(pages, `script-src 'self' ${hash}`)).toEqual([]);
  });

  it('needs no hash for a script with src or a JSON-LD block', () => {
    const html =
      '<script type="module" src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(unlistedInlineScripts([{ file: 'b.html', path: '/b', html }], '')).toEqual([]);
  });
});

describe('hostingContentSecurityPolicy', () => {
  it('reads the policy sent on every path', () => {
    const json = JSON.stringify({
      hosting: {
        headers: [
          { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'x' }] },
          {
            source: '**',
            headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'" }],
          },
        ],
      },
    });
    expect(hostingContentSecurityPolicy(json)).toBe("default-src 'self'");
    expect(hostingContentSecurityPolicy('{}')).toBe('');
  });
});
