import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test-utils';
import { MethodSteps } from './MethodSteps';

describe('MethodSteps', () => {
  it('numbers the steps under a collapsed summary that names how many there are', async () => {
    renderWithMantine(
      <MethodSteps
        steps={[
          { title: 'Area', formula: 'A = w × h', reference: 'Geometry' },
          { title: 'Velocity', formula: 'V = Q / A', notes: 'Mean velocity.', reference: 'ch. 21' },
        ]}
      />,
    );
    const summary = screen.getByText('Method and references (2 steps)');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('2. Velocity')).toBeInTheDocument();
    expect(screen.getByText('Mean velocity.')).toBeInTheDocument();
    expect(screen.getByText('Reference: ch. 21')).toBeInTheDocument();
  });
});
