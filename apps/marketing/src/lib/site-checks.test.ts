import { describe, expect, it } from 'vitest';
import {
  type BuiltPage,
  buildSitemap,
  contentPages,
  extractIds,
  extractUrls,
  findBrokenLinks,
  isNoindex,
  lastModified,
  locateInSources,
  servedPath,
} from './site-checks';

const site = new URL('https://hvac.example.com');

function page(file: string, body: string, head = ''): BuiltPage {
  return {
    file,
    path: servedPath(file),
    html: `<html><head>${head}</head><body>${body}</body></html>`,
  };
}

describe('servedPath', () => {
  it.each([
    ['index.html', '/'],
    ['about.html', '/about'],
    ['blog.html', '/blog'],
    ['blog/index.html', '/blog'],
    ['blog/equal-friction.html', '/blog/equal-friction'],
    ['blog/page/2.html', '/blog/page/2'],
  ])('serves %s at %s', (file, path) => {
    expect(servedPath(file)).toBe(path);
  });
});

describe('extractUrls and extractIds', () => {
  it('finds hrefs and srcs, decoding entities, and ids', () => {
    const html =
      '<a href="/a?x=1&amp;y=2">a</a><link rel="canonical" href="https://hvac.example.com/b"><img src="/c.png" alt=""><h2 id="d">D</h2><p data-id="no">';
    expect(extractUrls(html)).toEqual(['/a?x=1&y=2', 'https://hvac.example.com/b', '/c.png']);
    expect([...extractIds(html)]).toEqual(['d']);
  });
});

describe('findBrokenLinks', () => {
  const pages = [
    page('index.html', '<main id="main"><section id="calculators"></section></main>'),
    page(
      'about.html',
      '<a href="/">home</a><a href="/#calculators">calc</a><a href="#main">skip</a><main id="main"></main>',
    ),
    page(
      'blog/post.html',
      '<a href="../about">about</a><a href="/heat-load">app</a><a href="/calculators/duct-sizer">duct</a><a href="https://www.ashrae.org/x">ext</a><a href="mailto:a@b.c">mail</a><img src="/_astro/x.webp">',
      '<link rel="canonical" href="https://hvac.example.com/blog/post"><link rel="icon" href="/favicon.svg">',
    ),
  ];
  const files = new Set(['/favicon.svg', '/_astro/x.webp', '/rss.xml']);
  const isAppRoute = (path: string) =>
    ['/heat-load', '/calculators/duct-sizer', '/login'].includes(path);

  it('accepts pages, files, app routes, existing anchors, relative and external links', () => {
    expect(findBrokenLinks({ pages, files, site, isAppRoute })).toEqual([]);
  });

  it('names the page and the link that leads nowhere', () => {
    const broken = [
      ...pages,
      page(
        'blog/other.html',
        '<a href="/features/ducts">x</a><a href="/blog/post#nope">y</a><a href="#missing">z</a><img src="/img/none.png">',
      ),
    ];
    expect(findBrokenLinks({ pages: broken, files, site, isAppRoute })).toEqual([
      '/blog/other (blog/other.html): "/features/ducts" leads to /features/ducts, which is neither a page of this site nor a route of the app',
      '/blog/other (blog/other.html): "/blog/post#nope" points at #nope, which /blog/post does not have',
      '/blog/other (blog/other.html): "#missing" points at #missing, which /blog/other does not have',
      '/blog/other (blog/other.html): "/img/none.png" leads to /img/none.png, which is neither a page of this site nor a route of the app',
    ]);
  });

  it('checks absolute links to the site’s own origin like paths', () => {
    const broken = [page('a.html', '<a href="https://hvac.example.com/gone">x</a>')];
    expect(findBrokenLinks({ pages: broken, files, site, isAppRoute })).toHaveLength(1);
  });
});

describe('buildSitemap', () => {
  const pages = [
    page('index.html', ''),
    page(
      'blog/post.html',
      '',
      '<meta property="article:modified_time" content="2026-10-13T00:00:00.000Z">',
    ),
    page('about.html', ''),
    page('draft.html', '', '<meta name="robots" content="noindex">'),
  ];

  it('lists every indexable page at its served URL, sorted, with the date a post declares', () => {
    const xml = buildSitemap(pages, site);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://hvac.example.com/',
      'https://hvac.example.com/about',
      'https://hvac.example.com/blog/post',
    ]);
    expect(xml).toContain(
      '<loc>https://hvac.example.com/blog/post</loc>\n    <lastmod>2026-10-13</lastmod>',
    );
  });

  it('reads noindex and modification dates from the page head', () => {
    expect(isNoindex('<meta name="robots" content="noindex, follow">')).toBe(true);
    expect(isNoindex('<meta name="description" content="noindex">')).toBe(false);
    expect(
      lastModified('<meta property="article:modified_time" content="nonsense">'),
    ).toBeUndefined();
  });
});

describe('broken links named at their source', () => {
  const post = '---\ntitle: A post\n---\n\nIntro.\n\nSee [pumps](/features/pump-sizing).\n';
  const sources = [
    {
      file: 'src/content/blog/pumps.md',
      text: post,
      pages: contentPages('src/content/blog/pumps.md', post),
    },
    {
      file: 'src/content/features.yaml',
      text: '- id: a\n  ctaLabel: Open\n  x: "[y](/nowhere)"\n',
      pages: [],
    },
  ];
  const pages = [
    page('blog/pumps.html', '<a href="/features/pump-sizing">pumps</a><a href="/gone">nav</a>'),
    page('features/a.html', '<a href="/nowhere">y</a>'),
  ];
  const broken = findBrokenLinks({
    pages,
    files: new Set(),
    site,
    isAppRoute: () => false,
    locate: locateInSources(sources),
  });

  it('gives the Markdown file and line an editor wrote the link on', () => {
    expect(broken[0]).toBe(
      'src/content/blog/pumps.md:7 (page /blog/pumps): "/features/pump-sizing" leads to /features/pump-sizing, which is neither a page of this site nor a route of the app',
    );
  });

  it("names the page's Markdown file alone when the link is not written there (a template's link)", () => {
    expect(broken[1]).toMatch(/^src\/content\/blog\/pumps\.md \(page \/blog\/pumps\): "\/gone"/);
  });

  it("searches the feature table for a feature page's link", () => {
    expect(broken[2]).toMatch(
      /^src\/content\/features\.yaml:3 \(page \/features\/a\): "\/nowhere"/,
    );
  });

  it.each([
    ['src/content/blog/a-post.md', '---\ntitle: x\n---', ['/blog/a-post']],
    ['src/content/blog/a-post.md', '---\nslug: "kept-address"\n---', ['/blog/kept-address']],
    ['src/content/pages/about.md', '---\ntitle: x\n---', ['/about']],
    ['src/content/feature-pages/pipe-sizer.md', '', ['/features/pipe-sizer']],
    ['src/content/features.yaml', '', []],
  ])('maps %s to the pages built from it', (file, text, expected) => {
    expect(contentPages(file, text)).toEqual(expected);
  });
});
