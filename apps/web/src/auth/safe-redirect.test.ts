import { describe, expect, it } from 'vitest';
import { safeRedirectPath, validateRedirectSearch } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each(['/dashboard', '/projects/abc?tab=files', '/calculators/duct-sizer#results'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it('returns the path as resolved, so what is checked is what is followed', () => {
    expect(safeRedirectPath('/projects/../dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('/projects/a b')).toBe('/projects/a%20b');
  });

  // Open-redirect payloads (OWASP "Unvalidated Redirects and Forwards" cheat sheet, PortSwigger's
  // URL-validation bypass list): each would leave the origin, run script, or loop back to sign-in.
  it.each([
    '/..//evil.com',
    '/./\\evil.com',
    '/.//evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r//evil.com',
    '/%2F/evil.com',
    '/%2f%2fevil.com',
    '/%5Cevil.com',
    '/%5c%5cevil.com',
    '/..%2F%2Fevil.com',
    '//evil.com',
    '///evil.com',
    '////evil.com/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/x/../..//evil.com',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.com',
    'https:evil.com',
    '%2F%2Fevil.com',
    '/%E0%A4%A',
    '/login/../login',
    '/./login',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    'dashboard',
    '',
    '/login',
    '/login?redirect=/dashboard',
    '/verify-email',
    42,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe('validateRedirectSearch', () => {
  it('keeps only a safe redirect', () => {
    expect(validateRedirectSearch({ redirect: '/settings', other: 'x' })).toEqual({
      redirect: '/settings',
    });
    expect(validateRedirectSearch({ redirect: '//evil.example' })).toEqual({});
    expect(validateRedirectSearch({})).toEqual({});
  });
});
