import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { calculatorBySegment } from '../calculators/catalog';
import { withIdentity } from '../calculators/registry';
import { ventilationDefinition } from '../calculators/ventilation/definition';

const ventilationModule = withIdentity(
  calculatorBySegment('ventilation-calc')!,
  ventilationDefinition,
);
import { SnapshotNotice } from './SnapshotNotice';
import { WorkspaceNotFound } from './WorkspaceStates';
import type { ReactNode } from 'react';

/** The states link to other pages, so they render inside a router. */
function inRouter(node: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return <RouterProvider router={router} />;
}

describe('workspace states', () => {
  it('says when a file is not found, with ways on', async () => {
    renderWithMantine(inRouter(<WorkspaceNotFound what="file" />));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'File not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});

describe('SnapshotNotice', () => {
  const input = { unitSystem: 'Metric' };

  it('lists what changed, with labels and units', () => {
    renderWithMantine(
      <SnapshotNotice
        module={ventilationModule}
        snapshot={{
          differences: [{ key: 'requiredAirflow', stored: 110, current: 113.3 }],
          savedVersion: '0.0.9',
          input,
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('hvac-core 0.0.9');
    expect(screen.getByText('Required airflow: saved 110 L/s, now 113.3 L/s')).toBeInTheDocument();
  });

  it('is silent when the numbers agree', () => {
    renderWithMantine(
      <SnapshotNotice
        module={ventilationModule}
        snapshot={{ differences: [], savedVersion: null, input }}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
