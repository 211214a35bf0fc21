import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { DataLoadState, PROJECTS_LOAD } from './DataLoadState';

describe('DataLoadState', () => {
  // Issue 44: a page whose read never reached the server showed the browser's "Failed to fetch".
  it('says the database cannot be reached, and what to do, when a read never left', () => {
    renderWithMantine(
      <DataLoadState
        status="ready"
        query={{ isError: true, error: new TypeError('Failed to fetch'), refetch: () => {} }}
        {...PROJECTS_LOAD}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The database cannot be reached right now. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
