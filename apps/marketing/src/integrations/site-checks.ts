import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isAppRoute } from '../data/app-routes';
import { hostingContentSecurityPolicy, unlistedInlineScripts } from '../lib/inline-script-hashes';
import {
  type BuiltPage,
  type ContentSource,
  buildSitemap,
  contentPages,
  findBrokenLinks,
  locateInSources,
  servedPath,
} from '../lib/site-checks';

/** Raised when the built site has broken internal links; the message lists every one. */
export class BrokenLinksError extends Error {
  override name = 'BrokenLinksError';
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Every Markdown and YAML file under `src/content/`, named from the app root, with the pages it feeds. */
async function contentSources(appRoot: string): Promise<ContentSource[]> {
  const files = await listFiles(join(appRoot, 'src/content'));
  return Promise.all(
    files
      .filter((file) => /\.(md|ya?ml)$/.test(file))
      .map(async (name) => {
        const file = `src/content/${name}`;
        const text = await readFile(join(appRoot, file), 'utf8');
        return { file, text, pages: contentPages(file, text) };
      }),
  );
}

/**
 * Runs after every page is written: fails the build on a broken internal link (page, file or anchor),
 * then writes `sitemap.xml` listing every built page at the URL Hosting serves it.
 */
export function siteChecks(): AstroIntegration {
  let site: URL | undefined;
  let appRoot = process.cwd();
  return {
    name: 'marketing-site-checks',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ? new URL(config.site) : undefined;
        appRoot = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!site)
          throw new Error('astro.config.mjs must set `site`: the sitemap needs absolute URLs.');
        const root = fileURLToPath(dir);
        const files = await listFiles(root);
        const pages: BuiltPage[] = await Promise.all(
          files
            .filter((file) => file.endsWith('.html'))
            .map(async (file) => ({
              file,
              path: servedPath(file),
              html: await readFile(join(root, file), 'utf8'),
            })),
        );
        const otherFiles = new Set(
          [...files.filter((file) => !file.endsWith('.html')), 'sitemap.xml'].map(
            (file) => `/${file}`,
          ),
        );
        const locate = locateInSources(await contentSources(appRoot));
        const broken = findBrokenLinks({ pages, files: otherFiles, site, isAppRoute, locate });
        if (broken.length > 0) {
          const error = new BrokenLinksError(
            `${broken.length} broken internal link${broken.length === 1 ? '' : 's'}; fix the link in the file named, or create the page it leads to:\n  ${broken.join('\n  ')}`,
          );
          // The editor's file and line are in the message; a trace through this integration is noise to them.
          error.stack = `${error.name}: ${error.message}`;
          throw error;
        }
        logger.info(`Internal links checked: ${pages.length} pages, none broken.`);
        // The repository's hosting config; a copy of the site built elsewhere (the tests' builds
        // in a temporary folder) has none to check against.
        const firebaseJson = await readFile(join(appRoot, '../../firebase.json'), 'utf8').catch(
          () => null,
        );
        const unlisted =
          firebaseJson === null
            ? []
            : unlistedInlineScripts(pages, hostingContentSecurityPolicy(firebaseJson));
        if (firebaseJson === null)
          logger.warn('No ../../firebase.json: inline scripts not checked against its policy.');
        if (unlisted.length > 0) {
          const error = new Error(
            `Inline scripts the Content-Security-Policy of firebase.json does not allow (add each hash to its script-src):\n  ${unlisted.map(({ path, hash }) => `${path}: ${hash}`).join('\n  ')}`,
          );
          error.stack = error.message;
          throw error;
        }
        await writeFile(join(root, 'sitemap.xml'), buildSitemap(pages, site));
        logger.info(`sitemap.xml lists ${pages.length} pages.`);
      },
    },
  };
}
