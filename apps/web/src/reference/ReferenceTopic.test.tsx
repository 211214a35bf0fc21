import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { ReferenceTopic } from './ReferenceTopic';

function inRouter(node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/reference/no-such-topic'] }),
  });
  return <RouterProvider router={router} />;
}

describe('ReferenceTopic', () => {
  it('says an unknown topic is not found, with a link back to the overview', async () => {
    renderWithMantine(inRouter(<ReferenceTopic topic="no-such-topic" />));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Topic not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('no-such-topic')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the reference overview' })).toHaveAttribute(
      'href',
      '/reference',
    );
  });
});
