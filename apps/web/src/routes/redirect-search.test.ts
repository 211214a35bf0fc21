import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../router';

/**
 * Issue 44: a `redirect` that the route's search validation drops must not reach the page. The
 * router keeps the raw query on the location, and a route's search starts from its parent's, so the
 * page reads the destination through the same check again at run time.
 */
describe.each(['/login', '/verify-email'] as const)('%s?redirect=', (page) => {
  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login'])(
    'drops %s from the search the page reads',
    async (redirect) => {
      const router = createAppRouter(
        createMemoryHistory({
          initialEntries: [`${page}?redirect=${encodeURIComponent(redirect)}`],
        }),
      );
      await router.load();
      const match = router.state.matches.find((candidate) => candidate.routeId === page);
      expect((match?.search as { redirect?: unknown } | undefined)?.redirect).toBeUndefined();
    },
  );

  it('keeps a path of this site', async () => {
    const router = createAppRouter(
      createMemoryHistory({ initialEntries: [`${page}?redirect=%2Fsettings`] }),
    );
    await router.load();
    const match = router.state.matches.find((candidate) => candidate.routeId === page);
    expect(match?.search).toMatchObject({ redirect: '/settings' });
  });
});
