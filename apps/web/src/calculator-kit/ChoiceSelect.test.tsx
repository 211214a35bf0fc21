import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithMantine } from '../test/render';
import { ChoiceSelect } from './ChoiceSelect';

const DATA = ['N', 'S', 'X'];

describe('ChoiceSelect', () => {
  it('hands back only what the schema accepts', () => {
    const onChange = vi.fn();
    renderWithMantine(
      <ChoiceSelect
        label="Side"
        value="N"
        schema={z.enum(['N', 'S'])}
        onChange={onChange}
        data={DATA}
      />,
    );
    const select = screen.getByLabelText('Side');
    fireEvent.change(select, { target: { value: 'S' } });
    fireEvent.change(select, { target: { value: 'X' } });
    expect(onChange.mock.calls).toEqual([['S']]);
  });

  it('shows the fallback while the draft holds no text', () => {
    renderWithMantine(
      <ChoiceSelect
        label="Side"
        value={undefined}
        fallback="S"
        schema={z.enum(['N', 'S'])}
        onChange={() => {}}
        data={DATA}
      />,
    );
    expect(screen.getByLabelText('Side')).toHaveValue('S');
  });
});
