import { Notifications } from '@mantine/notifications';
import type { BoqDraft } from '@org/hvac-core/boq';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { BoqEditor } from './BoqEditor';
import { boqDefinition } from './definition';
import { useEvaluation } from '../../calculator-kit/use-evaluation';

/** The Small Office template's Basic BoQ (apps/web/src/projects/templates.ts). */
const BASIC: BoqDraft = {
  currency: '$',
  items: [
    {
      id: 'item-1',
      description: 'Split-system air conditioner',
      quantity: 2,
      unit: 'no.',
      rate: 4200,
      total: 8400,
    },
    { id: 'item-2', description: 'Ductwork', quantity: 450, unit: 'lb', rate: 9.5, total: 4275 },
    { id: 'item-3', description: 'Diffuser', quantity: 12, unit: 'no.', rate: 145, total: 1740 },
  ],
};

function Harness({ initial }: { initial: BoqDraft }) {
  const [draft, setDraft] = useState<BoqDraft>(initial);
  return (
    <>
      <Notifications />
      <BoqEditor
        value={draft}
        onChange={setDraft}
        evaluation={useEvaluation(boqDefinition, draft)}
      />
    </>
  );
}

describe('BoqEditor', () => {
  it('shows the Basic BoQ’s item totals and grand total', () => {
    renderWithMantine(<Harness initial={BASIC} />);
    // 2 × 4,200 = 8,400; 450 × 9.50 = 4,275; 12 × 145 = 1,740; sum 14,415.
    expect(screen.getByTestId('boq-item-1-total')).toHaveTextContent('$8,400.00');
    expect(screen.getByTestId('boq-item-2-total')).toHaveTextContent('$4,275.00');
    expect(screen.getByTestId('boq-item-3-total')).toHaveTextContent('$1,740.00');
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('$14,415.00');
  });

  it('recomputes exactly as you type: 3 × 0.10 is 0.30, with tax on top', async () => {
    renderWithMantine(<Harness initial={BASIC} />);
    const quantity = document.getElementById('boq-item-3-quantity') as HTMLInputElement;
    const rate = document.getElementById('boq-item-3-rate') as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.clear(rate);
    await userEvent.type(rate, '0.1');
    expect(screen.getByTestId('boq-item-3-total')).toHaveTextContent('$0.30');
    // 8,400 + 4,275 + 0.30 = 12,675.30; tax 10% = 1,267.53; total 13,942.83.
    await userEvent.type(document.getElementById('boq-taxPercent') as HTMLInputElement, '10');
    expect(screen.getByTestId('boq-tax')).toHaveTextContent('$1,267.53');
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('$13,942.83');
  });

  it('formats the currency chosen, with yen in whole units', async () => {
    renderWithMantine(<Harness initial={BASIC} />);
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'JPY');
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('¥14,415');
  });

  it('deletes an item with an undo, and moves items with the keyboard buttons', async () => {
    renderWithMantine(<Harness initial={BASIC} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete item 1' }));
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('$6,015.00');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('$14,415.00');
    expect(screen.getByTestId('boq-item-1-total')).toHaveTextContent('$8,400.00');

    await userEvent.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    expect(screen.getByTestId('boq-item-2-total')).toHaveTextContent('$1,740.00');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate item 1' }));
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('$22,815.00');
  });

  it('groups items in sections with subtotals, and adds pasted spreadsheet rows', async () => {
    renderWithMantine(<Harness initial={{ currency: 'USD', items: [] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const name = document.getElementById('boq-section-1-name') as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Ductwork');
    await userEvent.click(screen.getByRole('button', { name: 'Paste rows from a spreadsheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste rows from a spreadsheet' });
    const text = within(dialog).getByLabelText('Rows (tab-separated)');
    await userEvent.click(text);
    await userEvent.paste('Flexible duct\t15\tm\t8.40\nVolume damper\t4\tno.\t65');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 rows' }));
    // 15 × 8.40 = 126.00; 4 × 65 = 260.00; subtotal 386.00.
    expect(screen.getByTestId('boq-section-1-subtotal')).toHaveTextContent('$386.00');
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('$386.00');
    expect((document.getElementById('boq-item-2-unit') as HTMLInputElement).value).toBe('no.');
  });

  it('prices a section’s items with its waste allowance', async () => {
    // 616.53 lb of 24 ga galvanized sheet (533.33 ft² × 1.156 lb/ft², SMACNA appendix A) at
    // $4.25/lb; 10 % waste: 678.183 lb × $4.25 = $2,882.28.
    renderWithMantine(
      <Harness
        initial={{
          currency: 'USD',
          sections: [{ id: 'duct', name: 'Ductwork' }],
          items: [
            {
              id: 'item-1',
              description: 'Galvanized steel sheet 24 ga',
              quantity: 616.53,
              unit: 'lb',
              rate: 4.25,
              sectionId: 'duct',
            },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('boq-item-1-total')).toHaveTextContent('$2,620.25');
    expect(screen.queryByTestId('boq-item-1-priced')).toBeNull();
    const waste = screen.getByLabelText('Waste allowance');
    await userEvent.type(waste, '10');
    expect(screen.getByTestId('boq-item-1-total')).toHaveTextContent('$2,882.28');
    expect(screen.getByTestId('boq-item-1-priced')).toHaveTextContent(
      'Priced on 678.183 lb with 10 % waste',
    );
    expect(screen.getByTestId('boq-section-1-subtotal')).toHaveTextContent('$2,882.28');
  });

  it('turns cells pasted straight into a section into rows', async () => {
    renderWithMantine(<Harness initial={BASIC} />);
    await userEvent.click(document.getElementById('boq-item-3-notes') as HTMLInputElement);
    await userEvent.paste('Grille\t4\tno.\t30\nFlexible duct\t10\tm\t8.5');
    // 4 × 30 = 120; 10 × 8.50 = 85; 14,415 + 205 = 14,620.
    expect(screen.getByTestId('boq-item-4-total')).toHaveTextContent('$120.00');
    expect(screen.getByTestId('boq-item-5-total')).toHaveTextContent('$85.00');
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('$14,620.00');
    expect((document.getElementById('boq-item-3-notes') as HTMLInputElement).value).toBe('');
  });

  it('names the field of a bad value and keeps the last totals', async () => {
    renderWithMantine(<Harness initial={BASIC} />);
    const quantity = document.getElementById('boq-item-1-quantity') as HTMLInputElement;
    await userEvent.clear(quantity);
    expect(screen.getByText('Quantity is required.')).toBeInTheDocument();
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('$14,415.00');
    expect(screen.getByText(/Showing the last valid totals/)).toBeInTheDocument();
    // The item being corrected has no total; the others keep theirs, as the engine prices them.
    expect(screen.getByTestId('boq-item-1-total')).toHaveTextContent('—');
    expect(screen.getByTestId('boq-item-2-total')).toHaveTextContent('$4,275.00');
    expect(screen.getByTestId('boq-item-3-total')).toHaveTextContent('$1,740.00');
    await userEvent.type(document.getElementById('boq-item-3-rate') as HTMLInputElement, '5');
    // 12 × 1,455 = 17,460, while item 1 is still empty.
    expect(screen.getByTestId('boq-item-3-total')).toHaveTextContent('$17,460.00');
  });

  it('renders a long bill’s items near the viewport only, each with its place in the list', () => {
    const items = Array.from({ length: 300 }, (_, i) => ({
      id: `item-${i + 1}`,
      description: `Diffuser ${i + 1}`,
      quantity: 2,
      unit: 'no.',
      rate: 10,
    }));
    renderWithMantine(<Harness initial={{ currency: '$', items }} />);
    const list = screen.getByRole('list', { name: 'Items without a section' });
    const rendered = within(list).getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(300);
    expect(rendered[0]).toHaveAttribute('aria-posinset', '1');
    expect(rendered[0]).toHaveAttribute('aria-setsize', '300');
    // The totals are the whole bill's: 300 × 2 × 10.
    expect(screen.getByTestId('boq-grand-total')).toHaveTextContent('$6,000.00');
  });

  it('gives an item’s unit its autocomplete when it is first focused, keeping the value', async () => {
    renderWithMantine(<Harness initial={BASIC} />);
    const plain = document.getElementById('boq-item-2-unit') as HTMLInputElement;
    expect(plain).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(plain);
    const unit = document.getElementById('boq-item-2-unit') as HTMLInputElement;
    expect(unit).toHaveAttribute('aria-haspopup', 'listbox');
    expect(unit).toHaveFocus();
    expect(unit.value).toBe('lb');
    await userEvent.clear(unit);
    await userEvent.type(unit, 'kg');
    expect((document.getElementById('boq-item-2-unit') as HTMLInputElement).value).toBe('kg');
  });
});
