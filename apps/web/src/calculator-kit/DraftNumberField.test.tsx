import type { NumberFieldSpec } from '@org/hvac-core/fields';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { DraftNumberField, type DraftFieldContext } from './DraftNumberField';

/** A section's length, in feet or metres: 0 to 300 m. */
const LENGTH: NumberFieldSpec = {
  label: 'Length',
  unit: 'length',
  range: { si: [0, 300] },
  step: { Imperial: 5, Metric: 1 },
  decimals: 2,
};

function renderField(context: Partial<DraftFieldContext> = {}, onChange = vi.fn()) {
  const full: DraftFieldContext = {
    idPrefix: 'duct-system',
    unitSystem: 'Imperial',
    errors: {},
    ...context,
  };
  renderWithMantine(
    <DraftNumberField
      context={full}
      path={['sections', 2, 'length']}
      spec={LENGTH}
      value={12}
      onChange={onChange}
    />,
  );
  return screen.getByLabelText(/Length/);
}

describe('DraftNumberField', () => {
  it('takes its id from the prefix and the path, its name from the path', () => {
    const input = renderField();
    expect(input).toHaveAttribute('id', 'duct-system-sections-2-length');
    expect(input).toHaveAttribute('name', 'sections.2.length');
    expect(input).toHaveValue('12');
  });

  it('shows the unit of the draft’s unit system', () => {
    renderField();
    expect(screen.getByText('ft')).toBeInTheDocument();
  });

  it('shows the unit in Metric too', () => {
    renderField({ unitSystem: 'Metric' });
    expect(screen.getByText('m')).toBeInTheDocument();
  });

  it('shows the message of its path, not of another path', () => {
    renderField({
      errors: { 'sections.2.length': 'Length: at most 984 ft', 'sections.1.length': 'x' },
    });
    expect(screen.getByText('Length: at most 984 ft')).toBeInTheDocument();
    expect(screen.queryByText('x')).toBeNull();
  });

  it('reveals its message when edited or left, then hands back the value', () => {
    const touch = vi.fn();
    const onChange = vi.fn();
    const input = renderField({ touch }, onChange);
    fireEvent.change(input, { target: { value: '20' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(20);
    expect(touch).toHaveBeenCalledWith('sections.2.length');
  });
});
