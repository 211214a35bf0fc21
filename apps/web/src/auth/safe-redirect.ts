/**
 * The `redirect` search parameter of /login and /verify-email: where to go once signed in. Only a path
 * of this site is accepted, so a crafted link cannot send a user elsewhere after they sign in
 * ('//evil.example' and '/\evil.example' are other origins to a browser). Tiny and dependency-free:
 * route search validation runs in the entry chunk every page loads.
 */

/** Auth screens themselves are never a destination: going back there would loop. */
const AUTH_PATHS = ['/login', '/verify-email'];

/** `value` when it is a same-origin path other than an auth screen, else undefined. */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters (a tab or newline inside '//') would also make browsers leave the origin.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return undefined;
  }
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.some((path) => pathname === path || pathname === `${path}/`)) return undefined;
  return value;
}

/** Search params with a safe `redirect`, for routes that take one. */
export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = safeRedirectPath(search['redirect']);
  return redirect ? { redirect } : {};
}
