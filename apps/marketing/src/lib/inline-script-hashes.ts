import { createHash } from 'node:crypto';
import type { BuiltPage } from './site-checks';

/**
 * The inline scripts of the built pages whose SHA-256 the Content-Security-Policy does not allow.
 * Hosting serves one policy for every page (firebase.json); a script missing from it is refused by
 * the browser in production and on the local stack alike, so the build stops instead. Scripts with
 * `src` and JSON-LD blocks need no hash.
 */
export function unlistedInlineScripts(
  pages: readonly BuiltPage[],
  contentSecurityPolicy: string,
): { path: string; hash: string }[] {
  const unlisted: { path: string; hash: string }[] = [];
  for (const page of pages) {
    for (const match of page.html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=|application\/ld\+json/.test(match[1] ?? '')) continue;
      const hash = `'sha256-${createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64')}'`;
      if (!contentSecurityPolicy.includes(hash)) unlisted.push({ path: page.path, hash });
    }
  }
  return unlisted;
}

/** The Content-Security-Policy header firebase.json's hosting sends on every path. */
export function hostingContentSecurityPolicy(firebaseJson: string): string {
  const config = JSON.parse(firebaseJson) as {
    hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
  };
  for (const rule of config.hosting?.headers ?? []) {
    const header = rule.headers.find(({ key }) => key.toLowerCase() === 'content-security-policy');
    if (rule.source === '**' && header) return header.value;
  }
  return '';
}
