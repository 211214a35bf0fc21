import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test-utils';
import { canonicalMarkup } from '../testing/canonical-markup';
import { MantineUnitInput } from '../testing/mantine-unit-input';
import { UnitInput, type UnitInputProps } from './UnitInput';

const ROOT = '.mantine-TextInput-root';

function markupOf(Field: ComponentType<UnitInputProps>, props: UnitInputProps): string {
  const { container, unmount } = renderWithMantine(<Field {...props} />);
  const element = container.querySelector(ROOT);
  const text = element ? canonicalMarkup(element) : '(none)';
  unmount();
  return text;
}

const base: UnitInputProps = {
  id: 'cell-1',
  label: 'AHU-1 airflow cfm',
  unit: '',
  value: 1250.5,
  onChange: () => {},
};

describe("UnitInput against Mantine's TextInput", () => {
  it.each<[string, Partial<UnitInputProps>]>([
    ['a number without a unit (a schedule cell)', {}],
    ['empty', { value: undefined }],
    ['with a unit', { unit: 'ft²' }],
    ['with a long unit', { unit: 'Btu/h·ft²' }],
    ['with a percent unit and a blank value', { unit: '%', value: undefined, blankValue: 100 }],
    ['with a text blank value', { value: undefined, blankValue: 'standard air' }],
    ['with a placeholder', { value: undefined, placeholder: 'e.g. 2,000', blankValue: 5 }],
    ['with a message', { error: 'Airflow must be greater than 0.' }],
    ['with a message and a unit', { unit: 'cfm', error: 'Too large.' }],
    ['with a description', { description: 'Supply air at the unit' }],
    ['with a description and a message', { description: 'Help', error: 'Bad' }],
    ['required', { required: true }],
    ['disabled', { disabled: true, unit: 'in' }],
    ['with a name', { name: 'airflow' }],
    ['rounded to its decimals', { value: 1234.5678, decimalScale: 2 }],
    ['negative', { value: -0.25, unit: '°F' }],
    [
      'with everything',
      {
        unit: 'ft²',
        error: 'Bad',
        description: 'Help',
        required: true,
        placeholder: 'p',
        name: 'area',
        disabled: true,
      },
    ],
  ])('renders the markup of a TextInput: %s', (_, extra) => {
    const props = { ...base, ...extra };
    const mantine = markupOf(MantineUnitInput, props);
    expect(mantine).not.toBe('(none)');
    expect(markupOf(UnitInput, props)).toBe(mantine);
  });

  it('renders the markup of a TextInput with a generated id', () => {
    const { id: _id, ...props } = base;
    const shapeOf = (Field: ComponentType<UnitInputProps>) =>
      markupOf(Field, { ...props, unit: 'cfm' }).replace(/_r_[0-9a-z]+_/g, 'ID');
    expect(shapeOf(UnitInput)).toBe(shapeOf(MantineUnitInput));
  });

  /** A field kept by its own state, reporting each number it is given. */
  function Controlled({
    Field,
    id,
    onValue,
  }: {
    Field: ComponentType<UnitInputProps>;
    id: string;
    onValue: (value: number | undefined) => void;
  }) {
    const [value, setValue] = useState<number | undefined>(12);
    return (
      <div data-testid={id}>
        <Field
          id={id}
          label="Length"
          unit="ft"
          min={0}
          max={20}
          step={5}
          decimalScale={1}
          value={value}
          onChange={(next) => {
            setValue(next);
            onValue(next);
          }}
        />
      </div>
    );
  }

  it('behaves as a TextInput: typing, letters, arrow keys, leaving the field', async () => {
    const user = userEvent.setup();
    const values = { mantine: vi.fn(), ours: vi.fn() };
    renderWithMantine(
      <>
        <Controlled Field={MantineUnitInput} id="field-a" onValue={values.mantine} />
        <Controlled Field={UnitInput} id="field-b" onValue={values.ours} />
      </>,
    );
    const markupIn = (id: 'field-a' | 'field-b') =>
      canonicalMarkup(screen.getByTestId(id).querySelector(ROOT)!).replaceAll(id, 'ID');
    const steps: ((input: HTMLElement) => Promise<void> | void)[] = [
      async (input) => {
        await user.clear(input);
        await user.type(input, '12a');
      },
      async (input) => {
        await user.clear(input);
        await user.type(input, '1.');
      },
      async (input) => {
        await user.clear(input);
        await user.type(input, '1234.56');
      },
      (input) => {
        fireEvent.keyDown(input, { key: 'ArrowUp' });
      },
      (input) => {
        fireEvent.keyDown(input, { key: 'ArrowDown' });
      },
    ];
    const ours = screen.getByLabelText('Length', { selector: '#field-b' });
    expect(ours).toHaveAccessibleName('Length ft');
    for (const step of steps) {
      for (const id of ['field-a', 'field-b'] as const) {
        await step(screen.getByLabelText('Length', { selector: `#${id}` }));
        // Each field is left after each step, so both have been left alike.
        await user.click(document.body);
      }
      expect(markupIn('field-b')).toBe(markupIn('field-a'));
      expect(values.ours.mock.calls).toEqual(values.mantine.mock.calls);
    }
    expect(ours).toHaveValue('15');
    expect(values.ours).toHaveBeenLastCalledWith(15);
  });

  it('calls onBlur when left', async () => {
    const onBlur = vi.fn();
    renderWithMantine(<UnitInput {...base} onBlur={onBlur} />);
    const input = screen.getByLabelText('AHU-1 airflow cfm');
    input.focus();
    input.blur();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
