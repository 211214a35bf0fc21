import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import {
  FeaturePageSchema,
  FeatureSchema,
  InfoPageSchema,
  RESERVED_BLOG_SLUGS,
  RESERVED_PAGE_SLUGS,
  createBlogPostSchema,
  entrySlug,
} from './lib/content-schemas';
import { FEATURE_SLUGS } from './data/calculator-groups';
import { featureTableLoader } from './lib/feature-table';
import { withBodyChecks } from './lib/body-checks';

/*
 * Everything editors write lives in src/content/ (README.md, "Editing the site"). Astro validates every
 * entry against these schemas at build time and stops the build with the file, the field and the reason.
 * Duplicate slugs stop it too (`prerenderConflictBehavior: 'error'` in astro.config.mjs).
 */

const blog = defineCollection({
  loader: withBodyChecks(
    glob({
      pattern: '*.md',
      base: './src/content/blog',
      generateId: ({ entry, data }) =>
        entrySlug('src/content/blog', entry, data, RESERVED_BLOG_SLUGS),
    }),
  ),
  schema: ({ image }) => createBlogPostSchema(image()),
});

const pages = defineCollection({
  loader: withBodyChecks(
    glob({
      pattern: '*.md',
      base: './src/content/pages',
      generateId: ({ entry, data }) =>
        entrySlug('src/content/pages', entry, data, RESERVED_PAGE_SLUGS),
    }),
  ),
  schema: InfoPageSchema,
});

const features = defineCollection({
  loader: featureTableLoader('src/content/features.yaml'),
  schema: FeatureSchema,
});

const featurePages = defineCollection({
  loader: withBodyChecks(
    glob({
      pattern: '*.md',
      base: './src/content/feature-pages',
      // A file here adds a page beside the table's eight, so it must not take one of their slugs.
      generateId: ({ entry, data }) =>
        entrySlug('src/content/feature-pages', entry, data, ['index', ...FEATURE_SLUGS]),
    }),
  ),
  schema: FeaturePageSchema,
});

export const collections = { blog, pages, features, featurePages };
