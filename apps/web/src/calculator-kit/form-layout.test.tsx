import { fireEvent, screen } from '@testing-library/react';
import type { InputFieldSpec } from '@org/hvac-core/fields';
import type { UnitSystem } from '@org/hvac-core/units';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithMantine } from '../test/render';
import { calculationNamePiece } from './CalculationNameFieldset';
import type { FormLayout } from './form-layout';
import { layoutInputSections } from './layout-report';
import { LayoutForm } from './LayoutForm';

/** A small table: a name, a shape choice and two lengths, one of them a rectangle's only. */
const FIELDS = {
  calculationName: { label: 'Calculation name' },
  shape: { label: 'Shape' },
  side: {
    label: 'Side',
    unit: 'length',
    range: { si: [0, 100] },
    step: 1,
    decimals: 2,
  },
  otherSide: {
    label: 'Other side',
    unit: 'length',
    range: { si: [0, 100] },
    step: 1,
    decimals: 2,
  },
} satisfies Record<string, InputFieldSpec>;

interface Values {
  readonly unitSystem: UnitSystem;
  readonly calculationName?: string;
  readonly shape?: 'square' | 'rectangle';
  readonly side?: number | string;
  readonly otherSide?: number | string;
}

const rectangle = (values: Values): boolean => values.shape === 'rectangle';

const LAYOUT: FormLayout<typeof FIELDS, Values, Values> = {
  fields: FIELDS,
  idOf: (field) => `test-${field}`,
  reportBlank: 'not given',
  groups: [
    calculationNamePiece('Calculation name', 'For the report', 40),
    {
      legend: (values) => (rectangle(values) ? 'Rectangle' : 'Square'),
      items: [
        {
          choice: 'shape',
          schema: z.enum(['square', 'rectangle']),
          options: [
            { value: 'square', label: 'Square' },
            { value: 'rectangle', label: 'Rectangle' },
          ],
          fallback: 'square',
          report: (input) => (input.shape === 'rectangle' ? 'A rectangle' : 'A square'),
        },
        'side',
        { number: 'otherSide', shown: rectangle, reportBlank: 'as the side' },
      ],
    },
    {
      piece: () => <p>A helper of its own</p>,
      reportSections: (input) =>
        input.side === 1
          ? [{ title: 'Unit square', rows: [{ label: 'Note', value: 'yes', unit: '' }] }]
          : [],
    },
  ],
};

describe('layoutInputSections', () => {
  it('reports the name and lead rows under "Calculation", then each group under its legend', () => {
    const sections = layoutInputSections(
      LAYOUT,
      { unitSystem: 'Imperial', calculationName: 'Plate', shape: 'square', side: 2.5 },
      [{ label: 'Mode', value: 'Area', unit: '' }],
    );
    expect(sections).toEqual([
      {
        title: 'Calculation',
        rows: [
          { label: 'Calculation name', value: 'Plate', unit: '' },
          { label: 'Mode', value: 'Area', unit: '' },
        ],
      },
      {
        title: 'Square',
        rows: [
          { label: 'Shape', value: 'A square', unit: '' },
          { label: 'Side', value: '2.5', unit: 'ft' },
        ],
      },
    ]);
  });

  it('lists an item only where it applies, with its own words for a blank, and pieces’ sections', () => {
    const sections = layoutInputSections(LAYOUT, {
      unitSystem: 'Metric',
      shape: 'rectangle',
      side: 1,
    });
    expect(sections.map((section) => section.title)).toEqual([
      'Calculation',
      'Rectangle',
      'Unit square',
    ]);
    expect(sections[1]?.rows.slice(1)).toEqual([
      { label: 'Side', value: '1', unit: 'm' },
      { label: 'Other side', value: 'as the side', unit: '' },
    ]);
  });

  it('puts the lead rows after the first row of the first group when the form starts without the name', () => {
    const unnamed = { ...LAYOUT, groups: LAYOUT.groups.slice(1) };
    const sections = layoutInputSections(unnamed, { unitSystem: 'Imperial' }, [
      { label: 'Mode', value: 'Area', unit: '' },
    ]);
    expect(sections[0]?.title).toBe('Square');
    expect(sections[0]?.rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      'Shape: A square',
      'Mode: Area',
      'Side: not given',
    ]);
  });
});

describe('LayoutForm', () => {
  it('draws the name, the groups that apply and their items, and the pieces', () => {
    renderWithMantine(
      <LayoutForm
        layout={LAYOUT}
        value={{ unitSystem: 'Imperial', side: 3 }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Calculation' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Square' })).toBeInTheDocument();
    expect(screen.getByLabelText('Shape')).toHaveValue('square');
    expect(screen.getByLabelText(/^Side/)).toHaveAttribute('id', 'test-side');
    expect(screen.queryByLabelText(/^Other side/)).toBeNull();
    expect(screen.getByText('A helper of its own')).toBeInTheDocument();
  });

  it('writes a field and reveals its message; a choice the schema refuses is not written', () => {
    const onChange = vi.fn();
    const onFieldTouch = vi.fn();
    renderWithMantine(
      <LayoutForm
        layout={LAYOUT}
        value={{ unitSystem: 'Imperial', shape: 'rectangle' }}
        onChange={onChange}
        onFieldTouch={onFieldTouch}
        errors={{ otherSide: 'Other side must be between 0 and 328 ft.' }}
      />,
    );
    expect(screen.getByText('Other side must be between 0 and 328 ft.')).toBeInTheDocument();
    const shape = screen.getByLabelText('Shape');
    fireEvent.change(shape, { target: { value: 'square' } });
    expect(onFieldTouch).toHaveBeenCalledWith('shape');
    expect(onChange).toHaveBeenCalledWith({ unitSystem: 'Imperial', shape: 'square' });
    onChange.mockClear();
    // Not among the options: the select keeps its value, and nothing reaches the draft.
    fireEvent.change(shape, { target: { value: 'circle' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
