import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { replayEarlyInput } from './early-input';

function Form() {
  const [text, setText] = useState('20');
  const [mode, setMode] = useState('Cooling');
  return (
    <div>
      <input aria-label="Wall area" value={text} onChange={(e) => setText(e.target.value)} />
      {['Cooling', 'Heating'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="mode"
            value={value}
            checked={mode === value}
            onChange={() => setMode(value)}
          />
          {value}
        </label>
      ))}
      <output>
        {text} {mode}
      </output>
    </div>
  );
}

describe('replayEarlyInput', () => {
  it('hands values changed outside React to the fields’ onChange', () => {
    const { container } = render(<Form />);
    const wall = screen.getByLabelText<HTMLInputElement>('Wall area');
    const heating = screen.getByLabelText<HTMLInputElement>('Heating');
    // As a visitor's typing before hydration does: the DOM changes, React's state does not.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(wall, '900');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
      heating,
      true,
    );
    expect(screen.getByRole('status')).toHaveTextContent('20 Cooling');

    replayEarlyInput(container);
    expect(screen.getByRole('status')).toHaveTextContent('900 Heating');
    expect(wall).toHaveValue('900');
    expect(heating).toBeChecked();
  });

  it('leaves unchanged fields alone', () => {
    const { container } = render(<Form />);
    replayEarlyInput(container);
    expect(screen.getByRole('status')).toHaveTextContent('20 Cooling');
  });
});
