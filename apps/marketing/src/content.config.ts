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

/**
 * The Markdown files of one folder of src/content, each with its slug checked against `reserved` and
 * its body checked.
 */
const markdownIn = (folder: string, reserved: readonly string[]) =>
  withBodyChecks(
    glob({
      pattern: '*.md',
      base: `./${folder}`,
      generateId: ({ entry, data }) => entrySlug(folder, entry, data, reserved),
    }),
  );

const blog = defineCollection({
  loader: markdownIn('src/content/blog', RESERVED_BLOG_SLUGS),
  schema: ({ image }) => createBlogPostSchema(image()),
});

const pages = defineCollection({
  loader: markdownIn('src/content/pages', RESERVED_PAGE_SLUGS),
  schema: InfoPageSchema,
});

const features = defineCollection({
  loader: featureTableLoader('src/content/features.yaml'),
  schema: FeatureSchema,
});

const featurePages = defineCollection({
  // A file here adds a page beside the table's eight, so it must not take one of their slugs.
  loader: markdownIn('src/content/feature-pages', ['index', ...FEATURE_SLUGS]),
  schema: FeaturePageSchema,
});

export const collections = { blog, pages, features, featurePages };
