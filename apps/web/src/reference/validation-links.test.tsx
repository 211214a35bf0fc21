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
import { FormulaSheet } from './FormulaSheet';
import { ReferenceOverview } from './ReferenceOverview';

function inRouter(node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/reference'] }),
  });
  return <RouterProvider router={router} />;
}

describe('the reference links to the public validation page (issue 41 §1)', () => {
  it('from the overview', async () => {
    renderWithMantine(inRouter(<ReferenceOverview />));
    expect(await screen.findByRole('link', { name: 'validation page' })).toHaveAttribute(
      'href',
      '/validation',
    );
  });

  it('from the formula sheet, where each case of the page links back', async () => {
    renderWithMantine(inRouter(<FormulaSheet />));
    expect(await screen.findByRole('link', { name: 'validation page' })).toHaveAttribute(
      'href',
      '/validation',
    );
  });
});
