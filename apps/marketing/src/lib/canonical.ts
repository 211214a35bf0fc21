/**
 * The canonical URL of a built page. With `build.format: 'file'` Astro reports `/index.html` and
 * `/about.html` as the page's pathname, while Firebase Hosting (`cleanUrls`, no trailing slash) serves
 * them at `/` and `/about`; the canonical URL is the one the host serves.
 *
 * @param pathname - The page's pathname as Astro reports it (`Astro.url.pathname`).
 * @param site - The configured site origin (`Astro.site`).
 * @returns Absolute URL without `.html`, `/index` or a trailing slash (except the root `/`).
 * @example canonicalUrl('/blog/index.html', new URL('https://example.com')) //=> 'https://example.com/blog'
 */
export function canonicalUrl(pathname: string, site: URL): string {
  const clean = pathname
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1')
    .replace(/\/+$/, '');
  return new URL(clean === '' ? '/' : clean, site).href;
}
