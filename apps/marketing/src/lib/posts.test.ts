import { describe, expect, it } from 'vitest';
import { newestFirst, publishedPosts } from './posts';

const post = (id: string, date: string, draft = false) => ({
  id,
  data: { date: new Date(date), draft },
});

describe('publishedPosts', () => {
  const posts = [
    post('older', '2026-01-10'),
    post('newest', '2026-11-10'),
    post('draft', '2026-12-01', true),
    post('b-same-day', '2026-05-01'),
    post('a-same-day', '2026-05-01'),
  ];

  it('lists posts newest first, same-day posts by slug', () => {
    expect(publishedPosts(posts, false).map((p) => p.id)).toEqual([
      'newest',
      'a-same-day',
      'b-same-day',
      'older',
    ]);
  });

  it('leaves drafts out of a build and shows them in the dev server', () => {
    expect(publishedPosts(posts, false).map((p) => p.id)).not.toContain('draft');
    expect(publishedPosts(posts, true)[0]?.id).toBe('draft');
  });

  it('does not reorder the list it is given', () => {
    const copy = [...posts];
    publishedPosts(posts, false);
    expect(posts).toEqual(copy);
  });

  it('orders by date before slug', () => {
    expect(newestFirst(post('a', '2026-01-01'), post('z', '2026-02-01'))).toBeGreaterThan(0);
  });
});
