/** The fields of a post that decide where it appears. */
export interface PostOrderFields {
  id: string;
  data: { date: Date; draft: boolean };
}

/**
 * Blog order: newest `date` first; posts of the same day by slug, so the order never depends on the
 * file system.
 */
export function newestFirst(a: PostOrderFields, b: PostOrderFields): number {
  return b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id);
}

/**
 * The posts a build publishes, newest first. Drafts (`draft: true`) appear only in `astro dev`, so an
 * editor can preview them and a build never ships them.
 *
 * @param posts - Every post of the collection.
 * @param includeDrafts - True in the dev server.
 */
export function publishedPosts<T extends PostOrderFields>(
  posts: readonly T[],
  includeDrafts: boolean,
): T[] {
  return posts.filter((post) => includeDrafts || !post.data.draft).sort(newestFirst);
}
