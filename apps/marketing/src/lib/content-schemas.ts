import { z } from 'zod';
import { APP_ROUTES, FEATURE_CALCULATOR_PATHS } from '../data/app-routes';
import { FEATURE_SLUGS } from '../data/calculator-groups';

/**
 * The zod schemas of everything editors write: blog front matter, the feature table, the pipe-sizer
 * page and the legal and about pages. `src/content.config.ts` hands them to Astro, which validates
 * every entry at build time and fails the build naming the file and the field. Messages are written
 * for editors: each says which field is wrong and what it should hold.
 */

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A trimmed single-line text field with length limits that name the field in their messages. */
function text(field: string, min: number, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is required`
          : `${field} must be text (put it in quotes)`,
    })
    .trim()
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), `${field} must be a single line`);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A front-matter date as the UTC midnight it names, or the input unchanged when it is not a plain
 * `YYYY-MM-DD` calendar date. YAML already reads an unquoted `2026-12-08` as that midnight; a quoted one
 * is read here the same way. Anything else (`08/12/2026`, `2026-12-8`, a time of day) is left for the
 * schema to refuse: `new Date('08/12/2026')` would read it as 12 August, at midnight where the site
 * happens to be built.
 */
function utcCalendarDate(value: unknown): unknown {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) || value.getTime() % 86_400_000 !== 0
      ? value.toISOString()
      : value;
  }
  if (typeof value !== 'string') return value;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : value;
}

/** A calendar date written as YYYY-MM-DD, read at midnight UTC so it is the same day wherever the site is built. */
function date(field: string) {
  return z.preprocess(
    utcCalendarDate,
    z.date({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is required, as a date such as 2025-03-14`
          : `${field} must be written YYYY-MM-DD (year, month, day), such as 2026-12-08 for 8 December 2026; ${JSON.stringify(typeof issue.input === 'string' ? issue.input : String(issue.input))} is not a calendar date in that form`,
    }),
  );
}

/** Placeholder words that must never reach a published page. */
export const PLACEHOLDER_PATTERN = /\b(lorem|ipsum|coming soon|todo|tbd|tbc|fixme|placeholder)\b/i;

function noPlaceholder<T extends z.ZodType<string>>(schema: T, field: string) {
  return schema.refine(
    (value) => !PLACEHOLDER_PATTERN.test(value),
    `${field} contains placeholder text (lorem ipsum, "coming soon", TODO): write the real words`,
  );
}

/** URL path segments a blog post may not take: they are the blog's own routes. */
export const RESERVED_BLOG_SLUGS = ['page', 'rss', 'tags', 'index'] as const;

/**
 * Top-level paths a page in `src/content/pages/` may not take: marketing's own routes and files, and
 * every route of the web app (a page there would hide the app's screen).
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'index',
  'blog',
  'features',
  'app',
  'rss',
  'sitemap',
  'robots',
  'favicon',
  '404',
  ...new Set(APP_ROUTES.map((route) => route.split('/')[1] ?? '')),
];

/** Checks a slug (a URL segment) and says what is wrong with it, or returns undefined when it is fine. */
export function slugProblem(slug: string, reserved: readonly string[]): string | undefined {
  if (!KEBAB_CASE.test(slug)) {
    return `"${slug}" is not a valid URL slug: use lower-case letters and digits joined by single hyphens, such as equal-friction-duct-sizing`;
  }
  if (reserved.includes(slug)) {
    return `"${slug}" is reserved for another route of the site (${reserved.join(', ')}): choose another slug`;
  }
  return undefined;
}

const tag = text('each tag', 2, 32);

/**
 * Front matter of a blog post (`src/content/blog/*.md`). `image` is the schema of a local image: Astro's
 * `image()` in the content config, any string schema in tests.
 */
export function createBlogPostSchema<Image extends z.ZodType>(image: Image) {
  return z
    .strictObject(
      {
        title: noPlaceholder(text('title', 10, 90), 'title'),
        description: noPlaceholder(text('description', 70, 170), 'description'),
        date: date('date'),
        updated: date('updated').optional(),
        author: text('author', 2, 80),
        tags: z
          .array(tag, { error: 'tags must be a list, such as [duct design, ASHRAE]' })
          .min(1, 'tags must list at least one tag')
          .max(6, 'tags must list at most six tags')
          .refine(
            (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
            'tags must not repeat a tag',
          ),
        cover: z
          .strictObject(
            { src: image, alt: text('cover.alt', 10, 200) },
            {
              error: 'cover must have src (a file next to the post) and alt (what the image shows)',
            },
          )
          .optional(),
        slug: z
          .string()
          .superRefine((slug, ctx) => {
            const problem = slugProblem(slug, RESERVED_BLOG_SLUGS);
            if (problem) ctx.addIssue({ code: 'custom', message: `slug ${problem}` });
          })
          .optional(),
        draft: z.boolean({ error: 'draft must be true or false' }).default(false),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `unknown front-matter field ${issue.keys.map((k) => `"${k}"`).join(', ')}: the fields are title, description, date, updated, author, tags, cover, slug and draft`
            : undefined,
      },
    )
    .refine((post) => !post.updated || post.updated >= post.date, {
      message: 'updated must be on or after date',
      path: ['updated'],
    });
}

/** Blog front matter as tests see it: the cover's `src` is the file name as written. */
export const BlogPostSchema = createBlogPostSchema(text('cover.src', 3, 200));
export type BlogPost = z.output<typeof BlogPostSchema>;

export const SubFeatureSchema = z.strictObject({
  title: text('subFeatures[].title', 3, 60),
  description: noPlaceholder(
    text('subFeatures[].description', 40, 320),
    'subFeatures[].description',
  ),
});
export type SubFeature = z.output<typeof SubFeatureSchema>;

/** Fields every feature page has, whether it comes from the feature table or has its own file. */
const featureFields = {
  title: noPlaceholder(text('title', 3, 60), 'title'),
  pageTitle: noPlaceholder(text('pageTitle', 20, 70), 'pageTitle'),
  metaDescription: noPlaceholder(text('metaDescription', 70, 170), 'metaDescription'),
  subFeatures: z
    .array(SubFeatureSchema, { error: 'subFeatures must be a list of three entries' })
    .length(3, 'subFeatures must list exactly three sub-features'),
  calculatorPath: z.enum(FEATURE_CALCULATOR_PATHS, {
    error: `calculatorPath must be one of the app's calculator routes: ${FEATURE_CALCULATOR_PATHS.join(', ')}`,
  }),
  ctaLabel: text('ctaLabel', 5, 60),
};

/** One entry of the feature table (`src/content/features.yaml`). */
export const FeatureSchema = z
  .strictObject({
    id: z.enum(FEATURE_SLUGS, { error: `id must be one of ${FEATURE_SLUGS.join(', ')}` }),
    ...featureFields,
    longDescription: noPlaceholder(
      z
        .string({ error: 'longDescription is required' })
        .trim()
        .min(300, 'longDescription must be at least 300 characters: two or three paragraphs')
        .max(3000, 'longDescription must be at most 3000 characters'),
      'longDescription',
    ),
  })
  .superRefine((feature, ctx) => {
    // Spec, section 2: heat load is the one public calculator; every other feature leads to a protected one.
    const isHeatLoad = feature.id === 'heat-load-calculations';
    if (isHeatLoad && feature.calculatorPath !== '/heat-load') {
      ctx.addIssue({
        code: 'custom',
        path: ['calculatorPath'],
        message: 'heat-load-calculations must lead to the public calculator at /heat-load',
      });
    }
    if (!isHeatLoad && !feature.calculatorPath.startsWith('/calculators/')) {
      ctx.addIssue({
        code: 'custom',
        path: ['calculatorPath'],
        message: `${feature.id} must lead to its protected calculator under /calculators/`,
      });
    }
  });
export type Feature = z.output<typeof FeatureSchema>;

/** Front matter of a feature page with its own Markdown file (`src/content/feature-pages/`). */
export const FeaturePageSchema = z.strictObject({ ...featureFields });
export type FeaturePage = z.output<typeof FeaturePageSchema>;

/** Front matter of an information page (`src/content/pages/`): about and the legal texts. */
export const InfoPageSchema = z.strictObject({
  title: noPlaceholder(text('title', 3, 70), 'title'),
  description: noPlaceholder(text('description', 70, 170), 'description'),
  updated: date('updated').optional(),
});
export type InfoPage = z.output<typeof InfoPageSchema>;

/**
 * The id (URL slug) of a Markdown entry: its `slug` front-matter field when set, else its file name.
 * Astro's glob loader calls this for every file; a bad or reserved slug stops the build here.
 *
 * @param folder - The collection's folder as editors know it, for messages (`src/content/blog`).
 * @param entry - The file's path inside the folder (`equal-friction.md`).
 * @param data - The file's front matter, not yet validated.
 * @param reserved - Slugs taken by other routes.
 * @throws {Error} If the slug is not kebab-case or is reserved.
 */
export function entrySlug(
  folder: string,
  entry: string,
  data: Record<string, unknown>,
  reserved: readonly string[],
): string {
  const fromFrontMatter = typeof data.slug === 'string';
  const slug = fromFrontMatter ? String(data.slug) : entry.replace(/\.md$/, '');
  const problem = slugProblem(slug, reserved);
  if (problem) {
    const source = fromFrontMatter ? 'its slug field' : 'its file name';
    throw new Error(`${folder}/${entry}: the URL comes from ${source}, and ${problem}`);
  }
  return slug;
}
