/**
 * The `redirect` search parameter of /login and /verify-email: where to go once signed in. Only a path
 * of this site is accepted, so a crafted link cannot send a user elsewhere after they sign in
 * ('//evil.example' and '/\evil.example' are other origins to a browser). Tiny and dependency-free:
 * route search validation runs in the entry chunk every page loads.
 */

/** Auth screens themselves are never a destination: going back there would loop. */
const AUTH_PATHS = ['/login', '/verify-email'];

/** A stand-in origin: only whether the value stays on it matters, not which origin it is. */
const ORIGIN = 'https://app.invalid';

/**
 * `value` when it is a same-origin path other than an auth screen, else undefined. The value is resolved
 * against an origin the way a browser would (so `/..//evil.com` and `/./\evil.com`, which the URL
 * parser turns into `//evil.com`, are caught), and accepted only if it stays on that origin and its
 * resolved path does not start with `//` or contain a backslash. What is returned is the resolved
 * path, search and hash: exactly what was checked.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.includes('\\')) return undefined;
  // Control characters (a tab or newline inside '//') are dropped by URL parsers: refuse them.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return undefined;
  }
  let resolved: URL;
  try {
    resolved = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  if (resolved.origin !== ORIGIN) return undefined;
  if (resolved.pathname.startsWith('//') || resolved.pathname.includes('\\')) return undefined;
  // Percent-encoded slashes and backslashes (%2F, %5C) could be decoded into '//' by a later step:
  // the decoded path must pass the same checks.
  const decodedPath = safeDecode(resolved.pathname);
  if (decodedPath === undefined || decodedPath.includes('\\')) return undefined;
  const reresolved = new URL(decodedPath, ORIGIN);
  if (reresolved.origin !== ORIGIN || reresolved.pathname.startsWith('//')) return undefined;
  if (AUTH_PATHS.some((path) => resolved.pathname === path || resolved.pathname === `${path}/`)) {
    return undefined;
  }
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Search params with a safe `redirect`, for routes that take one. The key is always there, undefined
 * when the value is refused: a route's search starts from its parent's, which holds the raw query, so
 * leaving the key out would let the refused value through to the page (issue 44).
 */
export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: safeRedirectPath(search['redirect']) };
}
