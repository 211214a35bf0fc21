import { describe, expect, it } from 'vitest';
import { pagePath, paginate } from './paginate';

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('puts the first page at the base path and the rest under /page/N', () => {
    const pages = paginate(items, 10, '/blog');
    expect(pages.map((page) => page.path)).toEqual(['/blog', '/blog/page/2', '/blog/page/3']);
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 3]);
    expect(pages[2]?.items).toEqual([21, 22, 23]);
  });

  it('links each page to its neighbours and nowhere else', () => {
    const [first, second, third] = paginate(items, 10, '/blog');
    expect([first?.previousPath, first?.nextPath]).toEqual([undefined, '/blog/page/2']);
    expect([second?.previousPath, second?.nextPath]).toEqual(['/blog', '/blog/page/3']);
    expect([third?.previousPath, third?.nextPath]).toEqual(['/blog/page/2', undefined]);
    expect(third?.total).toBe(3);
  });

  it('keeps one empty page for an empty list, so the index always exists', () => {
    expect(paginate([], 10, '/blog')).toEqual([
      {
        number: 1,
        total: 1,
        items: [],
        path: '/blog',
        previousPath: undefined,
        nextPath: undefined,
      },
    ]);
  });

  it('fills exactly full pages without an empty last page', () => {
    expect(paginate(items.slice(0, 20), 10, '/blog')).toHaveLength(2);
  });

  it('rejects a page size that is not a whole number of at least 1', () => {
    expect(() => paginate(items, 0, '/blog')).toThrow(RangeError);
    expect(() => paginate(items, 2.5, '/blog')).toThrow(RangeError);
  });

  it('never builds a /page/1 path', () => {
    expect(pagePath('/blog', 1)).toBe('/blog');
  });
});
