import type { UnitSystem } from '@org/hvac-core/units';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { DecibelTool } from './DecibelTool';
import type { Row } from './field-ui';
import { rowFields } from './row-fields';

/** An elbow row (width and quantity) and an insertion-loss row's bands, as the path editor draws them. */
function ElbowRow(props: {
  row: Row;
  set: (field: string, value: unknown) => void;
  unitSystem: UnitSystem;
  keepText?: boolean;
}) {
  const fields = rowFields({ base: ['elements', 0], errors: {}, ...props });
  return (
    <>
      {fields.number('width', 'elbowWidth')}
      {fields.number('quantity')}
      {fields.bands('insertionLoss')}
    </>
  );
}

function renderRow(row: Row, unitSystem: UnitSystem = 'Imperial', keepText = false) {
  const set = vi.fn();
  renderWithMantine(<ElbowRow row={row} set={set} unitSystem={unitSystem} keepText={keepText} />);
  const input = (id: string): HTMLElement => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no #${id}`);
    return element;
  };
  return { set, input };
}

describe('rowFields', () => {
  it('keeps the ids of the path, and names each input by its draft path', () => {
    const { input } = renderRow({ width: 12, quantity: 2, insertionLoss: [1, 2, 3] });
    expect(input('acoustic-elements-0-width')).toHaveAttribute('name', 'elements.0.width');
    expect(input('acoustic-elements-0-quantity')).toHaveValue('2');
    expect(input('acoustic-elements-0-insertionLoss-2')).toHaveValue('3');
    expect(screen.getByLabelText(/Elbow width/)).toHaveAttribute('id', 'acoustic-elements-0-width');
  });

  it('steps within the engine’s range: elbow quantity 1 to 50, losses 0 to 80 dB', () => {
    const { set, input } = renderRow({ width: 12, quantity: 50, insertionLoss: [80, 0] });
    fireEvent.keyDown(input('acoustic-elements-0-quantity'), { key: 'ArrowUp' });
    expect(set).toHaveBeenLastCalledWith('quantity', 50);
    fireEvent.keyDown(input('acoustic-elements-0-insertionLoss-0'), { key: 'ArrowUp' });
    expect(set).toHaveBeenLastCalledWith('insertionLoss', [80, 0, '', '', '', '', '', '']);
    fireEvent.keyDown(input('acoustic-elements-0-insertionLoss-1'), { key: 'ArrowDown' });
    expect(set).toHaveBeenLastCalledWith('insertionLoss', [80, 0, '', '', '', '', '', '']);
  });

  it('steps within the engine’s range in the draft’s unit system: 1 in, or 200 in = 5080 mm', () => {
    const imperial = renderRow({ width: 1 });
    fireEvent.keyDown(imperial.input('acoustic-elements-0-width'), { key: 'ArrowDown' });
    expect(imperial.set).toHaveBeenLastCalledWith('width', 1);
    cleanup();
    const metric = renderRow({ width: 5080 }, 'Metric');
    expect(screen.getByText('mm')).toBeInTheDocument();
    fireEvent.keyDown(metric.input('acoustic-elements-0-width'), { key: 'ArrowUp' });
    const [field, value] = metric.set.mock.lastCall ?? [];
    expect(field).toBe('width');
    expect(value).toBeCloseTo(5080, 6);
  });

  it('clears text that is not a number, or keeps it where the form asks (keepText)', () => {
    const cleared = renderRow({ quantity: 2 });
    fireEvent.change(cleared.input('acoustic-elements-0-quantity'), { target: { value: '2a' } });
    expect(cleared.set).toHaveBeenLastCalledWith('quantity', '');
    cleanup();
    const kept = renderRow({ quantity: 2 }, 'Imperial', true);
    fireEvent.change(kept.input('acoustic-elements-0-quantity'), { target: { value: '2a' } });
    expect(kept.set).toHaveBeenLastCalledWith('quantity', '2a');
  });
});

describe('DecibelTool', () => {
  it('keeps its ids and names a level outside −50 to 200 dB', () => {
    renderWithMantine(<DecibelTool />);
    const level = document.getElementById('db-add-1');
    if (!level) throw new Error('no #db-add-1');
    fireEvent.change(level, { target: { value: '250' } });
    expect(screen.getByText('Level 2 must be between -50 and 200 dB.')).toBeInTheDocument();
    expect(document.getElementById('db-subtract-background')).toHaveValue('53');
    expect(document.getElementById('db-band-8000')).toHaveValue('');
  });
});
