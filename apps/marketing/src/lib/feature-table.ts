import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { parse } from 'yaml';
import { FEATURE_SLUGS } from '../data/calculator-groups';

/** Raised when the feature table cannot become the site's feature pages; the message is for editors. */
export class FeatureTableError extends Error {
  override name = 'FeatureTableError';
}

/**
 * Reads the feature table's YAML and checks its shape: a list of entries, each with an `id`, listing
 * exactly the spec's eight features once each (product spec, section 2). Field-level checks are the
 * zod schema's (`FeatureSchema`), which Astro applies to each entry afterwards.
 *
 * @param source - The YAML text.
 * @param fileLabel - The file's path as editors know it, for messages.
 * @returns The entries in the order the file lists them.
 * @throws {FeatureTableError} If the YAML is broken, an entry has no id, or an id is missing, unknown or repeated.
 */
export function readFeatureTable(source: string, fileLabel: string): Record<string, unknown>[] {
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new FeatureTableError(`${fileLabel} is not valid YAML: ${detail}`);
  }
  if (!Array.isArray(raw)) {
    throw new FeatureTableError(
      `${fileLabel} must be a list of features, each starting with "- id: <feature-slug>"`,
    );
  }
  const seen = new Set<string>();
  const problems: string[] = [];
  const entries = raw.map((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new FeatureTableError(`${fileLabel}: entry ${index + 1} is not a set of fields`);
    }
    const entry = item as Record<string, unknown>;
    const id = entry.id;
    if (typeof id !== 'string' || id === '') {
      throw new FeatureTableError(`${fileLabel}: entry ${index + 1} has no id`);
    }
    if (seen.has(id)) problems.push(`"${id}" is listed twice (duplicate slug)`);
    else if (!(FEATURE_SLUGS as readonly string[]).includes(id)) {
      problems.push(`"${id}" is not one of the spec's features`);
    }
    seen.add(id);
    return entry;
  });
  const missing = FEATURE_SLUGS.filter((slug) => !seen.has(slug));
  if (missing.length > 0) problems.push(`missing ${missing.map((slug) => `"${slug}"`).join(', ')}`);
  if (problems.length > 0) {
    throw new FeatureTableError(
      `${fileLabel} must list exactly these eight features, once each: ${FEATURE_SLUGS.join(', ')}. Found: ${problems.join('; ')}.`,
    );
  }
  return entries;
}

/**
 * Content loader for the feature table. Unlike Astro's `file()` loader, which logs a YAML error and
 * carries on with no entries, it fails the build with the reason.
 *
 * @param path - The YAML file, relative to the project root.
 */
export function featureTableLoader(path: string): Loader {
  return {
    name: 'feature-table-loader',
    load: async ({ config, store, parseData, watcher, logger }) => {
      const url = new URL(path, config.root);
      const filePath = fileURLToPath(url);
      const sync = async () => {
        const source = await readFile(url, 'utf8').catch(() => {
          throw new FeatureTableError(`${path} is missing: the feature pages are built from it`);
        });
        const entries = readFeatureTable(source, path);
        const parsed = [];
        for (const entry of entries) {
          const id = String(entry.id);
          parsed.push({ id, data: await parseData({ id, data: entry, filePath }) });
        }
        store.clear();
        for (const { id, data } of parsed) store.set({ id, data, filePath: path });
      };
      await sync();
      watcher?.add(filePath);
      watcher?.on('change', (changed) => {
        if (changed !== filePath) return;
        // While editing in `astro dev`, a broken table keeps the last good pages and says why.
        sync().catch((error: unknown) =>
          logger.error(error instanceof Error ? error.message : String(error)),
        );
      });
    },
  };
}
