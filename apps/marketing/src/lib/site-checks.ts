/**
 * Checks and outputs computed from the built site itself (`dist/`), run once the build has written
 * every page: no internal link may point at a page, file or anchor that does not exist, and the
 * sitemap lists exactly the pages that were built. Plain functions over HTML strings; the Astro
 * integration in `src/integrations/site-checks.ts` feeds them.
 */

export interface BuiltPage {
  /** The path Firebase Hosting serves the page at: `/`, `/about`, `/blog/equal-friction`. */
  path: string;
  /** The file as built, relative to `dist/`: `about.html`. */
  file: string;
  html: string;
}

/**
 * The path a built HTML file is served at with `cleanUrls` and no trailing slash.
 *
 * @example servedPath('blog/index.html') //=> '/blog'
 */
export function servedPath(file: string): string {
  const clean = file
    .replace(/\\/g, '/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${clean}`.replace(/\/+$/, '') || '/';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  '#39': "'",
};

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** Every URL a page points at: `href` of links and anchors, `src` of images, scripts and media. */
export function extractUrls(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<(a|link|img|script|source|iframe|area)\b[^>]*>/gi)) {
    for (const attribute of match[0].matchAll(/\s(href|src)\s*=\s*"([^"]*)"/gi)) {
      if (attribute[2] !== undefined) urls.push(decodeEntities(attribute[2]));
    }
  }
  return urls;
}

/** Every element id in a page. */
export function extractIds(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\sid\s*=\s*"([^"]*)"/gi)].map((match) => decodeEntities(match[1] ?? '')),
  );
}

export interface LinkCheckInput {
  pages: readonly BuiltPage[];
  /** Every other built file, as a served path: `/favicon.svg`, `/_astro/cover.abc.webp`, `/rss.xml`. */
  files: ReadonlySet<string>;
  /** The site's origin; absolute URLs on it are checked like paths. */
  site: URL;
  /** Whether a path belongs to the web app, which marketing links to but does not build. */
  isAppRoute: (path: string) => boolean;
  /**
   * Where an editor wrote a link, as `src/content/blog/post.md:12`, or undefined when it is not in a
   * content file. Defaults to none: problems then name the built page.
   */
  locate?: (page: BuiltPage, raw: string) => string | undefined;
}

/**
 * Finds internal links that lead nowhere: a path that is neither a built page, a built file nor an app
 * route, or a `#fragment` missing from the marketing page it names.
 *
 * @returns One line per broken link, naming the page and the link, in page order.
 */
export function findBrokenLinks({
  pages,
  files,
  site,
  isAppRoute,
  locate = () => undefined,
}: LinkCheckInput): string[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const idsByPath = new Map<string, Set<string>>();
  const idsOf = (page: BuiltPage) => {
    let ids = idsByPath.get(page.path);
    if (!ids) {
      ids = extractIds(page.html);
      idsByPath.set(page.path, ids);
    }
    return ids;
  };
  const problems: string[] = [];
  for (const page of pages) {
    const where = (raw: string) => {
      const source = locate(page, raw);
      return source ? `${source} (page ${page.path})` : `${page.path} (${page.file})`;
    };
    const base = new URL(page.path, site);
    for (const raw of new Set(extractUrls(page.html))) {
      if (raw === '' || /^(mailto|tel):/i.test(raw)) continue;
      let url: URL;
      try {
        url = new URL(raw, base);
      } catch {
        problems.push(`${where(raw)}: "${raw}" is not a valid URL`);
        continue;
      }
      if (url.origin !== site.origin) continue;
      const path = decodeURIComponent(url.pathname).replace(/(.)\/+$/, '$1');
      const target = byPath.get(path);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (target) {
        if (fragment && !idsOf(target).has(fragment)) {
          problems.push(
            `${where(raw)}: "${raw}" points at #${fragment}, which ${path} does not have`,
          );
        }
      } else if (!files.has(path) && !isAppRoute(path)) {
        problems.push(
          `${where(raw)}: "${raw}" leads to ${path}, which is neither a page of this site nor a route of the app`,
        );
      }
    }
  }
  return problems;
}

/** Whether a page asks search engines not to index it. */
export function isNoindex(html: string): boolean {
  return /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html);
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A page's last change as it declares it (`article:modified_time`), as an ISO date. */
export function lastModified(html: string): string | undefined {
  const match = /<meta\s+property="article:modified_time"\s+content="([^"]+)"/i.exec(html);
  const value = match?.[1];
  return value && !Number.isNaN(Date.parse(value))
    ? new Date(value).toISOString().slice(0, 10)
    : undefined;
}

/**
 * The sitemap (sitemaps.org protocol) of the built pages, minus those marked `noindex`, at the URLs
 * Firebase Hosting serves them, sorted by path.
 */
export function buildSitemap(pages: readonly BuiltPage[], site: URL): string {
  const entries = pages
    .filter((page) => !isNoindex(page.html))
    .map((page) => ({ loc: new URL(page.path, site).href, lastmod: lastModified(page.html) }))
    .sort((a, b) => a.loc.localeCompare(b.loc));
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A file editors write, as the link check searches it: its path as editors know it, and its text. */
export interface ContentSource {
  /** `src/content/blog/equal-friction.md`. */
  file: string;
  text: string;
  /** The paths of the pages built from it: `/blog/equal-friction`. */
  pages: readonly string[];
}

/**
 * The page paths a content file becomes, from its folder and its file name or `slug` field, following
 * the routes in `src/pages/` (`blog/[slug]`, `[page]`, `features/[feature]`). The feature table feeds
 * every `/features/...` page; it is searched for any of them.
 *
 * @param file - Path under the app root: `src/content/blog/a-post.md`.
 * @example contentPages('src/content/blog/a-post.md', '---\nslug: b\n---') //=> ['/blog/b']
 */
export function contentPages(file: string, text: string): string[] {
  const match = /^src\/content\/(blog|pages|feature-pages)\/([^/]+)\.md$/.exec(file);
  if (!match) return [];
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const slugField = /^slug:\s*["']?([^"'\n]*?)["']?\s*$/m.exec(frontMatter)?.[1];
  const slug = slugField || match[2];
  const prefix = { blog: '/blog/', pages: '/', 'feature-pages': '/features/' }[match[1] as string];
  return [`${prefix}${slug}`];
}

/**
 * A `locate` for `findBrokenLinks`: the first line of the page's content file that holds the link as
 * written (`file:line`), the file alone when the link is not written there verbatim, or undefined for a
 * page that no content file feeds (a template's link).
 */
export function locateInSources(sources: readonly ContentSource[]) {
  return (page: BuiltPage, raw: string): string | undefined => {
    const feeding = sources.filter(
      (source) =>
        source.pages.includes(page.path) ||
        (source.file.endsWith('features.yaml') && page.path.startsWith('/features/')),
    );
    for (const source of feeding) {
      const index = source.text.split('\n').findIndex((line) => line.includes(raw));
      if (index >= 0) return `${source.file}:${index + 1}`;
    }
    const markdown = feeding.find((source) => source.file.endsWith('.md'));
    return markdown?.file;
  };
}
