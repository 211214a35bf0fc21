import { createFileRoute } from '@tanstack/react-router';

export interface LoginSearch {
  /** Where to go after signing in (set by the protected-route guard); only same-origin paths. */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  // A plain function, not zod: route search validation runs in the entry chunk every page loads.
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search['redirect'] === 'string' && search['redirect'].startsWith('/')
      ? { redirect: search['redirect'] }
      : {},
});
