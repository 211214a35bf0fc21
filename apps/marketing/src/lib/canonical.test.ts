import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical';

const site = new URL('https://hvac.example.com');

describe('canonicalUrl', () => {
  it.each([
    ['/index.html', 'https://hvac.example.com/'],
    ['/', 'https://hvac.example.com/'],
    ['/about.html', 'https://hvac.example.com/about'],
    ['/blog/index.html', 'https://hvac.example.com/blog'],
    ['/blog/duct-friction.html', 'https://hvac.example.com/blog/duct-friction'],
    ['/features/pipe-sizer/', 'https://hvac.example.com/features/pipe-sizer'],
  ])(
    'serves %s at %s, as Firebase Hosting does with cleanUrls and no trailing slash',
    (path, url) => {
      expect(canonicalUrl(path, site)).toBe(url);
    },
  );

  it('keeps the configured origin, port included', () => {
    expect(canonicalUrl('/about.html', new URL('http://localhost:5000'))).toBe(
      'http://localhost:5000/about',
    );
  });
});
