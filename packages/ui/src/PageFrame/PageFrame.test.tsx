import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test-utils';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('renders the title as the h1, the description, actions and content', () => {
    renderWithMantine(
      <PageFrame
        title="Heat load calculator"
        description="Steady-state method."
        actions={<button type="button">Save</button>}
      >
        <p>Body</p>
      </PageFrame>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Heat load calculator' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Steady-state method.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
  });

  it('sets the document title', () => {
    const { rerender } = renderWithMantine(<PageFrame title="Heat load calculator" />);
    expect(document.title).toBe('Heat load calculator · HVAC Workbench');
    rerender(<PageFrame title="Projects" titleSuffix="" />);
    expect(document.title).toBe('Projects');
  });
});
