import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { SkipToInputs } from './SkipToInputs';

describe('SkipToInputs', () => {
  it('is the first keyboard stop and moves focus to the first field, past the unit switch', async () => {
    renderWithMantine(
      <>
        <button type="button">Calculators</button>
        <button type="button">Save to project</button>
        <SkipToInputs targetId="inputs" />
        <div id="inputs" tabIndex={-1}>
          <input type="radio" name="units" aria-label="Imperial" />
          <label>
            Airflow
            <input type="text" />
          </label>
        </div>
      </>,
    );
    const link = await screen.findByRole('link', { name: 'Skip to inputs' });
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Airflow')).toHaveFocus();
  });
});
