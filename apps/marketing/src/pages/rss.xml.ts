import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getPosts, summarize } from '../data/blog';
import { BLOG_FEED_TITLE } from '../data/site';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The blog's RSS 2.0 feed, newest post first: title, summary, date, author and tags of each. */
export const GET: APIRoute = async ({ site }) => {
  if (!site)
    throw new Error('astro.config.mjs must set `site`: the feed links posts by absolute URL.');
  const posts = (await getPosts()).map(summarize);
  return rss({
    title: BLOG_FEED_TITLE,
    description:
      'Articles for HVAC engineers: duct and pipe sizing, psychrometrics, refrigerant piping and load calculations.',
    site,
    trailingSlash: false,
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
    customData: '<language>en</language>',
    items: posts.map((post) => ({
      title: post.title,
      description: post.description,
      link: post.path,
      pubDate: post.date,
      categories: [...post.tags],
      customData: `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
    })),
  });
};
