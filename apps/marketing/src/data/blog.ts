import { type CollectionEntry, getCollection } from 'astro:content';
import { publishedPosts } from '../lib/posts';
import { readingMinutes } from '../lib/reading-time';

export type Post = CollectionEntry<'blog'>;

export interface PostSummary {
  slug: string;
  path: string;
  title: string;
  description: string;
  date: Date;
  updated?: Date;
  author: string;
  tags: readonly string[];
  readingMinutes: number;
}

/** Every post the build publishes, newest first (drafts only in `astro dev`). */
export async function getPosts(): Promise<Post[]> {
  return publishedPosts(await getCollection('blog'), import.meta.env.DEV);
}

/** Path of a post. */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** What lists and feeds show of a post. */
export function summarize(post: Post): PostSummary {
  return {
    slug: post.id,
    path: postPath(post.id),
    title: post.data.title,
    description: post.data.description,
    date: post.data.date,
    updated: post.data.updated,
    author: post.data.author,
    tags: post.data.tags,
    readingMinutes: readingMinutes(post.body ?? ''),
  };
}
