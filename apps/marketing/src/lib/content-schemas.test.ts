import { describe, expect, it } from 'vitest';
import {
  BlogPostSchema,
  FeaturePageSchema,
  FeatureSchema,
  InfoPageSchema,
  RESERVED_BLOG_SLUGS,
  RESERVED_PAGE_SLUGS,
  entrySlug,
  slugProblem,
} from './content-schemas';

/** The messages zod gives for `input`, as "path: message" lines, the form Astro prints them in. */
function problems(
  schema: {
    safeParse: (input: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const post = {
  title: 'Equal friction or velocity? Choosing a duct sizing method',
  description:
    'How the equal-friction and velocity methods size the same duct run differently, with a worked example.',
  date: new Date('2026-09-15'),
  author: 'HVAC Workbench engineering team',
  tags: ['duct design', 'ASHRAE'],
};

describe('BlogPostSchema', () => {
  it('accepts a complete post and defaults draft to false', () => {
    const parsed = BlogPostSchema.parse(post);
    expect(parsed.draft).toBe(false);
    expect(parsed.date.toISOString()).toBe('2026-09-15T00:00:00.000Z');
  });

  it('accepts a quoted date and an optional cover, update date and slug', () => {
    const parsed = BlogPostSchema.parse({
      ...post,
      date: '2026-09-15',
      updated: '2026-10-01',
      cover: { src: './covers/duct.png', alt: 'A duct friction chart with the example marked' },
      slug: 'duct-sizing-methods',
    });
    expect(parsed.updated?.toISOString().slice(0, 10)).toBe('2026-10-01');
  });

  it.each([
    ['08/12/2026', '"08/12/2026"'],
    ['12.08.2026', '"12.08.2026"'],
    ['2026-12-8', '"2026-12-8"'],
    ['2026-02-30', '"2026-02-30"'],
    [new Date('2026-12-08T10:30:00Z'), '"2026-12-08T10:30:00.000Z"'],
    [20261208, '"20261208"'],
  ])('refuses the date %j, which is not YYYY-MM-DD, and says how to write it', (date, shown) => {
    expect(problems(BlogPostSchema, { ...post, date })).toEqual([
      `date: date must be written YYYY-MM-DD (year, month, day), such as 2026-12-08 for 8 December 2026; ${shown} is not a calendar date in that form`,
    ]);
  });

  it('reads a YYYY-MM-DD date at midnight UTC, the same day wherever the site is built', () => {
    for (const date of ['2026-12-08', new Date(Date.UTC(2026, 11, 8))]) {
      expect(BlogPostSchema.parse({ ...post, date }).date.toISOString()).toBe(
        '2026-12-08T00:00:00.000Z',
      );
    }
  });

  it.each([
    ['title', 'title: title is required'],
    ['description', 'description: description is required'],
    ['date', 'date: date is required, as a date such as 2025-03-14'],
    ['author', 'author: author is required'],
  ])('names a missing %s', (field, message) => {
    const { [field as keyof typeof post]: _removed, ...rest } = post;
    expect(problems(BlogPostSchema, rest)).toContain(message);
  });

  it.each([
    [
      { date: 'next Tuesday' },
      'date: date must be written YYYY-MM-DD (year, month, day), such as 2026-12-08 for 8 December 2026; "next Tuesday" is not a calendar date in that form',
    ],
    [{ title: 42 }, 'title: title must be text (put it in quotes)'],
    [{ title: 'Too short' }, 'title: title must be at least 10 characters'],
    [{ description: 'x'.repeat(171) }, 'description: description must be at most 170 characters'],
    [{ tags: 'ducts' }, 'tags: tags must be a list, such as [duct design, ASHRAE]'],
    [{ tags: [] }, 'tags: tags must list at least one tag'],
    [{ tags: ['ducts', 'Ducts'] }, 'tags: tags must not repeat a tag'],
    [{ updated: new Date('2026-01-01') }, 'updated: updated must be on or after date'],
    [{ draft: 'yes' }, 'draft: draft must be true or false'],
    [{ cover: { src: './a.png' } }, 'cover.alt: cover.alt is required'],
    [
      {
        description:
          'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.',
      },
      'description: description contains placeholder text (lorem ipsum, "coming soon", TODO): write the real words',
    ],
  ])('rejects %j with an editor’s message', (change, message) => {
    expect(problems(BlogPostSchema, { ...post, ...change })).toContain(message);
  });

  it('names an unknown field, such as a misspelt one, and lists the real fields', () => {
    expect(problems(BlogPostSchema, { ...post, tittle: 'x' })).toEqual([
      ': unknown front-matter field "tittle": the fields are title, description, date, updated, author, tags, cover, slug and draft',
    ]);
  });

  it.each(['page', 'Not A Slug', 'trailing-'])('rejects the slug %j', (slug) => {
    expect(problems(BlogPostSchema, { ...post, slug }).join()).toMatch(/^slug: slug "/);
  });
});

describe('slugs', () => {
  it('accepts kebab-case and rejects anything else, saying why', () => {
    expect(slugProblem('equal-friction-2', [])).toBeUndefined();
    expect(slugProblem('Equal_Friction', [])).toMatch(
      /lower-case letters and digits joined by single hyphens/,
    );
    expect(slugProblem('page', RESERVED_BLOG_SLUGS)).toMatch(/reserved for another route/);
  });

  it('reserves every top-level route of the app for pages', () => {
    for (const slug of [
      'login',
      'heat-load',
      'dashboard',
      'calculators',
      'projects',
      'blog',
      'features',
      'app',
    ]) {
      expect(RESERVED_PAGE_SLUGS).toContain(slug);
    }
  });

  it('takes the id from the slug field, else the file name, and fails naming the file', () => {
    expect(entrySlug('src/content/blog', 'a-post.md', {}, [])).toBe('a-post');
    expect(entrySlug('src/content/blog', 'a-post.md', { slug: 'other' }, [])).toBe('other');
    expect(() => entrySlug('src/content/blog', 'My Post.md', {}, [])).toThrow(
      /^src\/content\/blog\/My Post\.md: the URL comes from its file name, and "My Post" is not a valid URL slug/,
    );
    expect(() => entrySlug('src/content/pages', 'login.md', {}, RESERVED_PAGE_SLUGS)).toThrow(
      /src\/content\/pages\/login\.md: .*"login" is reserved/,
    );
  });
});

const subFeatures = [
  { title: 'First', description: 'A sub-feature described in enough words to be useful.' },
  { title: 'Second', description: 'A sub-feature described in enough words to be useful.' },
  { title: 'Third', description: 'A sub-feature described in enough words to be useful.' },
];

const feature = {
  id: 'duct-pipe-sizing',
  title: 'Duct and pipe sizing',
  pageTitle: 'Duct and pipe sizing calculators | HVAC Workbench',
  metaDescription:
    'Size round and rectangular ducts by equal friction or velocity, and hydronic pipes by friction rate.',
  longDescription: 'The duct sizer takes an airflow and a friction rate. '.repeat(8),
  subFeatures,
  calculatorPath: '/calculators/duct-sizer',
  ctaLabel: 'Open the duct sizer',
};

describe('FeatureSchema', () => {
  it('accepts a complete entry', () => {
    expect(problems(FeatureSchema, feature)).toEqual([]);
  });

  it('requires exactly three sub-features', () => {
    expect(problems(FeatureSchema, { ...feature, subFeatures: subFeatures.slice(0, 2) })).toContain(
      'subFeatures: subFeatures must list exactly three sub-features',
    );
  });

  it('accepts only the spec’s ids and the app’s calculator routes', () => {
    expect(problems(FeatureSchema, { ...feature, id: 'duct-sizing' }).join()).toMatch(
      /^id: id must be one of heat-load-calculations/,
    );
    expect(
      problems(FeatureSchema, { ...feature, calculatorPath: '/calculators/duct' }).join(),
    ).toMatch(/^calculatorPath: calculatorPath must be one of the app's calculator routes/);
  });

  it('leads heat-load-calculations to the public /heat-load and every other feature to a protected calculator', () => {
    expect(problems(FeatureSchema, { ...feature, id: 'heat-load-calculations' })).toContain(
      'calculatorPath: heat-load-calculations must lead to the public calculator at /heat-load',
    );
    expect(problems(FeatureSchema, { ...feature, calculatorPath: '/heat-load' })).toContain(
      'calculatorPath: duct-pipe-sizing must lead to its protected calculator under /calculators/',
    );
  });

  it('rejects a missing long description with its name', () => {
    const { longDescription: _removed, ...rest } = feature;
    expect(problems(FeatureSchema, rest)).toContain('longDescription: longDescription is required');
  });
});

describe('FeaturePageSchema and InfoPageSchema', () => {
  it('take their long text from the Markdown body, not the front matter', () => {
    const { id: _id, longDescription: _long, ...page } = feature;
    expect(problems(FeaturePageSchema, page)).toEqual([]);
    expect(problems(FeaturePageSchema, feature).join()).toMatch(/Unrecognized keys?/i);
  });

  it('require a title and a description on information pages', () => {
    expect(problems(InfoPageSchema, { title: 'About' })).toContain(
      'description: description is required',
    );
  });
});
