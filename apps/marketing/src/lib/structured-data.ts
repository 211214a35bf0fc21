/** schema.org JSON-LD for the pages that carry it: the product on the landing page, each blog post. */

export type JsonLd = Record<string, unknown>;

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">` element. `<` is escaped so no string
 * in the data (a post title, say) can close the script element.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface SoftwareApplicationInput {
  name: string;
  description: string;
  /** Absolute URL of the landing page. */
  url: string;
  /** Absolute URL where the application starts (the public heat-load calculator). */
  appUrl: string;
  /** What the application does, one item each. */
  featureList: readonly string[];
}

/** The product as a web application (schema.org `SoftwareApplication`), for the landing page. */
export function softwareApplicationLd(input: SoftwareApplicationInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: input.name,
    description: input.description,
    url: input.url,
    installUrl: input.appUrl,
    applicationCategory: 'DesignApplication',
    applicationSubCategory: 'HVAC engineering calculators',
    operatingSystem: 'Any (runs in a web browser)',
    browserRequirements: 'Requires JavaScript and a current web browser',
    featureList: [...input.featureList],
    audience: { '@type': 'Audience', audienceType: 'HVAC engineers' },
  };
}

export interface BlogPostingInput {
  title: string;
  description: string;
  /** Absolute canonical URL of the post. */
  url: string;
  published: Date;
  modified?: Date;
  author: string;
  tags: readonly string[];
  /** Absolute URL of the cover image, when the post has one. */
  image?: string;
  publisherName: string;
  /** Absolute URL of the publisher's logo. */
  publisherLogo: string;
  wordCount: number;
}

/** A blog post (schema.org `BlogPosting`). */
export function blogPostingLd(input: BlogPostingInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    datePublished: input.published.toISOString(),
    dateModified: (input.modified ?? input.published).toISOString(),
    author: { '@type': 'Person', name: input.author },
    publisher: {
      '@type': 'Organization',
      name: input.publisherName,
      logo: { '@type': 'ImageObject', url: input.publisherLogo },
    },
    keywords: input.tags.join(', '),
    wordCount: input.wordCount,
    inLanguage: 'en',
    ...(input.image ? { image: input.image } : {}),
  };
}
