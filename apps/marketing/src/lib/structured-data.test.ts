import { describe, expect, it } from 'vitest';
import { blogPostingLd, serializeJsonLd, softwareApplicationLd } from './structured-data';

describe('serializeJsonLd', () => {
  it('cannot be closed early by a string in the data', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});

describe('softwareApplicationLd', () => {
  it('describes the product as a schema.org SoftwareApplication', () => {
    const ld = softwareApplicationLd({
      name: 'HVAC Workbench',
      description: 'Calculators.',
      url: 'https://hvac.example.com/',
      appUrl: 'https://hvac.example.com/heat-load',
      featureList: ['Heat load', 'Duct sizing'],
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'HVAC Workbench',
      url: 'https://hvac.example.com/',
      featureList: ['Heat load', 'Duct sizing'],
    });
    expect(ld.applicationCategory).toEqual(expect.any(String));
  });
});

describe('blogPostingLd', () => {
  const input = {
    title: 'Reading a psychrometric chart',
    description: 'A cooling coil on the chart.',
    url: 'https://hvac.example.com/blog/psychro',
    published: new Date('2026-10-13'),
    author: 'HVAC Workbench engineering team',
    tags: ['psychrometrics', 'ASHRAE'],
    publisherName: 'HVAC Workbench',
    publisherLogo: 'https://hvac.example.com/favicon.svg',
    wordCount: 1200,
  };

  it('carries headline, dates, author, publisher and keywords', () => {
    expect(blogPostingLd(input)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Reading a psychrometric chart',
      datePublished: '2026-10-13T00:00:00.000Z',
      dateModified: '2026-10-13T00:00:00.000Z',
      author: { '@type': 'Person', name: 'HVAC Workbench engineering team' },
      publisher: { '@type': 'Organization', name: 'HVAC Workbench' },
      mainEntityOfPage: { '@id': 'https://hvac.example.com/blog/psychro' },
      keywords: 'psychrometrics, ASHRAE',
    });
  });

  it('uses the update date when there is one, and the image only when given', () => {
    const ld = blogPostingLd({
      ...input,
      modified: new Date('2026-11-01'),
      image: 'https://hvac.example.com/c.png',
    });
    expect(ld.dateModified).toBe('2026-11-01T00:00:00.000Z');
    expect(ld.image).toBe('https://hvac.example.com/c.png');
    expect(blogPostingLd(input)).not.toHaveProperty('image');
  });
});
