import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test-utils';
import { UnitInput, type UnitInputProps } from './UnitInput';

function Controlled(
  props: Partial<UnitInputProps> & { initial?: number; onValue?: (v: number | undefined) => void },
) {
  const { initial, onValue, ...rest } = props;
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <UnitInput
      label="Wall area"
      unit="ft²"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('UnitInput', () => {
  it('is found by its label and names its unit in the accessible name', () => {
    renderWithMantine(<Controlled initial={500} />);
    const input = screen.getByLabelText('Wall area');
    expect(input).toHaveValue('500');
    expect(screen.getByRole('textbox', { name: 'Wall area ft²' })).toBe(input);
    expect(screen.getByText('ft²')).toBeVisible();
  });

  it('reports numbers as they are typed, and undefined when cleared', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Controlled initial={500} onValue={onValue} />);
    const input = screen.getByLabelText('Wall area');
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    await userEvent.type(input, '1250.5');
    expect(onValue).toHaveBeenLastCalledWith(1250.5);
    // Thousands are separated once the field is left, never under the caret while typing.
    await userEvent.tab();
    expect(input).toHaveValue('1,250.5');
  });

  it('keeps a trailing decimal point while typing', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Wall area');
    await userEvent.type(input, '12.');
    expect(input).toHaveValue('12.');
    expect(onValue).toHaveBeenLastCalledWith(12);
    await userEvent.type(input, '5');
    expect(onValue).toHaveBeenLastCalledWith(12.5);
  });

  it('accepts a negative number', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Controlled label="Outdoor temperature" unit="°F" onValue={onValue} />);
    const input = screen.getByLabelText('Outdoor temperature');
    await userEvent.type(input, '-');
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    await userEvent.type(input, '10');
    expect(onValue).toHaveBeenLastCalledWith(-10);
  });

  it('steps with the arrow keys', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Controlled initial={0.5} step={0.1} onValue={onValue} />);
    const input = screen.getByLabelText('Wall area');
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onValue).toHaveBeenLastCalledWith(0.6);
  });

  it('shows a new value set from outside', () => {
    const { rerender } = renderWithMantine(
      <UnitInput label="Wall area" unit="ft²" value={500} onChange={() => {}} />,
    );
    rerender(<UnitInput label="Wall area" unit="m²" value={46.45} onChange={() => {}} />);
    expect(screen.getByLabelText('Wall area')).toHaveValue('46.45');
    expect(screen.getByText('m²')).toBeInTheDocument();
  });

  it('keeps scientific notation as the number it is', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Wall area');
    await userEvent.type(input, '1e12');
    expect(input).toHaveValue('1e12');
    expect(onValue).toHaveBeenLastCalledWith(1e12);
    expect(onValue).not.toHaveBeenCalledWith(112);
    await userEvent.tab();
    expect(input).toHaveValue('1,000,000,000,000');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps letters as typed and says the text is not a number', async () => {
    const onChange = vi.fn();
    function Parent() {
      const [value, setValue] = useState<number | undefined>(undefined);
      return (
        <UnitInput
          label="Airflow"
          unit="cfm"
          value={value}
          onChange={(next, text) => {
            setValue(next);
            onChange(next, text);
          }}
        />
      );
    }
    renderWithMantine(<Parent />);
    const input = screen.getByLabelText('Airflow');
    await userEvent.type(input, '1a2');
    expect(input).toHaveValue('1a2');
    expect(onChange).toHaveBeenLastCalledWith(undefined, '1a2');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      '“1a2” is not a number. Type digits with one decimal point, e.g. 1250.5 or 1.2e3.',
    );
  });

  it('says why the text is not a number instead of the caller\'s "required"', async () => {
    renderWithMantine(
      <Controlled label="Airflow" unit="cfm" error="Airflow is required." decimalScale={0} />,
    );
    const input = screen.getByLabelText('Airflow');
    await userEvent.type(input, 'abc');
    expect(input).toHaveAccessibleDescription(
      '“abc” is not a number. Type digits with one decimal point, e.g. 1250.5 or 1.2e3.',
    );
  });

  it('flags a partial number only once the field is left', async () => {
    renderWithMantine(<Controlled />);
    const input = screen.getByLabelText('Wall area');
    await userEvent.type(input, '1e');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(input).toHaveValue('1e');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps more decimals than it shows, as typed', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Controlled decimalScale={2} onValue={onValue} />);
    const input = screen.getByLabelText('Wall area');
    await userEvent.type(input, '12.345');
    expect(onValue).toHaveBeenLastCalledWith(12.345);
    await userEvent.tab();
    expect(input).toHaveValue('12.345');
  });

  it('shows the value a blank field stands for, with its unit', () => {
    renderWithMantine(
      <>
        <UnitInput
          label="Duct length"
          unit="ft"
          value={undefined}
          blankValue={100}
          onChange={() => {}}
        />
        <UnitInput
          label="Altitude"
          unit="m"
          value={undefined}
          blankValue={1500}
          onChange={() => {}}
        />
        <UnitInput
          label="Air temperature"
          unit="°F"
          value={undefined}
          blankValue="standard air"
          onChange={() => {}}
        />
      </>,
    );
    expect(screen.getByLabelText('Duct length')).toHaveAttribute('placeholder', 'Default: 100 ft');
    expect(screen.getByLabelText('Altitude')).toHaveAttribute('placeholder', 'Default: 1,500 m');
    expect(screen.getByLabelText('Air temperature')).toHaveAttribute(
      'placeholder',
      'Default: standard air',
    );
  });

  it('shows a converted value rounded to its decimals, keeping the exact number', () => {
    renderWithMantine(
      <UnitInput
        label="Width"
        unit="ft"
        value={10.000000000000002}
        decimalScale={3}
        onChange={() => {}}
      />,
    );
    expect(screen.getByLabelText('Width')).toHaveValue('10');
  });

  it('shows its error and marks the input invalid', () => {
    renderWithMantine(
      <UnitInput
        label="Wall area"
        unit="ft²"
        value={-5}
        onChange={() => {}}
        error="Wall area must be between 0 and 100,000 ft²."
      />,
    );
    const input = screen.getByLabelText('Wall area');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wall area must be between 0 and 100,000 ft².');
  });
});
