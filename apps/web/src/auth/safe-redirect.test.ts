import { describe, expect, it } from 'vitest';
import { safeRedirectPath, validateRedirectSearch } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each(['/dashboard', '/projects/abc?tab=files', '/calculators/duct-sizer#results'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
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
